/*
 * params.h - LU problem classes (lu.md section 1).
 *
 * The build passes one of -DCLASS_S ... -DCLASS_C; this header turns it into
 * the grid size (ISIZ1 = nx0, ISIZ2 = ny0, ISIZ3 = nz0, all equal), the
 * default iteration count and time step, and the class letter CLASS.
 */
#ifndef LU_PARAMS_H
#define LU_PARAMS_H

#if defined(CLASS_S)
#define CLASS 'S'
#define PROBLEM_SIZE 12
#define ITMAX_DEFAULT 50
#define DT_DEFAULT 0.5
#elif defined(CLASS_W)
#define CLASS 'W'
#define PROBLEM_SIZE 33
#define ITMAX_DEFAULT 300
#define DT_DEFAULT 1.5e-3
#elif defined(CLASS_A)
#define CLASS 'A'
#define PROBLEM_SIZE 64
#define ITMAX_DEFAULT 250
#define DT_DEFAULT 2.0
#elif defined(CLASS_B)
#define CLASS 'B'
#define PROBLEM_SIZE 102
#define ITMAX_DEFAULT 250
#define DT_DEFAULT 2.0
#elif defined(CLASS_C)
#define CLASS 'C'
#define PROBLEM_SIZE 162
#define ITMAX_DEFAULT 250
#define DT_DEFAULT 2.0
#else
#error "LU: define one of CLASS_S, CLASS_W, CLASS_A, CLASS_B, CLASS_C"
#endif

/* Array extents: x, y, z (the grid is cubic in every official class). */
#define ISIZ1 PROBLEM_SIZE
#define ISIZ2 PROBLEM_SIZE
#define ISIZ3 PROBLEM_SIZE

/* Norms are computed and printed every INORM_DEFAULT steps (= itmax). */
#define INORM_DEFAULT ITMAX_DEFAULT

/* SSOR relaxation factor and steady-state tolerance (same for all classes). */
#define OMEGA_DEFAULT 1.2
#define TOLRSD_DEFAULT 1.0e-08

#endif
