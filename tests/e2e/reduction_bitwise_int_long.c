// reduction(&), reduction(|), reduction(^) on int, unsigned and long.
#include <stdio.h>

#define N 65536

static unsigned int h[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        h[i] = (unsigned)i * 2654435761u ^ ((unsigned)i >> 3);
    int band = ~0, bor = 0, bxor = 0;
    unsigned ux = 0u;
    long lor = 0, land = -1L, lxor = 0;
#pragma omp parallel for reduction(&:band, land) reduction(|:bor, lor) reduction(^:bxor, ux, lxor)
    for (i = 0; i < N; i++) {
        band &= (int)(h[i] | 0x10000001u);
        bor |= (int)(h[i] & 0x00ff00f0u);
        bxor ^= (int)h[i];
        ux ^= h[i] * 3u;
        lor |= (long)(h[i] & 0xffu) << (i % 40);
        land &= ~((long)(i & 1) << 50);
        lxor ^= (long)h[i] << 20;
    }
    printf("int and %d or %d xor %d\n", band, bor, bxor);
    printf("unsigned xor %u\n", ux);
    printf("long or %ld and %ld xor %ld\n", lor, land, lxor);
    return 0;
}
