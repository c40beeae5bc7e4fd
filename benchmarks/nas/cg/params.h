/* CG class parameters (cg.md section 2). */
#ifndef CG_PARAMS_H
#define CG_PARAMS_H

#if defined(CLASS_S)
#define CLASS 'S'
#define NA 1400
#define NONZER 7
#define NITER 15
#define SHIFT 10.0
#elif defined(CLASS_W)
#define CLASS 'W'
#define NA 7000
#define NONZER 8
#define NITER 15
#define SHIFT 12.0
#elif defined(CLASS_A)
#define CLASS 'A'
#define NA 14000
#define NONZER 11
#define NITER 15
#define SHIFT 20.0
#elif defined(CLASS_B)
#define CLASS 'B'
#define NA 75000
#define NONZER 13
#define NITER 75
#define SHIFT 60.0
#elif defined(CLASS_C)
#define CLASS 'C'
#define NA 150000
#define NONZER 15
#define NITER 75
#define SHIFT 110.0
#else
#error "define one of CLASS_S, CLASS_W, CLASS_A, CLASS_B, CLASS_C"
#endif

#define RCOND 0.1
#define CGITMAX 25

/* Storage bound for the generated contributions and the matrix. */
#define NZ (NA * (NONZER + 1) * (NONZER + 1) + NA * (NONZER + 2))

#endif
