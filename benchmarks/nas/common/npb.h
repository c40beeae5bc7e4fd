/*
 * npb.h - what every NAS benchmark of omp2ocl shares: timers, the result
 * block, and the class letter. The random number generator is in
 * npb_rand.h as static functions, so that loops calling it can be
 * translated together with it (omp2ocl translates callees of the same
 * translation unit only).
 *
 * Class selection: the build passes -DCLASS_S, -DCLASS_W, -DCLASS_A,
 * -DCLASS_B or -DCLASS_C; each benchmark's params.h turns that into its
 * sizes and defines CLASS as the letter ('S', ...).
 */
#ifndef NPB_H
#define NPB_H

/* Wall-clock seconds since an arbitrary origin. */
double wtime(void);

/* Numbered timers 0..63: clear, start, stop (accumulates), read. */
void timer_clear(int n);
void timer_start(int n);
void timer_stop(int n);
double timer_read(int n);

/* The NPB 2.3 result block (README.md section 5.2). For EP, CG and IS the
 * size is n1 (n2 = n3 = 0); for the grid benchmarks it is n1 x n2 x n3.
 * The compile-option strings come from the build (NPB_CC etc. macros). */
void c_print_results(const char *name, char class_letter, int n1, int n2,
                     int n3, int niter, double t, double mops,
                     const char *optype, int passed_verification);

#endif
