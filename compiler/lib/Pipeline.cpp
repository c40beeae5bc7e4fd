//===- Pipeline.cpp - the translator, one stage after another -------------===//
//
//   read (nested simd loops as plain loops) ->
//   [prepare: edits that need a new parse] ->
//   discover -> model -> decide -> loop-distribution -> [passes] ->
//   emit-kernels -> features ->
//   rewrite-layout -> emit-host -> host-access
//
// Each stage is a call into its own file; --dump-after=STAGE prints the loop
// models as they are after that stage.
//
//===----------------------------------------------------------------------===//
#include "Pipeline.h"
#include "KernelCheck.h"
#include "WriteAll.h"
#include "BuildModel.h"
#include "CLTypes.h"
#include "Discover.h"
#include "DynamicIndexReorder.h"
#include "FlattenRowPointers.h"
#include "Features.h"
#include "GlobalIndexReorder.h"
#include "Allocations.h"
#include "RegisterStorage.h"
#include "HoistLoopArrays.h"
#include "HoistMembers.h"
#include "LinearizeVLA.h"
#include "PrepareEdits.h"
#include "HostAccess.h"
#include "HostAffinity.h"
#include "HostEmitter.h"
#include "KernelEmitter.h"
#include "LayoutPlan.h"
#include "LayoutRewrite.h"
#include "Legality.h"
#include "LocalPrefetch.h"
#include "LoopDistribution.h"
#include "LoopInterchange.h"
#include "MemoryPasses.h"
#include "ModelEmbed.h"
#include "PrivateInterleave.h"
#include "SimdLoops.h"
#include "SimdPrivates.h"
#include "SourceUtils.h"
#include "SplitInnerSums.h"
#include "TeamClauses.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace omp2ocl {

static void dumpModel(const std::vector<LoopNest> &Loops, const std::string &Stage,
                      ASTContext &Ctx, const LayoutPlan &Layout) {
  llvm::errs() << "*** omp2ocl: loop models after " << Stage << " ***\n";
  const SourceManager &SM = Ctx.getSourceManager();
  for (const LayoutPlan::Layout &L : Layout.layouts) {
    llvm::errs() << "layout " << L.array->getName() << ": " << L.describe();
    for (const ParmVarDecl *P : L.params)
      llvm::errs() << ", parameter " << P->getName();
    llvm::errs() << "\n";
  }
  for (const LoopNest &N : Loops) {
    llvm::errs() << "loop " << N.id << " '" << N.kernelName << "' at line "
                 << lineOf(N.directive->getBeginLoc(), SM) << ": "
                 << (N.context == LoopContext::Combined ? "parallel for" : "for")
                 << ", " << N.dims.size() << "-D";
    if (!N.reason.empty())
      llvm::errs() << ", host: " << N.reason;
    else if (N.offload)
      llvm::errs() << ", offload";
    llvm::errs() << "\n";
    for (size_t K = 0; K < N.dims.size(); ++K)
      llvm::errs() << "  dim " << K << " -> NDRange " << N.ndrangeDimOf[K] << ": "
                   << N.dims[K].iv->getName() << " from "
                   << N.dims[K].lowerAffine.str() << " to "
                   << N.dims[K].upperAffine.str()
                   << (N.dims[K].upperInclusive ? " inclusive" : "") << " step "
                   << N.dims[K].step << "\n";
    for (const Variable &V : N.vars) {
      llvm::errs() << "  var " << V.name << ": " << varKindName(V.kind);
      if (V.kind == VarKind::Reduction)
        llvm::errs() << "(" << reductionOpSpelling(V.redOp) << ")";
      if (V.arrayReduction)
        llvm::errs() << " array [" << V.redFirst << ", " << V.redFirst + V.redCount
                     << ") of " << V.redCopyElems
                     << (V.privateAccumulator ? " private-accumulator" : "");
      llvm::errs() << (V.readInLoop ? " read" : "") << (V.writtenInLoop ? " written" : "");
      for (const Access &A : V.accesses) {
        llvm::errs() << " [";
        for (size_t I = 0; I < A.subscripts.size(); ++I)
          llvm::errs() << (I ? "][" : "") << A.subscripts[I].str();
        llvm::errs() << "]";
      }
      if (V.decl && std::count(N.plan.split.sums.begin(), N.plan.split.sums.end(), V.decl))
        llvm::errs() << " split-sum";
      for (const clang::VarDecl *D : N.plan.interleaved)
        if (D == V.decl)
          llvm::errs() << " interleaved";
      if (!V.extentLowText.empty())
        llvm::errs() << " extent " << V.extentLowText << " .. " << V.extentHighText;
      if (V.wholeBlock)
        llvm::errs() << " extent whole-block";
      llvm::errs() << "\n";
    }
    if (N.plan.split.lanes)
      llvm::errs() << "  split inner sum of " << N.plan.split.sums.front()->getName() << " over "
                   << N.plan.split.iv->getName() << ": " << N.plan.split.lanes << " lanes\n";
    if (!N.kernelSource.empty() && Stage == "emit-kernels")
      llvm::errs() << N.kernelSource;
  }
}

void readUnit(ASTContext &Ctx) { unwrapNestedSimdLoops(Ctx); }

bool prepareUnit(ASTContext &Ctx, const TranslatorOptions &Opts, RemarkEmitter &Remarks,
                 std::string &Prepared) {
  const SourceManager &SM = Ctx.getSourceManager();
  Rewriter R(const_cast<SourceManager &>(SM), Ctx.getLangOpts());
  // One preparation per parse, so that each sees the loops as the one
  // before left them (a loop may need both).
  // 0a. Members of structs a kernel cannot take, read once before the loops
  //     that leave them unchanged (-fno-hoist-members).
  // 0b. C99 variable-length arrays indexed through flat pointers
  //     (-fno-linearize-vla).
  // 0c. Row tables (`double **a`) read as one flat array when their rows
  //     are evenly spaced, the loop as written beside it
  //     (-fno-flatten-row-pointers).
  // 0d. Arrays a loop body declares past a work-item's private memory,
  //     declared before the loop and named private (-fno-hoist-loop-arrays).
  // 0e. The private variables of simd loops read as plain loops, declared
  //     in a block around them (not optional: those loops need them).
  PrepareRemarks Prep(Remarks);
  unsigned Edits = 0;
  if (Opts.hoistMembers)
    Edits = hoistStructMembers(Ctx, R, Prep);
  if (!Edits && Opts.linearizeVLA)
    Edits = linearizeVLAs(Ctx, R, Prep);
  if (!Edits && Opts.flattenRowPointers)
    Edits = flattenRowPointers(Ctx, R, Prep);
  if (!Edits && Opts.hoistLoopArrays)
    Edits = hoistLoopArrays(Ctx, R, Prep);
  if (!Edits)
    Edits = declareSimdPrivates(Ctx, R);
  if (!Edits) {
    Prep.flushMissed();
    return false;
  }
  const RewriteBuffer *Buf = R.getRewriteBufferFor(SM.getMainFileID());
  if (!Buf)
    return false;
  Prepared = std::string(Buf->begin(), Buf->end());
  return true;
}

bool translateUnit(ASTContext &Ctx, const std::string &UnitName,
                   const TranslatorOptions &Opts, RemarkEmitter &Remarks,
                   UnitResult &Out) {
  LayoutPlan Layout; // permuted array layouts (global index reordering)
  auto After = [&](const char *Stage, const std::vector<LoopNest> &Loops) {
    if (Opts.dumpAfter == Stage)
      dumpModel(Loops, Stage, Ctx, Layout);
  };

  forgetMadeStatements(); // statements made for another unit's loops
  // 1. Discover the OpenMP constructs.
  DiscoveredUnit Unit = discoverOpenMP(Ctx);
  std::vector<LoopNest> &Loops = Unit.loops;
  After("discover", Loops);

  // 2. Model each loop nest.
  for (size_t I = 0; I < Loops.size(); ++I) {
    buildLoopModel(Loops[I], Unit.enclosingRegion[I], Ctx);
    if (Loops[I].offload)
      computeExtents(Loops[I], Ctx);
  }
  After("model", Loops);

  // 3. Decide: what cannot run safely as a kernel stays OpenMP.
  for (LoopNest &N : Loops)
    if (N.offload)
      checkLegality(N, Ctx);
  // A loop an `if` or `num_threads` clause may give to a team of one thread
  // runs in order then: the OpenMP version (TeamClauses.cpp).
  checkTeamClauses(Loops, Unit.enclosingRegion, Ctx);
  // 3a. An offloadable loop that would pass an array to or from a host loop
  //     in every iteration of a sequential loop stays with it on the host.
  if (Opts.hostAffinity)
    keepPartnersOnHost(Loops, Ctx);
  After("decide", Loops);

  // 3b. Loop distribution: a loop whose body is a sequence of nests becomes
  //     consecutive kernels with more NDRange dimensions (-fno-loop-distribution).
  if (Opts.loopDistribution)
    distributeLoops(Loops, Unit.enclosingRegion, Ctx, Remarks);
  // Buffers a kernel overwrites whole are not uploaded (layout-independent,
  // so before the passes permute subscripts; after distribution, for the
  // kernels that run).
  findOverwrittenBuffers(Loops, Ctx, Remarks);
  After("loop-distribution", Loops);

  // 4. The GPU optimisation passes over the model, in the paper's order
  //    (each off with -fno-<pass>). Global index reordering permutes the
  //    models' subscripts, so the memory passes after it see the new layout.
  if (Opts.loopInterchange)
    interchangeLoops(Loops, Remarks);
  After("loop-interchange", Loops);
  if (Opts.globalIndexReorder)
    Layout = reorderGlobalIndices(Loops, Ctx, Remarks);
  After("global-index-reorder", Loops);
  // Kernels that want an array in another order than its device layout get
  // a variant reading a reordered device copy; the models stay as they are
  // (the original kernel keeps the global layout), the variant is printed
  // after emit-kernels.
  if (Opts.dynamicIndexReorder)
    reorderDynamicIndices(Loops, Layout, Ctx, Remarks);
  After("dynamic-index-reorder", Loops);
  // An inner sum shared by lanes (work-items of one group) instead of run by
  // one work-item; before the memory passes, which leave such kernels alone.
  if (Opts.splitInnerSums)
    splitInnerSums(Loops, Ctx, Opts, Remarks);
  After("split-inner-sums", Loops);
  if (Opts.vloadVstore)
    vectorizeAccesses(Loops, Remarks, Ctx);
  After("vload-vstore", Loops);
  if (Opts.registerPromotion)
    promoteRegisters(Loops, Remarks, Ctx);
  After("register-promotion", Loops);
  if (Opts.localPrefetch)
    prefetchToLocal(Loops, Remarks, Ctx);
  After("local-prefetch", Loops);
  if (Opts.privateInterleave)
    interleavePrivateArrays(Loops, Ctx, Opts, Remarks);
  After("private-interleave", Loops);

  // 5. Emit the kernels (a kernel that cannot be spelled in OpenCL C keeps
  //    its loop on the host).
  CLTypePrinter UnitTypes(Ctx);
  std::string Kernels;
  int Index = 0;
  for (LoopNest &N : Loops)
    if (N.offload)
      emitKernel(N, Ctx, Opts, UnitTypes, Layout);
  // The pieces of a distributed loop go to the device together or not at all.
  auto KeepPiecesTogether = [&] {
    for (size_t I = 0; I < Loops.size(); ++I) {
      if (Loops[I].dist.piece != 0)
        continue;
      size_t End = I + Loops[I].dist.pieces;
      for (size_t J = I; J < End; ++J)
        if (!Loops[J].offload)
          for (size_t K = I; K < End; ++K)
            if (K != J && Loops[K].offload) {
              Loops[K].reject("kernel '" + Loops[J].kernelName +
                              "' of the distributed loop: " + Loops[J].reason);
              Loops[K].offload = false;
            }
    }
  };
  KeepPiecesTogether();
  // The variants of dynamic index reordering: the same arguments, the
  // reordered arrays in their copies' order. Their indices follow the
  // kernels'.
  emitDynamicVariants(Loops, Layout, Ctx, Opts, UnitTypes, Remarks);
  // 5b. The unit's OpenCL C must compile: a kernel Clang's OpenCL front end
  //     rejects keeps its loop on the host (KernelCheck.cpp), instead of
  //     failing the program at run time with every kernel of the unit.
  keepUncompilableOnHost(Loops, kernelPrelude() + UnitTypes.recordDefinitions(),
                         Opts.injectKernelFault);
  KeepPiecesTogether();
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    N.kernelIndex = Index++;
    Kernels += "\n" + N.kernelSource;
  }
  bool HasVariants = false;
  for (LoopNest &N : Loops) {
    if (!N.offload || N.dynamic.copies.empty())
      continue;
    N.dynamic.kernelIndex = Index++;
    Kernels += "\n" + N.dynamic.kernelSource;
    HasVariants = true;
  }
  Out.kernelSource = kernelPrelude() + UnitTypes.recordDefinitions() + Kernels;
  After("emit-kernels", Loops);

  // 6. Count the kernels' features for device selection, and embed the model.
  UnitFeatures Features =
      extractFeatures(Loops, Out.kernelSource, UnitName, Ctx);
  Out.featuresJson = Features.json;
  if (!Features.error.empty())
    Remarks.warning(Ctx.getSourceManager().getLocForStartOfFile(
                      Ctx.getSourceManager().getMainFileID()),
                  "features not counted: " + Features.error);
  EmbeddedModel Model = embedModel(Opts.modelFile);
  if (!Model.error.empty()) {
    Remarks.error(SourceLocation(), Model.error);
    return false;
  }
  // The layout model goes only into units that have variants (the others
  // stay as they were).
  EmbeddedLayoutModel LayoutModel =
      embedLayoutModel(HasVariants ? Opts.layoutModelFile : "");
  if (!LayoutModel.error.empty()) {
    Remarks.error(SourceLocation(), LayoutModel.error);
    return false;
  }
  After("features", Loops);

  // 7. Rewrite the host code to the permuted layouts (declarations,
  //    parameters, every subscript chain of the unit).
  Rewriter R(Ctx.getSourceManager(), Ctx.getLangOpts());
  rewriteLayouts(Layout, Ctx, R);
  After("rewrite-layout", Loops);

  // 8. Emit the host code: both versions of each offloaded loop.
  emitHost(Loops, UnitName, Out.kernelSource, Features, Model, LayoutModel, Ctx, R);
  After("emit-host", Loops);

  // 9. Announce host accesses to memory kernels may hold.
  insertHostAccesses(Loops, Layout, Ctx, R);
  After("host-access", Loops);

  // 10. Tell the runtime's registry the unit's allocation blocks (whole-block
  //     extents; any unit's blocks may reach any unit's kernels).
  registerAllocationBlocks(Ctx, R);

  // 11. `register` locals would refuse the addresses the launches take.
  dropRegisterStorage(Ctx, R);

  // Remarks, in source order.
  const SourceManager &SM = Ctx.getSourceManager();
  auto GuardRemark = [&](const LoopNest &N, SourceLocation L) {
    if (N.launchGuards.empty())
      return;
    std::string Conds, Vars, Joins;
    for (const AffineExpr &G : N.launchGuards)
      Conds += (Conds.empty() ? "" : " and ") + G.str() + " >= 0";
    for (const std::string &V : N.guardedVars)
      Vars += (Vars.empty() ? "'" : ", '") + V + "'";
    for (const std::string &J : N.guardedJoins)
      Joins += (Joins.empty() ? "" : ", ") + J;
    std::string Why = Vars.empty() ? "" : "privatization of " + Vars;
    if (!Joins.empty())
      Why += (Why.empty() ? "" : "; ") + ("separation of " + Joins);
    Remarks.passed(L, "kernel '" + N.kernelName + "' runs when " + Conds + " (" + Why +
                          "), checked at each launch; otherwise the OpenMP loop runs");
  };
  auto AliasRemark = [&](const LoopNest &N, SourceLocation L) {
    for (const LoopNest::AliasCheck &C : N.aliasChecks)
      if (N.findVar(C.written) && N.findVar(C.other))
        Remarks.passed(L, "kernel '" + N.kernelName + "' runs when '" +
                              C.written->getNameAsString() + "' and '" +
                              C.other->getNameAsString() + "' do not overlap" +
                              (C.sameOk ? " or are the same pointer" : "") +
                              " (they may point into the same memory, and the kernel runs "
                              "the iterations of a loop inside the parallel loop side by "
                              "side), checked at each launch; otherwise the OpenMP loop runs");
  };
  auto WholeBlockRemark = [&](const LoopNest &N, SourceLocation L) {
    for (const Variable &V : N.vars)
      if (V.kind == VarKind::Buffer && V.wholeBlock)
        Remarks.passed(L, "kernel '" + N.kernelName + "': '" + V.name +
                              "' is copied as the whole allocation block it points "
                              "into (" + V.wholeBlockWhy +
                              "); a launch whose pointer is in no block a translated "
                              "unit allocated or registered runs the OpenMP loop");
  };
  auto ArrayReductionRemark = [&](const LoopNest &N, SourceLocation L) {
    for (const Variable &V : N.vars) {
      if (V.kind == VarKind::Reduction && !V.arrayReduction && V.privateAccumulator)
        Remarks.passed(L, "kernel '" + N.kernelName + "': '" + V.name + "' is a reduction (" +
                              reductionOpSpelling(V.redOp) + "), each thread's own variable " +
                              V.accumulatorNote +
                              "; the launching thread's copy receives the total");
      if (V.kind != VarKind::Reduction || !V.arrayReduction)
        continue;
      std::string What = "kernel '" + N.kernelName + "': '" + V.name +
                         "' is an array reduction (" + reductionOpSpelling(V.redOp) +
                         ") of " + std::to_string(V.redCount) + " elements";
      if (V.privateAccumulator)
        What += ", each thread's own array " + V.accumulatorNote +
                "; the launching thread's copy receives the totals";
      else if (V.redFirst || V.redCount != V.redCopyElems)
        What += " ([" + std::to_string(V.redFirst) + ", " +
                std::to_string(V.redFirst + V.redCount) + "))";
      Remarks.passed(L, What + ": a private copy per work-item, combined element "
                               "by element in local memory");
    }
  };
  // A loop nested in an offloaded one that stays inside each work-item.
  auto NotJoinedRemark = [&](const LoopNest &N, SourceLocation L) {
    if (N.notJoined.loops.empty())
      return;
    bool Several = N.notJoined.loops.size() > 1;
    std::string Loops;
    for (const std::string &X : N.notJoined.loops)
      Loops += (Loops.empty() ? "" : ", ") + X;
    Remarks.missed(L, std::string(Several ? "loops " : "loop ") + Loops +
                          (Several ? " do" : " does") + " not join the NDRange of '" +
                          N.kernelName + "': " + N.notJoined.why);
  };
  // The simd loops read as plain loops in a function's own statements, in
  // source order among the loops' remarks (before Before; all when invalid).
  size_t NextSimd = 0;
  auto FlushSimdRemarks = [&](SourceLocation Before) {
    const auto &Simds = simdLoopsOutsideLoops();
    for (; NextSimd < Simds.size(); ++NextSimd) {
      SourceLocation At = Simds[NextSimd]->getBeginLoc();
      if (Before.isValid() && !SM.isBeforeInTranslationUnit(At, Before))
        break;
      Remarks.missed(At, "loop kept on the host: an `omp simd` loop is not shared among "
                         "threads: it runs as written, in the thread that reaches it (in a "
                         "kernel that calls its function, as the work-item's own loop)");
    }
  };
  for (size_t I = 0; I < Loops.size(); ++I) {
    const LoopNest &N = Loops[I];
    SourceLocation L = N.directive->getBeginLoc();
    FlushSimdRemarks(L);
    if (N.dist.piece > 0)
      continue; // reported with the first piece
    if (N.dist.piece == 0 && N.offload) {
      ++Out.offloaded;
      std::string List;
      for (int P = 0; P < N.dist.pieces; ++P) {
        const LoopNest &Q = Loops[I + P];
        List += (P ? ", '" : "'") + Q.kernelName + "' " + std::to_string(Q.dims.size()) + "-D";
      }
      Remarks.passed(L, "loop distributed into " + std::to_string(N.dist.pieces) +
                            " kernels (" + List + ")");
      for (int P = 0; P < N.dist.pieces; ++P) {
        NotJoinedRemark(Loops[I + P], L);
        GuardRemark(Loops[I + P], L);
        AliasRemark(Loops[I + P], L);
        WholeBlockRemark(Loops[I + P], L);
      }
      continue;
    }
    if (N.offload) {
      ++Out.offloaded;
      NotJoinedRemark(N, L);
      Remarks.passed(L, "loop offloaded as " + std::to_string(N.dims.size()) +
                            "-D kernel '" + N.kernelName + "'");
      GuardRemark(N, L);
      AliasRemark(N, L);
      WholeBlockRemark(N, L);
      ArrayReductionRemark(N, L);
    } else if (!isRowTableFallback(N.directive, Ctx) && whySimdKept(N.directive).empty()) {
      // (the loop as written beside a flat copy: the copy's remarks say it;
      // a simd loop a loop around it cannot run in order: that loop's do)
      ++Out.kept;
      Remarks.missed(L, "loop kept on the host: " + N.reason);
    }
  }
  FlushSimdRemarks(SourceLocation());
  const RewriteBuffer *Buf = R.getRewriteBufferFor(SM.getMainFileID());
  if (Buf)
    Out.hostSource = std::string(Buf->begin(), Buf->end());
  else
    Out.hostSource = SM.getBufferData(SM.getMainFileID()).str();
  // The `#line` markers of the preparation kept the remarks at the user's
  // line numbers; the printed host code has no use for them.
  Out.hostSource = stripPrepareMarkers(Out.hostSource);
  return true;
}

} // namespace omp2ocl
