// Builtin attributes and types the text format round-trips: dense data,
// affine maps, strided layouts, dense arrays, resources and locations.
#transpose = affine_map<(d0, d1) -> (d1, d0)>
func.func @consts() attributes {
    table = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>,
    ones = dense<1.0> : tensor<8xf16>,
    weights = dense_resource<blob> : tensor<2xf32>,
    layout = #transpose,
    window = array<i64: 3, 3>,
    view = memref<4x?xf32, strided<[?, 1], offset: ?>>} {
  return
} loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F00000040"
    }
  }
#-}
