/* The thread id behind a function the main file only declares. */
#include <omp.h>

int my_thread(void)
{
    return omp_get_thread_num();
}
