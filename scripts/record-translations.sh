#!/usr/bin/env bash
# Translates, on this development machine, everything scripts/device-run.sh
# runs on the device machine, and keeps the results in .device/pretranslated
# (carry that folder to the device machine). CLASSES (default "S W A B"),
# BREAKDOWN_CLASSES / BREAKDOWN_BENCHES / BREAKDOWN_CORPUS (the pass
# breakdown of NAS and of training programs, "PROGRAM:SIZE ...") and RECORD_CORPUS
# (default 1: the training corpus) choose what is recorded.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export OMP2OCL_PRETRANSLATED_MODE=record OMP2OCL_PRETRANSLATED=$ROOT/.device/pretranslated
export OMP2OCL_REPO_ROOT=$ROOT OMP2OCL_REAL=$ROOT/build/bin/omp2ocl
export OMP2OCL=$ROOT/scripts/omp2ocl-pretranslated
# Fresh object folders too: make does not know the translator changed, and
# a build it skips records nothing.
rm -rf "$OMP2OCL_PRETRANSLATED" /tmp/omp2ocl-record-e2e /tmp/omp2ocl-record-nas*
OMP_WAIT_POLICY=passive python3 tests/e2e/run_e2e.py --cc "$ROOT/build/bin/omp2ocl-cc" \
  --workdir /tmp/omp2ocl-record-e2e -j "$(nproc)" tests/e2e/*.c tests/e2e/multi_* | tail -1
for c in ${CLASSES:-S W A B}; do
  for d in benchmarks/nas/*/params.h; do
    b=$(basename "$(dirname "$d")")
    make -s -C benchmarks/nas "$b" CLASS="$c" CC="$ROOT/build/bin/omp2ocl-cc" \
      BIN=/tmp/omp2ocl-record-nas > /dev/null
  done
done
# The pass breakdown (device-run.sh breakdown): every variant's flags.
if [ -n "${BREAKDOWN_CLASSES:-}" ]; then
  source <(sed -n '/^breakdown_variants()/,/^}/p' scripts/device-run.sh)
  while read -r variant flags; do
    for c in $BREAKDOWN_CLASSES; do
      for b in ${BREAKDOWN_BENCHES:-bt sp cg mg ft}; do
        OMP2OCL_FLAGS="$flags" make -s -C benchmarks/nas "$b" CLASS="$c" \
          CC="$ROOT/build/bin/omp2ocl-cc" BIN=/tmp/omp2ocl-record-nas-$variant > /dev/null
      done
    done
  done < <(breakdown_variants)
fi
# The pass breakdown of training programs (device-run.sh breakdown-corpus).
if [ -n "${BREAKDOWN_CORPUS:-}" ]; then
  source <(sed -n '/^breakdown_variants()/,/^}/p' scripts/device-run.sh)
  mkdir -p /tmp/omp2ocl-record-bc
  for ps in $BREAKDOWN_CORPUS; do
    p=${ps%%:*}
    build/bin/omp2ocl-cc -O3 "training/programs/$p.c" -o /tmp/omp2ocl-record-bc/x -lm > /dev/null 2>&1
    while read -r variant flags; do
      OMP2OCL_FLAGS="$flags" build/bin/omp2ocl-cc -O3 "training/programs/$p.c" \
        -o /tmp/omp2ocl-record-bc/x -lm > /dev/null 2>&1
    done < <(breakdown_variants)
  done
fi
# The training corpus (device-run.sh train): each program translated once,
# by running its smallest input both ways; and the statically linked
# omp2ocl-train the device machine runs.
if [ "${RECORD_CORPUS:-1}" = 1 ]; then
  rm -rf /tmp/omp2ocl-record-train
  OMP_WAIT_POLICY=passive build/bin/omp2ocl-train collect training/programs/manifest.txt \
    -o /tmp/omp2ocl-record-train/rows.csv --workdir /tmp/omp2ocl-record-train/work \
    --cc "$ROOT/build/bin/omp2ocl-cc" --repeat 1 --sizes-max 1 > /tmp/omp2ocl-record-train.log 2>&1 ||
    { tail -5 /tmp/omp2ocl-record-train.log; exit 1; }
  mkdir -p .device/bin && cp build/bin/omp2ocl-train .device/bin/
fi
echo "recorded $(ls "$OMP2OCL_PRETRANSLATED" | wc -l) translations"
# device-run.sh layout needs omp2ocl-train too, also when the corpus above
# was skipped (RECORD_CORPUS=0).
if [ "${RECORD_CORPUS:-1}" != 1 ] && [ -x "$ROOT/build/bin/omp2ocl-train" ]; then
  mkdir -p "$ROOT/.device/bin"
  cp "$ROOT/build/bin/omp2ocl-train" "$ROOT/.device/bin/"
  echo "copied omp2ocl-train to .device/bin"
fi
