/* Naive O(n^2) discrete Fourier transform of a real signal: every output
 * frequency sums n terms with cos and sin of the phase.  Double precision;
 * the power spectrum is summed on the host.  argv[1]: the signal length. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define PI 3.14159265358979323846

int main(int argc, char **argv)
{
    int n = 1024, k, j;
    double *sig, *re, *im, ph, sr, si, w, cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    sig = (double *)malloc(n * sizeof(double));
    re = (double *)malloc(n * sizeof(double));
    im = (double *)malloc(n * sizeof(double));
    if (!sig || !re || !im) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (j = 0; j < n; j++)
        sig[j] = sin(2.0 * PI * 5.0 * j / n) + 0.5 * cos(2.0 * PI * 37.0 * j / n)
                 + 0.01 * (j % 13);
    w = 2.0 * PI / n;

    t0 = omp_get_wtime();
#pragma omp parallel for private(j, ph, sr, si)
    for (k = 0; k < n; k++) {
        sr = 0.0;
        si = 0.0;
        for (j = 0; j < n; j++) {
            ph = w * (double)(((long)k * j) % n);
            sr += sig[j] * cos(ph);
            si -= sig[j] * sin(ph);
        }
        re[k] = sr;
        im[k] = si;
    }
    cs = 0.0;
    for (k = 0; k < n; k++)
        cs += sqrt(re[k] * re[k] + im[k] * im[k]);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(sig);
    free(re);
    free(im);
    return 0;
}
