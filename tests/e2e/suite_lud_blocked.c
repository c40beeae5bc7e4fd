// Rodinia LUD (OpenMP, blocked) shape: in-place LU decomposition of a float
// matrix in one malloc'd array, block size BS: the diagonal block on the
// host, then a `parallel for default(none)` over the perimeter chunks with a
// local float temp[BS*BS] copy of the diagonal block, then a `parallel for`
// over the internal chunks (chunk index split by / and %) with local
// temp_top/temp_left/sum arrays; verified by multiplying L and U back.
// omp2ocl-test: offload=14
// omp2ocl-test: tolerance=1e-4
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define BS 16
#define AA(_i, _j) a[offset * size + (_i) * size + (_j) + offset]
#define BB(_i, _j) a[(_i) * size + (_j)]

static void lud_diagonal(float *a, int size, int offset)
{
    int i, j, k;
    for (i = 0; i < BS; i++) {
        for (j = i; j < BS; j++) {
            for (k = 0; k < i; k++)
                AA(i, j) = AA(i, j) - AA(i, k) * AA(k, j);
        }
        float temp = 1.f / AA(i, i);
        for (j = i + 1; j < BS; j++) {
            for (k = 0; k < i; k++)
                AA(j, i) = AA(j, i) - AA(j, k) * AA(k, i);
            AA(j, i) = AA(j, i) * temp;
        }
    }
}

static void lud_omp(float *a, int size)
{
    int offset, chunk_idx, size_inter, chunks_in_inter_row, chunks_per_inter;
    for (offset = 0; offset < size - BS; offset += BS) {
        lud_diagonal(a, size, offset);
        size_inter = size - offset - BS;
        chunks_in_inter_row = size_inter / BS;

#pragma omp parallel for default(none) private(chunk_idx) \
    shared(size, chunks_per_inter, chunks_in_inter_row, offset, a)
        for (chunk_idx = 0; chunk_idx < chunks_in_inter_row; chunk_idx++) {
            int i, j, k, i_global, j_global, i_here, j_here;
            float sum;
            float temp[BS * BS];
            for (i = 0; i < BS; i++)
                for (j = 0; j < BS; j++)
                    temp[i * BS + j] = a[size * (i + offset) + offset + j];
            i_global = offset;
            j_global = offset;
            /* processing top perimeter */
            j_global += BS * (chunk_idx + 1);
            for (j = 0; j < BS; j++) {
                for (i = 0; i < BS; i++) {
                    sum = 0.f;
                    for (k = 0; k < i; k++)
                        sum += temp[BS * i + k] * BB((i_global + k), (j_global + j));
                    i_here = i_global + i;
                    j_here = j_global + j;
                    BB(i_here, j_here) = BB(i_here, j_here) - sum;
                }
            }
            /* processing left perimeter */
            j_global = offset;
            i_global += BS * (chunk_idx + 1);
            for (i = 0; i < BS; i++) {
                for (j = 0; j < BS; j++) {
                    sum = 0.f;
                    for (k = 0; k < j; k++)
                        sum += BB((i_global + i), (j_global + k)) * temp[BS * k + j];
                    i_here = i_global + i;
                    j_here = j_global + j;
                    a[size * i_here + j_here] = (a[size * i_here + j_here] - sum) / a[size * (offset + j) + offset + j];
                }
            }
        }

        chunks_per_inter = chunks_in_inter_row * chunks_in_inter_row;
#pragma omp parallel for default(none) private(chunk_idx) \
    shared(size, chunks_per_inter, chunks_in_inter_row, offset, a)
        for (chunk_idx = 0; chunk_idx < chunks_per_inter; chunk_idx++) {
            int i, j, k, i_global, j_global;
            float temp_top[BS * BS];
            float temp_left[BS * BS];
            float sum[BS];
            for (i = 0; i < BS; i++)
                sum[i] = 0.f;
            i_global = offset + BS * (1 + chunk_idx / chunks_in_inter_row);
            j_global = offset + BS * (1 + chunk_idx % chunks_in_inter_row);
            for (i = 0; i < BS; i++) {
                for (j = 0; j < BS; j++) {
                    temp_top[i * BS + j] = a[size * (i + offset) + j + j_global];
                    temp_left[i * BS + j] = a[size * (i + i_global) + offset + j];
                }
            }
            for (i = 0; i < BS; i++) {
                for (k = 0; k < BS; k++) {
                    for (j = 0; j < BS; j++)
                        sum[j] += temp_left[BS * i + k] * temp_top[BS * k + j];
                }
                for (j = 0; j < BS; j++) {
                    BB((i + i_global), (j + j_global)) -= sum[j];
                    sum[j] = 0.f;
                }
            }
        }
    }
    lud_diagonal(a, size, offset);
}

int main(int argc, char **argv)
{
    int size = 128;
    int i, j, k;
    float *m, *a;
    unsigned s = 5u;
    double resid = 0.0, lsum = 0.0, usum = 0.0;
    if (argc > 1)
        size = atoi(argv[1]);
    m = (float *)malloc(sizeof(float) * size * size);
    a = (float *)malloc(sizeof(float) * size * size);
    for (i = 0; i < size; i++)
        for (j = 0; j < size; j++) {
            s = s * 1103515245u + 12345u;
            m[i * size + j] = (float)((s >> 16) % 100u) / 100.0f + (i == j ? (float)size : 0.0f);
        }
    for (i = 0; i < size * size; i++)
        a[i] = m[i];
    double t0 = omp_get_wtime();
    lud_omp(a, size);
    (void)(omp_get_wtime() - t0);
    for (i = 0; i < size; i++)
        for (j = 0; j < size; j++) {
            double v = 0.0;
            int kmax = i < j ? i : j;
            for (k = 0; k <= kmax; k++) {
                double l = (k == i) ? 1.0 : a[i * size + k];
                v += l * a[k * size + j];
            }
            resid += fabs(v - m[i * size + j]);
            if (j < i)
                lsum += a[i * size + j] * (double)((i + j) % 5 + 1);
            else
                usum += a[i * size + j] * (double)((i * 3 + j) % 7 + 1);
        }
    printf("lud size %d residual-ok %d\n", size, resid / ((double)size * size) < 1e-4);
    printf("lud lsum %.12e usum %.12e\n", lsum, usum);
    printf("a[last] %.6e a[1][0] %.6e\n", a[size * size - 1], a[size]);
    free(m);
    free(a);
    return 0;
}
