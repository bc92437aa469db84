// A registered dialect reads its own types and attributes; what it does not
// define is an error, as in mlir-opt (an unregistered dialect's are kept as
// text, see unregistered.mlir). Both tools run this file.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @f(!arith.foo)

// -----

// Without a mnemonic (this once read a null location).
// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @f(!arith<*x!llvm.ptr>)

// -----

// expected-error@+1 {{dialect 'builtin' provides no type parsing hook}}
func.func private @f(!builtin.foo)

// -----

// arith defines enum attributes, but not this one.
// expected-error@+1 {{unknown attribute `bar` in dialect `arith`}}
func.func private @f() attributes {a = #arith.bar}

// -----

// expected-error@+1 {{dialect 'scf' provides no attribute parsing hook}}
func.func private @f() attributes {a = #scf.bar}

// -----

// expected-error@+1 {{unknown attribute `bar` in dialect `ub`}}
func.func private @f() attributes {a = #ub.bar}

// -----

// A dialect with types, but not this one.
// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @f(!llvm.foo)
