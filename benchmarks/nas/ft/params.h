/*
 * params.h - FT problem size selected at build time (ft.md section 2).
 *
 * The build passes one of -DCLASS_S, -DCLASS_W, -DCLASS_A, -DCLASS_B,
 * -DCLASS_C. NX, NY, NZ: grid (x fastest); NITER_DEFAULT: time steps.
 *
 * The arrays are static: about 5.4 GB for class C, beyond the 2 GB
 * static-data limit of the default x86-64 code model, so class C must be
 * compiled with -mcmodel=medium (as NPB itself requires).
 */
#ifndef FT_PARAMS_H
#define FT_PARAMS_H

#if defined(CLASS_S)
#define CLASS 'S'
#define NX 64
#define NY 64
#define NZ 64
#define NITER_DEFAULT 6
#elif defined(CLASS_W)
#define CLASS 'W'
#define NX 128
#define NY 128
#define NZ 32
#define NITER_DEFAULT 6
#elif defined(CLASS_A)
#define CLASS 'A'
#define NX 256
#define NY 256
#define NZ 128
#define NITER_DEFAULT 6
#elif defined(CLASS_B)
#define CLASS 'B'
#define NX 512
#define NY 256
#define NZ 256
#define NITER_DEFAULT 20
#elif defined(CLASS_C)
#define CLASS 'C'
#define NX 512
#define NY 512
#define NZ 512
#define NITER_DEFAULT 20
#else
#error "FT: define one of CLASS_S, CLASS_W, CLASS_A, CLASS_B, CLASS_C"
#endif

/* Longest dimension: size of the FFT root table and scratch lines. */
#define MAXDIM_XY (NX > NY ? NX : NY)
#define MAXDIM (MAXDIM_XY > NZ ? MAXDIM_XY : NZ)

#endif
