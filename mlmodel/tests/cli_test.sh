#!/bin/sh
# Command-line contract of omp2ocl-tree: outputs on good input, a message and
# a non-zero exit on bad input.
# usage: cli_test.sh OMP2OCL_TREE TESTDIR
TOOL=$1
DIR=$2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FAILED=0

fail() { echo "FAIL: $*"; FAILED=1; }

# expect_error DESCRIPTION PATTERN COMMAND...: non-zero exit, PATTERN on stderr
expect_error() {
  desc=$1; pattern=$2; shift 2
  if "$@" >"$TMP/out" 2>"$TMP/err"; then
    fail "$desc: exit status 0"
  elif ! grep -q -- "$pattern" "$TMP/err"; then
    fail "$desc: stderr lacks '$pattern':"; cat "$TMP/err"
  fi
}

# train prints J48's tree and counts, and writes the model.
"$TOOL" train "$DIR/data/iris.arff" -o "$TMP/iris.json" >"$TMP/train.txt" || fail "train iris"
grep -q "^petalwidth <= 0.6: Iris-setosa (50.0)$" "$TMP/train.txt" || fail "train: tree"
printf 'Number of Leaves  : \t5\n' >"$TMP/leaves"
grep -qF -f "$TMP/leaves" "$TMP/train.txt" || fail "train: leaves line"
printf 'Size of the tree : \t9\n' >"$TMP/size"
grep -qF -f "$TMP/size" "$TMP/train.txt" || fail "train: size line"

# eval prints Weka's summary line.
"$TOOL" eval --model "$TMP/iris.json" "$DIR/data/iris.arff" >"$TMP/eval.txt" || fail "eval"
grep -q "^Correctly Classified Instances         147               98      %$" \
  "$TMP/eval.txt" || { fail "eval: summary line"; cat "$TMP/eval.txt"; }

# show, predict, dot, emit-c, cv.
"$TOOL" show --model "$TMP/iris.json" | grep -q "petallength <= 4.9" || fail "show"
"$TOOL" predict --model "$TMP/iris.json" "$DIR/data/iris.arff" >"$TMP/pred.csv" || fail "predict"
[ "$(wc -l <"$TMP/pred.csv")" -eq 151 ] || fail "predict: row count"
"$TOOL" dot --model "$TMP/iris.json" | grep -q "^digraph" || fail "dot"
"$TOOL" emit-c --model "$TMP/iris.json" --prefix sel | grep -q "static int sel_predict" || fail "emit-c"
"$TOOL" cv "$DIR/data/iris.arff" -k 5 | grep -q "Correctly Classified Instances" || fail "cv"
"$TOOL" cv "$DIR/data/selection.csv" --class best --group program --ignore input --by-group \
  >"$TMP/logo.txt" || fail "cv --by-group"
grep -q "Performance relative to the oracle" "$TMP/logo.txt" || fail "cv: time figures"
"$TOOL" --help | grep -q "emit-c" || fail "--help"
"$TOOL" train --help | grep -q -- "--class" || fail "train --help"

# Bad input.
expect_error "missing file" "cannot open" "$TOOL" train "$TMP/nothing.csv"
printf 'a,b,c\n1,2,x\n3,4\n' >"$TMP/short.csv"
expect_error "malformed CSV" "2 fields, but the header has 3" "$TOOL" train "$TMP/short.csv"
printf '@relation r\n@attribute a numeric\n@attribute c {x,y}\n@data\n1,q\n' >"$TMP/bad.arff"
expect_error "malformed ARFF" "not one of the attribute's nominal values" "$TOOL" train "$TMP/bad.arff"
expect_error "unknown column" "unknown class column 'nope'" "$TOOL" train "$DIR/data/selection.csv" --class nope
printf 'a,b,c\n1,2,x\n3,4,x\n5,6,x\n' >"$TMP/one.csv"
expect_error "one class" "only one class" "$TOOL" train "$TMP/one.csv"
printf 'a,b,c\n1,nan,x\n3,4,y\n5,6,x\n' >"$TMP/nan.csv"
expect_error "NaN feature" "non-finite value 'nan'" "$TOOL" train "$TMP/nan.csv"
expect_error "bad model" "model" "$TOOL" show --model "$DIR/data/iris.arff"
expect_error "unknown command" "unknown command" "$TOOL" frobnicate
expect_error "missing --model" "--model FILE is required" "$TOOL" eval "$DIR/data/iris.arff"

exit $FAILED
