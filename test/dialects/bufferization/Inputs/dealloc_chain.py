"""Prints a function whose N blocks pass one buffer along a chain of
cf.br (ownership-based-buffer-deallocation-cf.mlir)."""
import sys

n = int(sys.argv[1])
print("func.func @chain() {")
print("  %a = memref.alloc() : memref<2xf32>")
print("  cf.br ^bb1(%a : memref<2xf32>)")
for i in range(1, n):
    print("^bb{}(%m{}: memref<2xf32>):".format(i, i))
    print("  cf.br ^bb{}(%m{} : memref<2xf32>)".format(i + 1, i))
print("^bb{}(%last: memref<2xf32>):".format(n))
print("  return")
print("}")
