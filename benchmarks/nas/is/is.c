/*
 * is.c - NAS IS (Integer Sort), NPB 2.3 OpenMP C structure, written from
 * the specification /work/shared/specs/npb/is.md.
 *
 * Keys are ranked ten times by counting: every thread builds a private
 * histogram of its share of the keys, the histograms are merged and
 * prefix-summed in parallel over the key range (blocks of values), and
 * the ranks of five test keys are checked after every ranking. The last
 * ranking's counts sort the keys for the full verification.
 */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "npb.h"
#include "npb_rand.h"
#include "params.h"

typedef int INT_TYPE;

/* Blocks of the key-value range for the parallel merge and prefix sum. */
#define NUM_BLOCKS 128
#define BLOCK_SIZE (MAX_KEY / NUM_BLOCKS)

#define IS_SEED 314159265.0
#define IS_A 1220703125.0

static INT_TYPE key_array[NUM_KEYS];     /* the keys */
static INT_TYPE key_buff1[MAX_KEY];      /* counts of keys <= v */
static INT_TYPE key_buff2[NUM_KEYS];     /* sorted keys (full verify) */
static INT_TYPE block_sum[NUM_BLOCKS];   /* key counts per value block */
static INT_TYPE partial_verify_vals[TEST_ARRAY_SIZE];
static INT_TYPE *prv_hist;               /* nthreads x MAX_KEY counts */
static int passed_verification;

/* Test indices and reference ranks per class (is.md section 6.1). */
#if defined(CLASS_S)
static const INT_TYPE test_index_array[TEST_ARRAY_SIZE] =
    {48427, 17148, 23627, 62548, 4431};
static const INT_TYPE test_rank_array[TEST_ARRAY_SIZE] =
    {0, 18, 346, 64917, 65463};
#elif defined(CLASS_W)
static const INT_TYPE test_index_array[TEST_ARRAY_SIZE] =
    {357773, 934767, 875723, 898999, 404505};
static const INT_TYPE test_rank_array[TEST_ARRAY_SIZE] =
    {1249, 11698, 1039987, 1043896, 1048018};
#elif defined(CLASS_A)
static const INT_TYPE test_index_array[TEST_ARRAY_SIZE] =
    {2112377, 662041, 5336171, 3642833, 4250760};
static const INT_TYPE test_rank_array[TEST_ARRAY_SIZE] =
    {104, 17523, 123928, 8288932, 8388264};
#elif defined(CLASS_B)
static const INT_TYPE test_index_array[TEST_ARRAY_SIZE] =
    {41869, 812306, 5102857, 18232239, 26860214};
static const INT_TYPE test_rank_array[TEST_ARRAY_SIZE] =
    {33422937, 10244, 59149, 33135281, 99};
#else /* CLASS_C */
static const INT_TYPE test_index_array[TEST_ARRAY_SIZE] =
    {44172927, 72999161, 74326391, 129606274, 21736814};
static const INT_TYPE test_rank_array[TEST_ARRAY_SIZE] =
    {61147, 882988, 266290, 133997595, 133525895};
#endif

/*
 * Key generation (untimed): key i = trunc(MAX_KEY/4 * (r_4i+1 + ... +
 * r_4i+4)). The keys are generated in blocks; each block jumps to its
 * stream position seed * a^(4 * first key) mod 2^46, so every key gets
 * exactly the numbers of the sequential stream.
 */
#define SEQ_BLOCKS 256
#define SEQ_BLOCK_SIZE (NUM_KEYS / SEQ_BLOCKS)

static void create_seq(double seed, double a)
{
    int b;

#pragma omp parallel for schedule(static)
    for (b = 0; b < SEQ_BLOCKS; b++) {
        double x, s, mult;
        const double k4 = MAX_KEY / 4;
        int i, e;

        /* x = seed * a^(4 * b * SEQ_BLOCK_SIZE) */
        x = seed;
        mult = a;
        for (e = 4 * b * SEQ_BLOCK_SIZE; e > 0; e >>= 1) {
            if (e & 1)
                randlc(&x, mult);
            if (e > 1)
                randlc(&mult, mult);
        }

        for (i = b * SEQ_BLOCK_SIZE; i < (b + 1) * SEQ_BLOCK_SIZE; i++) {
            s = randlc(&x, a);
            s += randlc(&x, a);
            s += randlc(&x, a);
            s += randlc(&x, a);
            key_array[i] = (INT_TYPE)(k4 * s);
        }
    }
}

/* Expected rank of test key q in iteration it (is.md section 6.2). */
static INT_TYPE expected_rank(int q, int it)
{
    INT_TYPE r = test_rank_array[q];
#if defined(CLASS_S)
    return q <= 2 ? r + it : r - it;
#elif defined(CLASS_W)
    return q <= 1 ? r + (it - 2) : r - it;
#elif defined(CLASS_A)
    return q <= 2 ? r + (it - 1) : r - (it - 1);
#elif defined(CLASS_B)
    return (q == 1 || q == 2 || q == 4) ? r + it : r - it;
#else
    return q <= 2 ? r + it : r - it;
#endif
}

/* One ranking step: modify two keys, record the test keys, count,
 * prefix-sum, and check the five test ranks. */
static void rank(int iteration)
{
    int i;

    key_array[iteration] = iteration;
    key_array[iteration + MAX_ITERATIONS] = MAX_KEY - iteration;

    for (i = 0; i < TEST_ARRAY_SIZE; i++)
        partial_verify_vals[i] = key_array[test_index_array[i]];

#pragma omp parallel private(i)
    {
        INT_TYPE *hist;
        int t, v, b, nthreads = 1, tid = 0;

#ifdef _OPENMP
        nthreads = omp_get_num_threads();
        tid = omp_get_thread_num();
#endif
        hist = prv_hist + (size_t)tid * MAX_KEY;

        /* Private histogram of this thread's keys. */
        for (v = 0; v < MAX_KEY; v++)
            hist[v] = 0;

#pragma omp for schedule(static)
        for (i = 0; i < NUM_KEYS; i++)
            hist[key_array[i]]++;

        /* Merge the histograms and scan inside each block of values. */
#pragma omp for schedule(static)
        for (b = 0; b < NUM_BLOCKS; b++) {
            INT_TYPE s = 0;
            int lo = b * BLOCK_SIZE, hi = lo + BLOCK_SIZE;

            for (v = lo; v < hi; v++)
                key_buff1[v] = prv_hist[v];
            for (t = 1; t < nthreads; t++) {
                const INT_TYPE *h = prv_hist + (size_t)t * MAX_KEY;
                for (v = lo; v < hi; v++)
                    key_buff1[v] += h[v];
            }
            for (v = lo; v < hi; v++) {
                s += key_buff1[v];
                key_buff1[v] = s;
            }
            block_sum[b] = s;
        }

        /* Offsets of the blocks (exclusive scan of the block sums). */
#pragma omp single
        {
            INT_TYPE s = 0, c;
            for (b = 0; b < NUM_BLOCKS; b++) {
                c = block_sum[b];
                block_sum[b] = s;
                s += c;
            }
        }

#pragma omp for schedule(static)
        for (b = 0; b < NUM_BLOCKS; b++) {
            INT_TYPE off = block_sum[b];
            int lo = b * BLOCK_SIZE, hi = lo + BLOCK_SIZE;
            if (off != 0)
                for (v = lo; v < hi; v++)
                    key_buff1[v] += off;
        }
    } /* end of parallel region */

    /* Partial verification: rank(k) = number of keys < k = C(k - 1). */
    for (i = 0; i < TEST_ARRAY_SIZE; i++) {
        INT_TYPE k = partial_verify_vals[i];
        if (0 <= k && k <= NUM_KEYS - 1) {
            INT_TYPE r = k > 0 ? key_buff1[k - 1] : 0;
            if (r == expected_rank(i, iteration))
                passed_verification++;
            else
                printf("Failed partial verification: "
                       "iteration %d, test key %d\n", iteration, i);
        }
    }
}

/* Full verification (untimed): sort the keys with the last counts and
 * count the keys out of order. */
static void full_verify(void)
{
    INT_TYPE i, j = 0, k;

    for (i = 0; i < NUM_KEYS; i++) {
        k = key_array[i];
        key_buff2[--key_buff1[k]] = k;
    }

#pragma omp parallel for reduction(+ : j) schedule(static)
    for (i = 1; i < NUM_KEYS; i++)
        if (key_buff2[i - 1] > key_buff2[i])
            j++;

    if (j != 0)
        printf("Full_verify: number of keys out of sort: %d\n", (int)j);
    else
        passed_verification++;
}

int main(void)
{
    int iteration, nthreads = 1;
    double timecounter, mops;

#ifdef _OPENMP
    nthreads = omp_get_max_threads();
#endif
    prv_hist = (INT_TYPE *)malloc((size_t)nthreads * MAX_KEY * sizeof(INT_TYPE));
    if (prv_hist == NULL) {
        fprintf(stderr, "IS: cannot allocate %d histograms\n", nthreads);
        return 1;
    }

    printf("\n\n NAS Parallel Benchmarks 2.3 OpenMP C version"
           " - IS Benchmark\n\n");
    printf(" Size:  %d  (class %c)\n", TOTAL_KEYS, CLASS);
    printf(" Iterations:   %d\n", MAX_ITERATIONS);

    timer_clear(0);

    create_seq(IS_SEED, IS_A);

    /* Untimed warm-up ranking; it performs iteration 1's key change,
     * which the timed iteration 1 repeats identically. */
    rank(1);
    passed_verification = 0;

    if (CLASS != 'S')
        printf("\n   iteration\n");

    timer_start(0);
    for (iteration = 1; iteration <= MAX_ITERATIONS; iteration++) {
        if (CLASS != 'S')
            printf("        %d\n", iteration);
        rank(iteration);
    }
    timer_stop(0);
    timecounter = timer_read(0);

    full_verify();

    if (passed_verification != 5 * MAX_ITERATIONS + 1)
        passed_verification = 0;

    mops = timecounter > 0.0
               ? (double)MAX_ITERATIONS * TOTAL_KEYS / timecounter / 1000000.0
               : 0.0;
    c_print_results("IS", CLASS, TOTAL_KEYS, 0, 0, MAX_ITERATIONS,
                    timecounter, mops, "keys ranked", passed_verification);
    free(prv_hist);
    return 0;
}
