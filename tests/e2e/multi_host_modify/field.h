#ifndef FIELD_H
#define FIELD_H
#define FN 2048
extern double field[FN];
void perturb(double *w, int n, int it);
double field_sum(void);
#endif
