// A struct with a pointer member cannot be used in a kernel (the member
// holds a host address), whichever loop of the unit meets the struct first:
// the printer remembered the struct after the first loop rejected it, and
// later loops reading `img->pix[i]` through the same struct were offloaded,
// dereferencing host pointers on the device (found by a multi-file image
// project; PoCL's shared address space hid it).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
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

void first(const image_t *in, float *o) {
  int r;
#pragma omp parallel for
  for (r = 0; r < in->h; r++)
    o[r] = in->pix[r];
// CHECK: struct_pointer_member.c:[[@LINE-3]]:1: remark: loop kept on the host: the struct member 'pix' is a pointer
}

void second(image_t *out, const float *o, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++)
    out->pix[r] = o[r];
// CHECK: struct_pointer_member.c:[[@LINE-3]]:1: remark: loop kept on the host: the struct member 'pix' is a pointer
}

void nested(frame_t *f, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++)
    f->img.pix[r] *= 2.0f;
// CHECK: struct_pointer_member.c:[[@LINE-3]]:1: remark: loop kept on the host: the struct member 'pix' is a pointer
}

void plain(range_t *rg, float *o, int n) {
  int r;
#pragma omp parallel for
  for (r = 0; r < n; r++)
    o[r] = o[r] < rg->lo ? rg->lo : o[r] > rg->hi ? rg->hi : o[r];
// CHECK: struct_pointer_member.c:[[@LINE-3]]:1: remark: loop offloaded as 1-D kernel 'plain_L{{[0-9]+}}'
}
