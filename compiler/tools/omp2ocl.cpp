//===- omp2ocl.cpp - the translator's command line ------------------------===//
//
//   omp2ocl FILE.c... -o DIR [-p BUILD_DIR] [-- clang-args]
//
// Writes DIR/NAME.omp2ocl.c (host code with the kernels embedded) and
// DIR/NAME.omp2ocl.cl (the kernels, for reading) for every input.
//
//===----------------------------------------------------------------------===//
#include "Pipeline.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace clang::tooling;
using namespace llvm;

static cl::OptionCategory Category("omp2ocl options");
static cl::opt<std::string> OutputDir("o", cl::desc("Directory for the output files"),
                                      cl::value_desc("DIR"), cl::Required,
                                      cl::cat(Category));
static cl::opt<std::string> RPass("Rpass",
                                  cl::desc("Remarks for loops offloaded (=omp2ocl)"),
                                  cl::value_desc("omp2ocl"), cl::cat(Category));
static cl::opt<std::string>
    RPassMissed("Rpass-missed",
                cl::desc("Remarks for loops kept on the host, with why (=omp2ocl)"),
                cl::value_desc("omp2ocl"), cl::cat(Category));
static cl::opt<std::string> DumpAfter(
    "dump-after",
    cl::desc("Print the loop models after a stage: discover, model, decide, "
             "loop-distribution, loop-interchange, global-index-reorder, "
             "dynamic-index-reorder, split-inner-sums, vload-vstore, "
             "register-promotion, local-prefetch, private-interleave, emit-kernels, features, rewrite-layout, "
             "emit-host, host-access"),
    cl::value_desc("STAGE"), cl::cat(Category));
// One -fno-<pass> flag per optimisation pass (Options.h lists them).
static cl::opt<bool> NoDistribution(
    "fno-loop-distribution",
    cl::desc("Do not split loop bodies into several kernels"), cl::cat(Category));
static cl::opt<bool> NoInterchange("fno-loop-interchange",
                                   cl::desc("Do not interchange loops for coalescing"),
                                   cl::cat(Category));
static cl::opt<bool> NoGlobalReorder(
    "fno-global-index-reorder",
    cl::desc("Do not permute the dimensions of static arrays"), cl::cat(Category));
static cl::opt<bool> NoDynamicReorder(
    "fno-dynamic-index-reorder",
    cl::desc("Do not make reordered device copies of arrays"), cl::cat(Category));
static cl::opt<bool> NoVload("fno-vload-vstore",
                             cl::desc("Do not group accesses into vloadn/vstoren"),
                             cl::cat(Category));
static cl::opt<bool> NoRegisterPromotion(
    "fno-register-promotion",
    cl::desc("Do not keep repeated global accesses in registers"), cl::cat(Category));
static cl::opt<bool> NoLocalPrefetch(
    "fno-local-prefetch",
    cl::desc("Do not prefetch shared read-only data into local memory"),
    cl::cat(Category));
static cl::opt<bool> NoPrivateInterleave(
    "fno-private-interleave",
    cl::desc("Keep large private arrays work-item-major in global scratch "
             "(no element-major interleaving)"),
    cl::cat(Category));
static cl::opt<bool> NoSplitInnerSums(
    "fno-split-inner-sums",
    cl::desc("Do not split a work-item's inner sum over lanes of a work-group"),
    cl::cat(Category));
static cl::opt<bool> AssociativeMath(
    "fassociative-math",
    cl::desc("Allow reassociating floating-point sums the program writes as "
             "sequential loops (split inner sums of float and double)"),
    cl::cat(Category));
static cl::opt<bool> NoHostAffinity(
    "fno-host-affinity",
    cl::desc("Offload loops even when they pass an array to or from a host loop "
             "in every iteration of a sequential loop"),
    cl::cat(Category));
static cl::opt<bool> NoHoistMembers(
    "fno-hoist-members",
    cl::desc("Do not read members of structs with pointer members into locals "
             "before the loops that leave them unchanged"),
    cl::cat(Category));
static cl::opt<bool> NoLinearizeVLA(
    "fno-linearize-vla",
    cl::desc("Do not index C99 variable-length arrays through flat pointers"),
    cl::cat(Category));
static cl::opt<bool> NoFlattenRowPointers(
    "fno-flatten-row-pointers",
    cl::desc("Do not read row tables (double **a, a[i][j]) as one flat array when "
             "their rows are evenly spaced"),
    cl::cat(Category));
static cl::opt<bool> NoHoistLoopArrays(
    "fno-hoist-loop-arrays",
    cl::desc("Do not move arrays a loop body declares past a work-item's private memory "
             "before the loop (private, in global scratch)"),
    cl::cat(Category));
static cl::opt<std::string> InjectKernelFault(
    "finject-kernel-fault",
    cl::desc("Testing: append an error to the OpenCL C of kernel NAME (the kernel "
             "check must keep its loop on the host)"),
    cl::value_desc("NAME"), cl::Hidden, cl::cat(Category));
static cl::opt<std::string> ModelFile(
    "model", cl::desc("Device-selection model to embed (default: the installed one)"),
    cl::value_desc("FILE"), cl::cat(Category));
static cl::opt<std::string> LayoutModelFile(
    "layout-model",
    cl::desc("Dynamic index reordering model to embed (default: the installed one)"),
    cl::value_desc("FILE"), cl::cat(Category));
static cl::extrahelp CommonHelp(CommonOptionsParser::HelpMessage);
static cl::extrahelp MoreHelp(
    "\nomp2ocl translates the OpenMP loops of C programs into OpenCL kernels.\n"
    "Each input FILE.c gives DIR/FILE.omp2ocl.c (compile it with -fopenmp and\n"
    "link libomp2ocl-rt, or use omp2ocl-cc) and DIR/FILE.omp2ocl.cl.\n");

/// The installed model (`omp2ocl-train install`), if any.
static std::string DefaultModel;
/// The installed layout model (`omp2ocl-train layout-install`), if any.
static std::string DefaultLayoutModel;

namespace {
struct Totals {
  unsigned offloaded = 0, kept = 0, failed = 0;
};

class TranslateConsumer : public ASTConsumer {
public:
  TranslateConsumer(CompilerInstance &CI, std::string File, Totals &T, unsigned Round)
      : CI(CI), File(std::move(File)), T(T), Round(Round) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (CI.getDiagnostics().hasErrorOccurred()) {
      ++T.failed;
      return;
    }
    omp2ocl::readUnit(Ctx);
    omp2ocl::TranslatorOptions Opts;
    Opts.remarkPassed = RPass == "omp2ocl";
    Opts.remarkMissed = RPassMissed == "omp2ocl";
    Opts.dumpAfter = DumpAfter;
    Opts.loopDistribution = !NoDistribution;
    Opts.hostAffinity = !NoHostAffinity;
    Opts.hoistMembers = !NoHoistMembers;
    Opts.linearizeVLA = !NoLinearizeVLA;
    Opts.flattenRowPointers = !NoFlattenRowPointers;
    Opts.hoistLoopArrays = !NoHoistLoopArrays;
    Opts.loopInterchange = !NoInterchange;
    Opts.globalIndexReorder = !NoGlobalReorder;
    Opts.dynamicIndexReorder = !NoDynamicReorder;
    Opts.vloadVstore = !NoVload;
    Opts.registerPromotion = !NoRegisterPromotion;
    Opts.localPrefetch = !NoLocalPrefetch;
    Opts.privateInterleave = !NoPrivateInterleave;
    Opts.splitInnerSums = !NoSplitInnerSums;
    Opts.associativeMath = AssociativeMath;
    Opts.injectKernelFault = InjectKernelFault;
    Opts.modelFile = ModelFile.empty() ? DefaultModel : ModelFile;
    Opts.layoutModelFile = LayoutModelFile.empty() ? DefaultLayoutModel : LayoutModelFile;
    omp2ocl::RemarkEmitter Remarks(CI.getDiagnostics(), Opts.remarkPassed,
                                   Opts.remarkMissed);
    // Stage 0: source edits that need a new parse; the edited text is
    // parsed in place of the file and prepared again (each preparation
    // edits once, so a few rounds settle it).
    std::string Edited;
    if (Round < MaxPrepareRounds && omp2ocl::prepareUnit(Ctx, Opts, Remarks, Edited)) {
      translateAgain(Edited);
      return;
    }
    omp2ocl::UnitResult R;
    std::string Base = sys::path::filename(File).str();
    if (!omp2ocl::translateUnit(Ctx, Base, Opts, Remarks, R)) {
      ++T.failed;
      return;
    }
    T.offloaded += R.offloaded;
    T.kept += R.kept;
    std::string Stem = sys::path::stem(File).str();
    SmallString<256> Host(OutputDir), Cl(OutputDir), Json(OutputDir);
    sys::path::append(Host, Stem + ".omp2ocl.c");
    sys::path::append(Cl, Stem + ".omp2ocl.cl");
    sys::path::append(Json, Stem + ".omp2ocl.features.json");
    for (auto [Path, Text] : {std::pair<std::string, std::string *>(Host.str().str(),
                                                                     &R.hostSource),
                              {Cl.str().str(), &R.kernelSource},
                              {Json.str().str(), &R.featuresJson}}) {
      std::error_code EC;
      raw_fd_ostream OS(Path, EC);
      if (EC) {
        errs() << "omp2ocl: error: cannot write '" << Path << "': " << EC.message()
               << "\n";
        ++T.failed;
        return;
      }
      OS << *Text;
    }
  }

private:
  /// Parses `Text` as the main file, with this file's command line, and
  /// translates it. Clang's warnings were printed by the first parse.
  void translateAgain(const std::string &Text);

  static constexpr unsigned MaxPrepareRounds = 6;
  CompilerInstance &CI;
  std::string File;
  Totals &T;
  unsigned Round; ///< how many times the file was prepared before this parse
};

class TranslateAction : public ASTFrontendAction {
public:
  explicit TranslateAction(Totals &T, unsigned Round = 0) : T(T), Round(Round) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef File) override {
    return std::make_unique<TranslateConsumer>(CI, File.str(), T, Round);
  }

private:
  Totals &T;
  unsigned Round;
};

void TranslateConsumer::translateAgain(const std::string &Text) {
  auto Inv = std::make_shared<CompilerInvocation>(CI.getInvocation());
  std::string Main = CI.getFrontendOpts().Inputs[0].getFile().str();
  // A second preparation round copies an invocation that already remaps the
  // file to the first round's text, a buffer the first round's source
  // manager owns and frees: drop it (two owners crashed at exit).
  Inv->getPreprocessorOpts().clearRemappedFiles();
  Inv->getPreprocessorOpts().addRemappedFile(
      Main, MemoryBuffer::getMemBufferCopy(Text, Main).release());
  Inv->getDiagnosticOpts().IgnoreWarnings = true;
  CompilerInstance Again(CI.getPCHContainerOperations());
  Again.setInvocation(Inv);
  Again.createDiagnostics();
  TranslateAction Action(T, Round + 1);
  if (!Again.ExecuteAction(Action) || Again.getDiagnostics().hasErrorOccurred()) {
    errs() << "omp2ocl: error: internal: the prepared source of '" << File
           << "' does not compile (-fno-hoist-members, -fno-linearize-vla and -fno-flatten-row-pointers "
              "translate without it)\n";
    ++T.failed;
  }
}

class ActionFactory : public FrontendActionFactory {
public:
  explicit ActionFactory(Totals &T) : T(T) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TranslateAction>(T);
  }

private:
  Totals &T;
};
} // namespace

int main(int argc, const char **argv) {
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "omp2ocl " OMP2OCL_VERSION " (Clang " CLANG_VERSION_STRING ")\n";
  });
  // Without `--` or -p, Clang's tools look for a compile_commands.json above
  // the sources and, finding none, print three lines of errors before
  // "Running without flags". Where there is none, the sources are
  // translated without flags quietly (an empty `--`).
  std::vector<const char *> Args(argv, argv + argc);
  bool Explicit = false;
  std::vector<std::string> Sources;
  for (int I = 1; I < argc; ++I) {
    StringRef A = argv[I];
    if (A == "--" || A == "-p" || A.starts_with("-p=") || A.starts_with("--p="))
      Explicit = true;
    else if (A.ends_with(".c") && sys::fs::is_regular_file(A))
      Sources.push_back(A.str());
  }
  if (!Explicit && !Sources.empty()) {
    bool Found = false;
    for (const std::string &Src : Sources) {
      std::string Err;
      SmallString<256> Abs(Src);
      sys::fs::make_absolute(Abs);
      if (tooling::CompilationDatabase::autoDetectFromSource(Abs, Err))
        Found = true;
    }
    if (!Found)
      Args.push_back("--");
  }
  int ArgCount = (int)Args.size();
  auto Parser = CommonOptionsParser::create(ArgCount, Args.data(), Category, cl::OneOrMore,
                                            "omp2ocl: OpenMP C to OpenCL translator\n");
  if (!Parser) {
    errs() << "omp2ocl: error: " << toString(Parser.takeError()) << "\n";
    return 2;
  }
  if ((!RPass.empty() && RPass != "omp2ocl") ||
      (!RPassMissed.empty() && RPassMissed != "omp2ocl")) {
    errs() << "omp2ocl: error: only -Rpass=omp2ocl and -Rpass-missed=omp2ocl are "
              "supported\n";
    return 2;
  }
  if (std::error_code EC = sys::fs::create_directories(OutputDir)) {
    errs() << "omp2ocl: error: cannot create '" << OutputDir << "': " << EC.message()
           << "\n";
    return 2;
  }
  {
    std::string Exe = sys::fs::getMainExecutable(argv[0], (void *)&DefaultModel);
    SmallString<256> P(sys::path::parent_path(sys::path::parent_path(Exe)));
    sys::path::append(P, "share", "omp2ocl", "model.json");
    if (sys::fs::exists(P))
      DefaultModel = P.str().str();
    sys::path::remove_filename(P);
    sys::path::append(P, "layout-model.json");
    if (sys::fs::exists(P))
      DefaultLayoutModel = P.str().str();
  }
  ClangTool Tool(Parser->getCompilations(), Parser->getSourcePathList());
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      {"-fopenmp", "-resource-dir=" OMP2OCL_CLANG_RESOURCE_DIR,
       "-Wno-unknown-pragmas", "-Wno-unused-command-line-argument"},
      ArgumentInsertPosition::END));
  Totals T;
  ActionFactory Factory(T);
  int Status = Tool.run(&Factory);
  if (Status != 0 || T.failed)
    return 1;
  return 0;
}
