// func custom form with --mlir-print-debuginfo: entry-block argument locations are printed inline in the signature, op locations as #loc aliases.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-debuginfo < %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo < %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic < %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic < %s | FileCheck %s --check-prefix=GENERIC
// The whole output is checked; CHECK lines follow the input so that line numbers stay put.
func.func private @decl(i32) -> i32 loc("decl.py":1:1)
func.func @f(%a: i32 loc("a.py":2:2), %b: i64 {x.k}) -> i32 {
  %r = call @decl(%a) : (i32) -> i32 loc(fused["c.py":3:3, "d.py":4:4])
  "foo.br"(%b)[^bb1] : (i64) -> ()
^bb1(%c: i64 loc("a.py":2:2)):
  return %r : i32 loc(unknown)
} loc(callsite("f" at "main.py":9:9))

// CHECK:      #loc4 = loc("a.py":2:2)
// CHECK-NEXT: #loc5 = loc("<stdin>":8:39)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @decl(i32) -> i32 loc(#loc1)
// CHECK-NEXT:   func.func @f(%arg0: i32 loc("a.py":2:2), %arg1: i64 {x.k} loc("<stdin>":8:39)) -> i32 {
// CHECK-NEXT:     %0 = call @decl(%arg0) : (i32) -> i32 loc(#loc11)
// CHECK-NEXT:     "foo.br"(%arg1)[^bb1] : (i64) -> () loc(#loc8)
// CHECK-NEXT:   ^bb1(%1: i64 loc("a.py":2:2)):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32 loc(#loc9)
// CHECK-NEXT:   } loc(#loc10)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("<stdin>":0:0)
// CHECK-NEXT: #loc1 = loc("decl.py":1:1)
// CHECK-NEXT: #loc2 = loc("f")
// CHECK-NEXT: #loc3 = loc("main.py":9:9)
// CHECK-NEXT: #loc6 = loc("c.py":3:3)
// CHECK-NEXT: #loc7 = loc("d.py":4:4)
// CHECK-NEXT: #loc8 = loc("<stdin>":10:3)
// CHECK-NEXT: #loc9 = loc(unknown)
// CHECK-NEXT: #loc10 = loc(callsite(#loc2 at #loc3))
// CHECK-NEXT: #loc11 = loc(fused[#loc6, #loc7])

// GENERIC:      #loc4 = loc("a.py":2:2)
// GENERIC-NEXT: #loc5 = loc("<stdin>":8:39)
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> () loc(#loc1)
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{}, {x.k}], function_type = (i32, i64) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc("a.py":2:2), %arg1: i64 loc("<stdin>":8:39)):
// GENERIC-NEXT:     %0 = "func.call"(%arg0) <{callee = @decl}> : (i32) -> i32 loc(#loc11)
// GENERIC-NEXT:     "foo.br"(%arg1)[^bb1] : (i64) -> () loc(#loc8)
// GENERIC-NEXT:   ^bb1(%1: i64 loc("a.py":2:2)):  // pred: ^bb0
// GENERIC-NEXT:     "func.return"(%0) : (i32) -> () loc(#loc9)
// GENERIC-NEXT:   }) : () -> () loc(#loc10)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// GENERIC-NEXT: #loc = loc("<stdin>":0:0)
// GENERIC-NEXT: #loc1 = loc("decl.py":1:1)
// GENERIC-NEXT: #loc2 = loc("f")
// GENERIC-NEXT: #loc3 = loc("main.py":9:9)
// GENERIC-NEXT: #loc6 = loc("c.py":3:3)
// GENERIC-NEXT: #loc7 = loc("d.py":4:4)
// GENERIC-NEXT: #loc8 = loc("<stdin>":10:3)
// GENERIC-NEXT: #loc9 = loc(unknown)
// GENERIC-NEXT: #loc10 = loc(callsite(#loc2 at #loc3))
// GENERIC-NEXT: #loc11 = loc(fused[#loc6, #loc7])
