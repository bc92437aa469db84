// convert-complex-to-llvm on abs, add, sub, mul and div (each
// complex-range), with fast-math flags carried to the llvm ops as MLIR's
// do, in f32, f64 and f16. Both tools must print the same bytes; the
// CHECK lines, mlir-opt's output, spell out the formulas.
// RUN: terrace-opt --convert-complex-to-llvm %s > %t.terrace
// RUN: %mlir-opt --convert-complex-to-llvm %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: FileCheck %s --check-prefix=BASIC < %t.terrace
// RUN: terrace-opt --convert-complex-to-llvm=complex-range=improved %s > %t.terrace
// RUN: %mlir-opt --convert-complex-to-llvm=complex-range=improved %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: FileCheck %s --check-prefix=IMPROVED < %t.terrace
// RUN: terrace-opt --convert-complex-to-llvm=complex-range=none %s > %t.terrace
// RUN: %mlir-opt --convert-complex-to-llvm=complex-range=none %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-complex-to-llvm --mlir-print-op-generic %s > %t.terrace
// RUN: %mlir-opt --convert-complex-to-llvm --mlir-print-op-generic %s > %t.mlir
// RUN: diff %t.terrace %t.mlir
// RUN: terrace-opt --convert-complex-to-llvm %s | FileCheck %s
// RUN: terrace-opt --convert-complex-to-llvm --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: convert-complex-to-llvm{complex-range=basic}
// RUN: not terrace-opt --convert-complex-to-llvm=complex-range=exact %s 2>&1 | FileCheck %s --check-prefix=BADRANGE

// BADRANGE: invalid value 'exact' for option 'complex-range' of pass 'convert-complex-to-llvm' (expected one of: improved, basic, none)

// |z| = sqrt(re*re + im*im): the flags on the products and the sum only.
// CHECK-LABEL: func.func @abs
// CHECK: %[[RE:.*]] = llvm.extractvalue %[[Z:.*]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[IM:.*]] = llvm.extractvalue %[[Z]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[RR:.*]] = llvm.fmul %[[RE]], %[[RE]] {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT: %[[II:.*]] = llvm.fmul %[[IM]], %[[IM]] {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT: %[[N:.*]] = llvm.fadd %[[RR]], %[[II]] {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
// CHECK-NEXT: llvm.intr.sqrt(%[[N]]) : (f32) -> f32
func.func @abs(%a: complex<f32>, %b: complex<f64>) -> (f32, f64) {
  %0 = complex.abs %a fastmath<nnan,contract> : complex<f32>
  %1 = complex.abs %b : complex<f64>
  return %0, %1 : f32, f64
}

// (a + bi)(c + di) = (ca - db) + (bc + ad)i, the parts read before the
// result struct is made.
// CHECK-LABEL: func.func @add_sub_mul
// CHECK: llvm.fadd {{.*}} {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: llvm.fsub {{.*}} : f64
// CHECK: %[[A:.*]] = llvm.extractvalue %[[L:.*]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %[[L]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[C:.*]] = llvm.extractvalue %[[R:.*]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[D:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[CA:.*]] = llvm.fmul %[[C]], %[[A]] : f32
// CHECK-NEXT: %[[DB:.*]] = llvm.fmul %[[D]], %[[B]] : f32
// CHECK-NEXT: %[[RE:.*]] = llvm.fsub %[[CA]], %[[DB]] : f32
// CHECK-NEXT: %[[BC:.*]] = llvm.fmul %[[B]], %[[C]] : f32
// CHECK-NEXT: %[[AD:.*]] = llvm.fmul %[[A]], %[[D]] : f32
// CHECK-NEXT: %[[IM:.*]] = llvm.fadd %[[BC]], %[[AD]] : f32
// CHECK-NEXT: %[[S:.*]] = llvm.insertvalue %[[RE]], %[[P]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.insertvalue %[[IM]], %[[S]][1] : !llvm.struct<(f32, f32)>
func.func @add_sub_mul(%a: complex<f32>, %b: complex<f32>, %c: complex<f64>) -> (complex<f32>, complex<f64>, complex<f32>) {
  %0 = complex.add %a, %b fastmath<fast> : complex<f32>
  %1 = complex.sub %c, %c : complex<f64>
  %2 = complex.mul %a, %b : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f64>, complex<f32>
}

// Division with complex-range=improved: Smith's ratio first, and at the
// end the special cases chosen only where both parts came out NaN.
// IMPROVED-LABEL: func.func @div
// IMPROVED: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f32, f32)>
// IMPROVED-NEXT: llvm.extractvalue %{{.*}}[1] : !llvm.struct<(f32, f32)>
// IMPROVED-NEXT: %[[C:.*]] = llvm.extractvalue %[[R:.*]][0] : !llvm.struct<(f32, f32)>
// IMPROVED-NEXT: %[[D:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32)>
// IMPROVED-NEXT: llvm.mlir.poison
// IMPROVED-NEXT: llvm.fdiv %[[C]], %[[D]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// IMPROVED: llvm.mlir.constant(0x7F800000 : f32) : f32
// IMPROVED: %[[RNAN:.*]] = llvm.fcmp "uno" %{{.*}}, %{{.*}} : f32
// IMPROVED-NEXT: %[[INAN:.*]] = llvm.fcmp "uno" %{{.*}}, %{{.*}} : f32
// IMPROVED-NEXT: %[[NAN:.*]] = llvm.and %[[RNAN]], %[[INAN]] : i1
// IMPROVED-NEXT: llvm.select %[[NAN]]
// IMPROVED-NEXT: llvm.select %[[NAN]]
// By default (basic, as none): the textbook formula.
// BASIC-LABEL: func.func @div
// BASIC: %[[A:.*]] = llvm.extractvalue %[[L:.*]][0] : !llvm.struct<(f32, f32)>
// BASIC-NEXT: %[[B:.*]] = llvm.extractvalue %[[L]][1] : !llvm.struct<(f32, f32)>
// BASIC-NEXT: %[[C:.*]] = llvm.extractvalue %[[R:.*]][0] : !llvm.struct<(f32, f32)>
// BASIC-NEXT: %[[D:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, f32)>
// BASIC-NEXT: llvm.mlir.poison
// BASIC-NEXT: %[[CC:.*]] = llvm.fmul %[[C]], %[[C]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: %[[DD:.*]] = llvm.fmul %[[D]], %[[D]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: %[[N:.*]] = llvm.fadd %[[CC]], %[[DD]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: %[[AC:.*]] = llvm.fmul %[[A]], %[[C]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: %[[BD:.*]] = llvm.fmul %[[B]], %[[D]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: %[[RN:.*]] = llvm.fadd %[[AC]], %[[BD]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: %[[BC:.*]] = llvm.fmul %[[B]], %[[C]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: %[[AD:.*]] = llvm.fmul %[[A]], %[[D]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: %[[IN:.*]] = llvm.fsub %[[BC]], %[[AD]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: llvm.fdiv %[[RN]], %[[N]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// BASIC-NEXT: llvm.fdiv %[[IN]], %[[N]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
func.func @div(%a: complex<f32>, %b: complex<f32>, %c: complex<f64>, %h: complex<f16>) -> (complex<f32>, complex<f64>, complex<f16>) {
  %0 = complex.div %a, %b fastmath<nnan> : complex<f32>
  %1 = complex.div %c, %c : complex<f64>
  %2 = complex.div %h, %h fastmath<fast> : complex<f16>
  return %0, %1, %2 : complex<f32>, complex<f64>, complex<f16>
}
