// func dialect custom forms: private/nested/public declarations, argument and result attributes, `attributes {}`, call, return, multiple blocks; round trips through both tools.
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// Round trips: generic -> custom, custom -> custom, and each tool reading the other's output.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | %mlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// Input names are dropped; the checks are mlir-opt's output.

func.func private @decl(i32, f32) -> i64
func.func private @decl_attrs(i32 {x.a = 1}, f32) -> (i64 {x.r}, i1)
func.func nested @nested_decl()
func.func public @pub() {
  return
}
func.func @no_results(%a: i32, %b: f32) {
  "foo.use"(%a, %b) : (i32, f32) -> ()
  return
}
func.func @one_result(%a: i32) -> i32 {
  return %a : i32
}
func.func @two_results(%a: i32, %b: i64) -> (i32, i64) {
  return %a, %b : i32, i64
}
func.func @fn_result() -> ((i32) -> i32) {
  %f = "foo.get"() : () -> ((i32) -> i32)
  return %f : (i32) -> i32
}
func.func @with_attrs(%arg0: i32 {x.name = "in", x.u}, %arg1: memref<4xf32> {x.m = [1, 2]}) -> (i32 {x.out = 3 : i8}) attributes {x.fn = "yes", x.map = affine_map<(d0) -> (d0 + 1)>} {
  return %arg0 : i32
}
func.func @empty_attrs() attributes {} {
  return
}
func.func @calls(%a: i32, %b: f32) -> i64 {
  call @decl(%a, %b) : (i32, f32) -> i64
  %r = func.call @decl(%a, %b) : (i32, f32) -> i64
  %p:2 = call @decl_attrs(%a, %b) : (i32, f32) -> (i64, i1)
  call @pub() : () -> ()
  %n = call @sym_top() {x.tag} : () -> i8
  return %r : i64
}
func.func @blocks(%c: i1, %x: i32) -> i32 {
  "foo.cond_br"(%c, %x)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  return %x : i32
^bb2:
  %y = "foo.neg"(%x) : (i32) -> i32
  return %y : i32
}
func.func @nested_regions(%a: index) {
  "foo.region"() ({
  ^bb0(%i: index):
    "foo.use"(%i, %a) : (index, index) -> ()
  }) : () -> ()
  return
}
func.func @generic_return() {
  "func.return"() : () -> ()
}
"func.func"() <{function_type = (i32) -> i32, sym_name = "generic_func", sym_visibility = "private", arg_attrs = [{x.k}], res_attrs = [{}]}> ({
}) : () -> ()
func.func @"quoted name"(%0: tensor<?xf32>) -> tensor<?xf32> {
  %1 = "func.call"(%0) <{callee = @"quoted name"}> : (tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
module @nested {
  func.func private @sym() -> i8
}
func.func private @sym_top() -> i8

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: module {
// CHECK-LABEL: func.func private @decl(i32, f32) -> i64
// CHECK-LABEL: func.func private @decl_attrs(i32 {x.a = 1 : i64}, f32) -> (i64 {x.r}, i1)
// CHECK-LABEL: func.func nested @nested_decl()
// CHECK-LABEL: func.func public @pub() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @no_results(%arg0: i32, %arg1: f32) {
// CHECK-NEXT:     "foo.use"(%arg0, %arg1) : (i32, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @one_result(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @two_results(%arg0: i32, %arg1: i64) -> (i32, i64) {
// CHECK-NEXT:     return %arg0, %arg1 : i32, i64
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @fn_result() -> ((i32) -> i32) {
// CHECK-NEXT:     %0 = "foo.get"() : () -> ((i32) -> i32)
// CHECK-NEXT:     return %0 : (i32) -> i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @with_attrs(%arg0: i32 {x.name = "in", x.u}, %arg1: memref<4xf32> {x.m = [1, 2]}) -> (i32 {x.out = 3 : i8}) attributes {x.fn = "yes", x.map = #map} {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @empty_attrs() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT:     %0 = call @decl(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:     %1 = call @decl(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:     %2:2 = call @decl_attrs(%arg0, %arg1) : (i32, f32) -> (i64, i1)
// CHECK-NEXT:     call @pub() : () -> ()
// CHECK-NEXT:     %3 = call @sym_top() {x.tag} : () -> i8
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     "foo.cond_br"(%arg0, %arg1)[^bb1, ^bb2] : (i1, i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.neg"(%arg1) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nested_regions(%arg0: index) {
// CHECK-NEXT:     "foo.region"() ({
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       "foo.use"(%arg1, %arg0) : (index, index) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @generic_return() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @generic_func(i32 {x.k}) -> i32
// CHECK-LABEL: func.func @"quoted name"(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = call @"quoted name"(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return %0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: module @nested {
// CHECK-NEXT:     func.func private @sym() -> i8
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @sym_top() -> i8
// CHECK-NEXT: }

// GENERIC:      #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{x.a = 1 : i64}, {}], function_type = (i32, f32) -> (i64, i1), res_attrs = [{x.r}, {}], sym_name = "decl_attrs", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "nested_decl", sym_visibility = "nested"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "pub", sym_visibility = "public"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, f32) -> (), sym_name = "no_results"}> ({
// GENERIC-NEXT:   ^bb0(%arg12: i32, %arg13: f32):
// GENERIC-NEXT:     "foo.use"(%arg12, %arg13) : (i32, f32) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "one_result"}> ({
// GENERIC-NEXT:   ^bb0(%arg11: i32):
// GENERIC-NEXT:     "func.return"(%arg11) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i64) -> (i32, i64), sym_name = "two_results"}> ({
// GENERIC-NEXT:   ^bb0(%arg9: i32, %arg10: i64):
// GENERIC-NEXT:     "func.return"(%arg9, %arg10) : (i32, i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "fn_result"}> ({
// GENERIC-NEXT:     %6 = "foo.get"() : () -> ((i32) -> i32)
// GENERIC-NEXT:     "func.return"(%6) : ((i32) -> i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{x.name = "in", x.u}, {x.m = [1, 2]}], function_type = (i32, memref<4xf32>) -> i32, res_attrs = [{x.out = 3 : i8}], sym_name = "with_attrs"}> ({
// GENERIC-NEXT:   ^bb0(%arg7: i32, %arg8: memref<4xf32>):
// GENERIC-NEXT:     "func.return"(%arg7) : (i32) -> ()
// GENERIC-NEXT:   }) {x.fn = "yes", x.map = #map} : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "empty_attrs"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "calls"}> ({
// GENERIC-NEXT:   ^bb0(%arg5: i32, %arg6: f32):
// GENERIC-NEXT:     %2 = "func.call"(%arg5, %arg6) <{callee = @decl}> : (i32, f32) -> i64
// GENERIC-NEXT:     %3 = "func.call"(%arg5, %arg6) <{callee = @decl}> : (i32, f32) -> i64
// GENERIC-NEXT:     %4:2 = "func.call"(%arg5, %arg6) <{callee = @decl_attrs}> : (i32, f32) -> (i64, i1)
// GENERIC-NEXT:     "func.call"() <{callee = @pub}> : () -> ()
// GENERIC-NEXT:     %5 = "func.call"() <{callee = @sym_top}> {x.tag} : () -> i8
// GENERIC-NEXT:     "func.return"(%3) : (i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "blocks"}> ({
// GENERIC-NEXT:   ^bb0(%arg3: i1, %arg4: i32):
// GENERIC-NEXT:     "foo.cond_br"(%arg3, %arg4)[^bb1, ^bb2] : (i1, i32) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "func.return"(%arg4) : (i32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     %1 = "foo.neg"(%arg4) : (i32) -> i32
// GENERIC-NEXT:     "func.return"(%1) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> (), sym_name = "nested_regions"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: index):
// GENERIC-NEXT:     "foo.region"() ({
// GENERIC-NEXT:     ^bb0(%arg2: index):
// GENERIC-NEXT:       "foo.use"(%arg2, %arg1) : (index, index) -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "generic_return"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{x.k}], function_type = (i32) -> i32, res_attrs = [{}], sym_name = "generic_func", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?xf32>) -> tensor<?xf32>, sym_name = "quoted name"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<?xf32>):
// GENERIC-NEXT:     %0 = "func.call"(%arg0) <{callee = @"quoted name"}> : (tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT:     "func.return"(%0) : (tensor<?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "nested"}> ({
// GENERIC-NEXT:     "func.func"() <{function_type = () -> i8, sym_name = "sym", sym_visibility = "private"}> ({
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> i8, sym_name = "sym_top", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
