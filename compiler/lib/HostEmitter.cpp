//===- HostEmitter.cpp - the multiversioned host code ---------------------===//
//
// An offloaded `#pragma omp parallel for` becomes
//
//   { int __omp2ocl_ran = 0;
//     { omp2ocl_launch_begin();  <- threads launching together take turns
//       do { ...launch the kernel...; __omp2ocl_ran = 1; } while (0);
//       omp2ocl_launch_end(); }
//     if (!__omp2ocl_ran) {
//   #pragma omp parallel for ...      <- the original loop, untouched
//       for (...) ...
//     } }
//
// A work-sharing `#pragma omp for` (in a region or orphaned) is met by every
// thread of a team, so after a barrier (a preceding `nowait` loop may still
// be running on other threads) one thread launches (`single`) and `copyprivate`
// tells the whole team whether it ran (and the values of thread-local
// reduction/lastprivate variables); all threads then agree on whether to run
// the original loop, which keeps the team's sequence of work-sharing
// constructs identical even when the device fails mid-run.
//
// A distributed loop (LoopDistribution.cpp) launches its kernels in order
// and counts those that ran in `__omp2ocl_done` (told to the team the same
// way); unless all ran, the original loop runs with the statements of piece
// g guarded by `if (__omp2ocl_done <= g)`: exactly the pieces still to do.
//
//===----------------------------------------------------------------------===//
#include "HostEmitter.h"
#include "Allocations.h"
#include "KernelEmitter.h"
#include "Privatization.h"
#include "SourceUtils.h"
#include "SplitInnerSums.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <algorithm>
#include <cstdio>

using namespace clang;

namespace omp2ocl {

/// Whether dimension PD's iterator is a 64-bit unsigned integer: its bounds
/// compare as unsigned (a range may straddle 2^63, `q = lo; q < hi` with
/// lo = 2^63 - 16), though they travel as `long` bit patterns.
static bool unsigned64(const ParallelDim &PD, const ASTContext &Ctx) {
  QualType T = PD.iv->getType();
  return T->isUnsignedIntegerType() && Ctx.getTypeSize(T) == 64;
}

/// Where dimension K's iterator ends after its __nK iterations: one step
/// past its last value (unsigned arithmetic: a signed iterator's value
/// converts back).
static std::string lastIteratorValue(const ParallelDim &PD, const std::string &K) {
  return "((unsigned long)__lb" + K + " + (unsigned long)__n" + K + " * (unsigned long)(" +
         stepText(PD, K) + "))";
}

static std::string tripCount(const ParallelDim &PD, const std::string &K,
                             const ASTContext &Ctx) {
  std::string Lb = "(long)(" + sourceText(PD.lower, Ctx) + ")";
  std::string Ub = "(long)(" + sourceText(PD.upper, Ctx) + ")";
  const std::string L = "__lb" + K, H = "__ub" + K;
  // Bounds compare in the iterator's signedness; the span between them is
  // taken as unsigned, so that a span over LONG_MAX (a signed range from
  // -2^62 to 2^62) still counts its iterations.
  const bool U = unsigned64(PD, Ctx);
  auto Above = [&](const std::string &A, const std::string &B) {
    return U ? "(unsigned long)" + A + " > (unsigned long)" + B : A + " > " + B;
  };
  auto Trips = [&](const std::string &Hi, const std::string &Lo, const std::string &Step) {
    return "(long)(((unsigned long)" + Hi + " - (unsigned long)" + Lo + " + (unsigned long)" +
           Step + " - 1UL) / (unsigned long)" + Step + ")";
  };
  // `<=` / `>=`: the bound one step further out (wrapping as unsigned,
  // never a signed overflow).
  std::string Bound = Ub;
  if (PD.upperInclusive)
    Bound = "(long)((unsigned long)" + Ub + (PD.step > 0 ? " + 1UL)" : " - 1UL)");
  std::string S, M = std::to_string(PD.step > 0 ? PD.step : -PD.step) + "L", Positive;
  if (PD.stepExpr) {
    // A run-time step: its magnitude once, as OpenMP evaluates it; one
    // under 1 (a loop that would not end) runs the OpenMP version.
    M = "__st" + K;
    Positive = M + " > 0 && ";
    S += "      " + M + " = " + (PD.stepExprNegated ? "-" : "") + "(long)(" +
         sourceText(PD.stepExpr, Ctx) + ");\n";
  }
  S += "      " + L + " = " + Lb + ";\n";
  S += "      " + H + " = " + Bound + ";\n";
  S += "      __n" + K + " = " + Positive +
       (PD.step > 0 ? Above(H, L) + " ? " + Trips(H, L, M) : Above(L, H) + " ? " + Trips(L, H, M)) +
       " : 0;\n";
  return S;
}

/// Offset (and 1-based line) of the first line of \p Buf that is not blank,
/// a comment, or a #define/#undef (with its continuation lines).
static unsigned preludeOffset(llvm::StringRef Buf, unsigned &Line) {
  size_t Pos = 0;
  unsigned L = 1;
  bool InComment = false;
  while (Pos < Buf.size()) {
    size_t Eol = Buf.find('\n', Pos);
    if (Eol == llvm::StringRef::npos)
      Eol = Buf.size();
    llvm::StringRef Text = Buf.slice(Pos, Eol);
    llvm::StringRef T = Text.trim();
    bool Skip = false;
    if (InComment) {
      Skip = true;
      if (T.contains("*/")) {
        InComment = false;
        Skip = T.split("*/").second.trim().empty();
      }
    } else if (T.empty() || T.starts_with("//")) {
      Skip = true;
    } else if (T.starts_with("/*")) {
      size_t Close = T.find("*/", 2);
      if (Close == llvm::StringRef::npos) {
        InComment = true;
        Skip = true;
      } else {
        Skip = T.substr(Close + 2).trim().empty();
      }
    } else if (T.starts_with("#")) {
      llvm::StringRef D = T.drop_front().ltrim();
      if (D.starts_with("define") || D.starts_with("undef")) {
        Skip = true;
        // continuation lines belong to the directive
        while (Text.rtrim().ends_with("\\") && Eol < Buf.size()) {
          Pos = Eol + 1;
          ++L;
          Eol = Buf.find('\n', Pos);
          if (Eol == llvm::StringRef::npos)
            Eol = Buf.size();
          Text = Buf.slice(Pos, Eol);
        }
      }
    }
    if (!Skip)
      break;
    Pos = Eol + 1;
    ++L;
  }
  Line = L;
  return (unsigned)std::min(Pos, Buf.size());
}

/// `a[0]...[0]`: an element of an array reduction's variable (array or
/// pointer), whose type the host code takes with sizeof / __typeof__.
static std::string firstElement(const Variable &V) {
  std::string E = V.name;
  if (V.isPointer)
    return E + "[0]";
  for (QualType T = V.decl->getType(); T->isArrayType();
       T = T->getAsArrayTypeUnsafe()->getElementType())
    E += "[0]";
  return E;
}

/// After the launch of an array reduction (ArrayReduction.cpp): the groups'
/// partial arrays, element by element, combined with the variable's
/// elements. A private accumulator (the legacy idiom) is the launching
/// thread's own array, which no kernel holds: the totals go into it and the
/// merge after the loop, which every thread still runs, carries them on. A
/// clause's array may be a buffer of other kernels: its host copy is made
/// current first.
static std::string combineArrayPartials(const LoopNest &N, const KernelParam &P) {
  const Variable &V = *P.var;
  std::string ET = "__typeof__(" + firstElement(V) + ")";
  std::string Count = std::to_string(V.redCount), First = std::to_string(V.redFirst);
  std::string S;
  S += "      {\n";
  S += "        size_t __cnt = 0, __i, __e;\n";
  S += "        const " + ET + " *__part = (const " + ET +
       " *)omp2ocl_reduction_partials(__k, " + std::to_string(P.arg) + ", &__cnt);\n";
  S += "        " + ET + " *__dst = (" + ET + " *)" + V.name + " + " + First + ";\n";
  S += "        if (!__part || __cnt == 0) omp2ocl_fatal(\"lost the partial results "
       "of reduction '" + V.name + "' in kernel '" + N.kernelName + "'\");\n";
  if (!V.privateAccumulator)
    S += "        omp2ocl_host_access(__dst, " + Count + " * sizeof(*__dst), "
         "OMP2OCL_READ | OMP2OCL_WRITE);\n";
  S += "        for (__e = 0; __e < " + Count + "; ++__e) {\n";
  S += "          " + ET + " __acc = __part[__e];\n";
  S += "          for (__i = 1; __i < __cnt; ++__i) __acc = " +
       combineExpr(V.redOp, "__acc", "__part[__i * " + Count + " + __e]") + ";\n";
  S += "          __dst[__e] = " + combineExpr(V.redOp, "__dst[__e]", "__acc") + ";\n";
  S += "        }\n";
  S += "      }\n";
  return S;
}

/// The bytes [Lo, Hi) a kernel may touch through V, as host code that sets
/// Lo and Hi (unsigned long addresses).
static std::string rangeCode(const Variable &V, const std::string &Lo, const std::string &Hi) {
  std::string P = "(unsigned long)(const void *)";
  if (!V.isPointer) {
    std::string Obj = V.kind == VarKind::InPlace ? "&" + V.name : V.name;
    return Lo + " = " + P + Obj + "; " + Hi + " = " + Lo + " + sizeof(" + V.name + ");";
  }
  if (!V.wholeBlock && !V.extentLowText.empty())
    return Lo + " = " + P + "(" + V.name + " + (" + V.extentLowText + ")); " + Hi + " = " + P +
           "(" + V.name + " + (" + V.extentHighText + ") + 1);";
  // The allocation block (a pointer in none declines at its argument).
  return "{ void *__s = 0; size_t __b = 0; " + Lo + " = " + P + V.name + "; " + Hi + " = " +
         Lo + " + 1; if (omp2ocl_block_of((const void *)" + V.name + ", &__s, &__b)) { " +
         Lo + " = " + P + "__s; " + Hi + " = " + Lo + " + __b; } }";
}

/// The launch checks of joined loops that took two variables, one reached
/// through a pointer, for distinct memory (LoopNest::aliasChecks): their
/// ranges must not overlap, or, where the accesses of both separate the
/// iterations as one array's, the pointers must be equal.
static std::string aliasCheckCode(const LoopNest &N) {
  std::string S;
  for (const LoopNest::AliasCheck &C : N.aliasChecks) {
    const Variable *A = N.findVar(C.written), *B = N.findVar(C.other);
    auto Kept = [](const Variable *V) {
      return V && (V->kind == VarKind::Buffer || V->kind == VarKind::InPlace);
    };
    if (!Kept(A) || !Kept(B))
      continue;
    std::string Same = C.sameOk ? "(const void *)" + A->name + " == (const void *)" + B->name +
                                      " || "
                                : "";
    S += "      {\n        unsigned long __a0, __a1, __b0, __b1;\n";
    S += "        " + rangeCode(*A, "__a0", "__a1") + "\n";
    S += "        " + rangeCode(*B, "__b0", "__b1") + "\n";
    S += "        if (!(" + Same + "__a1 <= __b0 || __b1 <= __a0)) { __omp2ocl_ran = "
         "omp2ocl_decline(__k, \"'" + A->name + "' and '" + B->name +
         "' may overlap, and the kernel runs the iterations of a loop inside the "
         "parallel loop side by side\"); break; }\n      }\n";
  }
  return S;
}

static std::string launchCode(const LoopNest &N, const UnitFeatures &Features,
                              bool LayoutModel, const ASTContext &Ctx) {
  std::string S;
  std::string Fail = " { __omp2ocl_ran = 0; break; }\n";
  // The whole sequence holds the runtime: threads that reach offloaded
  // loops together (nested regions, sections) launch one after another.
  // One statement (braced): a work-sharing loop's `single` applies to it.
  S += "    { omp2ocl_launch_begin();\n";
  S += "    do {\n";
  S += "      omp2ocl_kernel *__k;\n";
  S += "      long __lb0 = 0, __ub0 = 0, __n0 = 0, __lb1 = 0, __ub1 = 0, __n1 = 0, "
       "__lb2 = 0, __ub2 = 0, __n2 = 0, __st0 = 1, __st1 = 1, __st2 = 1;\n";
  // Only the nest's own dimensions are used; the rest stay quiet under -Wall.
  S += "      (void)__lb1; (void)__ub1; (void)__n1; (void)__lb2; (void)__ub2; (void)__n2;\n";
  S += "      (void)__st0; (void)__st1; (void)__st2;\n";
  S += "      size_t __gws[3] = {1, 1, 1};\n";
  for (size_t K = 0; K < N.dims.size(); ++K)
    S += tripCount(N.dims[K], std::to_string(K), Ctx);
  // The first loop a run reaches decides the mode, with the features
  // instantiated from this site's values (Features.h).
  std::string WorkItems;
  for (size_t K = 0; K < N.dims.size(); ++K)
    WorkItems += (K ? " * " : "") + std::string("(double)__n") + std::to_string(K);
  unsigned NSym = std::max(1u, Features.numSymbols);
  S += "      if (omp2ocl_undecided()) {\n";
  S += "        double __omp2ocl_sv[" + std::to_string(NSym) + "];\n        int __i;\n";
  S += "        for (__i = 0; __i < " + std::to_string(NSym) +
       "; __i++) __omp2ocl_sv[__i] = __builtin_nan(\"\");\n";
  auto Site = Features.siteSymbols.find(N.id);
  if (Site != Features.siteSymbols.end())
    S += Site->second;
  S += "        omp2ocl_decide_at(__omp2ocl_program(), " + std::to_string(N.kernelIndex) + ", " +
       WorkItems + ", __omp2ocl_sv);\n      }\n";
  S += "      if (!omp2ocl_opencl_active(__omp2ocl_program())) break;\n";
  // What the privatization proof assumed of the invariants (else: OpenMP).
  for (const AffineExpr &G : N.launchGuards)
    S += "      if (!(" + guardCondition(G) + ")) break;\n";
  for (size_t K = 0; K < N.dims.size(); ++K)
    if (N.dims[K].stepExpr)
      S += "      if (__st" + std::to_string(K) + " < 1) break;\n";
  S += "      __omp2ocl_ran = 1;\n";
  std::string Empty;
  for (size_t K = 0; K < N.dims.size(); ++K)
    Empty += (Empty.empty() ? "" : " || ") + std::string("__n") + std::to_string(K) + " <= 0";
  // No iteration at all: a lastprivate iterator ends as the loops left it
  // in order, the first empty one at its start (`for (i = 50; i < 40; ...)`
  // leaves i = 50), the ones inside it unchanged.
  std::string EmptyExit;
  bool AnyLast = false;
  for (size_t K = 0; K < N.dims.size(); ++K)
    AnyLast |= N.dims[K].lastPrivate;
  if (AnyLast) {
    std::string Go = "1";
    for (size_t K = 0; K < N.dims.size(); ++K) {
      std::string KS = std::to_string(K), Iv = N.dims[K].iv->getNameAsString();
      if (N.dims[K].lastPrivate)
        EmptyExit += " if (" + Go + ") " + Iv + " = (__typeof__(" + Iv + "))(__n" + KS +
                     " > 0 ? " + lastIteratorValue(N.dims[K], KS) + " : __lb" + KS + ");";
      Go += " && __n" + KS + " > 0";
    }
  }
  S += "      if (" + Empty + ") {" + EmptyExit + " break; }\n";
  for (size_t K = 0; K < N.dims.size(); ++K)
    S += "      __gws[" + std::to_string(N.ndrangeDimOf[K]) + "] = (size_t)__n" +
         std::to_string(K) + ";\n";
  S += "      __k = omp2ocl_kernel_get(__omp2ocl_program(), " + std::to_string(N.kernelIndex) +
       ");\n";
  S += "      if (!__k)" + Fail;
  for (const std::string &C : N.teamOfOne)
    S += "      if (" + C + ") { __omp2ocl_ran = omp2ocl_decline(__k, \"a team of one thread "
         "runs the loop, in order (if or num_threads clause)\"); break; }\n";
  S += aliasCheckCode(N);
  for (const KernelParam &P : N.params) {
    std::string A = std::to_string(P.arg);
    const Variable *V = P.var;
    switch (P.kind) {
    case KernelParam::LowerBound:
      S += "      if (!omp2ocl_arg_value(__k, " + A + ", &__lb" + std::to_string(P.dim) +
           ", sizeof(long)))" + Fail;
      break;
    case KernelParam::TripCount:
      S += "      if (!omp2ocl_arg_value(__k, " + A + ", &__n" + std::to_string(P.dim) +
           ", sizeof(long)))" + Fail;
      break;
    case KernelParam::Step:
      S += "      if (!omp2ocl_arg_value(__k, " + A + ", &__st" + std::to_string(P.dim) +
           ", sizeof(long)))" + Fail;
      break;
    case KernelParam::Mem: {
      std::string Flags;
      if (V->readInLoop || V->kind == VarKind::InPlace)
        Flags = "OMP2OCL_READ";
      if (V->writtenInLoop || V->kind == VarKind::InPlace)
        Flags += std::string(Flags.empty() ? "" : " | ") + "OMP2OCL_WRITE";
      if (Flags.empty())
        Flags = "OMP2OCL_READ";
      if (V->overwrittenWhole)
        Flags = "OMP2OCL_WRITE | OMP2OCL_WRITE_ALL";
      if (V->kind == VarKind::InPlace) {
        S += "      if (!omp2ocl_arg_mem(__k, " + A + ", (void *)&" + V->name +
             ", sizeof(" + V->name + "), " + Flags + "))" + Fail;
      } else if (!P.pointerExtent) {
        if (!V->overwrittenWhenTrips.empty()) {
          // Written whole when the loops run over every row (WriteAll.cpp).
          std::string Cond;
          for (auto &[K, Size] : V->overwrittenWhenTrips)
            Cond += (Cond.empty() ? "" : " && ") + std::string("__n") + std::to_string(K) +
                    " == " + std::to_string(Size) + "L";
          Flags = "(" + Cond + " ? OMP2OCL_WRITE | OMP2OCL_WRITE_ALL : " + Flags + ")";
        }
        S += "      if (!omp2ocl_arg_mem(__k, " + A + ", (void *)" + V->name +
             ", sizeof(" + V->name + "), " + Flags + "))" + Fail;
      } else if (V->wholeBlock) {
        // The allocation block the pointer points into (it may start below
        // the pointer), uploaded and written back whole: never WRITE_ALL, so
        // the elements the kernel does not write keep their values. The
        // kernel's pointer is the block's start minus adj.
        std::string Blk = "__blk_" + V->name, Bytes = "__blkbytes_" + V->name,
                    Adj = "__adj_" + V->name;
        S += "      {\n";
        S += "        void *" + Blk + " = 0; size_t " + Bytes + " = 0; long " + Adj + ";\n";
        S += "        if (!omp2ocl_block_of((const void *)" + V->name + ", &" + Blk + ", &" +
             Bytes + ")) { __omp2ocl_ran = omp2ocl_decline(__k, \"'" + V->name +
             "' points into no allocation block a translated unit registered (stack "
             "or library memory): its extent is unknown\"); break; }\n";
        S += "        " + Adj + " = (long)((const char *)" + Blk + " - (const char *)" +
             V->name + ");\n";
        S += "        if (!omp2ocl_arg_mem(__k, " + A + ", " + Blk + ", " + Bytes + ", " +
             Flags + ")) { __omp2ocl_ran = 0; break; }\n";
        S += "        if (!omp2ocl_arg_value(__k, " + std::to_string(P.arg + 2) + ", &" +
             Adj + ", sizeof(long))) { __omp2ocl_ran = 0; break; }\n";
        S += "      }\n";
        S += "      if (!__omp2ocl_ran) break;\n";
      } else {
        std::string Lo = "__lo_" + V->name, Hi = "__hi_" + V->name,
                    Adj = "__adj_" + V->name;
        S += "      {\n";
        S += "        long " + Lo + " = " + V->extentLowText + ", " + Hi + " = " +
             V->extentHighText + ";\n";
        // Below the pointer: the object's only when the registry's block
        // holding the pointer holds those bytes too (p into the middle of
        // an array); otherwise the host version runs this time instead.
        S += "        if (" + Lo + " < 0 && !omp2ocl_below_in_block((const void *)" + V->name +
             ", (size_t)(-" + Lo + ") * sizeof(*(" + V->name + ")))) { __omp2ocl_ran = "
             "omp2ocl_decline(__k, \"the accesses through '" + V->name + "' start before "
             "the pointer, outside the allocation block that holds it\"); break; }\n";
        S += "        long " + Adj + " = " + Lo + " * (long)sizeof(*(" + V->name + "));\n";
        if (!V->overwrittenWhenDense.empty()) {
          // A linearised grid written densely (WriteAll.cpp): its range is
          // exactly the writes when it is as large as they are.
          std::string Count;
          for (int K : V->overwrittenWhenDense)
            Count += (Count.empty() ? "" : " * ") + std::string("(unsigned long)__n") +
                     std::to_string(K);
          for (const std::string &F : V->overwrittenDenseFactors)
            Count += " * (unsigned long)" + F;
          Flags = "(" + Hi + " >= " + Lo + " && (unsigned long)(" + Hi + " - " + Lo +
                  " + 1) == " + Count + " ? OMP2OCL_WRITE | OMP2OCL_WRITE_ALL : " + Flags + ")";
        }
        // The range is a bound of the accesses: the runtime cuts it at the
        // end of the pointer's allocation block when it is registered.
        S += "        if (!omp2ocl_arg_mem(__k, " + A + ", (void *)(" + V->name + " + " +
             Lo + "), " + Hi + " >= " + Lo + " ? (size_t)(" + Hi + " - " + Lo +
             " + 1) * sizeof(*(" + V->name + ")) : 0, " + Flags + " | OMP2OCL_IN_BLOCK))" +
             " { __omp2ocl_ran = 0; break; }\n";
        S += "        if (!omp2ocl_arg_value(__k, " + std::to_string(P.arg + 2) + ", &" +
             Adj + ", sizeof(long))) { __omp2ocl_ran = 0; break; }\n";
        S += "      }\n";
        S += "      if (!__omp2ocl_ran) break;\n";
      }
      break;
    }
    case KernelParam::ValueArg:
      S += "      if (!omp2ocl_arg_value(__k, " + A + ", &" + V->name + ", sizeof(" +
           V->name + ")))" + Fail;
      break;
    case KernelParam::Reduction:
      if (V->arrayReduction)
        S += "      if (!omp2ocl_arg_array_reduction(__k, " + A + ", sizeof(" +
             firstElement(*V) + "), " + std::to_string(V->redCount) + "))" + Fail;
      else
        S += "      if (!omp2ocl_arg_reduction(__k, " + A + ", sizeof(" + V->name + ")))" +
             Fail;
      break;
    case KernelParam::Out:
      S += "      if (!omp2ocl_arg_out(__k, " + A + ", &" + V->name + ", sizeof(" +
           V->name + ")))" + Fail;
      break;
    case KernelParam::Scratch:
      S += "      if (!omp2ocl_arg_scratch(__k, " + A + ", sizeof(" + V->name + ")))" +
           Fail;
      break;
    case KernelParam::Lanes: {
      // Split inner sum: each index of dimension 0 becomes up to this many
      // lanes; the partials' element is the widest sum's type.
      uint64_t Elem =
          Ctx.getTypeSizeInChars(widestSum(N.plan.split, Ctx)->getType()).getQuantity();
      S += "      if (!omp2ocl_arg_lanes(__k, " + A + ", " +
           std::to_string(N.plan.split.lanes) + "U, " + std::to_string(Elem) + "UL))" + Fail;
      break;
    }
    }
  }
  // Dynamic index reordering: the variant and the arrays it reads reordered
  // (the runtime decides per launch which kernel runs).
  if (!N.dynamic.copies.empty()) {
    std::string Copies;
    for (const DynamicCopy &C : N.dynamic.copies) {
      unsigned Arg = 0;
      for (const KernelParam &P : N.params)
        if (P.kind == KernelParam::Mem && P.var && P.var->decl == C.array)
          Arg = P.arg;
      std::string Ext, Ord;
      for (size_t D = 0; D < C.extents.size(); ++D) {
        Ext += (D ? ", " : "") + std::to_string(C.extents[D]) + "UL";
        Ord += (D ? ", " : "") + std::to_string(C.order[D]) + "U";
      }
      char Acc[64];
      snprintf(Acc, sizeof Acc, "%.17g", C.accessesPerItem);
      Copies += std::string(Copies.empty() ? "" : ",\n") + "        {\"" +
                C.array->getNameAsString() + "\", " + std::to_string(Arg) + "U, " +
                std::to_string(C.extents.size()) + "U, {" + Ext + "}, {" + Ord + "}, " +
                std::to_string(C.elemSize) + "UL, " + (C.written ? "1" : "0") + ", " +
                Acc + "}";
    }
    S += "      {\n        static const omp2ocl_layout __omp2ocl_copies[" +
         std::to_string(N.dynamic.copies.size()) + "] = {\n" + Copies + "};\n";
    S += "        if (!omp2ocl_arg_layout(__k, " + std::to_string(N.dynamic.kernelIndex) +
         ", " + std::to_string(N.dynamic.copies.size()) +
         "U, __omp2ocl_copies, " + (LayoutModel ? "__omp2ocl_layout_predict" : "0") +
         ")) { __omp2ocl_ran = 0; break; }\n      }\n";
  }
  S += "      if (!omp2ocl_launch(__k, " + std::to_string(N.dims.size()) + ", __gws))" +
       Fail;
  for (const KernelParam &P : N.params) {
    if (P.kind != KernelParam::Reduction)
      continue;
    if (P.var->arrayReduction) {
      S += combineArrayPartials(N, P);
      continue;
    }
    const std::string &Name = P.var->name;
    S += "      {\n";
    S += "        size_t __cnt = 0, __i;\n";
    S += "        const __typeof__(" + Name + ") *__part = (const __typeof__(" + Name +
         ") *)omp2ocl_reduction_partials(__k, " + std::to_string(P.arg) + ", &__cnt);\n";
    S += "        __typeof__(" + Name + ") __acc;\n";
    S += "        if (!__part || __cnt == 0) omp2ocl_fatal(\"lost the partial results "
         "of reduction '" + Name + "' in kernel '" + N.kernelName + "'\");\n";
    S += "        __acc = __part[0];\n";
    S += "        for (__i = 1; __i < __cnt; ++__i) __acc = " +
         combineExpr(P.var->redOp, "__acc", "__part[__i]") + ";\n";
    S += "        " + Name + " = " + combineExpr(P.var->redOp, Name, "__acc") + ";\n";
    S += "      }\n";
  }
  // lastprivate loop variables end one step past their last value.
  for (size_t K = 0; K < N.dims.size(); ++K)
    if (N.dims[K].lastPrivate) {
      std::string KS = std::to_string(K);
      S += "      " + N.dims[K].iv->getNameAsString() + " = (__typeof__(" +
           N.dims[K].iv->getNameAsString() + "))" + lastIteratorValue(N.dims[K], KS) + ";\n";
    }
  // Automatic arrays die with their function: the buffer table must never
  // hold a dead stack range. Most are handed back as their scope ends
  // (handedBackAtScopeExit), main's own as main returns (Allocations.cpp);
  // the rest right after the launch.
  for (const Variable &V : N.vars)
    if ((V.kind == VarKind::Buffer || V.kind == VarKind::InPlace) &&
        !V.hasGlobalStorage && !V.isPointer && !livesUntilMainReturns(V.decl, Ctx) &&
        !handedBackAtScopeExit(V.decl, Ctx))
      S += "      omp2ocl_forget(" + std::string(V.kind == VarKind::InPlace ? "&" : "") +
           V.name + ");\n";
  S += "    } while (0);\n";
  S += "    omp2ocl_launch_end(); }\n";
  return S;
}

/// The pieces Loops[First..] of a distributed loop, all offloaded: their
/// launches in order, then the original loop with each piece's statements
/// guarded.
static void emitDistributed(std::vector<LoopNest> &Loops, size_t First,
                            const UnitFeatures &Features, bool LayoutModel,
                            ASTContext &Ctx, Rewriter &R) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LoopNest &F = Loops[First];
  int Count = F.dist.pieces;
  std::string Names;
  for (int P = 0; P < Count; ++P)
    Names += (P ? ", " : "") + Loops[First + P].kernelName;
  std::string Pre = "{ /* omp2ocl: " + F.dist.loopName + " distributed into " + Names +
                    " */\n  int __omp2ocl_done = 0; /* kernels that ran, in order */\n";
  if (F.context == LoopContext::WorkShare) {
    // As for one kernel (see above); the pieces have no reduction or
    // lastprivate results to broadcast.
    Pre += "#pragma omp barrier\n";
    Pre += "#pragma omp single copyprivate(__omp2ocl_done)\n";
  }
  Pre += "  do {\n";
  for (int P = 0; P < Count; ++P) {
    Pre += "  {\n    int __omp2ocl_ran = 0;\n";
    Pre += launchCode(Loops[First + P], Features, LayoutModel, Ctx);
    Pre += "    if (!__omp2ocl_ran) break;\n  }\n";
    Pre += "  __omp2ocl_done = " + std::to_string(P + 1) + ";\n";
  }
  Pre += "  } while (0);\n";
  // The host version runs the pieces that did not run: every buffer comes
  // home first.
  Pre += "  if (__omp2ocl_done < " + std::to_string(Count) +
         ") {\n  omp2ocl_host_access_all(OMP2OCL_READ | OMP2OCL_WRITE);\n";
  R.InsertTextBefore(startOfLine(F.directive->getBeginLoc(), SM), Pre);
  R.InsertTextAfter(endOfStatement(F.directive, Ctx), "\n  }\n}\n");

  // Guards: `if (__omp2ocl_done <= P) {` before the piece's first statement,
  // `}` after its last (one insertion where a piece ends where the next
  // begins).
  std::vector<SourceLocation> Ends(Count);
  for (int P = 0; P < Count; ++P) {
    const LoopNest &Q = Loops[First + P];
    SourceLocation B = SM.getExpansionLoc(Q.dist.stmts.front()->getBeginLoc());
    std::string Open = "if (__omp2ocl_done <= " + std::to_string(P) + ") { ";
    bool Joined = P > 0 && Ends[P - 1] == B;
    if (Joined)
      Open = "} " + Open;
    R.InsertTextBefore(B, Open);
    Ends[P] = endOfStatement(Q.dist.stmts.back(), Ctx);
  }
  for (int P = 0; P < Count; ++P) {
    bool JoinedNext = P + 1 < Count &&
                      Ends[P] == SM.getExpansionLoc(
                                     Loops[First + P + 1].dist.stmts.front()->getBeginLoc());
    if (!JoinedNext)
      R.InsertTextAfter(Ends[P], " }");
  }
}

void emitHost(std::vector<LoopNest> &Loops, const std::string &UnitName,
              const std::string &KernelSource, const UnitFeatures &Features,
              const EmbeddedModel &Model, const EmbeddedLayoutModel &LayoutModel,
              ASTContext &Ctx, Rewriter &R) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Names;
  int Count = 0;
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    Names += "  \"" + N.kernelName + "\",\n";
    ++Count;
  }
  // Variants (dynamic index reordering) follow the kernels.
  for (LoopNest &N : Loops)
    if (N.offload && !N.dynamic.copies.empty()) {
      Names += "  \"" + N.dynamic.kernelName + "\",\n";
      ++Count;
    }
  for (size_t I = 0; I < Loops.size(); ++I) {
    LoopNest &N = Loops[I];
    if (!N.offload || N.dist.piece > 0)
      continue;
    if (N.dist.piece == 0) {
      emitDistributed(Loops, I, Features, LayoutModel.present, Ctx, R);
      continue;
    }
    SourceLocation Begin = startOfLine(N.directive->getBeginLoc(), SM);
    SourceLocation End = endOfStatement(N.directive, Ctx);
    std::string Pre = "{ /* omp2ocl: " + N.kernelName + " */\n  int __omp2ocl_ran = 0;\n";
    if (N.context == LoopContext::WorkShare) {
      std::string Broadcast = "__omp2ocl_ran";
      for (const Variable &V : N.vars)
        if ((V.kind == VarKind::Reduction || V.kind == VarKind::LastPrivate) &&
            V.threadLocal && !V.privateAccumulator)
          Broadcast += ", " + V.name;
      for (const ParallelDim &PD : N.dims)
        if (PD.lastPrivate && PD.ivThreadLocal)
          Broadcast += ", " + PD.iv->getNameAsString();
      // The kernel covers every thread's iterations, but after a `nowait`
      // loop other threads may still be writing what it reads (OpenMP only
      // promises a thread its own static iterations): wait for the team.
      Pre += "#pragma omp barrier\n";
      Pre += "#pragma omp single copyprivate(" + Broadcast + ")\n";
    }
    Pre += launchCode(N, Features, LayoutModel.present, Ctx);
    // The host version after a declined launch: every buffer comes home.
    Pre += "  if (!__omp2ocl_ran) {\n  omp2ocl_host_access_all(OMP2OCL_READ | OMP2OCL_WRITE);\n";
    R.InsertTextBefore(Begin, Pre);
    R.InsertTextAfter(End, "\n  }\n}\n");
  }
  // The prelude includes system headers, so it goes after the file's
  // leading #define/#undef lines: feature-test macros such as
  // _POSIX_C_SOURCE only work before the first system header.
  unsigned PreludeLine = 1;
  llvm::StringRef MainText = SM.getBufferData(SM.getMainFileID());
  unsigned PreludeOffset = preludeOffset(MainText, PreludeLine);
  // Only the runtime's header: a system header could clash with the
  // program's own names (a global `random`, a function `select`).
  // omp_get_num_threads as omp.h declares it (TeamClauses.cpp's launch
  // conditions ask it).
  std::string Top = "#include \"omp2ocl_rt.h\"\nint omp_get_num_threads(void);\n";
  // A file of comments and #defines whose last line has no newline: the
  // prelude goes at its end and must not continue that line.
  if (PreludeOffset > 0 && MainText[PreludeOffset - 1] != '\n')
    Top = "\n" + Top;
  Top += "static const char __omp2ocl_source[] =\n" + cStringLiteral(KernelSource) + ";\n";
  Top += "static const char *const __omp2ocl_kernel_names[] = {\n" + Names + "  0\n};\n";
  Top += "static void __omp2ocl_features(double *, int, double, const double *);\n";
  if (Model.present)
    Top += "static int __omp2ocl_predict(const double *);\n";
  if (LayoutModel.present)
    Top += "static int __omp2ocl_layout_predict(const double *);\n";
  Top += "static omp2ocl_program __omp2ocl_prog __attribute__((unused)) = {\"" + UnitName +
         "\", __omp2ocl_source, __omp2ocl_kernel_names, " + std::to_string(Count) + ", " +
         (Model.present ? "__omp2ocl_predict" : "0") + ", 0, __omp2ocl_features, " +
         std::to_string(std::max(1u, Features.numSymbols)) + ", " +
         (Model.present ? cStringLiteral(Model.name) : "0") + "};\n";
  // Keeps the runtime's start-up object linked even in a program whose loops
  // all stay on the host, so OMP2OCL_PROFILE still reports.
  Top += "static int (*const __omp2ocl_keep)(omp2ocl_program *) "
         "__attribute__((used)) = omp2ocl_opencl_active;\n";
  // The launch code names the program through a function: a variable would
  // need listing in a region's default(none).
  Top += "static inline omp2ocl_program *__omp2ocl_program(void) { return &__omp2ocl_prog; }\n";
  Top += "static inline long omp2ocl_mul_lo(long a, long b, long c, long d) {\n"
         "  long p[4] = {a * c, a * d, b * c, b * d}, m = p[0]; int i;\n"
         "  for (i = 1; i < 4; i++) if (p[i] < m) m = p[i];\n  return m;\n}\n"
         "static inline long omp2ocl_mul_hi(long a, long b, long c, long d) {\n"
         "  long p[4] = {a * c, a * d, b * c, b * d}, m = p[0]; int i;\n"
         "  for (i = 1; i < 4; i++) if (p[i] > m) m = p[i];\n  return m;\n}\n";
  Top += "static inline long omp2ocl_min_l(long a, long b) { return a < b ? a : b; }\n"
         "static inline long omp2ocl_max_l(long a, long b) { return a > b ? a : b; }\n"
         "#line " + std::to_string(PreludeLine) + " \"" + UnitName + "\"\n";
  clang::SourceLocation FileStart = SM.getLocForStartOfFile(SM.getMainFileID());
  R.InsertTextBefore(FileStart, "/* Generated by omp2ocl from " + UnitName +
                                    ": each offloadable OpenMP loop has an OpenCL "
                                    "version. */\n#line 1 \"" + UnitName + "\"\n");
  R.InsertTextBefore(FileStart.getLocWithOffset(PreludeOffset), Top);

  // After every file-scope declaration: the features (which read globals)
  // and the model.
  std::string Bottom = "\n/* omp2ocl: device selection (features, model) */\n" +
                       Features.hostFunction + Model.code + LayoutModel.code;
  R.InsertTextAfter(SM.getLocForEndOfFile(SM.getMainFileID()), Bottom);
}

} // namespace omp2ocl
