//===- KernelCheck.cpp - the generated OpenCL C must compile ---------------===//
//
// Every kernel of a translation unit goes into one OpenCL program, built at
// run time. One kernel the device compiler rejects (a translator bug) fails
// the build, and the runtime then runs every loop of the unit as OpenMP:
// correct, but every other kernel is lost, silently but for a warning. The
// translator therefore compiles the unit's kernel source with Clang's OpenCL
// front end (OpenCL C 1.2, the default header's built-in declarations, no
// code generation) before it writes anything, attributes each error to the
// kernel whose lines hold it, and keeps those loops on the host with the
// error as the remark's reason. An error in the shared part (the prelude,
// the record types) keeps every loop of the unit on the host.
//
//===----------------------------------------------------------------------===//
#include "KernelCheck.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <algorithm>

using namespace clang;

namespace omp2ocl {

namespace {

class ErrorCollector : public DiagnosticConsumer {
public:
  explicit ErrorCollector(std::vector<OpenCLError> &Errors) : Errors(Errors) {}
  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    OpenCLError E;
    if (Info.hasSourceManager() && Info.getLocation().isValid())
      E.line = Info.getSourceManager().getPresumedLineNumber(
          Info.getSourceManager().getExpansionLoc(Info.getLocation()));
    llvm::SmallString<256> Text;
    Info.FormatDiagnostic(Text);
    E.message = Text.str().str();
    Errors.push_back(E);
  }
  std::vector<OpenCLError> &Errors;
};

} // namespace

bool compileOpenCL(const std::string &Source, std::vector<OpenCLError> &Errors,
                   std::string &Failure) {
  const char *Path = "/omp2ocl-kernel-check/unit.cl";
  llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem> FS(
      new llvm::vfs::OverlayFileSystem(llvm::vfs::getRealFileSystem()));
  llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> Memory(
      new llvm::vfs::InMemoryFileSystem);
  FS->pushOverlay(Memory);
  Memory->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Source));
  llvm::IntrusiveRefCntPtr<FileManager> Files(new FileManager(FileSystemOptions(), FS));
  std::vector<std::string> Args = {"omp2ocl-kernel-check",
                                   "-x", "cl", "-cl-std=CL1.2", "-fsyntax-only",
                                   "-Xclang", "-finclude-default-header",
                                   "-Xclang", "-fdeclare-opencl-builtins",
                                   "-resource-dir=" OMP2OCL_CLANG_RESOURCE_DIR,
                                   "-w", Path};
  tooling::ToolInvocation Invocation(Args, std::make_unique<SyntaxOnlyAction>(), Files.get());
  ErrorCollector Collector(Errors);
  Invocation.setDiagnosticConsumer(&Collector);
  bool Ran = Invocation.run();
  if (!Ran && Errors.empty()) {
    Failure = "the OpenCL front end could not run";
    return false;
  }
  return true;
}

void keepUncompilableOnHost(std::vector<LoopNest> &Loops, const std::string &Head,
                            const std::string &FaultKernel) {
  // The source as the runtime will build it, with each piece's lines.
  struct Piece {
    LoopNest *loop;
    unsigned first, last; // lines
  };
  auto Lines = [](const std::string &S) {
    return (unsigned)std::count(S.begin(), S.end(), '\n');
  };
  std::string Source = Head;
  std::vector<Piece> Pieces;
  auto Add = [&](LoopNest &N, const std::string &Text) {
    unsigned First = Lines(Source) + 1;
    Source += "\n" + Text;
    if (N.kernelName == FaultKernel)
      Source += "\nomp2ocl_injected_fault;\n";
    Pieces.push_back({&N, First, Lines(Source) + 1});
  };
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    Add(N, N.kernelSource);
    if (!N.dynamic.copies.empty())
      Add(N, N.dynamic.kernelSource);
  }
  if (Pieces.empty())
    return;
  std::vector<OpenCLError> Errors;
  std::string Failure;
  if (!compileOpenCL(Source, Errors, Failure))
    return; // nothing to learn; the runtime's build decides, as before
  unsigned HeadLines = Lines(Head) + 1;
  for (const OpenCLError &E : Errors) {
    std::string Why = "its OpenCL C does not compile (a translator bug; please report it): " +
                      E.message;
    for (Piece &P : Pieces) {
      bool Shared = E.line == 0 || E.line <= HeadLines;
      if (!Shared && (E.line < P.first || E.line > P.last))
        continue;
      if (P.loop->offload) {
        P.loop->reject(Shared ? "the unit's shared OpenCL declarations do not compile "
                                "(a translator bug; please report it): " + E.message
                              : Why);
        P.loop->offload = false;
        P.loop->dynamic.copies.clear();
      }
    }
  }
}

} // namespace omp2ocl
