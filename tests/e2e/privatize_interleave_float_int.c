// Private arrays over the 16 KB limit of __private memory with other element
// types and ranks, interleaved element-major in global scratch: a 1-D float
// array (20 KB) written by a callee through `float *`, updated in the kernel
// with +=, ++, -- and a recurrence, and read back by a callee; a 3-D int
// array (19 KB) cleared plane by plane (`int c[][NC]`), bumped row by row
// (`int *row`) and counted with ++ at a subscript that depends on the
// work-item; a 3-D float array whose planes (`float rows[][NM]`) a callee
// compares with the previous plane.
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-5
#include <stdio.h>

#define NP 37
#define NW 5000
#define NA 20
#define NB 20
#define NC 12
#define NG 30
#define NR 9
#define NM 16

static float data[NP][NW];
static float fout[NP][3];
static int iout[NP][2];
static float gout[NP];

static void fill(float *w, int n, float s)
{
    int c;
    for (c = 0; c < n; c++)
        w[c] = s * (float)(c % 17) - 2.0f;
}

static float total(const float *w, int n)
{
    int c;
    float t = 0.0f;
    for (c = 0; c < n; c++)
        t += w[c] * (float)(1 + c % 3);
    return t;
}

static void clear_plane(int c[][NC], int nb)
{
    int b, x;
    for (b = 0; b < nb; b++)
        for (x = 0; x < NC; x++)
            c[b][x] = 0;
}

static void bump_row(int *row, int v)
{
    int x;
    for (x = 0; x < NC; x++)
        row[x] += v + x;
}

static int sum_plane(int c[][NC], int nb)
{
    int b, x, s = 0;
    for (b = 0; b < nb; b++)
        for (x = 0; x < NC; x++)
            s += c[b][x] * (x + 1);
    return s;
}

/* first row of a plane minus the last row of the plane before it */
static float jump(float prev[][NM], float rows[][NM], int m)
{
    return rows[0][m] - prev[NR - 1][m] + rows[NR - 1][m];
}

static void run(void)
{
    float w[NW];
    int cnt[NA][NB][NC];
    float g[NG][NR][NM];
    int p, c, a, b, r;

#pragma omp parallel for private(w, c)
    for (p = 0; p < NP; p++) {
        fill(w, NW, 0.5f + 0.25f * (float)p);
        for (c = 0; c < NW; c++)
            w[c] += data[p][c];
        for (c = 1; c < NW; c++)
            w[c] = w[c] * 0.5f + w[c - 1] * 0.25f;
        w[7]++;
        w[8]--;
        ++w[9];
        --w[10];
        w[p] *= 2.0f;
        fout[p][0] = total(w, NW);
        fout[p][1] = w[NW - 1] + w[p + 100];
        fout[p][2] = w[7] + w[8] + w[9] + w[10];
    }

#pragma omp parallel for private(cnt, a, b)
    for (p = 0; p < NP; p++) {
        int s = 0;
        for (a = 0; a < NA; a++)
            clear_plane(cnt[a], NB);
        for (a = 0; a < NA; a++)
            for (b = 0; b < NB; b++)
                bump_row(cnt[a][b], (p + a * b) % 7);
        cnt[p % NA][3][4]++;
        cnt[1][p % NB][p % NC] += 1000;
        for (a = 0; a < NA; a++)
            s += sum_plane(cnt[a], NB) * (a % 4 + 1);
        iout[p][0] = s;
        iout[p][1] = cnt[p % NA][3][4] + cnt[1][2][3];
    }

#pragma omp parallel for private(g, a, b, r)
    for (p = 0; p < NP; p++) {
        float t = 0.0f;
        for (a = 0; a < NG; a++)
            for (r = 0; r < NR; r++)
                for (b = 0; b < NM; b++)
                    g[a][r][b] = (float)((a * 3 + r * 5 + b + p) % 19) * 0.125f;
        for (a = 1; a < NG; a++)
            for (b = 0; b < NM; b++)
                t += jump(g[a - 1], g[a], b) * (float)(a % 5);
        gout[p] = t;
    }
}

int main(void)
{
    int p, c;
    double fs = 0.0, gs = 0.0;
    long is = 0;

    for (p = 0; p < NP; p++)
        for (c = 0; c < NW; c++)
            data[p][c] = 0.001f * (float)((p * 31 + c * 7) % 101);
    run();
    for (p = 0; p < NP; p++) {
        fs += fout[p][0] * 0.001 + fout[p][1] + fout[p][2];
        is += iout[p][0] + 3L * iout[p][1];
        gs += gout[p];
    }
    printf("float %.6e %.6e %.6e %.6e\n", fs, fout[0][0], fout[NP - 1][1], fout[5][2]);
    printf("int %ld %d %d\n", is, iout[0][0], iout[NP - 1][1]);
    printf("plane %.6e %.6e\n", gs, gout[NP - 1]);
    return 0;
}
