// LLVM IR of llvm dialect intrinsics: terrace-translate writes what
// mlir-translate 22 writes, byte for byte, and llc takes it. The CHECK
// lines are mlir-translate's output.
// RUN: terrace-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: terrace-translate --mlir-to-llvmir %s -o %t.terrace.ll
// RUN: %mlir-translate --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.terrace.ll %t.mlir.ll
// RUN: llc %t.terrace.ll -o /dev/null
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

// CHECK: define void @f(float %0, float %1, float %2, <4 x float> %3, i32 %4, i32 %5, ptr %6, ptr %7, i64 %8, i8 %9, double %10) {
// CHECK:   %12 = call float @llvm.fabs.f32(float %0)
// CHECK:   %13 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %3)
// CHECK:   %14 = call fast float @llvm.exp.f32(float %0)
// CHECK:   %15 = call float @llvm.exp2.f32(float %0)
// CHECK:   %16 = call float @llvm.log.f32(float %0)
// CHECK:   %17 = call float @llvm.log2.f32(float %0)
// CHECK:   %18 = call float @llvm.log10.f32(float %0)
// CHECK:   %19 = call float @llvm.sin.f32(float %0)
// CHECK:   %20 = call float @llvm.cos.f32(float %0)
// CHECK:   %21 = call float @llvm.pow.f32(float %0, float %1)
// CHECK:   %22 = call float @llvm.powi.f32.i32(float %0, i32 %4)
// CHECK:   %23 = call float @llvm.fma.f32(float %0, float %1, float %2)
// CHECK:   %24 = call float @llvm.fmuladd.f32(float %0, float %1, float %2)
// CHECK:   %25 = call float @llvm.copysign.f32(float %0, float %1)
// CHECK:   %26 = call float @llvm.floor.f32(float %0)
// CHECK:   %27 = call float @llvm.ceil.f32(float %0)
// CHECK:   %28 = call float @llvm.round.f32(float %0)
// CHECK:   %29 = call float @llvm.roundeven.f32(float %0)
// CHECK:   %30 = call float @llvm.trunc.f32(float %0)
// CHECK:   %31 = call float @llvm.minnum.f32(float %0, float %1)
// CHECK:   %32 = call float @llvm.maxnum.f32(float %0, float %1)
// CHECK:   %33 = call float @llvm.minimum.f32(float %0, float %1)
// CHECK:   %34 = call float @llvm.maximum.f32(float %0, float %1)
// CHECK:   %35 = call i32 @llvm.ctlz.i32(i32 %4, i1 false)
// CHECK:   %36 = call i32 @llvm.cttz.i32(i32 %4, i1 true)
// CHECK:   %37 = call i32 @llvm.ctpop.i32(i32 %4)
// CHECK:   %38 = call i32 @llvm.abs.i32(i32 %4, i1 false)
// CHECK:   %39 = call i32 @llvm.smin.i32(i32 %4, i32 %5)
// CHECK:   %40 = call i32 @llvm.smax.i32(i32 %4, i32 %5)
// CHECK:   %41 = call i32 @llvm.umin.i32(i32 %4, i32 %5)
// CHECK:   %42 = call i32 @llvm.umax.i32(i32 %4, i32 %5)
// CHECK:   call void @llvm.memcpy.p0.p0.i64(ptr %6, ptr %7, i64 %8, i1 false)
// CHECK:   call void @llvm.memmove.p0.p0.i64(ptr %6, ptr %7, i64 %8, i1 false)
// CHECK:   call void @llvm.memset.p0.i64(ptr %6, i8 %9, i64 %8, i1 false)
// CHECK:   %43 = call float @llvm.tan.f32(float %0)
// CHECK:   %44 = call float @llvm.tanh.f32(float %0)
// CHECK:   %45 = call float @llvm.rint.f32(float %0)
// CHECK:   %46 = call float @llvm.nearbyint.f32(float %0)
// CHECK:   %47 = call i1 @llvm.is.fpclass.f32(float %0, i32 3)
// CHECK:   %48 = call i32 @llvm.bitreverse.i32(i32 %4)
// CHECK:   %49 = call i32 @llvm.bswap.i32(i32 %4)
// CHECK:   %50 = call i32 @llvm.fshl.i32(i32 %4, i32 %4, i32 %5)
// CHECK:   %51 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %4, i32 %5)
// CHECK:   %52 = call float @llvm.exp10.f32(float %0)
// CHECK:   %53 = call float @llvm.acos.f32(float %0)
// CHECK:   %54 = call float @llvm.atan2.f32(float %0, float %1)
// CHECK:   %55 = call float @llvm.sinh.f32(float %0)
// CHECK:   %56 = call i64 @llvm.lround.i64.f32(float %0)
// CHECK:   %57 = call ptr @llvm.stacksave.p0()
// CHECK:   call void @llvm.stackrestore.p0(ptr %57)
// CHECK:   ret void
// CHECK: }
// CHECK: declare float @llvm.fabs.f32(float) #0
// CHECK: declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #0
// CHECK: declare float @llvm.exp.f32(float) #0
// CHECK: declare float @llvm.exp2.f32(float) #0
// CHECK: declare float @llvm.log.f32(float) #0
// CHECK: declare float @llvm.log2.f32(float) #0
// CHECK: declare float @llvm.log10.f32(float) #0
// CHECK: declare float @llvm.sin.f32(float) #0
// CHECK: declare float @llvm.cos.f32(float) #0
// CHECK: declare float @llvm.pow.f32(float, float) #0
// CHECK: declare float @llvm.powi.f32.i32(float, i32) #0
// CHECK: declare float @llvm.fma.f32(float, float, float) #0
// CHECK: declare float @llvm.fmuladd.f32(float, float, float) #0
// CHECK: declare float @llvm.copysign.f32(float, float) #0
// CHECK: declare float @llvm.floor.f32(float) #0
// CHECK: declare float @llvm.ceil.f32(float) #0
// CHECK: declare float @llvm.round.f32(float) #0
// CHECK: declare float @llvm.roundeven.f32(float) #0
// CHECK: declare float @llvm.trunc.f32(float) #0
// CHECK: declare float @llvm.minnum.f32(float, float) #0
// CHECK: declare float @llvm.maxnum.f32(float, float) #0
// CHECK: declare float @llvm.minimum.f32(float, float) #0
// CHECK: declare float @llvm.maximum.f32(float, float) #0
// CHECK: declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1
// CHECK: declare i32 @llvm.cttz.i32(i32, i1 immarg) #1
// CHECK: declare i32 @llvm.ctpop.i32(i32) #0
// CHECK: declare i32 @llvm.abs.i32(i32, i1 immarg) #1
// CHECK: declare i32 @llvm.smin.i32(i32, i32) #0
// CHECK: declare i32 @llvm.smax.i32(i32, i32) #0
// CHECK: declare i32 @llvm.umin.i32(i32, i32) #0
// CHECK: declare i32 @llvm.umax.i32(i32, i32) #0
// CHECK: declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2
// CHECK: declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #2
// CHECK: declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3
// CHECK: declare float @llvm.tan.f32(float) #1
// CHECK: declare float @llvm.tanh.f32(float) #1
// CHECK: declare float @llvm.rint.f32(float) #0
// CHECK: declare float @llvm.nearbyint.f32(float) #0
// CHECK: declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #0
// CHECK: declare i32 @llvm.bitreverse.i32(i32) #0
// CHECK: declare i32 @llvm.bswap.i32(i32) #0
// CHECK: declare i32 @llvm.fshl.i32(i32, i32, i32) #0
// CHECK: declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #0
// CHECK: declare float @llvm.exp10.f32(float) #0
// CHECK: declare float @llvm.acos.f32(float) #1
// CHECK: declare float @llvm.atan2.f32(float, float) #1
// CHECK: declare float @llvm.sinh.f32(float) #1
// CHECK: declare i64 @llvm.lround.i64.f32(float) #0
// CHECK: declare ptr @llvm.stacksave.p0() #4
// CHECK: declare void @llvm.stackrestore.p0(ptr) #4
// CHECK: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK: attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK: attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
// CHECK: attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
// CHECK: attributes #4 = { nocallback nofree nosync nounwind willreturn }
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
