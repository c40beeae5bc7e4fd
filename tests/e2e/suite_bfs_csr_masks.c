// Rodinia BFS shape: a graph in CSR form (an array of Node structs holding
// `starting` and `no_of_edges`, an int edge list), frontier/updating/visited
// masks as byte arrays (`bool` from stdbool.h for one of them), levels
// computed by a pair of `parallel for` loops per level until no mask is set:
// a pull step (each unvisited node scans its edges for a frontier
// neighbour, with `break`), then the mask update with reduction(||:stop).
// omp2ocl-test: offload=16
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <omp.h>

typedef struct {
    int starting;
    int no_of_edges;
} Node;

#define NODES 6000
#define DEGREE 3

int main(void)
{
    int no_of_nodes = NODES, edge_list_size, level = 0, tid;
    Node *h_graph_nodes;
    int *h_graph_edges, *h_cost, *fill;
    unsigned char *h_graph_mask;
    bool *h_updating_graph_mask;
    char *h_graph_visited;
    int *src_of, *dst_of;
    int nedges_dir = NODES * DEGREE, e, i;
    unsigned long seed = 77ul;
    int stop;

    /* undirected random graph plus a ring so that it is connected; then CSR */
    src_of = (int *)malloc(sizeof(int) * nedges_dir);
    dst_of = (int *)malloc(sizeof(int) * nedges_dir);
    for (e = 0; e < nedges_dir; e++) {
        seed = seed * 2862933555777941757ul + 3037000493ul;
        src_of[e] = e / DEGREE;
        dst_of[e] = (e % DEGREE == 0) ? (src_of[e] + 1) % no_of_nodes
                                      : (int)((seed >> 33) % (unsigned long)no_of_nodes);
    }
    h_graph_nodes = (Node *)malloc(sizeof(Node) * no_of_nodes);
    for (i = 0; i < no_of_nodes; i++)
        h_graph_nodes[i].no_of_edges = 0;
    for (e = 0; e < nedges_dir; e++) {
        h_graph_nodes[src_of[e]].no_of_edges++;
        h_graph_nodes[dst_of[e]].no_of_edges++;
    }
    edge_list_size = 0;
    for (i = 0; i < no_of_nodes; i++) {
        h_graph_nodes[i].starting = edge_list_size;
        edge_list_size += h_graph_nodes[i].no_of_edges;
    }
    h_graph_edges = (int *)malloc(sizeof(int) * edge_list_size);
    fill = (int *)calloc(no_of_nodes, sizeof(int));
    for (e = 0; e < nedges_dir; e++) {
        int a = src_of[e], b = dst_of[e];
        h_graph_edges[h_graph_nodes[a].starting + fill[a]++] = b;
        h_graph_edges[h_graph_nodes[b].starting + fill[b]++] = a;
    }

    h_graph_mask = (unsigned char *)malloc(no_of_nodes);
    h_updating_graph_mask = (bool *)malloc(sizeof(bool) * no_of_nodes);
    h_graph_visited = (char *)malloc(no_of_nodes);
    h_cost = (int *)malloc(sizeof(int) * no_of_nodes);
    for (i = 0; i < no_of_nodes; i++) {
        h_graph_mask[i] = 0;
        h_updating_graph_mask[i] = false;
        h_graph_visited[i] = 0;
        h_cost[i] = -1;
    }
    h_graph_mask[0] = 1;
    h_graph_visited[0] = 1;
    h_cost[0] = 0;

    double t0 = omp_get_wtime();
    do {
        stop = 0;
#pragma omp parallel for shared(h_graph_nodes, h_graph_edges, h_graph_mask, h_graph_visited, \
                                h_cost, h_updating_graph_mask) firstprivate(level) private(i)
        for (tid = 0; tid < no_of_nodes; tid++) {
            if (!h_graph_visited[tid]) {
                for (i = h_graph_nodes[tid].starting;
                     i < h_graph_nodes[tid].no_of_edges + h_graph_nodes[tid].starting; i++) {
                    int id = h_graph_edges[i];
                    if (h_graph_mask[id]) {
                        h_cost[tid] = level + 1;
                        h_updating_graph_mask[tid] = true;
                        break;
                    }
                }
            }
        }
#pragma omp parallel for reduction(|| : stop)
        for (tid = 0; tid < no_of_nodes; tid++) {
            h_graph_mask[tid] = 0;
            if (h_updating_graph_mask[tid]) {
                h_graph_mask[tid] = 1;
                h_graph_visited[tid] = 1;
                stop = 1;
                h_updating_graph_mask[tid] = false;
            }
        }
        level++;
    } while (stop);
    (void)(omp_get_wtime() - t0);

    {
        long sum = 0;
        int maxc = 0, unreached = 0;
        int hist[32] = {0};
        for (i = 0; i < no_of_nodes; i++) {
            if (h_cost[i] < 0) {
                unreached++;
                continue;
            }
            sum += (long)h_cost[i] * (i % 9 + 1);
            if (h_cost[i] > maxc)
                maxc = h_cost[i];
            if (h_cost[i] < 32)
                hist[h_cost[i]]++;
        }
        printf("bfs levels %d max cost %d unreached %d checksum %ld\n", level, maxc, unreached, sum);
        printf("hist");
        for (i = 0; i <= maxc && i < 32; i++)
            printf(" %d", hist[i]);
        printf("\n");
    }
    free(src_of);
    free(dst_of);
    free(fill);
    free(h_graph_nodes);
    free(h_graph_edges);
    free(h_graph_mask);
    free(h_updating_graph_mask);
    free(h_graph_visited);
    free(h_cost);
    return 0;
}
