// The LLVM dialect's types: every type of MLIR 22's LLVM dialect as written,
// printed back in custom and generic form, and reread from either tool's
// output. Inside one another the dialect's types drop `!llvm.`; identified
// structs name themselves inside their own body.
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect %s | %mlir-opt --allow-unregistered-dialect | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

// CHECK-LABEL: func.func private @simple(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128)
func.func private @simple(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128)

// Address space 0 is the default; -1 wraps to the largest unsigned.
// CHECK-LABEL: func.func private @pointers(!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr<4294967295>, !llvm.ptr<4294967295>, !llvm.ptr<10>)
func.func private @pointers(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<1>, !llvm.ptr<4294967295>, !llvm.ptr<-1>, !llvm.ptr<0xa>)

// CHECK-LABEL: func.func private @arrays(!llvm.array<4 x i32>, !llvm.array<0 x f32>, !llvm.array<2 x array<3 x ptr>>, !llvm.array<2 x ptr<3>>, !llvm.array<18446744073709551615 x i8>, !llvm.array<4 x vector<4xf32>>, !llvm.array<4 x tensor<4xf32>>, !llvm.array<1 x x86_amx>, !llvm.array<2 x ptr>)
func.func private @arrays(!llvm.array<4 x i32>, !llvm.array<0 x f32>, !llvm.array<2 x array<3 x ptr>>, !llvm.array<2 x ptr<3>>, !llvm.array<18446744073709551615 x i8>, !llvm.array<4 x vector<4xf32>>, !llvm.array<4 x tensor<4xf32>>, !llvm.array<1 x x86_amx>, !llvm.array<2 x !llvm.ptr>)

// CHECK-LABEL: func.func private @functions(!llvm.func<void ()>, !llvm.func<void (i32, ...)>, !llvm.func<void (...)>, !llvm.func<i32 (ptr, array<2 x i8>)>, !llvm.func<token ()>, !llvm.func<void (label, metadata)>, !llvm.func<void (i32, i32)>, !llvm.func<ptr<2> (ptr<2>)>)
func.func private @functions(!llvm.func<void ()>, !llvm.func<void (i32, ...)>, !llvm.func<void (...)>, !llvm.func<i32 (ptr, array<2 x i8>)>, !llvm.func<token ()>, !llvm.func<void (label, metadata)>, !llvm.func<void(i32,i32)>, !llvm.func<!llvm.ptr<2> (!llvm.ptr<2>)>)

// CHECK-LABEL: func.func private @literal_structs(!llvm.struct<()>, !llvm.struct<(i32, f32)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<packed ()>, !llvm.struct<(i32, struct<(ptr)>)>, !llvm.struct<(vector<[4]xf32>)>)
func.func private @literal_structs(!llvm.struct<()>, !llvm.struct<(i32, f32)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<packed ()>, !llvm.struct<(i32, struct<(ptr)>)>, !llvm.struct<(vector<[4]xf32>)>)

// CHECK-LABEL: func.func private @identified_structs(!llvm.struct<"foo", (i32, ptr)>, !llvm.struct<"foo", (i32, ptr)>, !llvm.struct<"opq", opaque>, !llvm.struct<"n", packed (i32)>, !llvm.struct<"e", ()>, !llvm.struct<"", (i32)>, !llvm.struct<"esc\0A\22", (i32)>, !llvm.struct<(i32, struct<"x", opaque>)>)
func.func private @identified_structs(!llvm.struct<"foo", (i32, ptr)>, !llvm.struct<"foo", (i32, ptr)>, !llvm.struct<"opq", opaque>, !llvm.struct<"n", packed (i32)>, !llvm.struct<"e", ()>, !llvm.struct<"", (i32)>, !llvm.struct<"esc\n\"", (i32)>, !llvm.struct<(i32, struct<"x", opaque>)>)

// A struct refers to itself (and to enclosing structs) by name; a sibling
// reference prints in full.
// CHECK-LABEL: func.func private @recursive_structs(!llvm.struct<"rec", (ptr, struct<"rec">)>, !llvm.struct<"t", (struct<"u", (struct<"t">)>)>, !llvm.struct<"c", (ptr, struct<"b", (struct<"c">)>, struct<"b", (struct<"c">)>)>, !llvm.struct<"d", (array<2 x struct<"d">>)>)
func.func private @recursive_structs(!llvm.struct<"rec", (ptr, struct<"rec">)>, !llvm.struct<"t", (struct<"u", (struct<"t">)>)>, !llvm.struct<"c", (ptr, struct<"b", (struct<"c">)>, struct<"b", (struct<"c">)>)>, !llvm.struct<"d", (array<2 x struct<"d">>)>)

// Target extension types print their type parameters in full.
// CHECK-LABEL: func.func private @target_types(!llvm.target<"spirv.Image", i32, 0, 1>, !llvm.target<"foo">, !llvm.target<"a", i32, f32>, !llvm.target<"a", 1, 2>, !llvm.target<"x", !llvm.metadata>, !llvm.target<"x", 4294967295>)
func.func private @target_types(!llvm.target<"spirv.Image", i32, 0, 1>, !llvm.target<"foo">, !llvm.target<"a", i32, f32>, !llvm.target<"a",1,2>, !llvm.target<"x", metadata>, !llvm.target<"x", -1>)

// In builtin containers: vectors of pointers and ppc_fp128, memrefs of
// ppc_fp128, tensors of anything.
// CHECK-LABEL: func.func private @in_builtin_types(vector<4x!llvm.ptr>, vector<2x!llvm.ptr<1>>, vector<4x!llvm.ppc_fp128>, memref<4x!llvm.ppc_fp128>, tensor<!llvm.ptr>, tensor<4x!llvm.void>, tensor<*x!llvm.ptr>, memref<4xvector<2x!llvm.ptr>>)
func.func private @in_builtin_types(vector<4x!llvm.ptr>, vector<2x!llvm.ptr<1>>, vector<4x!llvm.ppc_fp128>, memref<4x!llvm.ppc_fp128>, tensor<!llvm.ptr>, tensor<4x!llvm.void>, tensor<*x!llvm.ptr>, memref<4xvector<2x!llvm.ptr>>)

// The bracketed spelling names the type inside.
// CHECK-LABEL: func.func private @bracketed(!llvm.ptr, !llvm.ptr<1>)
func.func private @bracketed(!llvm<ptr>, !llvm<ptr<1>>)

// In attributes and in ops' result types.
// CHECK-LABEL: func.func @uses
// CHECK-SAME: attributes {types = [!llvm.ptr, !llvm.struct<"foo", (i32, ptr)>, !llvm.array<2 x i1>]}
// CHECK-NEXT:   %0 = "foo.make"() : () -> !llvm.struct<(i32, ptr)>
func.func @uses() attributes {types = [!llvm.ptr, !llvm.struct<"foo", (i32, ptr)>, !llvm.array<2 x i1>]} {
  %0 = "foo.make"() : () -> !llvm.struct<(i32, ptr)>
  return
}

// GENERIC: "func.func"() <{function_type = (!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128) -> (), sym_name = "simple", sym_visibility = "private"}>
// GENERIC: "func.func"() <{function_type = (!llvm.struct<"rec", (ptr, struct<"rec">)>, !llvm.struct<"t", (struct<"u", (struct<"t">)>)>, !llvm.struct<"c", (ptr, struct<"b", (struct<"c">)>, struct<"b", (struct<"c">)>)>, !llvm.struct<"d", (array<2 x struct<"d">>)>) -> (), sym_name = "recursive_structs", sym_visibility = "private"}>
// GENERIC: "foo.make"() : () -> !llvm.struct<(i32, ptr)>
