#!/bin/sh
# Stands in for omp2ocl-layout-bench in cli_test.sh: the same command line
# and output, made-up times (reordering wins from about 3 accesses per
# element when read, 6 when written: t_keep = bytes*ape*1e-9, t_reorder =
# bytes*(ape/4 + 2*(1+written))*1e-9). FAKE_LAYOUT_FAIL_SHAPE=N0 makes the
# size with that N0 fail after its first point.
if [ "$1" = "--device" ]; then
  echo "device FakeGPU 9000"
  echo "type gpu"
  exit 0
fi
shape= points= repeat=
while [ $# -gt 0 ]; do
  case $1 in
    --shape) shape=$2; shift 2 ;;
    --points) points=$2; shift 2 ;;
    --repeat) repeat=$2; shift 2 ;;
    *) echo "fake-layout-bench: bad argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$OMP2OCL_DYNAMIC_LAYOUT$OMP2OCL_PROFILE" ] && { echo "fake-layout-bench: environment not cleaned" >&2; exit 4; }
[ -n "$FAKE_LAYOUT_LOG" ] && echo "$shape $points $repeat ${OMP2OCL_DEVICE_TYPE:-}" >>"$FAKE_LAYOUT_LOG"
echo "$points" | tr ',' '\n' | awk -v shape="$shape" -v fail="${FAKE_LAYOUT_FAIL_SHAPE:-}" '
  BEGIN { split(shape, n, ",") }
  {
    split($0, p, ":"); w = p[2] + 0; m = w ? 2 : 1
    t = int(p[1] * n[3] / m + 0.5); if (t < 1) t = 1
    items = n[1] * n[2]; el = items * n[3]; bytes = el * 8
    ape = (t * m) * items / el
    printf "point %d %.17g %d %dx%dx%d %.9g %.9g\n", bytes, ape, w, n[1], n[2], n[3],
      bytes * ape * 1e-9, bytes * (ape / 4 + 2 * (1 + w)) * 1e-9
    if (n[1] == fail) exit 3
  }'
