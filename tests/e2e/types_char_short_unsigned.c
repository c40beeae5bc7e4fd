// char, unsigned char, short and unsigned short arrays in a kernel, with
// promotions, wrap-around of unsigned arithmetic and narrowing casts.
#include <stdio.h>

#define N 5000

static unsigned char img[N];
static signed char delta[N];
static short s16[N];
static unsigned short u16[N];
static char text[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        img[i] = (unsigned char)(i * 7);
        delta[i] = (signed char)((i % 256) - 128);
        text[i] = (char)('a' + i % 26);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int v = img[i] + delta[i];
        img[i] = (unsigned char)(v < 0 ? 0 : (v > 255 ? 255 : v));
        s16[i] = (short)(delta[i] * 300);
        u16[i] = (unsigned short)(img[i] * 257u + (unsigned)i);
        if (text[i] >= 'm')
            text[i] = (char)(text[i] - 'a' + 'A');
    }
    long a = 0, b = 0, c = 0;
    for (i = 0; i < N; i++) {
        a += img[i];
        b += s16[i];
        c += u16[i];
    }
    printf("img %ld s16 %ld u16 %ld\n", a, b, c);
    printf("text %.30s\n", text);
    printf("img[300] %d s16[5] %d u16[4999] %u\n", img[300], s16[5], u16[N - 1]);
    return 0;
}
