// Calls the C entry terrace-compile made from optional_model.py's
// optionals.onnx (aot-runtime.mlir), once with o = [1, 2] and os a
// sequence of one tensor, once with both empty (o a sequence of no tensor,
// os NULL), the way the header says optionals cross; t = [5, 6]. Prints
// each result and the runtime's error.
#include "optionals.h"

#include <stdio.h>
#include <stdlib.h>

static void run(const terrace_sequence *o, const terrace_sequence *os) {
  float t[] = {5, 6};
  terrace_memref_1d_f32 tArg = {t, t, 0, {2}, {1}};
  terrace_memref_0d_i1 hasO, hasOs;
  terrace_sequence *wrapped;
  terrace_memref_1d_f32 plusOne;
  main_graph(o, os, &tArg, &hasO, &hasOs, &wrapped, &plusOne);
  const char *error = terrace_runtime_error();
  printf("error: %s\n", error ? error : "none");
  printf("has o: %d, has os: %d\n", hasO.aligned[hasO.offset],
         hasOs.aligned[hasOs.offset]);
  const float *w = terrace_sequence_data(wrapped, 0);
  printf("wrapped: %lld tensor, %g %g\n",
         (long long)terrace_sequence_length(wrapped), w[0], w[1]);
  printf("plus one:");
  for (int64_t i = 0; i < plusOne.sizes[0]; ++i)
    printf(" %g", plusOne.aligned[plusOne.offset + i * plusOne.strides[0]]);
  printf("\n");
  free(hasO.allocated);
  free(hasOs.allocated);
  free(plusOne.allocated);
}

int main(void) {
  float values[] = {1, 2};
  int64_t two = 2;
  terrace_sequence *o = terrace_sequence_new();
  terrace_sequence *os = terrace_sequence_new();
  terrace_sequence_append(o, values, sizeof(float), 1, &two);
  terrace_sequence_append(os, values, sizeof(float), 1, &two);
  run(o, os);
  run(terrace_sequence_new(), NULL);
  terrace_runtime_release();
  return 0;
}
