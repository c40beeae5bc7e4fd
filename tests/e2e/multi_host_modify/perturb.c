// Host-side helpers in a separate translation unit.
#include "field.h"

void perturb(double *w, int n, int it)
{
    int i;
    for (i = it; i < n; i += 3)
        w[i] = -w[i] + 1.0;
}

double field_sum(void)
{
    double s = 0.0;
    int i;
    for (i = 0; i < FN; i++)
        s += field[i];
    return s;
}
