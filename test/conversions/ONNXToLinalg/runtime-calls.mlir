// convert-onnx-to-linalg{runtime-calls=true}: sequences, optionals and
// tensors of strings become pointers to the runtime's objects and each op
// on them a call (runtime/library/SequenceRuntime.h and StringRuntime.h);
// tensors cross as unranked memrefs: to_buffer in, an alloc the runtime
// fills and to_tensor out. Each runtime function is declared once.
// Without the option the ops stay (control-flow.mlir).
// RUN: terrace-opt --split-input-file --verify-diagnostics --convert-onnx-to-linalg="runtime-calls=true" %s | FileCheck %s
// RUN: terrace-opt --split-input-file --verify-diagnostics --convert-onnx-to-linalg="runtime-calls=true" %s --mlir-print-op-generic | %mlir-opt --split-input-file > /dev/null

// CHECK-DAG: func.func private @_terrace_seq_empty() -> !llvm.ptr
// CHECK-DAG: func.func private @_terrace_seq_insert_f32(!llvm.ptr, i64, i64, memref<*xf32>) -> !llvm.ptr
// CHECK-DAG: func.func private @_terrace_seq_dim(!llvm.ptr, i64, i64) -> i64
// CHECK-DAG: func.func private @_terrace_seq_read_f32(!llvm.ptr, i64, memref<*xf32>)
// CHECK-DAG: func.func private @_terrace_seq_length(!llvm.ptr) -> i64
// CHECK-LABEL: func.func @construct_at(
// CHECK-SAME: %[[X:.+]]: tensor<3xf32>, %[[Y:.+]]: tensor<2xf32>, %[[P:.+]]: tensor<i64>) -> (tensor<?xf32>, tensor<i64>)
// CHECK: %[[EMPTY:.+]] = call @_terrace_seq_empty()
// CHECK: %[[XB:.+]] = bufferization.to_buffer %[[X]] read_only : tensor<3xf32> to memref<3xf32>
// CHECK: %[[XU:.+]] = memref.cast %[[XB]] : memref<3xf32> to memref<*xf32>
// CHECK: %[[S1:.+]] = call @_terrace_seq_insert_f32(%[[EMPTY]], %{{.+}}, %{{.+}}, %[[XU]])
// CHECK: %[[S2:.+]] = call @_terrace_seq_insert_f32(%[[S1]],
// CHECK: %[[POS:.+]] = tensor.extract %[[P]][] : tensor<i64>
// CHECK: %[[D0:.+]] = call @_terrace_seq_dim(%[[S2]], %[[POS]], %{{.+}})
// CHECK: %[[N0:.+]] = arith.index_cast %[[D0]] : i64 to index
// CHECK: %[[BUF:.+]] = memref.alloc(%[[N0]]) : memref<?xf32>
// CHECK: %[[BU:.+]] = memref.cast %[[BUF]] : memref<?xf32> to memref<*xf32>
// CHECK: call @_terrace_seq_read_f32(%[[S2]], %[[POS]], %[[BU]])
// CHECK: %[[E:.+]] = bufferization.to_tensor %[[BUF]] restrict writable : memref<?xf32> to tensor<?xf32>
// CHECK: %[[LEN:.+]] = call @_terrace_seq_length(%[[S2]])
// CHECK: %[[N:.+]] = tensor.from_elements %[[LEN]] : tensor<i64>
// CHECK: return %[[E]], %[[N]]
func.func @construct_at(%x: tensor<3xf32>, %y: tensor<2xf32>, %p: tensor<i64>) -> (tensor<?xf32>, tensor<i64>) {
  %s = "onnx.SequenceConstruct"(%x, %y) : (tensor<3xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<?xf32>>
  %e = "onnx.SequenceAt"(%s, %p) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
  %n = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<?xf32>>) -> tensor<i64>
  return %e, %n : tensor<?xf32>, tensor<i64>
}

// -----

// A sequence argument and result are pointers; an insert at a position
// passes it as an i64 (i32 positions extended), an erase without one
// says so (0), and Identity is its operand.
// CHECK-LABEL: func.func @insert_erase(
// CHECK-SAME: %[[S:.+]]: !llvm.ptr, %[[T:.+]]: tensor<2x2xi64>, %[[P:.+]]: tensor<i32>) -> !llvm.ptr
// CHECK: %[[P32:.+]] = tensor.extract %[[P]][] : tensor<i32>
// CHECK: %[[P64:.+]] = arith.extsi %[[P32]] : i32 to i64
// CHECK: %[[HAS:.+]] = arith.constant 1 : i64
// CHECK: %[[I:.+]] = call @_terrace_seq_insert_i64(%[[S]], %[[HAS]], %[[P64]], %{{.+}}) : (!llvm.ptr, i64, i64, memref<*xi64>) -> !llvm.ptr
// CHECK: %[[NONE:.+]] = arith.constant 0 : i64
// CHECK: %[[E:.+]] = call @_terrace_seq_erase(%[[I]], %[[NONE]], %{{.+}})
// CHECK: return %[[E]] : !llvm.ptr
func.func @insert_erase(%s: !onnx.Seq<tensor<*xi64>>, %t: tensor<2x2xi64>, %p: tensor<i32>) -> !onnx.Seq<tensor<*xi64>> {
  %i = "onnx.SequenceInsert"(%s, %t, %p) : (!onnx.Seq<tensor<*xi64>>, tensor<2x2xi64>, tensor<i32>) -> !onnx.Seq<tensor<*xi64>>
  %e = "onnx.SequenceErase"(%i) : (!onnx.Seq<tensor<*xi64>>) -> !onnx.Seq<tensor<*xi64>>
  %r = "onnx.Identity"(%e) : (!onnx.Seq<tensor<*xi64>>) -> !onnx.Seq<tensor<*xi64>>
  return %r : !onnx.Seq<tensor<*xi64>>
}

// -----

// A tensor's optional is a sequence of one (or none); whether it holds one
// is its length > 0. A sequence's optional is the sequence or null.
// CHECK-LABEL: func.func @optionals(
// CHECK: %[[EMPTY:.+]] = call @_terrace_seq_empty()
// CHECK: %[[ONE:.+]] = call @_terrace_seq_insert_f32(%[[EMPTY]],
// CHECK: %[[LEN:.+]] = call @_terrace_seq_length(%[[ONE]])
// CHECK: %[[HAS:.+]] = arith.cmpi sgt, %[[LEN]], %{{.+}} : i64
// CHECK: tensor.from_elements %[[HAS]] : tensor<i1>
// CHECK: %[[NULL:.+]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[SOME:.+]] = call @_terrace_seq_is_some(%[[NULL]])
// CHECK: arith.cmpi sgt, %[[SOME]], %{{.+}} : i64
func.func @optionals(%x: tensor<2xf32>) -> (tensor<i1>, tensor<i1>) {
  %o = "onnx.Optional"(%x) : (tensor<2xf32>) -> !onnx.Opt<tensor<2xf32>>
  %h = "onnx.OptionalHasElement"(%o) : (!onnx.Opt<tensor<2xf32>>) -> tensor<i1>
  %n = "onnx.Optional"() <{type = !onnx.Seq<tensor<f32>>}> : () -> !onnx.Opt<!onnx.Seq<tensor<f32>>>
  %g = "onnx.OptionalHasElement"(%n) : (!onnx.Opt<!onnx.Seq<tensor<f32>>>) -> tensor<i1>
  return %h, %g : tensor<i1>, tensor<i1>
}

// -----

// SequenceMap: an scf.for over the first sequence's length carrying the
// new sequence; its body reads element i of each sequence input, takes a
// tensor input as it is, and the body's result is inserted.
// CHECK-LABEL: func.func @map(
// CHECK-SAME: %[[S:.+]]: !llvm.ptr, %[[T:.+]]: tensor<3xf32>) -> !llvm.ptr
// CHECK: %[[LEN:.+]] = call @_terrace_seq_length(%[[S]])
// CHECK: %[[OUT:.+]] = call @_terrace_seq_empty()
// CHECK: %[[N:.+]] = arith.index_cast %[[LEN]] : i64 to index
// CHECK: %[[R:.+]] = scf.for %[[IV:.+]] = %{{.+}} to %[[N]] step %{{.+}} iter_args(%[[ACC:.+]] = %[[OUT]]) -> (!llvm.ptr) {
// CHECK:   %[[I:.+]] = arith.index_cast %[[IV]] : index to i64
// CHECK:   call @_terrace_seq_read_f32(%[[S]], %[[I]],
// CHECK:   %[[E:.+]] = bufferization.to_tensor
// CHECK:   linalg.generic {{.+}} ins(%[[E]], %[[T]] : tensor<3xf32>, tensor<3xf32>)
// CHECK:   %[[NEXT:.+]] = func.call @_terrace_seq_insert_f32(%[[ACC]],
// CHECK:   scf.yield %[[NEXT]] : !llvm.ptr
// CHECK: return %[[R]] : !llvm.ptr
func.func @map(%s: !onnx.Seq<tensor<3xf32>>, %t: tensor<3xf32>) -> !onnx.Seq<tensor<3xf32>> {
  %m = "onnx.SequenceMap"(%s, %t) ({
  ^bb0(%e: tensor<3xf32>, %u: tensor<3xf32>):
    %a = "onnx.Add"(%e, %u) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "onnx.Yield"(%a) : (tensor<3xf32>) -> ()
  }) : (!onnx.Seq<tensor<3xf32>>, tensor<3xf32>) -> !onnx.Seq<tensor<3xf32>>
  return %m : !onnx.Seq<tensor<3xf32>>
}

// -----

// If carries the pointer through scf.if.
// CHECK-LABEL: func.func @if_sequence(
// CHECK: %[[R:.+]] = scf.if %{{.+}} -> (!llvm.ptr) {
// CHECK:   scf.yield %{{.+}} : !llvm.ptr
// CHECK: } else {
// CHECK:   call @_terrace_seq_empty()
// CHECK: return %[[R]] : !llvm.ptr
func.func @if_sequence(%c: tensor<i1>, %s: !onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>> {
  %r = "onnx.If"(%c) ({
    "onnx.Yield"(%s) : (!onnx.Seq<tensor<2xf32>>) -> ()
  }, {
    %e = "onnx.SequenceEmpty"() <{dtype = 1 : si64}> : () -> !onnx.Seq<tensor<2xf32>>
    "onnx.Yield"(%e) : (!onnx.Seq<tensor<2xf32>>) -> ()
  }) : (tensor<i1>) -> !onnx.Seq<tensor<2xf32>>
  return %r : !onnx.Seq<tensor<2xf32>>
}

// -----

// A sequence of strings has no native form: one error naming the op.
func.func @strings(%x: tensor<2x!onnx.String>) -> !onnx.Seq<tensor<2x!onnx.String>> {
  // expected-error@+1 {{cannot lower 'onnx.SequenceConstruct' to linalg: its tensors' elements have no native form}}
  %s = "onnx.SequenceConstruct"(%x) : (tensor<2x!onnx.String>) -> !onnx.Seq<tensor<2x!onnx.String>>
  return %s : !onnx.Seq<tensor<2x!onnx.String>>
}

// -----

// Strings: numbers written from their buffer; numbers read into a buffer
// of the result's shape; StringNormalizer's stopwords as a constant of
// bytes, each a u32 length then the word ("a", "bc"), its case change and
// sensitivity as numbers (UPPER: 2; insensitive: 0).
// CHECK-LABEL: func.func @strings(
// CHECK-SAME: %[[X:.+]]: tensor<2x3xf32>, %[[S:.+]]: !llvm.ptr) -> (!llvm.ptr, !llvm.ptr, tensor<4xi64>)
// CHECK: %[[XB:.+]] = bufferization.to_buffer %[[X]] read_only : tensor<2x3xf32> to memref<2x3xf32>
// CHECK: %[[XU:.+]] = memref.cast %[[XB]] : memref<2x3xf32> to memref<*xf32>
// CHECK: %[[T:.+]] = call @_terrace_str_from_f32(%[[XU]]) : (memref<*xf32>) -> !llvm.ptr
// CHECK: %[[WORDS:.+]] = arith.constant dense<[1, 0, 0, 0, 97, 2, 0, 0, 0, 98, 99]> : tensor<11xi8>
// CHECK: %[[INSENSITIVE:.+]] = arith.constant 0 : i64
// CHECK: %[[UPPER:.+]] = arith.constant 2 : i64
// CHECK: %[[WB:.+]] = bufferization.to_buffer %[[WORDS]] read_only
// CHECK: %[[WU:.+]] = memref.cast %[[WB]] : memref<11xi8> to memref<*xi8>
// CHECK: %[[N:.+]] = call @_terrace_str_normalize(%[[S]], %[[INSENSITIVE]], %[[UPPER]], %[[WU]])
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<4xi64>
// CHECK: %[[OU:.+]] = memref.cast %[[OUT]] : memref<4xi64> to memref<*xi64>
// CHECK: call @_terrace_str_to_i64(%[[S]], %[[OU]])
// CHECK: %[[I:.+]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: return %[[T]], %[[N]], %[[I]]
func.func @strings(%x: tensor<2x3xf32>, %s: tensor<4x!onnx.String>) -> (tensor<2x3x!onnx.String>, tensor<?x!onnx.String>, tensor<4xi64>) {
  %t = "onnx.Cast"(%x) <{to = 8 : si64}> : (tensor<2x3xf32>) -> tensor<2x3x!onnx.String>
  %n = "onnx.StringNormalizer"(%s) <{case_change_action = "UPPER", is_case_sensitive = 0 : si64, stopwords = ["a", "bc"]}> : (tensor<4x!onnx.String>) -> tensor<?x!onnx.String>
  %i = "onnx.Cast"(%s) <{to = 7 : si64}> : (tensor<4x!onnx.String>) -> tensor<4xi64>
  return %t, %n, %i : tensor<2x3x!onnx.String>, tensor<?x!onnx.String>, tensor<4xi64>
}

// -----

// Unsigned numbers are written as such (u8), dynamic sizes of numbers
// read come from the strings (_terrace_str_dim).
// CHECK-LABEL: func.func @unsigned_dynamic(
// CHECK: call @_terrace_str_from_u8(
// CHECK: %[[D:.+]] = call @_terrace_str_dim(%{{.+}}, %{{.+}}) : (!llvm.ptr, i64) -> i64
// CHECK: %[[N:.+]] = arith.index_cast %[[D]] : i64 to index
// CHECK: memref.alloc(%[[N]]) : memref<?xf64>
// CHECK: call @_terrace_str_to_f64(
func.func @unsigned_dynamic(%x: tensor<3xui8>, %s: tensor<?x!onnx.String>) -> (tensor<3x!onnx.String>, tensor<?xf64>) {
  %t = "onnx.Cast"(%x) <{to = 8 : si64}> : (tensor<3xui8>) -> tensor<3x!onnx.String>
  %d = "onnx.Cast"(%s) <{to = 11 : si64}> : (tensor<?x!onnx.String>) -> tensor<?xf64>
  return %t, %d : tensor<3x!onnx.String>, tensor<?xf64>
}

// -----

// An op on strings without a native lowering is one error naming it.
func.func @concat_strings(%a: tensor<1x!onnx.String>, %b: tensor<1x!onnx.String>) -> tensor<2x!onnx.String> {
  // expected-error@+1 {{cannot lower 'onnx.Concat' to linalg: it works on strings, and no native lowering exists for it yet}}
  %c = "onnx.Concat"(%a, %b) <{axis = 0 : si64}> : (tensor<1x!onnx.String>, tensor<1x!onnx.String>) -> tensor<2x!onnx.String>
  return %c : tensor<2x!onnx.String>
}
