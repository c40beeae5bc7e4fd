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

// The first launch reached decides, with its own work-item count. (The
// translated file holds this source's comments too: each HOST pattern has a
// {{...}} regex piece, so that it cannot match its own comment line.)
// HOST: omp2ocl_decide_at{{[(]}}__omp2ocl_program(), 0, (double)__n0, __omp2ocl_sv);
// HOST: static void __omp2ocl_features{{[(]}}double *__ft_f, int __ft_site, double __ft_site_ws,
// HOST: __s[1] = {{[(]}}__ft_sv[1] == __ft_sv[1] ? __ft_sv[1] : omp2ocl_trips((double)(0), (double)((double)(n)), 1, 0));
// An extent it cannot evaluate is its work-items per dimension (all 1-D here).
// HOST: static const int __ft_dims[3] = {{[{]}}1, 1, 1};
// HOST: __ft_ext = omp2ocl_unknown_extent{{[(]}}__ft_site_ws, __ft_site >= 0 && __ft_site < 3 ? __ft_dims[__ft_site] : 1);
// kernels_L25's inner trip count is n, a global evaluated here.
// HOST: __ft_wsp = 6 + 2 * omp2ocl_ext{{[(]}}__s[1], __ft_ext);
// parallelism: (comp + mem) over the work along one work-item of each launch.
// HOST: __ft_path += __ft_l * {{[(]}}__ft_wsp + __ft_dpw * __ft_wdp + __ft_wmem);
// HOST: __ft_f[10] = __ft_path > 0 {{[?]}} (__ft_f[0] + __ft_f[1]) / __ft_path : 0.0;
