#!/bin/sh
# Stands in for omp2ocl-cc in the CLI test: records each call in
# $FAKE_CC_LOG and compiles with the system compiler (the fake programs need
# no translation).
[ -n "$FAKE_CC_LOG" ] && echo "$*" >> "$FAKE_CC_LOG"
exec cc "$@"
