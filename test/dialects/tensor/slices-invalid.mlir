// Errors of tensor slices, reshapes and concatenation, with mlir-opt 22's
// messages under both tools.
// RUN: terrace-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @a(%t: tensor<8x16xf32>) { %0 = tensor.extract_slice %t[0] [4] [1] : tensor<8x16xf32> to tensor<4xf32>
// expected-error@-1 {{expected 2 offset values, got 1}}
 return }

// -----

func.func @b(%t: tensor<8x16xf32>) { %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x5xf32>
// expected-error@-1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)}}
 return }

// -----

func.func @c(%t: tensor<8x16xf32>) { %0 = tensor.extract_slice %t[6, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
// expected-error@-1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
 return }

// -----

func.func @d(%t: tensor<8x16xf32>) { %0 = tensor.extract_slice %t[9, 0] [0, 4] [1, 1] : tensor<8x16xf32> to tensor<0x4xf32>
// expected-error@-1 {{offset 0 is out-of-bounds: 9 >= 8}}
 return }

// -----

func.func @e(%t: tensor<8x16xf32>) { %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xi32>
// expected-error@-1 {{expected element type to be 'f32'}}
 return }

// -----

func.func @f(%t: tensor<8x16xf32>) { %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4x4xf32>
// expected-error@-1 {{expected rank to be smaller or equal to the other rank.}}
 return }

// -----

func.func @g(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>) { %0 = tensor.insert_slice %u into %t[0, 0] [4, 5] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
// expected-error@-1 {{expected type to be 'tensor<4x5xf32>' or a rank-reduced version. (size mismatch)}}
 return }

// -----

func.func @i(%t: tensor<8x16xf32>) { %0 = tensor.collapse_shape %t [[0]] : tensor<8x16xf32> into tensor<128xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  1.}}
 return }

// -----

func.func @j(%t: tensor<8x16xf32>) { %0 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<127xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 128}}
 return }

// -----

func.func @k(%t: tensor<8x16xf32>) { %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3, 16] : tensor<8x16xf32> into tensor<2x3x16xf32>
// expected-error@-1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 6}}
 return }

// -----

func.func @l(%t: tensor<8x16xf32>, %u: tensor<8x15xf32>) { %0 = tensor.concat dim(0) %t, %u : (tensor<8x16xf32>, tensor<8x15xf32>) -> tensor<16x16xf32>
// expected-error@-1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
 return }

// -----

func.func @m(%t: tensor<8x16xf32>) { %0 = tensor.concat dim(2) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
// expected-error@-1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
 return }

// -----

func.func @n(%t: tensor<8x16xf32>) { %0 = tensor.concat dim(0) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<17x16xf32>
// expected-error@-1 {{'tensor.concat' op result type 'tensor<17x16xf32>'does not match inferred shape 'tensor<16x16xf32>' static sizes}}
 return }

// -----

func.func @p(%t: tensor<8x16xf32>) { %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4] : tensor<8x16xf32> into tensor<2x4x16xf32>
// expected-error@-1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
 return }

// -----

func.func @a(%t: tensor<8x16xf32>) { %0 = tensor.collapse_shape %t [[0], [1]] : tensor<8x16xf32> into tensor<128xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
 return }

// -----

func.func @b(%t: tensor<8x16xf32>) { %0 = tensor.collapse_shape %t [[1, 0]] : tensor<8x16xf32> into tensor<128xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
 return }

// -----

func.func @c(%t: tensor<?x16xf32>) { %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x16xf32> into tensor<128xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
 return }

// -----

func.func @d(%t: tensor<8x16xf32>) { %0 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<128xi32>
// expected-error@-1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<128xf32>', but got 'tensor<128xi32>'}}
 return }

// -----

func.func @e(%t: tensor<8x16xf32>) { %0 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<?xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 128}}
 return }

// -----

func.func @g(%t: tensor<8x16xf32>) { %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x8xf32>
// expected-error@-1 {{'tensor.expand_shape' op expected dimension 1 of collapsed type to be static value of 8}}
 return }

// -----

func.func @h(%t: tensor<8x16xf32>) { %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<8x16xf32> into tensor<128xf32>
// expected-error@-1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
 return }

// -----

// An empty reassociation group is reported before anything else.
func.func @empty_group(%t: tensor<8x16xf32>) -> tensor<8x16x128xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %t [[0, 1], []] : tensor<8x16xf32> into tensor<8x16x128xf32>
  return %0 : tensor<8x16x128xf32>
}
