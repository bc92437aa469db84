// Calls add_rows (shape-checks.mlir) with shapes it allows and two it
// does not, and prints what each call returned and computed.
#include "rows.h"

#include <stdio.h>
#include <stdlib.h>

static void call(float *a, int64_t rows, int64_t cols, float *b,
                 int64_t length) {
  terrace_memref_2d_f32 lhs = {a, a, 0, {rows, cols}, {cols, 1}};
  terrace_memref_1d_f32 rhs = {b, b, 0, {length}, {1}};
  terrace_memref_2d_f32 sum = {0, 0, -1, {0, 0}, {0, 0}};
  int32_t status = add_rows(&lhs, &rhs, &sum);
  printf("%lldx%lld and %lld: %d,", (long long)rows, (long long)cols,
         (long long)length, (int)status);
  if (sum.allocated == 0 && sum.offset == -1) {
    printf(" result untouched\n");
    return;
  }
  for (int64_t i = 0; i < sum.sizes[0]; ++i)
    for (int64_t j = 0; j < sum.sizes[1]; ++j)
      printf(" %g", (double)sum.aligned[sum.offset + i * sum.strides[0] +
                                        j * sum.strides[1]]);
  printf("\n");
  free(sum.allocated);
}

int main(void) {
  float a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  float b[3] = {10, 20, 30};
  call(a, 2, 3, b, 2);
  call(a, 2, 4, b, 2);
  call(a, 2, 3, b, 3);
  return 0;
}
