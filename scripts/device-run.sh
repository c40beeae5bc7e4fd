#!/usr/bin/env bash
# On the device machine (no Clang 19 development files): builds the runtime
# and omp2ocl-cc without the translator, and replays the translations
# recorded on a development machine (scripts/omp2ocl-pretranslated), so the
# generated programs are compiled and run there. Usage:
#   scripts/device-run.sh e2e                 the end-to-end corpus
#   scripts/device-run.sh nas CLASSES MODES [BENCHES] [--jobs N]
#                                             benchmarks/nas/run --table
#   scripts/device-run.sh handwritten CLASSES [BENCHES] [--no-generated]
#       the hand-written OpenCL EP and CG (benchmarks/handwritten, CMake
#       target `handwritten` in the build directory) at each class, and
#       beside them the generated code (benchmarks/nas/run BENCH CLASS
#       opencl, built as the nas mode builds it); gen/hand is the ratio of
#       their times, from Mop/s (more digits than the seconds)
#   scripts/device-run.sh train CSV [omp2ocl-train collect options]
#   scripts/device-run.sh layout CSV [omp2ocl-train layout-collect options]
#       the dynamic index reordering model's data: the microbenchmark
#       omp2ocl-layout-bench (built here with the runtime) on this machine's
#       device, appended to CSV (resumable); then, anywhere,
#       omp2ocl-train layout-fit CSV -o MODEL.json
#   scripts/device-run.sh breakdown CLASSES BENCHES [LIMIT_S]
#       the GPU passes' effect (paper, Figure 11): each benchmark in opencl
#       mode built with the passes enabled step by step (breakdown_variants
#       below); time, verification and the coalesced fraction F2
#   scripts/device-run.sh breakdown-corpus "PROGRAM:SIZE ..." [LIMIT_S]
#       the same steps for training programs (their own timer, checksum
#       against the OpenMP build)
# Record first, on a development machine, with
#   scripts/record-translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
# Named as on the development machine: paths inside recorded arguments match.
# (DEVICE_RUN_BUILD names another, e.g. to try the runtime-only build on a
# development machine whose build/ is the full one; only 'layout' works then.)
BUILD=${DEVICE_RUN_BUILD:-build}
case $BUILD in /*) BUILD_DIR=$BUILD ;; *) BUILD_DIR=$ROOT/$BUILD ;; esac
if [ ! -x "$BUILD/bin/omp2ocl-cc" ]; then
  cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DOMP2OCL_BUILD_COMPILER=OFF \
    -DOMP2OCL_BUILD_TOOLS=OFF -DOMP2OCL_BUILD_TESTS=OFF > "$BUILD.configure.log" 2>&1 ||
    { cat "$BUILD.configure.log"; exit 1; }
  cmake --build "$BUILD" -j "$(nproc)" > "$BUILD.build.log" 2>&1 || { tail -50 "$BUILD.build.log"; exit 1; }
fi
export OMP2OCL_PRETRANSLATED_MODE=replay OMP2OCL_PRETRANSLATED=$ROOT/.device/pretranslated
export OMP2OCL_REPO_ROOT=$ROOT OMP2OCL=$ROOT/scripts/omp2ocl-pretranslated
export OMP2OCL_CC=$BUILD_DIR/bin/omp2ocl-cc
export OMP2OCL_CACHE_DIR=${OMP2OCL_CACHE_DIR:-/tmp/omp2ocl-cache}
# Figure 11's steps: name, then the translator flags of that build.
# BREAKDOWN_VARIANTS="none all" keeps only the named steps (the long class C
# runs of BT and SP, where the middle steps take as long as none).
breakdown_variants() {
  local off="-fno-loop-interchange -fno-global-index-reorder -fno-dynamic-index-reorder"
  off+=" -fno-vload-vstore -fno-register-promotion -fno-local-prefetch -fno-private-interleave"
  {
    echo "none $off"
    echo "interchange ${off/-fno-loop-interchange /}"
    echo "interchange+layout -fno-dynamic-index-reorder -fno-vload-vstore -fno-register-promotion -fno-local-prefetch -fno-private-interleave"
    echo "interchange+layout+dynamic -fno-vload-vstore -fno-register-promotion -fno-local-prefetch -fno-private-interleave"
    echo "all"
    # beyond the paper: split inner sums for floating-point sums (CG's SpMV)
    echo "all+associative-math -fassociative-math"
  } | awk -v keep="${BREAKDOWN_VARIANTS:-}" \
      'BEGIN { n = split(keep, k, " "); for (i = 1; i <= n; i++) want[k[i]] = 1 }
       n == 0 || ($1 in want)'
}

# omp2ocl-train comes prebuilt (record-translations.sh copies it).
need_train() {
  [ -x "$ROOT/.device/bin/omp2ocl-train" ] || {
    echo "device-run.sh: no .device/bin/omp2ocl-train; build it on a development machine" \
         "and copy it there (scripts/record-translations.sh does)" >&2
    exit 1; }
}

case ${1:-} in
  e2e)
    shift
    python3 tests/e2e/run_e2e.py --cc "$OMP2OCL_CC" --workdir /tmp/omp2ocl-e2e -j 8 "$@" \
      tests/e2e/*.c tests/e2e/multi_* ;;
  nas)
    # nas CLASSES MODES [BENCHES] [run --table options, e.g. --jobs 8]
    classes=$2 modes=$3; shift 3
    if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then set -- --bench "$1" "${@:2}"; fi
    benchmarks/nas/run --table "$classes" "$modes" "$@" ;;
  handwritten)
    # handwritten CLASSES [BENCHES] [--no-generated]; CLASSES and BENCHES
    # comma- or space-separated (default BENCHES: ep,cg). Outputs go to
    # $HANDWRITTEN_LOGS (default /tmp/handwritten-logs).
    classes=${2:?CLASSES}; shift 2
    benches=ep,cg gen=1
    while [ $# -gt 0 ]; do
      case $1 in --no-generated) gen=0 ;; *) benches=$1 ;; esac
      shift
    done
    cmake --build "$BUILD" --target handwritten -j "$(nproc)" > "$BUILD.handwritten.log" 2>&1 ||
      { tail -50 "$BUILD.handwritten.log"; exit 1; }
    export HANDWRITTEN_EXE_DIR=$BUILD_DIR/benchmarks/handwritten/bin
    logs=${HANDWRITTEN_LOGS:-/tmp/handwritten-logs}
    mkdir -p "$logs"
    # field LOG LABEL: the last word of the result block's LABEL line
    field() { awk -v l="$2" 'index($0, l) {v = $NF} END {print v}' "$1" 2>/dev/null; }
    printf '%-5s %-5s %10s %12s %-13s %10s %12s %-13s %8s\n' bench class hand_s hand_Mops \
      hand_verif gen_s gen_Mops gen_verif gen/hand
    for cls in ${classes//,/ }; do
      for b in ${benches//,/ }; do
        hl=$logs/$b.$cls.handwritten.log gl=$logs/$b.$cls.generated.log
        benchmarks/handwritten/run "$b" "$cls" > "$hl" 2>&1 || true
        if [ $gen = 1 ]; then
          benchmarks/nas/run "$b" "$cls" opencl > "$gl" 2>&1 || true
        else
          : > "$gl"
        fi
        hm=$(field "$hl" 'Mop/s total') gm=$(field "$gl" 'Mop/s total')
        ratio=$(awk -v g="$gm" -v h="$hm" 'BEGIN { if (g + 0 > 0 && h + 0 > 0) printf "%.2f", h / g; else print "-" }')
        hv=$(field "$hl" 'Verification') gv=$(field "$gl" 'Verification')
        ht=$(field "$hl" 'Time in seconds') gt=$(field "$gl" 'Time in seconds')
        [ $gen = 1 ] && gv=${gv:-FAILED} || gv=-
        printf '%-5s %-5s %10s %12s %-13s %10s %12s %-13s %8s\n' "$b" "$cls" \
          "${ht:--}" "${hm:--}" "${hv:-FAILED}" "${gt:--}" "${gm:--}" "$gv" "$ratio"
      done
    done
    echo "(outputs in $logs; device: $(sed -n 's/^ Device: //p' "$logs"/*.handwritten.log 2>/dev/null | head -n 1))" ;;
  breakdown)
    limit=${4:-300}
    printf '%-5s %-5s %-22s %10s %-12s %8s\n' bench class variant time_s verified F2
    for cls in $2; do
      for b in $3; do
        while read -r variant flags; do
          feat=/tmp/omp2ocl-features-$b-$cls-$variant.jsonl
          rm -f "$feat"
          out=$(OMP2OCL_FLAGS="$flags" NAS_BIN_ROOT=/tmp/nas-$variant OMP2OCL_FEATURES_OUT=$feat \
                timeout "$limit" benchmarks/nas/run "$b" "$cls" opencl 2>&1) || true
          t=$(printf '%s\n' "$out" | awk '/Time in seconds/ {print $NF}')
          v=$(printf '%s\n' "$out" | awk '/Verification/ {v=$NF} END {print v}')
          f2=$(grep -o '"F2":[0-9.e+-]*' "$feat" 2>/dev/null | tail -1 | cut -d: -f2)
          printf '%-5s %-5s %-22s %10s %-12s %8s\n' "$b" "$cls" "$variant" "${t:-timeout}" \
            "${v:-none}" "${f2:--}"
        done < <(breakdown_variants)
      done
    done ;;
  breakdown-corpus)
    # breakdown-corpus "PROGRAM:SIZE ..." [LIMIT_S]: the same steps for
    # training programs (omp2ocl-cc -O3 with each variant's flags); the
    # program's own "time:" line, and its checksum against the OpenMP run.
    limit=${3:-120}
    work=/tmp/omp2ocl-breakdown-corpus
    mkdir -p "$work"
    printf '%-18s %-10s %-26s %10s %-9s %8s\n' program size variant time_s verified F2
    for ps in $2; do
      p=${ps%%:*} size=${ps#*:}
      "$OMP2OCL_CC" -O3 "training/programs/$p.c" -o "$work/$p.openmp" -lm > /dev/null 2>&1
      ref=$(OMP2OCL_DEVICE=openmp timeout "$limit" "$work/$p.openmp" "$size" 2>/dev/null |
            awk '/checksum:/ {print $2}')
      while read -r variant flags; do
        feat=$work/$p-$variant.jsonl
        rm -f "$feat"
        OMP2OCL_FLAGS="$flags" "$OMP2OCL_CC" -O3 "training/programs/$p.c" -o "$work/$p.$variant" \
          -lm > /dev/null 2>&1
        out=$(OMP2OCL_DEVICE=opencl OMP2OCL_FEATURES_OUT=$feat timeout "$limit" \
              "$work/$p.$variant" "$size" 2>/dev/null) || true
        t=$(printf '%s\n' "$out" | awk '/^time:/ {print $2}')
        cs=$(printf '%s\n' "$out" | awk '/checksum:/ {print $2}')
        v=$(python3 -c "import sys; a,b=sys.argv[1:]; print('yes' if a and b and abs(float(a)-float(b)) <= 1e-6*max(1.0,abs(float(b))) else 'NO')" "$cs" "$ref" 2>/dev/null || echo NO)
        f2=$(grep -o '"F2":[0-9.e+-]*' "$feat" 2>/dev/null | tail -1 | cut -d: -f2)
        printf '%-18s %-10s %-26s %10s %-9s %8s\n' "$p" "$size" "$variant" "${t:-timeout}" "$v" "${f2:--}"
      done < <(breakdown_variants)
    done ;;
  layout)
    # Training data for the dynamic index reordering model: the runtime's
    # original and reordered launch paths timed over a grid of array sizes
    # and accesses per element (omp2ocl-train layout-collect, carried
    # prebuilt in .device/bin). The bench is brought up to date first (a
    # kept build directory may predate runtime changes).
    csv=${2:?CSV}; shift 2
    need_train
    cmake --build "$BUILD" --target omp2ocl-layout-bench > "$BUILD.bench.log" 2>&1 ||
      { tail -50 "$BUILD.bench.log"; exit 1; }
    "$ROOT/.device/bin/omp2ocl-train" layout-collect -o "$csv" \
      --bench "$BUILD_DIR/bin/omp2ocl-layout-bench" --workdir /tmp/omp2ocl-train-layout "$@" ;;
  train)
    # Training data for the device-selection model: the corpus both ways,
    # appended to CSV (resumable); omp2ocl-train is carried prebuilt in
    # .device/bin (it links Boost statically).
    csv=${2:?CSV}; shift 2
    need_train
    "$ROOT/.device/bin/omp2ocl-train" collect training/programs/manifest.txt -o "$csv" \
      --cc "$OMP2OCL_CC" --workdir /tmp/omp2ocl-train-work "$@" ;;
  *)
    echo "usage: $0 e2e | nas CLASSES MODES [BENCHES] | handwritten CLASSES [BENCHES] [--no-generated]" \
         "| breakdown CLASSES BENCHES [LIMIT_S]" "| breakdown-corpus \"PROGRAM:SIZE ...\" [LIMIT_S]" \
         "| train CSV [collect options] | layout CSV [layout-collect options]" >&2
    exit 2 ;;
esac
