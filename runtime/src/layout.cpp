// layout.cpp - dynamic index reordering: the runtime's permute kernel, the
// cache of permuted device copies and the per-launch decision.
//
// A copy of buffer b is current while its generation equals b's; b's
// generation moves with every upload and every launch that may write b, so
// a run of kernels reading the same array pays one permute. A variant that
// writes its copy has it permuted back into b right after the launch (on
// the in-order queue), after which copy and buffer agree again.
#include "internal.h"

#include "mlmodel/tree.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace omp2ocl {
namespace {

// One work-item per element of src, read in src's order (coalesced); the
// element goes to dst at the sum of its indices times dst's strides. Rank
// and strides come as long8 vectors (OMP2OCL_MAX_RANK = 8).
const char *const kPermuteSource = R"CL(
__kernel void omp2ocl_permute(__global const uchar *src, __global uchar *dst,
                              long n, int rank, int esize, long8 ext,
                              long8 dstride) {
  long i = (long)get_global_id(0);
  if (i >= n) return;
  long e[8] = {ext.s0, ext.s1, ext.s2, ext.s3, ext.s4, ext.s5, ext.s6, ext.s7};
  long s[8] = {dstride.s0, dstride.s1, dstride.s2, dstride.s3,
               dstride.s4, dstride.s5, dstride.s6, dstride.s7};
  long rest = i, off = 0;
  for (int d = rank - 1; d >= 0; d--) {
    off += (rest % e[d]) * s[d];
    rest /= e[d];
  }
  if (esize == 8)
    ((__global ulong *)dst)[off] = ((__global const ulong *)src)[i];
  else if (esize == 4)
    ((__global uint *)dst)[off] = ((__global const uint *)src)[i];
  else
    for (int b = 0; b < esize; b++)
      dst[off * esize + b] = src[i * esize + b];
}
)CL";

bool permute_kernel_ready() {
  Runtime &r = rt();
  if (r.permute_kernel) return true;
  cl_int err = CL_SUCCESS;
  const char *src = kPermuteSource;
  cl_program p = clCreateProgramWithSource(r.ctx, 1, &src, nullptr, &err);
  if (!p || err != CL_SUCCESS) {
    fault("creating the permute program", err);
    return false;
  }
  err = clBuildProgram(p, 1, &r.device, "-cl-std=CL1.2", nullptr, nullptr);
  if (err != CL_SUCCESS) {
    clReleaseProgram(p);
    fault("building the permute program", err);
    return false;
  }
  cl_kernel k = clCreateKernel(p, "omp2ocl_permute", &err);
  if (!k || err != CL_SUCCESS) {
    clReleaseProgram(p);
    fault("creating the permute kernel", err);
    return false;
  }
  r.permute_program = p;
  r.permute_kernel = k;
  register_exit_handler();  // after the implementation's own (PoCL threads)
  return true;
}

size_t elements_of(const size_t *extents, unsigned rank) {
  size_t n = 1;
  for (unsigned d = 0; d < rank; d++) n *= extents[d];
  return n;
}

// OMP2OCL_LAYOUT_MODEL=FILE, loaded at the first decision that asks for it
// (again after forget_layout_model); null when unset or unusable. index[i]
// is the runtime feature (0 bytes, 1 accesses_per_element) of the model's
// feature i.
struct EnvLayoutModel {
  bool loaded = false;
  std::unique_ptr<mlmodel::Tree> model;
  std::vector<int> index;
};
EnvLayoutModel env_model;

const mlmodel::Tree *env_layout_model(const std::vector<int> **feature_of) {
  EnvLayoutModel &e = env_model;
  if (!e.loaded) {
    e.loaded = true;
    const char *path = std::getenv("OMP2OCL_LAYOUT_MODEL");
    if (path && *path) {
      try {
        auto t = std::make_unique<mlmodel::Tree>(mlmodel::loadModel(path));
        for (const mlmodel::Attribute &a : t->Features) {
          if (a.Name == "bytes")
            e.index.push_back(0);
          else if (a.Name == "accesses_per_element")
            e.index.push_back(1);
          else
            throw std::runtime_error("unknown feature '" + a.Name + "'");
        }
        bool has_reorder = false;
        for (const std::string &v : t->Class.Values) has_reorder |= v == "reorder";
        if (!has_reorder) throw std::runtime_error("no class 'reorder'");
        e.model = std::move(t);
      } catch (const std::exception &x) {
        std::fprintf(stderr,
                     "omp2ocl: warning: OMP2OCL_LAYOUT_MODEL=%s not used: %s\n",
                     path, x.what());
        e.index.clear();
      }
    }
  }
  *feature_of = &e.index;
  return e.model.get();
}

}  // namespace

bool permute_device(cl_mem src, cl_mem dst, const size_t *extents,
                    const unsigned *order, unsigned rank, size_t elem_size) {
  Runtime &r = rt();
  if (rank < 1 || rank > OMP2OCL_MAX_RANK || elem_size == 0) {
    omp2ocl_fallback("a permute with a bad shape");
    return false;
  }
  if (!permute_kernel_ready()) return false;
  // Strides of dst's dimensions, then per dimension of src.
  size_t dext[OMP2OCL_MAX_RANK], dstride[OMP2OCL_MAX_RANK];
  for (unsigned k = 0; k < rank; k++) dext[k] = extents[order[k]];
  size_t s = 1;
  for (unsigned k = rank; k-- > 0;) {
    dstride[k] = s;
    s *= dext[k];
  }
  cl_long8 ext, str;
  std::memset(&ext, 0, sizeof ext);
  std::memset(&str, 0, sizeof str);
  for (unsigned k = 0; k < OMP2OCL_MAX_RANK; k++) {
    ext.s[k] = k < rank ? (cl_long)extents[k] : 1;
    str.s[k] = 0;
  }
  for (unsigned k = 0; k < rank; k++) str.s[order[k]] = (cl_long)dstride[k];
  size_t n = elements_of(extents, rank);
  if (n == 0) return true;
  cl_long nl = (cl_long)n;
  cl_int rk = (cl_int)rank, es = (cl_int)elem_size;
  cl_kernel kk = r.permute_kernel;
  cl_int err = clSetKernelArg(kk, 0, sizeof src, &src);
  if (err == CL_SUCCESS) err = clSetKernelArg(kk, 1, sizeof dst, &dst);
  if (err == CL_SUCCESS) err = clSetKernelArg(kk, 2, sizeof nl, &nl);
  if (err == CL_SUCCESS) err = clSetKernelArg(kk, 3, sizeof rk, &rk);
  if (err == CL_SUCCESS) err = clSetKernelArg(kk, 4, sizeof es, &es);
  if (err == CL_SUCCESS) err = clSetKernelArg(kk, 5, sizeof ext, &ext);
  if (err == CL_SUCCESS) err = clSetKernelArg(kk, 6, sizeof str, &str);
  size_t local = 64, global = (n + local - 1) / local * local;
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(r.queue, kk, 1, nullptr, &global, &local, 0,
                                 nullptr, nullptr);
  if (err != CL_SUCCESS) {
    fault("permuting an array on the device", err);
    return false;
  }
  r.counters.permutes++;
  r.counters.permute_bytes += n * elem_size;
  return true;
}

bool layout_wanted(omp2ocl_kernel *k, const omp2ocl_layout &l, double items) {
  const char *env = std::getenv("OMP2OCL_DYNAMIC_LAYOUT");
  if (env && std::strcmp(env, "off") == 0) return false;
  if (env && std::strcmp(env, "on") == 0) return true;
  size_t elements = elements_of(l.extents, l.rank);
  double f[2] = {double(elements * l.elem_size),
                 elements ? l.accesses_per_item * items / double(elements) : 0.0};
  const std::vector<int> *feature_of = nullptr;
  if (const mlmodel::Tree *m = env_layout_model(&feature_of)) {
    std::vector<double> x;
    for (int i : *feature_of) x.push_back(f[i]);
    int c = mlmodel::predict(*m, x);
    return c >= 0 && size_t(c) < m->Class.Values.size() &&
           m->Class.Values[size_t(c)] == "reorder";
  }
  if (k->layout_predict) return k->layout_predict(f) != 0;
  // Default rule: on a GPU, when the array is used more than 8 times per
  // element. A permute reads and writes each element once, but the H100's
  // microbenchmark (training/data/device-h100-layout.csv) found the copy
  // paying off only above 8 accesses per element, and its tree says so.
  return rt().device_type == CL_DEVICE_TYPE_GPU && f[1] > 8.0;
}

PermutedCopy *permuted_copy(Buffer *b, const omp2ocl_layout &l, bool skip_fill,
                            omp2ocl_kernel *k) {
  Runtime &r = rt();
  PermutedCopy *c = nullptr;
  for (PermutedCopy &x : b->copies)
    if (x.elem_size == l.elem_size &&
        x.extents == std::vector<size_t>(l.extents, l.extents + l.rank) &&
        x.order == std::vector<unsigned>(l.order, l.order + l.rank))
      c = &x;
  if (!c) {
    cl_int err = CL_SUCCESS;
    cl_mem m = clCreateBuffer(r.ctx, CL_MEM_READ_WRITE, b->hi - b->lo, nullptr,
                              &err);
    if (!m || err != CL_SUCCESS) {
      fault("allocating a reordered copy of " + std::to_string(b->hi - b->lo) +
                " bytes",
            err);
      return nullptr;
    }
    b->copies.emplace_back();
    c = &b->copies.back();
    c->extents.assign(l.extents, l.extents + l.rank);
    c->order.assign(l.order, l.order + l.rank);
    c->elem_size = l.elem_size;
    c->mem = m;
    c->generation = 0;
  }
  if (c->generation == b->generation) {
    r.counters.copy_reuses++;
    return c;
  }
  // A kernel that overwrites the array whole needs no filled copy; the copy
  // becomes current when the launch writes it back.
  if (skip_fill) return c;
  if (!permute_device(b->mem, c->mem, l.extents, l.order, l.rank, l.elem_size))
    return nullptr;
  k->permutes++;
  k->permute_bytes += b->hi - b->lo;
  c->generation = b->generation;
  return c;
}

bool permute_back(Buffer *b, PermutedCopy *c, omp2ocl_kernel *k) {
  unsigned rank = unsigned(c->order.size());
  size_t ext[OMP2OCL_MAX_RANK];
  unsigned inv[OMP2OCL_MAX_RANK];
  // The copy's dimensions, and the inverse order (buffer dimension d is
  // the copy's dimension inv[d]).
  for (unsigned kk = 0; kk < rank; kk++) {
    ext[kk] = c->extents[c->order[kk]];
    inv[c->order[kk]] = kk;
  }
  if (!permute_device(c->mem, b->mem, ext, inv, rank, c->elem_size)) return false;
  k->permutes++;
  k->permute_bytes += b->hi - b->lo;
  return true;
}

void forget_layout_model() { env_model = EnvLayoutModel{}; }

void release_layout_state() {
  Runtime &r = rt();
  if (r.permute_kernel) clReleaseKernel(r.permute_kernel);
  if (r.permute_program) clReleaseProgram(r.permute_program);
  r.permute_kernel = nullptr;
  r.permute_program = nullptr;
}

}  // namespace omp2ocl

using namespace omp2ocl;

extern "C" int omp2ocl_arg_layout(omp2ocl_kernel *k, int variant, unsigned count,
                                  const omp2ocl_layout *copies,
                                  int (*predict)(const double *)) {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  if (!k || rt().mode.load() != kOpenCL || !k->kernel) return 0;
  for (unsigned i = 0; i < count; i++)
    if (copies[i].rank < 1 || copies[i].rank > OMP2OCL_MAX_RANK) {
      omp2ocl_fallback("omp2ocl_arg_layout: bad rank");
      return 0;
    }
  k->layout_variant = variant;
  k->layout_count = count;
  k->layouts = copies;
  k->layout_predict = predict;
  return 1;
}
