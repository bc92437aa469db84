// IR nobody verified prints in the generic form when it does not verify (a
// custom printer may rely on what the verifier checks), in the custom form
// when it does. (In the generic form numbers are unique in the file and the
// last function's region is numbered first: @f gets %arg1.) A pass that changed nothing (CSE here) is not followed by
// verification; canonicalize is. Same as mlir-opt.
// RUN: terrace-opt --mlir-very-unsafe-disable-verifier-on-parsing %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-very-unsafe-disable-verifier-on-parsing %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --mlir-very-unsafe-disable-verifier-on-parsing --cse %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-very-unsafe-disable-verifier-on-parsing --cse %s | FileCheck %s --check-prefix=GENERIC
// RUN: terrace-opt --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false --canonicalize %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false --canonicalize %s | FileCheck %s --check-prefix=GENERIC
// RUN: not terrace-opt --mlir-very-unsafe-disable-verifier-on-parsing --canonicalize %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %mlir-opt --mlir-very-unsafe-disable-verifier-on-parsing --canonicalize %s 2>&1 | FileCheck %s --check-prefix=ERROR
// A valid function in the same state prints in the custom form.
// RUN: terrace-opt --mlir-very-unsafe-disable-verifier-on-parsing --split-input-file %s | FileCheck %s --check-prefix=CUSTOM
// RUN: %mlir-opt --mlir-very-unsafe-disable-verifier-on-parsing --split-input-file %s | FileCheck %s --check-prefix=CUSTOM

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i64, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: i32):
// GENERIC-NEXT:     %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({

// ERROR: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f

// CUSTOM:      module {
// CUSTOM-NEXT:   func.func @g(%arg0: i32) -> i32 {
// CUSTOM-NEXT:     return %arg0 : i32

func.func @f(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
