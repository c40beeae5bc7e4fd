// Arrays declared by main's own statements live until main returns: they are
// registered as allocation blocks after their declaration, handed back
// (omp2ocl_forget) before each return that follows the declaration (a return
// that is a whole branch gets braces) and at the end of main's body, and a
// launch in main keeps them instead of handing them back after the kernel.
// Arrays of nested blocks, static locals (registered once, as before) and
// arrays declared by a macro keep the old rules; other functions' arrays
// are dropped as their scope ends (a cleanup variable).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- -fopenmp 2>&1
// RUN: %hostsyntax -Wall -Werror -Wno-unused-variable %t/main_arrays.omp2ocl.c
// RUN: %FileCheck %s --input-file=%t/main_arrays.omp2ocl.c
#include <stdlib.h>
#define DECLARE_HIDDEN double hidden[8];

static double sum(const double *v, const int *idx, int n)
{
// The other function's array: dropped when its scope ends, never registered,
// and kept on the device between launches.
// CHECK-LABEL: static double sum(
// CHECK: double s = 0.0, local[16]; __attribute__((cleanup(omp2ocl_discard_at_exit))) struct omp2ocl_scope_object __omp2ocl_forget_local = {(void *)local, sizeof(local)};
  double s = 0.0, local[16];
  int i;
#pragma omp parallel for reduction(+ : s)
  for (i = 0; i < n; i++)
    s += v[idx[i]];
  for (i = 0; i < 16; i++)
    local[i] = s;
// CHECK-NOT: block_register((const void *){{l}}ocal
// CHECK-NOT: omp2ocl_forget({{l}}ocal);
// CHECK-LABEL: int main(
#pragma omp parallel for
  for (i = 0; i < 16; i++)
    local[i] = local[i] * 2.0;
  return local[3];
}

int main(int argc, char **argv)
{
// CHECK: double early[4]; omp2ocl_block_register((const void *)early, sizeof(early));
  double early[4];
// CHECK: { omp2ocl_forget({{e}}arly); return 2; }
  if (argc > 9)
    return 2;
// CHECK: double table[64]; omp2ocl_block_register((const void *)table, sizeof(table));
  double table[64];
  int n = 32 + argc;
// CHECK: int idx[n]; omp2ocl_block_register((const void *)idx, sizeof(idx));
  int idx[n];
// CHECK-NOT: block_register((const void *){{h}}idden
  DECLARE_HIDDEN
  static double once[4];
  int i;
  for (i = 0; i < 64; i++)
    table[i] = i;
  for (i = 0; i < n; i++)
    idx[i] = i % 64;
  {
// CHECK-NOT: block_register((const void *){{i}}nner
    double inner[4];
    inner[0] = sum(table, idx, n);
    early[0] = inner[0];
  }
// A launch in main keeps the table on the device:
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)table, sizeof(table)
// CHECK-NOT: omp2ocl_forget({{t}}able)
// CHECK: omp2ocl_forget({{e}}arly); omp2ocl_forget({{t}}able); omp2ocl_forget({{i}}dx); return 1;
#pragma omp parallel for
  for (i = 0; i < 64; i++)
    table[i] = table[i] * 2.0;
  once[0] = hidden[0] = table[5];
  if (table[5] < 0.0) {
    return 1;
  }
  early[1] = once[0] + hidden[0];
// The end of main's body hands them back too:
// CHECK: omp2ocl_forget({{e}}arly); omp2ocl_forget({{t}}able); omp2ocl_forget({{i}}dx);
// CHECK-NEXT: }
}
