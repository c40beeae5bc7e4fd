/* Elements of string literals in offloaded loops (`"0123456789abcdef"[d]`,
 * a lookup table as legacy code writes it): OpenCL C keeps the literal in
 * the constant address space. A literal used as a pointer (handed to a
 * function) still keeps its loop on the host, with a remark. */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="it uses a string literal other than by an element"
#include <stdio.h>

#define N 100000

static unsigned char raw[N];
static char hex[2 * N], bases[N];
static int lens[N];

static int length(const char *s)
{
    int n = 0;
    while (s[n])
        n++;
    return n;
}

int main(void)
{
    int i;
    unsigned h = 0;
    for (i = 0; i < N; i++)
        raw[i] = (unsigned char)(i * 7 + (i >> 5));
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        hex[2 * i] = "0123456789abcdef"[raw[i] >> 4];
        hex[2 * i + 1] = "0123456789abcdef"[raw[i] & 15];
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        bases[i] = "ACGT\n"[raw[i] % 4];
#pragma omp parallel for
    for (i = 0; i < N; i++)
        lens[i] = length(raw[i] & 1 ? "odd" : "even") + raw[i] % 3;
    for (i = 0; i < 2 * N; i++)
        h = h * 31u + (unsigned char)hex[i];
    for (i = 0; i < N; i++)
        h = h * 17u + (unsigned char)bases[i] + (unsigned)lens[i];
    printf("%u %.8s %c%c\n", h, hex, bases[0], bases[N - 1]);
    return 0;
}
