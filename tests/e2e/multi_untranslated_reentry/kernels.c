/* Translated: the kernels. */
void driver_step(double *x, int n);

void inner(double *x, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] += 1.0;
}

void outer(double *x, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] += 10.0;
    driver_step(x, n);
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] += 100.0;
}

void work(double *x, int n, int id)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] = x[i] + id;
}
