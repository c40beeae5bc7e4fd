// Rodinia Needleman-Wunsch shape: the score matrix is one malloc'd int array
// indexed (row * max_cols + col) by hand; the upper-left and lower-right
// triangles are swept anti-diagonal by anti-diagonal, a sequential loop over
// diagonals around a `parallel for` over the cells of one diagonal
// (firstprivate diagonal number, private computed index), with a 3-way
// maximum() helper and a BLOSUM-like reference matrix; the traceback runs on
// the host.
// omp2ocl-test: offload=199
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define LIMIT -999
#define SEQ_LEN 100

static int blosum_like[24][24];

static int maximum(int a, int b, int c)
{
    int k;
    if (a <= b)
        k = b;
    else
        k = a;
    if (k <= c)
        return c;
    return k;
}

static void nw_sweep(int *input_itemsets, const int *reference, int max_cols, int penalty)
{
    int i, idx, index;
    /* upper-left triangle */
    for (i = 0; i < max_cols - 1; i++) {
#pragma omp parallel for shared(input_itemsets) firstprivate(i, max_cols, reference) \
    private(idx, index)
        for (idx = 0; idx <= i; idx++) {
            index = (idx + 1) * max_cols + (i + 1 - idx);
            input_itemsets[index] = maximum(input_itemsets[index - 1 - max_cols] + reference[index],
                                            input_itemsets[index - 1] - penalty,
                                            input_itemsets[index - max_cols] - penalty);
        }
    }
    /* lower-right triangle */
    for (i = max_cols - 3; i >= 0; i--) {
#pragma omp parallel for shared(input_itemsets) firstprivate(i, max_cols, reference) \
    private(idx, index)
        for (idx = 0; idx <= i; idx++) {
            index = (max_cols - idx - 1) * max_cols + idx + max_cols - i - 1;
            input_itemsets[index] = maximum(input_itemsets[index - 1 - max_cols] + reference[index],
                                            input_itemsets[index - 1] - penalty,
                                            input_itemsets[index - max_cols] - penalty);
        }
    }
}

int main(int argc, char **argv)
{
    int max_rows = SEQ_LEN + 1, max_cols = SEQ_LEN + 1, penalty = 10;
    int *input_itemsets, *reference;
    unsigned int seed = 2024u;
    int i, j;
    long checksum = 0;
    int *seq_a, *seq_b;
    if (argc > 1)
        penalty = atoi(argv[1]);
    for (i = 0; i < 24; i++)
        for (j = 0; j < 24; j++)
            blosum_like[i][j] = (i == j) ? 4 + i % 5 : ((i * 7 + j * 3) % 9) - 4;
    input_itemsets = (int *)malloc(max_rows * max_cols * sizeof(int));
    reference = (int *)malloc(max_rows * max_cols * sizeof(int));
    seq_a = (int *)malloc(max_rows * sizeof(int));
    seq_b = (int *)malloc(max_cols * sizeof(int));
    for (i = 0; i < max_rows * max_cols; i++)
        input_itemsets[i] = 0;
    for (i = 1; i < max_rows; i++) {
        seed = seed * 1103515245u + 12345u;
        seq_a[i] = (int)((seed >> 16) % 10u) + 1;
    }
    for (j = 1; j < max_cols; j++) {
        seed = seed * 1103515245u + 12345u;
        seq_b[j] = (int)((seed >> 16) % 10u) + 1;
    }
    for (i = 1; i < max_rows; i++)
        for (j = 1; j < max_cols; j++)
            reference[i * max_cols + j] = blosum_like[seq_a[i]][seq_b[j]];
    for (i = 1; i < max_rows; i++)
        input_itemsets[i * max_cols] = -i * penalty;
    for (j = 1; j < max_cols; j++)
        input_itemsets[j] = -j * penalty;

    double t0 = omp_get_wtime();
    nw_sweep(input_itemsets, reference, max_cols, penalty);
    (void)(omp_get_wtime() - t0);

    for (i = 0; i < max_rows * max_cols; i++)
        checksum += (long)input_itemsets[i] * (i % 13 + 1);
    printf("nw score %d checksum %ld\n", input_itemsets[max_rows * max_cols - 1], checksum);

    /* traceback */
    {
        int r = max_rows - 1, c = max_cols - 1, steps = 0, diag = 0;
        while (r > 0 && c > 0) {
            int here = input_itemsets[r * max_cols + c];
            int nw = input_itemsets[(r - 1) * max_cols + c - 1] + reference[r * max_cols + c];
            int w = input_itemsets[r * max_cols + c - 1] - penalty;
            if (here == nw) {
                r--;
                c--;
                diag++;
            } else if (here == w) {
                c--;
            } else {
                r--;
            }
            steps++;
        }
        printf("traceback steps %d diagonal %d end %d %d\n", steps, diag, r, c);
    }
    free(input_itemsets);
    free(reference);
    free(seq_a);
    free(seq_b);
    return 0;
}
