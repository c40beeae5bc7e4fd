#!/usr/bin/env bash
# On the device machine (no Clang 19 development files): builds the runtime
# and omp2ocl-cc without the translator, and replays the translations
# recorded on a development machine (scripts/omp2ocl-pretranslated), so the
# generated programs are compiled and run there. Usage:
#   scripts/device-run.sh e2e                 the end-to-end corpus
#   scripts/device-run.sh nas CLASSES MODES   benchmarks/nas/run --table
# Record first, on a development machine, with
#   scripts/record-translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
# Named as on the development machine: paths inside recorded arguments match.
BUILD=build
if [ ! -x "$BUILD/bin/omp2ocl-cc" ]; then
  cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DOMP2OCL_BUILD_COMPILER=OFF \
    -DOMP2OCL_BUILD_TOOLS=OFF -DOMP2OCL_BUILD_TESTS=OFF > "$BUILD.configure.log" 2>&1 ||
    { cat "$BUILD.configure.log"; exit 1; }
  cmake --build "$BUILD" -j "$(nproc)" > "$BUILD.build.log" 2>&1 || { tail -50 "$BUILD.build.log"; exit 1; }
fi
export OMP2OCL_PRETRANSLATED_MODE=replay OMP2OCL_PRETRANSLATED=$ROOT/.device/pretranslated
export OMP2OCL_REPO_ROOT=$ROOT OMP2OCL=$ROOT/scripts/omp2ocl-pretranslated
export OMP2OCL_CC=$ROOT/$BUILD/bin/omp2ocl-cc
export OMP2OCL_CACHE_DIR=${OMP2OCL_CACHE_DIR:-/tmp/omp2ocl-cache}
case ${1:-} in
  e2e)
    shift
    python3 tests/e2e/run_e2e.py --cc "$OMP2OCL_CC" --workdir /tmp/omp2ocl-e2e -j 8 "$@" \
      tests/e2e/*.c tests/e2e/multi_* ;;
  nas)
    benchmarks/nas/run --table "$2" "$3" ${4:+--bench "$4"} ;;
  *)
    echo "usage: $0 e2e | nas CLASSES MODES [BENCHES]" >&2; exit 2 ;;
esac
