/* Keeps a pointer handed over once and works on the memory behind it later.
 * The harness compiles this file with gcc (main.c's `plain=` header): a
 * library the translator never sees, whose accesses nothing announces. */
static double *kept;
static int kept_n;

void keep_array(double *p, int n)
{
    kept = p;
    kept_n = n;
}

double kept_sum(void)
{
    double s = 0.0;
    int i;
    for (i = 0; i < kept_n; i++)
        s += kept[i];
    return s;
}

void kept_scale(double f)
{
    int i;
    for (i = 0; i < kept_n; i++)
        kept[i] *= f;
}
