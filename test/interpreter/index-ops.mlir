// The index dialect interpreted and compiled (convert-index-to-llvm in
// linalg-to-llvm), on a 64-bit index. Values worked out by hand from
// a = -7, b = 2: unsigned, a is 2^64 - 7 = 18446744073709551609, so
// a divu 2 = 9223372036854775804, ceildivu one more, remu 1, a shru 2 =
// 4611686018427387902; signed, -7/2 = -3.5: divs -3, ceildivs -3,
// floordivs -4, rems -1; -7 << 2 = -28, -7 >> 2 = -2 (floor);
// -7 = ...11111001, so and 2 = 0, or 2 = xor 2 = ...11111011 = -5.
// casts of i32 -1 is -1, castu 4294967295; a to i16 keeps -7's low bits.
// RUN: terrace-run --interpret %s --print --print-format=compact | FileCheck %s
// RUN: terrace-run %s --print --print-format=compact | FileCheck %s
// RUN: terrace-run --interpret --entry=structured %s --print --print-format=compact | FileCheck %s --check-prefix=BODY
// RUN: terrace-run --entry=structured %s --print --print-format=compact | FileCheck %s --check-prefix=BODY
// RUN: not terrace-run --interpret --entry=divide_by_zero %s 2>&1 | FileCheck %s --check-prefix=ZERO
// CHECK: output_0: index = -5
// CHECK-NEXT: output_1: index = -9
// CHECK-NEXT: output_2: index = -14
// CHECK-NEXT: output_3: index = -3
// CHECK-NEXT: output_4: index = 9223372036854775804
// CHECK-NEXT: output_5: index = -3
// CHECK-NEXT: output_6: index = 9223372036854775805
// CHECK-NEXT: output_7: index = -4
// CHECK-NEXT: output_8: index = -1
// CHECK-NEXT: output_9: index = 1
// CHECK-NEXT: output_10: index = 2
// CHECK-NEXT: output_11: index = -7
// CHECK-NEXT: output_12: index = -7
// CHECK-NEXT: output_13: index = 2
// CHECK-NEXT: output_14: index = -28
// CHECK-NEXT: output_15: index = -2
// CHECK-NEXT: output_16: index = 4611686018427387902
// CHECK-NEXT: output_17: index = 0
// CHECK-NEXT: output_18: index = -5
// CHECK-NEXT: output_19: index = -5
// CHECK-NEXT: output_20: i1 = true
// CHECK-NEXT: output_21: i1 = false
// CHECK-NEXT: output_22: i1 = true
// CHECK-NEXT: output_23: index = -1
// CHECK-NEXT: output_24: index = 4294967295
// CHECK-NEXT: output_25: i16 = -7
// CHECK-NEXT: output_26: index = 64
// CHECK-NEXT: output_27: i1 = true

// BODY: output_0: tensor<4xi64> = [0, 3, 6, 9]

// ZERO: error: 'index.divs' op divides by zero

func.func @main() -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, i1, index, index, i16, index, i1) {
  %a = index.constant -7
  %b = index.constant 2
  %add = index.add %a, %b
  %sub = index.sub %a, %b
  %mul = index.mul %a, %b
  %divs = index.divs %a, %b
  %divu = index.divu %a, %b
  %ceildivs = index.ceildivs %a, %b
  %ceildivu = index.ceildivu %a, %b
  %floordivs = index.floordivs %a, %b
  %rems = index.rems %a, %b
  %remu = index.remu %a, %b
  %maxs = index.maxs %a, %b
  %maxu = index.maxu %a, %b
  %mins = index.mins %a, %b
  %minu = index.minu %a, %b
  %shl = index.shl %a, %b
  %shrs = index.shrs %a, %b
  %shru = index.shru %a, %b
  %and = index.and %a, %b
  %or = index.or %a, %b
  %xor = index.xor %a, %b
  %slt = index.cmp slt(%a, %b)
  %ult = index.cmp ult(%a, %b)
  %ne = index.cmp ne(%a, %b)
  %m1 = arith.constant -1 : i32
  %casts = index.casts %m1 : i32 to index
  %castu = index.castu %m1 : i32 to index
  %trunc = index.casts %a : index to i16
  %size = index.sizeof
  %true = index.bool.constant true
  return %add, %sub, %mul, %divs, %divu, %ceildivs, %ceildivu, %floordivs, %rems, %remu, %maxs, %maxu, %mins, %minu, %shl, %shrs, %shru, %and, %or, %xor, %slt, %ult, %ne, %casts, %castu, %trunc, %size, %true : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, i1, index, index, i16, index, i1
}

// Index ops as scalar steps in a structured op's body.
func.func @structured() -> tensor<4xi64> {
  %three = index.constant 3
  %init = tensor.empty() : tensor<4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} outs(%init : tensor<4xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %p = index.mul %i, %three
    %v = index.castu %p : index to i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @divide_by_zero(%x: index) -> index {
  %zero = index.constant 0
  %q = index.divs %x, %zero
  return %q : index
}
