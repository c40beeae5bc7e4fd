//===- PrepareEdits.h - how the source preparations edit a loop -----------===//
//
// The preparations (HoistMembers, LinearizeVLA) rewrite an OpenMP loop's
// source before the translation proper parses it again: locals declared
// just before the directive, uses in the loop replaced by them. This is
// what they share: fresh names, the block around the loop with a `#line`
// marker that keeps every later line at its original number, and the
// removal of the markers from the printed host code.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_PREPAREEDITS_H
#define OMP2OCL_PREPAREEDITS_H

#include "Remarks.h"

#include "clang/Basic/SourceLocation.h"
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class OMPExecutableDirective;
class Rewriter;
class SourceManager;
} // namespace clang

namespace omp2ocl {

class LoopEditor {
public:
  LoopEditor(clang::ASTContext &Ctx, clang::Rewriter &RW) : Ctx(Ctx), RW(RW) {}

  /// False when the directive cannot be edited: inside a macro, outside
  /// the main file, or overlapping a loop edited already.
  bool canEdit(const clang::OMPExecutableDirective *D);

  /// `Base`, or `Base_2`, ... : a name no identifier of the unit and no
  /// earlier call has.
  std::string freshName(const std::string &Base);

  /// Wraps the directive's loop: `{ Decls` on a line before the directive
  /// (then the `#line` marker) and ` }` after the loop. Call after canEdit.
  void wrap(const clang::OMPExecutableDirective *D, const std::string &Decls);

  /// Wraps the directive's loop as the branch run when `Cond` holds, the
  /// loop as written (its text before any edit) running otherwise:
  /// `{ Decls if (Cond) {` loop ` } else {` loop as written ` } }`, each copy
  /// after a `#line` marker of the directive's line.
  void wrapWithFallback(const clang::OMPExecutableDirective *D, const std::string &Decls,
                        const std::string &Cond);

private:
  clang::ASTContext &Ctx;
  clang::Rewriter &RW;
  std::set<std::string> Taken;
  std::vector<std::pair<unsigned, unsigned>> Edited; // file offsets
};

/// Remarks of the preparations. Each parse runs them again, and a loop a
/// preparation declined is declined again in the next parse: the missed
/// remarks are printed only in the last parse (the one nothing edits), so
/// each appears once.
class PrepareRemarks {
public:
  explicit PrepareRemarks(RemarkEmitter &Out) : Out(Out) {}
  void passed(clang::SourceLocation Loc, const std::string &Text) { Out.passed(Loc, Text); }
  void missed(clang::SourceLocation Loc, const std::string &Text) {
    Missed.push_back({Loc, Text});
  }
  /// Prints the missed remarks (call when this parse is the last).
  void flushMissed() {
    for (auto &[Loc, Text] : Missed)
      Out.missed(Loc, Text);
    Missed.clear();
  }

private:
  RemarkEmitter &Out;
  std::vector<std::pair<clang::SourceLocation, std::string>> Missed;
};

/// The end of the `#pragma` line of D (before its newline), where a clause
/// can be appended; invalid when the directive is not a plain pragma line
/// (a macro, `_Pragma`) or has a comment or a continuation after it.
clang::SourceLocation endOfPragmaLine(const clang::OMPExecutableDirective *D,
                                      const clang::SourceManager &SM);

/// True when D has a default clause other than shared (none, private,
/// firstprivate): variables a preparation declares before it must be named
/// shared on its line (endOfPragmaLine).
bool defaultNotShared(const clang::OMPExecutableDirective *D);

/// A line of declarations for the top of the file (then a `#line 1`
/// marker): the runtime functions a preparation's code calls, which the
/// printed host code declares through the runtime's header instead.
std::string preparedDeclarations(const std::string &Decls);

/// `Text` without the `#line` marker lines that LoopEditor::wrap added, and
/// without the lines of preparedDeclarations.
std::string stripPrepareMarkers(const std::string &Text);

} // namespace omp2ocl

#endif
