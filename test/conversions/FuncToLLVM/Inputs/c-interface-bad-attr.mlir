// Run by c-interface-attrs.mlir: a result attribute for pointers on a
// memref result, which becomes a descriptor struct.
func.func private @ext2(%a: memref<2xf32> {llvm.readonly}) -> (memref<2xf32> {llvm.noalias}) attributes {llvm.emit_c_interface}
