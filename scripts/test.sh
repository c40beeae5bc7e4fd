#!/usr/bin/env bash
# The test command of README.md: installs what is missing, builds, and runs
# every test (unit tests, lit translation tests, the end-to-end corpus on
# PoCL, the NAS benchmarks at class S in openmp and opencl modes).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
BUILD_DIR=${OMP2OCL_BUILD_DIR:-build}
# Spinning OpenMP threads on a busy 2-core machine cost seconds per barrier.
export OMP_WAIT_POLICY=${OMP_WAIT_POLICY:-passive}
export OMP2OCL_CACHE_DIR=${OMP2OCL_CACHE_DIR:-$PWD/$BUILD_DIR/kernel-cache}
cd "$BUILD_DIR"
ctest --output-on-failure -j "$(nproc)" "$@"
