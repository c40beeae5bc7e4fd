/* Stands in for a program translated by omp2ocl, for the CLI test of
 * omp2ocl-train collect: it honours OMP2OCL_DEVICE (openmp or opencl; the
 * two "versions" take different, predictable times), writes the runtime's
 * features line to $OMP2OCL_FEATURES_OUT in OpenCL mode, and prints
 * "checksum: VALUE". argv[1] is the size n; special sizes:
 *   mismatch    the OpenCL version prints another checksum
 *   nofeatures  no features line (no offloadable loop reached)
 *   hang        sleeps 30 s (for --timeout)
 * OpenMP mode takes n ms, OpenCL mode OCL_BASE_MS + n/5 ms: OpenMP wins for
 * small n, OpenCL for large n. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static void sleep_ms(double ms)
{
    struct timespec ts;
    ts.tv_sec = (time_t)(ms / 1000);
    ts.tv_nsec = (long)((ms - (double)ts.tv_sec * 1000) * 1e6);
    nanosleep(&ts, NULL);
}

/* The runtime's features line; comp is n x FAKE_COMP_SCALE (default 1), so
 * that refeature can be seen to take new features. */
static int write_features(const char *out, const char *unit, int n, int key_order)
{
    const char *scale_env = getenv("FAKE_COMP_SCALE");
    int comp = n * (scale_env ? atoi(scale_env) : 1);
    FILE *f = fopen(out, "a");
    if (!f)
        return 7;
    if (key_order == 0)
        fprintf(f, "{\"unit\":\"%s\",\"device\":\"FakeGPU 9000\",\"features\":{"
                   "\"comp\":%d,\"mem\":%d,\"localmem\":0,\"coalesced\":%d,"
                   "\"transfer\":%d,\"avgws\":%d,\"F1\":%.17g,\"F2\":0.5,"
                   "\"F3\":0,\"F4\":0.5,\"parallelism\":%d},\"choice\":\"opencl\"}\n",
                unit, comp, 2 * n, n, 8 * n, n, 100.0 / n, n);
    else /* another key order, extra keys */
        fprintf(f, "{\"choice\": \"opencl\", \"version\": 1, \"features\": {"
                   "\"parallelism\": %d, \"F4\": 0.5, \"F3\": 0, \"F2\": 0.5, \"F1\": %.17g, "
                   "\"terms\": {\"n\": \"argv[1]\"}, \"avgws\": %d, "
                   "\"transfer\": %d, \"coalesced\": %d, \"localmem\": 0, "
                   "\"mem\": %d, \"comp\": %d}, \"device\": \"FakeGPU 9000\", "
                   "\"unit\": \"b.c\"}\n",
                n, 100.0 / n, n, 8 * n, n, 2 * n, comp);
    fclose(f);
    return 0;
}

static int fake_main(int argc, char **argv, double ocl_base_ms, int key_order)
{
    const char *dev = getenv("OMP2OCL_DEVICE");
    const char *out = getenv("OMP2OCL_FEATURES_OUT");
    const char *threads = getenv("OMP_NUM_THREADS");
    const char *arg = argc > 1 ? argv[1] : "10";
    int opencl, n;
    double sum;

    if (!dev || (strcmp(dev, "openmp") && strcmp(dev, "opencl"))) {
        fprintf(stderr, "fake: OMP2OCL_DEVICE is not openmp or opencl\n");
        return 3;
    }
    opencl = !strcmp(dev, "opencl");
    /* OMP2OCL_FEATURES_ONLY (refeature): the features line, then exit at
     * once, in either mode, as the runtime does at its decision. */
    if (getenv("OMP2OCL_FEATURES_ONLY") && getenv("OMP2OCL_PROFILE")) {
        fprintf(stderr, "fake: OMP2OCL_PROFILE set in a features run\n");
        return 5;
    }
    if (getenv("OMP2OCL_FEATURES_ONLY") && out && strcmp(arg, "nofeatures")) {
        n = atoi(arg);
        return write_features(out, argv[0], n > 0 ? n : 20, key_order);
    }
    if (getenv("OMP2OCL_FEATURES_ONLY"))
        return 3; /* reached no offloadable loop */
    if (!opencl && out) {
        fprintf(stderr, "fake: OMP2OCL_FEATURES_OUT set in an OpenMP run\n");
        return 4;
    }
    if (getenv("OMP2OCL_PROFILE")) {
        fprintf(stderr, "fake: OMP2OCL_PROFILE set in a timed run\n");
        return 5;
    }
    printf("threads=%s\n", threads ? threads : "unset");
    if (!strcmp(arg, "hang"))
        sleep_ms(30000);
    n = atoi(arg);
    if (n <= 0)
        n = 20;
    sleep_ms(opencl ? ocl_base_ms + n / 5.0 : (double)n);

    if (opencl && strcmp(arg, "nofeatures")) {
        if (!out) {
            fprintf(stderr, "fake: OMP2OCL_FEATURES_OUT not set in an OpenCL run\n");
            return 6;
        }
        int st = write_features(out, argv[0], n, key_order);
        if (st)
            return st;
    }
    /* Equal within the relative tolerance 1e-6, not bit for bit. */
    sum = 1.5 * n * (opencl ? 1.0 + 1e-9 : 1.0);
    if (opencl && !strcmp(arg, "mismatch"))
        sum += 1.0;
    printf("checksum: %.12e\n", sum);
    return 0;
}
