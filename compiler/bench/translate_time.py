#!/usr/bin/env python3
"""Times omp2ocl on a generated legacy-style OpenMP program of a given size.

usage: translate_time.py OMP2OCL [LINES]   (default 3000 lines)

The program has one parallel region per function with orphaned-style loops:
stencils over static 3-D arrays, reductions, calls to helper functions, and
loops that must stay on the host (printf), so every stage of the pipeline
works. Prints the line count, the number of loops, and the best of 3 wall
times of a full translation.
"""
import os, subprocess, sys, tempfile, time

def generate(lines_wanted):
    out = ["#include <stdio.h>", "#include <math.h>", "#define N 32",
           "static double u[N][N][N][5], rhs[N][N][N][5], w[N][N];",
           "static double norm_acc;",
           "static double helper(const double *p, int m) { return p[m] * 0.5 + sqrt(fabs(p[0])); }"]
    k = 0
    while len(out) < lines_wanted:
        out += [f"void step{k}(double c) {{",
                "  int i, j, kk, m;",
                "  double s = 0.0;",
                "#pragma omp parallel private(j, kk, m)",
                "  {",
                "#pragma omp for",
                "    for (i = 1; i < N - 1; i++)",
                "      for (j = 1; j < N - 1; j++)",
                "        for (kk = 1; kk < N - 1; kk++)",
                "          for (m = 0; m < 5; m++)",
                "            rhs[i][j][kk][m] = c * (u[i+1][j][kk][m] - 2.0*u[i][j][kk][m] + u[i-1][j][kk][m])",
                "                             + helper(u[i][j][kk], m);",
                "#pragma omp for reduction(+:s)",
                "    for (i = 0; i < N; i++)",
                "      for (j = 0; j < N; j++)",
                "        s += w[i][j] * w[i][j];",
                "  }",
                "#pragma omp parallel for",
                "  for (i = 0; i < 2; i++)",
                "    printf(\"%d %f\\n\", i, s);",
                "  norm_acc += s;",
                "}", ""]
        k += 1
    out += ["int main(void) {"] + [f"  step{i}(0.{i % 9 + 1});" for i in range(k)] + \
           ["  printf(\"%f\\n\", norm_acc);", "  return 0;", "}"]
    return "\n".join(out) + "\n", 3 * k

def main():
    omp2ocl = sys.argv[1]
    lines = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    src, loops = generate(lines)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "big.c")
        with open(path, "w") as f:
            f.write(src)
        best = None
        for _ in range(3):
            t0 = time.perf_counter()
            subprocess.run([omp2ocl, path, "-o", d, "--"], check=True)
            dt = time.perf_counter() - t0
            best = dt if best is None else min(best, dt)
        n = src.count("\n")
        print(f"lines={n} loops={loops} best_of_3_seconds={best:.3f}")

if __name__ == "__main__":
    main()
