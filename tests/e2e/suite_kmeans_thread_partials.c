// Rodinia kmeans shape: each step assigns points to the nearest centre in a
// `parallel` region whose `omp for` accumulates into per-thread partial
// arrays indexed by omp_get_thread_num() (reduction(+:delta) beside), the
// partials merged on the host; then a second formulation of the same step as
// a plain `parallel for` that only records memberships (the centres summed on
// the host). Features and centres are multiples of 1/8, so every distance is
// exact and ties break the same way everywhere.
// The per-thread partials keep phase 1 on the host (a kernel would have one
// tid for all iterations); phase 2 runs as kernels.
// omp2ocl-test: offload=3
// omp2ocl-test: offload-max=3
// omp2ocl-test: missed="'tid' may hold a different value in each thread"
#include <stdio.h>
#include <stdlib.h>
#include <float.h>
#include <math.h>
#include <omp.h>

#define NPOINTS 4000
#define NFEATURES 4
#define NCLUSTERS 5
#define NSTEPS 6

typedef float feat_t;

static int find_nearest_point(const feat_t *pt, int nfeatures, const feat_t *clusters,
                              int nclusters)
{
    int index = 0, i, j;
    feat_t min_dist = FLT_MAX;
    for (i = 0; i < nclusters; i++) {
        feat_t dist = 0.0f;
        for (j = 0; j < nfeatures; j++) {
            feat_t d = pt[j] - clusters[i * nfeatures + j];
            dist += d * d;
        }
        if (dist < min_dist) {
            min_dist = dist;
            index = i;
        }
    }
    return index;
}

/* The new centre, rounded down to a multiple of 1/8 so that it stays exact. */
static feat_t dyadic_mean(double s, int n)
{
    return (feat_t)(floor(s / n * 8.0) / 8.0);
}

int main(void)
{
    int npoints = NPOINTS, nfeatures = NFEATURES, nclusters = NCLUSTERS;
    feat_t *feature = malloc(sizeof(feat_t) * npoints * nfeatures);
    feat_t *clusters = malloc(sizeof(feat_t) * nclusters * nfeatures);
    int *membership = malloc(sizeof(int) * npoints);
    int nthreads = omp_get_max_threads();
    int *partial_len = calloc((size_t)nthreads * nclusters, sizeof(int));
    feat_t *partial_centers = calloc((size_t)nthreads * nclusters * nfeatures, sizeof(feat_t));
    double new_centers[NCLUSTERS * NFEATURES];
    int new_len[NCLUSTERS];
    int i, j, k, step;
    unsigned long seed = 12345ul;
    double t0 = omp_get_wtime();

    for (i = 0; i < npoints * nfeatures; i++) {
        seed = seed * 6364136223846793005ul + 1442695040888963407ul;
        feature[i] = (feat_t)((seed >> 33) % 128u) / 8.0f;
    }
    for (i = 0; i < npoints; i++)
        membership[i] = -1;
    for (k = 0; k < nclusters; k++)
        for (j = 0; j < nfeatures; j++)
            clusters[k * nfeatures + j] = feature[(k * 7 + 3) * nfeatures + j];

    /* Phase 1: the Rodinia formulation with per-thread partials. */
    for (step = 0; step < NSTEPS / 2; step++) {
        float delta = 0.0f;
        int nt;
#pragma omp parallel shared(feature, clusters, membership, partial_centers, partial_len)
        {
            int tid = omp_get_thread_num();
            int index;
#pragma omp for private(i, j, index) firstprivate(npoints, nclusters, nfeatures) \
    schedule(static) reduction(+ : delta)
            for (i = 0; i < npoints; i++) {
                index = find_nearest_point(&feature[i * nfeatures], nfeatures, clusters, nclusters);
                if (membership[i] != index)
                    delta += 1.0f;
                membership[i] = index;
                partial_len[tid * nclusters + index]++;
                for (j = 0; j < nfeatures; j++)
                    partial_centers[(tid * nclusters + index) * nfeatures + j] +=
                        feature[i * nfeatures + j];
            }
        }
        for (k = 0; k < nclusters; k++) {
            new_len[k] = 0;
            for (j = 0; j < nfeatures; j++)
                new_centers[k * nfeatures + j] = 0.0;
        }
        for (nt = 0; nt < nthreads; nt++) {
            for (k = 0; k < nclusters; k++) {
                new_len[k] += partial_len[nt * nclusters + k];
                partial_len[nt * nclusters + k] = 0;
                for (j = 0; j < nfeatures; j++) {
                    new_centers[k * nfeatures + j] += partial_centers[(nt * nclusters + k) * nfeatures + j];
                    partial_centers[(nt * nclusters + k) * nfeatures + j] = 0.0f;
                }
            }
        }
        for (k = 0; k < nclusters; k++)
            if (new_len[k] > 0)
                for (j = 0; j < nfeatures; j++)
                    clusters[k * nfeatures + j] = dyadic_mean(new_centers[k * nfeatures + j], new_len[k]);
        printf("step %d delta %d sizes", step, (int)delta);
        for (k = 0; k < nclusters; k++)
            printf(" %d", new_len[k]);
        printf("\n");
    }

    /* Phase 2: memberships in a parallel for, centres on the host. */
    for (step = NSTEPS / 2; step < NSTEPS; step++) {
        long changed = 0;
#pragma omp parallel for private(j, k) reduction(+ : changed) schedule(static)
        for (i = 0; i < npoints; i++) {
            int best = 0;
            feat_t best_d = FLT_MAX;
            for (k = 0; k < nclusters; k++) {
                feat_t d2 = 0.0f;
                for (j = 0; j < nfeatures; j++) {
                    feat_t d = feature[i * nfeatures + j] - clusters[k * nfeatures + j];
                    d2 += d * d;
                }
                if (d2 < best_d) {
                    best_d = d2;
                    best = k;
                }
            }
            if (membership[i] != best)
                changed++;
            membership[i] = best;
        }
        for (k = 0; k < nclusters; k++) {
            new_len[k] = 0;
            for (j = 0; j < nfeatures; j++)
                new_centers[k * nfeatures + j] = 0.0;
        }
        for (i = 0; i < npoints; i++) {
            new_len[membership[i]]++;
            for (j = 0; j < nfeatures; j++)
                new_centers[membership[i] * nfeatures + j] += feature[i * nfeatures + j];
        }
        for (k = 0; k < nclusters; k++)
            if (new_len[k] > 0)
                for (j = 0; j < nfeatures; j++)
                    clusters[k * nfeatures + j] = dyadic_mean(new_centers[k * nfeatures + j], new_len[k]);
        printf("step %d changed %ld sizes", step, changed);
        for (k = 0; k < nclusters; k++)
            printf(" %d", new_len[k]);
        printf("\n");
    }
    (void)(omp_get_wtime() - t0);
    for (k = 0; k < nclusters; k++) {
        printf("centre %d:", k);
        for (j = 0; j < nfeatures; j++)
            printf(" %.6e", clusters[k * nfeatures + j]);
        printf("\n");
    }
    free(feature);
    free(clusters);
    free(membership);
    free(partial_len);
    free(partial_centers);
    return 0;
}
