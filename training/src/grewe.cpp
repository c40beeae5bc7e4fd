#include "grewe.h"

#include "common.h"

#include <cmath>

namespace train {

std::string greweProgram(const std::string &Benchmark) {
  static const char *const Suites[] = {
      "amd-app-sdk-3.0", "npb-3.3",     "nvidia-4.2", "parboil-0.2",
      "polybench-gpu-1.0", "rodinia-3.1", "shoc-1.1.5"};
  for (const char *Suite : Suites) {
    std::string Prefix = std::string(Suite) + "-";
    if (!startsWith(Benchmark, Prefix) || Benchmark.size() == Prefix.size())
      continue;
    std::size_t Dash = Benchmark.find('-', Prefix.size());
    return Dash == std::string::npos ? Benchmark : Benchmark.substr(0, Dash);
  }
  return Benchmark;
}

Table importGrewe(const CsvFile &File, const std::string &Source,
                  const std::string &Platform) {
  const char *const Needed[] = {"benchmark", "dataset",  "comp",       "mem",
                                "localmem",  "coalesced", "transfer",  "wgsize",
                                "runtime_cpu", "runtime_gpu", "oracle"};
  std::vector<int> Col;
  for (const char *Name : Needed) {
    int C = File.column(Name);
    if (C < 0)
      throw Error(Source + ": no column '" + Name +
                  "' (Grewe et al.'s format has benchmark,dataset,comp,rational,"
                  "mem,localmem,coalesced,atomic,transfer,wgsize,runtime_cpu,"
                  "runtime_gpu,oracle)");
    Col.push_back(C);
  }
  Table T;
  T.Source = Source;
  for (std::size_t I = 0; I < File.Rows.size(); ++I) {
    const auto &Fields = File.Rows[I];
    std::string Where = Source + ":" + std::to_string(File.Lines[I]) + ": ";
    auto Number = [&](int K, const char *Name) {
      double V = 0;
      const std::string &Cell = Fields[Col[K]];
      if (!parseDouble(Cell, V) || !std::isfinite(V))
        throw Error(Where + Name + " is '" + Cell + "', not a number");
      return V;
    };
    Row R;
    R.Program = greweProgram(Fields[Col[0]]);
    R.Input = Fields[Col[1]];
    R.Platform = Platform;
    if (Fields[Col[0]].empty())
      throw Error(Where + "empty benchmark name");
    if (R.Input.empty())
      R.Input = "default";
    double Comp = Number(2, "comp"), Mem = Number(3, "mem");
    double Local = Number(4, "localmem"), Coalesced = Number(5, "coalesced");
    double Transfer = Number(6, "transfer"), Wgsize = Number(7, "wgsize");
    auto Ratio = [](double A, double B) { return B != 0 ? A / B : std::nan(""); };
    R.Features = {Comp,
                  Mem,
                  Local,
                  Coalesced,
                  Transfer,
                  Wgsize,
                  Ratio(Transfer, Comp + Mem),
                  Ratio(Coalesced, Mem),
                  Mem != 0 ? Local / Mem * Wgsize : std::nan(""),
                  Ratio(Comp, Mem)};
    R.TOpenmp = Number(8, "runtime_cpu");
    R.TOpencl = Number(9, "runtime_gpu");
    if (R.TOpenmp <= 0 || R.TOpencl <= 0)
      throw Error(Where + "runtime_cpu and runtime_gpu must be positive");
    std::string Oracle = lower(Fields[Col[10]]);
    if (Oracle == "gpu")
      R.Best = ClassOpencl;
    else if (Oracle == "cpu")
      R.Best = ClassOpenmp;
    else
      throw Error(Where + "oracle is '" + Fields[Col[10]] + "', not CPU or GPU");
    T.Rows.push_back(std::move(R));
  }
  return T;
}

} // namespace train
