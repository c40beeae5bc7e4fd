// A struct and a counter of external linkage that kernels of another file
// (kernels.c) update in place: this file's host code reads and writes them
// by name between the launches. It announced nothing for them (no kernel of
// its own uses them), so it read the values from before the kernels
// (cell[5] 5.0 for 10.0, counter 0 for 500) and its writes never reached
// the device. Every unit now announces its host accesses of scalars and
// structs of external linkage, as it does for every array, also the values
// its own launches pass (`counter` by value to this file's kernel after
// kernels.c's counted into it: the launch passed the host's stale 7).
// omp2ocl-test: offload=7
#include <stdio.h>

struct G { int n; double cell[64]; } grid;
int counter;
double total;

void twice(void);
void count_odd(const int *v, int n);
void add_all(void);

static int scaled[1000];

int main(void)
{
    int v[1000], i;
    grid.n = 64;
    for (i = 0; i < 64; i++)
        grid.cell[i] = i;
    for (i = 0; i < 1000; i++)
        v[i] = i;
    twice();
    printf("cell[5]=%.1f\n", grid.cell[5]);
    grid.cell[5] = 100.0; /* a host write between two kernels */
    twice();
    printf("cell[5]=%.1f cell[63]=%.1f\n", grid.cell[5], grid.cell[63]);

    counter = 0;
    count_odd(v, 1000);
    printf("counter=%d\n", counter);
    counter = 7;
    count_odd(v, 1000);
    /* counter passed by value right after kernels.c's kernel counted into it */
#pragma omp parallel for
    for (i = 0; i < 1000; i++)
        scaled[i] = v[i] + counter;
    printf("counter=%d\n", counter);
    printf("scaled[0]=%d scaled[999]=%d\n", scaled[0], scaled[999]);

    total = 1.0;
    add_all();
    total += 0.5;
    add_all();
    printf("total=%.2f\n", total);
    return 0;
}
