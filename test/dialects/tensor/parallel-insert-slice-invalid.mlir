// Errors of tensor.parallel_insert_slice, with mlir-opt 22's messages under
// both tools: outside scf.forall.in_parallel (the parent printed), into a
// value that is not a shared output, slice lists of the wrong length or
// with negative entries, dynamic-entry counts, types.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// case P1: not inside in_parallel (func body)
func.func @p1(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) {
  tensor.parallel_insert_slice %s into %d[0, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected InParallelOpInterface parent, got:}}
  return
}
// -----
// case P2: inside scf.forall body but outside in_parallel
func.func @p2(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    tensor.parallel_insert_slice %s into %o[0, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected InParallelOpInterface parent, got:}}
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P3: dest is not a shared_outs block arg
func.func @p3(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %d[0, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P4: source shape mismatch
func.func @p4(%s: tensor<3x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 0] [2, 16] [1, 1] : tensor<3x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected type to be 'tensor<2x16xf32>' or a rank-reduced version. (size mismatch) }}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P5: source rank too large
func.func @p5(%s: tensor<1x2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<1x2x16xf32>, tensor<8x16xf32>) -> ()
// expected-error@-1 {{expected rank to be smaller or equal to the other rank. }}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P6: element type mismatch
func.func @p6(%s: tensor<2x16xf16>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 0] [2, 16] [1, 1] : tensor<2x16xf16> into tensor<8x16xf32>
// expected-error@-1 {{expected element type to be 'f32'}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P7: offset out of bounds
func.func @p7(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[8, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{offset 0 is out-of-bounds: 8 >= 8}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P7b: slice runs out of bounds
func.func @p7b(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[4, 0] [2, 16] [4, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P8: wrong number of offsets
func.func @p8(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P8b: wrong number of strides
func.func @p8b(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 0] [2, 16] [1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P8c: all three lists consistent but != dest rank
func.func @p8c(%s: tensor<16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0] [16] [1] : tensor<16xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected 2 offset values, got 1}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P9: negative offset
func.func @p9(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[-1, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected offsets to be non-negative, but got -1}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P9b: negative size
func.func @p9b(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 0] [-2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected sizes to be non-negative, but got -2}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P10: dynamic size count mismatch (generic)
func.func @p10(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>, %n: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      "tensor.parallel_insert_slice"(%s, %o, %n) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, index) -> ()
// expected-error@-1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P11: non-index dynamic offset (generic)
func.func @p11(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>, %n: i32) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      "tensor.parallel_insert_slice"(%s, %o, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>, i32) -> ()
// expected-error@-1 {{'tensor.parallel_insert_slice' op operand #2 must be variadic of index, but got 'i32'}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P12: unranked source
func.func @p12(%s: tensor<*xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<*xf32>, tensor<8x16xf32>) -> ()
// expected-error@-1 {{'tensor.parallel_insert_slice' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P13: segment sizes sum mismatch
func.func @p13(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>) -> ()
// expected-error@-1 {{'tensor.parallel_insert_slice' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P14: missing static_sizes
func.func @p14(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>) -> ()
// expected-error@-1 {{'tensor.parallel_insert_slice' op requires attribute 'static_sizes'}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P15: in_parallel with non-combining op
func.func @p15(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
// expected-error@-1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
      %c = arith.constant 0 : index
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P16: pis with result (generic)
func.func @p16(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      %x = "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>)
// expected-error@-1 {{'tensor.parallel_insert_slice' op requires zero results}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P17: dest not shared_out AND bad shape: which first?
func.func @p17(%s: tensor<3x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %d[0, 0] [2, 16] [1, 1] : tensor<3x16xf32> into tensor<8x16xf32>
// expected-error@-1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
    }
  }
  return %r : tensor<8x16xf32>
}
// -----
// case P18: negative static stride (allowed?) and zero stride
func.func @p18(%s: tensor<2x16xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 0] [2, 16] [0, -1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
