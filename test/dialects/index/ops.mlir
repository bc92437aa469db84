// The index ops' syntax, custom and generic: both tools print the same
// bytes, and what each prints reads back the same. Constants are named
// after their value (%idx42, %true).
// RUN: terrace-opt %s > %t.terrace
// RUN: %mlir-opt %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --mlir-print-op-generic %s | terrace-opt > %t.again
// RUN: terrace-opt %s | diff - %t.again
// RUN: terrace-opt %s | FileCheck %s
// CHECK: %idx42 = index.constant 42
// CHECK: %true = index.bool.constant true
// CHECK: index.cmp slt(%arg0, %arg1)
// CHECK: %37 = index.casts %arg0 {foo} : index to i8
// CHECK: %idx-9223372036854775808 = index.constant -9223372036854775808

func.func @all(%a: index, %b: index, %i: i32, %l: i64) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.casts %a : index to i32
  %21 = index.casts %l : i64 to index
  %22 = index.castu %a : index to i64
  %23 = index.castu %i : i32 to index
  %24 = index.cmp eq(%a, %b)
  %25 = index.cmp ne(%a, %b)
  %26 = index.cmp slt(%a, %b)
  %27 = index.cmp sle(%a, %b)
  %28 = index.cmp sgt(%a, %b)
  %29 = index.cmp sge(%a, %b)
  %30 = index.cmp ult(%a, %b)
  %31 = index.cmp ule(%a, %b)
  %32 = index.cmp ugt(%a, %b)
  %33 = index.cmp uge(%a, %b)
  %34 = index.sizeof
  %35 = index.constant 42
  %36 = index.constant -1
  %37 = index.bool.constant true
  %38 = index.bool.constant false
  %39 = index.add %a, %b {foo = 1 : i32}
  %40 = index.constant {foo} 7
  %41 = index.cmp slt(%a, %b) {foo}
  %42 = index.casts %a {foo} : index to i8
  %43 = index.sizeof {foo}
  %44 = index.constant 9223372036854775807
  %45 = index.constant -9223372036854775808
  %46 = index.constant 0
  return
}
