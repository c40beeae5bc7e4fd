#!/bin/sh
# omp2ocl-train layout-collect with the real microbenchmark
# (omp2ocl-layout-bench) on this machine's OpenCL device: a tiny grid, every
# point measured (the bench compares both paths' results bit for bit and
# checks that the runtime took the path it times), then layout-fit.
# usage: layout_bench_test.sh OMP2OCL_TRAIN OMP2OCL_LAYOUT_BENCH
TOOL=$1
BENCH=$2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
$TOOL layout-collect -o "$TMP/l.csv" --bench "$BENCH" --sizes 64K,256K --accesses 0.5,4 \
  --repeat 1 >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/out" "$TMP/err"; exit 1; }
grep -q '^layout-collect: 8 rows written' "$TMP/out" || { cat "$TMP/out" "$TMP/err"; exit 1; }
$TOOL layout-fit "$TMP/l.csv" -o "$TMP/m.json" >"$TMP/fit" 2>&1 || { cat "$TMP/fit"; exit 1; }
grep -q '^training accuracy: ' "$TMP/fit" || { cat "$TMP/fit"; exit 1; }
cat "$TMP/l.csv"
echo "layout bench: 8 points measured, model fitted"
