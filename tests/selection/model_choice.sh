#!/usr/bin/env bash
# The embedded model and OMP2OCL_MODEL decide a run's device from the
# features of that run: a tree trained to pick OpenCL for launches of more
# than 50,000 work-items (avgws) must pick openmp for a small input and
# opencl for a large one, and the inverted tree the opposite.
# Usage: model_choice.sh BUILD_BIN_DIR WORKDIR
set -euo pipefail
bin=$1 work=$2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work" && cd "$work"
{ echo "avgws,F2,best"
  for w in 10 100 1000 5000 10000 20000 40000; do echo "$w,1,openmp"; done
  for w in 60000 100000 500000 1000000 5000000 9000000 20000000; do echo "$w,1,opencl"; done
} > train.csv
sed 's/openmp$/X/; s/opencl$/openmp/; s/X$/opencl/' train.csv > inverted.csv
"$bin/omp2ocl-tree" train train.csv -o model.json > /dev/null
"$bin/omp2ocl-tree" train inverted.csv -o inverted.json > /dev/null
"$bin/omp2ocl-cc" -O2 --model model.json "$here/scale.c" -o scale
choice() {  # N [env...]
  local n=$1; shift
  env OMP2OCL_PROFILE=1 OMP2OCL_FEATURES_OUT="$work/features.jsonl" "$@" ./scale "$n" \
    2> err.txt > out.txt
  grep -o 'choice=[a-z]*' err.txt | cut -d= -f2
}
fail() { echo "FAIL: $*"; cat err.txt; exit 1; }
[ "$(choice 1000)" = openmp ] || fail "small input: embedded model should pick openmp"
[ "$(choice 2000000)" = opencl ] || fail "large input: embedded model should pick opencl"
small=$(cat out.txt)
[ "$(choice 1000 OMP2OCL_MODEL=inverted.json)" = opencl ] || fail "OMP2OCL_MODEL not used (small)"
[ "$(choice 2000000 OMP2OCL_MODEL=inverted.json)" = openmp ] || fail "OMP2OCL_MODEL not used (large)"
[ "$(cat out.txt)" = "$small" ] || fail "openmp and opencl results differ: $(cat out.txt) vs $small"
[ "$(choice 2000000 OMP2OCL_DEVICE=openmp)" = openmp ] || fail "OMP2OCL_DEVICE=openmp must override"
grep -q '"avgws":2000000,' features.jsonl || fail "features line lacks the run's work-items"
us=$(grep -o 'decision: [0-9.]* us' err.txt | head -1)
[ -n "$us" ] || fail "no decision time in the profile"
echo "ok: model choices as trained; $us"
