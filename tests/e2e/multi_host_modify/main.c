// An array is modified between kernels by a function in another file (host
// code the translator cannot see), and read back on the host in between: the
// device copy must be refreshed before the next kernel.
// omp2ocl-test: offload=6
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include "field.h"

double field[FN];
double work[FN];

int main(void)
{
    int i, it;
    for (i = 0; i < FN; i++)
        field[i] = (double)(i % 8);
    for (it = 0; it < 3; it++) {
#pragma omp parallel for
        for (i = 0; i < FN; i++)
            work[i] = field[i] * 0.5 + it;
        perturb(work, FN, it);
        printf("it %d work[it] %.12e\n", it, work[it]);
#pragma omp parallel for
        for (i = 1; i < FN - 1; i++)
            field[i] = work[i - 1] + work[i + 1] - work[i];
    }
    printf("field sum %.12e field[5] %.12e\n", field_sum(), field[5]);
    return 0;
}
