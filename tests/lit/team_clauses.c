// Team clauses: a loop an `if` or `num_threads` clause may give to a team of
// one thread (which runs the iterations in order) keeps that order. Constant
// clauses keep the loop on the host; a combined loop's run-time clause is
// tested before the launch; a loop in a region, or an orphaned loop of a
// unit with such a region, asks the team's size. Clauses that make a team
// of many change nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/team_clauses.omp2ocl.c
// RUN: %hostsyntax %t/team_clauses.omp2ocl.c
#define N 1000
static int a[N], b[N];
static int ptr_n[1];

void orphan(void) {
  int i;
#pragma omp for
  for (i = 1; i < N; i++)
    b[i] = b[i - 1] + 1;
}

void clauses(int serial, int nt) {
  int i;
#pragma omp parallel for if(0)
  for (i = 1; i < N; i++)
    a[i] = a[i - 1] + 1;
#pragma omp parallel for num_threads(1)
  for (i = 1; i < N; i++)
    a[i] = a[i - 1] + 2;
#pragma omp parallel for if(!serial) num_threads(nt)
  for (i = 1; i < N; i++)
    a[i] = a[i - 1] + 3;
#pragma omp parallel for if(ptr_n[0] > 1)
  for (i = 1; i < N; i++)
    a[i] = a[i - 1] + 4;
#pragma omp parallel if(0)
  {
#pragma omp for
    for (i = 1; i < N; i++)
      a[i] = a[i - 1] + 5;
  }
#pragma omp parallel if(serial == 0)
  {
#pragma omp for
    for (i = 0; i < N; i++)
      b[i] = i;
  }
#pragma omp parallel if(serial == 0)
  orphan();
#pragma omp parallel for num_threads(4)
  for (i = 0; i < N; i++)
    a[i] = i;
}

// REMARK-DAG: team_clauses.c:17:1: remark: loop offloaded as 1-D kernel 'orphan_L17'
// REMARK-DAG: team_clauses.c:24:1: remark: loop kept on the host: its 'if' or 'num_threads' clause makes a team of one thread, which runs the iterations in order
// REMARK-DAG: team_clauses.c:27:1: remark: loop kept on the host: its 'if' or 'num_threads' clause makes a team of one thread, which runs the iterations in order
// REMARK-DAG: team_clauses.c:30:1: remark: loop offloaded as 1-D kernel 'clauses_L30'
// REMARK-DAG: team_clauses.c:33:1: remark: loop kept on the host: its 'if' clause may make a team of one thread, and the launch cannot test it beforehand: it reads memory through a subscript, pointer or member
// REMARK-DAG: team_clauses.c:38:1: remark: loop kept on the host: the 'if' or 'num_threads' clause of its parallel region makes a team of one thread, which runs the iterations in order
// REMARK-DAG: team_clauses.c:44:1: remark: loop offloaded as 1-D kernel 'clauses_L44'
// REMARK-DAG: team_clauses.c:50:1: remark: loop offloaded as 1-D kernel 'clauses_L50'

// HOST: int omp_get_num_threads(void);
// The orphaned loop asks the team (a region of its unit has an if clause).
// HOST: {{^}}{ /* omp2ocl: orphan_L17 */
// HOST: if (omp_get_num_threads() == 1) { __omp2ocl_ran = omp2ocl_decline(__k, "a team of one thread runs the loop, in order (if or num_threads clause)"); break; }
// HOST: {{^}}{ /* omp2ocl: clauses_L30 */
// HOST: if (!(!serial)) { __omp2ocl_ran = omp2ocl_decline(
// HOST-NEXT: if ((nt) == 1) { __omp2ocl_ran = omp2ocl_decline(
// HOST: {{^}}{ /* omp2ocl: clauses_L44 */
// HOST: if (omp_get_num_threads() == 1) { __omp2ocl_ran = omp2ocl_decline(
// HOST: {{^}}{ /* omp2ocl: clauses_L50 */
// HOST-NOT: omp2ocl_decline(__k, "a team of one
// HOST: omp2ocl_launch(
