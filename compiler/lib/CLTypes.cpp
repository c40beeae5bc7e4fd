//===- CLTypes.cpp - C types spelled in OpenCL C --------------------------===//
#include "CLTypes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;

namespace omp2ocl {

std::string CLTypePrinter::recordTag(const RecordDecl *RD) {
  RD = cast<RecordDecl>(RD->getCanonicalDecl());
  auto Known = Tags.find(RD);
  if (Known != Tags.end())
    return Known->second;
  std::string Name = RD->getNameAsString();
  if (Name.empty())
    if (const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl())
      Name = TD->getNameAsString();
  if (Name.empty())
    Name = "anon";
  // Kernels live at file scope: two records the C code keeps apart by
  // scope (a function's own `struct pt` or typedef beside the file's) get
  // numbers, in the order met, so the kernel source (and the binary cache
  // key made from it) is the same on every run.
  std::string Tag = "omp2ocl_" + Name;
  if (Name == "anon" || !TagsUsed.insert(Tag).second) {
    unsigned K = 0;
    while (!TagsUsed.insert(Tag + std::to_string(K)).second)
      ++K;
    Tag += std::to_string(K);
  }
  return Tags[RD] = std::string(RD->isUnion() ? "union " : "struct ") + Tag;
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
    // (Its members are reached through a member with no name, which the
    // kernel's text cannot spell.)
    if (F->isAnonymousStructOrUnion() && Why.empty())
      Why = "the struct has an anonymous struct or union member";
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
  // A record no kernel may use (a bit-field, a pointer member...) keeps its
  // loops on the host; its definition would only risk the unit's shared
  // declarations (a bit-field's storage is no member OpenCL could spell).
  std::string Out;
  for (const RecordDecl *RD : Records) {
    auto Known = RecordErrors.find(RD);
    if (Known == RecordErrors.end() || Known->second.empty())
      Out += recordDefinition(RD);
  }
  return Out;
}

/// RD with the host's layout: every member at the host's offset, the host's
/// size and alignment. Members a kernel cannot name (`long double`,
/// `_Complex`) become bytes of their size; padding the host has and OpenCL
/// would not (`aligned(16)` members, tail padding) becomes explicit bytes;
/// a member the host does not align (`packed`, `#pragma pack`) makes the
/// whole record packed, with explicit padding. Spelled plainly, a packed
/// record's members moved, and kernels read garbage.
std::string CLTypePrinter::recordDefinition(const RecordDecl *RD) {
  const ASTRecordLayout &L = Ctx.getASTRecordLayout(RD);
  struct Member {
    std::string decl;
    uint64_t at, size, align;
  };
  std::vector<Member> Members;
  unsigned Opaque = 0;
  for (const FieldDecl *F : RD->fields()) {
    Member M;
    M.at = Ctx.toCharUnitsFromBits(L.getFieldOffset(F->getFieldIndex())).getQuantity();
    M.size = F->getType()->isIncompleteArrayType()
                 ? 0
                 : Ctx.getTypeSizeInChars(F->getType()).getQuantity();
    if (M.size == 0)
      continue; // a flexible array member: nothing of it is in the record
    std::string Saved = Error;
    Error.clear();
    M.decl = declare(F->getType(), F->getNameAsString(), "", /*ForParam=*/true);
    bool Spelled = Error.empty() && !M.decl.empty() && !F->getName().empty();
    Error = Saved;
    M.align = Ctx.getTypeAlignInChars(F->getType()).getQuantity();
    if (!Spelled) {
      std::string Name = F->getName().empty() ? "__omp2ocl_member" + std::to_string(Opaque++)
                                              : F->getNameAsString();
      M.decl = "uchar " + Name + "[" + std::to_string(M.size) + "]";
      M.align = 1;
    }
    Members.push_back(M);
  }
  uint64_t Size = L.getSize().getQuantity(), Align = L.getAlignment().getQuantity();
  auto alignTo = [](uint64_t X, uint64_t A) { return A ? (X + A - 1) / A * A : X; };
  std::string Body;
  unsigned Pads = 0;
  auto pad = [&](uint64_t Bytes) {
    Body += "  uchar __omp2ocl_pad" + std::to_string(Pads++) + "[" + std::to_string(Bytes) + "];\n";
  };
  bool Packed = false;
  uint64_t MaxAlign = 1, End = 0;
  if (RD->isUnion()) {
    for (const Member &M : Members) {
      Body += "  " + M.decl + ";\n";
      MaxAlign = std::max(MaxAlign, M.align);
      End = std::max(End, M.size);
    }
    if (alignTo(End, std::max(MaxAlign, Align)) != Size)
      pad(Size); // a member as long as the whole union
  } else {
    for (const Member &M : Members)
      Packed |= M.at % M.align != 0;
    for (const Member &M : Members) {
      uint64_t Natural = Packed ? End : alignTo(End, M.align);
      if (M.at != Natural)
        pad(M.at - End);
      Body += "  " + M.decl + ";\n";
      End = M.at + M.size;
      MaxAlign = std::max(MaxAlign, M.align);
    }
    if ((Packed ? End : alignTo(End, std::max(MaxAlign, Align))) != Size)
      pad(Size - End);
  }
  std::string Attrs;
  if (Packed)
    Attrs = Align > 1 ? "packed, aligned(" + std::to_string(Align) + ")" : "packed";
  else if (Align > MaxAlign)
    Attrs = "aligned(" + std::to_string(Align) + ")";
  std::string Tag = recordTag(RD);
  if (!Attrs.empty()) // `struct __attribute__((...)) omp2ocl_x { ... }`
    Tag.insert(Tag.find(' '), " __attribute__((" + Attrs + "))");
  return Tag + " {\n" + Body + "};\n";
}

} // namespace omp2ocl
