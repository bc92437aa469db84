/* Calls the C interface wrappers convert-func-to-llvm makes
   (llvm.emit_c_interface) the way MLIR's runner utilities do: memrefs by
   pointer to their descriptor, a memref result through a pointer passed
   first. `scaled_sum` calls back `report` through its own C interface. */
#include <stdint.h>
#include <stdio.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} memref_1d_f32;

void _mlir_ciface_scale(memref_1d_f32 *result, memref_1d_f32 *input, float factor);
float _mlir_ciface_scaled_sum(memref_1d_f32 *input, float factor);

/* What @report, declared external with a C interface, lands on. */
void _mlir_ciface_report(memref_1d_f32 *values) {
  printf("report:");
  for (int64_t i = 0; i < values->sizes[0]; ++i)
    printf(" %g", values->aligned[values->offset + i * values->strides[0]]);
  printf("\n");
}

int main(void) {
  float data[6] = {1, 2, 3, 4, 5, 6};
  /* Every other element: [1, 3, 5]. */
  memref_1d_f32 input = {data, data, 0, {3}, {2}};
  memref_1d_f32 result;
  _mlir_ciface_scale(&result, &input, 2.0f);
  printf("scale: %g %g %g\n", result.aligned[0], result.aligned[1],
         result.aligned[2]);
  printf("sum: %g\n", _mlir_ciface_scaled_sum(&input, 0.5f));
  return 0;
}
