// A struct with a pointer member cannot be used in a kernel (the member
// holds a host address). Loops that only read such members get them read
// once before the loop into locals (HoistMembers.cpp), and the locals are
// ordinary pointers and values of the kernel; loops that might change the
// members, or use the struct whole, stay on the host.
// RUN: rm -rf %t && mkdir -p %t/off
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2> %t/remarks.txt
// RUN: %FileCheck %s --check-prefix=HOIST < %t/remarks.txt
// RUN: %FileCheck %s < %t/remarks.txt
// RUN: %FileCheck %s --check-prefix=HOST < %t/struct_pointer_member.omp2ocl.c
// RUN: %hostsyntax %t/struct_pointer_member.omp2ocl.c
// RUN: %clsyntax %t/struct_pointer_member.omp2ocl.cl
//
// Without the preparation every loop through the struct stays on the host,
// whichever loop of the unit meets the struct first: the printer remembers
// the struct after the first loop rejected it (later loops reading
// `img->pix[i]` through the same struct were once offloaded, dereferencing
// host pointers on the device; PoCL's shared address space hid it).
// RUN: %omp2ocl %s -o %t/off -fno-hoist-members -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
#include <stddef.h>
typedef struct {
  int w, h;
  float *pix;
} image_t;
typedef struct {
  int id;
  image_t img;
} frame_t;
typedef struct {
  float lo, hi;
} range_t;
typedef struct {
  int n;
  double coef[4];
  double *val;
  unsigned flags : 3;
} poly_t;

void first(const image_t *in, float *o) {
  int r;
#pragma omp parallel for
  for (r = 0; r < in->h; r++)
    o[r] = in->pix[r];
// HOIST: struct_pointer_member.c:[[@LINE-3]]:1: remark: struct members read once before the loop (the loop leaves them unchanged): 'in->h' as 'omp2ocl_in_h', 'in->pix' as 'omp2ocl_in_pix'
// CHECK: struct_pointer_member.c:[[@LINE-4]]:1: remark: loop offloaded as 1-D kernel 'first_L[[@LINE-4]]'
// OFF: struct_pointer_member.c:[[@LINE-5]]:1: remark: loop kept on the host: the struct member 'pix' is a pointer
}
// The hoisted reads come right before the directive, in a block that ends
// after the loop, and read nothing through a null pointer (a loop of no
// iterations never did); the pointer read announces the struct only, not every
// buffer (what it points to is announced by the local's name).
// HOST-LABEL: void first(
// HOST: {{^}}{ omp2ocl_host_access((const void *)((const char *)in + __builtin_offsetof(__typeof__(*in), h)), sizeof(in->h), OMP2OCL_READ); __typeof__(in->h) omp2ocl_in_h = (in ? in->h : 0); omp2ocl_host_access((const void *)((const char *)in + __builtin_offsetof(__typeof__(*in), pix)), sizeof(in->pix), OMP2OCL_READ); __typeof__(in->pix) omp2ocl_in_pix = (in ? in->pix : 0); {{$}}
// HOST-NEXT: { /* omp2ocl: first_L
// HOST: {{^}} for (r = 0; r < omp2ocl_in_h; r++)
// HOST-NEXT: {{^}} o[r] = omp2ocl_in_pix[r];

void second(image_t *out, const float *o, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++)
    out->pix[r] = o[r];
// HOIST: struct_pointer_member.c:[[@LINE-3]]:1: remark: struct members read once before the loop (the loop leaves them unchanged): 'out->pix' as 'omp2ocl_out_pix'
// CHECK: struct_pointer_member.c:[[@LINE-4]]:1: remark: loop offloaded as 1-D kernel 'second_L[[@LINE-4]]'
// OFF: struct_pointer_member.c:[[@LINE-5]]:1: remark: loop kept on the host: the struct member 'pix' is a pointer
}

// A struct inside a struct, by value: the chain is hoisted whole.
void nested(frame_t *f, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++)
    f->img.pix[r] *= 2.0f;
// HOIST: struct_pointer_member.c:[[@LINE-3]]:1: remark: struct members read once before the loop (the loop leaves them unchanged): 'f->img.pix' as 'omp2ocl_f_img_pix'
// CHECK: struct_pointer_member.c:[[@LINE-4]]:1: remark: loop offloaded as 1-D kernel 'nested_L[[@LINE-4]]'
// OFF: struct_pointer_member.c:[[@LINE-5]]:1: remark: loop kept on the host: the struct member 'pix' is a pointer
}

// A struct a kernel can take keeps its translation (no preparation).
void plain(range_t *rg, float *o, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++)
    o[r] = o[r] < rg->lo ? rg->lo : o[r] > rg->hi ? rg->hi : o[r];
// HOIST-NOT: members of 'rg'
// CHECK: struct_pointer_member.c:[[@LINE-4]]:1: remark: loop offloaded as 1-D kernel 'plain_L{{[0-9]+}}'
// OFF: struct_pointer_member.c:[[@LINE-5]]:1: remark: loop offloaded as 1-D kernel 'plain_L{{[0-9]+}}'
}

// An array member of a struct value (a local copy): a pointer to its first
// element; the bit-field is not read.
void arraymember(poly_t p, double *y, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    y[i] = p.coef[0] + p.coef[1] * p.val[i] + p.coef[2 + (i & 1)];
// HOIST: struct_pointer_member.c:[[@LINE-3]]:1: remark: struct members read once before the loop (the loop leaves them unchanged): 'p.coef' as 'omp2ocl_p_coef', 'p.val' as 'omp2ocl_p_val'
// CHECK: struct_pointer_member.c:[[@LINE-4]]:1: remark: loop offloaded as 1-D kernel 'arraymember_L[[@LINE-4]]'
}
// HOST-LABEL: void arraymember(
// HOST: {{^}}{ {{.*}}__typeof__(&(p.coef)[0]) omp2ocl_p_coef = p.coef;
// HOST-NOT: {{^}}#line

// Loops that might change the members, or use the struct whole, stay.
void bump(image_t *img, int i) { img->pix[i] += 1.0f; }
void reseat(image_t *img, float *other) { img->pix = other; }

void whole(image_t *img, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++)
    bump(img, r);
// CHECK: struct_pointer_member.c:[[@LINE-3]]:1: remark: loop kept on the host: the struct member 'pix' is a pointer
}

void written(image_t *img, image_t *imgs, float *spare, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++) {
    img->pix[r] = 0.0f;
    if (r == 0)
      reseat(&imgs[1], spare);
  }
// HOIST: struct_pointer_member.c:[[@LINE-6]]:1: remark: struct members of 'img' not read before the loop: the loop may change the members of 'img'
// CHECK: struct_pointer_member.c:[[@LINE-7]]:1: remark: loop kept on the host
}

void counted(poly_t *p, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    if (p->val[i] < 0.0)
      p->n = 0;
// HOIST: struct_pointer_member.c:[[@LINE-4]]:1: remark: struct members of 'p' not read before the loop: 'p->n' is written
// CHECK: struct_pointer_member.c:[[@LINE-5]]:1: remark: loop kept on the host: the struct member 'val' is a pointer
}

#define PIX(im, k) ((im)->pix[k])
void macro(image_t *img, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++)
    PIX(img, r) = 1.0f;
// HOIST: struct_pointer_member.c:[[@LINE-3]]:1: remark: struct members of 'img' not read before the loop: '{{.*}}' is inside a macro expansion
// CHECK: struct_pointer_member.c:[[@LINE-4]]:1: remark: loop kept on the host: the struct member 'pix' is a pointer
}
