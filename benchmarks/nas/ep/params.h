/* EP class parameters (ep.md section 2): 2^M Gaussian pairs. */
#ifndef EP_PARAMS_H
#define EP_PARAMS_H

#if defined(CLASS_S)
#define CLASS 'S'
#define M 24
#elif defined(CLASS_W)
#define CLASS 'W'
#define M 25
#elif defined(CLASS_A)
#define CLASS 'A'
#define M 28
#elif defined(CLASS_B)
#define CLASS 'B'
#define M 30
#elif defined(CLASS_C)
#define CLASS 'C'
#define M 32
#else
#error "define one of CLASS_S, CLASS_W, CLASS_A, CLASS_B, CLASS_C"
#endif

#endif
