//===- LoopModel.h - the translator's model of an OpenMP loop nest --------===//
//
// The front end (Discover, BuildModel) turns each OpenMP work-sharing loop into
// a LoopNest; the decision (Legality), the optimisation passes and the printers
// work on it. Clang nodes appear only as opaque handles for the printers, which
// are the only places that print source.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_LOOPMODEL_H
#define OMP2OCL_LOOPMODEL_H

#include "Affine.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Expr;
class ForStmt;
class FunctionDecl;
class OMPExecutableDirective;
class Stmt;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// Where the loop sits, which decides how its OpenCL version is launched.
enum class LoopContext {
  Combined,  ///< `#pragma omp parallel for`: launched by the encountering thread
  WorkShare, ///< `#pragma omp for` in a region or orphaned: launched by one
             ///< thread of the team (`single`) and the team told the result
};

/// One loop of the nest that becomes an NDRange dimension.
struct ParallelDim {
  const clang::ForStmt *loop = nullptr;
  const clang::VarDecl *iv = nullptr;
  const clang::Expr *lower = nullptr; ///< first value of iv
  const clang::Expr *upper = nullptr; ///< bound compared against
  bool upperInclusive = false;        ///< `<=` / `>=`
  int64_t step = 1;                   ///< constant, non-zero
  /// `iv += s` with s a run-time value (OpenMP requires it loop-invariant):
  /// its magnitude, evaluated once on the host; `step` is then the
  /// direction, 1 or -1, and the iterator's range [lower, upper] only a
  /// superset of its values (never used to prove that writes cover it).
  const clang::Expr *stepExpr = nullptr;
  /// The magnitude is -stepExpr: `i += s` counting down (`i > lo`, s < 0
  /// at run time) or `i -= s` counting up.
  bool stepExprNegated = false;
  bool lastPrivate = false;           ///< lastprivate(iv): final value on exit
  bool ivThreadLocal = false;         ///< iv is a thread's own automatic variable
  AffineExpr lowerAffine, upperAffine;
};

/// D's step when it is a constant, 0 when it is a run-time value (so that
/// `constantStep(D) == 1` asks whether the loop takes every value between
/// its bounds).
inline int64_t constantStep(const ParallelDim &D) { return D.stepExpr ? 0 : D.step; }

/// Dimension K's step as the host launcher and the kernel spell it: the
/// constant, or the run-time magnitude the host passes (`__stK`,
/// KernelParam::Step) with the loop's direction.
inline std::string stepText(const ParallelDim &D, const std::string &K) {
  if (D.stepExpr)
    return std::string(D.step > 0 ? "" : "-") + "__st" + K;
  return std::to_string(D.step) + "L";
}

enum class VarKind {
  Iterator,        ///< a mapped loop's induction variable
  Buffer,          ///< memory shared by all work-items: a __global buffer
  InPlace,         ///< one shared object used in place through a buffer: a
                   ///< scalar updated atomically, or a struct
  Value,           ///< read-only in the loop: passed by value
  Private,         ///< written before read in every iteration: per work-item
  PrivateArray,    ///< an array private to each work-item
  LastPrivate,     ///< private, value of the last iteration copied out
  Reduction,       ///< combined over all iterations with `redOp`
};

enum class ReductionOp { Add, Mul, Min, Max, BitAnd, BitOr, BitXor, LogAnd, LogOr };

/// One memory access of a Buffer variable inside the loop nest.
struct Access {
  const clang::Expr *expr = nullptr;        ///< the outermost subscript / deref
  std::vector<AffineExpr> subscripts;       ///< outermost first
  bool isRead = false, isWrite = false;
};

struct Variable {
  const clang::VarDecl *decl = nullptr;
  std::string name;
  VarKind kind = VarKind::Value;
  ReductionOp redOp = ReductionOp::Add;
  bool readInLoop = false, writtenInLoop = false;
  bool isPointer = false;    ///< a pointer variable (heap or parameter)
  bool isArray = false;      ///< an array object (static, global or local)
  bool hasGlobalStorage = false;
  /// An automatic variable private to each thread of the team (declared in
  /// the parallel region, or a local of a function with an orphaned loop):
  /// results the launching thread receives must be broadcast to the team.
  bool threadLocal = false;
  /// Only for kind == Buffer through a pointer: element extent of the accesses,
  /// as host expressions (set by the extent analysis), or empty when unknown.
  std::string extentLowText, extentHighText;
  /// Only for kind == Buffer through a pointer whose extent is unknown: the
  /// launch hands over the whole allocation block the pointer points into,
  /// asked of the runtime's registry (omp2ocl_block_of); `wholeBlockWhy` says
  /// why the extent is unknown (for the remark).
  bool wholeBlock = false;
  std::string wholeBlockWhy;
  std::vector<Access> accesses;
  /// The kernel writes every element handed over and reads none: the launch
  /// skips the upload (OMP2OCL_WRITE_ALL; WriteAll.cpp).
  bool overwrittenWhole = false;
  /// Only for a pointer buffer written as a linearised grid: the kernel
  /// writes every element handed over when the range holds as many elements
  /// as the product of these mapped dimensions' trip counts (the launch
  /// compares and passes OMP2OCL_WRITE_ALL then; WriteAll.cpp).
  std::vector<int> overwrittenWhenDense;
  /// ... and these trip counts of inner loops around the write (host C).
  std::vector<std::string> overwrittenDenseFactors;
  /// Only for a static array: the kernel writes every element when each of
  /// these mapped dimensions (from 0 by 1) runs as many iterations as the
  /// paired size (the launch compares; WriteAll.cpp).
  std::vector<std::pair<int, uint64_t>> overwrittenWhenTrips;
  /// Only for kind == Reduction over an array (ArrayReduction.cpp): each
  /// work-item's copy has `redCopyElems` scalar elements (row-major), all
  /// starting at the operator's identity; elements [redFirst, redFirst +
  /// redCount) are combined over the work-items and then into the variable.
  /// For a pointer the copy covers [0, redFirst + redCount) of the section's
  /// indices, so that the body's subscripts need no shift.
  bool arrayReduction = false;
  uint64_t redFirst = 0, redCount = 0, redCopyElems = 0;
  /// A reduction recognised from the legacy idiom (a thread's own array or
  /// scalar accumulated by the loop, then merged into shared memory under
  /// critical or atomic): the totals go into the launching thread's copy
  /// only, never to the rest of the team (each thread's merge still runs).
  bool privateAccumulator = false;
  std::string accumulatorNote; ///< for the remark: what the merge is
  /// LastPrivate that is firstprivate too: each work-item starts from the
  /// original value (the result when the last iteration does not assign).
  bool firstPrivateToo = false;
};

/// One argument of the generated kernel, in order; the host launcher sets
/// argument `arg` (and the following ones the runtime call implies).
struct KernelParam {
  enum Kind {
    LowerBound, ///< long: first value of dims[dim].iv
    TripCount,  ///< long: iterations of dims[dim]
    Step,       ///< long: the run-time step magnitude of dims[dim] (stepExpr)
    Mem,        ///< buffer + byte offset (+ element adjustment for pointers)
    ValueArg,   ///< by value
    Reduction,  ///< per-group partials + __local scratch
    Out,        ///< lastprivate result
    Scratch,    ///< global memory backing a large private array
    Lanes,      ///< split inner sum: `uint` lanes per work-item + __local
                ///< scratch of one element per work-item of a group
  } kind;
  int dim = -1;
  const Variable *var = nullptr;
  unsigned arg = 0;
  bool pointerExtent = false; ///< Mem through a pointer: a third `adj` arg
};

/// What the optimisation passes decided for one kernel; the kernel printer
/// carries it out. Passes fill it from the model; only the printer spells
/// OpenCL.
struct KernelPlan {
  /// One private copy of global memory held for the whole work-item: a
  /// register (width 1) or a vector of `width` consecutive elements starting
  /// at `first` (vloadn/vstoren). Loaded at the start of the work-item's body,
  /// stored at its end when `store`.
  struct Slot {
    std::string name;                 ///< the private variable
    const clang::Expr *first = nullptr; ///< an access to the (first) element
    unsigned width = 1;               ///< 1, 2, 4, 8 or 16
    bool store = false;               ///< written in the body: store at the end
  };
  std::vector<Slot> slots;
  /// Accesses printed as a slot (`lane` -1: the whole register, else the
  /// vector component `.sK`).
  struct Replacement {
    unsigned slot = 0;
    int lane = -1;
  };
  std::map<const clang::Expr *, Replacement> replaced;
  /// Read-only arrays copied into __local memory by the work-group before
  /// the body runs (every use of the variable then reads the copy).
  struct LocalCopy {
    const clang::VarDecl *var = nullptr;
    uint64_t elements = 0;
  };
  std::vector<LocalCopy> localCopies;
  /// Private arrays in global scratch laid out element-major (private
  /// interleaving, PrivateInterleave.cpp): scalar element e of work-item w
  /// at scratch[e * work-items + w]. Every use is a subscript chain the
  /// printer linearises or an argument for a parameter it clones for.
  std::vector<const clang::VarDecl *> interleaved;
  /// Split inner sums (SplitInnerSums.cpp): the work-item body is `before;
  /// for (k = lo; k < hi; k += step) { s += e; } after;` and each work-item
  /// becomes `lanes` work-items ("lanes", adjacent in work-item dimension
  /// 0, one work-group). Lane l sums the iterations lo + (l + m * lanes) *
  /// step into a partial starting at 0; the partials are added by a tree in
  /// __local memory; lane 0 adds the total to s and alone runs `after`. The
  /// loop may sum into several variables (`sums`, one partial and one tree
  /// each). The
  /// statements `before` (assignments and declarations of private
  /// arithmetic scalars) run in every lane. `lanes` is what the translator
  /// asks for; the runtime may launch fewer (the kernel reads its argument).
  struct SplitSum {
    unsigned lanes = 0;                       ///< 0: the kernel is not split
    const clang::ForStmt *loop = nullptr;     ///< the inner loop (a statement of the body)
    std::vector<const clang::VarDecl *> sums; ///< every sum s, in source order
    const clang::VarDecl *iv = nullptr;       ///< k (32-bit int or unsigned int)
    bool ivDeclared = false;                  ///< declared in the loop's init
    const clang::Expr *lower = nullptr;       ///< k's first value (converted to k's type)
    const clang::Expr *upper = nullptr;       ///< compared against k
    bool upperInclusive = false;              ///< `<=`
    int64_t step = 1;                         ///< positive constant
    std::vector<const clang::Stmt *> before, after; ///< statements of the body
    /// Each accumulation statement `s += e` / `s = s + e` / `s++` / `++s`
    /// of the loop's body, with its sum's index in `sums` and its e (null
    /// for an increment: 1).
    struct Add {
      unsigned sum = 0;
      const clang::Expr *value = nullptr;
    };
    std::map<const clang::Expr *, Add> adds;
  } split;
};

/// Loop distribution (LoopDistribution.cpp): the loop of one directive split
/// into consecutive kernels, each a LoopNest of its own (`piece` of
/// `pieces`, adjacent in the unit's list, in order).
struct DistributionPiece {
  int piece = -1;  ///< -1: the nest is the directive's whole loop
  int pieces = 0;
  std::string loopName; ///< the whole loop's kernel name, e.g. `compute_rhs_L417`
  /// The statements of the original loop body this piece runs, in source
  /// order (children of one compound statement): the host version guards
  /// them so that a fallback after some kernels ran runs only the rest.
  std::vector<const clang::Stmt *> stmts;
};

/// Dynamic index reordering (DynamicIndexReorder.cpp): an array this kernel
/// would rather read in another dimension order than the one it has on the
/// device. The kernel keeps its original version; a variant kernel reads a
/// permuted device copy that the runtime makes before the launch (and
/// permutes back after it when the kernel writes the array).
struct DynamicCopy {
  const clang::VarDecl *array = nullptr;
  /// The device buffer's dimensions (after global index reordering),
  /// outermost first, and the copy's order over them: dimension k of the
  /// copy is dimension order[k] of the buffer.
  std::vector<uint64_t> extents;
  std::vector<unsigned> order;
  /// The same order over the declared dimensions (what the kernel printer's
  /// LayoutPlan takes: it reads subscript chains as the source spells them).
  std::vector<unsigned> declaredOrder;
  std::vector<uint64_t> declaredExtents;
  uint64_t elemSize = 0;
  bool written = false;
  /// Estimated accesses of the array per work-item (sequential loops of
  /// unknown trip count count 16 times, as the features do).
  double accessesPerItem = 0;
  std::string layoutText; ///< "[k][j][i][m] -> [i][k][j][m]" for remarks
};
struct DynamicVariant {
  std::vector<DynamicCopy> copies; ///< empty: no variant
  std::string kernelName;          ///< the variant kernel: `<kernel>_dyn`
  std::string kernelSource;
  int kernelIndex = -1;            ///< its index in the unit's program
};

/// The model of one OpenMP work-sharing loop.
struct LoopNest {
  int id = 0;                     ///< index of the kernel in the unit
  std::string kernelName;         ///< e.g. `compute_rhs_L42`
  const clang::OMPExecutableDirective *directive = nullptr;
  const clang::FunctionDecl *function = nullptr; ///< enclosing function
  LoopContext context = LoopContext::Combined;
  bool hasNowait = false;
  int collapse = 1;
  std::vector<ParallelDim> dims;  ///< outermost first; dims.size() in 1..3
  /// Body of the innermost mapped loop. For a piece of a distributed loop it
  /// may be a compound statement the translator made (madeCompound in
  /// SourceUtils.h) whose statements keep their parents in the source.
  const clang::Stmt *body = nullptr;
  DistributionPiece dist;         ///< set when the loop was distributed
  std::vector<Variable> vars;     ///< every variable the nest uses from outside
  std::vector<const clang::FunctionDecl *> callees; ///< translated with it
  /// Permutation: ndrangeDimOf[k] = OpenCL dimension of dims[k]
  /// (innermost loop gets dimension 0 so that rows coalesce).
  std::vector<int> ndrangeDimOf;

  KernelPlan plan;                 ///< set by the optimisation passes
  DynamicVariant dynamic;          ///< dynamic index reordering's variant
  std::vector<KernelParam> params; ///< set by the kernel printer
  std::string kernelSource;       ///< the kernel and the functions it calls
  int kernelIndex = -1;           ///< index in the unit's program

  bool offload = false;           ///< the decision
  std::string reason;             ///< why it stays on the host, when it does
  const clang::Stmt *reasonAt = nullptr;
  /// Conditions the privatization proof needs (affine forms over values
  /// invariant in the loop, each >= 0), checked by the host at each launch:
  /// when one fails the OpenMP loop runs instead. `guardedVars`: the private
  /// variables that need them.
  std::vector<AffineExpr> launchGuards;
  std::vector<std::string> guardedVars;
  /// Host C conditions under which a team of one thread runs the loop (an
  /// `if` or `num_threads` clause; TeamClauses.cpp): the OpenMP version
  /// runs then, in iteration order.
  std::vector<std::string> teamOfOne;
  /// The joined loops whose separation proof (LinearizedSeparation.cpp)
  /// needs some of them: "j's iterations in 'a'".
  std::vector<std::string> guardedJoins;
  /// Joined loops take the written variable `written` and `other` (one of
  /// them reached through a pointer) for distinct memory: checked at each
  /// launch, the OpenMP loop running when their ranges overlap, unless
  /// `sameOk` (the accesses of both, taken as one array, separate the
  /// iterations) and the two pointers are equal (an in-place call).
  struct AliasCheck {
    const clang::VarDecl *written = nullptr, *other = nullptr;
    bool sameOk = false;
  };
  std::vector<AliasCheck> aliasChecks;
  /// Loops directly in the body of the innermost mapped loop that do not
  /// join the NDRange (`'j' (line 12)`), and why; empty when there are none.
  struct NotJoined {
    std::vector<std::string> loops;
    std::string why;
  } notJoined;

  Variable *findVar(const clang::VarDecl *D) {
    for (auto &V : vars)
      if (V.decl == D)
        return &V;
    return nullptr;
  }
  const Variable *findVar(const clang::VarDecl *D) const {
    return const_cast<LoopNest *>(this)->findVar(D);
  }
  void reject(std::string Why, const clang::Stmt *At = nullptr) {
    if (!offload && !reason.empty())
      return; // keep the first reason
    offload = false;
    reason = std::move(Why);
    reasonAt = At;
  }
};

const char *reductionOpSpelling(ReductionOp Op);
const char *varKindName(VarKind K);

} // namespace omp2ocl

#endif
