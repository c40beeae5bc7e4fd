/* A stand-in for a NAS benchmark in the CLI test: prints the NPB result
 * block's verification line (UNSUCCESSFUL in OpenCL mode for class W, a
 * mismatch) and, in OpenCL mode, the features line. The OpenCL mode takes
 * 20 ms longer, so OpenMP is clearly the best. With OMP2OCL_FEATURES_ONLY
 * (refeature) it writes the features line in either mode and exits; comp is
 * 4 x FAKE_COMP_SCALE (default 1). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(void)
{
    const char *dev = getenv("OMP2OCL_DEVICE");
    const char *out = getenv("OMP2OCL_FEATURES_OUT");
    int opencl = dev && !strcmp(dev, "opencl");
    int ok = !(opencl && !strcmp(CLASS_NAME, "W"));
    if (opencl) {
        struct timespec ts = {0, 20000000L};
        nanosleep(&ts, NULL);
    }
    const char *scale = getenv("FAKE_COMP_SCALE");
    int only = getenv("OMP2OCL_FEATURES_ONLY") != NULL;
    if ((opencl || only) && out) {
        FILE *f = fopen(out, "a");
        if (!f)
            return 7;
        fprintf(f, "{\"unit\":\"fake_nas.c\",\"device\":\"FakeGPU 9000\",\"features\":"
                   "{\"comp\":%d,\"mem\":2,\"localmem\":0,\"coalesced\":2,\"transfer\":64,"
                   "\"avgws\":256,\"F1\":10.666666666666666,\"F2\":1,\"F3\":0,\"F4\":2,\"parallelism\":256},"
                   "\"choice\":\"opencl\"}\n", 4 * (scale ? atoi(scale) : 1));
        fclose(f);
        if (only)
            return 0;
    }
    printf(" Class           =                        %s\n", CLASS_NAME);
    printf(" Verification    =               %s\n", ok ? "SUCCESSFUL" : "UNSUCCESSFUL");
    return 0;
}
