/* Ping-pong buffers chosen by pointer assignments on the host: an array
 * name whose value only goes into a pointer variable (`src = odd ? B : A`)
 * is no access of the array. The kernels' own uses of src and dst move
 * what they need. Before, both arrays came back to the host in every step
 * (8 MB for 2 MB of data). */
// omp2ocl-test: offload=8
// omp2ocl-test: h2d-max=1100000
// omp2ocl-test: d2h-max=4096
#include <stdio.h>

#define N (1 << 18)

static unsigned int A[N], B[N];

int main(void)
{
    int i, it;
    unsigned int *src, *dst;
    for (i = 0; i < N; i++)
        A[i] = (unsigned int)i * 2654435761u;
    for (it = 0; it < 8; it++) {
        unsigned int *from = (it & 1) ? B : A;
        src = from;
        dst = (it & 1) ? A : (unsigned int *)B + 0;
#pragma omp parallel for
        for (i = 0; i < N; i++)
            dst[i] = (src[i] >> 3) ^ (src[i] * 5u);
    }
    printf("%u %u %u\n", A[1], A[N / 2], A[N - 1]);
    return 0;
}
