// Calls the C entry terrace-compile made from examples/onnx/digits-cnn.onnx
// (aot-onnx.mlir) on a 7 drawn at row 4, column 5 of a 16x16 image with a
// faint background, and prints what the model read.
#include "digits.h"

#include <stdio.h>
#include <stdlib.h>

static const char *const kSeven[7] = {"11111", "00001", "00010", "00100",
                                      "01000", "01000", "01000"};

int main(void) {
  float image[16 * 16];
  for (int i = 0; i < 16 * 16; ++i)
    image[i] = 0.1f;
  for (int r = 0; r < 7; ++r)
    for (int c = 0; c < 5; ++c)
      image[(4 + r) * 16 + 5 + c] += kSeven[r][c] == '1';
  terrace_memref_4d_f32 input = {
      image, image, 0, {1, 1, 16, 16}, {256, 256, 16, 1}};
  terrace_memref_2d_f32 probabilities;
  terrace_memref_1d_i64 digit;
  main_graph(&input, &probabilities, &digit);
  long long d = digit.aligned[digit.offset];
  float p = probabilities
                .aligned[probabilities.offset + d * probabilities.strides[1]];
  printf("batch %lld: digit %lld, probability above 0.9: %s\n",
         (long long)digit.sizes[0], d, p > 0.9f ? "yes" : "no");
  free(probabilities.allocated);
  free(digit.allocated);
  return 0;
}
