// Kernels using main.c's objects by their extern declarations: a struct's
// member array, a counter updated atomically, a total updated in a
// critical section.
extern struct G { int n; double cell[64]; } grid;
extern int counter;
extern double total;

void twice(void)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < grid.n; i++)
        grid.cell[i] *= 2.0;
}

void count_odd(const int *v, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        if (v[i] & 1) {
#pragma omp atomic
            counter++;
        }
}

void add_all(void)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < 64; i++) {
#pragma omp critical
        total += grid.cell[i] > 60.0 ? 1.0 : 0.0;
    }
}
