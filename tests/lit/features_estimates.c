// What the features estimate when the deciding launch cannot evaluate a
// kernel's bounds (selection.estimated_counts checks the values at run
// time): the elimination's rows k+1..n-1 read the host loop's iterator k, so
// its symbols get an estimate with k shadowed by its mean over the loop,
// preferred wherever it can be evaluated. (The translated file holds these
// comments too: each HOST pattern has a {{...}} regex piece, so that it
// cannot match its own comment line.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/features_estimates.omp2ocl.c
// RUN: %hostsyntax %t/features_estimates.omp2ocl.c

void eliminate(double *a, int n) {
  int i, j, k;
  // CHECK: features_estimates.c:[[@LINE+1]]:{{.*}}2-D kernel 'eliminate_L
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[(long)i * n + j] = 1.0 / (1.0 + i + j);
  for (k = 0; k < n - 1; k++) {
    // CHECK: features_estimates.c:[[@LINE+1]]:{{.*}}1-D kernel 'eliminate_L
#pragma omp parallel for private(j)
    for (i = k + 1; i < n; i++) {
      double l = a[(long)i * n + k] / a[(long)k * n + k];
      for (j = k + 1; j < n; j++)
        a[(long)i * n + j] -= l * a[(long)k * n + j];
    }
  }
}

// The first launch (outside the k loop) evaluates the estimates, not the
// symbols themselves (k has no value there for the second kernel).
// HOST: omp2ocl_decide_at{{[(]}}__omp2ocl_program(), 0,
// HOST: __omp2ocl_sv[[[EST:[0-9]+]]] = {{[(]}}{ double __ft_r; { long k = (long)(omp2ocl_loop_mean((double)(0), (double)(n - 1), 1.0, 0)); __ft_r = omp2ocl_trips((double)(k + 1), (double)(n), 1, 0); } __ft_r; });
// In the features function the elimination's work-items take the estimate
// first, then the symbol, else unknown.
// HOST: static void __omp2ocl_features{{[(]}}
// HOST: __s[[[SYM:[0-9]+]]] = {{[(]}}__ft_sv[[[EST]]] == __ft_sv[[[EST]]] ? __ft_sv[[[EST]]] : (__ft_sv[[[SYM]]] == __ft_sv[[[SYM]]] ? __ft_sv[[[SYM]]] : __builtin_nan("")));
