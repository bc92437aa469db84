// llvm dialect: what mlir-opt 22 rejects, with its words. The expected
// lines are mlir-opt's diagnostics (under --verify-diagnostics); both tools
// pass this file.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

llvm.func @f(%a: i32, %b: i64) {
// expected-note@-1 {{prior use here}}
  %0 = llvm.add %a, %b : i32
  // expected-error@-1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  %0 = llvm.add %a, %a : f32
  // expected-error@-1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.fadd %a, %a : i32
  // expected-error@-1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.icmp "foo" %a, %a : i32
  // expected-error@-1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp i32 %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  %0 = llvm.icmp "eq" %a, %a : f32
  // expected-error@-1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  %0 = llvm.fcmp "eq" %a, %a : f32
  // expected-error@-1 {{custom op 'llvm.fcmp' 'eq' is an incorrect value of the 'predicate' attribute}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.sext %a : i32 to i16
  // expected-error@-1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.zext %a : i32 to i32
  // expected-error@-1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) -> i32 {
// expected-note@-1 {{when returning from function}}
  llvm.return
  // expected-error@-1 {{'llvm.return' op expected 1 operand}}
}

// -----

llvm.func @f(%a: i32) {
// expected-note@-1 {{when returning from function}}
  llvm.return %a : i32
  // expected-error@-1 {{'llvm.return' op expected no operands}}
}

// -----

llvm.func @f(%a: i32) -> i64 {
// expected-note@-1 {{when returning from function}}
  llvm.return %a : i32
  // expected-error@-1 {{'llvm.return' op mismatching result types}}
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
  llvm.call @g(%a) : (i32) -> ()
  // expected-error@-1 {{'llvm.call' op expected function call to produce a value}}
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i64) {
  %0 = llvm.call @g(%a) : (i64) -> i32
  // expected-error@-1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  %0 = llvm.call @nope(%a) : (i64) -> i32
  // expected-error@-1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.return
}

// -----

llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) {
  %0 = llvm.call @g(%a) : (i32) -> i32
  // expected-error@-1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.return
}

// -----

llvm.func @g(i32, i32) -> i32
llvm.func @f(%a: i32) {
  %0 = llvm.call @g(%a) : (i32) -> i32
  // expected-error@-1 {{'llvm.call' op incorrect number of operands (1) for callee (expecting: 2)}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i64
  // expected-error@-1 {{'llvm.load' op expected alignment for atomic access}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i64) {
  llvm.store %v, %p atomic acquire {alignment = 8 : i64} : i64, !llvm.ptr
  // expected-error@-1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  llvm.return
  // expected-error@-1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>, %x: i64) {
// expected-note@-1 {{prior use here}}
  %0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, f32)>
  // expected-error@-1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'i64'}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<2xf32>
  // expected-error@-1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 2 vs. 4}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  // expected-error@-1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr %p[%i, 5] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  // expected-error@-1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr %p[%i, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  // expected-error@-1 {{'llvm.getelementptr' op type 'f32' cannot be indexed (index #2)}}
  llvm.return
}

// -----

llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
  // expected-error@-1 {{branch has 1 operands for successor #0, but target block has 0}}
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @f(%c: i32) {
// expected-note@-1 {{prior use here}}
  llvm.cond_br %c, ^bb1, ^bb1
  // expected-error@-1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
^bb1:
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
  // expected-error@-1 {{expects number of branch weights to match number of successors: 1 vs 2}}
    0: ^bb1
  ] {branch_weights = array<i32: 1>}
^bb1:
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.select %a, %a, %a : i32, i32
  // expected-error@-1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  llvm.return
}

// -----

llvm.mlir.global internal @g(1 : i32) : i32 {
// expected-error@-1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.mlir.global internal @g(1 : i32) {alignment = 3 : i64} : i32
// expected-error@-1 {{alignment attribute is not a power of 2}}

// -----

llvm.func @f() {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  // expected-error@-1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  llvm.return
}

// -----

llvm.func @f() {
  llvm.br ^bb1
  // expected-error@-1 {{reference to an undefined block}}
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.fptrunc %a : i32 to f32
  // expected-error@-1 {{'llvm.fptrunc' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  llvm.return
}

// -----

llvm.func @f() {
  func.return
  // expected-error@-1 {{'func.return' op expects parent op 'func.func'}}
}

// -----

llvm.func @f(%a: index) {
// expected-error@-1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
  llvm.return
}

// -----

llvm.func @f(%a: memref<4xf32>) {
// expected-error@-1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.alloca %p x f32 : (!llvm.ptr) -> !llvm.ptr
  // expected-error@-1 {{'llvm.alloca' op operand #0 must be signless integer, but got '!llvm.ptr'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.alloca %a x f32 : (i32) -> i32
  // expected-error@-1 {{'llvm.alloca' op requires attribute 'elem_type'}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  // expected-error@-1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a overflow<foo> : i32
  // expected-error@-1 {{custom op 'llvm.add' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: foo}}
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<bogus>} : f32
  // expected-error@-1 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  // expected-error@-2 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.call @f(%a) : (i32) -> ()
  // expected-error@-1 {{cannot name an operation with no results}}
  llvm.return
}

// -----

llvm.func @g() -> i32
llvm.func @f() {
  %0 = llvm.call @g() : () -> f32
  // expected-error@-1 {{'llvm.call' op result type mismatch: 'f32' != 'i32'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32, %v: vector<4xf32>) {
// expected-note@-1 {{prior use here}}
  %0 = llvm.extractelement %v[%a : i32] : vector<4xi32>
  // expected-error@-1 {{use of value '%v' expects different type than prior uses: 'vector<4xi32>' vs 'vector<4xf32>'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.intr.fabs(%a) : (i32) -> i32
  // expected-error@-1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = "llvm.intr.ctlz"(%a) : (i32) -> i32
  // expected-error@-1 {{'llvm.intr.ctlz' op requires attribute 'is_zero_poison'}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64) {
  "llvm.intr.memcpy"(%p, %q, %n) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  // expected-error@-1 {{'llvm.intr.memcpy' op requires attribute 'isVolatile'}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@-1 {{block with no terminator, has %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32}}
}

// -----

llvm.func @f() -> (i32, i32)
// expected-error@-1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{elem_type = f32, noWrapFlags = 1 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  // expected-error@-1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i64) -> !llvm.ptr
  // expected-error@-1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr
  // expected-error@-1 {{expected ','}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p : f32
  // expected-error@-1 {{expected '->'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a
  // expected-error@-1 {{expected ':'}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  // expected-error@-1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  llvm.return
  %0 = llvm.add %a, %a : i32
  // expected-error@-1 {{expected ':'}}
}

// -----

llvm.func @f(%v: vector<4xf32>, %i: i32) {
  %0 = llvm.extractelement %v[%i] : vector<4xf32>
  // expected-error@-1 {{expected ':'}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(1.5) : f32
  // expected-error@-1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
  %0 = llvm.call @g(%a) : i32
  // expected-error@-1 {{expected '('}}
  // expected-error@-2 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %fp = llvm.mlir.addressof @f : !llvm.ptr
  llvm.call %fp(%a) : (i32) -> ()
  // expected-error@-1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.return
}

// -----

llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.ptrtoint %a : !llvm.ptr to f32
  // expected-error@-1 {{'llvm.ptrtoint' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.uitofp nneg %a : i32 to i32
  // expected-error@-1 {{'llvm.uitofp' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  llvm.return
}

// -----

llvm.mlir.global internal @g() : i32 {
// expected-error@-1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

llvm.func @f() {
  llvm.mlir.global internal @g(1 : i32) : i32
  // expected-error@-1 {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  %0 = llvm.intr.pow(%x) : (f32) -> f32
  // expected-error@-1 {{'llvm.intr.pow' op expected 2 operands, but found 1}}
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  %0 = llvm.intr.powi(%x, %x) : (i32, i32) -> i32
  // expected-error@-1 {{'llvm.intr.powi' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  llvm.cond_br %c weights([1]), ^bb1, ^bb1
  // expected-error@-1 {{expects number of branch weights to match number of successors: 1 vs 2}}
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  %0 = llvm.fneg %x overflow<nsw> : f32
  // expected-error@-1 {{expected ':'}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f64) : f32
  // expected-error@-1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : i64
  // expected-error@-1 {{'llvm.mlir.constant' op expected integer type of width 32}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : f32
  // expected-error@-1 {{'llvm.mlir.constant' op expected integer type}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xf32>
  // expected-error@-1 {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : f32
  // expected-error@-1 {{'llvm.mlir.constant' op expected vector or array type}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, f32)>
  // expected-error@-1 {{'llvm.mlir.constant' op expected array attribute of size 2}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(@f) : !llvm.ptr
  // expected-error@-1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(unit) : i32
  // expected-error@-1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.inttoptr %a : i32 to i64
  // expected-error@-1 {{'llvm.inttoptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>, %x: f32) {
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  // expected-error@-1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  // expected-error@-1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.extractvalue %a[0] : i32
  llvm.return
  // expected-error@-1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
}

// -----

llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  // expected-error@-1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  llvm.return
}
llvm.mlir.global internal @g(1 : i32) {addr_space = 1 : i32} : i32

// -----

llvm.func @f(%v: vector<4xf32>, %w: vector<8xf32>) {
// expected-note@-1 {{prior use here}}
  %0 = llvm.shufflevector %v, %w [0] : vector<4xf32>
  // expected-error@-1 {{use of value '%w' expects different type than prior uses: 'vector<4xf32>' vs 'vector<8xf32>'}}
  llvm.return
}

// -----

llvm.func @f() attributes {no_inline, always_inline} {
// expected-error@-1 {{no_inline and always_inline attributes are incompatible}}
  llvm.return
}

// -----

llvm.func common @f() {
// expected-error@-1 {{'llvm.func' op functions cannot have 'common' linkage}}
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  llvm.br ^bb1(%a : i32)
  // expected-error@-1 {{type mismatch for bb argument #0 of successor #0}}
^bb1(%b: i64):
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  // expected-error@-1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr<1>
  // expected-error@-1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  llvm.return
}

// -----

llvm.func @f(%p: vector<2x!llvm.ptr>) {
  %0 = llvm.bitcast %p : vector<2x!llvm.ptr> to !llvm.ptr
  // expected-error@-1 {{'llvm.bitcast' op cannot cast vector of pointers to pointer}}
  llvm.return
}

// -----

llvm.func @f(%v: vector<2xi32>) {
  %0 = llvm.sext %v : vector<2xi32> to vector<4xi64>
  // expected-error@-1 {{input and output vectors are of incompatible shape}}
  llvm.return
}

// -----

llvm.func @f(%v: vector<2xi32>) {
  %0 = llvm.sext %v : vector<2xi32> to i64
  // expected-error@-1 {{input type is a vector but output type is an integer}}
  llvm.return
}

// -----

"llvm.func"() <{function_type = !llvm.func<void ()>}> ({
// expected-error@-1 {{'llvm.func' op requires attribute 'sym_name'}}
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.mlir.global"() <{global_type = i32, sym_name = "g", linkage = #llvm.linkage<internal>}> : () -> ()
// expected-error@-1 {{'llvm.mlir.global' op requires one region}}

// -----

llvm.mlir.global internal @g() : i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c x i32 : (i32) -> !llvm.ptr
  // expected-error@-1 {{ops with side effects not allowed in global initializers}}
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

llvm.func @f(%fp: !llvm.ptr) {
  llvm.call %fp() vararg(i32) : !llvm.ptr, () -> ()
  // expected-error@-1 {{'llvm.call' op attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type}}
  llvm.return
}

// -----

// expected-error@+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: i32}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
"llvm.mlir.global"() <{global_type = i32, sym_name = "g", linkage = #llvm.linkage<i32>}> ({}) : () -> ()

// -----

llvm.func @overflow_not_a_keyword(%a: i64) {
  // expected-error@+1 {{custom op 'llvm.trunc' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.trunc %a overflow<1> : i64 to i32
  llvm.return
}
