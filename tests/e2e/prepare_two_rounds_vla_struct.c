// A loop that needs both source preparations: a struct's pointer member
// (hoisted into a local) and a variable-length array parameter (indexed as
// a flat pointer), so the file is parsed three times. The translator
// crashed at exit: the third parse copied the second's remapped file,
// whose buffer the second parse owned and freed too.
// omp2ocl-test: offload=4
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double *data;
    int n;
} field_t;

static void combine(double *u, int m, field_t F, double (*w)[m])
{
    int j;
#pragma omp parallel for
    for (j = 1; j < m - 1; j++)
        u[j] = w[1][j] + 0.5 * F.data[j] - w[0][j - 1];
}

int main(void)
{
    int m = 1000, t, j;
    double (*w)[m] = malloc(2 * sizeof *w);
    field_t F;
    double *u = calloc(m, sizeof(double)), s = 0.0;

    F.n = m;
    F.data = malloc(m * sizeof(double));
    for (j = 0; j < m; j++) {
        w[0][j] = 0.001 * j;
        w[1][j] = 1.0 / (1.0 + j);
        F.data[j] = (j % 13) * 0.25;
    }
    for (t = 0; t < 4; t++) {
        combine(u, m, F, w);
        w[0][t] += u[m / 2];
    }
    for (j = 0; j < m; j++)
        s += u[j] * (1 + j % 5);
    printf("s %.12e u[1] %.12e\n", s, u[1]);
    free(u);
    free(F.data);
    free(w);
    return 0;
}
