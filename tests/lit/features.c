// Features of the generated kernels (Table II of the paper), counted on the
// OpenCL: per work-item comp/mem/coalesced, symbolic inner trip counts.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1
// RUN: %FileCheck %s --input-file=%t/features.omp2ocl.features.json
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/features.omp2ocl.c
// RUN: %hostsyntax %t/features.omp2ocl.c
#define N 4096
static double a[N], b[N * 5];
static float s[64][N];
int n;

void kernels(double k) {
  int i, j;
  // Contiguous: both accesses coalesced; one double multiply.
#pragma omp parallel for
  for (i = 0; i < N; i++)
    a[i] = k * a[i];
  // Stride 5 between work-items: not coalesced.
#pragma omp parallel for
  for (i = 0; i < N; i++)
    b[5 * i] = 1.0;
  // The inner loop runs n times (a global: evaluated at run time); s[j][i]
  // is coalesced (i is the work-item index), a[j] is the same for all.
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++) {
    double t = 0;
    for (j = 0; j < n; j++)
      t += a[j] * s[j][i];
    b[i] = t;
  }
}

// CHECK: "symbols": [{"id": 0, "host": "omp2ocl_trips((double)(0), (double)(N), 1, 0)", "file_scope": true}, {"id": 1, "host": "omp2ocl_trips((double)(0), (double)((double)(n)), 1, 0)", "file_scope": true}]
// CHECK: "name": "kernels_L16"
// CHECK-SAME: "work_items": [0]
// CHECK: "comp_dp": [{"coeff": 1, "symbols": []}], "mem": [{"coeff": 2, "symbols": []}]
// CHECK-SAME: "coalesced": [{"coeff": 2, "symbols": []}]
// CHECK: "name": "kernels_L20"
// CHECK: "mem": [{"coeff": 1, "symbols": []}], "localmem": [], "coalesced": []
// CHECK: "name": "kernels_L25"
// CHECK: "mem": [{"coeff": 1, "symbols": []}, {"coeff": 2, "symbols": [1]}], "localmem": [], "coalesced": [{"coeff": 1, "symbols": []}, {"coeff": 2, "symbols": [1]}]
// CHECK: "transfers": [{"name": "a", "bytes": 32768, "written": true}, {"name": "b", "bytes": 163840, "written": true}, {"name": "s", "bytes": 1048576, "written": false}]

// The first launch reached decides, with its own work-item count.
// HOST: omp2ocl_decide_at(&__omp2ocl_prog, 0, (double)__n0, __omp2ocl_sv);
// HOST: static void __omp2ocl_features(double *f, int site, double site_ws, const double *sv) {
// HOST: __s[1] = sv[1] == sv[1] ? sv[1] : omp2ocl_trips((double)(0), (double)((double)(n)), 1, 0);
