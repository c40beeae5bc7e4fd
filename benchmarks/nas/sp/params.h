/*
 * params.h - problem size of NAS SP for the class chosen at build time
 * (-DCLASS_S, -DCLASS_W, -DCLASS_A, -DCLASS_B or -DCLASS_C; S if none).
 * Values from sp.md section 1.
 */
#ifndef SP_PARAMS_H
#define SP_PARAMS_H

#if !defined(CLASS_S) && !defined(CLASS_W) && !defined(CLASS_A) && \
    !defined(CLASS_B) && !defined(CLASS_C)
#define CLASS_S
#endif

#if defined(CLASS_S)
#define CLASS 'S'
#define PROBLEM_SIZE 12
#define NITER_DEFAULT 100
#define DT_DEFAULT 0.015
#elif defined(CLASS_W)
#define CLASS 'W'
#define PROBLEM_SIZE 36
#define NITER_DEFAULT 400
#define DT_DEFAULT 0.0015
#elif defined(CLASS_A)
#define CLASS 'A'
#define PROBLEM_SIZE 64
#define NITER_DEFAULT 400
#define DT_DEFAULT 0.0015
#elif defined(CLASS_B)
#define CLASS 'B'
#define PROBLEM_SIZE 102
#define NITER_DEFAULT 400
#define DT_DEFAULT 0.001
#elif defined(CLASS_C)
#define CLASS 'C'
#define PROBLEM_SIZE 162
#define NITER_DEFAULT 400
#define DT_DEFAULT 0.00067
#endif

#endif
