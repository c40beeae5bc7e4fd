/*
 * print_results.c - the NPB 2.3 result block (README.md section 5.2).
 *
 * Every line starts with one blank, '=' sits in column 18 and the value
 * ends in column 43. The compile options come from the Makefile as the
 * string macros NPB_CC, NPB_CLINK, NPB_C_LIB, NPB_C_INC, NPB_CFLAGS,
 * NPB_CLINKFLAGS and NPB_RAND; missing ones print as "(none)".
 */
#include <stdio.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "npb.h"

#ifndef NPB_CC
#define NPB_CC "(none)"
#endif
#ifndef NPB_CLINK
#define NPB_CLINK "(none)"
#endif
#ifndef NPB_C_LIB
#define NPB_C_LIB "(none)"
#endif
#ifndef NPB_C_INC
#define NPB_C_INC "(none)"
#endif
#ifndef NPB_CFLAGS
#define NPB_CFLAGS "(none)"
#endif
#ifndef NPB_CLINKFLAGS
#define NPB_CLINKFLAGS "(none)"
#endif
#ifndef NPB_RAND
#define NPB_RAND "randdp"
#endif

/* __DATE__ is "Mmm dd yyyy"; NPB prints "dd Mmm yyyy". */
static void npb_compile_date(char out[16])
{
    const char *d = __DATE__;
    int day = 0;
    if (d[4] >= '0' && d[4] <= '9')
        day = 10 * (d[4] - '0');
    day += d[5] - '0';
    snprintf(out, 16, "%d %.3s %.4s", day, d, d + 7);
}

void c_print_results(const char *name, char class_letter, int n1, int n2,
                     int n3, int niter, double t, double mops,
                     const char *optype, int passed_verification)
{
    char date[16];
    int threads = 1;
#ifdef _OPENMP
    threads = omp_get_max_threads();
#endif
    npb_compile_date(date);

    printf("\n\n %s Benchmark Completed\n", name);
    printf(" Class           =                        %c\n", class_letter);
    if (n2 == 0 && n3 == 0)
        printf(" Size            =             %12d\n", n1);
    else
        printf(" Size            =              %3dx%3dx%3d\n", n1, n2, n3);
    printf(" Iterations      =             %12d\n", niter);
    printf(" Threads         =             %12d\n", threads);
    printf(" Time in seconds =             %12.2f\n", t);
    printf(" Mop/s total     =             %12.2f\n", mops);
    printf(" Operation type  = %24s\n", optype);
    if (passed_verification)
        printf(" Verification    =               SUCCESSFUL\n");
    else
        printf(" Verification    =             UNSUCCESSFUL\n");
    printf(" Version         =             %12s\n", "2.3");
    printf(" Compile date    =             %12s\n", date);
    printf("\n Compile options:\n");
    printf("    CC           = %s\n", NPB_CC);
    printf("    CLINK        = %s\n", NPB_CLINK);
    printf("    C_LIB        = %s\n", NPB_C_LIB);
    printf("    C_INC        = %s\n", NPB_C_INC);
    printf("    CFLAGS       = %s\n", NPB_CFLAGS);
    printf("    CLINKFLAGS   = %s\n", NPB_CLINKFLAGS);
    printf("    RAND         = %s\n", NPB_RAND);
    fflush(stdout);
}
