func.func @f(%t: tensor<*xf32>) -> tensor<*xf32> {
  return %t : tensor<*xf32>
}
