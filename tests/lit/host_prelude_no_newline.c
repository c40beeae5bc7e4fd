// A file of nothing but comments and #defines, its last line without a
// newline: the prelude goes at its end and must start on a line of its own.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t
// RUN: %hostsyntax -Wall -Werror %t/host_prelude_no_newline.omp2ocl.c
#define N 10
// the end, no newline