/*
 * ft.c - NAS Parallel Benchmark FT (3-D FFT PDE solver), OpenMP C,
 * written from the specification /work/shared/specs/npb/ft.md.
 *
 * A random complex field U is transformed forward once (3-D FFT, positive
 * exponent); for t = 1..NITER the spectrum is multiplied by the diffusion
 * factors exp(-4 alpha pi^2 |k|^2) (once more per step, in place),
 * transformed back and a checksum of 1024 elements is taken and verified.
 *
 * Data: three static arrays sized by class (NPB 3.x scheme): u0 holds the
 * spectrum (evolved in place), u1 the initial field and the inverse
 * transform of each step, twiddle the one-step evolution factors.
 *
 * OpenMP structure (legacy NPB style): the timed part is one parallel
 * region; the setup routines, the 1-D FFT sweeps along x, y and z, evolve
 * and checksum are functions with orphaned `omp for` loops. Each thread
 * transforms blocks of FFTBLOCK lines at a time in its own threadprivate
 * scratch arrays (the block is the innermost, contiguous index, so every
 * butterfly loop runs over 16 independent lines). The checksum is a
 * reduction into shared accumulators.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "npb.h"
#include "npb_rand.h"
#include "params.h"

#define NTOTAL ((long)NX * NY * NZ)
#define NITER NITER_DEFAULT

/* Lines per FFT block, and the padded scratch row length (the padding
 * keeps consecutive scratch rows off the same cache sets). */
#define FFTBLOCK 16
#define FFTBLOCKPAD 18

#define SEED 314159265.0
#define AMULT 1220703125.0
#define ALPHA 1.0e-6
#define PI 3.141592653589793238

#define T_TOTAL 1

typedef struct {
  double real;
  double imag;
} dcomplex;

/* The field, its spectrum, and the one-step evolution factors. */
static dcomplex u0[NZ][NY][NX];
static dcomplex u1[NZ][NY][NX];
static double twiddle[NZ][NY][NX];

/* FFT roots: for l = 1, 2, 4, ..., MAXDIM/2 and q = 0..l-1,
 * roots[l + q] = exp(i pi q / l). Index 0 is unused. */
static dcomplex roots[MAXDIM];

/* Per-thread scratch for one block of FFTBLOCK lines. */
static dcomplex scr_x[MAXDIM][FFTBLOCKPAD];
static dcomplex scr_y[MAXDIM][FFTBLOCKPAD];
#pragma omp threadprivate(scr_x, scr_y)

/* Checksums of all steps, and the shared accumulators of the reduction. */
static dcomplex sums[NITER + 1];
static double chk_real, chk_imag;

/* ------------------------------------------------------------------ */
/* a^n mod 2^46 by binary exponentiation (README.md 3.5). */
static double power46(double base, long n)
{
  double result = 1.0, b = base, q;

  while (n > 0) {
    if (n & 1)
      randlc(&result, b);
    q = b;
    randlc(&b, q);
    n >>= 1;
  }
  return result;
}

/* One-step evolution factors exp(-4 alpha pi^2 (kx^2 + ky^2 + kz^2)) with
 * signed frequencies (ft.md 5.2, NPB 3.x variant). */
static void compute_indexmap(double tw[NZ][NY][NX])
{
  const double ap = -4.0 * ALPHA * PI * PI;
  int i, j, k, ii, jj, kk;

#pragma omp for
  for (k = 0; k < NZ; k++) {
    kk = ((k + NZ / 2) % NZ) - NZ / 2;
    for (j = 0; j < NY; j++) {
      jj = ((j + NY / 2) % NY) - NY / 2;
      for (i = 0; i < NX; i++) {
        ii = ((i + NX / 2) % NX) - NX / 2;
        tw[k][j][i] = exp(ap * (double)(ii * ii + jj * jj + kk * kk));
      }
    }
  }
}

/* Initial field (ft.md 4): element m = i + NX (j + NY k) gets
 * r_(2m+1) + i r_(2m+2). Each plane starts from the seed advanced by
 * 2 NX NY k numbers, so the planes are generated in parallel. */
static void compute_initial_conditions(dcomplex u[NZ][NY][NX])
{
  const double an = power46(AMULT, 2L * NX * NY);
  double x0, row[2 * NX];
  int i, j, k;

#pragma omp for
  for (k = 0; k < NZ; k++) {
    x0 = SEED;
    randlc(&x0, power46(an, k));
    for (j = 0; j < NY; j++) {
      vranlc(2 * NX, &x0, AMULT, row);
      for (i = 0; i < NX; i++) {
        u[k][j][i].real = row[2 * i];
        u[k][j][i].imag = row[2 * i + 1];
      }
    }
  }
}

/* Root table for transforms of length up to n (a power of two). */
static void fft_init(int n)
{
  int l, q;

#pragma omp single
  {
    roots[0].real = 0.0;
    roots[0].imag = 0.0;
    for (l = 1; l < n; l *= 2) {
      double t = PI / l;
      for (q = 0; q < l; q++) {
        roots[l + q].real = cos(q * t);
        roots[l + q].imag = sin(q * t);
      }
    }
  }
}

/* ------------------------------------------------------------------ */
/* One radix-2 Stockham pass l (1-based) of a length-2^m transform on a
 * block of FFTBLOCK lines, from x to y (ft.md 5.1). is = +1 uses the roots
 * as they are, is = -1 their conjugates. */
static void fftz2(int is, int l, int m, int n,
                  dcomplex x[][FFTBLOCKPAD], dcomplex y[][FFTBLOCKPAD])
{
  int lk = 1 << (l - 1), li = 1 << (m - l), n2 = n / 2;
  int i, q, b;

  for (i = 0; i < li; i++) {
    double wr = roots[li + i].real;
    double wi = is >= 1 ? roots[li + i].imag : -roots[li + i].imag;
    for (q = 0; q < lk; q++) {
      int i11 = i * lk + q, i12 = i11 + n2;
      int i21 = 2 * i * lk + q, i22 = i21 + lk;
      for (b = 0; b < FFTBLOCK; b++) {
        double ar = x[i11][b].real, ai = x[i11][b].imag;
        double br = x[i12][b].real, bi = x[i12][b].imag;
        double dr = ar - br, di = ai - bi;
        y[i21][b].real = ar + br;
        y[i21][b].imag = ai + bi;
        y[i22][b].real = wr * dr - wi * di;
        y[i22][b].imag = wr * di + wi * dr;
      }
    }
  }
}

/* Length n = 2^m transforms of the FFTBLOCK lines in x (x[point][line]),
 * result in natural order back in x; y is scratch. */
static void cfftz(int is, int m, int n,
                  dcomplex x[][FFTBLOCKPAD], dcomplex y[][FFTBLOCKPAD])
{
  int l, j, b;

  for (l = 1; l <= m; l += 2) {
    fftz2(is, l, m, n, x, y);
    if (l == m) {
      /* odd pass count: the result is in y */
      for (j = 0; j < n; j++)
        for (b = 0; b < FFTBLOCK; b++)
          x[j][b] = y[j][b];
      break;
    }
    fftz2(is, l + 1, m, n, y, x);
  }
}

static int ilog2(int n)
{
  int m = 0;

  while ((1 << m) < n)
    m++;
  return m;
}

/* 1-D transforms along x of every (j, k) line, x -> xout (may alias). */
static void cffts1(int is, dcomplex x[NZ][NY][NX], dcomplex xout[NZ][NY][NX])
{
  int logn = ilog2(NX);
  int i, k, jj, b;

#pragma omp for
  for (k = 0; k < NZ; k++) {
    for (jj = 0; jj < NY; jj += FFTBLOCK) {
      for (b = 0; b < FFTBLOCK; b++)
        for (i = 0; i < NX; i++)
          scr_x[i][b] = x[k][jj + b][i];
      cfftz(is, logn, NX, scr_x, scr_y);
      for (b = 0; b < FFTBLOCK; b++)
        for (i = 0; i < NX; i++)
          xout[k][jj + b][i] = scr_x[i][b];
    }
  }
}

/* 1-D transforms along y of every (i, k) line. */
static void cffts2(int is, dcomplex x[NZ][NY][NX], dcomplex xout[NZ][NY][NX])
{
  int logn = ilog2(NY);
  int ii, j, k, b;

#pragma omp for
  for (k = 0; k < NZ; k++) {
    for (ii = 0; ii < NX; ii += FFTBLOCK) {
      for (j = 0; j < NY; j++)
        for (b = 0; b < FFTBLOCK; b++)
          scr_x[j][b] = x[k][j][ii + b];
      cfftz(is, logn, NY, scr_x, scr_y);
      for (j = 0; j < NY; j++)
        for (b = 0; b < FFTBLOCK; b++)
          xout[k][j][ii + b] = scr_x[j][b];
    }
  }
}

/* 1-D transforms along z of every (i, j) line. */
static void cffts3(int is, dcomplex x[NZ][NY][NX], dcomplex xout[NZ][NY][NX])
{
  int logn = ilog2(NZ);
  int ii, j, k, b;

#pragma omp for
  for (j = 0; j < NY; j++) {
    for (ii = 0; ii < NX; ii += FFTBLOCK) {
      for (k = 0; k < NZ; k++)
        for (b = 0; b < FFTBLOCK; b++)
          scr_x[k][b] = x[k][j][ii + b];
      cfftz(is, logn, NZ, scr_x, scr_y);
      for (k = 0; k < NZ; k++)
        for (b = 0; b < FFTBLOCK; b++)
          xout[k][j][ii + b] = scr_x[k][b];
    }
  }
}

/* 3-D transform, unnormalised: dir = +1 forward (x, y, z), dir = -1
 * inverse (z, y, x). */
static void fft(int dir, dcomplex x1[NZ][NY][NX], dcomplex x2[NZ][NY][NX])
{
  if (dir == 1) {
    cffts1(1, x1, x2);
    cffts2(1, x2, x2);
    cffts3(1, x2, x2);
  } else {
    cffts3(-1, x1, x2);
    cffts2(-1, x2, x2);
    cffts1(-1, x2, x2);
  }
}

/* ------------------------------------------------------------------ */
/* One time step: the spectrum u0 advances by one step in place, and u1
 * receives a copy for the inverse transform. */
static void evolve(dcomplex v[NZ][NY][NX], dcomplex w[NZ][NY][NX],
                   double tw[NZ][NY][NX])
{
  int i, j, k;

#pragma omp for
  for (k = 0; k < NZ; k++) {
    for (j = 0; j < NY; j++) {
      for (i = 0; i < NX; i++) {
        v[k][j][i].real = v[k][j][i].real * tw[k][j][i];
        v[k][j][i].imag = v[k][j][i].imag * tw[k][j][i];
        w[k][j][i] = v[k][j][i];
      }
    }
  }
}

/* chk(t) = (1/NTOTAL) sum_{j=1..1024} X(j mod NX, 3j mod NY, 5j mod NZ). */
static void checksum(int t, dcomplex x[NZ][NY][NX])
{
  int j;

#pragma omp single
  {
    chk_real = 0.0;
    chk_imag = 0.0;
  }

#pragma omp for reduction(+:chk_real, chk_imag)
  for (j = 1; j <= 1024; j++) {
    int q = j % NX, r = (3 * j) % NY, s = (5 * j) % NZ;
    chk_real += x[s][r][q].real;
    chk_imag += x[s][r][q].imag;
  }

#pragma omp single
  {
    sums[t].real = chk_real / (double)NTOTAL;
    sums[t].imag = chk_imag / (double)NTOTAL;
    printf("T = %5d     Checksum = %22.12e %22.12e\n", t, sums[t].real,
           sums[t].imag);
  }
}

/* ------------------------------------------------------------------ */
/* Reference checksums (ft.md 7), real and imaginary parts per step. */
static const double vdata_s[6][2] = {
  {5.546087004964e+02, 4.845363331978e+02},
  {5.546385409189e+02, 4.865304269511e+02},
  {5.546148406171e+02, 4.883910722336e+02},
  {5.545423607415e+02, 4.901273169046e+02},
  {5.544255039624e+02, 4.917475857993e+02},
  {5.542683411902e+02, 4.932597244941e+02}};
static const double vdata_w[6][2] = {
  {5.673612178944e+02, 5.293246849175e+02},
  {5.631436885271e+02, 5.282149986629e+02},
  {5.594024089970e+02, 5.270996558037e+02},
  {5.560698047020e+02, 5.260027904925e+02},
  {5.530898991250e+02, 5.249400845633e+02},
  {5.504159734538e+02, 5.239212247086e+02}};
static const double vdata_a[6][2] = {
  {5.046735008193e+02, 5.114047905510e+02},
  {5.059412319734e+02, 5.098809666433e+02},
  {5.069376896287e+02, 5.098144042213e+02},
  {5.077892868474e+02, 5.101336130759e+02},
  {5.085233095391e+02, 5.104914655194e+02},
  {5.091487099959e+02, 5.107917842803e+02}};
static const double vdata_b[20][2] = {
  {5.177643571579e+02, 5.077803458597e+02},
  {5.154521291263e+02, 5.088249431599e+02},
  {5.146409228649e+02, 5.096208912659e+02},
  {5.142378756213e+02, 5.101023387619e+02},
  {5.139626667737e+02, 5.103976610617e+02},
  {5.137423460082e+02, 5.105948019802e+02},
  {5.135547056878e+02, 5.107404165783e+02},
  {5.133910925466e+02, 5.108576573661e+02},
  {5.132470705390e+02, 5.109577278523e+02},
  {5.131197729984e+02, 5.110460304483e+02},
  {5.130070319283e+02, 5.111252433800e+02},
  {5.129070537032e+02, 5.111968077718e+02},
  {5.128182883502e+02, 5.112616233064e+02},
  {5.127393733383e+02, 5.113203605551e+02},
  {5.126691062020e+02, 5.113735928093e+02},
  {5.126064276004e+02, 5.114218460548e+02},
  {5.125504076570e+02, 5.114656139760e+02},
  {5.125002331720e+02, 5.115053595966e+02},
  {5.124551951846e+02, 5.115415130407e+02},
  {5.124146770029e+02, 5.115744692211e+02}};
static const double vdata_c[20][2] = {
  {5.195078707457e+02, 5.149019699238e+02},
  {5.155422171134e+02, 5.127578201997e+02},
  {5.144678022222e+02, 5.122251847514e+02},
  {5.140150594328e+02, 5.121090289018e+02},
  {5.137550426810e+02, 5.121143685824e+02},
  {5.135811056728e+02, 5.121496764568e+02},
  {5.134569343165e+02, 5.121870921893e+02},
  {5.133651975661e+02, 5.122193250322e+02},
  {5.132955192805e+02, 5.122454735794e+02},
  {5.132410471738e+02, 5.122663649603e+02},
  {5.131971141679e+02, 5.122830879827e+02},
  {5.131605205716e+02, 5.122965869718e+02},
  {5.131290734194e+02, 5.123075927445e+02},
  {5.131012720314e+02, 5.123166486553e+02},
  {5.130760908195e+02, 5.123241541685e+02},
  {5.130528295923e+02, 5.123304037599e+02},
  {5.130310107773e+02, 5.123356167976e+02},
  {5.130103090133e+02, 5.123399592211e+02},
  {5.129905029333e+02, 5.123435588985e+02},
  {5.129714421109e+02, 5.123465164008e+02}};

/* Class from (NX, NY, NZ, NITER) and check of every step's checksum: the
 * NPB 2.3 test (real and imaginary parts separately) and the NPB 3.x test
 * (complex modulus) must both hold, each at 1e-12 relative. Returns 1 if
 * verified; *cls receives the class letter ('U' if unknown). */
static int verify(int nx, int ny, int nz, int niter, char *cls)
{
  const double epsilon = 1.0e-12;
  const double (*ref)[2] = NULL;
  int t, ok;

  *cls = 'U';
  if (nx == 64 && ny == 64 && nz == 64 && niter == 6) {
    *cls = 'S';
    ref = vdata_s;
  } else if (nx == 128 && ny == 128 && nz == 32 && niter == 6) {
    *cls = 'W';
    ref = vdata_w;
  } else if (nx == 256 && ny == 256 && nz == 128 && niter == 6) {
    *cls = 'A';
    ref = vdata_a;
  } else if (nx == 512 && ny == 256 && nz == 256 && niter == 20) {
    *cls = 'B';
    ref = vdata_b;
  } else if (nx == 512 && ny == 512 && nz == 512 && niter == 20) {
    *cls = 'C';
    ref = vdata_c;
  }
  if (ref == NULL)
    return 0;

  ok = 1;
  for (t = 1; t <= niter; t++) {
    double rr = ref[t - 1][0], ri = ref[t - 1][1];
    double dr = sums[t].real - rr, di = sums[t].imag - ri;
    double err_re = fabs(dr / rr), err_im = fabs(di / ri);
    double err_c = sqrt(dr * dr + di * di) / sqrt(rr * rr + ri * ri);
    if (!(err_re <= epsilon && err_im <= epsilon && err_c <= epsilon))
      ok = 0;
  }
  return ok;
}

/* ------------------------------------------------------------------ */
int main(void)
{
  const int niter = NITER;
  double t, mflops;
  char cls;
  int verified;

  timer_clear(T_TOTAL);

  printf("\n\n NAS Parallel Benchmarks 2.3 OpenMP C version"
         " - FT Benchmark\n\n");
  printf(" Size                : %3dx%3dx%3d\n", NX, NY, NZ);
  printf(" Iterations          :     %7d\n", niter);

  /* Untimed warm-up: set everything up once and run one forward
   * transform, so that all data is touched. */
#pragma omp parallel
  {
    compute_indexmap(twiddle);
    compute_initial_conditions(u1);
    fft_init(MAXDIM);
    fft(1, u1, u0);
  }

  timer_start(T_TOTAL);

#pragma omp parallel
  {
    int iter;

    compute_indexmap(twiddle);
    compute_initial_conditions(u1);
    fft_init(MAXDIM);
    fft(1, u1, u0);

    for (iter = 1; iter <= niter; iter++) {
      evolve(u0, u1, twiddle);
      fft(-1, u1, u1);
      checksum(iter, u1);
    }
  }

  verified = verify(NX, NY, NZ, niter, &cls);

  timer_stop(T_TOTAL);
  t = timer_read(T_TOTAL);

  if (verified)
    printf("Result verification successful\n");
  else
    printf("Result verification failed\n");
  printf("class = %1c\n", cls);

  if (t != 0.0)
    mflops = (double)NTOTAL *
             (14.8157 + 7.19641 * log((double)NTOTAL) +
              (5.23518 + 7.21113 * log((double)NTOTAL)) * niter) /
             t / 1.0e6;
  else
    mflops = 0.0;

  c_print_results("FT", cls, NX, NY, NZ, niter, t, mflops,
                  "floating point", verified);
  return 0;
}
