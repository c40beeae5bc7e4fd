// Program used by test_run_e2e.py (not part of the corpus).
// omp2ocl-test: offload=2
// omp2ocl-test: missed="printf"
#include <stdio.h>

#ifdef FAKE_KERNELS
static void profile(void) __attribute__((destructor));
static void profile(void)
{
#ifdef FAKE_H2D
    fprintf(stderr, "omp2ocl-profile: device=fake kernels=%d h2d_bytes=%d d2h_bytes=%d\n",
            FAKE_KERNELS, FAKE_H2D, FAKE_H2D);
#else
    fprintf(stderr, "omp2ocl-profile: device=fake kernels=%d bytes=0\n", FAKE_KERNELS);
#endif
}
#endif

int main(void)
{
    double x = 1.0;
    int n = 42;
#ifdef PERTURB
    x += PERTURB;
#endif
#ifdef OFF_BY_ONE
    n++;
#endif
    printf("value x=%.12e n %d\n", x, n);
#ifdef FAIL_EXIT
    return 3;
#endif
    return 0;
}
