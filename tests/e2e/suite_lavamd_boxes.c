// Rodinia lavaMD shape: particles grouped in boxes of a 3-D grid, arrays of
// FOUR_VECTOR structs (v, x, y, z) for positions and forces and a double
// charge array; a box_str struct carries its offset into the particle arrays
// and a list of neighbour boxes (nested struct array). The force loop is a
// `parallel for` over boxes with a long private list: private pointers rA,
// fA, rB, qB set to &array[offset] inside the iteration, a THREE_VECTOR d,
// and exp() from math.h; then an energy sum with reduction(+:...).
// Both loops run as kernels: d is written member by member before it is
// read (it stayed on the host until the privatization proof followed
// members), and the private pointers are declared __global in the kernel,
// the space of the arrays they are pointed into (the OpenCL C did not
// compile before).
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-9
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define NUMBER_PAR_PER_BOX 40
#define DOT(A, B) ((A.x) * (B.x) + (A.y) * (B.y) + (A.z) * (B.z))

typedef double fp;

typedef struct {
    fp x, y, z;
} THREE_VECTOR;

typedef struct {
    fp v, x, y, z;
} FOUR_VECTOR;

typedef struct nei_str {
    int x, y, z;
    int number;
    long offset;
} nei_str;

typedef struct box_str {
    int x, y, z;
    int number;
    long offset;
    int nn;
    nei_str nei[26];
} box_str;

typedef struct par_str {
    fp alpha;
} par_str;

typedef struct dim_str {
    int cur_arg;
    int arch_arg;
    int cores_arg;
    int boxes1d_arg;
    long number_boxes;
    long box_mem;
    long space_elem;
    long space_mem;
    long space_mem2;
} dim_str;

static void kernel_cpu(par_str par, dim_str dim, box_str *box, FOUR_VECTOR *rv, fp *qv,
                       FOUR_VECTOR *fv)
{
    fp alpha = par.alpha;
    fp a2 = 2.0 * alpha * alpha;
    int i, j, k, l;
    long first_i, first_j;
    FOUR_VECTOR *rA, *fA, *rB;
    fp *qB;
    int pointer;
    fp r2, u2, fs, vij, fxij, fyij, fzij;
    THREE_VECTOR d;

#pragma omp parallel for private(i, j, k) private(first_i, rA, fA) \
    private(pointer, first_j, rB, qB) private(r2, u2, fs, vij, fxij, fyij, fzij, d)
    for (l = 0; l < dim.number_boxes; l = l + 1) {
        first_i = box[l].offset;
        rA = &rv[first_i];
        fA = &fv[first_i];
        for (k = 0; k < (1 + box[l].nn); k++) {
            if (k == 0)
                pointer = l;
            else
                pointer = box[l].nei[k - 1].number;
            first_j = box[pointer].offset;
            rB = &rv[first_j];
            qB = &qv[first_j];
            for (i = 0; i < NUMBER_PAR_PER_BOX; i = i + 1) {
                for (j = 0; j < NUMBER_PAR_PER_BOX; j = j + 1) {
                    r2 = rA[i].v + rB[j].v - DOT(rA[i], rB[j]);
                    u2 = a2 * r2;
                    vij = exp(-u2);
                    fs = 2. * vij;
                    d.x = rA[i].x - rB[j].x;
                    d.y = rA[i].y - rB[j].y;
                    d.z = rA[i].z - rB[j].z;
                    fxij = fs * d.x;
                    fyij = fs * d.y;
                    fzij = fs * d.z;
                    fA[i].v += qB[j] * vij;
                    fA[i].x += qB[j] * fxij;
                    fA[i].y += qB[j] * fyij;
                    fA[i].z += qB[j] * fzij;
                }
            }
        }
    }
}

int main(int argc, char **argv)
{
    par_str par_cpu;
    dim_str dim_cpu;
    box_str *box_cpu;
    FOUR_VECTOR *rv_cpu, *fv_cpu;
    fp *qv_cpu;
    int i, j, k, l, m, n, nh;
    unsigned s = 11u;
    fp ev = 0.0, ex = 0.0, ey = 0.0, ez = 0.0;
    long p;

    dim_cpu.boxes1d_arg = 3;
    if (argc > 1)
        dim_cpu.boxes1d_arg = atoi(argv[1]);
    par_cpu.alpha = 0.5;
    dim_cpu.number_boxes = (long)dim_cpu.boxes1d_arg * dim_cpu.boxes1d_arg * dim_cpu.boxes1d_arg;
    dim_cpu.space_elem = dim_cpu.number_boxes * NUMBER_PAR_PER_BOX;
    dim_cpu.space_mem = dim_cpu.space_elem * sizeof(FOUR_VECTOR);
    dim_cpu.space_mem2 = dim_cpu.space_elem * sizeof(fp);
    dim_cpu.box_mem = dim_cpu.number_boxes * sizeof(box_str);
    box_cpu = (box_str *)malloc(dim_cpu.box_mem);

    nh = 0;
    for (i = 0; i < dim_cpu.boxes1d_arg; i++)
        for (j = 0; j < dim_cpu.boxes1d_arg; j++)
            for (k = 0; k < dim_cpu.boxes1d_arg; k++) {
                box_cpu[nh].x = k;
                box_cpu[nh].y = j;
                box_cpu[nh].z = i;
                box_cpu[nh].number = nh;
                box_cpu[nh].offset = (long)nh * NUMBER_PAR_PER_BOX;
                box_cpu[nh].nn = 0;
                for (l = -1; l < 2; l++)
                    for (m = -1; m < 2; m++)
                        for (n = -1; n < 2; n++) {
                            if ((((i + l) >= 0 && (j + m) >= 0 && (k + n) >= 0) == 1 &&
                                 ((i + l) < dim_cpu.boxes1d_arg && (j + m) < dim_cpu.boxes1d_arg &&
                                  (k + n) < dim_cpu.boxes1d_arg) == 1) &&
                                (l == 0 && m == 0 && n == 0) == 0) {
                                int nb = box_cpu[nh].nn;
                                box_cpu[nh].nei[nb].x = k + n;
                                box_cpu[nh].nei[nb].y = j + m;
                                box_cpu[nh].nei[nb].z = i + l;
                                box_cpu[nh].nei[nb].number =
                                    (box_cpu[nh].nei[nb].z * dim_cpu.boxes1d_arg * dim_cpu.boxes1d_arg) +
                                    (box_cpu[nh].nei[nb].y * dim_cpu.boxes1d_arg) + box_cpu[nh].nei[nb].x;
                                box_cpu[nh].nei[nb].offset = (long)box_cpu[nh].nei[nb].number * NUMBER_PAR_PER_BOX;
                                box_cpu[nh].nn = box_cpu[nh].nn + 1;
                            }
                        }
                nh = nh + 1;
            }

    rv_cpu = (FOUR_VECTOR *)malloc(dim_cpu.space_mem);
    qv_cpu = (fp *)malloc(dim_cpu.space_mem2);
    fv_cpu = (FOUR_VECTOR *)malloc(dim_cpu.space_mem);
    for (p = 0; p < dim_cpu.space_elem; p++) {
        s = s * 1103515245u + 12345u;
        rv_cpu[p].v = (fp)((s >> 16) % 10u + 1) / 10.0;
        s = s * 1103515245u + 12345u;
        rv_cpu[p].x = (fp)((s >> 16) % 10u + 1) / 10.0;
        s = s * 1103515245u + 12345u;
        rv_cpu[p].y = (fp)((s >> 16) % 10u + 1) / 10.0;
        s = s * 1103515245u + 12345u;
        rv_cpu[p].z = (fp)((s >> 16) % 10u + 1) / 10.0;
        s = s * 1103515245u + 12345u;
        qv_cpu[p] = (fp)((s >> 16) % 10u + 1) / 10.0;
        fv_cpu[p].v = 0;
        fv_cpu[p].x = 0;
        fv_cpu[p].y = 0;
        fv_cpu[p].z = 0;
    }

    double t0 = omp_get_wtime();
    kernel_cpu(par_cpu, dim_cpu, box_cpu, rv_cpu, qv_cpu, fv_cpu);
    (void)(omp_get_wtime() - t0);

#pragma omp parallel for reduction(+ : ev, ex, ey, ez)
    for (p = 0; p < dim_cpu.space_elem; p++) {
        ev += fv_cpu[p].v;
        ex += fv_cpu[p].x;
        ey += fv_cpu[p].y;
        ez += fv_cpu[p].z;
    }
    printf("lavaMD boxes %ld particles %ld\n", dim_cpu.number_boxes, dim_cpu.space_elem);
    printf("sum v %.12e x %.12e y %.12e z %.12e\n", ev, ex, ey, ez);
    printf("fv[0] %.12e %.12e fv[last] %.12e %.12e\n", fv_cpu[0].v, fv_cpu[0].x,
           fv_cpu[dim_cpu.space_elem - 1].v, fv_cpu[dim_cpu.space_elem - 1].z);
    free(rv_cpu);
    free(qv_cpu);
    free(fv_cpu);
    free(box_cpu);
    return 0;
}
