//===- omp2ocl-cc.cpp - a drop-in C compiler that offloads OpenMP loops ---===//
//
//   omp2ocl-cc [gcc options] FILE.c... [-o OUT]
//
// Each C source is translated by omp2ocl into a temporary directory and the
// result compiled by the system C compiler ($OMP2OCL_HOST_CC, else cc) with
// -fopenmp and the runtime's include directory; linking adds the runtime,
// OpenCL and the C++ library the runtime needs. Other inputs (objects,
// archives) and every option pass through, so `make CC=omp2ocl-cc` works.
//
//===----------------------------------------------------------------------===//
#include "../lib/Options.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

std::string selfDir() {
  char Buf[4096];
  ssize_t N = readlink("/proc/self/exe", Buf, sizeof Buf - 1);
  if (N <= 0)
    return ".";
  Buf[N] = 0;
  std::string P(Buf);
  return P.substr(0, P.find_last_of('/'));
}

bool exists(const std::string &P) {
  struct stat St;
  return stat(P.c_str(), &St) == 0;
}

std::string quote(const std::string &S) {
  std::string Q = "'";
  for (char C : S)
    Q += C == '\'' ? std::string("'\\''") : std::string(1, C);
  return Q + "'";
}

int run(const std::vector<std::string> &Argv, bool Verbose) {
  std::string Cmd;
  for (auto &A : Argv)
    Cmd += (Cmd.empty() ? "" : " ") + quote(A);
  if (Verbose)
    fprintf(stderr, "%s\n", Cmd.c_str());
  int St = system(Cmd.c_str());
  if (St == -1)
    return 127;
  return WIFEXITED(St) ? WEXITSTATUS(St) : 128;
}

bool endsWith(const std::string &S, const char *Suf) {
  size_t L = strlen(Suf);
  return S.size() >= L && S.compare(S.size() - L, L, Suf) == 0;
}

std::string baseNoExt(const std::string &P) {
  std::string B = P.substr(P.find_last_of('/') + 1);
  return B.substr(0, B.find_last_of('.'));
}

/// `-fno-<pass>`, `-fassociative-math` and the testing flag
/// `-finject-kernel-fault=NAME`: omp2ocl flags, not ones for the
/// host compiler (gcc's -fassociative-math would only warn without
/// -fno-signed-zeros -fno-trapping-math; the host code keeps its meaning).
bool isPassFlag(const std::string &A) {
  if (A == "-fassociative-math" || A.rfind("-finject-kernel-fault=", 0) == 0)
    return true;
  for (const char *P : omp2ocl::PassFlagNames)
    if (A == std::string("-fno-") + P)
      return true;
  return false;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> Args(argv + 1, argv + argc);
  if (Args.empty()) {
    fprintf(stderr, "omp2ocl-cc: error: no input files\n");
    return 1;
  }
  for (auto &A : Args) {
    if (A == "--help") {
      printf("usage: omp2ocl-cc [gcc options] FILE.c... [-o OUT]\n"
             "Translates the OpenMP loops of each C file into OpenCL kernels\n"
             "(omp2ocl) and compiles the result with the system C compiler.\n"
             "  -Rpass=omp2ocl          remarks for offloaded loops\n"
             "  -Rpass-missed=omp2ocl   remarks for loops kept on the host\n"
             "  -fno-<pass>             turn off one optimisation pass: loop-distribution,\n"
             "                          loop-interchange, global-index-reorder,\n"
             "                          dynamic-index-reorder,\n"
             "                          vload-vstore, register-promotion, local-prefetch,\n"
             "                          private-interleave, split-inner-sums,\n"
             "                          host-affinity (placement: see omp2ocl --help)\n"
             "  -fassociative-math      let the translator reassociate float/double sums\n"
             "                          (split inner sums); the host code is unchanged\n"
             "  --model FILE            device-selection model to embed\n"
             "  --layout-model FILE     dynamic index reordering model to embed\n"
             "  -v                      print the commands run\n"
             "Environment: OMP2OCL_HOST_CC (default cc), OMP2OCL (translator),\n"
             "  OMP2OCL_FLAGS (extra translator flags, e.g. -fno-local-prefetch)\n");
      return 0;
    }
    if (A == "--version") {
      printf("omp2ocl-cc " OMP2OCL_VERSION "\n");
      return 0;
    }
  }
  std::string Dir = selfDir();
  std::string Translator = getenv("OMP2OCL") ? getenv("OMP2OCL") : Dir + "/omp2ocl";
  std::string HostCC = getenv("OMP2OCL_HOST_CC") ? getenv("OMP2OCL_HOST_CC") : "cc";
  std::string RtInclude = Dir + "/../include";
  std::string RtLib = Dir + "/../lib/libomp2ocl-rt.a";
  std::string MlLib = Dir + "/../lib/libmlmodel.a";
  if (!exists(RtInclude + "/omp2ocl_rt.h"))
    RtInclude = OMP2OCL_BUILD_RT_INCLUDE;
  if (!exists(RtLib))
    RtLib = OMP2OCL_BUILD_RT_LIB;
  if (!exists(MlLib))
    MlLib = OMP2OCL_BUILD_MLMODEL_LIB;

  bool CompileOnly = false, Preprocess = false, Verbose = false;
  std::string Output;
  std::vector<std::string> Sources, Others, CompileFlags, LinkFlags, TranslateFlags,
      RemarkFlags;
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    auto Next = [&]() -> std::string { return I + 1 < Args.size() ? Args[++I] : ""; };
    if (A == "-c") {
      CompileOnly = true;
    } else if (A == "-E" || A == "-S" || A == "-M" || A == "-MM") {
      Preprocess = true;
      CompileFlags.push_back(A);
    } else if (A == "-v") {
      Verbose = true;
    } else if (A == "-o") {
      Output = Next();
    } else if (A.rfind("-Rpass", 0) == 0 || isPassFlag(A)) {
      RemarkFlags.push_back(A); // the translator's own flags
    } else if (A == "--model") {
      RemarkFlags.push_back(A);
      RemarkFlags.push_back(Next());
    } else if (A.rfind("--model=", 0) == 0 || A.rfind("--layout-model=", 0) == 0) {
      RemarkFlags.push_back(A);
    } else if (A == "--layout-model") {
      RemarkFlags.push_back(A);
      RemarkFlags.push_back(Next());
    } else if (A == "-I" || A == "-D" || A == "-U" || A == "-include" || A == "-isystem") {
      std::string V = Next();
      CompileFlags.push_back(A);
      CompileFlags.push_back(V);
      TranslateFlags.push_back(A);
      TranslateFlags.push_back(V);
    } else if (A.rfind("-I", 0) == 0 || A.rfind("-D", 0) == 0 || A.rfind("-U", 0) == 0 ||
               A.rfind("-std=", 0) == 0) {
      CompileFlags.push_back(A);
      TranslateFlags.push_back(A);
    } else if (A == "-L" || A == "-l" || A == "-Xlinker") {
      LinkFlags.push_back(A);
      LinkFlags.push_back(Next());
    } else if (A.rfind("-L", 0) == 0 || A.rfind("-l", 0) == 0 || A.rfind("-Wl,", 0) == 0 ||
               A == "-static" || A == "-shared" || A == "-rdynamic") {
      LinkFlags.push_back(A);
    } else if (A == "-fopenmp" || A == "-qopenmp" || A == "-openmp") {
      // always on
    } else if (!A.empty() && A[0] == '-') {
      CompileFlags.push_back(A); // -O2 -g -W... -f... -m...
    } else if (endsWith(A, ".c")) {
      Sources.push_back(A);
    } else {
      Others.push_back(A); // objects, archives
    }
  }
  if (Preprocess) {
    std::vector<std::string> Cmd{HostCC, "-fopenmp"};
    Cmd.insert(Cmd.end(), CompileFlags.begin(), CompileFlags.end());
    Cmd.insert(Cmd.end(), Sources.begin(), Sources.end());
    if (!Output.empty()) {
      Cmd.push_back("-o");
      Cmd.push_back(Output);
    }
    return run(Cmd, Verbose);
  }

  char Tmpl[] = "/tmp/omp2ocl-cc.XXXXXX";
  if (!mkdtemp(Tmpl)) {
    perror("omp2ocl-cc: mkdtemp");
    return 1;
  }
  std::string Tmp = Tmpl;
  int Status = 0;
  std::vector<std::string> Objects;
  for (const std::string &Src : Sources) {
    std::string Stem = baseNoExt(Src);
    std::string SubDir = Tmp + "/" + std::to_string(Objects.size());
    mkdir(SubDir.c_str(), 0700);
    std::vector<std::string> T{Translator, Src, "-o", SubDir};
    T.insert(T.end(), RemarkFlags.begin(), RemarkFlags.end());
    // OMP2OCL_FLAGS: translator flags for a whole build (make CC=omp2ocl-cc
    // with OMP2OCL_FLAGS=-fno-loop-interchange, say).
    if (const char *Extra = getenv("OMP2OCL_FLAGS")) {
      std::string Word;
      for (const char *C = Extra;; ++C) {
        if (*C == ' ' || *C == '\0') {
          if (!Word.empty())
            T.push_back(Word);
          Word.clear();
          if (!*C)
            break;
        } else {
          Word += *C;
        }
      }
    }
    T.push_back("--");
    T.insert(T.end(), TranslateFlags.begin(), TranslateFlags.end());
    // The translated file includes the original's headers relative to it.
    std::string SrcDir = Src.find('/') == std::string::npos
                             ? "."
                             : Src.substr(0, Src.find_last_of('/'));
    T.push_back("-I" + SrcDir);
    if ((Status = run(T, Verbose)) != 0) {
      fprintf(stderr, "omp2ocl-cc: error: translating '%s' failed\n", Src.c_str());
      break;
    }
    std::string Obj = CompileOnly && Sources.size() == 1 && !Output.empty()
                          ? Output
                          : (CompileOnly ? Stem + ".o" : SubDir + "/" + Stem + ".o");
    std::vector<std::string> C{HostCC, "-fopenmp", "-c", "-I" + SrcDir, "-I" + RtInclude};
    C.insert(C.end(), CompileFlags.begin(), CompileFlags.end());
    C.push_back(SubDir + "/" + Stem + ".omp2ocl.c");
    C.push_back("-o");
    C.push_back(Obj);
    if ((Status = run(C, Verbose)) != 0)
      break;
    Objects.push_back(Obj);
  }
  if (Status == 0 && !CompileOnly) {
    std::vector<std::string> L{HostCC, "-fopenmp"};
    L.insert(L.end(), CompileFlags.begin(), CompileFlags.end());
    L.insert(L.end(), Objects.begin(), Objects.end());
    L.insert(L.end(), Others.begin(), Others.end());
    L.insert(L.end(), LinkFlags.begin(), LinkFlags.end());
    L.insert(L.end(), {RtLib, MlLib, "-lOpenCL", "-lstdc++", "-lm", "-lpthread"});
    L.push_back("-o");
    L.push_back(Output.empty() ? "a.out" : Output);
    Status = run(L, Verbose);
  }
  run({"rm", "-rf", Tmp}, false);
  return Status;
}
