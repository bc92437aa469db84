// shape-inference through sequences and optionals: a rule of an op
// holding tensors answers the shape they have, what several elements
// agree on. Shapes worked out by hand from ONNX's operator definitions.
// A sequence that a use outside the inferring ops needs as declared
// (func.return) keeps its type: no cast converts sequences.
// RUN: terrace-opt --split-input-file --shape-inference %s | FileCheck %s
// RUN: terrace-opt --split-input-file --shape-inference %s --mlir-print-op-generic | terrace-opt --split-input-file > /dev/null

// Elements 2x3 and 1x3 agree on [?, 3]; inserting 4x3 keeps it; the
// element taken out is ?x3, and the concatenation along 1 knows 3
// elements of 3 columns: 9.
// CHECK-LABEL: func.func @construct_insert_at(
// CHECK: "onnx.SequenceConstruct"({{.*}}) -> !onnx.Seq<tensor<?x3xf32>>
// CHECK: "onnx.SequenceInsert"({{.*}}) -> !onnx.Seq<tensor<?x3xf32>>
// CHECK: "onnx.SequenceAt"({{.*}}) -> tensor<?x3xf32>
// CHECK: "onnx.SequenceLength"({{.*}}) -> tensor<i64>
// CHECK: "onnx.ConcatFromSequence"({{.*}}) <{axis = 1 : si64}> : (!onnx.Seq<tensor<?x3xf32>>) -> tensor<?x9xf32>
func.func @construct_insert_at(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %c: tensor<4x3xf32>, %i: tensor<i64>)
    -> (tensor<*xf32>, tensor<*xi64>, tensor<*xf32>) {
  %s = "onnx.SequenceConstruct"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> !onnx.Seq<tensor<*xf32>>
  %t = "onnx.SequenceInsert"(%s, %c) : (!onnx.Seq<tensor<*xf32>>, tensor<4x3xf32>) -> !onnx.Seq<tensor<*xf32>>
  %e = "onnx.SequenceAt"(%t, %i) : (!onnx.Seq<tensor<*xf32>>, tensor<i64>) -> tensor<*xf32>
  %n = "onnx.SequenceLength"(%t) : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xi64>
  %cat = "onnx.ConcatFromSequence"(%t) <{axis = 1 : si64}> : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xf32>
  return %e, %n, %cat : tensor<*xf32>, tensor<*xi64>, tensor<*xf32>
}

// -----

// Into an empty sequence, the inserted tensor is the only element: its
// shape is exact. Erasing from two elements leaves one; stacking that one
// along a new first axis gives 1x2x5.
// CHECK-LABEL: func.func @empty_insert_erase(
// CHECK: "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<*xf32>>
// CHECK: "onnx.SequenceInsert"({{.*}}) -> !onnx.Seq<tensor<2x5xf32>>
// CHECK: "onnx.SequenceInsert"({{.*}}) -> !onnx.Seq<tensor<2x5xf32>>
// CHECK: "onnx.SequenceErase"({{.*}}) -> !onnx.Seq<tensor<2x5xf32>>
// CHECK: "onnx.ConcatFromSequence"({{.*}}) <{axis = 0 : si64, new_axis = 1 : si64}> : (!onnx.Seq<tensor<2x5xf32>>) -> tensor<1x2x5xf32>
func.func @empty_insert_erase(%a: tensor<2x5xf32>) -> tensor<*xf32> {
  %e = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<*xf32>>
  %s = "onnx.SequenceInsert"(%e, %a) : (!onnx.Seq<tensor<*xf32>>, tensor<2x5xf32>) -> !onnx.Seq<tensor<*xf32>>
  %t = "onnx.SequenceInsert"(%s, %a) : (!onnx.Seq<tensor<*xf32>>, tensor<2x5xf32>) -> !onnx.Seq<tensor<*xf32>>
  %u = "onnx.SequenceErase"(%t) : (!onnx.Seq<tensor<*xf32>>) -> !onnx.Seq<tensor<*xf32>>
  %cat = "onnx.ConcatFromSequence"(%u) <{axis = 0 : si64, new_axis = 1 : si64}> : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xf32>
  return %cat : tensor<*xf32>
}

// -----

// SplitToSequence of 6x4 along 0: without split, six 1x4 pieces (or six
// of 4 with keepdims = 0); in pieces of 2, three 2x4; in pieces of 4, a
// 4x4 and a 2x4 (?x4); by sizes [3, 3], two 3x4; by sizes [1, 5], ?x4.
// Concatenating the pieces of 2 again gives 6x4.
// CHECK-LABEL: func.func @split(
// CHECK: "onnx.SplitToSequence"(%{{.*}}) : (tensor<6x4xf32>) -> !onnx.Seq<tensor<1x4xf32>>
// CHECK: "onnx.SplitToSequence"(%{{.*}}) <{keepdims = 0 : si64}> : (tensor<6x4xf32>) -> !onnx.Seq<tensor<4xf32>>
// CHECK: "onnx.SplitToSequence"({{.*}}) : (tensor<6x4xf32>, tensor<i64>) -> !onnx.Seq<tensor<2x4xf32>>
// CHECK: "onnx.SplitToSequence"({{.*}}) : (tensor<6x4xf32>, tensor<i64>) -> !onnx.Seq<tensor<?x4xf32>>
// CHECK: "onnx.SplitToSequence"({{.*}}) : (tensor<6x4xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<3x4xf32>>
// CHECK: "onnx.SplitToSequence"({{.*}}) : (tensor<6x4xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<?x4xf32>>
// CHECK-COUNT-5: "onnx.SequenceLength"({{.*}}) -> tensor<i64>
// CHECK: "onnx.ConcatFromSequence"({{.*}}) <{axis = 0 : si64}> : (!onnx.Seq<tensor<2x4xf32>>) -> tensor<6x4xf32>
func.func @split(%x: tensor<6x4xf32>) -> tensor<*xf32> {
  %two = "onnx.Constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
  %four = "onnx.Constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
  %even = "onnx.Constant"() <{value = dense<[3, 3]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %uneven = "onnx.Constant"() <{value = dense<[1, 5]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %ones = "onnx.SplitToSequence"(%x) : (tensor<6x4xf32>) -> !onnx.Seq<tensor<*xf32>>
  %rows = "onnx.SplitToSequence"(%x) <{keepdims = 0 : si64}> : (tensor<6x4xf32>) -> !onnx.Seq<tensor<*xf32>>
  %pairs = "onnx.SplitToSequence"(%x, %two) : (tensor<6x4xf32>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  %fours = "onnx.SplitToSequence"(%x, %four) : (tensor<6x4xf32>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  %halves = "onnx.SplitToSequence"(%x, %even) : (tensor<6x4xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<*xf32>>
  %parts = "onnx.SplitToSequence"(%x, %uneven) : (tensor<6x4xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<*xf32>>
  // Used by ops that infer, so that the sequences may be refined.
  %n0 = "onnx.SequenceLength"(%ones) : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xi64>
  %n1 = "onnx.SequenceLength"(%rows) : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xi64>
  %n2 = "onnx.SequenceLength"(%fours) : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xi64>
  %n3 = "onnx.SequenceLength"(%halves) : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xi64>
  %n4 = "onnx.SequenceLength"(%parts) : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xi64>
  %again = "onnx.ConcatFromSequence"(%pairs) <{axis = 0 : si64}> : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xf32>
  return %again : tensor<*xf32>
}

// -----

// Optionals hold what they are made of; an empty one what its type
// names. Identity and If pass sequences and optionals through.
// CHECK-LABEL: func.func @optionals(
// CHECK: "onnx.Optional"(%{{.*}}) : (tensor<3xf32>) -> !onnx.Opt<tensor<3xf32>>
// CHECK: "onnx.OptionalGetElement"({{.*}}) -> tensor<3xf32>
// CHECK: "onnx.OptionalHasElement"({{.*}}) -> tensor<i1>
// CHECK: "onnx.Identity"({{.*}}) -> !onnx.Opt<tensor<3xf32>>
// CHECK: "onnx.If"
// CHECK: }) : (tensor<i1>) -> !onnx.Opt<tensor<3xf32>>
func.func @optionals(%x: tensor<3xf32>, %c: tensor<i1>) -> (tensor<*xf32>, tensor<*xi1>, tensor<*xf32>) {
  %o = "onnx.Optional"(%x) : (tensor<3xf32>) -> !onnx.Opt<tensor<*xf32>>
  %v = "onnx.OptionalGetElement"(%o) : (!onnx.Opt<tensor<*xf32>>) -> tensor<*xf32>
  %h = "onnx.OptionalHasElement"(%o) : (!onnx.Opt<tensor<*xf32>>) -> tensor<*xi1>
  %i = "onnx.Identity"(%o) : (!onnx.Opt<tensor<*xf32>>) -> !onnx.Opt<tensor<*xf32>>
  %r = "onnx.If"(%c) ({
    "onnx.Yield"(%i) : (!onnx.Opt<tensor<*xf32>>) -> ()
  }, {
    %none = "onnx.Optional"() <{type = tensor<3xf32>}> : () -> !onnx.Opt<tensor<*xf32>>
    "onnx.Yield"(%none) : (!onnx.Opt<tensor<*xf32>>) -> ()
  }) : (tensor<i1>) -> !onnx.Opt<tensor<*xf32>>
  %w = "onnx.OptionalGetElement"(%r) : (!onnx.Opt<tensor<*xf32>>) -> tensor<*xf32>
  return %v, %h, %w : tensor<*xf32>, tensor<*xi1>, tensor<*xf32>
}

// -----

// A sequence func.return needs as declared keeps its type, and what
// reads it sees that type.
// CHECK-LABEL: func.func @returned(
// CHECK: %[[S:.+]] = "onnx.SequenceConstruct"({{.*}}) : (tensor<2xf32>) -> !onnx.Seq<tensor<*xf32>>
// CHECK: "onnx.SequenceAt"(%[[S]], {{.*}}) -> tensor<*xf32>
// CHECK: return %[[S]]
func.func @returned(%a: tensor<2xf32>, %i: tensor<i64>) -> (!onnx.Seq<tensor<*xf32>>, tensor<*xf32>) {
  %s = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.Seq<tensor<*xf32>>
  %e = "onnx.SequenceAt"(%s, %i) : (!onnx.Seq<tensor<*xf32>>, tensor<i64>) -> tensor<*xf32>
  return %s, %e : !onnx.Seq<tensor<*xf32>>, tensor<*xf32>
}
