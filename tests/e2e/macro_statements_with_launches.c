/* Statements that macros expand to, which launch kernels and touch memory
 * between launches: no announcement can go inside an expansion. Before,
 * text went into the macro's name (the generated file did not compile) or
 * before the whole statement (a read after a launch saw the host's old
 * copy). Such a statement now runs host-only: every buffer comes home and
 * the loops it launches run their OpenMP versions; a block a macro expands
 * to in a branch is announced before the macro, braced. A host-only
 * statement is a scope whose cleanup ends it however control leaves it. */
// omp2ocl-test: offload=22
#include <stdio.h>

#define N 1024

double A[N];

static void kern(void)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        A[i] = A[i] * 0.5 + 1.0;
}

static int step(void)
{
    kern();
    return 1;
}

#define MAYBE(c) do { if (c) { kern(); } else { A[4] = -2.0; } } while (0)
#define IFC if (A[10] > 5.0)
#define HOSTBLOCK { A[6] = -4.0 + A[7]; }
#define STEP_AND_READ (step() && A[3] > 1.9)
#define FOR_T for (t = 0; t < 3; t++)
#define STOP_IF_BIG(k) if (step() && A[k] > 3.0) break

int main(void)
{
    int i, t, n = 0;
    double s = 0.0;
    for (i = 0; i < N; i++)
        A[i] = i % 13;
    for (t = 0; t < 4; t++)
        MAYBE(t & 2);
    for (t = 0; t < 4; t++) {
        IFC kern(); else A[12] = 4;
    }
    for (t = 0; t < 4; t++)
        if (t & 1) kern(); else HOSTBLOCK
    while (STEP_AND_READ && n < 10)
        n++;
    FOR_T {
        kern();
        A[t] += 100.0;
    }
    for (t = 0; t < 10; t++) {
        STOP_IF_BIG(7);
        A[7] += 4.0;
    }
    /* A host-only statement left by its macro's break ends too: these
     * launches run on the device again. */
    for (t = 0; t < 20; t++)
        kern();
    for (i = 0; i < N; i++)
        s += A[i] * (1 + i % 3);
    printf("%d %.9e %.6f %.6f %.6f\n", n, s, A[4], A[6], A[12]);
    return 0;
}
