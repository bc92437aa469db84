// llvm dialect: the ops the lowerings to LLVM make, in MLIR 22's custom and
// generic forms. Both tools print the same bytes (three ops end their line
// with a space, as mlir-opt's do), and each reads what the other writes.
// The CHECK lines are mlir-opt 22's output.
// RUN: terrace-opt --split-input-file %s | FileCheck %s
// RUN: %mlir-opt --split-input-file %s | FileCheck %s
// RUN: terrace-opt --split-input-file %s > %t.terrace
// RUN: %mlir-opt --split-input-file %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --split-input-file --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --split-input-file --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: %mlir-opt --split-input-file --mlir-print-op-generic %s | terrace-opt --split-input-file | FileCheck %s
// RUN: terrace-opt --split-input-file %s | %mlir-opt --split-input-file | FileCheck %s
llvm.func @a()
llvm.func internal @b(%arg0: i32) -> i32 {
  llvm.return %arg0 : i32
}
llvm.func @c(i64) -> !llvm.ptr
llvm.func linkonce_odr hidden unnamed_addr fastcc @d() {
  llvm.return
}
llvm.func weak protected local_unnamed_addr @e(%x: f32 {llvm.noundef}, %y: !llvm.ptr {llvm.nonnull, llvm.align = 16 : i64}) -> (f32 {llvm.noundef}) attributes {passthrough = ["noinline"], sym_visibility = "private"} {
  llvm.return %x : f32
}
llvm.func @f(%arg0: i32, ...) attributes {frame_pointer = #llvm.framePointerKind<all>, no_unwind, llvm.emit_c_interface} {
  llvm.return
}
llvm.func @g() -> !llvm.struct<(i32, f32)> attributes {always_inline, target_cpu = "x86-64"}
llvm.func external @h() attributes {dso_local}
llvm.func @i() attributes {sym_visibility = "private"}
llvm.func @j(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface} {
  llvm.return
}
llvm.func extern_weak @k()
llvm.func @l() attributes {alignment = 16 : i64} {
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @a()
// CHECK-NEXT: llvm.func internal @b(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @c(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func linkonce_odr hidden unnamed_addr fastcc @d() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func weak protected local_unnamed_addr @e(%arg0: f32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.nonnull}) -> (f32 {llvm.noundef}) attributes {passthrough = ["noinline"], sym_visibility = "private"} {
// CHECK-NEXT: llvm.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @f(%arg0: i32, ...) attributes {frame_pointer = #llvm.framePointerKind<all>, llvm.emit_c_interface, no_unwind} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @g() -> !llvm.struct<(i32, f32)> attributes {always_inline, target_cpu = "x86-64"}
// CHECK-NEXT: llvm.func @h() attributes {dso_local}
// CHECK-NEXT: llvm.func @i() attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @j(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func extern_weak @k()
// CHECK-NEXT: llvm.func @l() attributes {alignment = 16 : i64} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @ext(i32, f32) -> i32
llvm.func @ext_void()
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @vf(...)
llvm.func @f(%a: i32, %x: f32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @ext(%a, %x) : (i32, f32) -> i32
  llvm.call @ext_void() : () -> ()
  %1 = llvm.call @printf(%p, %a, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f32) -> i32
  %fp = llvm.mlir.addressof @ext : !llvm.ptr
  %2 = llvm.call %fp(%a, %x) : !llvm.ptr, (i32, f32) -> i32
  llvm.call %p(%a) vararg(!llvm.func<void (...)>) : !llvm.ptr, (i32) -> ()
  llvm.call @vf(%a) vararg(!llvm.func<void (...)>) : (i32) -> ()
  %3 = llvm.call fastcc @ext(%a, %x) : (i32, f32) -> i32
  %4 = llvm.call tail @ext(%a, %x) : (i32, f32) -> i32
  %5 = llvm.call @ext(%a, %x) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
  %6 = llvm.call @ext(%a, %x) {no_unwind, foo} : (i32, f32) -> i32
  %7 = llvm.call @ext(%a, %x) : (i32 {llvm.noundef}, f32) -> (i32 {llvm.signext})
  llvm.return %0 : i32
}
// CHECK: module {
// CHECK-NEXT: llvm.func @ext(i32, f32) -> i32
// CHECK-NEXT: llvm.func @ext_void()
// CHECK-NEXT: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.func @vf(...)
// CHECK-NEXT: llvm.func @f(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.call @ext(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT: llvm.call @ext_void() : () -> ()
// CHECK-NEXT: %1 = llvm.call @printf(%arg2, %arg0, %arg1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f32) -> i32
// CHECK-NEXT: %2 = llvm.mlir.addressof @ext : !llvm.ptr
// CHECK-NEXT: %3 = llvm.call %2(%arg0, %arg1) : !llvm.ptr, (i32, f32) -> i32
// CHECK-NEXT: llvm.call %arg2(%arg0) vararg(!llvm.func<void (...)>) : !llvm.ptr, (i32) -> ()
// CHECK-NEXT: llvm.call @vf(%arg0) vararg(!llvm.func<void (...)>) : (i32) -> ()
// CHECK-NEXT: %4 = llvm.call fastcc @ext(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT: %5 = llvm.call tail @ext(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT: %6 = llvm.call @ext(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
// CHECK-NEXT: %7 = llvm.call @ext(%arg0, %arg1) {foo, no_unwind} : (i32, f32) -> i32
// CHECK-NEXT: %8 = llvm.call @ext(%arg0, %arg1) : (i32 {llvm.noundef}, f32) -> (i32 {llvm.signext})
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @f(%c: i1, %a: i32, %x: f32) -> i32 {
  llvm.br ^bb1(%a : i32)
^bb1(%0: i32):
  llvm.cond_br %c, ^bb2, ^bb3(%0, %x : i32, f32)
^bb2:
  llvm.cond_br %c weights([90, 10]), ^bb4(%a : i32), ^bb5
^bb3(%1: i32, %2: f32):
  llvm.switch %a : i32, ^bb4(%1 : i32) [
    0: ^bb5,
    1: ^bb4(%a : i32),
    -7: ^bb5
  ]
^bb4(%3: i32):
  llvm.return %3 : i32
^bb5:
  llvm.switch %a : i32, ^bb6 []
^bb6:
  llvm.switch %a : i32, ^bb7 [
    5: ^bb6
  ] {branch_weights = array<i32: 3, 4>}
^bb7:
  llvm.unreachable
}
// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: llvm.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg0, ^bb2, ^bb3(%0, %arg2 : i32, f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.cond_br %arg0 weights([90, 10]), ^bb4(%arg1 : i32), ^bb5
// CHECK-NEXT: ^bb3(%1: i32, %2: f32):  // pred: ^bb1
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb4(%1 : i32) [
// CHECK-NEXT: 0: ^bb5,
// CHECK-NEXT: 1: ^bb4(%arg1 : i32),
// CHECK-NEXT: -7: ^bb5
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%3: i32):  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: ^bb5:  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb6 [
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb6:  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb7 [
// CHECK-NEXT: 5: ^bb6
// CHECK-NEXT: ] {branch_weights = array<i32: 3, 4>}
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @constants() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(42) : i64
  %2 = llvm.mlir.constant(42 : index) : i64
  %3 = llvm.mlir.constant(1.5 : f32) : f32
  %4 = llvm.mlir.constant(1.0 : f64) : f64
  %5 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %6 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %7 = llvm.mlir.constant(true) : i1
  %8 = llvm.mlir.constant(false) : i1
  %9 = llvm.mlir.constant(255 : i8) : i8
  %10 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %11 = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  %12 = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
  %13 = llvm.mlir.constant("foo") : !llvm.array<3 x i8>
  %14 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, f32)>
  %15 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xindex>) : vector<4xi64>
  %16 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
  %17 = llvm.mlir.constant(0.1 : f64) : f64
  %18 = llvm.mlir.constant(0.333333343 : f32) : f32
  %19 = llvm.mlir.constant(123456789.0 : f64) : f64
  %20 = llvm.mlir.constant(1.0 : f16) : f16
  %21 = llvm.mlir.constant(1.0 : bf16) : bf16
  %22 = llvm.mlir.undef : i32
  %23 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %24 = llvm.mlir.poison : vector<4xf32>
  %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %26 = llvm.mlir.zero : !llvm.ptr
  %27 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  %28 = llvm.mlir.zero : i64
  %29 = llvm.mlir.addressof @constants : !llvm.ptr
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @constants() {
// CHECK-NEXT: %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(42 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %4 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT: %5 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT: %7 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %8 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %9 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %10 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: %11 = llvm.mlir.constant(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00{{\]\]}}> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00{{\]\]}}> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.mlir.constant("foo") : !llvm.array<3 x i8>
// CHECK-NEXT: %14 = llvm.mlir.constant([1 : i32, 2.000000e+00 : f32]) : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %15 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xindex>) : vector<4xi64>
// CHECK-NEXT: %16 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT: %17 = llvm.mlir.constant(1.000000e-01 : f64) : f64
// CHECK-NEXT: %18 = llvm.mlir.constant(0.333333343 : f32) : f32
// CHECK-NEXT: %19 = llvm.mlir.constant(0x419D6F3454000000 : f64) : f64
// CHECK-NEXT: %20 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT: %21 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
// CHECK-NEXT: %22 = llvm.mlir.undef : i32
// CHECK-NEXT: %23 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %24 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %27 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %28 = llvm.mlir.zero : i64
// CHECK-NEXT: %29 = llvm.mlir.addressof @constants : !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.mlir.global internal constant @cst(42 : i32) : i32
llvm.mlir.global external @var(3.0 : f32) {alignment = 8 : i64} : f32
llvm.mlir.global @implicit_external(0 : i64) : i64
llvm.mlir.global private constant @str("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
llvm.mlir.global private unnamed_addr constant @nt("abc")
llvm.mlir.global private constant @arr(dense<[1.0, 2.0]> : tensor<2xf32>) {alignment = 64 : i64, dso_local} : !llvm.array<2 x f32>
llvm.mlir.global external @decl() : i64
llvm.mlir.global external @in_as1() {addr_space = 1 : i32} : f32
llvm.mlir.global linkonce_odr hidden thread_local @tl(1 : i32) : i32
llvm.mlir.global internal @init_region() : !llvm.ptr {
  %0 = llvm.mlir.addressof @cst : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// CHECK: module {
// CHECK-NEXT: llvm.mlir.global internal constant @cst(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.mlir.global external @var(3.000000e+00 : f32) {addr_space = 0 : i32, alignment = 8 : i64} : f32
// CHECK-NEXT: llvm.mlir.global external @implicit_external(0 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT: llvm.mlir.global private constant @str("hello\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @nt("abc") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global private constant @arr(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) {addr_space = 0 : i32, alignment = 64 : i64, dso_local} : !llvm.array<2 x f32>
// CHECK-NEXT: llvm.mlir.global external @decl() {addr_space = 0 : i32} : i64
// CHECK-NEXT: llvm.mlir.global external @in_as1() {addr_space = 1 : i32} : f32
// CHECK-NEXT: llvm.mlir.global linkonce_odr hidden thread_local @tl(1 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.mlir.global internal @init_region() {addr_space = 0 : i32} : !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.addressof @cst : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @memory(%p: !llvm.ptr, %i: i64, %j: i32, %x: f32, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi64>) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.alloca %c1 x f32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %c1 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.alloca %c1 x !llvm.struct<(i64, f32)> : (i64) -> !llvm.ptr<5>
  %3 = llvm.alloca inalloca %c1 x i32 : (i64) -> !llvm.ptr
  %4 = llvm.alloca %c1 x i64 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  %5 = llvm.load %p : !llvm.ptr -> f32
  %6 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %7 = llvm.load volatile %p : !llvm.ptr -> f32
  %8 = llvm.load %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
  %9 = llvm.load %p invariant : !llvm.ptr -> f32
  %10 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
  %11 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %12 = llvm.load %p invariant_group : !llvm.ptr -> f32
  llvm.store %x, %p : f32, !llvm.ptr
  llvm.store %x, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store volatile %x, %p : f32, !llvm.ptr
  llvm.store %x, %p {nontemporal} : f32, !llvm.ptr
  llvm.store %i, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.store %x, %p invariant_group : f32, !llvm.ptr
  %13 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %14 = llvm.getelementptr inbounds %p[3] : (!llvm.ptr) -> !llvm.ptr, f32
  %15 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %16 = llvm.getelementptr inbounds|nuw %p[%i, 1, 1, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<4 x f32>)>>
  %17 = llvm.getelementptr nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %18 = llvm.getelementptr nusw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %19 = llvm.getelementptr nusw|nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %20 = llvm.getelementptr inbounds|nusw %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %21 = llvm.getelementptr %vp[%vi] : (vector<4x!llvm.ptr>, vector<4xi64>) -> vector<4x!llvm.ptr>, f32
  %22 = llvm.getelementptr %p[-1] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @memory(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: f32, %arg4: vector<4x!llvm.ptr>, %arg5: vector<4xi64>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.alloca %0 x !llvm.struct<(i64, f32)> : (i64) -> !llvm.ptr<5>
// CHECK-NEXT: %4 = llvm.alloca inalloca %0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK-NEXT: %7 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %8 = llvm.load volatile %arg0 : !llvm.ptr -> f32
// CHECK-NEXT: %9 = llvm.load %arg0 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: %10 = llvm.load %arg0 invariant : !llvm.ptr -> f32
// CHECK-NEXT: %11 = llvm.load %arg0 atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: %12 = llvm.load volatile %arg0 atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %13 = llvm.load %arg0 invariant_group : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %arg3, %arg0 : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg3, %arg0 {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg3, %arg0 : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg3, %arg0 {nontemporal} : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %arg0 atomic release {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: llvm.store %arg3, %arg0 invariant_group : f32, !llvm.ptr
// CHECK-NEXT: %14 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.getelementptr inbounds %arg0[3] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %16 = llvm.getelementptr %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT: %17 = llvm.getelementptr inbounds|nuw %arg0[%arg1, 1, 1, %arg2] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<4 x f32>)>>
// CHECK-NEXT: %18 = llvm.getelementptr nuw %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %19 = llvm.getelementptr nusw %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %20 = llvm.getelementptr nusw|nuw %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %21 = llvm.getelementptr inbounds %arg0[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %22 = llvm.getelementptr %arg4[%arg5] : (vector<4x!llvm.ptr>, vector<4xi64>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %23 = llvm.getelementptr %arg0[-1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @aggregates(%s: !llvm.struct<(i32, f32)>, %arr: !llvm.array<4 x f32>, %n: !llvm.struct<(i32, struct<(f32, array<2 x i64>)>)>, %x: f32, %a: i32, %i: i64, %vf: vector<4xf32>, %c: i1, %vc: vector<4xi1>) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>
  %1 = llvm.insertvalue %x, %s[1] : !llvm.struct<(i32, f32)>
  %2 = llvm.extractvalue %arr[2] : !llvm.array<4 x f32>
  %3 = llvm.extractvalue %n[1, 1, 0] : !llvm.struct<(i32, struct<(f32, array<2 x i64>)>)>
  %4 = llvm.extractelement %vf[%a : i32] : vector<4xf32>
  %5 = llvm.insertelement %x, %vf[%i : i64] : vector<4xf32>
  %6 = llvm.shufflevector %vf, %vf [0, 1, 4, 5, -1] : vector<4xf32>
  %7 = llvm.select %c, %a, %a : i1, i32
  %8 = llvm.select %vc, %vf, %vf : vector<4xi1>, vector<4xf32>
  %9 = llvm.select %c, %x, %x {fastmathFlags = #llvm.fastmath<nnan>} : i1, f32
  %10 = llvm.freeze %a : i32
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @aggregates(%arg0: !llvm.struct<(i32, f32)>, %arg1: !llvm.array<4 x f32>, %arg2: !llvm.struct<(i32, struct<(f32, array<2 x i64>)>)>, %arg3: f32, %arg4: i32, %arg5: i64, %arg6: vector<4xf32>, %arg7: i1, %arg8: vector<4xi1>) {
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg3, %arg0[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %2 = llvm.extractvalue %arg1[2] : !llvm.array<4 x f32>
// CHECK-NEXT: %3 = llvm.extractvalue %arg2[1, 1, 0] : !llvm.struct<(i32, struct<(f32, array<2 x i64>)>)>
// CHECK-NEXT: %4 = llvm.extractelement %arg6[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.insertelement %arg3, %arg6[%arg5 : i64] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.shufflevector %arg6, %arg6 [0, 1, 4, 5, -1] : vector<4xf32>
// CHECK-NEXT: %7 = llvm.select %arg7, %arg4, %arg4 : i1, i32
// CHECK-NEXT: %8 = llvm.select %arg8, %arg6, %arg6 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %9 = llvm.select %arg7, %arg3, %arg3 {fastmathFlags = #llvm.fastmath<nnan>} : i1, f32
// CHECK-NEXT: %10 = llvm.freeze %arg4 : i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @int_ops(%a: i32, %b: i32, %v: vector<4xi32>) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.add %a, %b overflow<nuw> : i32
  %3 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %4 = llvm.sub %a, %b overflow<nuw, nsw> : i32
  %5 = llvm.mul %v, %v overflow<nsw> : vector<4xi32>
  %6 = llvm.shl %a, %b overflow<nsw> : i32
  %7 = llvm.udiv exact %a, %b : i32
  %8 = llvm.sdiv %a, %b : i32
  %9 = llvm.urem %a, %b : i32
  %10 = llvm.srem %a, %b : i32
  %11 = llvm.and %a, %b : i32
  %12 = llvm.or disjoint %a, %b : i32
  %13 = llvm.or %a, %b : i32
  %14 = llvm.xor %a, %b : i32
  %15 = llvm.lshr exact %a, %b : i32
  %16 = llvm.ashr %a, %b : i32
  %17 = llvm.sdiv exact %v, %v : vector<4xi32>
  %18 = llvm.add %a, %b {foo = 1 : i32} : i32
  %19 = llvm.add %a, %b overflow<nsw> {foo} : i32
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @int_ops(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.add %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %3 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %4 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %5 = llvm.mul %arg2, %arg2 overflow<nsw> : vector<4xi32>
// CHECK-NEXT: %6 = llvm.shl %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %7 = llvm.udiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT: %11 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT: %12 = llvm.or disjoint %arg0, %arg1 : i32
// CHECK-NEXT: %13 = llvm.or %arg0, %arg1 : i32
// CHECK-NEXT: %14 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %15 = llvm.lshr exact %arg0, %arg1 : i32
// CHECK-NEXT: %16 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT: %17 = llvm.sdiv exact %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %18 = llvm.add %arg0, %arg1 {foo = 1 : i32} : i32
// CHECK-NEXT: %19 = llvm.add %arg0, %arg1 overflow<nsw> {foo} : i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @float_ops(%x: f32, %y: f32, %vf: vector<4xf32>, %d: f64) {
  %0 = llvm.fadd %x, %y : f32
  %1 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %2 = llvm.fsub %x, %y {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %3 = llvm.fmul %vf, %vf {fastmathFlags = #llvm.fastmath<contract>} : vector<4xf32>
  %4 = llvm.fdiv %x, %y {fastmathFlags = #llvm.fastmath<none>} : f32
  %5 = llvm.frem %d, %d : f64
  %6 = llvm.fneg %x {fastmathFlags = #llvm.fastmath<nsz>} : f32
  %7 = llvm.fneg %vf : vector<4xf32>
  %8 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>} : f32
  %9 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<reassoc, afn>, bar} : f32
  %10 = llvm.fadd %x, %y {zzz, Abc = 1 : i32, fastmathFlags = #llvm.fastmath<arcp>} : f32
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @float_ops(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: f64) {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg1 : f32
// CHECK-NEXT: %1 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %2 = llvm.fsub %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %3 = llvm.fmul %arg2, %arg2 {fastmathFlags = #llvm.fastmath<contract>} : vector<4xf32>
// CHECK-NEXT: %4 = llvm.fdiv %arg0, %arg1 : f32
// CHECK-NEXT: %5 = llvm.frem %arg3, %arg3 : f64
// CHECK-NEXT: %6 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<nsz>} : f32
// CHECK-NEXT: %7 = llvm.fneg %arg2 : vector<4xf32>
// CHECK-NEXT: %8 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %9 = llvm.fadd %arg0, %arg1 {bar, fastmathFlags = #llvm.fastmath<afn, reassoc>} : f32
// CHECK-NEXT: %10 = llvm.fadd %arg0, %arg1 {Abc = 1 : i32, fastmathFlags = #llvm.fastmath<arcp>, zzz} : f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @cmps(%a: i32, %b: i32, %v: vector<4xi32>, %p: !llvm.ptr, %q: !llvm.ptr, %x: f32, %y: f32, %vf: vector<4xf32>) {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  %10 = llvm.icmp "eq" %v, %v : vector<4xi32>
  %11 = llvm.icmp "ne" %p, %q : !llvm.ptr
  %12 = llvm.fcmp "_false" %x, %y : f32
  %13 = llvm.fcmp "oeq" %x, %y : f32
  %14 = llvm.fcmp "ogt" %x, %y : f32
  %15 = llvm.fcmp "oge" %x, %y : f32
  %16 = llvm.fcmp "olt" %x, %y : f32
  %17 = llvm.fcmp "ole" %x, %y : f32
  %18 = llvm.fcmp "one" %x, %y : f32
  %19 = llvm.fcmp "ord" %x, %y : f32
  %20 = llvm.fcmp "ueq" %x, %y : f32
  %21 = llvm.fcmp "ugt" %x, %y : f32
  %22 = llvm.fcmp "uge" %x, %y : f32
  %23 = llvm.fcmp "ult" %x, %y : f32
  %24 = llvm.fcmp "ule" %x, %y : f32
  %25 = llvm.fcmp "une" %x, %y : f32
  %26 = llvm.fcmp "uno" %x, %y : f32
  %27 = llvm.fcmp "_true" %x, %y : f32
  %28 = llvm.fcmp "olt" %vf, %vf {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  %29 = llvm.icmp "eq" %a, %b {foo} : i32
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @cmps(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: f32, %arg6: f32, %arg7: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.icmp "ne" %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %3 = llvm.icmp "sle" %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.icmp "sgt" %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.icmp "sge" %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.icmp "ule" %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.icmp "ugt" %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.icmp "eq" %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %11 = llvm.icmp "ne" %arg3, %arg4 : !llvm.ptr
// CHECK-NEXT: %12 = llvm.fcmp "_false" %arg5, %arg6 : f32
// CHECK-NEXT: %13 = llvm.fcmp "oeq" %arg5, %arg6 : f32
// CHECK-NEXT: %14 = llvm.fcmp "ogt" %arg5, %arg6 : f32
// CHECK-NEXT: %15 = llvm.fcmp "oge" %arg5, %arg6 : f32
// CHECK-NEXT: %16 = llvm.fcmp "olt" %arg5, %arg6 : f32
// CHECK-NEXT: %17 = llvm.fcmp "ole" %arg5, %arg6 : f32
// CHECK-NEXT: %18 = llvm.fcmp "one" %arg5, %arg6 : f32
// CHECK-NEXT: %19 = llvm.fcmp "ord" %arg5, %arg6 : f32
// CHECK-NEXT: %20 = llvm.fcmp "ueq" %arg5, %arg6 : f32
// CHECK-NEXT: %21 = llvm.fcmp "ugt" %arg5, %arg6 : f32
// CHECK-NEXT: %22 = llvm.fcmp "uge" %arg5, %arg6 : f32
// CHECK-NEXT: %23 = llvm.fcmp "ult" %arg5, %arg6 : f32
// CHECK-NEXT: %24 = llvm.fcmp "ule" %arg5, %arg6 : f32
// CHECK-NEXT: %25 = llvm.fcmp "une" %arg5, %arg6 : f32
// CHECK-NEXT: %26 = llvm.fcmp "uno" %arg5, %arg6 : f32
// CHECK-NEXT: %27 = llvm.fcmp "_true" %arg5, %arg6 : f32
// CHECK-NEXT: %28 = llvm.fcmp "olt" %arg7, %arg7 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %29 = llvm.icmp "eq" %arg0, %arg1 {foo} : i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @casts(%a: i32, %i: i64, %x: f32, %d: f64, %p: !llvm.ptr, %v: vector<4xi32>) {
  %0 = llvm.trunc %i : i64 to i32
  %1 = llvm.trunc %i overflow<nsw> : i64 to i32
  %2 = llvm.trunc %i overflow<nsw, nuw> : i64 to i32
  %3 = llvm.zext %a : i32 to i64
  %4 = llvm.zext nneg %a : i32 to i64
  %5 = llvm.sext %a : i32 to i64
  %6 = llvm.sext %v : vector<4xi32> to vector<4xi64>
  %7 = llvm.fptrunc %d : f64 to f32
  %8 = llvm.fpext %x : f32 to f64
  %9 = llvm.fptosi %x : f32 to i32
  %10 = llvm.fptoui %x : f32 to i32
  %11 = llvm.sitofp %a : i32 to f32
  %12 = llvm.uitofp %a : i32 to f32
  %13 = llvm.uitofp nneg %a : i32 to f32
  %14 = llvm.bitcast %a : i32 to f32
  %15 = llvm.ptrtoint %p : !llvm.ptr to i64
  %16 = llvm.inttoptr %i : i64 to !llvm.ptr
  %18 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @casts(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr, %arg5: vector<4xi32>) {
// CHECK-NEXT: %0 = llvm.trunc %arg1 : i64 to i32
// CHECK-NEXT: %1 = llvm.trunc %arg1 overflow<nsw> : i64 to i32
// CHECK-NEXT: %2 = llvm.trunc %arg1 overflow<nsw, nuw> : i64 to i32
// CHECK-NEXT: %3 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %4 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT: %5 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %6 = llvm.sext %arg5 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %7 = llvm.fptrunc %arg3 : f64 to f32
// CHECK-NEXT: %8 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT: %9 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %10 = llvm.fptoui %arg2 : f32 to i32
// CHECK-NEXT: %11 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %12 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %13 = llvm.uitofp nneg %arg0 : i32 to f32
// CHECK-NEXT: %14 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %15 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
// CHECK-NEXT: %16 = llvm.inttoptr %arg1 : i64 to !llvm.ptr
// CHECK-NEXT: %17 = llvm.addrspacecast %arg4 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @f(%x: f32, %y: f32, %z: f32, %v: vector<4xf32>, %a: i32, %b: i32, %p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %c8: i8, %d: f64) {
  %0 = llvm.intr.fabs(%x) : (f32) -> f32
  %1 = llvm.intr.sqrt(%v) : (vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.exp(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %3 = llvm.intr.exp2(%x) : (f32) -> f32
  %4 = llvm.intr.log(%x) : (f32) -> f32
  %5 = llvm.intr.log2(%x) : (f32) -> f32
  %6 = llvm.intr.log10(%x) : (f32) -> f32
  %7 = llvm.intr.sin(%x) : (f32) -> f32
  %8 = llvm.intr.cos(%x) : (f32) -> f32
  %9 = llvm.intr.pow(%x, %y) : (f32, f32) -> f32
  %10 = llvm.intr.powi(%x, %a) : (f32, i32) -> f32
  %11 = llvm.intr.fma(%x, %y, %z) : (f32, f32, f32) -> f32
  %12 = llvm.intr.fmuladd(%x, %y, %z) : (f32, f32, f32) -> f32
  %13 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %14 = llvm.intr.floor(%x) : (f32) -> f32
  %15 = llvm.intr.ceil(%x) : (f32) -> f32
  %16 = llvm.intr.round(%x) : (f32) -> f32
  %17 = llvm.intr.roundeven(%x) : (f32) -> f32
  %18 = llvm.intr.trunc(%x) : (f32) -> f32
  %19 = llvm.intr.minnum(%x, %y) : (f32, f32) -> f32
  %20 = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  %21 = llvm.intr.minimum(%x, %y) : (f32, f32) -> f32
  %22 = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
  %23 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %24 = "llvm.intr.cttz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %25 = llvm.intr.ctpop(%a) : (i32) -> i32
  %26 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %27 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %28 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %29 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %30 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %c8, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %31 = llvm.intr.tan(%x) : (f32) -> f32
  %32 = llvm.intr.tanh(%x) : (f32) -> f32
  %33 = llvm.intr.rint(%x) : (f32) -> f32
  %34 = llvm.intr.nearbyint(%x) : (f32) -> f32
  %35 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1
  %36 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %37 = llvm.intr.bswap(%a) : (i32) -> i32
  %38 = llvm.intr.fshl(%a, %a, %b) : (i32, i32, i32) -> i32
  %39 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %40 = llvm.intr.exp10(%x) : (f32) -> f32
  %41 = llvm.intr.acos(%x) : (f32) -> f32
  %42 = llvm.intr.atan2(%x, %y) : (f32, f32) -> f32
  %43 = llvm.intr.sinh(%x) : (f32) -> f32
  %44 = llvm.intr.lround(%x) : (f32) -> i64
  %45 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %45 : !llvm.ptr
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<4xf32>, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i8, %arg10: f64) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.sqrt(%arg3) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %2 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.powi(%arg0, %arg4) : (f32, i32) -> f32
// CHECK-NEXT: %11 = llvm.intr.fma(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.fmuladd(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %14 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.minnum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.maxnum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %21 = llvm.intr.minimum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %22 = llvm.intr.maximum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %23 = "llvm.intr.ctlz"(%arg4) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %24 = "llvm.intr.cttz"(%arg4) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT: %25 = llvm.intr.ctpop(%arg4) : (i32) -> i32
// CHECK-NEXT: %26 = "llvm.intr.abs"(%arg4) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %27 = llvm.intr.smin(%arg4, %arg5) : (i32, i32) -> i32
// CHECK-NEXT: %28 = llvm.intr.smax(%arg4, %arg5) : (i32, i32) -> i32
// CHECK-NEXT: %29 = llvm.intr.umin(%arg4, %arg5) : (i32, i32) -> i32
// CHECK-NEXT: %30 = llvm.intr.umax(%arg4, %arg5) : (i32, i32) -> i32
// CHECK-NEXT: "llvm.intr.memcpy"(%arg6, %arg7, %arg8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memmove"(%arg6, %arg7, %arg8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memset"(%arg6, %arg9, %arg8) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: %31 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT: %32 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT: %33 = llvm.intr.rint(%arg0) : (f32) -> f32
// CHECK-NEXT: %34 = llvm.intr.nearbyint(%arg0) : (f32) -> f32
// CHECK-NEXT: %35 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %36 = llvm.intr.bitreverse(%arg4) : (i32) -> i32
// CHECK-NEXT: %37 = llvm.intr.bswap(%arg4) : (i32) -> i32
// CHECK-NEXT: %38 = llvm.intr.fshl(%arg4, %arg4, %arg5) : (i32, i32, i32) -> i32
// CHECK-NEXT: %39 = "llvm.intr.uadd.with.overflow"(%arg4, %arg5) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %40 = llvm.intr.exp10(%arg0) : (f32) -> f32
// CHECK-NEXT: %41 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT: %42 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %43 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT: %44 = llvm.intr.lround(%arg0) : (f32) -> i64
// CHECK-NEXT: %45 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %45 : !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @all(%x: f32, %y: f32, %z: f32, %a: i32, %v: vector<4xf32>) {
  %0 = math.absf %x : f32
  %1 = math.sqrt %x : f32
  %2 = math.exp %x : f32
  %3 = math.exp2 %x : f32
  %4 = math.log %x : f32
  %5 = math.log2 %x : f32
  %6 = math.log10 %x : f32
  %7 = math.sin %x : f32
  %8 = math.cos %x : f32
  %9 = math.powf %x, %y : f32
  %10 = math.fpowi %x, %a : f32, i32
  %11 = math.fma %x, %y, %z : f32
  %12 = math.copysign %x, %y : f32
  %13 = math.floor %x : f32
  %14 = math.ceil %x : f32
  %15 = math.round %x : f32
  %16 = math.roundeven %x : f32
  %17 = math.trunc %x : f32
  %18 = math.ctlz %a : i32
  %19 = math.cttz %a : i32
  %20 = math.ctpop %a : i32
  %21 = math.absi %a : i32
  %22 = math.rsqrt %x : f32
  %23 = math.expm1 %x : f32
  %24 = math.log1p %x : f32
  %25 = math.tan %x : f32
  %26 = math.tanh %x : f32
  %27 = math.isnan %x : f32
  %28 = math.isinf %x : f32
  %29 = math.isfinite %x : f32
  %30 = math.isnormal %x : f32
  %31 = math.rsqrt %v : vector<4xf32>
  %32 = math.sqrt %x fastmath<fast> : f32
  %34 = math.asin %x : f32
  %35 = math.acos %x : f32
  %36 = math.atan %x : f32
  %37 = math.atan2 %x, %y : f32
  %38 = math.sinh %x : f32
  %39 = math.cosh %x : f32
  %40 = math.expm1 %v : vector<4xf32>
  %41 = math.log1p %x fastmath<fast> : f32
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @all(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: vector<4xf32>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.sqrt %arg0 : f32
// CHECK-NEXT: %2 = math.exp %arg0 : f32
// CHECK-NEXT: %3 = math.exp2 %arg0 : f32
// CHECK-NEXT: %4 = math.log %arg0 : f32
// CHECK-NEXT: %5 = math.log2 %arg0 : f32
// CHECK-NEXT: %6 = math.log10 %arg0 : f32
// CHECK-NEXT: %7 = math.sin %arg0 : f32
// CHECK-NEXT: %8 = math.cos %arg0 : f32
// CHECK-NEXT: %9 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT: %10 = math.fpowi %arg0, %arg3 : f32, i32
// CHECK-NEXT: %11 = math.fma %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %12 = math.copysign %arg0, %arg1 : f32
// CHECK-NEXT: %13 = math.floor %arg0 : f32
// CHECK-NEXT: %14 = math.ceil %arg0 : f32
// CHECK-NEXT: %15 = math.round %arg0 : f32
// CHECK-NEXT: %16 = math.roundeven %arg0 : f32
// CHECK-NEXT: %17 = math.trunc %arg0 : f32
// CHECK-NEXT: %18 = math.ctlz %arg3 : i32
// CHECK-NEXT: %19 = math.cttz %arg3 : i32
// CHECK-NEXT: %20 = math.ctpop %arg3 : i32
// CHECK-NEXT: %21 = math.absi %arg3 : i32
// CHECK-NEXT: %22 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %23 = math.expm1 %arg0 : f32
// CHECK-NEXT: %24 = math.log1p %arg0 : f32
// CHECK-NEXT: %25 = math.tan %arg0 : f32
// CHECK-NEXT: %26 = math.tanh %arg0 : f32
// CHECK-NEXT: %27 = math.isnan %arg0 : f32
// CHECK-NEXT: %28 = math.isinf %arg0 : f32
// CHECK-NEXT: %29 = math.isfinite %arg0 : f32
// CHECK-NEXT: %30 = math.isnormal %arg0 : f32
// CHECK-NEXT: %31 = math.rsqrt %arg4 : vector<4xf32>
// CHECK-NEXT: %32 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT: %33 = math.asin %arg0 : f32
// CHECK-NEXT: %34 = math.acos %arg0 : f32
// CHECK-NEXT: %35 = math.atan %arg0 : f32
// CHECK-NEXT: %36 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %37 = math.sinh %arg0 : f32
// CHECK-NEXT: %38 = math.cosh %arg0 : f32
// CHECK-NEXT: %39 = math.expm1 %arg4 : vector<4xf32>
// CHECK-NEXT: %40 = math.log1p %arg0 fastmath<fast> : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @f(%p: !llvm.ptr, %x: f32, %i: i32, %c: i1, %n: i64) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.alloca %c1 x i64 {alignment = 0 : i64} : (i32) -> !llvm.ptr
  %1 = llvm.load %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
  %2 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store volatile %x, %p {alignment = 4 : i64, nontemporal} : f32, !llvm.ptr
  %3 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %4 = llvm.atomicrmw volatile fadd %p, %x seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
  %5 = llvm.cmpxchg %p, %i, %c1 acq_rel monotonic : !llvm.ptr, i32
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  %6 = llvm.mlir.constant(dense<[1.0, 2.0]> : tensor<2xf32>) : vector<2xf32>
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: f32, %arg2: i32, %arg3: i1, %arg4: i64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.load %arg0 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: %3 = llvm.load volatile %arg0 atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store volatile %arg1, %arg0 {alignment = 4 : i64, nontemporal} : f32, !llvm.ptr
// CHECK-NEXT: %4 = llvm.atomicrmw add %arg0, %arg2 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %5 = llvm.atomicrmw volatile fadd %arg0, %arg1 seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.cmpxchg %arg0, %arg2, %0 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %7 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : vector<2xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(0.333333343 : f32) : f32
  %1 = llvm.mlir.constant(3.14159 : f32) : f32
  %2 = llvm.mlir.constant(0.1 : f32) : f32
  %3 = llvm.mlir.constant(-0.0 : f64) : f64
  %4 = llvm.mlir.constant(1.0e-7 : f64) : f64
  %5 = llvm.mlir.constant(123456789.0 : f64) : f64
  %6 = llvm.mlir.constant(0x7F800000 : f32) : f32
  %7 = llvm.mlir.constant(255 : i8) : i8
  %8 = llvm.mlir.constant(0.3333333333333333 : f64) : f64
  %9 = llvm.mlir.constant(2.0e+30 : f32) : f32
  %10 = llvm.mlir.constant(1 : i1) : i1
  %11 = llvm.mlir.constant(0x0000000000000001 : f64) : f64
  %12 = llvm.mlir.constant(1.5 : f16) : f16
  %13 = llvm.mlir.constant(3.40282347E+38 : f32) : f32
  %14 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %15 = llvm.mlir.constant(dense<[0.1, 0.2]> : vector<2xf64>) : vector<2xf64>
  %16 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
  llvm.return
}
// CHECK: module {
// CHECK-NEXT: llvm.func @f() {
// CHECK-NEXT: %0 = llvm.mlir.constant(0.333333343 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(3.141590e+00 : f32) : f32
// CHECK-NEXT: %2 = llvm.mlir.constant(1.000000e-01 : f32) : f32
// CHECK-NEXT: %3 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
// CHECK-NEXT: %4 = llvm.mlir.constant(9.9999999999999995E-8 : f64) : f64
// CHECK-NEXT: %5 = llvm.mlir.constant(0x419D6F3454000000 : f64) : f64
// CHECK-NEXT: %6 = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK-NEXT: %7 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %8 = llvm.mlir.constant(0.33333333333333331 : f64) : f64
// CHECK-NEXT: %9 = llvm.mlir.constant(2.000000e+30 : f32) : f32
// CHECK-NEXT: %10 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %11 = llvm.mlir.constant(4.940660e-324 : f64) : f64
// CHECK-NEXT: %12 = llvm.mlir.constant(1.500000e+00 : f16) : f16
// CHECK-NEXT: %13 = llvm.mlir.constant(3.40282347E+38 : f32) : f32
// CHECK-NEXT: %14 = llvm.mlir.constant(9223372036854775807 : i64) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(dense<[1.000000e-01, 2.000000e-01]> : vector<2xf64>) : vector<2xf64>
// CHECK-NEXT: %16 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
