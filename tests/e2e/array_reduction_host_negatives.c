// Shapes close to the private-accumulator idiom of NAS EP that are not an
// array reduction and must stay on the host, each with its remark: the merge
// combines with another operator than the loop, the loop reads the array
// besides updating it, the array is larger than the device reduces, the merge
// covers only part of the array, and the array is read after the merge.
// omp2ocl-test: offload=0
// omp2ocl-test: offload-max=0
// omp2ocl-test: missed="the merge at line"
// omp2ocl-test: missed="is read in the loop other than by its updates"
// omp2ocl-test: missed="'big' has 1000 elements"
// omp2ocl-test: missed="covers elements [0, 5) of 'part'"
// omp2ocl-test: missed="'after' is used after its merge"
#include <stdio.h>

#define N 20000
#define NQ 10

static int key[N];

int main(void)
{
    long q1[NQ] = {0}, q2[NQ] = {0}, q3[1000] = {0}, q4[NQ] = {0}, q5[NQ] = {0};
    long extra = 0;
    int i, l;

    for (i = 0; i < N; i++)
        key[i] = (int)((i * 2654435761u) % 1000003u);

    /* merge with max, loop with + */
#pragma omp parallel private(l)
    {
        long other[NQ];
        for (l = 0; l < NQ; l++)
            other[l] = 0;
#pragma omp for
        for (i = 0; i < N; i++)
            other[key[i] % NQ] += (i == 12345); /* one count: max = sum */
#pragma omp critical
        for (l = 0; l < NQ; l++)
            q1[l] = q1[l] > other[l] ? q1[l] : other[l];
    }

    /* read inside the loop */
#pragma omp parallel private(l)
    {
        long seen[NQ];
        for (l = 0; l < NQ; l++)
            seen[l] = 0;
#pragma omp for
        for (i = 0; i < N; i++) {
            if (seen[key[i] % NQ] >= 0)
                seen[key[i] % NQ] += 1;
        }
#pragma omp critical
        for (l = 0; l < NQ; l++)
            q2[l] += seen[l];
    }

    /* too large */
#pragma omp parallel private(l)
    {
        long big[1000];
        for (l = 0; l < 1000; l++)
            big[l] = 0;
#pragma omp for
        for (i = 0; i < N; i++)
            big[key[i] % 1000] += 1;
#pragma omp critical
        for (l = 0; l < 1000; l++)
            q3[l] += big[l];
    }

    /* merge of half the array */
#pragma omp parallel private(l)
    {
        long part[NQ];
        for (l = 0; l < NQ; l++)
            part[l] = 0;
#pragma omp for
        for (i = 0; i < N; i++)
            part[key[i] % 5] += 2;
#pragma omp critical
        for (l = 0; l < 5; l++)
            q4[l] += part[l];
    }

    /* read after the merge: each thread's own counts are visible */
#pragma omp parallel private(l) reduction(+ : extra)
    {
        long after[NQ];
        for (l = 0; l < NQ; l++)
            after[l] = 0;
#pragma omp for
        for (i = 0; i < N; i++)
            after[key[i] % NQ] += 1;
#pragma omp critical
        for (l = 0; l < NQ; l++)
            q5[l] += after[l];
        extra += after[0] * 0;
    }

    for (l = 0; l < NQ; l++)
        printf("%d %ld %ld %ld %ld\n", l, q1[l], q2[l], q4[l], q5[l]);
    {
        long s = 0;
        for (l = 0; l < 1000; l++)
            s += q3[l] * (l + 1);
        printf("big %ld extra %ld\n", s, extra);
    }
    return 0;
}
