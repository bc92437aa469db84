// Builtin attributes in generic form: integers, strings, arrays, dictionaries, symbol refs, types, unit, distinct, opaque.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// Print-reparse stability, and each tool reading the other's output:
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Distinct attributes with a non-unit body get aliases, renumbered from 0 in
// printing order; they come first because `#distinct` sorts before `#loc`.
// CHECK:      #distinct = distinct[0]<[1, 2]>
// CHECK-NEXT: #distinct1 = distinct[1]<42 : i32>
// CHECK-NEXT: #distinct2 = distinct[2]<#distinct1>
// CHECK-NEXT: "builtin.module"() ({

// Signless integers print signed, `ui` unsigned; a bare integer is i64.
// CHECK-LABEL: "foo.signless"()
// CHECK-SAME: {a = -1 : i8, b = -1 : i8, c = -1 : i2, d = 42 : i64, e = 7 : index, f = 9223372036854775807 : i64, g = -9223372036854775808 : i64, h = -170141183460469231731687303715884105728 : i128, i = 0 : i0}
"foo.signless"() {a = 255 : i8, b = 0xFF : i8, c = 3 : i2, d = 42, e = 7 : index, f = 0x7fffffffffffffff : i64, g = -9223372036854775808, h = -170141183460469231731687303715884105728 : i128, i = 0 : i0} : () -> ()

// CHECK-LABEL: "foo.signed"()
// CHECK-SAME: {a = -1 : si1, b = 0 : si1, c = -128 : si8, d = 127 : si8, e = -5 : si32}
"foo.signed"() {a = -1 : si1, b = 0 : si1, c = -128 : si8, d = 127 : si8, e = -5 : si32} : () -> ()

// CHECK-LABEL: "foo.unsigned"()
// CHECK-SAME: {a = 18446744073709551615 : ui64, b = 1 : ui1, c = 0 : ui0, d = 200 : ui8, e = 340282366920938463463374607431768211455 : ui128, f = 255 : ui8}
"foo.unsigned"() {a = 18446744073709551615 : ui64, b = 1 : ui1, c = 0 : ui0, d = 200 : ui8, e = 340282366920938463463374607431768211455 : ui128, f = 0xff : ui8} : () -> ()

// Signless i1 prints as true/false with no type, however it was written.
// CHECK-LABEL: "foo.i1"()
// CHECK-SAME: {a = true, b = true, c = false, d = true, e = false, f = [true, false]}
"foo.i1"() {a = 1 : i1, b = -1 : i1, c = 0 : i1, d = true, e = false, f = [1 : i1, false]} : () -> ()

// Strings: `"` -> \22, `\` -> \\, non-printable and non-ASCII bytes as uppercase \XX.
// CHECK-LABEL: "foo.strings"()
// CHECK-SAME: {a = "", b = "a\22b\0A\09c\01\FF", c = "\09\0A\22\\\7F\80", d = "\C3\A9", e = "~ sp", f = "\00", g = "it's"}
"foo.strings"() {a = "", b = "a\"b\n\tc\01\ff", c = "\t\n\"\\\7f\80", d = "é", e = "~ sp", f = "\00", g = "it's"} : () -> ()

// Arrays elide `: i64` and `: f64` on their elements, and only there.
// CHECK-LABEL: "foo.arrays"()
// CHECK-SAME: {e = [], f = {{\[\[}}1, 2], {k = 3 : i64}], g = [unit], h = {{\[\[}}]], i = ["s", @sym], t = [1, 2 : i32, true, 1.000000e+00, 2.000000e+00 : f32, 3 : index, -5]}
"foo.arrays"() {t = [1, 2 : i32, true, 1.0, 2.0 : f32, 3 : index, -5], f = [[1, 2], {k = 3 : i64}], e = [], g = [unit], h = [[]], i = ["s", @sym]} : () -> ()

// Dictionary keys sort by bytes; non-identifier keys are quoted; unit values print the key alone.
// CHECK-LABEL: "foo.dicts"()
// CHECK-SAME: {"1x" = 2 : i64, Z = 1 : i64, _ok$.x = 3 : i64, a = 1 : i64, "a-b" = 1 : i64, "e\0A" = 1 : i64, "e f" = 1 : i64, u, v, w = {}, x = {a = {c = [1], d}, b = 1 : i64}, "\C3\BC" = 1 : i64}
"foo.dicts"() {"1x" = 2, _ok$.x = 3, a = 1, "\C3\BC" = 1, "e f" = 1, "a-b" = 1, "e\0A" = 1, Z = 1, u, v = unit, w = {}, x = {b = 1, a = {d, c = [1]}}} : () -> ()

// A quoted key that is a valid identifier prints bare.
// CHECK-LABEL: "foo.quoted_keys"()
// CHECK-SAME: {abc = 1 : i64, "x y" = 2 : i64}
"foo.quoted_keys"() {"abc" = 1, "x y" = 2} : () -> ()

// Symbol references: bare when an identifier, otherwise quoted; nested with `::`.
// CHECK-LABEL: "foo.symbols"()
// CHECK-SAME: {a = @foo, b = @foo::@bar, c = @x::@y.z, d = @a::@"b c"::@d, e = @"1abc", f = @"$a", g = @"a-b", h = @"a::b", i = @_x$.y, j = @"\00x"}
"foo.symbols"() {a = @foo, b = @foo::@bar, c = @"x"::@"y.z", d = @a::@"b c"::@d, e = @"1abc", f = @"$a", g = @"a-b", h = @"a::b", i = @_x$.y, j = @"\00x"} : () -> ()

// Types as attributes; a single non-function result loses its parentheses.
// CHECK-LABEL: "foo.types"()
// CHECK-SAME: {a = i64, b = none, c = index, fn = (i32) -> f32, g = (i32) -> i32, h = !foo.bar, l = [i64, none, index], ty = tuple<i32, complex<f32>>, z = () -> ((i32) -> i32)}
"foo.types"() {a = i64, b = none, c = index, fn = (i32) -> f32, ty = tuple<i32, complex<f32>>, l = [i64, none, index], g = (i32) -> (i32), h = !foo.bar, z = () -> ((i32) -> i32)} : () -> ()

// Distinct attributes: aliased when the body is not unit; the same attribute keeps its number.
// CHECK-LABEL: "foo.distinct"()
// CHECK-SAME: <{p = 1 : i64, q = #distinct1, z}> {m = {x = #distinct}, r = [#distinct1, #distinct1], s = #distinct2}
#d = distinct[3]<42 : i32>
"foo.distinct"() <{p = 1, q = #d, z}> {r = [#d, #d], s = distinct[4]<#d>, m = {x = distinct[1]<[1, 2]>}} : () -> ()

// Unit-bodied distinct attributes print inline as `distinct[N]<>`, numbered after the aliased ones.
// CHECK-LABEL: "foo.distinct_unit"()
// CHECK-SAME: {a = distinct[3]<>, b = [distinct[4]<>, distinct[3]<>]}
#u = distinct[0]<unit>
"foo.distinct_unit"() {a = #u, b = [distinct[9]<>, #u]} : () -> ()

// Unregistered dialect attributes keep their body text, in canonical `#d.x` or `#d<...>` form.
// CHECK-LABEL: "foo.opaque"()
// CHECK-SAME: {a = #foo.bar<1>, b = #foo.a.b, c = #foo<"a b">, d = #foo<"abc">, e = #foo<b$c>, f = #foo<"a.b<c>">, g = #foo.x<"q">, h = #foo.bar<1,  2>}
"foo.opaque"() {a = #foo<bar<1>>, b = #foo.a.b, c = #foo<"a b">, d = #foo<"abc">, e = #foo.b$c, f = #foo<"a.b<c>">, g = #foo.x<"q">, h = #foo.bar<1,  2>} : () -> ()

// Multi-line opaque bodies keep their newline.
// CHECK-LABEL: "foo.opaque_newline"()
// CHECK-SAME: {g = #foo.bar< 1 ,
// CHECK-NEXT: {{^}}  2 >} : () -> ()
"foo.opaque_newline"() {g = #foo.bar< 1 ,
  2 >} : () -> ()

// Properties of unregistered ops keep whatever attribute was written, `<{}>` included;
// an empty discardable dictionary disappears.
// CHECK-LABEL: "foo.props"()
// CHECK-SAME: <[1, 2 : i32, 1.500000e+00]> : () -> ()
"foo.props"() <[1, 2 : i32, 1.5]> : () -> ()
// CHECK-LABEL: "foo.props_empty"()
// CHECK-SAME: <{}> : () -> ()
"foo.props_empty"() <{}> {} : () -> ()
// CHECK-LABEL: "foo.props_string"()
// CHECK-SAME: <"str"> : () -> ()
"foo.props_string"() <"str"> : () -> ()

// Typed attributes inside containers.
// CHECK-LABEL: "foo.nested"()
// CHECK-SAME: {a = dense<1> : tensor<2xi32>, b = [dense<[1, 2]> : vector<2xi8>], c = {k = [true, 1.000000e+00 : f32]}, d = {{\[\[}}[1]]], g = array<i32: 1, -2>}
"foo.nested"() {a = dense<1> : tensor<2xi32>, b = [dense<[1,2]> : vector<2xi8>], c = {k = [true, 1.0 : f32]}, d = [[[1]]], g = array<i32: 1, -2>} : () -> ()

// CHECK: }) : () -> ()
// CHECK-NOT: {{.}}
