//===- PrepareEdits.cpp - how the source preparations edit a loop ---------===//
#include "PrepareEdits.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/StringRef.h"

using namespace clang;

namespace omp2ocl {

static const char *const Marker = "/* omp2ocl: prepared loop */";
static const char *const DeclMarker = "/* omp2ocl: prepared declarations */";

bool LoopEditor::canEdit(const OMPExecutableDirective *D) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (!directiveInFile(D, SM) || !SM.isInMainFile(SM.getExpansionLoc(D->getBeginLoc())))
    return false;
  SourceLocation EndLoc = endOfStatement(D, Ctx);
  if (EndLoc.isMacroID())
    return false;
  unsigned Begin = SM.getFileOffset(startOfLine(D->getBeginLoc(), SM));
  unsigned End = SM.getFileOffset(EndLoc);
  for (auto [B, E] : Edited)
    if (Begin < E && B < End)
      return false;
  return true;
}

std::string LoopEditor::freshName(const std::string &Base) {
  std::string Name = Base;
  for (unsigned N = 2; Taken.count(Name) || Ctx.Idents.find(Name) != Ctx.Idents.end(); ++N)
    Name = Base + "_" + std::to_string(N);
  Taken.insert(Name);
  return Name;
}

void LoopEditor::wrap(const OMPExecutableDirective *D, const std::string &Decls) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Start = startOfLine(D->getBeginLoc(), SM);
  SourceLocation EndLoc = endOfStatement(D, Ctx);
  RW.InsertTextBefore(Start, "{ " + Decls + "\n#line " +
                                 std::to_string(lineOf(D->getBeginLoc(), SM)) + " " +
                                 Marker + "\n");
  RW.InsertTextAfter(EndLoc, " }");
  Edited.push_back({SM.getFileOffset(Start), SM.getFileOffset(EndLoc)});
}

void LoopEditor::wrapWithFallback(const OMPExecutableDirective *D, const std::string &Decls,
                                  const std::string &Cond) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Start = startOfLine(D->getBeginLoc(), SM);
  SourceLocation EndLoc = endOfStatement(D, Ctx);
  unsigned B = SM.getFileOffset(Start), E = SM.getFileOffset(EndLoc);
  std::string Original = SM.getBufferData(SM.getMainFileID()).substr(B, E - B).str();
  std::string Line =
      "\n#line " + std::to_string(lineOf(D->getBeginLoc(), SM)) + " " + Marker + "\n";
  RW.InsertTextBefore(Start, "{ " + Decls + "\nif (" + Cond + ") {" + Line);
  RW.InsertTextAfter(EndLoc, " } else {" + Line + Original + " } }");
  Edited.push_back({B, E});
}

/// The end of the `#pragma` line of D (before its newline), or an invalid
/// location when the directive is not a plain pragma line or has a comment
/// or a continuation after it.
SourceLocation endOfPragmaLine(const OMPExecutableDirective *D, const SourceManager &SM) {
  SourceLocation B = D->getBeginLoc();
  if (!B.isFileID())
    return SourceLocation();
  std::pair<FileID, unsigned> Dec = SM.getDecomposedLoc(B);
  StringRef Buf = SM.getBufferData(Dec.first);
  size_t Start = Dec.second;
  // Clang's directive begins at `#pragma` (or at `omp`): the line from there.
  size_t Eol = Buf.find('\n', Start);
  if (Eol == StringRef::npos)
    Eol = Buf.size();
  StringRef Line = Buf.slice(Start, Eol);
  if (!Line.contains("omp") || Line.contains("//") || Line.contains("/*") ||
      Line.rtrim().ends_with("\\") || Line.contains("_Pragma"))
    return SourceLocation();
  size_t End = Start + Line.rtrim().size();
  return B.getLocWithOffset((int)(End - Start));
}

bool defaultNotShared(const OMPExecutableDirective *D) {
  for (const auto *C : D->getClausesOfKind<OMPDefaultClause>())
    if (C->getDefaultKind() != llvm::omp::OMP_DEFAULT_shared)
      return true;
  return false;
}

std::string preparedDeclarations(const std::string &Decls) {
  return Decls + " " + DeclMarker + "\n#line 1 " + Marker + "\n";
}

std::string stripPrepareMarkers(const std::string &Text) {
  std::string Out;
  Out.reserve(Text.size());
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t Eol = Text.find('\n', Pos);
    size_t Next = Eol == std::string::npos ? Text.size() : Eol + 1;
    std::string_view Line(Text.data() + Pos, Next - Pos);
    bool LineMarker = Line.rfind("#line ", 0) == 0 && Line.find(Marker) != std::string_view::npos;
    if (!LineMarker && Line.find(DeclMarker) == std::string_view::npos)
      Out.append(Line);
    Pos = Next;
  }
  return Out;
}

} // namespace omp2ocl
