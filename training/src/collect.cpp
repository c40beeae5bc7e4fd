// omp2ocl-train collect: builds the corpus with omp2ocl-cc, runs every
// program and input as OpenMP and as OpenCL, and appends one row per
// (program, input) to the training table.
#include "cli.h"
#include "common.h"
#include "features_line.h"
#include "manifest.h"
#include "outcome.h"
#include "process.h"
#include "table.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <map>
#include <set>
#include <tuple>
#include <unistd.h>

#ifndef OMP2OCL_SOURCE_DIR
#define OMP2OCL_SOURCE_DIR ""
#endif

namespace train {

namespace {

const char *const ModeNames[2] = {"openmp", "opencl"};

struct Item {
  std::string Program, Input;
  bool Nas = false;
  std::string Source;       // corpus program: its .c file
  std::string Bench, Class; // NAS
  std::string buildKey() const { return Nas ? Program + "." + Class : Program; }
};

struct Build {
  bool Ok = false;
  std::string Binary, Why;
};

// The counter line on stderr: rewritten in place on a terminal, one line per
// run otherwise.
class Progress {
public:
  Progress() : Tty(isatty(2)) {}
  void setTotal(int N) {
    Total = N;
    Width = static_cast<int>(std::to_string(std::max(N, 1)).size());
  }
  std::string counter() const {
    return format("[%*d/%d]", Width, std::min(Done + 1, std::max(Total, 1)), Total);
  }
  // A transient line (terminal only): what is running now.
  void status(const std::string &Line) {
    if (!Tty)
      return;
    std::cerr << "\r\033[K" << Line << std::flush;
    Pending = true;
  }
  // A run finished: counted.
  void step(const std::string &Line) {
    std::string Text = counter() + " " + Line;
    ++Done;
    if (Tty) {
      std::cerr << "\r\033[K" << Text << std::flush;
      Pending = true;
    } else {
      std::cerr << Text << "\n";
    }
  }
  void skip(int Runs) { Done += Runs; }
  // A permanent line (warning, failure, build step).
  void message(const std::string &Line) {
    if (Tty && Pending)
      std::cerr << "\r\033[K";
    Pending = false;
    std::cerr << Line << "\n";
  }
  void finish() {
    if (Tty && Pending)
      std::cerr << "\n";
    Pending = false;
  }

private:
  bool Tty;
  bool Pending = false;
  int Total = 0, Done = 0, Width = 1;
};

std::string fileSafe(const std::string &S) {
  std::string R;
  for (char C : S)
    R += (std::isalnum(static_cast<unsigned char>(C)) || C == '.' || C == '-' || C == '_')
             ? C
             : '_';
  return R;
}

std::string findNasDir(const po::variables_map &VM) {
  if (VM.count("nas-dir")) {
    std::string D = VM["nas-dir"].as<std::string>();
    if (!fileExists(D + "/Makefile"))
      throw Error("--nas-dir " + D + ": no Makefile there");
    return absolutePath(D);
  }
  std::vector<std::string> Candidates = {selfDirectory() + "/../../benchmarks/nas"};
  if (std::string(OMP2OCL_SOURCE_DIR).size())
    Candidates.push_back(std::string(OMP2OCL_SOURCE_DIR) + "/benchmarks/nas");
  for (const std::string &D : Candidates)
    if (fileExists(D + "/Makefile"))
      return absolutePath(D);
  throw Error("cannot find benchmarks/nas (looked in " + join(Candidates, ", ") +
              "); give --nas-dir");
}

class Collector {
public:
  // With Old, `refeature`: the rows of Old get the features of the current
  // translator and runtime (one run per input that exits at its first
  // offloadable loop), keeping their times.
  explicit Collector(const po::variables_map &VM, const Table *Old = nullptr)
      : VM(VM), Old(Old) {}
  int run();

private:
  const po::variables_map &VM;
  const Table *Old;
  // refeature: the old rows of each (program, input), in table order.
  std::map<std::pair<std::string, std::string>, std::vector<const Row *>> OldRows;
  Progress Bar;
  std::string Csv, WorkDir, Cc, NasDir;
  int Repeat = 3;
  double Timeout = 0, RelTol = 1e-6;
  bool KeepFallback = false;
  std::string Platform; // "" until known
  bool PlatformGiven = false;
  std::string PlatformDevice; // the device the default platform names
  std::set<std::tuple<std::string, std::string, std::string>> Done;
  std::map<std::string, Build> Builds;
  ResumableCsv TableFile;
  bool Interrupted = false;
  int Written = 0, Skipped = 0, Failed = 0, Mismatches = 0, NoFeatures = 0;
  std::vector<std::string> Problems;

  std::vector<Item> items();
  std::vector<Item> itemsOfOldTable();
  void openCsv();
  void resolvePlatform();
  bool done(const Item &I) const {
    return !Platform.empty() && Done.count({I.Program, I.Input, Platform});
  }
  const Build &build(const Item &I);
  void collect(const Item &I);
  void refeature(const Item &I);
  bool readFeatures(const Item &I, const std::string &FeaturesFile, FeaturesLine &F);
  void fail(const Item &I, const std::string &Why, bool Mismatch = false);
  void writeRow(const Row &R);
  std::string log(const Item &I, const std::string &What) const {
    return WorkDir + "/logs/" + fileSafe(I.Program) + "." + fileSafe(I.Input) + "." +
           What + ".log";
  }
};

std::vector<Item> Collector::items() {
  std::vector<Item> Items;
  std::set<std::string> Known;
  int SizesMax = VM.count("sizes-max") ? VM["sizes-max"].as<int>() : 0;
  if (VM.count("sizes-max") && SizesMax < 1)
    throw UsageError("--sizes-max must be at least 1");
  std::set<std::string> Only;
  if (VM.count("programs"))
    for (const std::string &P : splitList(VM["programs"].as<std::string>()))
      Only.insert(P);
  auto Wanted = [&](const std::string &P) { return Only.empty() || Only.count(P); };

  if (VM.count("manifest")) {
    std::string Path = VM["manifest"].as<std::string>();
    std::string Dir = absolutePath(dirName(Path));
    for (const ManifestEntry &E : parseManifest(readFile(Path), Path)) {
      Known.insert(E.Name);
      if (!Wanted(E.Name))
        continue;
      std::string Source = Dir + "/" + E.Name + ".c";
      if (!fileExists(Source))
        throw Error(Path + ":" + std::to_string(E.Line) + ": program '" + E.Name +
                    "' has no source " + Source);
      std::size_t N = E.Sizes.size();
      if (SizesMax > 0)
        N = std::min<std::size_t>(N, static_cast<std::size_t>(SizesMax));
      for (std::size_t S = 0; S < N; ++S) {
        Item I;
        I.Program = E.Name;
        I.Input = E.Sizes[S];
        I.Source = Source;
        Items.push_back(I);
      }
    }
  }
  if (VM.count("nas")) {
    std::vector<std::string> Benches = splitList(VM["nas"].as<std::string>());
    std::vector<std::string> Classes = splitList(VM["nas-classes"].as<std::string>());
    if (Benches.empty())
      throw UsageError("--nas needs benchmark names (e.g. bt,cg,ep,ft,is,lu,mg,sp)");
    if (Classes.empty())
      throw UsageError("--nas-classes needs classes (S, W, A, B, C)");
    for (const std::string &C : Classes)
      if (C.size() != 1 || std::string("SWABC").find(C) == std::string::npos)
        throw UsageError("unknown NAS class '" + C + "' (S, W, A, B, C)");
    if (SizesMax > 0 && Classes.size() > static_cast<std::size_t>(SizesMax))
      Classes.resize(static_cast<std::size_t>(SizesMax));
    NasDir = findNasDir(VM);
    for (const std::string &B : Benches) {
      if (!fileExists(NasDir + "/" + B + "/params.h"))
        throw UsageError("no NAS benchmark '" + B + "' in " + NasDir);
      std::string Program = "nas." + B;
      Known.insert(Program);
      if (!Wanted(Program))
        continue;
      for (const std::string &C : Classes) {
        Item I;
        I.Program = Program;
        I.Input = C;
        I.Nas = true;
        I.Bench = B;
        I.Class = C;
        Items.push_back(I);
      }
    }
  }
  for (const std::string &P : Only)
    if (!Known.count(P))
      throw UsageError("--programs: no program '" + P +
                       "' in the manifest or --nas (NAS programs are named nas.BENCH)");
  return Items;
}

// refeature: one item per (program, input) of the old table; corpus
// programs need the manifest, NAS ones (nas.BENCH, input = class) the NAS
// directory.
std::vector<Item> Collector::itemsOfOldTable() {
  std::map<std::string, std::string> Sources;
  if (VM.count("manifest")) {
    std::string Path = VM["manifest"].as<std::string>();
    std::string Dir = absolutePath(dirName(Path));
    for (const ManifestEntry &E : parseManifest(readFile(Path), Path))
      Sources[E.Name] = Dir + "/" + E.Name + ".c";
  }
  std::vector<Item> Items;
  for (const Row &R : Old->Rows) {
    std::vector<const Row *> &Rows = OldRows[{R.Program, R.Input}];
    Rows.push_back(&R);
    if (Rows.size() > 1)
      continue;
    Item I;
    I.Program = R.Program;
    I.Input = R.Input;
    if (startsWith(R.Program, "nas.")) {
      if (NasDir.empty())
        NasDir = findNasDir(VM);
      I.Nas = true;
      I.Bench = R.Program.substr(4);
      I.Class = R.Input;
      if (!fileExists(NasDir + "/" + I.Bench + "/params.h"))
        throw Error(Old->Source + ": no NAS benchmark '" + I.Bench + "' in " + NasDir);
    } else {
      auto It = Sources.find(R.Program);
      if (It == Sources.end())
        throw Error(Old->Source + ": program '" + R.Program + "' is not in " +
                    (VM.count("manifest") ? "the manifest" : "a manifest (give one)"));
      if (!fileExists(It->second))
        throw Error("program '" + R.Program + "' has no source " + It->second);
      I.Source = It->second;
    }
    Items.push_back(I);
  }
  return Items;
}

void Collector::openCsv() {
  TableFile.open(Csv, tableColumns(), "a training table",
             [this](const std::string &M) { Bar.message(M); });
  if (!TableFile.text().empty())
    for (const Row &R : parseTable(TableFile.text(), Csv).Rows)
      Done.insert({R.Program, R.Input, R.Platform});
}

// The platform of the rows: --platform, else "HOST (DEVICE)" with the device
// of the first features line. Kept in the work directory so that a resumed
// run knows it before running anything; an existing table with exactly one
// platform of this host serves too.
void Collector::resolvePlatform() {
  if (VM.count("platform")) {
    Platform = VM["platform"].as<std::string>();
    if (trim(Platform).empty())
      throw UsageError("--platform must not be empty");
    PlatformGiven = true;
    return;
  }
  std::string Cache = WorkDir + "/platform.txt";
  std::string Host = hostName();
  if (fileExists(Cache)) {
    std::string Text = readFile(Cache);
    std::size_t Tab = Text.find('\t');
    if (Tab != std::string::npos && Text.substr(0, Tab) == Host) {
      std::string Rest = trim(Text.substr(Tab + 1));
      std::size_t Tab2 = Rest.find('\t');
      Platform = Rest.substr(0, Tab2);
      PlatformDevice = Tab2 == std::string::npos ? "" : Rest.substr(Tab2 + 1);
      return;
    }
  }
  std::set<std::string> Mine;
  for (const auto &Key : Done)
    if (startsWith(std::get<2>(Key), Host + " ("))
      Mine.insert(std::get<2>(Key));
  if (Mine.size() == 1)
    Platform = *Mine.begin();
}

const Build &Collector::build(const Item &I) {
  auto It = Builds.find(I.buildKey());
  if (It != Builds.end())
    return It->second;
  Build &B = Builds[I.buildKey()];
  if (Cc.empty()) {
    std::string Given = VM.count("cc") ? VM["cc"].as<std::string>()
                                       : selfDirectory() + "/omp2ocl-cc";
    Cc = findProgram(Given);
    if (Cc.empty())
      throw Error("cannot run the compiler '" + Given + "'" +
                  (VM.count("cc") ? "" : " (omp2ocl-cc beside omp2ocl-train); give --cc"));
    Cc = absolutePath(Cc);
  }
  // What the binaries depend on besides their sources: the compiler driver,
  // the translator and the runtime beside it.
  std::string CcDir = dirName(Cc);
  std::vector<std::string> Deps = {Cc};
  for (const std::string &D : {CcDir + "/omp2ocl", CcDir + "/../lib/libomp2ocl-rt.a"})
    if (fileExists(D))
      Deps.push_back(absolutePath(D));

  RunSpec Spec;
  Spec.WorkingDir = WorkDir + "/run";
  Spec.TimeoutSeconds = 3600;
  if (I.Nas) {
    B.Binary = WorkDir + "/nas/" + I.Bench + "." + I.Class + ".x";
    Spec.Argv = {"make", "-s", "-C", NasDir, I.Bench, "CLASS=" + I.Class,
                 "CC=" + Cc, "BIN=" + WorkDir + "/nas",
                 "EXTRA_DEPS=" + join(std::vector<std::string>(Deps.begin() + 1, Deps.end()), " ")};
    Spec.OutputPath = WorkDir + "/logs/build." + I.Program + "." + I.Class + ".log";
    Bar.message("building " + I.Program + " class " + I.Class + " (make CC=" + Cc + ")");
  } else {
    B.Binary = WorkDir + "/bin/" + I.Program;
    long long Built = modificationTime(B.Binary);
    long long Newest = modificationTime(I.Source);
    for (const std::string &D : Deps)
      Newest = std::max(Newest, modificationTime(D));
    if (Built >= 0 && Built >= Newest) {
      B.Ok = true;
      return B;
    }
    Spec.Argv = {Cc, "-O3", "-o", B.Binary + ".tmp", I.Source, "-lm"};
    Spec.OutputPath = WorkDir + "/logs/build." + I.Program + ".log";
    Bar.message("building " + I.Program + " (" + baseName(Cc) + " -O3 " + I.Source + ")");
  }
  RunResult R = runProcess(Spec);
  if (R.Interrupted) {
    Interrupted = true;
    B.Why = "interrupted";
    return B;
  }
  if (!R.ok() || (!I.Nas && std::rename((B.Binary + ".tmp").c_str(), B.Binary.c_str()) != 0) ||
      !fileExists(B.Binary)) {
    std::string Log;
    try {
      Log = readFile(Spec.OutputPath);
    } catch (const Error &) {
    }
    std::string What = R.ok() ? "no " + B.Binary + " made" : R.describe();
    B.Why = "build failed (" + What + "; log: " + Spec.OutputPath + ")";
    Bar.message("omp2ocl-train: build of " + I.buildKey() + " failed (" + What + ")" +
                (Log.empty() ? "" : ":\n" + tailLines(Log, 15)));
    return B;
  }
  B.Ok = true;
  return B;
}

void Collector::fail(const Item &I, const std::string &Why, bool Mismatch) {
  std::string Line = I.Program + " " + I.Input + ": " + Why;
  if (Mismatch) {
    ++Mismatches;
    Problems.push_back("mismatch: " + Line);
    Bar.message("omp2ocl-train: MISMATCH: " + Line + " -- the two versions disagree; "
                "row not written");
  } else {
    ++Failed;
    Problems.push_back("failed: " + Line);
    Bar.message("omp2ocl-train: FAILED: " + Line + "; row not written");
  }
}

void Collector::writeRow(const Row &R) {
  TableFile.append(formatRow(R));
  Done.insert({R.Program, R.Input, R.Platform});
  ++Written;
}

void Collector::collect(const Item &I) {
  const int Runs = 2 * Repeat;
  const Build &B = build(I);
  if (Interrupted)
    return;
  if (!B.Ok) {
    fail(I, B.Why);
    Bar.skip(Runs);
    return;
  }
  std::string FeaturesFile = WorkDir + "/features/" + fileSafe(I.Program) + "." +
                             fileSafe(I.Input) + ".jsonl";
  std::remove(FeaturesFile.c_str());
  double Best[2] = {INFINITY, INFINITY};
  std::vector<std::string> Reference; // checksums of the first OpenMP run
  int Started = 0;
  for (int Rep = 0; Rep < Repeat; ++Rep) {
    for (int Mode = 0; Mode < 2; ++Mode) {
      if (takeInterrupt()) {
        Interrupted = true;
        return;
      }
      std::string What = I.Program + " " + I.Input + " " + ModeNames[Mode];
      Bar.status(Bar.counter() + " " + What + " ...");
      RunSpec Spec;
      Spec.Argv = {B.Binary};
      if (!I.Nas)
        Spec.Argv.push_back(I.Input);
      Spec.SetEnv = {{"OMP2OCL_DEVICE", ModeNames[Mode]}};
      Spec.UnsetEnv = {"OMP2OCL_PROFILE"};
      if (Mode == 1)
        Spec.SetEnv.emplace_back("OMP2OCL_FEATURES_OUT", FeaturesFile);
      else
        Spec.UnsetEnv.push_back("OMP2OCL_FEATURES_OUT");
      Spec.OutputPath = log(I, ModeNames[Mode]);
      Spec.WorkingDir = WorkDir + "/run";
      Spec.TimeoutSeconds = Timeout;
      RunResult R = runProcess(Spec);
      ++Started;
      if (R.Interrupted) {
        Interrupted = true;
        return;
      }
      Bar.step(What + " " + (R.ok() ? format("%.3fs", R.Seconds) : R.describe()));
      std::string RunName = std::string(ModeNames[Mode]) + " run " + std::to_string(Rep + 1);
      std::string Output;
      try {
        Output = readFile(Spec.OutputPath);
      } catch (const Error &) {
      }
      if (!R.ok()) {
        std::string Tail = tailLines(Output, 3);
        fail(I, RunName + ": " + R.describe() + " (log: " + Spec.OutputPath + ")" +
                    (Tail.empty() ? "" : "\n" + Tail));
        Bar.skip(Runs - Started);
        return;
      }
      if (Mode == 1) {
        std::string Warning = fallbackWarning(Output);
        if (!Warning.empty() && !KeepFallback) {
          fail(I, RunName + " fell back to OpenMP, so it measures no OpenCL time: \"" +
                      Warning + "\" (--keep-fallback keeps such rows)");
          Bar.skip(Runs - Started);
          return;
        }
      }
      std::string Why;
      if (I.Nas) {
        if (!nasVerified(Output)) {
          fail(I, RunName + " did not verify (no 'Verification = SUCCESSFUL'; log: " +
                      Spec.OutputPath + ")",
               /*Mismatch=*/Mode == 1);
          Bar.skip(Runs - Started);
          return;
        }
      } else {
        std::vector<std::string> Sums = findChecksums(Output);
        if (Sums.empty()) {
          fail(I, RunName + " printed no 'checksum: VALUE' line (log: " +
                      Spec.OutputPath + ")");
          Bar.skip(Runs - Started);
          return;
        }
        if (Rep == 0 && Mode == 0) {
          Reference = Sums;
        } else if (!checksumsAgree(Reference, Sums, RelTol, Why)) {
          fail(I,
               RunName + " disagrees with openmp run 1: " + Why + " (relative tolerance " +
                   formatNumber(RelTol) + "; log: " + Spec.OutputPath + ")",
               /*Mismatch=*/true);
          Bar.skip(Runs - Started);
          return;
        }
      }
      Best[Mode] = std::min(Best[Mode], R.Seconds);
    }
  }

  FeaturesLine F;
  if (!readFeatures(I, FeaturesFile, F))
    return;
  Row Out;
  Out.Features = F.vector();
  if (Platform.empty()) {
    PlatformDevice = F.Device;
    Platform = hostName() + " (" + (F.Device.empty() ? "unknown device" : F.Device) + ")";
    writeFileAtomic(WorkDir + "/platform.txt",
                    hostName() + "\t" + Platform + "\t" + F.Device + "\n");
    Bar.message("platform: " + Platform);
  } else if (!PlatformGiven && !F.Device.empty() && !PlatformDevice.empty() &&
             F.Device != PlatformDevice) {
    Bar.message("omp2ocl-train: warning: " + I.Program + " " + I.Input + " ran on '" +
                F.Device + "', not on '" + PlatformDevice + "' like the earlier runs");
  }
  Out.Program = I.Program;
  Out.Input = I.Input;
  Out.Platform = Platform;
  Out.TOpenmp = Best[0];
  Out.TOpencl = Best[1];
  Out.Best = bestOf(Best[0], Best[1]);
  if (Done.count({Out.Program, Out.Input, Out.Platform})) {
    ++Skipped;
    return;
  }
  writeRow(Out);
}

// The last features line of a run; false (counted, with a message) when
// there is none or it does not parse.
bool Collector::readFeatures(const Item &I, const std::string &FeaturesFile,
                             FeaturesLine &F) {
  std::string Text, Line;
  if (fileExists(FeaturesFile))
    Text = readFile(FeaturesFile);
  if (!lastLine(Text, Line)) {
    ++NoFeatures;
    Problems.push_back("no features: " + I.Program + " " + I.Input);
    Bar.message("omp2ocl-train: warning: " + I.Program + " " + I.Input +
                ": the OpenCL run wrote no features line (it reached no offloadable "
                "loop); no row");
    return false;
  }
  try {
    F = parseFeaturesLine(Line);
  } catch (const Error &E) {
    fail(I, std::string(E.what()) + " (in " + FeaturesFile + ")");
    return false;
  }
  std::vector<std::string> Missing;
  F.vector(&Missing);
  if (!Missing.empty())
    Bar.message("omp2ocl-train: warning: " + I.Program + " " + I.Input +
                ": features line lacks " + join(Missing, ",") + " (written as '?')");
  return true;
}

// One run that stops at the decision (OMP2OCL_FEATURES_ONLY): the features
// do not depend on the device, so OMP2OCL_DEVICE=openmp, which needs none.
// Every old row of the input (each platform) is written with them.
void Collector::refeature(const Item &I) {
  const Build &B = build(I);
  if (Interrupted)
    return;
  if (!B.Ok) {
    fail(I, B.Why);
    Bar.skip(1);
    return;
  }
  std::string FeaturesFile = WorkDir + "/features/" + fileSafe(I.Program) + "." +
                             fileSafe(I.Input) + ".refeature.jsonl";
  std::remove(FeaturesFile.c_str());
  std::string What = I.Program + " " + I.Input + " features";
  Bar.status(Bar.counter() + " " + What + " ...");
  RunSpec Spec;
  Spec.Argv = {B.Binary};
  if (!I.Nas)
    Spec.Argv.push_back(I.Input);
  Spec.SetEnv = {{"OMP2OCL_DEVICE", "openmp"},
                 {"OMP2OCL_FEATURES_ONLY", "1"},
                 {"OMP2OCL_FEATURES_OUT", FeaturesFile}};
  Spec.UnsetEnv = {"OMP2OCL_PROFILE", "OMP2OCL_MODEL"};
  Spec.OutputPath = log(I, "refeature");
  Spec.WorkingDir = WorkDir + "/run";
  Spec.TimeoutSeconds = Timeout;
  RunResult R = runProcess(Spec);
  if (R.Interrupted) {
    Interrupted = true;
    return;
  }
  Bar.step(What + " " + (R.ok() ? format("%.3fs", R.Seconds) : R.describe()));
  // Exit status 3: the run reached no offloadable loop of a unit with
  // features; readFeatures reports it.
  if (!R.ok() && R.ExitCode != 3) {
    fail(I, "features run: " + R.describe() + " (log: " + Spec.OutputPath + ")");
    return;
  }
  FeaturesLine F;
  if (!readFeatures(I, FeaturesFile, F))
    return;
  for (const Row *O : OldRows[{I.Program, I.Input}]) {
    if (Done.count({O->Program, O->Input, O->Platform}))
      continue;
    Row Out = *O;
    Out.Features = F.vector();
    writeRow(Out);
  }
}

int Collector::run() {
  const char *Command = Old ? "refeature" : "collect";
  Timeout = VM["timeout"].as<double>();
  if (!(Timeout > 0))
    throw UsageError("--timeout must be positive");
  if (!Old) {
    Repeat = VM["repeat"].as<int>();
    RelTol = VM["rel-tol"].as<double>();
    KeepFallback = VM["keep-fallback"].as<bool>();
    if (Repeat < 1)
      throw UsageError("--repeat must be at least 1");
    if (!(RelTol >= 0))
      throw UsageError("--rel-tol must not be negative");
  }
  if (!VM.count("output"))
    throw UsageError("missing -o DATA.csv");
  if (!Old && !VM.count("manifest") && !VM.count("nas"))
    throw UsageError("nothing to collect: give a MANIFEST and/or --nas BENCHES");

  std::vector<Item> Items = Old ? itemsOfOldTable() : items();
  Csv = absolutePath(VM["output"].as<std::string>());
  if (Old && absolutePath(Old->Source) == Csv)
    throw UsageError("-o must name a new table, not the one whose features are redone");
  WorkDir = VM.count("workdir") ? VM["workdir"].as<std::string>()
                                : dirName(Csv) + "/omp2ocl-train-work";
  for (const char *Sub : {"", "/bin", "/nas", "/logs", "/features", "/run"})
    makeDirectories(WorkDir + Sub);
  WorkDir = absolutePath(WorkDir);
  blockInterrupts();
  openCsv();
  if (!Old)
    resolvePlatform();

  // An input is done when its row (refeature: each of its old rows) is in
  // the output already.
  auto Finished = [&](const Item &I) {
    if (!Old)
      return done(I);
    for (const Row *O : OldRows[{I.Program, I.Input}])
      if (!Done.count({O->Program, O->Input, O->Platform}))
        return false;
    return true;
  };
  int ToRun = 0;
  for (const Item &I : Items)
    if (!Finished(I))
      ++ToRun;
  Skipped = static_cast<int>(Items.size()) - ToRun;
  const int RunsPerItem = Old ? 1 : 2 * Repeat;
  Bar.setTotal(ToRun * RunsPerItem);
  if (Old) {
    Bar.message(format("refeature: %zu program inputs of %s, %d already in %s, %d runs to do",
                       Items.size(), Old->Source.c_str(), Skipped, Csv.c_str(), ToRun));
  } else {
    const char *Threads = std::getenv("OMP_NUM_THREADS");
    Bar.message(format("collect: %zu program inputs, %d already in %s, %d runs to do "
                       "(%d per mode), OMP_NUM_THREADS=%s",
                       Items.size(), Skipped, Csv.c_str(), ToRun * RunsPerItem, Repeat,
                       Threads ? Threads : "(unset)"));
  }
  for (const Item &I : Items) {
    if (Finished(I))
      continue;
    if (Interrupted || takeInterrupt()) {
      Interrupted = true;
      break;
    }
    if (Old)
      refeature(I);
    else
      collect(I);
  }
  Bar.finish();

  std::cout << Command << ": " << Written << " row" << (Written == 1 ? "" : "s")
            << " written to " << Csv << ", " << Skipped << " skipped (already there), "
            << Failed << " failed, " << Mismatches << " mismatch"
            << (Mismatches == 1 ? "" : "es") << ", " << NoFeatures
            << " without features" << (Interrupted ? " (interrupted)" : "") << "\n";
  for (const std::string &P : Problems) {
    std::string First = P.substr(0, P.find('\n'));
    std::cout << "  " << First << "\n";
  }
  if (Interrupted)
    return 130;
  return Failed + Mismatches + (Old ? NoFeatures : 0) > 0 ? 1 : 0;
}

} // namespace

int runCollect(const std::vector<std::string> &Args) {
  po::options_description O("collect options");
  O.add_options()
      ("output,o", po::value<std::string>(), "the training table to append to (required)")
      ("nas", po::value<std::string>(),
       "also the NAS benchmarks, e.g. bt,cg,ep,ft,is,lu,mg,sp (programs nas.BENCH)")
      ("nas-classes", po::value<std::string>()->default_value("S,W,A"),
       "NAS classes to run (the inputs of the nas.* rows)")
      ("nas-dir", po::value<std::string>(),
       "benchmarks/nas directory (default: found from omp2ocl-train's location)")
      ("cc", po::value<std::string>(),
       "the compiler driver (default: omp2ocl-cc beside omp2ocl-train)")
      ("workdir", po::value<std::string>(),
       "binaries, logs and features files (default: omp2ocl-train-work beside "
       "the CSV); kept so that a resumed run does not rebuild")
      ("repeat", po::value<int>()->default_value(3),
       "runs per mode; the minimum time is kept")
      ("timeout", po::value<double>()->default_value(600),
       "seconds per run; a run over it is killed and its row counted as failed")
      ("platform", po::value<std::string>(),
       "the platform column (default: 'HOST (DEVICE)' with the OpenCL device "
       "the features line names)")
      ("programs", po::value<std::string>(),
       "only these programs (comma-separated; NAS ones as nas.BENCH)")
      ("sizes-max", po::value<int>(), "only the first K sizes (or NAS classes) of each program")
      ("rel-tol", po::value<double>()->default_value(1e-6, "1e-6"),
       "relative tolerance of the checksum comparison")
      ("keep-fallback", po::bool_switch(),
       "keep rows whose OpenCL run fell back to OpenMP (the runtime's warning)");
  po::variables_map VM = parseArgs(
      Args, O, {"manifest?"},
      "collect [MANIFEST] -o DATA.csv [--nas BENCHES] [options]",
      "Builds every program of MANIFEST (lines 'NAME SIZE,SIZE,...'; NAME.c beside\n"
      "it, printing 'checksum: VALUE') and of --nas with omp2ocl-cc -O3, runs each\n"
      "input --repeat times as OpenMP (OMP2OCL_DEVICE=openmp) and as OpenCL\n"
      "(OMP2OCL_DEVICE=opencl, features from OMP2OCL_FEATURES_OUT), checks that\n"
      "both agree, and appends one row per input to DATA.csv. Rows already there\n"
      "for the same program, input and platform are skipped, so an interrupted\n"
      "collect resumes where it stopped. OMP_NUM_THREADS passes through.\n"
      "Exit status: 0, or 1 when a row failed or mismatched, 130 when interrupted.\n");
  return Collector(VM).run();
}

int runRefeature(const std::vector<std::string> &Args) {
  po::options_description O("refeature options");
  O.add_options()
      ("output,o", po::value<std::string>(), "the new training table (required)")
      ("nas-dir", po::value<std::string>(),
       "benchmarks/nas directory, for nas.* rows (default: found from omp2ocl-train's location)")
      ("cc", po::value<std::string>(),
       "the compiler driver (default: omp2ocl-cc beside omp2ocl-train)")
      ("workdir", po::value<std::string>(),
       "binaries, logs and features files (default: omp2ocl-train-work beside the new CSV)")
      ("timeout", po::value<double>()->default_value(600),
       "seconds per run; a run over it is killed and its rows counted as failed");
  po::variables_map VM = parseArgs(
      Args, O, {"data", "manifest?"}, "refeature DATA.csv [MANIFEST] -o NEW.csv [options]",
      "Redoes the features of a training table with the current translator and\n"
      "runtime, keeping its times: the features change when the translator does,\n"
      "the times of the machine the table was collected on do not. Every program of\n"
      "DATA.csv is built here with omp2ocl-cc -O3 (corpus programs from MANIFEST,\n"
      "nas.* from the NAS directory at the row's class) and run once per input with\n"
      "OMP2OCL_FEATURES_ONLY=1, which writes the features at the first offloadable\n"
      "loop and exits. Each old row is written to NEW.csv with the new features and\n"
      "its old platform, times and best. Resumable like collect.\n"
      "Exit status: 0, or 1 when an input failed or wrote no features, 130 when\n"
      "interrupted.\n");
  Table Old = loadTable(VM["data"].as<std::string>());
  return Collector(VM, &Old).run();
}

} // namespace train
