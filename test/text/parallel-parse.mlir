// Function bodies at the top of a file are set aside and parsed once the
// rest of the file is read (in parallel when the file is large): the result
// must be what one front-to-back pass gives. Bodies with braces in strings
// and comments, entry arguments from a signature or a block label, location
// aliases defined after the module, and distinct ids shared across bodies.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-disable-threading %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s

#map = affine_map<(d0) -> (d0 + 1)>

module {
  func.func @custom(%a: i32 loc(#arg_loc), %b: f32) -> i32 {
    // Braces in strings and comments do not end the body: { } }
    %0 = "foo.op"() {s = "}{ \" }", m = #map, d = distinct[0]<42 : i32>} : () -> i32 loc(#op_loc)
    return %a : i32
  }
  "func.func"() <{function_type = (i32) -> (), sym_name = "generic"}> ({
  ^bb0(%x: i32):
    "foo.use"(%x) {d = distinct[0]<42 : i32>} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  func.func @nested_regions() {
    "foo.region"() ({
      "foo.inner"() {s = "{"} : () -> ()
    }) : () -> ()
    return
  }
  func.func private @declaration(i32)
}
#arg_loc = loc("args.mlir":1:2)
#op_loc = loc("ops.mlir":3:4)

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #loc2 = loc("args.mlir":1:2)
// CHECK-NEXT: #loc3 = loc("{{.*}}parallel-parse.mlir":13:44)
// CHECK-NEXT: #loc7 = loc("{{.*}}parallel-parse.mlir":19:8)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @custom(%arg0: i32 loc("args.mlir":1:2), %arg1: f32 loc("{{.*}}parallel-parse.mlir":13:44)) -> i32 {
// CHECK-NEXT:     %0 = "foo.op"() {d = #distinct, m = #map, s = "}{ \22 }"} : () -> i32 loc(#loc4)
// CHECK-NEXT:     return %arg0 : i32 loc(#loc5)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func @generic(%arg0: i32 loc("{{.*}}parallel-parse.mlir":19:8)) {
// CHECK-NEXT:     "foo.use"(%arg0) {d = #distinct} : (i32) -> () loc(#loc8)
// CHECK-NEXT:     return loc(#loc9)
// CHECK-NEXT:   } loc(#loc6)
// CHECK-NEXT:   func.func @nested_regions() {
// CHECK-NEXT:     "foo.region"() ({
// CHECK-NEXT:       "foo.inner"() {s = "{"} : () -> () loc(#loc12)
// CHECK-NEXT:     }) : () -> () loc(#loc11)
// CHECK-NEXT:     return loc(#loc13)
// CHECK-NEXT:   } loc(#loc10)
// CHECK-NEXT:   func.func private @declaration(i32) loc(#loc14)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}parallel-parse.mlir":12:1)
// CHECK-NEXT: #loc1 = loc("{{.*}}parallel-parse.mlir":13:3)
// CHECK-NEXT: #loc4 = loc("ops.mlir":3:4)
// CHECK-NEXT: #loc5 = loc("{{.*}}parallel-parse.mlir":16:5)
// CHECK-NEXT: #loc6 = loc("{{.*}}parallel-parse.mlir":18:3)
// CHECK-NEXT: #loc8 = loc("{{.*}}parallel-parse.mlir":20:5)
// CHECK-NEXT: #loc9 = loc("{{.*}}parallel-parse.mlir":21:5)
// CHECK-NEXT: #loc10 = loc("{{.*}}parallel-parse.mlir":23:3)
// CHECK-NEXT: #loc11 = loc("{{.*}}parallel-parse.mlir":24:5)
// CHECK-NEXT: #loc12 = loc("{{.*}}parallel-parse.mlir":25:7)
// CHECK-NEXT: #loc13 = loc("{{.*}}parallel-parse.mlir":27:5)
// CHECK-NEXT: #loc14 = loc("{{.*}}parallel-parse.mlir":29:3)
