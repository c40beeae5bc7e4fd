#!/usr/bin/env bash
# The program-level features count each kernel as often as it is estimated
# to run: per-work-item counts x work-items x the trip counts of the
# sequential host loops around its launch (LaunchCounts.cpp). launches.c has
# a kernel in a loop with a local bound (evaluated at the deciding launch),
# one in a function called from a loop bounded by a global, and one in a
# while loop (unknown: 16). The run's comp must equal that sum, for two
# values of the local bound.
# Usage: launch_counts.sh BUILD_BIN_DIR WORKDIR
set -euo pipefail
bin=$1 work=$2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work" && cd "$work"
"$bin/omp2ocl" "$here/launches.c" -o gen -- > /dev/null 2>&1
"$bin/omp2ocl-cc" -O2 "$here/launches.c" -o launches
for reps in 3 9; do
  rm -f features.jsonl
  OMP2OCL_DEVICE=openmp OMP2OCL_FEATURES_OUT=features.jsonl ./launches 1000 "$reps" > /dev/null
  python3 - gen/launches.omp2ocl.features.json features.jsonl "$reps" <<'PY'
import json, sys
static = json.load(open(sys.argv[1]))
line = json.loads(open(sys.argv[2]).readline())
reps, n, steps, unknown = int(sys.argv[3]), 1000, 7, 16
per = {k["name"]: k["at_default_symbols"]["comp"] for k in static["kernels"]}
names = sorted(per, key=lambda k: int(k.split("_L")[1]))  # relax, then main's by line
launches = {names[0]: steps, names[1]: reps, names[2]: unknown}
want = sum(n * launches[k] * per[k] for k in per)
got = line["features"]["comp"]
if abs(got - want) > 1e-6 * want:
    sys.exit(f"FAIL: comp {got}, expected {want} (launches {launches}, per work-item {per})")
print(f"ok: reps={reps} comp={got} = sum of work-items x launches x per-work-item comp")
PY
done
