// SPDX-License-Identifier: GPL-3.0-or-later
//
// Two calls into glibc's allocator that Node does not offer (docs/architecture.md "Memory"):
// - tune(): a fixed mmap threshold of 128 KiB, which also turns off glibc's dynamic one. Left
//   dynamic, the threshold rises to the size of the largest block freed so far (flite.wasm's
//   21 MB on the gateway's first sentence), and from then on every buffer below that size —
//   a sentence's audio, a GLB, a compiler's scratch space — is carved out of the per-thread
//   arenas, where freed memory stays resident for good once anything lives above it.
// - trim(): malloc_trim(0), which hands the free pages inside every arena back to the system.
// Elsewhere (musl, macOS, Windows) both do nothing and say so by returning false.
#include <node_api.h>

#if defined(__linux__)
#include <features.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static napi_value boolean(napi_env env, int value) {
  napi_value result;
  napi_get_boolean(env, value != 0, &result);
  return result;
}

static napi_value tune(napi_env env, napi_callback_info info) {
  (void)info;
#if defined(__GLIBC__)
  int mmap_set = mallopt(M_MMAP_THRESHOLD, 128 * 1024);
  int trim_set = mallopt(M_TRIM_THRESHOLD, 128 * 1024);
  return boolean(env, mmap_set == 1 && trim_set == 1);
#else
  return boolean(env, 0);
#endif
}

static napi_value trim(napi_env env, napi_callback_info info) {
  (void)info;
#if defined(__GLIBC__)
  return boolean(env, malloc_trim(0) == 1);
#else
  return boolean(env, 0);
#endif
}

NAPI_MODULE_INIT() {
  napi_property_descriptor calls[] = {
      {"tune", NULL, tune, NULL, NULL, NULL, napi_default, NULL},
      {"trim", NULL, trim, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, sizeof(calls) / sizeof(calls[0]), calls);
  return exports;
}
