/* Rodinia BFS's frontier loop: every iteration that updates a node sets a
 * shared flag to the same constant (`stop = true;`), read by the host loop
 * around it to decide whether to go on. The loop stayed on the host ("'stop'
 * is shared and written in the loop without a reduction clause"), and with
 * it the other loop of the traversal (host affinity): 0 launches. A scalar
 * whose every use in the loop is a store of one and the same constant ends
 * as OpenMP leaves it whichever work-items store it: it is stored in place.
 * A flag set to different values (1 or 2) keeps its loop on the host.
 */
// omp2ocl-test: offload=37
// omp2ocl-test: missed="'mixed' is shared and written in the loop without a reduction clause"
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>

#define NODES 20000
#define DEGREE 4

static int edges[NODES * DEGREE];
static int cost[NODES];
static bool mask[NODES], updating[NODES], visited[NODES];
static int over;

static void mark_changed(void) { over = 1; }

int main(void)
{
    int tid, k, levels = 0, mixed = 0;
    bool stop;
    for (tid = 0; tid < NODES; tid++) {
        for (k = 0; k < DEGREE; k++)
            edges[tid * DEGREE + k] = (int)(((long)tid * 7919 + k * 104729 + 13) % NODES);
        cost[tid] = -1;
    }
    mask[0] = visited[0] = true;
    cost[0] = 0;
    do {
        stop = false;
#pragma omp parallel for private(k)
        for (tid = 0; tid < NODES; tid++)
            if (mask[tid]) {
                mask[tid] = false;
                for (k = 0; k < DEGREE; k++) {
                    int id = edges[tid * DEGREE + k];
                    if (!visited[id]) {
                        cost[id] = cost[tid] + 1;
                        updating[id] = true;
                    }
                }
            }
#pragma omp parallel for
        for (tid = 0; tid < NODES; tid++)
            if (updating[tid]) {
                mask[tid] = true;
                visited[tid] = true;
                stop = true;
                updating[tid] = false;
            }
        levels++;
    } while (stop);

    /* the same through a function that sets a global */
    over = 0;
#pragma omp parallel for
    for (tid = 0; tid < NODES; tid++)
        if (cost[tid] > levels - 3)
            mark_changed();
    /* two different values: whichever store is last decides */
#pragma omp parallel for
    for (tid = 0; tid < NODES; tid++)
        if (cost[tid] == 1)
            mixed = tid % 2 ? 1 : 2;

    long sum = 0;
    int reached = 0;
    for (tid = 0; tid < NODES; tid++) {
        sum += cost[tid];
        reached += visited[tid];
    }
    printf("levels %d reached %d cost sum %ld over %d\n", levels, reached, sum, over);
    (void)mixed;
    return 0;
}
