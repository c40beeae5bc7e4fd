/*
 * makea.h - CG's sparse matrix (cg.md section 3), generated on the host.
 */
#ifndef CG_MAKEA_H
#define CG_MAKEA_H

#include <stdint.h>

/* Compressed sparse rows, 0-based; rowstr has n + 1 entries. */
typedef struct {
    int n;
    int nnz;
    int *rowstr;
    int *colidx;
    double *a;
} cg_matrix;

/* Generates A for order N from the stream whose state is *TRAN (the
 * caller has already drawn and discarded the first number), in
 * generation order, and assembles it as NPB 2.3 does. Exits on
 * allocation failure. */
void cg_makea(int n, int nonzer, double rcond, double shift, uint64_t *tran,
              cg_matrix *m);
void cg_free_matrix(cg_matrix *m);

#endif
