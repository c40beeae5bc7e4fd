// The NAS CG shape: static arrays handed to a function through pointer
// parameters, an orphaned `omp for` with data-dependent row bounds
// (rowstr[j]..rowstr[j+1]) called from a parallel region, plus a static local
// array reached through a pointer. The static arrays are registered blocks.
// omp2ocl-test: offload=14
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>

#define NA 1400
#define NZ (NA * 8)

static int colidx[NZ], rowstr[NA + 1];
static double a[NZ], x[NA], z[NA], q[NA];

static double sum; /* shared by the team: the reduction's target */

/* Called by every thread of a team: orphaned work-sharing loops, the
 * parameters are each thread's own copies of the same arguments. */
static void conj_step(int colidx[], int rowstr[], double x[], double q[], double a[],
                      double z[], int n)
{
    int j, k;
#pragma omp single
    sum = 0.0;
#pragma omp for
    for (j = 0; j < n; j++) {
        double s = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++)
            s = s + a[k] * x[colidx[k]];
        q[j] = s;
    }
#pragma omp for reduction(+:sum)
    for (j = 0; j < n; j++)
        sum = sum + q[j] * q[j];
#pragma omp for
    for (j = 0; j < n; j++)
        z[j] = q[j] / (1.0 + sum * 1e-6);
}

static double scaled_sum(const double *v, const int *pick, int n)
{
    static double w[NA];  /* a static local reached through a pointer */
    double *pw = w;
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        pw[pick[i]] = v[i] * 0.5;
    double s = 0.0;
    for (i = 0; i < n; i++)
        s += w[i] * (i % 4);
    return s;
}

int main(void)
{
    int j, k, it, nz = 0;
    rowstr[0] = 0;
    for (j = 0; j < NA; j++) {
        int len = 1 + (j * 5) % 8;
        for (k = 0; k < len; k++) {
            colidx[nz] = (j * 3 + k * 97) % NA;
            a[nz] = 1.0 / (1 + (nz % 7));
            nz++;
        }
        rowstr[j + 1] = nz;
    }
    for (j = 0; j < NA; j++)
        x[j] = 1.0;
    for (it = 0; it < 4; it++) {
#pragma omp parallel
        conj_step(colidx, rowstr, x, q, a, z, NA);
        for (j = 0; j < NA; j++)
            x[j] = z[j] + 0.01 * j / NA;
        printf("it %d z[0] %.12e z[%d] %.12e\n", it, z[0], NA - 1, z[NA - 1]);
    }
    static int pick[NA];
    for (j = 0; j < NA; j++)
        pick[j] = (j * 17) % NA;
    printf("scaled %.12e\n", scaled_sum(x, pick, NA));
    printf("again %.12e\n", scaled_sum(z, pick, NA));
    return 0;
}
