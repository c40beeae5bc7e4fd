// A driver calling the solver's kernel routines in other files (solver.c,
// grid.c) on malloc'd grids: Jacobi steps and a residual norm until it
// converges. Before each call into another file the driver announced the
// whole of every grid it passed (READ | WRITE: down and up again, 37 MB
// each way over the run); translated files now register their functions,
// and calls to them announce nothing (they announce their own accesses).
// The grid is read back only where the driver prints it; d2h is mostly
// the residual's per-group partials (more groups on a GPU: 576 KB on the
// H100, 144 KB on PoCL).
// omp2ocl-test: offload=500
// omp2ocl-test: h2d-max=400000
// omp2ocl-test: d2h-max=1000000
// omp2ocl-test: tolerance=1e-9
#include <stdio.h>
#include <stdlib.h>
void jacobi_step(const double *u, double *un, const double *f, int n, double h2);
double diff_norm(const double *a, const double *b, int n);
double *make_grid(int n, double v);
void set_rhs(double *f, int n);
int main(void)
{
    int n = 96, it;
    double *u = make_grid(n, 0.0), *un = make_grid(n, 0.0), *f = make_grid(n, 0.0);
    double h2 = 1.0 / ((n - 1) * (n - 1)), r = 1.0;
    int i;
    for (i = 0; i < n; i++) { u[i] = un[i] = 1.0; u[(n-1)*n + i] = un[(n-1)*n+i] = -1.0; }
    set_rhs(f, n);
    for (it = 0; it < 500 && r > 1e-4; it++) {
        double *t;
        jacobi_step(u, un, f, n, h2);
        r = diff_norm(u, un, n);
        t = u; u = un; un = t;
        if (it % 50 == 0) printf("it %d r=%.6e mid=%.6f\n", it, r, u[(n/2)*n + n/2]);
    }
    printf("stop it=%d r=%.6e corner=%.6f\n", it, r, u[n + 1]);
    free(u); free(un); free(f);
    return 0;
}
