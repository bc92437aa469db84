// Links two models compiled with --entry-prefix (aot-runtime.mlir), each
// carrying the runtime library: seq_main_graph (sequence_model.py) and
// opt_main_graph (optional_model.py). Both headers go into one file; the
// runtime is one: an error recorded by the second model's code is the one
// terrace_runtime_error() reports, and one release frees both models'
// objects.
#include "opt.h"
#include "seq.h"

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float first[] = {1, 2, 3}, t[] = {7, 8};
  int64_t three = 3, position = 0;
  terrace_sequence *s = terrace_sequence_new();
  terrace_sequence_append(s, first, sizeof(float), 1, &three);
  terrace_memref_1d_f32 tArg = {t, t, 0, {2}, {1}};
  terrace_memref_0d_i64 pArg = {&position, &position, 0};
  terrace_sequence *inserted, *erased, *wrapped;
  terrace_memref_1d_f32 at, plusOne;
  terrace_memref_0d_i64 length;
  terrace_memref_0d_i1 hasO, hasOs;
  seq_main_graph(s, &tArg, &pArg, &inserted, &erased, &at, &length);
  printf("seq: length %lld, at %g\n", (long long)length.aligned[0],
         at.aligned[at.offset]);
  // An empty optional read: the runtime's error, from opt's code.
  opt_main_graph(terrace_sequence_new(), NULL, &tArg, &hasO, &hasOs, &wrapped,
                 &plusOne);
  const char *error = terrace_runtime_error();
  printf("opt: has o %d, error: %s\n", hasO.aligned[0], error ? error : "none");
  printf("both sequences: %lld and %lld tensors\n",
         (long long)terrace_sequence_length(inserted),
         (long long)terrace_sequence_length(wrapped));
  free(at.allocated);
  free(length.allocated);
  free(hasO.allocated);
  free(hasOs.allocated);
  free(plusOne.allocated);
  terrace_runtime_release();
  return 0;
}
