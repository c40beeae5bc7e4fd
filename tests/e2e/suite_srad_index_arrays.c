// Rodinia SRAD (v1) shape: speckle-reducing anisotropic diffusion of a float
// image stored row-major in one malloc'd array, neighbour rows and columns
// taken from index arrays iN/iS/jW/jE (clamped at the borders), the ROI
// statistics by a `parallel for reduction(+:sum,sum2)`, then two
// `parallel for` sweeps with long private lists writing dN/dS/dW/dE/c and J;
// exp/log from math.h before and after.
// omp2ocl-test: offload=24
// omp2ocl-test: tolerance=2e-4
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

typedef float fp;

int main(int argc, char **argv)
{
    int rows = 128, cols = 96, niter = 8;
    int r1 = 0, r2 = 31, c1 = 0, c2 = 31;
    fp lambda = 0.5f;
    long size_I, size_R;
    fp *I, *J, *c, *dN, *dS, *dW, *dE;
    int *iN, *iS, *jW, *jE;
    fp q0sqr = 0, sum, sum2, tmp, meanROI = 0, varROI;
    fp Jc, G2, L, num, den, qsqr, cN, cS, cW, cE, D;
    int i, j, k, iter;
    unsigned s = 99u;

    if (argc > 1)
        niter = atoi(argv[1]);
    size_I = (long)rows * cols;
    size_R = (long)(r2 - r1 + 1) * (c2 - c1 + 1);
    I = (fp *)malloc(size_I * sizeof(fp));
    J = (fp *)malloc(size_I * sizeof(fp));
    c = (fp *)malloc(sizeof(fp) * size_I);
    iN = (int *)malloc(sizeof(int) * rows);
    iS = (int *)malloc(sizeof(int) * rows);
    jW = (int *)malloc(sizeof(int) * cols);
    jE = (int *)malloc(sizeof(int) * cols);
    dN = (fp *)malloc(sizeof(fp) * size_I);
    dS = (fp *)malloc(sizeof(fp) * size_I);
    dW = (fp *)malloc(sizeof(fp) * size_I);
    dE = (fp *)malloc(sizeof(fp) * size_I);

    for (i = 0; i < rows; i++) {
        iN[i] = i - 1;
        iS[i] = i + 1;
    }
    for (j = 0; j < cols; j++) {
        jW[j] = j - 1;
        jE[j] = j + 1;
    }
    iN[0] = 0;
    iS[rows - 1] = rows - 1;
    jW[0] = 0;
    jE[cols - 1] = cols - 1;

    for (k = 0; k < size_I; k++) {
        s = s * 1664525u + 1013904223u;
        I[k] = (fp)((s >> 9) % 1000u) / 1000.0f + ((k / cols) % 16 < 8 ? 0.5f : 0.0f);
    }
    for (k = 0; k < size_I; k++)
        J[k] = (fp)exp(I[k]);

    double t0 = omp_get_wtime();
    for (iter = 0; iter < niter; iter++) {
        sum = 0;
        sum2 = 0;
#pragma omp parallel for private(j, tmp) reduction(+ : sum, sum2)
        for (i = r1; i <= r2; i++) {
            for (j = c1; j <= c2; j++) {
                tmp = J[i * cols + j];
                sum += tmp;
                sum2 += tmp * tmp;
            }
        }
        meanROI = sum / size_R;
        varROI = (sum2 / size_R) - meanROI * meanROI;
        q0sqr = varROI / (meanROI * meanROI);

#pragma omp parallel for shared(J, dN, dS, dW, dE, c, rows, cols, iN, iS, jW, jE) \
    private(i, j, k, Jc, G2, L, num, den, qsqr)
        for (i = 0; i < rows; i++) {
            for (j = 0; j < cols; j++) {
                k = i * cols + j;
                Jc = J[k];
                dN[k] = J[iN[i] * cols + j] - Jc;
                dS[k] = J[iS[i] * cols + j] - Jc;
                dW[k] = J[i * cols + jW[j]] - Jc;
                dE[k] = J[i * cols + jE[j]] - Jc;
                G2 = (dN[k] * dN[k] + dS[k] * dS[k] + dW[k] * dW[k] + dE[k] * dE[k]) / (Jc * Jc);
                L = (dN[k] + dS[k] + dW[k] + dE[k]) / Jc;
                num = (0.5f * G2) - ((1.0f / 16.0f) * (L * L));
                den = 1 + (.25f * L);
                qsqr = num / (den * den);
                den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
                c[k] = 1.0f / (1.0f + den);
                if (c[k] < 0) {
                    c[k] = 0;
                } else if (c[k] > 1) {
                    c[k] = 1;
                }
            }
        }

#pragma omp parallel for shared(J, c, rows, cols, lambda) private(i, j, k, D, cS, cN, cW, cE)
        for (i = 0; i < rows; i++) {
            for (j = 0; j < cols; j++) {
                k = i * cols + j;
                cN = c[k];
                cS = c[iS[i] * cols + j];
                cW = c[k];
                cE = c[i * cols + jE[j]];
                D = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k];
                J[k] = J[k] + 0.25f * lambda * D;
            }
        }
    }
    (void)(omp_get_wtime() - t0);

    {
        double total = 0.0, wtotal = 0.0;
        for (k = 0; k < size_I; k++) {
            double v = log(J[k]) * 255.0;
            total += v;
            wtotal += v * (double)(k % 17 + 1);
        }
        printf("srad q0sqr %.6e mean %.6e\n", q0sqr, meanROI);
        printf("srad total %.12e weighted %.12e\n", total, wtotal);
        printf("J[0] %.6e J[mid] %.6e J[last] %.6e\n", J[0], J[size_I / 2 + cols / 3], J[size_I - 1]);
    }
    free(I);
    free(J);
    free(c);
    free(iN);
    free(iS);
    free(jW);
    free(jE);
    free(dN);
    free(dS);
    free(dW);
    free(dE);
    return 0;
}
