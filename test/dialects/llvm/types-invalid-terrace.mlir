// The LLVM dialect's types where mlir-opt 22 reports a second error after
// the first: terrace-opt reports the first only (one error per mistake, as
// for every parse error; see test/text/known-differences.txt). mlir-opt's
// errors are in the comments.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s

// mlir-opt also: failed to parse LLVMPointerType parameter 'addressSpace'
// which is to be a `unsigned`
// expected-error@+1 {{expected integer value}}
func.func private @f(!llvm.ptr<>)

// -----

// mlir-opt also: failed to parse LLVMPointerType parameter 'addressSpace'...
// expected-error@+1 {{expected integer value}}
func.func private @f(!llvm.ptr<x>)

// -----

// mlir-opt also: failed to parse LLVMPointerType parameter 'addressSpace'...
// expected-error@+1 {{integer value too large}}
func.func private @f(!llvm.ptr<4294967296>)

// -----

// mlir-opt also: failed to parse LLVMArrayType parameter 'numElements' which
// is to be a `uint64_t`
// expected-error@+1 {{expected integer value}}
func.func private @f(!llvm.array<? x i32>)

// -----

// mlir-opt also: failed to parse LLVMTargetExtType parameter 'extTypeName'
// which is to be a `::llvm::StringRef`
// expected-error@+1 {{expected string}}
func.func private @f(!llvm.target<>)

// -----

// mlir-opt also: failed to parse LLVMTargetExtType parameter 'extTypeName'...
// expected-error@+1 {{expected string}}
func.func private @f(!llvm.target<x>)

// -----

// mlir-opt says "expected valid keyword", then "failed to parse parameter
// list for target extension type", both after the number.
// expected-error@+1 {{integer value too large}}
func.func private @f(!llvm.target<"x", 4294967296, 1>)
