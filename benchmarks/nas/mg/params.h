/*
 * params.h - MG problem size selected at build time (mg.md section 2).
 *
 * The build passes one of -DCLASS_S, -DCLASS_W, -DCLASS_A, -DCLASS_B,
 * -DCLASS_C. Class W is the NPB 2.3 one (64^3, 40 iterations), the
 * specification's primary class W; add -DMG_W_NPB3 to build the NPB 3.x
 * class W instead (128^3, 4 iterations).
 *
 * NX: points per dimension of the finest grid (NX = NY = NZ);
 * LT: number of levels, log2(NX); NIT_DEFAULT: V-cycle count;
 * MG_SMOOTHER_B: use smoother S(b) (classes B, C) instead of S(a).
 *
 * The grids are static arrays of about 3.6 GB for class C, beyond the
 * 2 GB static-data limit of the default x86-64 code model: class C must
 * be compiled with -mcmodel=medium (as NPB itself requires).
 */
#ifndef MG_PARAMS_H
#define MG_PARAMS_H

#if defined(CLASS_S)
#define CLASS 'S'
#define NX 32
#define LT 5
#define NIT_DEFAULT 4
#elif defined(CLASS_W) && defined(MG_W_NPB3)
#define CLASS 'W'
#define NX 128
#define LT 7
#define NIT_DEFAULT 4
#elif defined(CLASS_W)
#define CLASS 'W'
#define NX 64
#define LT 6
#define NIT_DEFAULT 40
#elif defined(CLASS_A)
#define CLASS 'A'
#define NX 256
#define LT 8
#define NIT_DEFAULT 4
#elif defined(CLASS_B)
#define CLASS 'B'
#define NX 256
#define LT 8
#define NIT_DEFAULT 20
#define MG_SMOOTHER_B 1
#elif defined(CLASS_C)
#define CLASS 'C'
#define NX 512
#define LT 9
#define NIT_DEFAULT 20
#define MG_SMOOTHER_B 1
#else
#error "MG: define one of CLASS_S, CLASS_W, CLASS_A, CLASS_B, CLASS_C"
#endif

#define NY NX
#define NZ NX

#endif
