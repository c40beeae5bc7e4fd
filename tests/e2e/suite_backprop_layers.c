// Rodinia backprop shape: a two-layer network whose weight matrices are
// `float **` built from separately malloc'd rows (alloc_2d), the layer
// forward pass as `parallel for ... reduction(+:sum)` with `sum` reset in
// every iteration (the legacy idiom; only l2 matters afterwards) and a
// sigmoid squash() using exp() from math.h, the weight adjustment with
// firstprivate counts; plus the output error as a flat-array
// `parallel for reduction(+:errsum)` and a hidden-layer forward pass over a
// flat weight array.
// The float ** layers get flat copies (FlattenRowPointers), but their rows
// are separate allocations: at run time the loops as written run on the
// host; the flat forward pass and the output error run as kernels.
// omp2ocl-test: offload=2
// omp2ocl-test: offload-max=2
// omp2ocl-test: tolerance=1e-4
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define ETA 0.3f
#define MOMENTUM 0.3f
#define ABS(x) (((x) > 0.0) ? (x) : (-(x)))

static float squash(float x)
{
    return (1.0f / (1.0f + expf(-x)));
}

static float *alloc_1d_dbl(int n)
{
    return (float *)malloc((unsigned)(n * sizeof(float)));
}

static float **alloc_2d_dbl(int m, int n)
{
    int i;
    float **new = (float **)malloc((unsigned)(m * sizeof(float *)));
    for (i = 0; i < m; i++)
        new[i] = alloc_1d_dbl(n);
    return new;
}

static void bpnn_layerforward(float *l1, float *l2, float **conn, int n1, int n2)
{
    float sum;
    int j, k;
    l1[0] = 1.0f;
#pragma omp parallel for shared(conn, n1, n2, l1) private(k, j) reduction(+ : sum) schedule(static)
    for (j = 1; j <= n2; j++) {
        sum = 0.0f;
        for (k = 0; k <= n1; k++)
            sum += conn[k][j] * l1[k];
        l2[j] = squash(sum);
    }
}

static void bpnn_layerforward_flat(const float *l1, float *l2, const float *w, int n1, int n2)
{
    int j, k;
#pragma omp parallel for private(k)
    for (j = 1; j <= n2; j++) {
        float sum = 0.0f;
        for (k = 0; k <= n1; k++)
            sum += w[(long)k * (n2 + 1) + j] * l1[k];
        l2[j] = squash(sum);
    }
}

static float bpnn_output_error(float *delta, const float *target, const float *output, int nj)
{
    int j;
    float errsum = 0.0f;
#pragma omp parallel for reduction(+ : errsum)
    for (j = 1; j <= nj; j++) {
        float o = output[j];
        float t = target[j];
        delta[j] = o * (1.0f - o) * (t - o);
        errsum += ABS(delta[j]);
    }
    return errsum;
}

static void bpnn_adjust_weights(float *delta, int ndelta, float *ly, int nly, float **w, float **oldw)
{
    float new_dw;
    int k, j;
    ly[0] = 1.0f;
#pragma omp parallel for shared(oldw, w, delta) private(j, k, new_dw) firstprivate(ndelta, nly)
    for (j = 1; j <= ndelta; j++) {
        for (k = 0; k <= nly; k++) {
            new_dw = ((ETA * delta[j] * ly[k]) + (MOMENTUM * oldw[k][j]));
            w[k][j] += new_dw;
            oldw[k][j] = new_dw;
        }
    }
}

int main(void)
{
    int in = 512, hid = 16, out = 4;
    int i, j;
    float *input_units = alloc_1d_dbl(in + 1);
    float *hidden_units = alloc_1d_dbl(hid + 1);
    float *hidden_flat = alloc_1d_dbl(hid + 1);
    float *output_units = alloc_1d_dbl(out + 1);
    float *hidden_delta = alloc_1d_dbl(hid + 1);
    float *output_delta = alloc_1d_dbl(out + 1);
    float *target = alloc_1d_dbl(out + 1);
    float **input_weights = alloc_2d_dbl(in + 1, hid + 1);
    float **input_prev_weights = alloc_2d_dbl(in + 1, hid + 1);
    float **hidden_weights = alloc_2d_dbl(hid + 1, out + 1);
    float *flat_weights = alloc_1d_dbl((in + 1) * (hid + 1));
    unsigned s = 3u;
    float out_err;
    double t0 = omp_get_wtime();

    for (i = 0; i <= in; i++) {
        s = s * 69069u + 1u;
        input_units[i] = (float)((s >> 8) % 1000u) / 1000.0f;
        for (j = 0; j <= hid; j++) {
            s = s * 69069u + 1u;
            input_weights[i][j] = (float)((int)((s >> 8) % 2001u) - 1000) / 20000.0f;
            input_prev_weights[i][j] = 0.0f;
            flat_weights[i * (hid + 1) + j] = input_weights[i][j];
        }
    }
    for (i = 0; i <= hid; i++)
        for (j = 0; j <= out; j++) {
            s = s * 69069u + 1u;
            hidden_weights[i][j] = (float)((int)((s >> 8) % 2001u) - 1000) / 2000.0f;
        }
    for (j = 0; j <= out; j++)
        target[j] = 0.1f + 0.2f * (float)j;

    bpnn_layerforward(input_units, hidden_units, input_weights, in, hid);
    bpnn_layerforward_flat(input_units, hidden_flat, flat_weights, in, hid);
    bpnn_layerforward(hidden_units, output_units, hidden_weights, hid, out);
    out_err = bpnn_output_error(output_delta, target, output_units, out);
    for (j = 1; j <= hid; j++) {
        float h = hidden_units[j], sum = 0.0f;
        int k;
        for (k = 1; k <= out; k++)
            sum += output_delta[k] * hidden_weights[j][k];
        hidden_delta[j] = h * (1.0f - h) * sum;
    }
    /* w and oldw are the same rows here: each element ends as its new_dw */
    bpnn_adjust_weights(output_delta, out, hidden_units, hid, hidden_weights, hidden_weights);
    bpnn_adjust_weights(hidden_delta, hid, input_units, in, input_weights, input_prev_weights);
    (void)(omp_get_wtime() - t0);

    {
        double hs = 0.0, fs = 0.0, ws = 0.0;
        for (j = 1; j <= hid; j++) {
            hs += hidden_units[j] * j;
            fs += hidden_flat[j] * j;
        }
        for (i = 0; i <= in; i++)
            for (j = 0; j <= hid; j++)
                ws += input_weights[i][j] * (double)((i + j) % 7 + 1);
        printf("hidden %.6e flat %.6e\n", hs, fs);
        printf("output %.6e %.6e %.6e %.6e err %.6e\n", output_units[1], output_units[2],
               output_units[3], output_units[4], out_err);
        printf("weights %.12e\n", ws);
    }
    return 0;
}
