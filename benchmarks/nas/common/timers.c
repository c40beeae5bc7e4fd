/*
 * timers.c - wall-clock timers of the NAS benchmarks (README.md section 4).
 *
 * The benchmark timers are started and stopped by one thread only (outside
 * parallel regions or in master/single), as in the reference programs, so
 * no locking is needed.
 */
#define _POSIX_C_SOURCE 199309L
#include <time.h>

#include "npb.h"

#define NPB_NUM_TIMERS 64

static double npb_start_time[NPB_NUM_TIMERS];
static double npb_elapsed[NPB_NUM_TIMERS];

double wtime(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1.0e-9 * (double)ts.tv_nsec;
}

static int npb_timer_ok(int n)
{
    return n >= 0 && n < NPB_NUM_TIMERS;
}

void timer_clear(int n)
{
    if (npb_timer_ok(n))
        npb_elapsed[n] = 0.0;
}

void timer_start(int n)
{
    if (npb_timer_ok(n))
        npb_start_time[n] = wtime();
}

void timer_stop(int n)
{
    if (npb_timer_ok(n))
        npb_elapsed[n] += wtime() - npb_start_time[n];
}

double timer_read(int n)
{
    return npb_timer_ok(n) ? npb_elapsed[n] : 0.0;
}
