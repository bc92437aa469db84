func.func @to_tensor(%m: memref<4xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}
