// The LLVM dialect's types that do not parse or verify, with mlir-opt 22's
// diagnostics (both tools run this file). Cases where mlir-opt adds a second
// error after the first are in types-invalid-terrace.mlir.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @f(!llvm.foo)

// -----

// Removed from the dialect: use vector<4x!llvm.ptr>.
// expected-error@+1 {{unknown LLVM type: vec}}
func.func private @f(!llvm.vec<4 x ptr>)

// -----

// expected-error@+1 {{unknown LLVM type: x86_mmx}}
func.func private @f(!llvm.x86_mmx)

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
func.func private @f(!llvm.i32)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @f(!llvm<"ptr">)

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f(!llvm.ptr<1 2>)


// -----

// expected-error@+1 {{expected 'x'}}
func.func private @f(!llvm.array<4xi32>)

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @f(!llvm.array<4 x i32)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @f(!llvm.array<4 x 5 x i32>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.void'}}
func.func private @f(!llvm.array<4 x void>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.label'}}
func.func private @f(!llvm.array<4 x !llvm.label>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.metadata'}}
func.func private @f(!llvm.array<4 x metadata>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.token'}}
func.func private @f(!llvm.array<4 x token>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.func<void ()>'}}
func.func private @f(!llvm.array<4 x func<void ()>>)

// -----

// expected-error@+1 {{expected '('}}
func.func private @f(!llvm.func<void>)

// -----

// expected-error@+1 {{expected ')'}}
func.func private @f(!llvm.func<void (i32, ..., i32)>)

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f(!llvm.func<void () x>)

// -----

// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
func.func private @f(!llvm.func<void (i32, ...>)

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
func.func private @f(!llvm.func<void (void)>)

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.func<void ()>'}}
func.func private @f(!llvm.func<void (func<void ()>)>)

// -----

// expected-error@+1 {{invalid function result type: '!llvm.label'}}
func.func private @f(!llvm.func<label ()>)

// -----

// expected-error@+1 {{invalid function result type: '!llvm.metadata'}}
func.func private @f(!llvm.func<metadata ()>)

// -----

// expected-error@+1 {{invalid function result type: '!llvm.func<void ()>'}}
func.func private @f(!llvm.func<func<void ()> ()>)

// -----

// expected-error@+1 {{only identified structs can be opaque}}
func.func private @f(!llvm.struct<opaque>)

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f(!llvm.struct<"a", opaque, i32>)

// -----

// expected-error@+1 {{expected '('}}
func.func private @f(!llvm.struct<packed opaque>)

// -----

// expected-error@+1 {{expected '('}}
func.func private @f(!llvm.struct<"n", packed opaque>)

// -----

// expected-error@+1 {{expected ','}}
func.func private @f(!llvm.struct<"a" (i32)>)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @f(!llvm.struct<(i32,)>)

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f(!llvm.struct<packed (i32), i32>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @f(!llvm.struct<(void)>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.label'}}
func.func private @f(!llvm.struct<(label)>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.token'}}
func.func private @f(!llvm.struct<(token)>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.func<void ()>'}}
func.func private @f(!llvm.struct<(func<void ()>)>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @f(!llvm.struct<"iv", (i32, void)>)

// -----

// The struct is not defined yet when the error is reported: opaque.
// expected-error@+1 {{invalid LLVM structure element type: '!llvm.func<void (struct<"e", opaque>)>'}}
func.func private @f(!llvm.struct<"e", (func<void (struct<"e">)>)>)

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
func.func private @f(!llvm.struct<"s">)

// -----

// expected-error@+1 {{identifier already used for an enclosing struct}}
func.func private @f(!llvm.struct<"q", (struct<"q", (i32)>)>)

// -----

// expected-error@+1 {{identified type already used with a different body}}
func.func private @f(!llvm.struct<"a", (i32)>, !llvm.struct<"a", (f32)>)

// -----

// expected-error@+1 {{identified type already used with a different body}}
func.func private @f(!llvm.struct<"a", opaque>, !llvm.struct<"a", (f32)>)

// -----

// expected-error@+1 {{redeclaring defined struct as opaque}}
func.func private @f(!llvm.struct<"b", (f32)>, !llvm.struct<"b", opaque>)

// -----

// expected-error@+1 {{failed to parse parameter list for target extension type}}
func.func private @f(!llvm.target<"x", 1, i32>)

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f(!llvm.target<"x", i32 i64>)

// -----

// Builtin containers ask the element type.
// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(vector<4x!llvm.void>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(vector<4x!llvm.struct<()>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(memref<4x!llvm.ptr>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(memref<4x!llvm.struct<()>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(memref<*x!llvm.ptr>)

// -----

// expected-error@+1 {{invalid element type for complex}}
func.func private @f(complex<!llvm.ptr>)

// -----

// A space before the body: `!llvm.ptr` then `<1>` outside the type.
// expected-error@+1 {{expected ')'}}
func.func private @f(!llvm.ptr <1>)
