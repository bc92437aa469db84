// Calls the C entry terrace-compile made from sequence_model.py's
// seq_ops.onnx (aot-runtime.mlir): s = [[1, 2, 3], [4]], t = [7, 8] and
// the position given on the command line; prints each result and the
// runtime's error.
#include "seq.h"

#include <stdio.h>
#include <stdlib.h>

static void printSequence(const char *name, const terrace_sequence *s) {
  printf("%s: %lld tensors\n", name, (long long)terrace_sequence_length(s));
  for (int64_t i = 0; i < terrace_sequence_length(s); ++i) {
    const int64_t *sizes = terrace_sequence_sizes(s, i);
    const float *data = terrace_sequence_data(s, i);
    printf("  rank %lld:", (long long)terrace_sequence_rank(s, i));
    for (int64_t j = 0; j < sizes[0]; ++j)
      printf(" %g", data[j]);
    printf("\n");
  }
}

int main(int argc, char **argv) {
  float first[] = {1, 2, 3}, second[] = {4}, t[] = {7, 8};
  int64_t three = 3, one = 1;
  terrace_sequence *s = terrace_sequence_new();
  if (terrace_sequence_append(s, first, sizeof(float), 1, &three) ||
      terrace_sequence_append(s, second, sizeof(float), 1, &one))
    return 1;
  // Not a tensor: a negative size.
  int64_t negative = -1;
  printf("bad append: %d\n",
         terrace_sequence_append(s, first, sizeof(float), 1, &negative));
  int64_t position = argc > 1 ? atoll(argv[1]) : -1;
  terrace_memref_1d_f32 tArg = {t, t, 0, {2}, {1}};
  terrace_memref_0d_i64 pArg = {&position, &position, 0};
  terrace_sequence *inserted, *erased;
  terrace_memref_1d_f32 at;
  terrace_memref_0d_i64 length;
  main_graph(s, &tArg, &pArg, &inserted, &erased, &at, &length);
  const char *error = terrace_runtime_error();
  printf("error: %s\n", error ? error : "none");
  printSequence("inserted", inserted);
  printSequence("erased", erased);
  printf("at:");
  for (int64_t j = 0; j < at.sizes[0]; ++j)
    printf(" %g", at.aligned[at.offset + j * at.strides[0]]);
  printf("\nlength: %lld\n", (long long)length.aligned[length.offset]);
  // The input is a value: the code made new sequences.
  printf("s unchanged: %lld tensors\n",
         (long long)terrace_sequence_length(s));
  printf("out of range: %p %lld\n",
         (void *)terrace_sequence_data(inserted, 3),
         (long long)terrace_sequence_rank(inserted, -1));
  free(at.allocated);
  free(length.allocated);
  terrace_runtime_release();
  return 0;
}
