// llvm.intr.assume: what mlir-opt 22 rejects, with its words. The expected
// lines are mlir-opt's diagnostics (under --verify-diagnostics); both tools
// pass this file.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

llvm.func @f(%c: i1, %p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{'llvm.intr.assume' op op_bundle_operands count (2) does not match with the total size (1) specified in attribute 'op_bundle_sizes'}}
  "llvm.intr.assume"(%c, %p, %a) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.intr.assume"(%c, %p, %a) <{op_bundle_sizes = array<i32: 2>}> : (i1, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{expected 2 operand bundle tags, but actually got 1}}
  "llvm.intr.assume"(%c, %p, %a) <{op_bundle_sizes = array<i32: 1, 1>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{operand bundle tag must be a StringAttr}}
  "llvm.intr.assume"(%c, %p, %a) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = [1]}> : (i1, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i32) {
  // expected-error@+1 {{'llvm.intr.assume' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.intr.assume"(%c) <{op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  // expected-error@+1 {{'llvm.intr.assume' op requires attribute 'op_bundle_sizes'}}
  "llvm.intr.assume"(%c) : (i1) -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{'llvm.intr.assume' op expected 1 or more operands, but found 0}}
  "llvm.intr.assume"() <{op_bundle_sizes = array<i32>}> : () -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.intr.assume' op 'op_bundle_sizes' attribute cannot have negative elements}}
  "llvm.intr.assume"(%c, %p) <{op_bundle_sizes = array<i32: -1, 2>, op_bundle_tags = ["a", "b"]}> : (i1, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.intr.assume' op requires zero results}}
  "llvm.intr.assume"(%c, %p) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = ["a"]}> : (i1, !llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.intr.assume' op requires zero regions}}
  "llvm.intr.assume"(%c, %p) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = ["a"]}> ({}) : (i1, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {op_bundle_sizes = array<i32: 1>, op_bundle_tags = "a"} for op llvm.intr.assume: Invalid attribute `op_bundle_tags` in property conversion: "a"}}
  "llvm.intr.assume"(%c, %p) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = "a"}> : (i1, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {op_bundle_sizes = array<i64: 1>, op_bundle_tags = ["a"]} for op llvm.intr.assume: Invalid attribute `op_bundle_sizes` in property conversion: array<i64: 1>}}
  "llvm.intr.assume"(%c, %p) <{op_bundle_sizes = array<i64: 1>, op_bundle_tags = ["a"]}> : (i1, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{custom op 'llvm.intr.assume' number of operands and types do not match: got 2 operands and 1 types}}
  llvm.intr.assume %c ["align"(%p, %a : !llvm.ptr)] : i1
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+2 {{custom op 'llvm.intr.assume' expected string}}
  // expected-error@+1 {{custom op 'llvm.intr.assume' expect operand bundle tag}}
  llvm.intr.assume %c [align(%p : !llvm.ptr)] : i1
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+1 {{expected ']'}}
  llvm.intr.assume %c ["align"(%p : !llvm.ptr) : i1
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+1 {{expected ')'}}
  llvm.intr.assume %c ["align"(%p : !llvm.ptr] : i1
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error@+1 {{expected ':'}}
  llvm.intr.assume %c ["align"(%p)] : i1
  llvm.return
}
