/*
 * params.h - problem size of NAS BT for the class chosen at build time
 * (-DCLASS_S, -DCLASS_W, -DCLASS_A, -DCLASS_B or -DCLASS_C; S if none).
 * Values from bt.md section 1.
 */
#ifndef BT_PARAMS_H
#define BT_PARAMS_H

#if !defined(CLASS_S) && !defined(CLASS_W) && !defined(CLASS_A) && \
    !defined(CLASS_B) && !defined(CLASS_C)
#define CLASS_S
#endif

#if defined(CLASS_S)
#define CLASS 'S'
#define PROBLEM_SIZE 12
#define NITER_DEFAULT 60
#define DT_DEFAULT 0.010
#elif defined(CLASS_W)
#define CLASS 'W'
#define PROBLEM_SIZE 24
#define NITER_DEFAULT 200
#define DT_DEFAULT 0.0008
#elif defined(CLASS_A)
#define CLASS 'A'
#define PROBLEM_SIZE 64
#define NITER_DEFAULT 200
#define DT_DEFAULT 0.0008
#elif defined(CLASS_B)
#define CLASS 'B'
#define PROBLEM_SIZE 102
#define NITER_DEFAULT 200
#define DT_DEFAULT 0.0003
#elif defined(CLASS_C)
#define CLASS 'C'
#define PROBLEM_SIZE 162
#define NITER_DEFAULT 200
#define DT_DEFAULT 0.0001
#endif

#endif
