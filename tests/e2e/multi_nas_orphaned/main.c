// The NAS BT/SP driver shape over several files: globals defined here and
// declared in header.h, one `omp parallel` region around the whole time-step
// loop, orphaned `omp for` loops in functions of other files (rhs.c,
// solve.c), `master` and `single` between them, and an orphaned reduction.
// omp2ocl-test: offload=10
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>
#include "header.h"

double u[NZ][NY][NX][5];
double rhs[NZ][NY][NX][5];
double forcing[NZ][NY][NX][5];
double dt;
double rms[5];

int main(void)
{
    int m, step;
    dt = 0.05;
#pragma omp parallel private(step)
    {
        initialize();
        exact_rhs();
        for (step = 1; step <= NSTEPS; step++) {
#pragma omp master
            {
                if (step == 1 || step == NSTEPS)
                    printf(" Time step %4d\n", step);
            }
            compute_rhs();
            update();
        }
        error_norm();
    }
    for (m = 0; m < 5; m++)
        printf("rms[%d] %.12e\n", m, rms[m]);
    printf("u[4][5][6][2] %.12e mass %.12e\n", u[4][5][6][2], total_mass);
    return 0;
}
