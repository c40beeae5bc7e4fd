// A file that does not parse gives Clang's diagnostics and a failure.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %omp2ocl %s -o %t -- 2>&1 | %FileCheck %s
int main(void) {
  int i
#pragma omp parallel for
  for (i = 0; i < 10; i++) ;
  return undeclared_thing;
}
// CHECK: error: expected ';' at end of declaration
// CHECK: error: use of undeclared identifier 'undeclared_thing'
