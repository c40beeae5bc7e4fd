// Rodinia-style k-means assignment and nearest-neighbour search in float:
// a point array of structs-free flat features (feature[i*nfeatures+j]), a
// per-point loop over clusters with a running minimum distance, membership
// changes counted with a reduction; nn computes distances with sqrtf, then
// the host picks the k nearest.
// omp2ocl-test: offload=4
// omp2ocl-test: tolerance=1e-5
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <float.h>

#define NPOINTS 2000
#define NFEATURES 6
#define NCLUSTERS 5

static float euclid_dist_2(float *pt1, float *pt2, int numdims)
{
    int i;
    float ans = 0.0f;
    for (i = 0; i < numdims; i++)
        ans += (pt1[i] - pt2[i]) * (pt1[i] - pt2[i]);
    return ans;
}

static float feature[NPOINTS * NFEATURES];
static float clusters[NCLUSTERS][NFEATURES];
static int membership[NPOINTS];

typedef struct {
    float lat, lng;
} LatLong;

int main(void)
{
    int i, j, iter, delta = 0;
    unsigned seed = 12345u;
    for (i = 0; i < NPOINTS * NFEATURES; i++) {
        seed = seed * 1103515245u + 12345u;
        feature[i] = (float)((seed >> 8) % 10000) / 1000.0f;
    }
    for (i = 0; i < NPOINTS; i++)
        membership[i] = -1;
    for (i = 0; i < NCLUSTERS; i++)
        for (j = 0; j < NFEATURES; j++)
            clusters[i][j] = feature[(i * 37) * NFEATURES + j];

    for (iter = 0; iter < 2; iter++) {
        delta = 0;
#pragma omp parallel for private(i, j) firstprivate(seed) reduction(+ : delta)
        for (i = 0; i < NPOINTS; i++) {
            int index = 0;
            float min_dist = FLT_MAX;
            for (j = 0; j < NCLUSTERS; j++) {
                float dist = euclid_dist_2(&feature[i * NFEATURES], clusters[j], NFEATURES);
                if (dist < min_dist) {
                    min_dist = dist;
                    index = j;
                }
            }
            if (membership[i] != index)
                delta += 1;
            membership[i] = index;
        }
        /* new centres on the host */
        float newc[NCLUSTERS][NFEATURES] = {{0}};
        int cnt[NCLUSTERS] = {0};
        for (i = 0; i < NPOINTS; i++) {
            cnt[membership[i]]++;
            for (j = 0; j < NFEATURES; j++)
                newc[membership[i]][j] += feature[i * NFEATURES + j];
        }
        for (i = 0; i < NCLUSTERS; i++)
            for (j = 0; j < NFEATURES; j++)
                clusters[i][j] = cnt[i] ? newc[i][j] / cnt[i] : clusters[i][j];
        printf("iter %d delta %d\n", iter, delta);
    }
    long msum = 0;
    for (i = 0; i < NPOINTS; i++)
        msum += (long)membership[i] * (i % 11 + 1);
    printf("membership checksum %ld\n", msum);

    /* nearest neighbour */
    int nrec = 3000, k;
    LatLong *locations = malloc(sizeof(LatLong) * nrec);
    float *distances = malloc(sizeof(float) * nrec);
    float lat = 30.0f, lng = 90.0f;
    if (!locations || !distances)
        return 1;
    for (i = 0; i < nrec; i++) {
        locations[i].lat = (float)((i * 7919) % 1800) / 10.0f - 90.0f;
        locations[i].lng = (float)((i * 104729) % 3600) / 10.0f - 180.0f;
    }
#pragma omp parallel for
    for (i = 0; i < nrec; i++) {
        LatLong *latLong = &locations[i];
        distances[i] = (float)sqrtf((lat - latLong->lat) * (lat - latLong->lat)
                                    + (lng - latLong->lng) * (lng - latLong->lng));
    }
    for (k = 0; k < 3; k++) {
        int best = 0;
        for (i = 1; i < nrec; i++)
            if (distances[i] < distances[best])
                best = i;
        printf("nn %d: %d %.6e\n", k, best, distances[best]);
        distances[best] = FLT_MAX;
    }
    /* brute force: squared distance with a fixed-count loop and a flag array */
    int *flag = malloc(sizeof(int) * nrec);
    if (!flag)
        return 1;
#pragma omp parallel for
    for (i = 0; i < nrec; i++) {
        float dl = locations[i].lat - lat;
        float dg = locations[i].lng - lng;
        flag[i] = (dl * dl + dg * dg < 400.0f) ? 1 : 0;
    }
    int within = 0;
    for (i = 0; i < nrec; i++)
        within += flag[i];
    printf("within 20 deg: %d\n", within);
    free(locations);
    free(distances);
    free(flag);
    return 0;
}
