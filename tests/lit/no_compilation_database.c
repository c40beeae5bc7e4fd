// Without `--` or -p and with no compile_commands.json above the source,
// the file is translated without flags, quietly (Clang's tools print three
// lines of "compilation database" errors first); with one, its flags apply
// (here -DHOSTONLY, which puts a printf in the loop).
// RUN: rm -rf %t && mkdir -p %t/src %t/out %t/db/out
// RUN: cp %s %t/src/quiet.c && cp %s %t/db/quiet.c
// RUN: %omp2ocl %t/src/quiet.c -o %t/out -Rpass=omp2ocl -Rpass-missed=omp2ocl 2>&1 | %FileCheck %s --check-prefix=QUIET --implicit-check-not="compilation database" --implicit-check-not="without flags"
// RUN: echo '[{"directory":"%/t/db","command":"cc -DHOSTONLY -c quiet.c","file":"quiet.c"}]' > %t/db/compile_commands.json
// RUN: %omp2ocl %t/db/quiet.c -o %t/db/out -Rpass-missed=omp2ocl 2>&1 | %FileCheck %s --check-prefix=DB
#include <stdio.h>
double a[64];
int main(void) {
// QUIET: quiet.c:[[@LINE+2]]:1: remark: loop offloaded as 1-D kernel 'main_L[[@LINE+2]]'
// DB: quiet.c:[[@LINE+1]]:1: remark: loop kept on the host: it calls 'printf'
#pragma omp parallel for
  for (int i = 0; i < 64; i++) {
    a[i] = i;
#ifdef HOSTONLY
    printf("%d\n", i);
#endif
  }
  return (int)a[63];
}
