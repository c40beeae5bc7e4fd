//===- CLTypes.cpp - C types spelled in OpenCL C --------------------------===//
#include "CLTypes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace omp2ocl {

std::string CLTypePrinter::recordTag(const RecordDecl *RD) {
  std::string Name = RD->getNameAsString();
  if (Name.empty())
    if (const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl())
      Name = TD->getNameAsString();
  if (Name.empty()) {
    // Numbered in the order met, so the kernel source (and the binary
    // cache key made from it) is the same on every run.
    auto It = AnonNumbers.try_emplace(RD, AnonNumbers.size()).first;
    Name = "anon" + std::to_string(It->second);
  }
  return std::string(RD->isUnion() ? "union" : "struct") + " omp2ocl_" + Name;
}

void CLTypePrinter::noteRecord(const RecordDecl *RD) {
  RD = RD->getDefinition();
  if (!RD)
    return;
  // Why the record cannot be used in a kernel, remembered: the printer
  // serves every kernel of the unit, and a record met again must fail the
  // later kernels too (a pointer member holds a host address).
  auto Known = RecordErrors.find(RD);
  if (Known != RecordErrors.end()) {
    if (!Known->second.empty())
      Error = Known->second;
    return;
  }
  RecordErrors[RD] = ""; // being noted (a record reached through itself)
  std::string Why;
  for (const FieldDecl *F : RD->fields()) {
    QualType FT = F->getType();
    while (FT->isArrayType())
      FT = QualType(FT->getArrayElementTypeNoTypeQual(), 0);
    if (FT->isPointerType() && Why.empty())
      Why = "the struct member '" + F->getNameAsString() + "' is a pointer";
    if (auto *RT = FT->getAs<RecordType>()) {
      noteRecord(RT->getDecl());
      auto Inner = RecordErrors.find(RT->getDecl()->getDefinition());
      if (Why.empty() && Inner != RecordErrors.end())
        Why = Inner->second;
    }
    if (F->isBitField() && Why.empty())
      Why = "the struct member '" + F->getNameAsString() + "' is a bit-field";
  }
  RecordErrors[RD] = Why;
  if (!Why.empty())
    Error = Why;
  Records.push_back(RD); // after its members' records
}

std::string CLTypePrinter::scalar(QualType T, bool ForParam) {
  T = T.getCanonicalType();
  if (auto *BT = T->getAs<BuiltinType>()) {
    switch (BT->getKind()) {
    case BuiltinType::Void: return "void";
    case BuiltinType::Bool: return ForParam ? "uchar" : "bool";
    case BuiltinType::Char_S:
    case BuiltinType::SChar: return "char";
    case BuiltinType::Char_U:
    case BuiltinType::UChar: return "uchar";
    case BuiltinType::Short: return "short";
    case BuiltinType::UShort: return "ushort";
    case BuiltinType::Int: return "int";
    case BuiltinType::UInt: return "uint";
    case BuiltinType::Long:
    case BuiltinType::LongLong: return "long";
    case BuiltinType::ULong:
    case BuiltinType::ULongLong: return "ulong";
    case BuiltinType::Float: return "float";
    case BuiltinType::Double: return "double";
    default:
      Error = "the type '" + T.getAsString() + "' has no OpenCL equivalent";
      return "";
    }
  }
  if (auto *ET = T->getAs<EnumType>())
    return scalar(ET->getDecl()->getIntegerType(), ForParam);
  if (auto *RT = T->getAs<RecordType>()) {
    noteRecord(RT->getDecl());
    return recordTag(RT->getDecl()->getDefinition() ? RT->getDecl()->getDefinition()
                                                    : RT->getDecl());
  }
  Error = "the type '" + T.getAsString() + "' has no OpenCL equivalent";
  return "";
}

std::string CLTypePrinter::declare(QualType T, const std::string &Name,
                                   const std::string &AS, bool ForParam) {
  T = T.getCanonicalType();
  // Arrays: Name[d0][d1]...
  std::string Dims;
  while (auto *CAT = dyn_cast<ConstantArrayType>(T.getTypePtr())) {
    Dims += "[" + std::to_string(CAT->getSize().getZExtValue()) + "]";
    T = CAT->getElementType().getCanonicalType();
  }
  if (T->isArrayType()) {
    Error = "an array of unknown size cannot be declared in a kernel";
    return "";
  }
  if (auto *PT = T->getAs<PointerType>()) {
    QualType P = PT->getPointeeType().getCanonicalType();
    std::string Inner;
    while (auto *CAT = dyn_cast<ConstantArrayType>(P.getTypePtr())) {
      Inner += "[" + std::to_string(CAT->getSize().getZExtValue()) + "]";
      P = CAT->getElementType().getCanonicalType();
    }
    if (P->isVariableArrayType()) {
      // A C99 VLA parameter (`double A[n][m]` is `double (*)[m]`): its rows
      // are m long at run time, which a kernel declaration cannot say.
      Error = "a pointer to a variable-length array (a C99 array parameter "
              "with run-time sizes) cannot be used in a kernel";
      return "";
    }
    if (P->isPointerType() || P->isArrayType()) {
      Error = "pointers to pointers cannot be used in a kernel";
      return "";
    }
    std::string Elem = scalar(P, false);
    if (Elem.empty())
      return "";
    std::string Prefix = (AS.empty() ? "" : AS + " ") + Elem;
    if (Inner.empty())
      return Prefix + " *" + Name + Dims;
    return Prefix + " (*" + Name + Dims + ")" + Inner;
  }
  std::string Elem = scalar(T, ForParam);
  if (Elem.empty())
    return "";
  return Elem + (Name.empty() && Dims.empty() ? "" : " ") + Name + Dims;
}

std::string CLTypePrinter::recordDefinitions() {
  std::string Out;
  for (const RecordDecl *RD : Records) {
    Out += recordTag(RD) + " {\n";
    for (const FieldDecl *F : RD->fields())
      Out += "  " + declare(F->getType(), F->getNameAsString()) + ";\n";
    Out += "};\n";
  }
  return Out;
}

} // namespace omp2ocl
