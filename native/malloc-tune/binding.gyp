# The gateway's glibc allocator settings (malloc_tune.c), built by scripts/build-native.mjs at
# `npm install`. Optional: without it the gateway runs the same, with more memory resident.
{
  "targets": [
    {
      "target_name": "malloc_tune",
      "sources": ["malloc_tune.c"],
      "defines": ["NAPI_VERSION=8"]
    }
  ]
}
