// Calls the entries terrace-compile made from aot.mlir, with nothing of
// Terrace but the header: descriptors built by hand, results freed.
#include "kernels.h"

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float a[6] = {1, 2, 3, 4, 5, 6};
  float b[6] = {1, 0, 0, 1, 1, 1};
  terrace_memref_2d_f32 lhs = {a, a, 0, {2, 3}, {3, 1}};
  terrace_memref_2d_f32 rhs = {b, b, 0, {3, 2}, {2, 1}};
  terrace_memref_2d_f32 product;
  matmul(&lhs, &rhs, &product);
  printf("matmul %lldx%lld:", (long long)product.sizes[0],
         (long long)product.sizes[1]);
  for (int64_t i = 0; i < product.sizes[0]; ++i)
    for (int64_t j = 0; j < product.sizes[1]; ++j)
      printf(" %g", product.aligned[product.offset + i * product.strides[0] +
                                    j * product.strides[1]]);
  printf("\n");
  free(product.allocated);

  double v[3] = {1, 2, 3};
  terrace_memref_1d_f64 vector = {v, v, 0, {3}, {1}};
  double sum;
  int64_t count;
  scale(&vector, 0.5, 7, &sum, &count);
  printf("scale: %g %lld\n", sum, (long long)count);

  float w[3] = {1, 2, 3};
  terrace_memref_1d_f32 input = {w, w, 0, {3}, {1}};
  terrace_memref_1d_f32 doubled;
  twice(&input, &doubled);
  printf("twice:");
  for (int64_t i = 0; i < doubled.sizes[0]; ++i)
    printf(" %g", doubled.aligned[doubled.offset + i * doubled.strides[0]]);
  printf(", input %g %g %g\n", w[0], w[1], w[2]);
  free(doubled.allocated);
  return 0;
}
