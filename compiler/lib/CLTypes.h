//===- CLTypes.h - C types spelled in OpenCL C ----------------------------===//
#ifndef OMP2OCL_CLTYPES_H
#define OMP2OCL_CLTYPES_H

#include "clang/AST/Type.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class RecordDecl;
} // namespace clang

namespace omp2ocl {

/// Spells C types in OpenCL C (long long -> long, enums -> int, records by a
/// tag the printer also defines) and remembers the records it met so their
/// definitions can be emitted first.
class CLTypePrinter {
public:
  explicit CLTypePrinter(const clang::ASTContext &Ctx) : Ctx(Ctx) {}

  /// A declaration of `Name` with type T. `AS` ("__global", "" ...) is the
  /// address space of what a pointer points to (the outermost pointer only).
  /// Returns "" and sets error() when the type has no OpenCL spelling.
  std::string declare(clang::QualType T, const std::string &Name,
                      const std::string &AS = "", bool ForParam = false);
  /// Just the type, e.g. for casts.
  std::string spell(clang::QualType T, const std::string &AS = "") {
    return declare(T, "", AS);
  }
  /// Definitions of every record met so far, dependencies first.
  std::string recordDefinitions();
  const std::string &error() const { return Error; }
  void clearError() { Error.clear(); }

private:
  std::string scalar(clang::QualType T, bool ForParam);
  std::string recordTag(const clang::RecordDecl *RD);
  std::string recordDefinition(const clang::RecordDecl *RD);
  void noteRecord(const clang::RecordDecl *RD);

  const clang::ASTContext &Ctx;
  std::vector<const clang::RecordDecl *> Records;
  /// Every record noted, with why it has no OpenCL spelling ("" if it has).
  std::map<const clang::RecordDecl *, std::string> RecordErrors;
  /// Each record's tag (keyed by its canonical declaration), and the tags
  /// given, which stay unique in the unit.
  std::map<const clang::RecordDecl *, std::string> Tags;
  std::set<std::string> TagsUsed;
  std::string Error;
};

} // namespace omp2ocl

#endif
