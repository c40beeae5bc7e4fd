// Dynamic index reordering: a kernel that walks an array with work-item
// dimension 0 on its first subscript, when global index reordering cannot
// (or would not) give the array that layout, keeps its kernel and gets a
// variant `<kernel>_dyn` that reads a reordered device copy; the launch
// site describes the copy to the runtime (the layout call). Uses the
// pass cannot re-spell, and arguments that may alias the array, leave the
// kernel alone with the reason. -fno-dynamic-index-reorder: no variants.
// RUN: rm -rf %t && mkdir -p %t/off
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/dynamic_index_reorder.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/dynamic_index_reorder.omp2ocl.c
// RUN: %clsyntax %t/dynamic_index_reorder.omp2ocl.cl
// RUN: %hostsyntax %t/dynamic_index_reorder.omp2ocl.c
// RUN: %omp2ocl %s -o %t/off -fno-dynamic-index-reorder -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
// RUN: %FileCheck %s --check-prefix=OFFCL --input-file=%t/off/dynamic_index_reorder.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=OFFHOST --input-file=%t/off/dynamic_index_reorder.omp2ocl.c
#include <stdio.h>
#define NK 16
#define NJ 4
#define NI 3

static double a[NK][NJ][NI];
static double c[NK][NJ];
static double d[NK][NJ];
static double (*alias)[NJ] = d;
static double s[NK], t[NK], w[NK];

static double first(const double *r) { return r[0]; }

static double rowsum(const double *r)
{
    int j;
    double x = 0;
    for (j = 0; j < NJ; j++)
        x += r[j];
    return x;
}

int main(void)
{
    int k, j, i;
#pragma omp parallel for private(j, i)
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                a[k][j][i] = k + j + i;
    // The host hands a row to a function: global index reordering keeps
    // a's layout; the reader below gets a variant.
    // REMARK-DAG: global index reordering of 'a' ([k][j][i] -> [j][i][k]) not applied: partial subscript 'a[1][2]' is used as a row
    // REMARK-DAG: [[@LINE+1]]:1: remark: dynamic index reordering: kernel 'main_L[[R:[0-9]+]]' has a variant 'main_L[[R]]_dyn' reading a reordered device copy of 'a' [k][j][i] -> [j][i][k] (the runtime chooses per launch)
#pragma omp parallel for private(j, i)
    for (k = 0; k < NK; k++) {
        double x = 0;
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                x += a[k][j][i] * (i + 1);
        s[k] = x;
    }
    // A row of c goes to a function inside the kernel: no variant.
    // REMARK-DAG: [[@LINE+1]]:1: remark: dynamic index reordering of 'c' in kernel 'main_L{{[0-9]+}}' ([k][j] -> [j][k]) not applied: it is passed to 'rowsum' ('c[k]')
#pragma omp parallel for private(j)
    for (k = 0; k < NK; k++) {
        double x = rowsum(c[k]);
        for (j = 0; j < NJ; j++)
            x += c[k][j];
        t[k] = x;
    }
    // d is also reached through the pointer `alias`, another argument.
    // REMARK-DAG: [[@LINE+1]]:1: remark: dynamic index reordering of 'd' in kernel 'main_L{{[0-9]+}}' ([k][j] -> [j][k]) not applied: 'alias' may point into it (one points-to class)
#pragma omp parallel for private(j)
    for (k = 0; k < NK; k++) {
        double x = alias[k][0];
        for (j = 0; j < NJ; j++)
            x += d[k][j] * j;
        w[k] = x;
    }
    printf("%f %f %f %f\n", s[3], t[2], w[1], first(a[1][2]) + first(c[1]) + first(d[2]));
    return 0;
}
// The original kernel is unchanged; the variant reads a as a'[j][i][k].
// CL-LABEL: __kernel void main_L51(
// CL: __global double (*a)[4][3] =
// CL: a[k][j][i]
// CL-LABEL: __kernel void main_L51_dyn(
// CL: __global double (*a)[3][16] =
// CL: a[j][i][k]
// HOST: static const omp2ocl_layout __omp2ocl_copies[1] = {
// HOST-NEXT: {"a", 2U, 3U, {16UL, 4UL, 3UL}, {1U, 2U, 0U}, 8UL, 0, 12}};
// HOST-NEXT: if (!omp2ocl_arg_layout(__k, 4, 1U, __omp2ocl_copies, {{0|__omp2ocl_layout_predict}}))
// OFF-NOT: dynamic index reordering
// OFFCL-NOT: _dyn(
// OFFHOST-NOT: {{^[ ]+if \(!omp2ocl_arg_layout}}
