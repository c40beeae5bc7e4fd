/* A main compiled without the translator (`plain=`) calls a translated
 * solver step that may give up with longjmp after its kernel ran (a legacy
 * error path), then calls another translated step and reads the results.
 * The longjmp skipped the activation's end: the depth count stayed one
 * too high, the second step's return to main did not bring its kernel's
 * results home, and main printed R[10] = 20 for 11 (found by a probe).
 * Translated code now brings data home before a longjmp, and every later
 * return of the thread to plain code does so too.
 */
// omp2ocl-test: plain=main.c
// omp2ocl-test: offload=3
#include <setjmp.h>
#include <stdio.h>

jmp_buf solver_env;
extern double R[];
void step_may_fail(int code);
void step_scale(double s);

int main(void)
{
    int failed = 0;
    if (!setjmp(solver_env))
        step_may_fail(3);
    else
        failed = 1;
    printf("failed %d R[10] %.3f\n", failed, R[10]);
    R[10] += 0.5; /* main writes between kernels */
    step_scale(0.5);
    printf("R[10] %.3f R[999] %.3f\n", R[10], R[999]);
    step_scale(2.0);
    double s = 0.0;
    for (int i = 0; i < 1000; i++)
        s += R[i];
    printf("sum %.3f\n", s);
    return 0;
}
