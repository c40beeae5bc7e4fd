/* Plain: called by translated code, calls translated code by name. */
void inner(double *x, int n);

void driver_step(double *x, int n)
{
    inner(x, n);
    x[0] += 1000.0;
    x[n - 1] += x[1] * 2.0;
}
