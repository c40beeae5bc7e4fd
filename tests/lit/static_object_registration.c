// Static scalars, structs and unions whose address the unit takes are
// registered as static objects (omp2ocl_object_register), so that host
// accesses through pointers into them (announced with an unknown extent)
// touch only the buffers overlapping them: file scope from a constructor at
// the end of the file, static locals once after their declaration. Those
// whose address is not taken, thread-local and threadprivate ones,
// automatic ones and objects of incomplete type are not registered.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- -fopenmp 2>&1
// RUN: %FileCheck %s --input-file=%t/static_object_registration.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/static_object_registration.omp2ocl.c

struct pair { double a, b; int v[4]; };
struct opaque;

static double rnorm;                /* &rnorm passed */
static double untouched;            /* only read and written by name */
static struct pair member_addr;     /* &member_addr.b */
static struct pair member_array;    /* member_array.v decays to a pointer */
static struct pair member_element;  /* member_array.v[i]: an element, no address */
static union { int i; float f; } un;
double shared_result;               /* external linkage */
extern double elsewhere;            /* defined in another unit */
extern struct opaque handle;        /* incomplete: no size */
static _Thread_local double per_thread;
static double tp;
#pragma omp threadprivate(tp)
static double *initialised = &untouched + 0;  /* initialiser takes the address */
static double big[1000];                       /* an array: a block as before */

void set(double *p, double v);
void use(const void *p);

static void compute(double *norm, int n)
{
  int i;
  double s = 0.0;
#pragma omp parallel for reduction(+ : s)
  for (i = 0; i < n; i++)
    s += big[i] * big[i];
  *norm = s;
}

double run(int n)
{
  static double local_result;   /* static local, address taken */
  static double local_plain;    /* static local, by name only */
  double automatic = 0.0;
  int k;
  compute(&rnorm, n);
  compute(&local_result, n);
  compute(&shared_result, n);
  set(&member_addr.b, 1.0);
  use(member_array.v);
  for (k = 0; k < 4; k++)
    member_element.v[k] = k;
  use(&un);
  set(&elsewhere, 2.0);
  use(&handle);
  set(&per_thread, 3.0);
  set(&tp, 4.0);
  set(&automatic, 5.0);
  local_plain = untouched + rnorm;
  return local_plain + local_result + automatic + *initialised + member_element.v[1];
}

// CHECK-LABEL: double run(int n)
// CHECK: static double local_result; { static int __omp2ocl_registered_1; if (!__atomic_load_n(&__omp2ocl_registered_1, __ATOMIC_ACQUIRE)) { omp2ocl_object_register((const void *)&local_result, sizeof(local_result)); __atomic_store_n(&__omp2ocl_registered_1, 1, __ATOMIC_RELEASE); } }
// CHECK-NEXT: static double local_plain; /* static local, by name only */

// CHECK-LABEL: {{^}}__attribute__((constructor)) static void __omp2ocl_register_blocks(void) {
// CHECK-NEXT: {{^}}  omp2ocl_block_register((const void *)big, sizeof(big));
// CHECK-NEXT: {{^}}}
// CHECK-LABEL: {{^}}__attribute__((constructor)) static void __omp2ocl_register_objects(void) {
// CHECK-NEXT: {{^}}  omp2ocl_object_register((const void *)&rnorm, sizeof(rnorm));
// CHECK-NEXT: {{^}}  omp2ocl_object_register((const void *)&untouched, sizeof(untouched));
// CHECK-NEXT: {{^}}  omp2ocl_object_register((const void *)&member_addr, sizeof(member_addr));
// CHECK-NEXT: {{^}}  omp2ocl_object_register((const void *)&member_array, sizeof(member_array));
// CHECK-NEXT: {{^}}  omp2ocl_object_register((const void *)&un, sizeof(un));
// CHECK-NEXT: {{^}}  omp2ocl_object_register((const void *)&shared_result, sizeof(shared_result));
// CHECK-NEXT: {{^}}  omp2ocl_object_register((const void *)&elsewhere, sizeof(elsewhere));
// CHECK-NEXT: {{^}}}
// CHECK-NOT: omp2ocl_object_register
