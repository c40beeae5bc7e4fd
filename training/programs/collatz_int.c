/* Collatz (3n+1) stopping times of every start value below N: a while loop
 * of data-dependent length per iteration, 64-bit integer arithmetic, sum
 * and max reductions.  argv[1]: N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char **argv)
{
    long n = 100000, i, total = 0, v;
    int steps, longest = 0;
    double t0, t1;

    if (argc > 1)
        n = atol(argv[1]);

    t0 = omp_get_wtime();
#pragma omp parallel for private(v, steps) reduction(+:total) reduction(max:longest)
    for (i = 1; i < n; i++) {
        v = i;
        steps = 0;
        while (v != 1) {
            if (v & 1)
                v = 3 * v + 1;
            else
                v >>= 1;
            steps++;
        }
        total += steps;
        if (steps > longest)
            longest = steps;
    }
    t1 = omp_get_wtime();
    printf("longest %d\n", longest);
    printf("checksum: %ld\n", total + longest);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
