// Folds and canonicalization of the index ops, as mlir-opt 22's: constant
// results only where a 32-bit and a 64-bit index agree (2^32 / 2 does not
// fold: it is 0 on 32 bits), identities with the constant on the right,
// chains of an associative op with constants merged, compares decided by
// what a min or max may be, compares of a difference with zero. Both tools
// print the same bytes.
// RUN: terrace-opt --split-input-file --canonicalize %s > %t.terrace
// RUN: %mlir-opt --split-input-file --canonicalize %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --canonicalize %s | FileCheck %s
// CHECK-LABEL: func.func @f() -> index {
// CHECK-NEXT: %idx7000002101 = index.constant 7000002101
// CHECK: %0 = index.divs %idx4294967296, %idx2
// CHECK: %1 = index.divs %idx2, %idx0

func.func @f() -> index {
  %0 = index.constant 3000000001
  %1 = index.constant 4000002100
  %2 = index.add %0, %1
  return %2 : index
}

// -----

func.func @f() -> index {
  %0 = index.constant 8000000002000000000
  %1 = index.constant 2
  %2 = index.mul %0, %1
  return %2 : index
}

// -----

func.func @f() -> index {
  %0 = index.constant 0x200000000
  %1 = index.constant -2
  %2 = index.divs %0, %1
  return %2 : index
}

// -----

func.func @f() -> (index, index) {
  %0 = index.constant 0x100000000
  %1 = index.constant 2
  %z = index.constant 0
  %2 = index.divs %0, %1
  %3 = index.divs %1, %z
  return %2, %3 : index, index
}

// -----

func.func @f() -> (index, index, index) {
  %a = index.constant -5
  %b = index.constant 2
  %min = index.constant -2147483648
  %m1 = index.constant -1
  %c7 = index.constant 7
  %cm2 = index.constant -2
  %0 = index.ceildivs %a, %b
  %1 = index.ceildivs %min, %m1
  %2 = index.ceildivs %c7, %cm2
  return %0, %1, %2 : index, index, index
}

// -----

func.func @f() -> (index, index, index) {
  %a = index.constant 0x200000001
  %b = index.constant 2
  %c = index.constant -5
  %h = index.constant 0x100000000
  %0 = index.ceildivu %a, %b
  %1 = index.floordivs %c, %b
  %2 = index.floordivs %h, %b
  return %0, %1, %2 : index, index, index
}

// -----

func.func @f() -> (index, index, index, index, index) {
  %c1 = index.constant 1
  %h = index.constant 0x100000000
  %h1 = index.constant 0x100000001
  %m5 = index.constant -5
  %c2 = index.constant 2
  %0 = index.rems %m5, %c2
  %1 = index.maxs %c1, %h
  %2 = index.maxs %c1, %h1
  %3 = index.minu %m5, %c2
  %4 = index.remu %c2, %h1
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

func.func @f() -> (index, index, index, index) {
  %c1 = index.constant 1
  %c31 = index.constant 31
  %c32 = index.constant 32
  %big = index.constant 4000000000
  %h = index.constant 0x100000000
  %m16 = index.constant -16
  %c2 = index.constant 2
  %0 = index.shl %big, %c31
  %1 = index.shl %c1, %c32
  %2 = index.shrs %m16, %c2
  %3 = index.shru %h, %c1
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @f(%x: index) -> (index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %c0, %x
  %1 = index.sub %x, %c0
  %2 = index.mul %x, %c1
  %3 = index.mul %x, %c0
  %4 = index.divs %x, %c1
  %5 = index.or %x, %c0
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

func.func @f(%x: index) -> (index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %a = index.add %x, %c1
  %0 = index.add %a, %c2
  %m = index.maxs %x, %c1
  %1 = index.maxs %m, %c2
  %s = index.sub %x, %c1
  %2 = index.sub %s, %c2
  %h = index.constant 0x100000000
  %n = index.mins %x, %c1
  %3 = index.mins %n, %h
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @f() -> (i1, i1, i1) {
  %c1 = index.constant 1
  %h = index.constant 0x100000000
  %h2 = index.constant 0x100000002
  %m1 = index.constant -1
  %0 = index.cmp slt(%c1, %h)
  %1 = index.cmp slt(%c1, %h2)
  %2 = index.cmp ugt(%m1, %c1)
  return %0, %1, %2 : i1, i1, i1
}

// -----

func.func @f(%x: index) -> (i1, i1, i1, i1) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c3 = index.constant 3
  %m = index.maxs %x, %c2
  %0 = index.cmp sgt(%m, %c1)
  %1 = index.cmp sgt(%m, %c2)
  %u = index.minu %x, %c2
  %2 = index.cmp ult(%u, %c3)
  %3 = index.cmp ule(%x, %x)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @f(%a: index, %b: index) -> (i1, i1) {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %c0)
  %1 = index.cmp ult(%c0, %s)
  return %0, %1 : i1, i1
}

// -----

func.func @f() -> (index, index, index, i32, i1) {
  %a = arith.constant -1 : i32
  %b = arith.constant -1 : i8
  %0 = index.casts %a : i32 to index
  %1 = index.castu %a : i32 to index
  %2 = index.castu %b : i8 to index
  %n = index.constant 5000000000
  %3 = index.casts %n : index to i32
  %c3 = index.constant 3
  %4 = index.castu %c3 : index to i1
  return %0, %1, %2, %3, %4 : index, index, index, i32, i1
}

// -----

func.func @f(%x: index) -> (index, index) {
  %c = index.constant 7
  %0 = index.and %c, %x
  %1 = index.sub %c, %x
  return %0, %1 : index, index
}
