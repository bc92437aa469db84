// Constant folding of dense tensors and vectors, element by element, as
// MLIR 22's folders do (CommonFolders): splats fold to splats, other dense
// constants element by element, a result whose elements are all equal is a
// splat, and a fold any element refuses is left alone. canonicalize and sccp
// use the same folders. The expected text is mlir-opt's; both tools run.
// RUN: terrace-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: %mlir-opt --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: terrace-opt --sccp %s | FileCheck %s --check-prefix=SCCP
// RUN: %mlir-opt --sccp %s | FileCheck %s --check-prefix=SCCP

// CANON-LABEL: func.func @ints() -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) {
// CANON-NEXT:  %cst = arith.constant dense<[9, -5, 93, 4]> : tensor<4xi32>
// CANON-NEXT:  %cst_0 = arith.constant dense<[14, -16, 200, 6]> : tensor<4xi32>
// CANON-NEXT:  %cst_1 = arith.constant dense<[3, -2, -14, 3]> : tensor<4xi32>
// CANON-NEXT:  %cst_2 = arith.constant dense<[4, 1431655763, 1, 3]> : tensor<4xi32>
// CANON-NEXT:  %cst_3 = arith.constant dense<[3, -3, -15, 3]> : tensor<4xi32>
// CANON-NEXT:  %cst_4 = arith.constant dense<[1, 536870911, 0, 1]> : tensor<4xi32>
// CANON-NEXT:  %cst_5 = arith.constant dense<[7, -8, -7, 3]> : tensor<4xi32>
// CANON-NEXT:  %cst_6 = arith.constant dense<[false, true, false, false]> : tensor<4xi1>
// CANON-NEXT:  %cst_7 = arith.constant dense<[2, -8, -7, 1]> : tensor<4xi32>
// CANON-NEXT:  %cst_8 = arith.constant dense<0> : tensor<4xi32>
// CANON-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi32>
// CANON-NEXT:  }
// CANON-LABEL: func.func @refused() -> (vector<3xi32>, vector<3xi32>) {
// CANON-NEXT:  %cst = arith.constant dense<[12, 0, 32]> : vector<3xi32>
// CANON-NEXT:  %cst_0 = arith.constant dense<[6, 7, 8]> : vector<3xi32>
// CANON-NEXT:  %cst_1 = arith.constant dense<[1, 0, 2]> : vector<3xi32>
// CANON-NEXT:  %0 = arith.divui %cst_0, %cst_1 : vector<3xi32>
// CANON-NEXT:  return %0, %cst : vector<3xi32>, vector<3xi32>
// CANON-NEXT:  }
// CANON-LABEL: func.func @extended() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>) {
// CANON-NEXT:  %cst = arith.constant dense<[44, 7]> : vector<2xi8>
// CANON-NEXT:  %cst_0 = arith.constant dense<[true, false]> : vector<2xi1>
// CANON-NEXT:  %cst_1 = arith.constant dense<[32, 12]> : vector<2xi8>
// CANON-NEXT:  %cst_2 = arith.constant dense<[-22, 0]> : vector<2xi8>
// CANON-NEXT:  return %cst, %cst_0, %cst_1, %cst_2 : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>
// CANON-NEXT:  }
// CANON-LABEL: func.func @floats() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf64>, tensor<4xf16>, tensor<4xi32>, tensor<4xf32>, tensor<4xi64>, tensor<4xi8>, tensor<4xindex>, tensor<4xf32>, tensor<4xi32>) {
// CANON-NEXT:  %cst = arith.constant dense<[1069547520, -1073741824, 0, 1078984704]> : tensor<4xi32>
// CANON-NEXT:  %cst_0 = arith.constant dense<[1.401300e-45, 0xFFFFFFFE, 4.203900e-43, 9.809080e-45]> : tensor<4xf32>
// CANON-NEXT:  %cst_1 = arith.constant dense<[1, 4294967294, 300, 7]> : tensor<4xindex>
// CANON-NEXT:  %cst_2 = arith.constant dense<[1, -2, 44, 7]> : tensor<4xi8>
// CANON-NEXT:  %cst_3 = arith.constant dense<[1, -2, 300, 7]> : tensor<4xi64>
// CANON-NEXT:  %cst_4 = arith.constant dense<[1.000000e+00, 4.2949673E+9, 3.000000e+02, 7.000000e+00]> : tensor<4xf32>
// CANON-NEXT:  %cst_5 = arith.constant dense<[1, -2, 0, 3]> : tensor<4xi32>
// CANON-NEXT:  %cst_6 = arith.constant dense<[1.500000e+00, -2.000000e+00, 0.000000e+00, 3.250000e+00]> : tensor<4xf16>
// CANON-NEXT:  %cst_7 = arith.constant dense<[1.500000e+00, -2.000000e+00, 0.000000e+00, 3.250000e+00]> : tensor<4xf64>
// CANON-NEXT:  %cst_8 = arith.constant dense<[1.500000e+00, -2.000000e+00, 0.000000e+00, 3.250000e+00]> : tensor<4xf32>
// CANON-NEXT:  %cst_9 = arith.constant dense<[5.000000e-01, 4.000000e+00, -0.000000e+00, 1.000000e+10]> : tensor<4xf32>
// CANON-NEXT:  %cst_10 = arith.constant dense<[2.000000e+00, 2.000000e+00, 0.000000e+00, 1.000000e+10]> : tensor<4xf32>
// CANON-NEXT:  %cst_11 = arith.constant dense<[3.000000e+00, -5.000000e-01, 0x7FC00000, 3.250000e-10]> : tensor<4xf32>
// CANON-NEXT:  %cst_12 = arith.constant dense<[1.500000e+00, 4.000000e+00, 0.000000e+00, 1.000000e+10]> : tensor<4xf32>
// CANON-NEXT:  %cst_13 = arith.constant dense<[-1.500000e+00, 2.000000e+00, -0.000000e+00, -3.250000e+00]> : tensor<4xf32>
// CANON-NEXT:  %0 = arith.cmpf olt, %cst_8, %cst_9 : tensor<4xf32>
// CANON-NEXT:  return %cst_10, %cst_11, %cst_12, %cst_13, %0, %cst_7, %cst_6, %cst_5, %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf64>, tensor<4xf16>, tensor<4xi32>, tensor<4xf32>, tensor<4xi64>, tensor<4xi8>, tensor<4xindex>, tensor<4xf32>, tensor<4xi32>
// CANON-NEXT:  }
// CANON-LABEL: func.func @math() -> (vector<4xf64>, vector<4xf64>, vector<4xf32>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf64>) {
// CANON-NEXT:  %cst = arith.constant dense<[-1.000000e+00, 4.000000e+00, 9.000000e+00, 2.000000e+00]> : vector<4xf64>
// CANON-NEXT:  %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 1.4142135623730951]> : vector<4xf64>
// CANON-NEXT:  %cst_1 = arith.constant dense<[0.000000e+00, 1.3862943611198906, 2.1972245773362196, 0.69314718055994529]> : vector<4xf64>
// CANON-NEXT:  %cst_2 = arith.constant dense<[1.64872122, 2.71828175, 7.3890562, 0.0497870669]> : vector<4xf32>
// CANON-NEXT:  %cst_3 = arith.constant dense<[1.000000e+00, 4.000000e+00, 9.000000e+00, 2.000000e+00]> : vector<4xf64>
// CANON-NEXT:  %cst_4 = arith.constant dense<[1.000000e+00, 2.560000e+02, 0x41B7179149000000, 4.000000e+00]> : vector<4xf64>
// CANON-NEXT:  %cst_5 = arith.constant dense<0.78539816339744828> : vector<4xf64>
// CANON-NEXT:  %cst_6 = arith.constant dense<[1, 2, 300, 7]> : vector<4xi32>
// CANON-NEXT:  %cst_7 = arith.constant dense<[31, 0, 23, 29]> : vector<4xi32>
// CANON-NEXT:  %cst_8 = arith.constant dense<[1, 0, 0, 823543]> : vector<4xi32>
// CANON-NEXT:  %0 = math.sqrt %cst : vector<4xf64>
// CANON-NEXT:  return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst, %cst_6, %cst_7, %cst_8, %0 : vector<4xf64>, vector<4xf64>, vector<4xf32>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf64>
// CANON-NEXT:  }
// CANON-LABEL: func.func @sccp(%arg0: i1) -> tensor<2xi32> {
// CANON-NEXT:  %cst = arith.constant dense<[1, 4]> : tensor<2xi32>
// CANON-NEXT:  %cst_0 = arith.constant dense<4> : tensor<2xi32>
// CANON-NEXT:  %0 = arith.select %arg0, %cst_0, %cst : tensor<2xi32>
// CANON-NEXT:  return %0 : tensor<2xi32>
// CANON-NEXT:  }

// SCCP-LABEL: func.func @ints() -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) {
// SCCP-NEXT:  %cst = arith.constant dense<0> : tensor<4xi32>
// SCCP-NEXT:  %cst_0 = arith.constant dense<[2, -8, -7, 1]> : tensor<4xi32>
// SCCP-NEXT:  %cst_1 = arith.constant dense<[false, true, false, false]> : tensor<4xi1>
// SCCP-NEXT:  %cst_2 = arith.constant dense<[7, -8, -7, 3]> : tensor<4xi32>
// SCCP-NEXT:  %cst_3 = arith.constant dense<[1, 536870911, 0, 1]> : tensor<4xi32>
// SCCP-NEXT:  %cst_4 = arith.constant dense<[3, -3, -15, 3]> : tensor<4xi32>
// SCCP-NEXT:  %cst_5 = arith.constant dense<[4, 1431655763, 1, 3]> : tensor<4xi32>
// SCCP-NEXT:  %cst_6 = arith.constant dense<[3, -2, -14, 3]> : tensor<4xi32>
// SCCP-NEXT:  %cst_7 = arith.constant dense<[14, -16, 200, 6]> : tensor<4xi32>
// SCCP-NEXT:  %cst_8 = arith.constant dense<[9, -5, 93, 4]> : tensor<4xi32>
// SCCP-NEXT:  %cst_9 = arith.constant dense<2> : tensor<4xi32>
// SCCP-NEXT:  %cst_10 = arith.constant dense<[2, 3, -7, 1]> : tensor<4xi32>
// SCCP-NEXT:  %cst_11 = arith.constant dense<[7, -8, 100, 3]> : tensor<4xi32>
// SCCP-NEXT:  return %cst_8, %cst_7, %cst_6, %cst_5, %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi32>
// SCCP-NEXT:  }
// SCCP-LABEL: func.func @refused() -> (vector<3xi32>, vector<3xi32>) {
// SCCP-NEXT:  %cst = arith.constant dense<[12, 0, 32]> : vector<3xi32>
// SCCP-NEXT:  %cst_0 = arith.constant dense<[1, 32, 2]> : vector<3xi32>
// SCCP-NEXT:  %cst_1 = arith.constant dense<[1, 0, 2]> : vector<3xi32>
// SCCP-NEXT:  %cst_2 = arith.constant dense<[6, 7, 8]> : vector<3xi32>
// SCCP-NEXT:  %0 = arith.divui %cst_2, %cst_1 : vector<3xi32>
// SCCP-NEXT:  return %0, %cst : vector<3xi32>, vector<3xi32>
// SCCP-NEXT:  }
// SCCP-LABEL: func.func @extended() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>) {
// SCCP-NEXT:  %cst = arith.constant dense<[-22, 0]> : vector<2xi8>
// SCCP-NEXT:  %cst_0 = arith.constant dense<[32, 12]> : vector<2xi8>
// SCCP-NEXT:  %cst_1 = arith.constant dense<[true, false]> : vector<2xi1>
// SCCP-NEXT:  %cst_2 = arith.constant dense<[44, 7]> : vector<2xi8>
// SCCP-NEXT:  %cst_3 = arith.constant dense<[100, 4]> : vector<2xi8>
// SCCP-NEXT:  %cst_4 = arith.constant dense<[-56, 3]> : vector<2xi8>
// SCCP-NEXT:  return %cst_2, %cst_1, %cst_0, %cst : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>
// SCCP-NEXT:  }
// SCCP-LABEL: func.func @floats() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf64>, tensor<4xf16>, tensor<4xi32>, tensor<4xf32>, tensor<4xi64>, tensor<4xi8>, tensor<4xindex>, tensor<4xf32>, tensor<4xi32>) {
// SCCP-NEXT:  %cst = arith.constant dense<[1069547520, -1073741824, 0, 1078984704]> : tensor<4xi32>
// SCCP-NEXT:  %cst_0 = arith.constant dense<[1.401300e-45, 0xFFFFFFFE, 4.203900e-43, 9.809080e-45]> : tensor<4xf32>
// SCCP-NEXT:  %cst_1 = arith.constant dense<[1, 4294967294, 300, 7]> : tensor<4xindex>
// SCCP-NEXT:  %cst_2 = arith.constant dense<[1, -2, 44, 7]> : tensor<4xi8>
// SCCP-NEXT:  %cst_3 = arith.constant dense<[1, -2, 300, 7]> : tensor<4xi64>
// SCCP-NEXT:  %cst_4 = arith.constant dense<[1.000000e+00, 4.2949673E+9, 3.000000e+02, 7.000000e+00]> : tensor<4xf32>
// SCCP-NEXT:  %cst_5 = arith.constant dense<[1, -2, 0, 3]> : tensor<4xi32>
// SCCP-NEXT:  %cst_6 = arith.constant dense<[1.500000e+00, -2.000000e+00, 0.000000e+00, 3.250000e+00]> : tensor<4xf16>
// SCCP-NEXT:  %cst_7 = arith.constant dense<[1.500000e+00, -2.000000e+00, 0.000000e+00, 3.250000e+00]> : tensor<4xf64>
// SCCP-NEXT:  %cst_8 = arith.constant dense<[-1.500000e+00, 2.000000e+00, -0.000000e+00, -3.250000e+00]> : tensor<4xf32>
// SCCP-NEXT:  %cst_9 = arith.constant dense<[1.500000e+00, 4.000000e+00, 0.000000e+00, 1.000000e+10]> : tensor<4xf32>
// SCCP-NEXT:  %cst_10 = arith.constant dense<[3.000000e+00, -5.000000e-01, 0x7FC00000, 3.250000e-10]> : tensor<4xf32>
// SCCP-NEXT:  %cst_11 = arith.constant dense<[2.000000e+00, 2.000000e+00, 0.000000e+00, 1.000000e+10]> : tensor<4xf32>
// SCCP-NEXT:  %cst_12 = arith.constant dense<[1, -2, 300, 7]> : tensor<4xi32>
// SCCP-NEXT:  %cst_13 = arith.constant dense<[5.000000e-01, 4.000000e+00, -0.000000e+00, 1.000000e+10]> : tensor<4xf32>
// SCCP-NEXT:  %cst_14 = arith.constant dense<[1.500000e+00, -2.000000e+00, 0.000000e+00, 3.250000e+00]> : tensor<4xf32>
// SCCP-NEXT:  %0 = arith.cmpf olt, %cst_14, %cst_13 : tensor<4xf32>
// SCCP-NEXT:  return %cst_11, %cst_10, %cst_9, %cst_8, %0, %cst_7, %cst_6, %cst_5, %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf64>, tensor<4xf16>, tensor<4xi32>, tensor<4xf32>, tensor<4xi64>, tensor<4xi8>, tensor<4xindex>, tensor<4xf32>, tensor<4xi32>
// SCCP-NEXT:  }
// SCCP-LABEL: func.func @math() -> (vector<4xf64>, vector<4xf64>, vector<4xf32>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf64>) {
// SCCP-NEXT:  %cst = arith.constant dense<[1, 0, 0, 823543]> : vector<4xi32>
// SCCP-NEXT:  %cst_0 = arith.constant dense<[31, 0, 23, 29]> : vector<4xi32>
// SCCP-NEXT:  %cst_1 = arith.constant dense<[1, 2, 300, 7]> : vector<4xi32>
// SCCP-NEXT:  %cst_2 = arith.constant dense<0.78539816339744828> : vector<4xf64>
// SCCP-NEXT:  %cst_3 = arith.constant dense<[1.000000e+00, 2.560000e+02, 0x41B7179149000000, 4.000000e+00]> : vector<4xf64>
// SCCP-NEXT:  %cst_4 = arith.constant dense<[1.64872122, 2.71828175, 7.3890562, 0.0497870669]> : vector<4xf32>
// SCCP-NEXT:  %cst_5 = arith.constant dense<[0.000000e+00, 1.3862943611198906, 2.1972245773362196, 0.69314718055994529]> : vector<4xf64>
// SCCP-NEXT:  %cst_6 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 1.4142135623730951]> : vector<4xf64>
// SCCP-NEXT:  %cst_7 = arith.constant dense<[-1.000000e+00, 4.000000e+00, 9.000000e+00, 2.000000e+00]> : vector<4xf64>
// SCCP-NEXT:  %cst_8 = arith.constant dense<[1, -2, 300, 7]> : vector<4xi32>
// SCCP-NEXT:  %cst_9 = arith.constant dense<[5.000000e-01, 1.000000e+00, 2.000000e+00, -3.000000e+00]> : vector<4xf32>
// SCCP-NEXT:  %cst_10 = arith.constant dense<[1.000000e+00, 4.000000e+00, 9.000000e+00, 2.000000e+00]> : vector<4xf64>
// SCCP-NEXT:  %0 = math.sqrt %cst_7 : vector<4xf64>
// SCCP-NEXT:  return %cst_6, %cst_5, %cst_4, %cst_10, %cst_3, %cst_2, %cst_7, %cst_1, %cst_0, %cst, %0 : vector<4xf64>, vector<4xf64>, vector<4xf32>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf64>
// SCCP-NEXT:  }
// SCCP-LABEL: func.func @sccp(%arg0: i1) -> tensor<2xi32> {
// SCCP-NEXT:  %cst = arith.constant dense<4> : tensor<2xi32>
// SCCP-NEXT:  %cst_0 = arith.constant dense<[2, 6]> : tensor<2xi32>
// SCCP-NEXT:  %cst_1 = arith.constant dense<[1, 4]> : tensor<2xi32>
// SCCP-NEXT:  %cst_2 = arith.constant dense<[1, 2]> : tensor<2xi32>
// SCCP-NEXT:  %cst_3 = arith.constant dense<[5, 6]> : tensor<2xi32>
// SCCP-NEXT:  %0 = scf.if %arg0 -> (tensor<2xi32>) {
// SCCP-NEXT:  scf.yield %cst : tensor<2xi32>
// SCCP-NEXT:  } else {
// SCCP-NEXT:  scf.yield %cst_1 : tensor<2xi32>
// SCCP-NEXT:  }
// SCCP-NEXT:  return %0 : tensor<2xi32>
// SCCP-NEXT:  }

// Integer ops on dense operands (splat and not) fold element by element.
func.func @ints() -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) {
  %a = arith.constant dense<[7, -8, 100, 3]> : tensor<4xi32>
  %b = arith.constant dense<[2, 3, -7, 1]> : tensor<4xi32>
  %s = arith.constant dense<2> : tensor<4xi32>
  %0 = arith.addi %a, %b : tensor<4xi32>
  %1 = arith.muli %a, %s : tensor<4xi32>
  %2 = arith.divsi %a, %b : tensor<4xi32>
  %3 = arith.ceildivui %a, %b : tensor<4xi32>
  %4 = arith.floordivsi %a, %b : tensor<4xi32>
  %5 = arith.shrui %a, %b : tensor<4xi32>
  %6 = arith.maxui %a, %b : tensor<4xi32>
  %7 = arith.cmpi slt, %a, %b : tensor<4xi32>
  %8 = arith.select %7, %a, %b : tensor<4xi1>, tensor<4xi32>
  %9 = arith.subi %a, %a : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>, tensor<4xi32>
}

// One element that cannot fold (a division by zero) leaves the whole op
// alone. Shifts check only the last element's amount, as MLIR's folders do:
// shli by [1, 32, 2] folds, the shift by 32 giving 0.
func.func @refused() -> (vector<3xi32>, vector<3xi32>) {
  %a = arith.constant dense<[6, 7, 8]> : vector<3xi32>
  %b = arith.constant dense<[1, 0, 2]> : vector<3xi32>
  %w = arith.constant dense<[1, 32, 2]> : vector<3xi32>
  %0 = arith.divui %a, %b : vector<3xi32>
  %1 = arith.shli %a, %w : vector<3xi32>
  return %0, %1 : vector<3xi32>, vector<3xi32>
}

// Two results: the sum and its carry, the low and high halves.
func.func @extended() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[200, 3]> : vector<2xi8>
  %b = arith.constant dense<[100, 4]> : vector<2xi8>
  %sum, %carry = arith.addui_extended %a, %b : vector<2xi8>, vector<2xi1>
  %low, %high = arith.mulsi_extended %a, %b : vector<2xi8>
  return %sum, %carry, %low, %high : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>
}

// Float arithmetic and casts; cmpf folds scalars only, as in MLIR.
func.func @floats() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf64>, tensor<4xf16>, tensor<4xi32>, tensor<4xf32>, tensor<4xi64>, tensor<4xi8>, tensor<4xindex>, tensor<4xf32>, tensor<4xi32>) {
  %a = arith.constant dense<[1.5, -2.0, 0.0, 3.25]> : tensor<4xf32>
  %b = arith.constant dense<[0.5, 4.0, -0.0, 1.0e10]> : tensor<4xf32>
  %i = arith.constant dense<[1, -2, 300, 7]> : tensor<4xi32>
  %0 = arith.addf %a, %b : tensor<4xf32>
  %1 = arith.divf %a, %b : tensor<4xf32>
  %2 = arith.maximumf %a, %b : tensor<4xf32>
  %3 = arith.negf %a : tensor<4xf32>
  %4 = arith.cmpf olt, %a, %b : tensor<4xf32>
  %5 = arith.extf %a : tensor<4xf32> to tensor<4xf64>
  %6 = arith.truncf %a : tensor<4xf32> to tensor<4xf16>
  %7 = arith.fptosi %a : tensor<4xf32> to tensor<4xi32>
  %8 = arith.uitofp %i : tensor<4xi32> to tensor<4xf32>
  %9 = arith.extsi %i : tensor<4xi32> to tensor<4xi64>
  %10 = arith.trunci %i : tensor<4xi32> to tensor<4xi8>
  %11 = arith.index_castui %i : tensor<4xi32> to tensor<4xindex>
  %12 = arith.bitcast %i : tensor<4xi32> to tensor<4xf32>
  %13 = arith.bitcast %a : tensor<4xf32> to tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf64>, tensor<4xf16>, tensor<4xi32>, tensor<4xf32>, tensor<4xi64>, tensor<4xi8>, tensor<4xindex>, tensor<4xf32>, tensor<4xi32>
}

// math folds through the host's libm in the element's precision (f64 and
// f32), exactly otherwise; equal results make a splat.
func.func @math() -> (vector<4xf64>, vector<4xf64>, vector<4xf32>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf64>) {
  %v = arith.constant dense<[1.0, 4.0, 9.0, 2.0]> : vector<4xf64>
  %f = arith.constant dense<[0.5, 1.0, 2.0, -3.0]> : vector<4xf32>
  %i = arith.constant dense<[1, -2, 300, 7]> : vector<4xi32>
  %n = arith.constant dense<[-1.0, 4.0, 9.0, 2.0]> : vector<4xf64>
  %0 = math.sqrt %v : vector<4xf64>
  %1 = math.log %v : vector<4xf64>
  %2 = math.exp %f : vector<4xf32>
  %3 = math.floor %v : vector<4xf64>
  %4 = math.powf %v, %v : vector<4xf64>
  %5 = math.atan2 %v, %v : vector<4xf64>
  %6 = math.copysign %v, %n : vector<4xf64>
  %7 = math.absi %i : vector<4xi32>
  %8 = math.ctlz %i : vector<4xi32>
  %9 = math.ipowi %i, %i : vector<4xi32>
  %10 = math.sqrt %n : vector<4xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : vector<4xf64>, vector<4xf64>, vector<4xf32>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf64>
}

// sccp folds the same way through the same folders.
func.func @sccp(%c: i1) -> tensor<2xi32> {
  %a = arith.constant dense<[5, 6]> : tensor<2xi32>
  %b = arith.constant dense<[1, 2]> : tensor<2xi32>
  %0 = scf.if %c -> tensor<2xi32> {
    %1 = arith.subi %a, %b : tensor<2xi32>
    scf.yield %1 : tensor<2xi32>
  } else {
    %2 = arith.muli %b, %b : tensor<2xi32>
    %3 = arith.addi %2, %b : tensor<2xi32>
    scf.yield %2 : tensor<2xi32>
  }
  return %0 : tensor<2xi32>
}

// floordivsi by zero: MLIR keeps the dividend for that element and folds
// anyway, unless the zero is the last element (the last element decides).
// CANON-LABEL: func.func @floordivsi_zero_first() -> tensor<2xi32> {
// CANON-NEXT: %[[C:.*]] = arith.constant dense<[7, -4]> : tensor<2xi32>
// CANON-NEXT: return %[[C]]
// SCCP-LABEL: func.func @floordivsi_zero_first() -> tensor<2xi32> {
// SCCP-NEXT: %[[C:.*]] = arith.constant dense<[7, -4]> : tensor<2xi32>
// SCCP: return %[[C]]
func.func @floordivsi_zero_first() -> tensor<2xi32> {
  %a = arith.constant dense<[7, -7]> : tensor<2xi32>
  %b = arith.constant dense<[0, 2]> : tensor<2xi32>
  %0 = arith.floordivsi %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CANON-LABEL: func.func @floordivsi_zero_last() -> tensor<2xi32> {
// CANON: %[[Q:.*]] = arith.floordivsi
// CANON-NEXT: return %[[Q]]
// SCCP-LABEL: func.func @floordivsi_zero_last() -> tensor<2xi32> {
// SCCP: %[[Q:.*]] = arith.floordivsi
// SCCP-NEXT: return %[[Q]]
func.func @floordivsi_zero_last() -> tensor<2xi32> {
  %a = arith.constant dense<[7, -7]> : tensor<2xi32>
  %b = arith.constant dense<[2, 0]> : tensor<2xi32>
  %0 = arith.floordivsi %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}
