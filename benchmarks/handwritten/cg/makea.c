/*
 * makea.c - CG's matrix generation (cg.md section 3). This is the host-side
 * generator of benchmarks/nas/cg/cg.c (this team's code: sprnvc, vecset,
 * the bucket assembly), moved to heap storage sized at run time and to the
 * 64-bit generator of hw_rand.h (bit-identical numbers), so that the
 * hand-written version solves exactly the OpenMP version's matrix.
 */
#include "makea.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "hw_rand.h"

static void *xmalloc(size_t bytes)
{
    void *p = malloc(bytes > 0 ? bytes : 1);
    if (p == NULL) {
        fprintf(stderr, "handwritten: out of host memory (%lu bytes)\n",
                (unsigned long)bytes);
        exit(1);
    }
    return p;
}

/* One sparse vector (cg.md 3.2): NZ distinct random positions in 1..n with
 * random values (value drawn before position; a rejected pair consumes
 * both), then position i set to 0.5, replacing or appended. MARK (n + 1
 * entries, all 0) is left all 0. Returns the number of entries. */
static int sprnvc(int n, int nz, int nn1, int i, double vv[], int ivv[],
                  int mark[], uint64_t *tran)
{
    int nzv = 0, k, pos;
    double vecelt, vecloc;

    while (nzv < nz) {
        vecelt = hw_rand_next(tran);
        vecloc = hw_rand_next(tran);
        pos = (int)(nn1 * vecloc) + 1;
        if (pos > n || mark[pos])
            continue;
        mark[pos] = 1;
        vv[nzv] = vecelt;
        ivv[nzv] = pos;
        nzv++;
    }
    for (k = 0; k < nzv; k++)
        mark[ivv[k]] = 0;

    for (k = 0; k < nzv; k++)
        if (ivv[k] == i) {
            vv[k] = 0.5;
            return nzv;
        }
    vv[nzv] = 0.5;
    ivv[nzv] = i;
    return nzv + 1;
}

void cg_makea(int n, int nonzer, double rcond, double shift, uint64_t *tran,
              cg_matrix *m)
{
    /* storage bound of the reference for the contributions */
    const size_t bound = (size_t)n * (nonzer + 1) * (nonzer + 1) +
                         (size_t)n * (nonzer + 2);
    int *arow = xmalloc(bound * sizeof(int));
    int *acol = xmalloc(bound * sizeof(int));
    double *aelt = xmalloc(bound * sizeof(double));
    int *mark = calloc((size_t)n + 1, sizeof(int));
    int *iv = xmalloc((size_t)(nonzer + 1) * sizeof(int));
    double *v = xmalloc((size_t)(nonzer + 1) * sizeof(double));
    int *rowstr = xmalloc(((size_t)n + 1) * sizeof(int));
    int *colidx = xmalloc(bound * sizeof(int));
    double *a = xmalloc(bound * sizeof(double));
    int i, c, rr, nn1, cnt, row, j, out, start;
    size_t nnza, k;
    double size, ratio, scale;

    if (mark == NULL) {
        fprintf(stderr, "handwritten: out of host memory\n");
        exit(1);
    }
    nn1 = 1;
    while (nn1 < n)
        nn1 *= 2;

    /* contributions w_r * (omega * w_c), omega by repeated multiplication */
    size = 1.0;
    ratio = pow(rcond, 1.0 / (double)n);
    nnza = 0;
    for (i = 1; i <= n; i++) {
        cnt = sprnvc(n, nonzer, nn1, i, v, iv, mark, tran);
        for (c = 0; c < cnt; c++) {
            scale = size * v[c];
            for (rr = 0; rr < cnt; rr++) {
                arow[nnza] = iv[rr] - 1;
                acol[nnza] = iv[c] - 1;
                aelt[nnza] = v[rr] * scale;
                nnza++;
            }
        }
        size = size * ratio;
    }
    for (i = 0; i < n; i++) {
        arow[nnza] = i;
        acol[nnza] = i;
        aelt[nnza] = rcond - shift;
        nnza++;
    }

    /* bucket by row in generation order, then compact each row in place:
     * duplicates summed in generation order, columns in order of first
     * appearance (NPB 2.3), exact zeros dropped */
    for (row = 0; row <= n; row++)
        rowstr[row] = 0;
    for (k = 0; k < nnza; k++)
        rowstr[arow[k] + 1]++;
    for (row = 0; row < n; row++)
        rowstr[row + 1] += rowstr[row];
    for (k = 0; k < nnza; k++) {
        j = rowstr[arow[k]]++;
        colidx[j] = acol[k];
        a[j] = aelt[k];
    }
    for (row = n; row > 0; row--)
        rowstr[row] = rowstr[row - 1];
    rowstr[0] = 0;

    /* mark[col] = 1 + output position of col in the current row */
    out = 0;
    for (row = 0; row < n; row++) {
        start = out;
        for (j = rowstr[row]; j < rowstr[row + 1]; j++) {
            int col = colidx[j];
            if (mark[col]) {
                a[mark[col] - 1] += a[j];
            } else {
                colidx[out] = col;
                a[out] = a[j];
                mark[col] = out + 1;
                out++;
            }
        }
        j = start;
        for (i = start; i < out; i++) {
            mark[colidx[i]] = 0;
            if (a[i] != 0.0) {
                colidx[j] = colidx[i];
                a[j] = a[i];
                j++;
            }
        }
        out = j;
        rowstr[row] = start;
    }
    rowstr[n] = out;

    free(arow);
    free(acol);
    free(aelt);
    free(mark);
    free(iv);
    free(v);
    m->n = n;
    m->nnz = out;
    m->rowstr = rowstr;
    m->colidx = colidx;
    m->a = a;
}

void cg_free_matrix(cg_matrix *m)
{
    free(m->rowstr);
    free(m->colidx);
    free(m->a);
    m->rowstr = m->colidx = NULL;
    m->a = NULL;
}
