// translated.cpp - the functions that translated units define.
//
// A call into another unit is a call into code the caller's translator
// never saw: the caller announces, before the call, everything the callee
// may reach (what its pointer arguments point into, or every buffer). When
// the callee was translated too, its own statements announce their
// accesses, and the caller's announcements only move data early: NAS-style
// drivers calling a kernel routine of another file downloaded and
// re-uploaded whole arrays around every call. Each translated unit
// registers the external functions it defines (a constructor the translator
// appends); the caller's announcements for such a call run only when the
// callee is not among them. A call to an untranslated function announces
// every buffer only when tracked memory may reach such code: the unit's
// own (its points-to) or any unit's (omp2ocl_rt_escaped, set by the
// constructors of units whose memory escapes). A translated unit without
// kernels cannot see another unit's escapes, and a caller in that unit
// skips its own announcements when calling into it.
#include "internal.h"

#include <unordered_set>

namespace {

struct TranslatedFunctions {
  std::mutex mu;
  std::unordered_set<const void *> set;
};

// Never destroyed: constructors of generated units register before main,
// possibly before this library's own static initialisers.
TranslatedFunctions &translated() {
  static TranslatedFunctions *t = new TranslatedFunctions;
  return *t;
}

} // namespace

volatile int omp2ocl_rt_escaped = 0;

extern "C" void omp2ocl_tracked_memory_escapes(void) { omp2ocl_rt_escaped = 1; }

extern "C" void omp2ocl_translated_functions(const void *const *fns, size_t count) {
  std::lock_guard<std::mutex> lock(translated().mu);
  for (size_t i = 0; i < count; ++i)
    if (fns[i]) translated().set.insert(fns[i]);
}

extern "C" int omp2ocl_is_translated_slow(const void *fn) {
  std::lock_guard<std::mutex> lock(translated().mu);
  return translated().set.count(fn) != 0;
}
