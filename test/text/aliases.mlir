// Alias definitions (#map, #set, #distinct, !tuple): what gets one, numbering by (depth, kind, name, first visit), and their order at the top.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Nested regions are walked before the owner's attributes; types before
// attributes; input alias names are dropped and re-made.
// CHECK:      #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 6)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 11)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.outer"() ({
// CHECK-NEXT:     "foo.inner"() {m = #map} : () -> ()
// CHECK-NEXT:     "foo.inner2"() ({
// CHECK-NEXT:       "foo.deep"() {m = #map1} : () -> ()
// CHECK-NEXT:     }) {m = #map2} : () -> ()
// CHECK-NEXT:   }) {m = #map3} : () -> ()
// CHECK-NEXT:   "foo.last"() {m = #map4} : () -> ()
// CHECK-NEXT:   %{{.*}} = "foo.x"() {m = #map6} : () -> memref<4xf32, #map5>
// CHECK-NEXT:   "foo.reuse"() {a = #map, b = [#map3]} : () -> ()
// CHECK-NEXT: }) : () -> ()
#unused = affine_map<(d0) -> (d0 + 99)>
#m1 = affine_map<(d0) -> (d0 + 1)>
"foo.outer"() ({
  "foo.inner"() {m = affine_map<(d0) -> (d0 + 2)>} : () -> ()
  "foo.inner2"() ({
    "foo.deep"() {m = affine_map<(d0) -> (d0 + 3)>} : () -> ()
  }) {m = affine_map<(d0) -> (d0 + 4)>} : () -> ()
}) {m = #m1} : () -> ()
"foo.last"() {m = affine_map<(d0) -> (d0 + 6)>} : () -> ()
%2 = "foo.x"() {m = affine_map<(d0) -> (d0 + 10)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 11)>>
"foo.reuse"() {a = affine_map<(d0) -> (d0 + 2)>, b = [#m1]} : () -> ()

// -----

// Depth ordering: a 17-element tuple gets `!tuple` (16 do not); a tuple that
// holds an aliased memref has depth 3 and comes last; types before attributes
// at equal depth; `#distinct` < `#map` < `#set` by name.
// CHECK:      !tuple = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i18>
// CHECK-NEXT: !tuple1 = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i32>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 11)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 5)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 7)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: #distinct = distinct[0]<#map1>
// CHECK-NEXT: !tuple2 = tuple<memref<4xf32, #map>, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.c"() {b = !tuple, c = !tuple1, t = !tuple2} : () -> ()
// CHECK-NEXT:   "foo.d"() {l = [#distinct]} : () -> ()
// CHECK-NEXT:   "foo.e"() {s = #set, t16 = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>} : () -> ()
// CHECK-NEXT:   %{{.*}} = "foo.f"() : () -> !tuple
// CHECK-NEXT:   "foo.g"() {a = tensor<4xf32, #map2>, b = (memref<2xf32, #map3>) -> i32, c = dense<1> : tensor<2xi32, #map4>, d = {k = #set1}} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.c"() {t = tuple<memref<4xf32, affine_map<(d0) -> (d0 + 11)>>, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>, b = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i18>, c = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i32>} : () -> ()
"foo.d"() {l = [distinct[0]<affine_map<(d0) -> (d0)>>]} : () -> ()
"foo.e"() {s = affine_set<(d0) : (d0 >= 0)>, t16 = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>} : () -> ()
%0 = "foo.f"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i18>
"foo.g"() {a = tensor<4xf32, affine_map<(d0) -> (d0 * 3)>>, b = (memref<2xf32, affine_map<(d0) -> (d0 * 5)>>) -> i32, c = dense<1> : tensor<2xi32, affine_map<(d0) -> (d0 * 7)>>, d = {k = affine_set<(d0) : (d0 - 1 >= 0)>}} : () -> ()

// -----

// A registered op's properties and discardable attributes are merged and
// walked in name order (`a` < `arg_attrs` < `function_type` < `z`), after the body.
// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{x.m = #map3}], function_type = (memref<4xf32, #map>) -> (), sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%{{.*}}: memref<4xf32, #map>):
// CHECK-NEXT:     "foo.body"() {m = #map1} : () -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) {a = #map2, z = #map4} : () -> ()
// CHECK-NEXT: }) : () -> ()
"func.func"() <{function_type = (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> (), sym_name = "f", arg_attrs = [{x.m = affine_map<(d0) -> (d0 + 2)>}]}> ({
^bb0(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):
  "foo.body"() {m = affine_map<(d0) -> (d0 + 3)>} : () -> ()
  "func.return"() : () -> ()
}) {z = affine_map<(d0) -> (d0 + 4)>, a = affine_map<(d0) -> (d0 + 5)>} : () -> ()

// -----

// Locations used as attribute values get `#loc` aliases even without
// --mlir-print-debuginfo, children first (depth); `#distinct` < `#loc` < `#map`.
// CHECK:      #distinct = distinct[0]<1 : i32>
// CHECK-NEXT: #loc = loc("x.py":1:1)
// CHECK-NEXT: #loc1 = loc("y.py":2:2)
// CHECK-NEXT: #loc2 = loc(unknown)
// CHECK-NEXT: #map = affine_map<() -> (0)>
// CHECK-NEXT: #loc3 = loc(fused[#loc, #loc1])
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.locs"() {d = #distinct, f = #loc3, l = #loc, m = [#loc2], z = #map} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.locs"() {z = affine_map<() -> (0)>, l = loc("x.py":1:1), m = [loc(unknown)], d = distinct[7]<1 : i32>, f = loc(fused["x.py":1:1, "y.py":2:2])} : () -> ()

// -----

// Unregistered ops' properties are printed without aliases; opaque dialect
// attributes and types never get aliases.
// CHECK:      #map = affine_map<(d0) -> (d0 + 20)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 22)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.merge"() <{b = affine_map<(d0) -> (d0 + 21)>}> {a = #map, o = #foo.x<1>, t = !foo.y<2>, z = #map1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.merge"() <{b = affine_map<(d0) -> (d0 + 21)>}> {a = affine_map<(d0) -> (d0 + 20)>, z = affine_map<(d0) -> (d0 + 22)>, o = #foo.x<1>, t = !foo.y<2>} : () -> ()

// -----

// --mlir-print-local-scope is tested in affine.mlir; here: no aliases at all when nothing qualifies.
// CHECK-NOT: #
// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "foo.plain"() {a = [1, 2], s = "#map"} : () -> ()
"foo.plain"() {a = [1, 2], s = "#map"} : () -> ()
