/* Legal C names that OpenCL C reserves or that the generated kernels call:
 * keywords (vec_step, true, false, uniform), work-item and synchronisation
 * functions (get_global_id, get_local_size, barrier), atomics, vload and
 * reinterpretation built-ins. Each is a variable of an offloaded loop (a
 * value, a private, a buffer, a reduction) and must be renamed in the
 * kernel, not keep the loop on the host. */
// omp2ocl-test: offload=4
#include <stdio.h>

#define N 4096

static double get_global_id[N];
static int barrier[N];

static double scale(double vload4, int get_local_size)
{
    return vload4 * get_local_size;
}

int main(void)
{
    int i, true = 3, false = 0, uniform = 7;
    double vec_step = 0.25, as_float = 1.5, atomic_add = 0.0;
    long atom_cmpxchg = 0;

    for (i = 0; i < N; i++)
        barrier[i] = (i * 37) % 101;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        get_global_id[i] = vec_step * i + true - false;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int get_group_id = barrier[i] % uniform;
        get_global_id[i] += scale(as_float, get_group_id);
    }
#pragma omp parallel for reduction(+ : atomic_add)
    for (i = 0; i < N; i++)
        atomic_add += get_global_id[i] * 0.5;
#pragma omp parallel for reduction(+ : atom_cmpxchg)
    for (i = 0; i < N; i++)
        atom_cmpxchg += barrier[i] * (long)(i % 5);
    printf("sum %.10e\n", atomic_add);
    printf("count %ld\n", atom_cmpxchg);
    printf("probe %.10e %.10e\n", get_global_id[17], get_global_id[N - 1]);
    return 0;
}
