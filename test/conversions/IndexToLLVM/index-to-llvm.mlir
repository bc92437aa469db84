// convert-index-to-llvm, as mlir-opt 22's, at the default index width (64)
// and at 32: one llvm op per arithmetic op, the rounding divisions
// expanded, compares as icmp, casts truncating, extending or vanishing,
// constants truncated to the width. Both tools print the same bytes.
// RUN: terrace-opt --convert-index-to-llvm %s > %t.terrace
// RUN: %mlir-opt --convert-index-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-index-to-llvm=index-bitwidth=32 %s > %t.terrace
// RUN: %mlir-opt --convert-index-to-llvm=index-bitwidth=32 %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-index-to-llvm=index-bitwidth=32 %s | FileCheck %s
// sizeof is the width; 3000000000 is truncated to it:
// CHECK: llvm.mlir.constant(32 : i32) : i32
// CHECK: llvm.mlir.constant(-1294967296 : i32) : i32

func.func @bin(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  %7 = index.maxs %a, %b
  %8 = index.maxu %a, %b
  %9 = index.mins %a, %b
  %10 = index.minu %a, %b
  %11 = index.shl %a, %b
  %12 = index.shrs %a, %b
  %13 = index.shru %a, %b
  %14 = index.and %a, %b
  %15 = index.or %a, %b
  %16 = index.xor %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}
func.func @ceildivs(%n: index, %m: index) -> index {
  %r = index.ceildivs %n, %m
  return %r : index
}
func.func @ceildivu(%n: index, %m: index) -> index {
  %r = index.ceildivu %n, %m
  return %r : index
}
func.func @floordivs(%n: index, %m: index) -> index {
  %r = index.floordivs %n, %m
  return %r : index
}
func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cast_from(%a: index) -> (i64, i32, i64, i32, i8, i1, i128) {
  %0 = index.casts %a : index to i64
  %1 = index.casts %a : index to i32
  %2 = index.castu %a : index to i64
  %3 = index.castu %a : index to i32
  %4 = index.casts %a : index to i8
  %5 = index.castu %a : index to i1
  %6 = index.casts %a : index to i128
  return %0, %1, %2, %3, %4, %5, %6 : i64, i32, i64, i32, i8, i1, i128
}
func.func @cast_to(%a: i32, %b: i64, %c: i8, %d: i128) -> (index, index, index, index, index, index) {
  %0 = index.casts %a : i32 to index
  %1 = index.casts %b : i64 to index
  %2 = index.castu %a : i32 to index
  %3 = index.castu %b : i64 to index
  %4 = index.castu %c : i8 to index
  %5 = index.casts %d : i128 to index
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
func.func @consts() -> (index, index, index, index, index, i1, i1) {
  %0 = index.sizeof
  %1 = index.constant -2100000000
  %2 = index.constant 3000000000
  %3 = index.constant -3000000000
  %4 = index.constant 42
  %5 = index.bool.constant true
  %6 = index.bool.constant false
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, i1, i1
}
