// terrace-run reports undefined behaviour and bad input as one located
// error and a non-zero exit, never a crash.
// RUN: not terrace-run --interpret %s --entry divide 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not terrace-run --interpret %s --entry out_of_bounds 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not terrace-run --interpret %s --entry bad_cast --input %t.dir/missing.npy 2>&1 | FileCheck %s --check-prefix=CAST-MISSING
// RUN: terrace-run --interpret %s --entry make --output-dir %t.dir
// RUN: not terrace-run --interpret %s --entry bad_cast --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: terrace-run --interpret %s --entry sum --input %t.dir/output_0.npy --print --print-format=compact | FileCheck %s --check-prefix=SUM
// RUN: not terrace-run --interpret %s --entry sum 2>&1 | FileCheck %s --check-prefix=RANDOM-DYN
// RUN: not terrace-run --interpret %s --entry divide --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not terrace-run --interpret %s --entry shape --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not terrace-run --interpret %s --entry sum --input %s 2>&1 | FileCheck %s --check-prefix=NOT-NPY
// RUN: not terrace-run --interpret %s --entry nothing 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not terrace-run --interpret %s --entry assert 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: not terrace-run --interpret %s --entry make --output-format csv 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not terrace-run --interpret %s --entry mismatch --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=MISMATCH
// RUN: terrace-run --interpret %s --entry diagonal --input %t.dir/output_0.npy --print --print-format=compact | FileCheck %s --check-prefix=DIAGONAL
// RUN: not terrace-run --interpret %s --entry past_the_end --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=PAST-THE-END
// RUN: not terrace-run --interpret %s --entry past_the_end_mod --input %t.dir/output_0.npy 2>&1 | FileCheck %s --check-prefix=PAST-THE-END-MOD

// DIV: errors.mlir:[[@LINE+4]]:8: error: 'arith.divsi' op divides by zero
func.func @divide(%a: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %b = arith.subi %a, %a : i32
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

// OOB: errors.mlir:[[@LINE+4]]:8: error: 'tensor.extract' op index 4 is out of bounds for dimension 0 of size 4
func.func @out_of_bounds() -> f32 {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c4 = arith.constant 4 : index
  %x = tensor.extract %t[%c4] : tensor<4xf32>
  return %x : f32
}

// A 3-element vector: 1, 2, 3.
func.func @make() -> tensor<3xi64> {
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  return %t : tensor<3xi64>
}

// CAST-MISSING: error: argument 0 ({{.*}}missing.npy): cannot read: No such file or directory
// CAST: errors.mlir:[[@LINE+2]]:8: error: 'tensor.cast' op casts dimension 0 of size 3 to 'tensor<4xi64>'
func.func @bad_cast(%t: tensor<?xi64>) -> tensor<4xi64> {
  %c = tensor.cast %t : tensor<?xi64> to tensor<4xi64>
  return %c : tensor<4xi64>
}

// SUM: output_0: i64 = 6
// RANDOM-DYN: terrace-run: error: argument 0: its shape is dynamic (tensor<?xi64>): give it with --input
// NOT-NPY: terrace-run: error: {{.*}}errors.mlir: not a NumPy .npy file
func.func @sum(%t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %x = tensor.extract %t[%i] : tensor<?xi64>
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  return %s : i64
}

// COUNT: terrace-run: error: argument 0 ({{.*}}output_0.npy): the function takes i32 (int32) elements, the file holds int64
// SHAPE: terrace-run: error: argument 0 ({{.*}}output_0.npy): shape (3,) does not match the argument's type tensor<2x2xi64>
func.func @shape(%t: tensor<2x2xi64>) -> tensor<2x2xi64> {
  return %t : tensor<2x2xi64>
}

// ENTRY: terrace-run: error: no function 'nothing' in {{.*}}errors.mlir (public functions: {{.*}}divide{{.*}})
// ASSERT: errors.mlir:[[@LINE+3]]:3: error: assertion failed: two is not one
func.func @assert() {
  %false = arith.constant false
  cf.assert %false, "two is not one"
  return
}

// FORMAT: terrace-run: error: --output-format csv: the formats are npy and pb

// MISMATCH: errors.mlir:[[@LINE+4]]:8: error: 'linalg.generic' op operand #1 has size 4 in dimension 0 where the loop it indexes has size 3
func.func @mismatch(%t: tensor<?xi64>) -> tensor<?xi64> {
  %four = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %c = tensor.cast %four : tensor<4xi64> to tensor<?xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%c : tensor<?xi64>) {
  ^bb0(%a: i64, %b: i64):
    linalg.yield %a : i64
  } -> tensor<?xi64>
  return %r : tensor<?xi64>
}

// A map with a negative coefficient is checked over the whole iteration
// space: out[i][j] = t[i - j + 1] reads t[0..2] of [1, 2, 3].
// DIAGONAL: output_0: tensor<2x2xi64> = {{\[\[}}2, 1], [3, 2]]
func.func @diagonal(%t: tensor<?xi64>) -> tensor<2x2xi64> {
  %o = tensor.empty() : tensor<2x2xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i - j + 1)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<?xi64>) outs(%o : tensor<2x2xi64>) {
  ^bb0(%a: i64, %b: i64):
    linalg.yield %a : i64
  } -> tensor<2x2xi64>
  return %r : tensor<2x2xi64>
}

// t[i - j + 2] reaches t[3] of a 3-element tensor.
// PAST-THE-END: errors.mlir:[[@LINE+3]]:8: error: 'linalg.generic' op operand #0 is indexed out of bounds in dimension 0
func.func @past_the_end(%t: tensor<?xi64>) -> tensor<2x2xi64> {
  %o = tensor.empty() : tensor<2x2xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i - j + 2)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<?xi64>) outs(%o : tensor<2x2xi64>) {
  ^bb0(%a: i64, %b: i64):
    linalg.yield %a : i64
  } -> tensor<2x2xi64>
  return %r : tensor<2x2xi64>
}

// With mod, each point is checked: (i + 2j) mod 5 reaches 3.
// PAST-THE-END-MOD: errors.mlir:[[@LINE+3]]:8: error: 'linalg.generic' op operand #0 is indexed out of bounds
func.func @past_the_end_mod(%t: tensor<?xi64>) -> tensor<2x2xi64> {
  %o = tensor.empty() : tensor<2x2xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> ((i + j * 2) mod 5)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<?xi64>) outs(%o : tensor<2x2xi64>) {
  ^bb0(%a: i64, %b: i64):
    linalg.yield %a : i64
  } -> tensor<2x2xi64>
  return %r : tensor<2x2xi64>
}
