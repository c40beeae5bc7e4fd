#!/bin/sh
# Trains on diabetes.arff, emits the tree as C and times the emitted function.
# usage: emitted_c_bench.sh PATH/TO/omp2ocl-tree
set -e
TOOL=$1
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
DATA=$HERE/../tests/data/diabetes.arff
"$TOOL" train "$DATA" -o "$TMP/model.json" >/dev/null
"$TOOL" emit-c --model "$TMP/model.json" --prefix tree -o "$TMP/tree.c"
# The 8 numeric features of each data row (the class, last, is dropped).
sed -n '/^@data/,$p' "$DATA" | tail -n +2 | grep -v '^%' | cut -d, -f1-8 | tr ',' ' ' >"$TMP/rows.txt"
cc -O2 -std=c99 -I"$TMP" -DTREE_SOURCE='"tree.c"' -DNUM_FEATURES=8 \
  -o "$TMP/bench" "$HERE/emitted_predict_bench.c"
"$TMP/bench" <"$TMP/rows.txt"
