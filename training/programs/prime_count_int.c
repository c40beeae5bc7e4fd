/* Counts the primes below N by trial division of each odd number (an
 * integer sum reduction); the work per iteration grows with the number and
 * varies wildly between neighbours.  argv[1]: N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char **argv)
{
    int n = 100000, i, d, prime;
    long count = 0, sum = 0;
    double t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);

    t0 = omp_get_wtime();
#pragma omp parallel for private(d, prime) reduction(+:count, sum) schedule(dynamic, 64)
    for (i = 3; i < n; i += 2) {
        prime = 1;
        for (d = 3; d * d <= i; d += 2)
            if (i % d == 0) {
                prime = 0;
                break;
            }
        if (prime) {
            count++;
            sum += i % 1000;
        }
    }
    if (n > 2)
        count++;   /* the prime 2 */
    t1 = omp_get_wtime();
    printf("primes %ld\n", count);
    printf("checksum: %ld\n", count * 1000 + sum);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
