/* The translated half: two steps whose loops run as kernels; the first
 * leaves through longjmp when asked to. */
#include <setjmp.h>

#define N 1000
double R[N];
extern jmp_buf solver_env;

void step_may_fail(int code)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        R[i] = 2.0 * i;
    if (code)
        longjmp(solver_env, code);
}

void step_scale(double s)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        R[i] = R[i] * s + 1.0;
}
