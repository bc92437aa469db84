// Calls the entry terrace-compile made (aot-weights.mlir)
// from the module ../../terrace-run/Inputs/weights.py writes: three scalars.
#include "weights.h"

#include <stdio.h>

int main(void) {
  int32_t sum, picked;
  float halves;
  weights_main(&sum, &picked, &halves);
  printf("sum %d picked %d halves %g\n", sum, picked, halves);
  return 0;
}
