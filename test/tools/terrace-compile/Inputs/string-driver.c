// Calls the C entries terrace-compile made from string_model.py's
// strings.onnx and parse.onnx (aot-runtime.mlir), one per build: with
// STRINGS, x = [1.5, -0.1, inf] and words = [Monday, Tuesday, MONDAY,
// Wed]; else the strings on the command line, read as floats. Prints each
// result and the runtime's error.
#include "strings.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef STRINGS
static void printStrings(const char *name, const terrace_strings *s) {
  int64_t count = 1;
  for (int64_t d = 0; d < terrace_strings_rank(s); ++d)
    count *= terrace_strings_sizes(s)[d];
  printf("%s: rank %lld,", name, (long long)terrace_strings_rank(s));
  for (int64_t i = 0; i < count; ++i)
    printf(" '%s'", terrace_strings_at(s, i));
  printf("\n");
}
#endif

int main(int argc, char **argv) {
#ifdef STRINGS
  float x[] = {1.5f, -0.1f, INFINITY};
  const char *words[] = {"Monday", "Tuesday", "MONDAY", "Wed"};
  int64_t four = 4;
  terrace_memref_1d_f32 xArg = {x, x, 0, {3}, {1}};
  terrace_strings *text, *normalized;
  terrace_memref_1d_f64 back;
  main_graph(&xArg, terrace_strings_new(1, &four, words), &text, &normalized,
             &back);
  const char *error = terrace_runtime_error();
  printf("error: %s\n", error ? error : "none");
  printStrings("text", text);
  printStrings("normalized", normalized);
  printf("back:");
  for (int i = 0; i < 3; ++i)
    printf(" %.17g", back.aligned[back.offset + i * back.strides[0]]);
  printf("\nout of range: %p\n", (void *)terrace_strings_at(text, 3));
  free(back.allocated);
#else
  int64_t two = 2;
  if (argc != 3)
    return 1;
  const char *texts[] = {argv[1], argv[2]};
  terrace_memref_1d_f32 y;
  main_graph(terrace_strings_new(1, &two, texts), &y);
  const char *error = terrace_runtime_error();
  printf("error: %s\n", error ? error : "none");
  printf("y: %g %g\n", y.aligned[y.offset], y.aligned[y.offset + y.strides[0]]);
  free(y.allocated);
#endif
  terrace_runtime_release();
  return 0;
}
