// The scalar form of the legacy reduction: inside a parallel region each
// thread starts its own partial sum, maximum and count, the `omp for` loop
// updates them (`s += x`, `if (x > m) m = x;`, `c++` under a test), and a
// critical section after the loop merges them into shared totals. The loop
// runs on the device as a reduction whose totals go into the launching
// thread's copies; every thread's merge still runs once, adding its own part.
// The second region starts the partials at values other than the identity
// (the merge adds every thread's start once, in both versions), merges with
// `atomic`, and the loop is orphaned in a function called from the region.
// The third region is not the idiom, and stays on the host: its critical
// section reads the total beside the merge (`if (tot > 1e9) big++`) and
// would see other partial totals than OpenMP's, and an int partial is
// merged into a long total (the conversion would apply to each thread's
// part, not to the total). The fourth merges into memory behind a pointer
// beside another statement, which cannot be seen not to touch it: host.
// omp2ocl-test: offload=2
// omp2ocl-test: missed="also uses 'tot' beside the merge"
// omp2ocl-test: missed="does more than the merge into memory through a pointer"
// omp2ocl-test: tolerance=1e-10
#include <omp.h>
#include <stdio.h>

#define N 300000

static double a[N];

static void scaled_sum(double *total, long *hits)
{
    double part = 1.0;   /* not the identity: each thread adds its 1.0 */
    long h = 2;
    int i;
#pragma omp for
    for (i = 0; i < N; i++) {
        part = part + 0.5 * a[i];
        if (a[i] < 0.25)
            h += 1;
    }
#pragma omp atomic
    *total += part;
#pragma omp atomic
    *hits += h;
}

int main(void)
{
    double sum = 0.0, mx = -1.0e300, mn = 1.0e300, total = 0.0, tot = 0.0;
    long cnt = 0, hits = 0, wide = 0;
    int big = 0, nt = 1;
    int i;

    for (i = 0; i < N; i++)
        a[i] = (double)((i * 7919) % 1000) / 999.0;

#pragma omp parallel
    {
        double local = 0.0, lmax = -1.0e300, lmin = 1.0e300;
        long lc = 0;
#pragma omp for
        for (i = 0; i < N; i++) {
            local += a[i] * a[i];
            if (a[i] > lmax)
                lmax = a[i];
            if (lmin > a[i] + 0.5)
                lmin = a[i] + 0.5;
            if (a[i] > 0.5)
                lc++;
        }
#pragma omp critical
        {
            sum += local;
            if (lmax > mx)
                mx = lmax;
            if (lmin < mn)
                mn = lmin;
            cnt += lc;
        }
    }

    /* Each thread adds its starting values: take them out below, so that
       the output does not depend on the number of threads. */
#pragma omp parallel
    {
#pragma omp single
        nt = omp_get_num_threads();
        scaled_sum(&total, &hits);
    }

#pragma omp parallel
    {
        double t = 0.0;
        int c = 0;
#pragma omp for
        for (i = 0; i < N; i++) {
            t += a[i];
            c++;
        }
#pragma omp critical
        {
            tot += t;
            if (tot > 1.0e9)
                big++;
        }
#pragma omp critical
        wide += c;
    }

    {
        double *cell = &tot;
        int merges = 0;
#pragma omp parallel
        {
            double u = 0.0;
#pragma omp for
            for (i = 0; i < N; i++)
                u += 2.0 * a[i];
#pragma omp critical
            {
                cell[0] += u;
                merges++;
            }
        }
        printf("through a pointer %.10e, merged %s\n", tot, merges > 0 ? "yes" : "no");
    }

    printf("sum %.10e max %.10f min %.10f count %ld\n", sum, mx, mn, cnt);
    printf("scaled %.10e hits %ld\n", total - 1.0 * nt, hits - 2L * nt);
    printf("tot %.10e big %d wide %ld\n", tot, big, wide);
    return 0;
}
