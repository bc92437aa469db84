// terrace-run --compile keeps the object it compiled in the cache
// ($TERRACE_CACHE_DIR here), keyed by the program, the pipeline, the entry,
// the optimization level and the CPU: a second run loads it without
// lowering or compiling anything. A broken object is compiled again.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env TERRACE_CACHE_DIR=%t/cache terrace-run %s --compile --bench 1 --print --print-format compact > %t/first.out 2> %t/first.err
// RUN: FileCheck %s --input-file=%t/first.out
// RUN: not grep "came from the cache" %t/first.err
// RUN: ls %t/cache | FileCheck %s --check-prefix=FILES
// FILES: {{^[0-9a-f]{64}\.jit$}}
// RUN: env TERRACE_CACHE_DIR=%t/cache terrace-run %s --compile --bench 1 --print --print-format compact > %t/second.out 2> %t/second.err
// RUN: FileCheck %s --input-file=%t/second.out
// RUN: FileCheck %s --check-prefix=HIT --input-file=%t/second.err
// HIT: terrace-run: the compiled code came from the cache
//
// Another optimization level is another object.
// RUN: env TERRACE_CACHE_DIR=%t/cache terrace-run %s --compile -O1 --bench 1 2> %t/o1.err
// RUN: not grep "came from the cache" %t/o1.err
// RUN: ls %t/cache | wc -l | FileCheck %s --check-prefix=TWO
// TWO: 2
//
// --no-cache neither reads nor writes it.
// RUN: env TERRACE_CACHE_DIR=%t/none terrace-run %s --compile --no-cache --bench 1 2> %t/none.err
// RUN: not test -e %t/none
//
// A truncated entry is compiled again (and replaced).
// RUN: /usr/bin/python3 -c "import glob; [open(f, 'r+b').truncate(100) for f in glob.glob('%t/cache/*.jit')]"
// RUN: env TERRACE_CACHE_DIR=%t/cache terrace-run %s --compile --bench 1 --print --print-format compact > %t/third.out 2> %t/third.err
// RUN: FileCheck %s --input-file=%t/third.out
// RUN: not grep "came from the cache" %t/third.err
// RUN: env TERRACE_CACHE_DIR=%t/cache terrace-run %s --compile --bench 1 2>&1 | FileCheck %s --check-prefix=HIT
//
// CHECK: output_0: memref<3xi32> = [2, 4, 6]

memref.global "private" constant @values : memref<3xi32> = dense<[1, 2, 3]>

func.func @main() -> memref<3xi32> {
  %v = memref.get_global @values : memref<3xi32>
  %out = memref.alloc() : memref<3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %v[%i] : memref<3xi32>
    %y = arith.addi %x, %x : i32
    memref.store %y, %out[%i] : memref<3xi32>
  }
  return %out : memref<3xi32>
}
