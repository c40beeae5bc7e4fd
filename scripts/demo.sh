#!/usr/bin/env bash
# The main job of README.md: installs what is missing, builds, translates the
# bundled example (examples/jacobi.c), and runs it with automatic device
# selection, then once on each side for comparison.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
BUILD_DIR=${OMP2OCL_BUILD_DIR:-build}
OUT=$BUILD_DIR/demo
mkdir -p "$OUT"
export OMP_WAIT_POLICY=${OMP_WAIT_POLICY:-passive}

echo "== Translating examples/jacobi.c (remarks show each loop's fate)"
"$BUILD_DIR/bin/omp2ocl" examples/jacobi.c -o "$OUT" -Rpass=omp2ocl -Rpass-missed=omp2ocl --
echo "   wrote $OUT/jacobi.omp2ocl.c (host, both versions) and $OUT/jacobi.omp2ocl.cl (kernels)"
"$BUILD_DIR/bin/omp2ocl-cc" -O2 examples/jacobi.c -o "$OUT/jacobi"

for mode in auto openmp opencl; do
  echo
  echo "== OMP2OCL_DEVICE=$mode"
  OMP2OCL_DEVICE=$mode OMP2OCL_PROFILE=1 "$OUT/jacobi" 2> "$OUT/profile.$mode.txt"
  grep '^omp2ocl-profile:' "$OUT/profile.$mode.txt"
done
echo
echo "auto chose the line above marked choice= (without a GPU the default rule picks openmp)."
