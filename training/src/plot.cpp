#include "plot.h"

#include "common.h"
#include "outcome.h"
#include "process.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace train {

namespace {

struct Bars {
  std::string Name;
  double Predicted, Oracle, Cpu, Gpu;
};

std::vector<Bars> bars(const Summary &S) {
  std::vector<Bars> B;
  double LogP = 0, LogO = 0, LogG = 0;
  for (const Figures &P : S.Programs) {
    Bars X{P.Program, P.TOpenmp / P.TChosen, P.TOpenmp / P.TOracle, 1.0,
           P.TOpenmp / P.TOpencl};
    LogP += std::log(X.Predicted);
    LogO += std::log(X.Oracle);
    LogG += std::log(X.Gpu);
    B.push_back(X);
  }
  double N = static_cast<double>(S.Programs.size());
  if (N > 0)
    B.push_back({"geomean", std::exp(LogP / N), std::exp(LogO / N), 1.0,
                 std::exp(LogG / N)});
  return B;
}

// Runs a helper program quietly in Dir; on failure warns with its output.
bool runQuiet(const std::vector<std::string> &Argv, const std::string &Dir,
              const std::string &What) {
  RunSpec Spec;
  Spec.Argv = Argv;
  Spec.WorkingDir = Dir;
  Spec.OutputPath = Dir + "/.omp2ocl-train-plot.log";
  Spec.TimeoutSeconds = 120;
  RunResult R = runProcess(Spec);
  std::string Log;
  try {
    Log = readFile(Spec.OutputPath);
  } catch (const Error &) {
  }
  std::remove(Spec.OutputPath.c_str());
  if (R.ok())
    return true;
  std::cerr << "omp2ocl-train: warning: " << What << " failed (" << R.describe()
            << ")" << (Log.empty() ? "" : ":\n" + tailLines(Log, 10)) << "\n";
  return false;
}

} // namespace

std::string speedupData(const Summary &S) {
  std::string Out = "# program\tpredicted\toracle\talways-openmp\talways-opencl\n"
                    "# speedup over always-openmp (sum of the program's "
                    "OpenMP times / sum of the times of each choice)\n";
  for (const Bars &B : bars(S))
    Out += B.Name + "\t" + format("%.6g\t%.6g\t%.6g\t%.6g\n", B.Predicted, B.Oracle,
                                  B.Cpu, B.Gpu);
  return Out;
}

std::string speedupScript(const Summary &S, const std::string &Terminal,
                          const std::string &Title) {
  std::vector<Bars> B = bars(S);
  double Lo = 1, Hi = 1;
  for (const Bars &X : B)
    for (double V : {X.Predicted, X.Oracle, X.Cpu, X.Gpu}) {
      Lo = std::min(Lo, V);
      Hi = std::max(Hi, V);
    }
  int Width = std::clamp(static_cast<int>(B.size()) * 70 + 200, 800, 3000);
  std::string T = Title;
  std::replace(T.begin(), T.end(), '"', '\'');
  std::string Out;
  Out += "# gnuplot script written by omp2ocl-train evaluate; data in speedup.dat\n";
  Out += format("set terminal %s size %d,600 noenhanced\n", Terminal.c_str(), Width);
  Out += "set output 'speedup.png'\n";
  Out += "set title \"" + T + "\"\n";
  Out += "set datafile separator '\\t'\n"
         "set style data histograms\n"
         "set style histogram clustered gap 1\n"
         "set style fill solid 0.9 border -1\n"
         "set boxwidth 0.9\n"
         "set xtics rotate by -40 scale 0 nomirror\n"
         "set ytics nomirror\n"
         "set grid ytics\n"
         "set key above horizontal\n"
         "set ylabel 'speedup over always OpenMP (CPU)'\n";
  if (Hi / Lo > 30)
    Out += "set logscale y\n";
  else
    Out += "set yrange [0:*]\n";
  Out += "plot 'speedup.dat' using 2:xtic(1) title 'predicted', \\\n"
         "     '' using 3 title 'oracle', \\\n"
         "     '' using 4 title 'always CPU (OpenMP)', \\\n"
         "     '' using 5 title 'always GPU (OpenCL)'\n";
  return Out;
}

bool plotSpeedups(const Summary &S, const std::string &OutDir,
                  const std::string &Title) {
  writeFileAtomic(OutDir + "/speedup.dat", speedupData(S));
  if (findProgram("gnuplot").empty()) {
    writeFileAtomic(OutDir + "/speedup.gp", speedupScript(S, "pngcairo", Title));
    std::cerr << "omp2ocl-train: warning: gnuplot is not installed (Debian "
                 "package gnuplot-nox); speedup.png not written\n";
    return false;
  }
  // pngcairo draws better; plain png (libgd) is the fallback.
  std::string Terminal;
  for (const char *Candidate : {"pngcairo", "png"}) {
    RunSpec Probe;
    Probe.Argv = {"gnuplot", "-e", std::string("set terminal ") + Candidate};
    Probe.TimeoutSeconds = 30;
    if (runProcess(Probe).ok()) {
      Terminal = Candidate;
      break;
    }
  }
  if (Terminal.empty()) {
    writeFileAtomic(OutDir + "/speedup.gp", speedupScript(S, "pngcairo", Title));
    std::cerr << "omp2ocl-train: warning: gnuplot has no PNG terminal; "
                 "speedup.png not written\n";
    return false;
  }
  writeFileAtomic(OutDir + "/speedup.gp", speedupScript(S, Terminal, Title));
  return runQuiet({"gnuplot", "speedup.gp"}, OutDir, "gnuplot");
}

bool renderDot(const std::string &DotPath, const std::string &Png) {
  if (findProgram("dot").empty()) {
    std::cerr << "omp2ocl-train: warning: Graphviz 'dot' is not installed; "
              << baseName(Png) << " not written\n";
    return false;
  }
  return runQuiet({"dot", "-Tpng", "-o", absolutePath(dirName(Png)) + "/" + baseName(Png),
                   absolutePath(DotPath)},
                  dirName(Png), "Graphviz dot");
}

} // namespace train
