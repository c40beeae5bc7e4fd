#!/bin/sh
# embed-cl.sh IN.cl OUT.h NAME - writes OUT.h defining
#   static const char NAME[] = "...";
# holding IN.cl verbatim, so the benchmark binaries carry their kernels and
# run from any directory. Used by the Makefile and by CMake (plain sh and
# sed, present on both machines; no xxd or Python needed).
set -eu
in=$1 out=$2 name=$3
tmp=$out.tmp.$$
{
    echo "/* generated from $(basename "$in") by embed-cl.sh: do not edit */"
    echo "static const char $name[] ="
    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$/\\n"/' "$in"
    echo "    ;"
} > "$tmp"
mv "$tmp" "$out"
