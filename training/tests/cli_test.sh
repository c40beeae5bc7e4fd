#!/bin/sh
# Command-line test of omp2ocl-train: collect end to end on fake programs
# (tests/fake: C programs standing in for translated ones, built by a fake
# compiler, plus a fake NAS directory), resume, a rejected mismatch, a
# timeout, then fit, evaluate and install; layout-collect (on a fake
# microbenchmark), layout-fit and install --layout; and the error exits.
# usage: cli_test.sh OMP2OCL_TRAIN TESTDIR
TOOL=$1
DIR=$2
FAKE=$DIR/fake
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FAILED=0

fail() { echo "FAIL: $*"; FAILED=1; }

# expect STATUS DESCRIPTION STDERR-PATTERN COMMAND...: the exit status, and
# PATTERN (grep -E, unless empty) on stderr. Output in $TMP/out, $TMP/err.
expect() {
  want=$1; desc=$2; pattern=$3; shift 3
  "$@" >"$TMP/out" 2>"$TMP/err"
  st=$?
  if [ "$st" -ne "$want" ]; then
    fail "$desc: exit status $st, expected $want"
    sed 's/^/    /' "$TMP/err" | tail -n 20
  fi
  if [ -n "$pattern" ] && ! grep -Eq -- "$pattern" "$TMP/err"; then
    fail "$desc: stderr lacks /$pattern/"
    sed 's/^/    /' "$TMP/err" | tail -n 20
  fi
}
# has FILE DESCRIPTION PATTERN: grep -E PATTERN in FILE.
has() {
  grep -Eq -- "$3" "$1" || { fail "$2: no /$3/ in $(basename "$1")"; sed 's/^/    /' "$1" | head -n 40; }
}
hasnt() {
  ! grep -Eq -- "$3" "$1" || fail "$2: /$3/ found in $(basename "$1")"
}
rows() { tail -n +2 "$1" | wc -l | tr -d ' '; }

export FAKE_CC_LOG="$TMP/cc.log"
export OMP_NUM_THREADS=3
# The fake programs fail when profiling is on: collect must switch it off.
export OMP2OCL_PROFILE=1
CSV=$TMP/data/train.csv
WORK=$TMP/data/omp2ocl-train-work
HOST=$(uname -n)
PLATFORM="$HOST (FakeGPU 9000)"
PLATFORM_RE="$HOST \\(FakeGPU 9000\\)"   # as an extended regular expression
COLLECT="collect $FAKE/manifest.txt -o $CSV --cc $FAKE/fake-cc.sh --repeat 2 --nas fakebench --nas-dir $FAKE/nas --nas-classes S,W"

# --- collect: 12 program inputs; tiny_b "mismatch" and nas.fakebench W
# disagree between the modes, tiny_b "nofeatures" writes no features line.
expect 1 "collect" "MISMATCH: tiny_b mismatch: opencl run 1 disagrees" $TOOL $COLLECT
cp "$TMP/out" "$TMP/collect1.out"; cp "$TMP/err" "$TMP/collect1.err"
has "$TMP/collect1.out" "collect summary" \
  "^collect: 9 rows written to $CSV, 0 skipped \(already there\), 0 failed, 2 mismatches, 1 without features$"
has "$TMP/collect1.err" "NAS mismatch" "MISMATCH: nas.fakebench W: opencl run 1 did not verify"
has "$TMP/collect1.err" "no features warning" "tiny_b nofeatures: the OpenCL run wrote no features line"
has "$TMP/collect1.err" "progress line" '^\[ 1/48\] tiny_a 5 openmp [0-9.]+s$'
has "$TMP/collect1.err" "progress line" '^\[16/48\] tiny_a 120 opencl [0-9.]+s$'
has "$CSV" "header" "^program,input,platform,comp,mem,localmem,coalesced,transfer,avgws,F1,F2,F3,F4,parallelism,t_openmp,t_opencl,best$"
[ "$(rows "$CSV")" = 9 ] || fail "collect: $(rows "$CSV") rows, expected 9"
hasnt "$CSV" "mismatch row" "^tiny_b,mismatch,"
hasnt "$CSV" "nofeatures row" "^tiny_b,nofeatures,"
hasnt "$CSV" "NAS W row" "^nas.fakebench,W,"
# The features come from the line (tiny_b's has another key order).
has "$CSV" "tiny_a 5 features" "^tiny_a,5,$PLATFORM_RE,5,10,0,5,40,5,20,0.5,0,0.5,5,[0-9.e-]+,[0-9.e-]+,openmp$"
has "$CSV" "tiny_b 80 features" "^tiny_b,80,$PLATFORM_RE,80,160,0,80,640,80,1.25,0.5,0,0.5,80,[0-9.e-]+,[0-9.e-]+,opencl$"
has "$CSV" "tiny_a 120 best" "^tiny_a,120,.*,opencl$"
has "$CSV" "tiny_b 10 best" "^tiny_b,10,.*,openmp$"
has "$CSV" "NAS S row" "^nas.fakebench,S,$PLATFORM_RE,4,2,0,2,64,256,10.666666666666666,1,0,2,256,[0-9.e-]+,[0-9.e-]+,openmp$"
# Wall-clock times: tiny_a 120 sleeps 120 ms as OpenMP, 54 ms as OpenCL.
awk -F, '$1 == "tiny_a" && $2 == "120" { exit !($15 >= 0.119 && $15 < 5 && $16 >= 0.053 && $16 < $15) }' "$CSV" ||
  fail "collect: implausible times for tiny_a 120: $(grep '^tiny_a,120,' "$CSV")"
has "$WORK/logs/tiny_a.5.openmp.log" "OMP_NUM_THREADS passed through" "^threads=3$"
[ "$(wc -l <"$FAKE_CC_LOG")" -eq 4 ] || fail "collect: $(wc -l <"$FAKE_CC_LOG") compiler calls, expected 4 (tiny_a, tiny_b, fakebench S and W)"

# --- resume: nothing new is written, nothing rebuilt; only the inputs
# without a row are run again.
cp "$CSV" "$TMP/before.csv"
expect 1 "collect again" "9 already in $CSV, 12 runs to do" $TOOL $COLLECT
has "$TMP/out" "resume summary" "^collect: 0 rows written to $CSV, 9 skipped \(already there\), 0 failed, 2 mismatches, 1 without features$"
cmp -s "$CSV" "$TMP/before.csv" || fail "resume: the CSV changed"
[ "$(wc -l <"$FAKE_CC_LOG")" -eq 4 ] || fail "resume: rebuilt ($(wc -l <"$FAKE_CC_LOG") compiler calls)"

# --- an interrupted write leaves half a line: dropped, the rest kept.
printf 'tiny_a,999,%s,1,2' "$PLATFORM" >>"$CSV"
expect 0 "collect after a torn write" "dropping an incomplete last line" \
  $TOOL collect "$FAKE/manifest.txt" -o "$CSV" --cc "$FAKE/fake-cc.sh" --programs tiny_a
cmp -s "$CSV" "$TMP/before.csv" || fail "torn write: the CSV is not back to its rows"

# --- --programs, --sizes-max, --platform (quoted in the CSV), --workdir.
expect 0 "collect one input" "" $TOOL collect "$FAKE/manifest.txt" -o "$TMP/small.csv" \
  --cc "$FAKE/fake-cc.sh" --programs tiny_b --sizes-max 1 --repeat 1 --platform "lab, box 1" \
  --workdir "$TMP/work2"
[ "$(rows "$TMP/small.csv")" = 1 ] || fail "--sizes-max 1: $(rows "$TMP/small.csv") rows"
has "$TMP/small.csv" "quoted platform" '^tiny_b,5,"lab, box 1",5,'
[ -x "$TMP/work2/bin/tiny_b" ] || fail "--workdir: no binary in it"

# --- a run over --timeout is killed and its row counted as failed.
START=$(date +%s)
expect 1 "timeout" "FAILED: tiny_a hang: openmp run 1: timed out after 1 s" \
  $TOOL collect "$FAKE/hang.txt" -o "$TMP/hang.csv" --cc "$FAKE/fake-cc.sh" --timeout 1 \
  --workdir "$TMP/work2"
[ $(( $(date +%s) - START )) -lt 10 ] || fail "timeout: the run was not killed"
has "$TMP/out" "timeout summary" "0 rows written.*1 failed"
[ "$(rows "$TMP/hang.csv")" = 0 ] || fail "timeout: a row was written"

# --- refeature: the 9 rows get the features of a run that stops at its
# decision (here comp x 3), keeping their platform, times and best; one
# features run per input (OMP2OCL_PROFILE, exported above, must be removed),
# nothing rebuilt; resumable; the old table is left alone.
cp "$CSV" "$TMP/before-refeature.csv"
CC_CALLS=$(wc -l <"$FAKE_CC_LOG")
expect 0 "refeature" "refeature: 9 program inputs of" env FAKE_COMP_SCALE=3 \
  $TOOL refeature "$CSV" "$FAKE/manifest.txt" -o "$TMP/refeat.csv" --nas-dir "$FAKE/nas" \
  --cc "$FAKE/fake-cc.sh" --workdir "$WORK"
has "$TMP/out" "refeature summary" "^refeature: 9 rows written to $TMP/refeat.csv, 0 skipped"
cmp -s "$CSV" "$TMP/before-refeature.csv" || fail "refeature: the old table changed"
[ "$(rows "$TMP/refeat.csv")" = 9 ] || fail "refeature: $(rows "$TMP/refeat.csv") rows, expected 9"
[ "$(wc -l <"$FAKE_CC_LOG")" -eq "$CC_CALLS" ] || fail "refeature: rebuilt ($(wc -l <"$FAKE_CC_LOG") compiler calls)"
has "$TMP/refeat.csv" "tiny_a 5 new comp" "^tiny_a,5,$PLATFORM_RE,15,10,0,5,40,5,20,0.5,0,0.5,5,"
has "$TMP/refeat.csv" "tiny_b 80 new comp" "^tiny_b,80,$PLATFORM_RE,240,160,"
has "$TMP/refeat.csv" "NAS S new comp" "^nas.fakebench,S,$PLATFORM_RE,12,2,"
# Same times and best as the old rows: columns 15- are unchanged.
cut -d, -f1-3,15- "$CSV" | sort > "$TMP/old-times"
cut -d, -f1-3,15- "$TMP/refeat.csv" | sort > "$TMP/new-times"
cmp -s "$TMP/old-times" "$TMP/new-times" || fail "refeature: times or best changed"
expect 0 "refeature again" "9 already in" env FAKE_COMP_SCALE=3 \
  $TOOL refeature "$CSV" "$FAKE/manifest.txt" -o "$TMP/refeat.csv" --nas-dir "$FAKE/nas" \
  --cc "$FAKE/fake-cc.sh" --workdir "$WORK"
has "$TMP/out" "refeature resume" "^refeature: 0 rows written"
expect 2 "refeature onto itself" "must name a new table" \
  $TOOL refeature "$CSV" "$FAKE/manifest.txt" -o "$CSV" --nas-dir "$FAKE/nas" --cc "$FAKE/fake-cc.sh"
expect 1 "refeature without the manifest" "program 'tiny_a' is not in a manifest" \
  $TOOL refeature "$CSV" -o "$TMP/refeat2.csv" --nas-dir "$FAKE/nas" --cc "$FAKE/fake-cc.sh"

# --- fit: the tree J48 grows on F1.
expect 0 "fit" "" $TOOL fit "$CSV" -o "$TMP/model.json" --weights none
has "$TMP/out" "fit tree" '^F1 <= 1.25: opencl \(4.0\)$'
has "$TMP/out" "fit tree" '^F1 > 1.25: openmp \(5.0\)$'
has "$TMP/out" "fit platform" "^Platform: $PLATFORM_RE$"
# The default weights rows by the square root of their time gap (scaled to
# a mean of 1): the leaves' counts are weights now, still 9 in all.
expect 0 "fit weighted" "" $TOOL fit "$CSV" -o "$TMP/model-w.json"
has "$TMP/out" "fit weighted tree" '^F1 <= 1.25: opencl \([0-9]+\.[0-9]+\)$'
has "$TMP/out" "fit weighted tree" '^F1 > 1.25: openmp \([0-9]+\.[0-9]+\)$'
expect 2 "fit unknown weights" "unknown --weights 'cost'" $TOOL fit "$CSV" -o "$TMP/m.json" --weights cost
has "$TMP/model.json" "model platform" "FakeGPU 9000"

# --- evaluate: leave-one-program-out is perfect on this corpus (the F1
# threshold learnt from one program separates the other's inputs).
expect 0 "evaluate" "" $TOOL evaluate "$CSV" -o "$TMP/eval"
has "$TMP/out" "accuracy" "^accuracy: 1.000000$"
has "$TMP/out" "oracle" "^oracle: 1.000000$"
has "$TMP/out" "training options" "^training: J48 -C 0.25 -M 2, weights sqrt-time-gap$"
has "$TMP/out" "per-program table" "^tiny_a +4 +4 "
has "$TMP/out" "speedup" "^speedup over always-openmp: [0-9.]+ \(total time\)"
for f in summary.txt per_program.csv tree.txt tree.dot model.json speedup.dat speedup.gp; do
  [ -s "$TMP/eval/$f" ] || fail "evaluate -o: no $f"
done
has "$TMP/eval/summary.txt" "summary.txt" "^oracle: 1.000000$"
has "$TMP/eval/per_program.csv" "per_program.csv" "^tiny_a,4,4,"
has "$TMP/eval/speedup.dat" "speedup.dat" "^geomean	"
is_png() { [ "$(head -c 4 "$1" | od -An -c | tr -d ' ')" = '211PNG' ]; }
if command -v dot >/dev/null 2>&1; then
  is_png "$TMP/eval/tree.png" || fail "evaluate -o: tree.png is not a PNG"
fi
if command -v gnuplot >/dev/null 2>&1; then
  is_png "$TMP/eval/speedup.png" || fail "evaluate -o: speedup.png is not a PNG"
else
  has "$TMP/err" "no gnuplot warning" "gnuplot is not installed"
fi

# A hand-worked case (see test_evaluation.cpp, SingleClassFold): each
# left-out program is predicted wrong; chosen 2+2+2, oracle 1+1+1.
H=$TMP/hand.csv
echo "program,input,platform,comp,mem,localmem,coalesced,transfer,avgws,F1,F2,F3,F4,t_openmp,t_opencl,best" >"$H"
echo "A,1,p,1,1,1,1,1,1,1,1,1,1,2,1,opencl" >>"$H"
echo "B,1,p,1,1,1,1,1,1,2,1,1,1,2,1,opencl" >>"$H"
echo "C,1,p,1,1,1,1,1,1,3,1,1,1,1,2,openmp" >>"$H"
expect 0 "evaluate by hand" "" $TOOL evaluate "$H" --features F1
has "$TMP/out" "hand accuracy" "^accuracy: 0.000000$"
has "$TMP/out" "hand oracle" "^oracle: 0.500000$"

# --- Grewe et al.'s format (synthetic file in its schema).
expect 0 "evaluate grewe" "" $TOOL evaluate "$DIR/data/synthetic-grewe-format.csv" --format grewe -k 2
has "$TMP/out" "grewe platform" "^platform: synthetic-grewe-format$"
has "$TMP/out" "grewe validation" "^validation: stratified 2-fold cross-validation$"
has "$TMP/out" "grewe accuracy" "^accuracy: [01]\.[0-9]{6}$"
has "$TMP/out" "grewe programs" "^npb-3.3-BT +2 "
expect 0 "evaluate grewe lopo" "" $TOOL evaluate "$DIR/data/synthetic-grewe-format.csv"
has "$TMP/out" "grewe lopo" "^validation: leave-one-program-out \(6 programs\)$"

# --- install.
expect 0 "install" "" $TOOL install "$TMP/model.json" --prefix "$TMP/prefix"
cmp -s "$TMP/model.json" "$TMP/prefix/share/omp2ocl/model.json" || fail "install: not copied"
has "$TMP/out" "install message" "as $TMP/prefix/share/omp2ocl/model.json"
sed 's/"F1"/"F9"/g' "$TMP/model.json" >"$TMP/f9.json"
expect 1 "install unknown feature" "feature 'F9' is not one the runtime computes" \
  $TOOL install "$TMP/f9.json" --prefix "$TMP/prefix2"
sed 's/"openmp"/"cpu"/g' "$TMP/model.json" >"$TMP/cpu.json"
expect 1 "install other classes" "the class values are \{cpu,opencl\}" \
  $TOOL install "$TMP/cpu.json" --prefix "$TMP/prefix2"
expect 1 "install not a model" "not a model" $TOOL install "$CSV" --prefix "$TMP/prefix2"
[ ! -e "$TMP/prefix2" ] || fail "install: a rejected model was installed"

# --- help and errors: 2 for usage, 1 for input.
expect 0 "--help" "" $TOOL --help
has "$TMP/out" "--help" "collect"
expect 0 "collect --help" "" $TOOL collect --help
has "$TMP/out" "collect --help" "--sizes-max"
expect 2 "no command" "usage" $TOOL
expect 2 "unknown command" "unknown command 'frobnicate'" $TOOL frobnicate
expect 2 "collect without -o" "missing -o DATA.csv" $TOOL collect "$FAKE/manifest.txt"
expect 2 "collect without input" "nothing to collect" $TOOL collect -o "$TMP/x.csv"
expect 2 "collect --repeat 0" "--repeat must be at least 1" $TOOL collect "$FAKE/manifest.txt" -o "$TMP/x.csv" --repeat 0
expect 2 "collect unknown option" "unrecognised option|unrecognized option" $TOOL collect --frob
expect 2 "collect unknown program" "no program 'nope'" $TOOL collect "$FAKE/manifest.txt" -o "$TMP/x.csv" --programs nope
expect 2 "fit without data" "missing data argument" $TOOL fit -o "$TMP/m.json"
expect 2 "fit without -o" "missing -o MODEL.json" $TOOL fit "$CSV"
expect 2 "unknown feature" "unknown feature 'F9'" $TOOL evaluate "$CSV" --features F1,F9
expect 1 "missing manifest" "cannot open" $TOOL collect "$TMP/none.txt" -o "$TMP/x.csv"
printf 'ghost 1\n' >"$TMP/ghost.txt"
expect 1 "program without source" "program 'ghost' has no source" $TOOL collect "$TMP/ghost.txt" -o "$TMP/x.csv"
printf 'a,b\n1,2\n' >"$TMP/other.csv"
expect 1 "foreign CSV" "not those of a training table" $TOOL collect "$FAKE/manifest.txt" -o "$TMP/other.csv"
expect 1 "missing compiler" "cannot run the compiler '$TMP/nocc'" \
  $TOOL collect "$FAKE/manifest.txt" -o "$TMP/x.csv" --cc "$TMP/nocc" --workdir "$TMP/work3"
expect 1 "fit missing data" "cannot open" $TOOL fit "$TMP/none.csv" -o "$TMP/m.json"
printf '%s\nA,1,p,1,1,1,1,1,1,1,1,1,1,1,0,1,opencl\n' "$(head -n 1 "$CSV")" >"$TMP/zero.csv"
expect 1 "zero time" "zero.csv:2: t_openmp is '0', not a positive time" $TOOL fit "$TMP/zero.csv" -o "$TMP/m.json"
expect 1 "one program" "at least 2 programs" $TOOL evaluate "$TMP/small.csv"

# --- layout-collect / layout-fit / install --layout on a fake microbenchmark
# (tests/fake/fake-layout-bench.sh): 2 sizes x 4 accesses x {read, written}.
LBENCH=$FAKE/fake-layout-bench.sh
LCSV=$TMP/layout/layout.csv
export FAKE_LAYOUT_LOG=$TMP/layout-bench.log
LGRID="--sizes 64K,1M --accesses 0.5,1,4,16 --bench $LBENCH"
expect 0 "layout-collect" "16 points, 0 already in" $TOOL layout-collect -o "$LCSV" $LGRID --device-type cpu
has "$TMP/out" "layout-collect summary" \
  "^layout-collect: 16 rows written to $LCSV \(reorder faster in 6\), 0 skipped \(already there\), 0 sizes failed$"
has "$TMP/err" "layout progress" '^\[2/2\] 1 MiB \(64x64x32\), 8 points: 8 points in'
has "$LCSV" "layout header" '^bytes,accesses_per_element,written,shape,platform,t_keep,t_reorder,best$'
has "$LCSV" "layout row" "^65536,4,1,16x16x32,$PLATFORM_RE,0.000262144,0.00032768,keep$"
has "$LCSV" "layout row" "^1048576,16,1,64x64x32,$PLATFORM_RE,0.016777216,0.008388608,reorder$"
[ "$(rows "$LCSV")" = 16 ] || fail "layout-collect: $(rows "$LCSV") rows, expected 16"
has "$FAKE_LAYOUT_LOG" "device type passed, 5 launches by default" '^16,16,32 0.5:0,1:0,4:0,16:0,0.5:1,1:1,4:1,16:1 5 cpu$'
expect 0 "layout-collect resumed" "16 already in" $TOOL layout-collect -o "$LCSV" $LGRID
has "$TMP/out" "layout resume" "^layout-collect: 0 rows written .* 16 skipped"
# A size that fails after one point keeps that point; the rerun does the rest.
rm -f "$FAKE_LAYOUT_LOG"
expect 1 "layout-collect failing" "FAILED: 64x64x32: exit status 3, 1 of 8 points" \
  env FAKE_LAYOUT_FAIL_SHAPE=64 $TOOL layout-collect -o "$TMP/layout2.csv" $LGRID --quick --repeat 2
[ "$(rows "$TMP/layout2.csv")" = 9 ] || fail "layout-collect failing: $(rows "$TMP/layout2.csv") rows, expected 9"
printf '1048576,1,0,64x64' >>"$TMP/layout2.csv"
expect 0 "layout-collect after a failure" "dropping an incomplete last line" \
  $TOOL layout-collect -o "$TMP/layout2.csv" $LGRID
has "$TMP/out" "layout rerun" "^layout-collect: 7 rows written .* 9 skipped"
has "$FAKE_LAYOUT_LOG" "only the missing points" '^64,64,32 1:0,4:0,16:0,0.5:1,1:1,4:1,16:1 5 $'
cmp -s "$TMP/layout2.csv" "$LCSV" || { sort "$TMP/layout2.csv" >"$TMP/l2s"; sort "$LCSV" >"$TMP/l1s"; cmp -s "$TMP/l1s" "$TMP/l2s" || fail "layout-collect after a failure: rows differ from the uninterrupted run"; }

expect 0 "layout-fit" "" $TOOL layout-fit "$LCSV" -o "$TMP/layout-model.json" -k 4
has "$TMP/out" "layout-fit rows" '^rows: 16 \(reorder faster in 6\)$'
has "$TMP/out" "layout-fit tree" 'accesses_per_element (<=|>) [0-9.]+'
has "$TMP/out" "layout-fit training accuracy" '^training accuracy: [01]\.[0-9]{6} \([0-9]+ of 16 rows\)$'
has "$TMP/out" "layout-fit cross-validation" '^4-fold cross-validated accuracy: [01]\.[0-9]{6}'
has "$TMP/layout-model.json" "layout model classes" '"values": \["keep", "reorder"\]'
expect 0 "install --layout" "" $TOOL install --layout "$TMP/layout-model.json" --prefix "$TMP/lprefix"
cmp -s "$TMP/layout-model.json" "$TMP/lprefix/share/omp2ocl/layout-model.json" || fail "install --layout: not copied"
[ -e "$TMP/lprefix/share/omp2ocl/model.json" ] && fail "install --layout wrote model.json"
expect 1 "layout model as device model" "a layout model is installed with --layout" \
  $TOOL install "$TMP/layout-model.json" --prefix "$TMP/lprefix"
expect 1 "device model as layout model" "not one of the layout model's" \
  $TOOL install --layout "$TMP/model.json" --prefix "$TMP/lprefix"
# One class only (a CPU device, say): a single leaf.
grep -v ",reorder$" "$LCSV" >"$TMP/keep-only.csv"
expect 0 "layout-fit one class" "" $TOOL layout-fit "$TMP/keep-only.csv" -o "$TMP/keep-only.json"
has "$TMP/out" "layout-fit one class" '^: keep \(10\.0\)$'
expect 0 "install --layout one leaf" "" $TOOL install --layout "$TMP/keep-only.json" --prefix "$TMP/lprefix"
expect 2 "layout-collect without -o" "missing -o LAYOUT.csv" $TOOL layout-collect --bench "$LBENCH"
expect 2 "layout-collect --written 2" "--written: '2' is not 0 or 1" $TOOL layout-collect -o "$TMP/l3.csv" $LGRID --written 2
expect 2 "layout-collect bad size" "'12Q' is not a size" $TOOL layout-collect -o "$TMP/l3.csv" --bench "$LBENCH" --sizes 12Q
expect 2 "layout-collect bad device type" "--device-type must be" $TOOL layout-collect -o "$TMP/l3.csv" $LGRID --device-type fpga
expect 1 "layout-collect missing bench" "no benchmark '$TMP/nobench'" $TOOL layout-collect -o "$TMP/l3.csv" --bench "$TMP/nobench"
expect 1 "layout-collect on a training table" "not those of a layout table" $TOOL layout-collect -o "$CSV" $LGRID
expect 1 "layout-fit on a training table" "no column 'bytes'" $TOOL layout-fit "$CSV"
expect 2 "layout-fit two platforms" "several platforms" sh -c "cat '$LCSV' >'$TMP/two.csv'; tail -n +2 '$LCSV' | sed 's/FakeGPU 9000/FakeGPU 9001/' >>'$TMP/two.csv'; exec $TOOL layout-fit '$TMP/two.csv'"
unset FAKE_LAYOUT_LOG

[ $FAILED -eq 0 ] && echo "training cli: all checks passed"
exit $FAILED
