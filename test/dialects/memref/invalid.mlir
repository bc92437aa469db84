// memref ops that mlir-opt 22 rejects, each with the errors and notes mlir-opt reports (the expected-* lines are its messages): verifier checks in MLIR's order, parser errors in the custom forms, constraints on properties given in attribute dictionaries.
// RUN: terrace-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @alloc_dyncount(%i: index) {
  %0 = memref.alloc() : memref<?xf32>
  // expected-error@-1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  return
}

// -----

func.func @alloc_dyncount2(%i: index) {
  %0 = memref.alloc(%i, %i) : memref<?xf32>
  // expected-error@-1 {{'memref.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  return
}

// -----

func.func @alloc_sym(%i: index) {
  %0 = memref.alloc() : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>>
  // expected-error@-1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  return
}

// -----

// A strided layout's map has a symbol per dynamic offset or stride.
func.func @alloc_strided_symbols() {
  %0 = memref.alloc() : memref<4x4xf32, strided<[?, 1], offset: ?>>
  // expected-error@-1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0}}
  return
}

// -----

func.func @alloca_strided_symbols() {
  %0 = memref.alloca() : memref<4xf32, strided<[?]>>
  // expected-error@-1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  return
}

// -----

func.func @alloc_align() {
  %0 = memref.alloc() {alignment = -1} : memref<8xf32>
  // expected-error@-1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @alloc_align3() {
  %0 = memref.alloc() {alignment = 3} : memref<8xf32>
  // expected-error@-1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @alloc_align0() {
  %0 = memref.alloc() {alignment = 0} : memref<8xf32>
  // expected-error@-1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @alloc_tensor() {
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<8xf32>
  // expected-error@-1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<8xf32>'}}
  return
}

// -----

func.func @alloc_index(%f: f32) {
  %0 = "memref.alloc"(%f) <{operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> memref<?xf32>
  // expected-error@-1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'f32'}}
  return
}

// -----

"test.noscope"() ({
  %0 = memref.alloca() : memref<8xf32>
  // expected-error@-1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  "test.end"() : () -> ()
}) : () -> ()

// -----

func.func @alloca_align3() {
  %0 = memref.alloca() {alignment = 3} : memref<8xf32>
  // expected-error@-1 {{custom op 'memref.alloca' 'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @realloc_layout(%s: memref<4xf32, strided<[2]>>) {
  %0 = memref.realloc %s : memref<4xf32, strided<[2]>> to memref<8xf32>
  // expected-error@-1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  return
}

// -----

func.func @realloc_rlayout(%s: memref<4xf32>) {
  %0 = memref.realloc %s : memref<4xf32> to memref<8xf32, strided<[2]>>
  // expected-error@-1 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  return
}

// -----

func.func @realloc_ms(%s: memref<4xf32>) {
  %0 = memref.realloc %s : memref<4xf32> to memref<8xf32, 1>
  // expected-error@-1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  return
}

// -----

func.func @realloc_et(%s: memref<4xf32>) {
  %0 = memref.realloc %s : memref<4xf32> to memref<8xi32>
  // expected-error@-1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  return
}

// -----

func.func @realloc_missing(%s: memref<4xf32>) {
  %0 = memref.realloc %s : memref<4xf32> to memref<?xf32>
  // expected-error@-1 {{missing dimension operand for result type 'memref<?xf32>'}}
  return
}

// -----

func.func @realloc_unneeded(%s: memref<4xf32>, %i: index) {
  %0 = memref.realloc %s(%i) : memref<4xf32> to memref<8xf32>
  // expected-error@-1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  return
}

// -----

func.func @realloc_2d(%s: memref<4xf32>) {
  %0 = memref.realloc %s : memref<4xf32> to memref<8x2xf32>
  // expected-error@-1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'memref<8x2xf32>'}}
  return
}

// -----

func.func @realloc_align(%s: memref<4xf32>) {
  %0 = memref.realloc %s {alignment = 3} : memref<4xf32> to memref<8xf32>
  // expected-error@-1 {{custom op 'memref.realloc' 'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @aa(%s: memref<4xf32>) {
  %0 = memref.assume_alignment %s, 0 : memref<4xf32>
  // expected-error@-1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  return
}

// -----

func.func @aa3(%s: memref<4xf32>) {
  %0 = memref.assume_alignment %s, 3 : memref<4xf32>
  // expected-error@-1 {{'memref.assume_alignment' op alignment must be power of 2}}
  return
}

// -----

func.func @aa_type(%s: memref<4xf32>) {
  %0 = "memref.assume_alignment"(%s) <{alignment = 4 : i32}> : (memref<4xf32>) -> memref<?xf32>
  // expected-error@-1 {{'memref.assume_alignment' op inferred type(s) 'memref<4xf32>' are incompatible with return type(s) of operation 'memref<?xf32>'}}
  // expected-error@-2 {{'memref.assume_alignment' op failed to infer returned types}}
  return
}

// -----

func.func @aa_unranked(%s: memref<*xf32>) {
  %0 = "memref.assume_alignment"(%s) <{alignment = 4 : i32}> : (memref<*xf32>) -> memref<*xf32>
  // expected-error@-1 {{'memref.assume_alignment' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  return
}

// -----

func.func @do_mismatch(%s: memref<4xf32>) {
  %0 = "memref.distinct_objects"(%s) : (memref<4xf32>) -> memref<?xf32>
  // expected-error@-1 {{'memref.distinct_objects' op operand types and result types must match}}
  return
}

// -----

func.func @do_empty() {
  "memref.distinct_objects"() : () -> ()
  // expected-error@-1 {{'memref.distinct_objects' op expected at least one operand}}
  return
}

// -----

func.func @do_tensor(%t: tensor<4xf32>) {
  %0 = "memref.distinct_objects"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error@-1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'tensor<4xf32>'}}
  return
}

// -----

func.func @cast_shape(%s: memref<4xf32>) {
  %0 = memref.cast %s : memref<4xf32> to memref<5xf32>
  // expected-error@-1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  return
}

// -----

func.func @cast_rank(%s: memref<4xf32>) {
  %0 = memref.cast %s : memref<4xf32> to memref<4x1xf32>
  // expected-error@-1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
  return
}

// -----

func.func @cast_et(%s: memref<4xf32>) {
  %0 = memref.cast %s : memref<4xf32> to memref<4xi32>
  // expected-error@-1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  return
}

// -----

func.func @cast_uu(%s: memref<*xf32>) {
  %0 = memref.cast %s : memref<*xf32> to memref<*xf32>
  // expected-error@-1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  return
}

// -----

func.func @cast_ms(%s: memref<4xf32>) {
  %0 = memref.cast %s : memref<4xf32> to memref<4xf32, 1>
  // expected-error@-1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  return
}

// -----

func.func @cast_tensor(%s: tensor<4xf32>) {
  %0 = "memref.cast"(%s) : (tensor<4xf32>) -> memref<4xf32>
  // expected-error@-1 {{'memref.cast' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  return
}

// -----

func.func @copy_et(%a: memref<4xf32>, %b: memref<4xi32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  // expected-error@-1 {{'memref.copy' op requires the same element type for all operands}}
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  // expected-error@-1 {{'memref.copy' op requires the same shape for all operands}}
  return
}

// -----

func.func @dim0(%a: memref<f32>, %i: index) {
  %0 = memref.dim %a, %i : memref<f32>
  // expected-error@-1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  return
}

// -----

func.func @dealloc_t(%a: tensor<f32>) {
  "memref.dealloc"(%a) : (tensor<f32>) -> ()
  // expected-error@-1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<f32>'}}
  return
}

// -----

func.func @alloc_align_generic() {
  %0 = "memref.alloc"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
  // expected-error@-1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @alloc_align_i32() {
  %0 = "memref.alloc"() <{alignment = 4 : i32, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
  // expected-error@-1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @alloc_seg_bad(%i: index) {
  %0 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<8xf32>
  // expected-error@-1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  return
}

// -----

func.func @alloc_attrdict(%i: index) {
  %0 = "memref.alloc"() {alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>} : () -> memref<8xf32>
  // expected-error@-1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @dma_3ops(%i: index) {
  "memref.dma_start"(%i, %i, %i) : (index, index, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected at least 4 operands}}
  return
}

// -----

func.func @dma_srcnotmemref(%i: index) {
  "memref.dma_start"(%i, %i, %i, %i) : (index, index, index, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected source to be of memref type}}
  return
}

// -----

func.func @dma_onestride(%src: memref<4xf32>, %dst: memref<4xf32, 1>, %tag: memref<1xi32>, %i: index) {
  memref.dma_start %src[%i], %dst[%i], %i, %tag[%i], %i : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  // expected-error@-1 {{custom op 'memref.dma_start' expected two stride related operands}}
  return
}

// -----

func.func @dma_types(%src: memref<4xf32>, %dst: memref<4xf32, 1>, %tag: memref<1xi32>, %i: index) {
  memref.dma_start %src[%i], %dst[%i], %i, %tag[%i] : memref<4xf32>, memref<4xf32, 1>
  // expected-error@-1 {{custom op 'memref.dma_start' fewer/more types expected}}
  return
}

// -----

func.func @dma_few(%src: memref<4xf32>, %i: index) {
  "memref.dma_start"(%src, %i, %i) : (memref<4xf32>, index, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected at least 4 operands}}
  return
}

// -----

func.func @dma_srcidx(%src: memref<4xf32>, %dst: memref<4xf32>, %i: index, %f: f32) {
  "memref.dma_start"(%src, %f, %dst, %i, %i, %dst, %i) : (memref<4xf32>, f32, memref<4xf32>, index, index, memref<4xf32>, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected source indices to be of index type}}
  return
}

// -----

func.func @dma_dstnotmemref(%src: memref<4xf32>, %i: index) {
  "memref.dma_start"(%src, %i, %i, %i, %i) : (memref<4xf32>, index, index, index, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected destination to be of memref type}}
  return
}

// -----

func.func @dma_numel(%src: memref<4xf32>, %dst: memref<4xf32>, %i: index, %f: f32) {
  "memref.dma_start"(%src, %i, %dst, %i, %f, %dst, %i) : (memref<4xf32>, index, memref<4xf32>, index, f32, memref<4xf32>, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected num elements to be of index type}}
  return
}

// -----

func.func @dma_tag(%src: memref<4xf32>, %dst: memref<4xf32>, %i: index) {
  "memref.dma_start"(%src, %i, %dst, %i, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected tag to be of memref type}}
  return
}

// -----

func.func @dma_incorrect(%src: memref<4xf32>, %dst: memref<4xf32>, %i: index) {
  "memref.dma_start"(%src, %i, %dst, %i, %i, %dst, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op incorrect number of operands}}
  return
}

// -----

func.func @dma_stride_t(%src: memref<4xf32>, %dst: memref<4xf32>, %i: index, %f: f32) {
  "memref.dma_start"(%src, %i, %dst, %i, %i, %dst, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, f32, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  return
}

// -----

func.func @dma_tagidx(%src: memref<4xf32>, %dst: memref<4xf32>, %i: index, %f: f32) {
  "memref.dma_start"(%src, %i, %dst, %i, %i, %dst, %f) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, f32) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected tag indices to be of index type}}
  return
}

// -----

func.func @dma_dstidx(%src: memref<4xf32>, %dst: memref<4xf32>, %i: index, %f: f32) {
  "memref.dma_start"(%src, %i, %dst, %f, %i, %dst, %i) : (memref<4xf32>, index, memref<4xf32>, f32, index, memref<4xf32>, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected destination indices to be of index type}}
  return
}

// -----

func.func @dma_fewer2(%src: memref<4xf32>, %dst: memref<4x4xf32>, %i: index) {
  "memref.dma_start"(%src, %i, %dst, %i, %i) : (memref<4xf32>, index, memref<4x4xf32>, index, index) -> ()
  // expected-error@-1 {{'memref.dma_start' op expected at least 7 operands}}
  return
}

// -----

func.func @dmawait(%tag: memref<1xi32>, %i: index) {
  memref.dma_wait %tag[%i, %i], %i : memref<1xi32>
  // expected-error@-1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  return
}

// -----

func.func @dmawait_t(%tag: tensor<1xi32>, %i: index) {
  "memref.dma_wait"(%tag, %i, %i) : (tensor<1xi32>, index, index) -> ()
  // expected-error@-1 {{'memref.dma_wait' op operand #0 must be memref of any type values, but got 'tensor<1xi32>'}}
  return
}

// -----

func.func @exp_rank(%a: memref<4x4xf32>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [16] : memref<4x4xf32> into memref<16xf32>
  // expected-error@-1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  return
}

// -----

func.func @exp_groups(%a: memref<16xf32>) {
  %0 = memref.expand_shape %a [[0], [1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op invalid number of reassociation groups: found 2, expected 1}}
  return
}

// -----

func.func @exp_noncontig(%a: memref<16x2xf32>) {
  %0 = memref.expand_shape %a [[0, 2], [1]] output_shape [4, 2, 4] : memref<16x2xf32> into memref<4x2x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  return
}

// -----

func.func @exp_oob(%a: memref<16xf32>) {
  %0 = memref.expand_shape %a [[0, 1, 2]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op reassociation index 2 is out of bounds}}
  return
}

// -----

func.func @exp_dyn(%a: memref<16xf32>, %i: index) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [%i, 4] : memref<16xf32> into memref<?x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  return
}

// -----

func.func @exp_size(%a: memref<16xf32>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<16xf32> into memref<2x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op collapsed dim size (16) must equal reassociation group size (8)}}
  return
}

// -----

func.func @exp_rank0(%a: memref<f32>) {
  %0 = memref.expand_shape %a [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  // expected-error@-1 {{'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  return
}

// -----

func.func @exp_expandedrank(%a: memref<16x2xf32>) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [4, 4, 2, 1] : memref<16x2xf32> into memref<4x4x2x1xf32>
  // expected-error@-1 {{'memref.expand_shape' op expanded rank (4) inconsistent with number of reassociation indices (3)}}
  return
}

// -----

func.func @exp_layout(%a: memref<16xf32, strided<[2]>>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2]>> into memref<4x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x4xf32, strided<[8, 2]>>' but found 'memref<4x4xf32>'}}
  return
}

// -----

func.func @exp_nstatic(%a: memref<16xf32>) {
  %0 = "memref.expand_shape"(%a) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4>}> : (memref<16xf32>) -> memref<4x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  return
}

// -----

func.func @exp_ndyn(%a: memref<?xf32>, %i: index) {
  %0 = "memref.expand_shape"(%a) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>) -> memref<?x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  return
}

// -----

func.func @exp_badpos(%a: memref<16xf32>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 8] : memref<16xf32> into memref<4x4xf32>
  // expected-error@-1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  return
}

// -----

func.func @col_rank(%a: memref<16xf32>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<16xf32> into memref<4x4xf32>
  // expected-error@-1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  return
}

// -----

func.func @col_size(%a: memref<4x4xf32>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<15xf32>
  // expected-error@-1 {{'memref.collapse_shape' op collapsed dim size (15) must equal reassociation group size (16)}}
  return
}

// -----

func.func @col_noncontig(%a: memref<4x4xf32, strided<[8, 1]>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32, strided<[1]>>
  // expected-error@-1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  return
}

// -----

func.func @col_type(%a: memref<4x4xf32, strided<[4, 1], offset: 3>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32, strided<[4, 1], offset: 3>> into memref<16xf32>
  // expected-error@-1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32, strided<[1], offset: 3>>' but found 'memref<16xf32>'}}
  return
}

// -----

func.func @col_dyn(%a: memref<?x4xf32>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x4xf32> into memref<16xf32>
  // expected-error@-1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  return
}

// -----

func.func @col_nonstrided(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> into memref<16xf32>
  // expected-error@-1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  return
}

// -----

func.func @esm_nonstrided(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0:6 = memref.extract_strided_metadata %a : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> -> memref<f32>, index, index, index, index, index
  // expected-error@-1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  return
}

// -----

func.func @esm_badres(%a: memref<4x4xf32>) {
  %0:4 = memref.extract_strided_metadata %a : memref<4x4xf32> -> memref<f32>, index, index, index
  // expected-error@-1 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
  // expected-error@-2 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  return
}

// -----

func.func @esm_badbase(%a: memref<4x4xf32>) {
  %0:6 = memref.extract_strided_metadata %a : memref<4x4xf32> -> memref<i32>, index, index, index, index, index
  // expected-error@-1 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<i32>', 'index', 'index', 'index', 'index', 'index'}}
  // expected-error@-2 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  return
}

// -----

func.func @esm_unranked(%a: memref<*xf32>) {
  %0:2 = memref.extract_strided_metadata %a : memref<*xf32> -> memref<f32>, index
  // expected-error@-1 {{custom op 'memref.extract_strided_metadata' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  return
}

// -----

memref.global @g0 : memref<?xf32>
// expected-error@-1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}

// -----

memref.global @g1 : tensor<4xf32>
// expected-error@-1 {{custom op 'memref.global' type should be static shaped memref, but got 'tensor<4xf32>'}}

// -----

memref.global @g2 : memref<2xf32> = 5
// expected-error@-1 {{integer literal not valid for specified type}}

// -----

memref.global @g3 : memref<2xf32> = dense<[1, 2]>
// expected-error@-1 {{unexpected decimal integer literal for a floating point value}}
// expected-note@-2 {{add a trailing dot to make the literal a float}}

// -----

"memref.global"() <{sym_name = "g4", type = memref<2xf32>, initial_value = dense<[1, 2]> : tensor<2xi32>}> : () -> ()
// expected-error@-1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}

// -----

"memref.global"() <{sym_name = "g5", type = memref<2xf32>, initial_value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> ()
// expected-error@-1 {{'memref.global' op initial value shape expected to be 2 but was 3}}

// -----

"memref.global"() <{sym_name = "g6", type = memref<2xf32>, initial_value = 5 : i32}> : () -> ()
// expected-error@-1 {{'memref.global' op initial value should be a unit or elements attribute, but got 5 : i32}}

// -----

"memref.global"() <{sym_name = "g7", type = memref<?xf32>}> : () -> ()
// expected-error@-1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}

// -----

memref.global @g8 : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 3}
// expected-error@-1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}

// -----

memref.global "priv" @g9 : memref<2xf32>
// expected-error@-1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priv"}}

// -----

"memref.global"() <{sym_name = "g10", type = memref<2xf32>, sym_visibility = "weird"}> : () -> ()
// expected-error@-1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "weird"}}

// -----

func.func @gg() {
  %0 = memref.get_global @nope : memref<2xf32>
  // expected-error@-1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  return
}

// -----

memref.global @g : memref<2xf32>
func.func @gg2() {
  %0 = memref.get_global @g : memref<3xf32>
  // expected-error@-1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  return
}

// -----

func.func @gg3() {
  %0 = memref.get_global @g : memref<?xf32>
  // expected-error@-1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  return
}

// -----

func.func @ld(%a: memref<4x4xf32>, %i: index) {
  %0 = memref.load %a[%i] : memref<4x4xf32>
  // expected-error@-1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  return
}

// -----

func.func @ld_type(%a: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%a, %i) : (memref<4xf32>, index) -> i32
  // expected-error@-1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  return
}

// -----

func.func @ld_align(%a: memref<4xf32>, %i: index) {
  %0 = memref.load %a[%i] {alignment = 3} : memref<4xf32>
  // expected-error@-1 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @ld_unranked(%a: memref<*xf32>, %i: index) {
  %0 = "memref.load"(%a, %i) : (memref<*xf32>, index) -> f32
  // expected-error@-1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  return
}

// -----

func.func @st(%a: memref<4x4xf32>, %i: index, %v: f32) {
  memref.store %v, %a[%i] : memref<4x4xf32>
  // expected-error@-1 {{'memref.store' op store index operand count not equal to memref rank}}
  return
}

// -----

func.func @st_type(%a: memref<4xf32>, %i: index, %v: i32) {
  "memref.store"(%v, %a, %i) : (i32, memref<4xf32>, index) -> ()
  // expected-error@-1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  return
}

// -----

func.func @st_align(%a: memref<4xf32>, %i: index, %v: f32) {
  memref.store %v, %a[%i] {alignment = 6} : memref<4xf32>
  // expected-error@-1 {{custom op 'memref.store' 'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @msc(%a: memref<4xf32>) {
  %0 = memref.memory_space_cast %a : memref<4xf32> to memref<5xf32, 1>
  // expected-error@-1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  return
}

// -----

func.func @msc2(%a: memref<4xf32>) {
  %0 = memref.memory_space_cast %a : memref<4xf32> to memref<4xi32, 1>
  // expected-error@-1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  return
}

// -----

func.func @msc3(%a: memref<4xf32>) {
  %0 = memref.memory_space_cast %a : memref<4xf32> to memref<*xf32, 1>
  // expected-error@-1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  return
}

// -----

func.func @msc4(%a: memref<4xf32>) {
  %0 = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, strided<[2]>, 1>
  // expected-error@-1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>, 1>' are cast incompatible}}
  return
}

// -----

func.func @pf(%a: memref<4x4xf32>, %i: index) {
  memref.prefetch %a[%i], read, locality<3>, data : memref<4x4xf32>
  // expected-error@-1 {{'memref.prefetch' op too few indices}}
  return
}

// -----

func.func @pf2(%a: memref<4xf32>, %i: index) {
  memref.prefetch %a[%i], rd, locality<3>, data : memref<4xf32>
  // expected-error@-1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  return
}

// -----

func.func @pf3(%a: memref<4xf32>, %i: index) {
  memref.prefetch %a[%i], read, locality<3>, dat : memref<4xf32>
  // expected-error@-1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  return
}

// -----

func.func @pf4(%a: memref<4xf32>, %i: index) {
  memref.prefetch %a[%i], read, locality<5>, data : memref<4xf32>
  // expected-error@-1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  return
}

// -----

func.func @pf5(%a: memref<4xf32>, %i: index) {
  memref.prefetch %a[%i, %i], read, locality<3>, data : memref<4xf32>
  // expected-error@-1 {{'memref.prefetch' op too few indices}}
  return
}

// -----

func.func @pf6(%a: memref<4xf32>, %i: index) {
  memref.prefetch %a[%i], read, locality<3>, data {foo = 1} : memref<4xf32>
  // expected-error@-1 {{expected ':'}}
  return
}

// -----

func.func @rc_ms(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, 1>
  // expected-error@-1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10xf32, 1>'}}
  return
}

// -----

func.func @rc_et(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  // expected-error@-1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<10xi32>'}}
  return
}

// -----

func.func @rc_size(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<11xf32>
  // expected-error@-1 {{expected result type with size = 10 instead of 11 in dim = 0}}
  return
}

// -----

func.func @rc_size_dyn(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [%i], strides: [1] : memref<?xf32> to memref<11xf32>
  // expected-error@-1 {{expected result type with size = dynamic instead of 11 in dim = 0}}
  return
}

// -----

func.func @rc_off(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [2], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 3>>
  // expected-error@-1 {{expected result type with offset = 2 instead of 3}}
  return
}

// -----

func.func @rc_off_dyn(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [%i], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  // expected-error@-1 {{expected result type with offset = dynamic instead of 0}}
  return
}

// -----

func.func @rc_stride(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [2] : memref<?xf32> to memref<10xf32>
  // expected-error@-1 {{expected result type with stride = 2 instead of 1 in dim = 0}}
  return
}

// -----

func.func @rc_nstrided(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32, affine_map<(d0, d1) -> (d1, d0)>>
  // expected-error@-1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<10x10xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  return
}

// -----

func.func @rc_noffsets(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0, 0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  // expected-error@-1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  return
}

// -----

func.func @rc_nsizes(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10, 1], strides: [1] : memref<?xf32> to memref<10xf32>
  // expected-error@-1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  return
}

// -----

func.func @rc_nstrides(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1, 1] : memref<?xf32> to memref<10xf32>
  // expected-error@-1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  return
}

// -----

func.func @rc_neg(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [-1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
  // expected-error@-1 {{expected offsets to be non-negative, but got -1}}
  return
}

// -----

func.func @rc_negsize(%a: memref<?xf32>, %i: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [-2], strides: [1] : memref<?xf32> to memref<?xf32>
  // expected-error@-1 {{expected sizes to be non-negative, but got -2}}
  return
}

// -----

func.func @rs_et(%a: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xi32>
  // expected-error@-1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  return
}

// -----

func.func @rs_srclayout(%a: memref<4xf32, strided<[2]>>, %s: memref<1xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32, strided<[2]>>, memref<1xi32>) -> memref<4xf32>
  // expected-error@-1 {{'memref.reshape' op source memref type should have identity affine map}}
  return
}

// -----

func.func @rs_reslayout(%a: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf32, strided<[2]>>
  // expected-error@-1 {{'memref.reshape' op result memref type should have identity affine map}}
  return
}

// -----

func.func @rs_dyn(%a: memref<4xf32>, %s: memref<?xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<?xi32>) -> memref<4xf32>
  // expected-error@-1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  return
}

// -----

func.func @rs_len(%a: memref<4xf32>, %s: memref<2xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  // expected-error@-1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  return
}

// -----

func.func @rs_shapety(%a: memref<4xf32>, %s: memref<2xf32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<2xf32>) -> memref<2x2xf32>
  // expected-error@-1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  return
}

// -----

func.func @tr_perm(%a: memref<?x?xf32>) {
  %0 = memref.transpose %a (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  // expected-error@-1 {{'memref.transpose' op expected a permutation map}}
  return
}

// -----

func.func @tr_rank(%a: memref<?x?xf32>) {
  %0 = memref.transpose %a (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32>
  // expected-error@-1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  return
}

// -----

func.func @tr_res(%a: memref<?x?xf32>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  // expected-error@-1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  return
}

// -----

func.func @view_map(%a: memref<2048xi8, strided<[1], offset: 1>>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8, strided<[1], offset: 1>> to memref<4xf32>
  // expected-error@-1 {{unsupported map for base memref type 'memref<2048xi8, strided<[1], offset: 1>>'}}
  return
}

// -----

func.func @view_rmap(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  // expected-error@-1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  return
}

// -----

func.func @view_ms(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8> to memref<4xf32, 1>
  // expected-error@-1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  return
}

// -----

func.func @view_cnt(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8> to memref<?xf32>
  // expected-error@-1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  return
}

// -----

func.func @view_src(%a: memref<2048xi16>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi16> to memref<4xf32>
  // expected-error@-1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xi16>'}}
  return
}

// -----

func.func @sv_ms(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  // expected-error@-1 {{different memory spaces specified for base memref type 'memref<8x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 1>'}}
  return
}

// -----

func.func @sv_nonstrided(%a: memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{base type 'memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
  return
}

// -----

func.func @sv_rank(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4x1xf32>
  // expected-error@-1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32>'}}
  return
}

// -----

func.func @sv_size(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x5xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[8, 1]>>'}}
  return
}

// -----

func.func @sv_et(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  // expected-error@-1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[8, 1]>>'}}
  return
}

// -----

func.func @sv_layout(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32>
  // expected-error@-1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  return
}

// -----

func.func @sv_offset(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[1, 1][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1]>>'}}
  return
}

// -----

func.func @sv_oob(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[6, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 48>>
  // expected-error@-1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  return
}

// -----

func.func @sv_oob2(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[9, 0][0, 4][1, 1] : memref<8x8xf32> to memref<0x4xf32, strided<[8, 1], offset: 72>>
  // expected-error@-1 {{offset 0 is out-of-bounds: 9 >= 8}}
  return
}

// -----

func.func @sv_cnt(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  return
}

// -----

func.func @sv_cnt2(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0, 0, 0][4, 4, 1][1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected 2 offset values, got 3}}
  return
}

// -----

func.func @sv_unranked(%a: memref<*xf32>) {
  %0 = "memref.subview"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<*xf32>) -> memref<1xf32>
  // expected-error@-1 {{'memref.subview' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  return
}

// -----

func.func @sv_rr_ok(%a: memref<8x16x4xf32>) {
  %0 = memref.subview %a[3, 4, 2][1, 6, 3][1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 210>>
  // expected-error@-1 {{slice along dimension 2 runs out-of-bounds: 4 >= 4}}
  return
}

// -----

func.func @sv_seg(%a: memref<8x8xf32>, %i: index) {
  %0 = "memref.subview"(%a, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  return
}

// -----

func.func @ar(%a: memref<4x4xf32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<4x4xf32>) -> f32
  // expected-error@-1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  return
}

// -----

func.func @ar_t(%a: memref<4xi32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<4xi32>) -> f32
  // expected-error@-1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  return
}

// -----

func.func @ar_res(%a: memref<4xf32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<4xf32>) -> f64
  // expected-error@-1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  return
}

// -----

func.func @ar_idx(%a: memref<4xindex>, %v: index, %i: index) {
  %0 = memref.atomic_rmw addi %v, %a[%i] : (index, memref<4xindex>) -> index
  // expected-error@-1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  return
}

// -----

func.func @gar_args(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  // expected-error@-1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  ^bb0(%x: f32, %y: f32):
    memref.atomic_yield %x : f32
  }
  return
}

// -----

func.func @gar_argty(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  // expected-error@-1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  ^bb0(%x: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @gar_se(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    memref.store %x, %a[%i] : memref<4xf32>
    // expected-error@-1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.atomic_yield %x : f32
  }
  return
}

// -----

func.func @gar_y(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    %c = arith.constant 1 : i32
    memref.atomic_yield %c : i32
    // expected-error@-1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
  }
  return
}

// -----

func.func @gar_noterm(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    %c = arith.constant 1.0 : f32
    // expected-error@-1 {{block with no terminator, has %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32}}
  }
  return
}

// -----

func.func @ay(%v: f32) {
  memref.atomic_yield %v : f32
  // expected-error@-1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
}

// -----

func.func @asr(%v: f32) {
  memref.alloca_scope.return %v : f32
  // expected-error@-1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
}

// -----

func.func @as_mismatch(%v: f32) {
  %0 = memref.alloca_scope -> (i32) {
  // expected-error@-1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
    memref.alloca_scope.return %v : f32
    // expected-note@-1 {{region branch point}}
  }
  return
}

// -----

func.func @as_noterm(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
  // expected-error@-1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@-2 {{region branch point}}
    %c = arith.constant 1.0 : f32
  }
  return
}

// -----

func.func @as_args(%v: f32) {
  memref.alloca_scope {
  // expected-error@-1 {{'memref.alloca_scope' op region should have no arguments}}
  ^bb0(%x: f32):
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @rank_t(%t: tensor<4xf32>) {
  %0 = "memref.rank"(%t) : (tensor<4xf32>) -> index
  // expected-error@-1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  return
}

// -----

func.func @eap(%t: tensor<4xf32>) {
  %0 = "memref.extract_aligned_pointer_as_index"(%t) : (tensor<4xf32>) -> index
  // expected-error@-1 {{'memref.extract_aligned_pointer_as_index' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  return
}

// -----

func.func @a1(%a: memref<4xf32>) {
  %0:4 = "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> (memref<1xf32>, index, index, index)
  // expected-error@-1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<1xf32>'}}
  return
}

// -----

func.func @a2(%a: memref<4xindex>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  // expected-error@-1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<4xindex>'}}
  ^bb0(%x: index):
    memref.atomic_yield %x : index
  }) : (memref<4xindex>, index) -> index
  return
}

// -----

func.func @a3(%a: memref<4xf32>) {
  %0 = "memref.collapse_shape"(%a) <{reassociation = [0]}> : (memref<4xf32>) -> memref<4xf32>
  // expected-error@-1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  return
}

// -----

func.func @a4(%a: memref<4xf32>) {
  %0 = "memref.transpose"(%a) <{permutation = 1 : i64}> : (memref<4xf32>) -> memref<4xf32>
  // expected-error@-1 {{invalid properties {permutation = 1 : i64} for op memref.transpose: Invalid attribute `permutation` in property conversion: 1 : i64}}
  return
}

// -----

func.func @a5(%a: memref<4xf32>) {
  %0 = "memref.transpose"(%a) : (memref<4xf32>) -> memref<4xf32>
  // expected-error@-1 {{'memref.transpose' op requires attribute 'permutation'}}
  return
}

// -----

func.func @a6(%a: memref<4xf32>, %v: f32, %i: index) {
  %0 = "memref.atomic_rmw"(%v, %a, %i) : (f32, memref<4xf32>, index) -> f32
  // expected-error@-1 {{'memref.atomic_rmw' op requires attribute 'kind'}}
  return
}

// -----

func.func @a7(%a: memref<4xf32>, %v: f32, %i: index) {
  %0 = "memref.atomic_rmw"(%v, %a, %i) {kind = 99 : i64} : (f32, memref<4xf32>, index) -> f32
  // expected-error@-1 {{'memref.atomic_rmw' op attribute 'kind' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  return
}

// -----

func.func @a8() {
  %0 = "memref.get_global"() <{name = "x"}> : () -> memref<4xf32>
  // expected-error@-1 {{invalid properties {name = "x"} for op memref.get_global: Invalid attribute `name` in property conversion: "x"}}
  return
}

// -----

"memref.global"() <{sym_name = "g", type = i32}> : () -> ()
// expected-error@-1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}

// -----

func.func @a9(%a: memref<4xf32>, %i: index) {
  "memref.prefetch"(%a, %i) <{isDataCache = 1 : i32, isWrite = false, localityHint = 3 : i32}> : (memref<4xf32>, index) -> ()
  // expected-error@-1 {{invalid properties {isDataCache = 1 : i32, isWrite = false, localityHint = 3 : i32} for op memref.prefetch: Invalid attribute `isDataCache` in property conversion: 1 : i32}}
  return
}

// -----

func.func @a10(%a: memref<4xf32>, %i: index) {
  %0 = "memref.subview"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = [0], static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<1xf32>
  // expected-error@-1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = [0], static_sizes = array<i64: 1>, static_strides = array<i64: 1>} for op memref.subview: Invalid attribute `static_offsets` in property conversion: [0]}}
  return
}

// -----

func.func @a11(%a: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%a, %i) <{nontemporal = 1 : i32}> : (memref<4xf32>, index) -> f32
  // expected-error@-1 {{invalid properties {nontemporal = 1 : i32} for op memref.load: Invalid attribute `nontemporal` in property conversion: 1 : i32}}
  return
}

// -----

func.func @a12(%a: memref<4xf32>) {
  %0 = "memref.assume_alignment"(%a) : (memref<4xf32>) -> memref<4xf32>
  // expected-error@-1 {{'memref.assume_alignment' op requires attribute 'alignment'}}
  return
}

// -----

func.func @a13(%a: memref<4xf32>) {
  %0 = "memref.expand_shape"(%a) <{reassociation = [[0, 1]]}> : (memref<4xf32>) -> memref<2x2xf32>
  // expected-error@-1 {{'memref.expand_shape' op requires attribute 'static_output_shape'}}
  return
}

// -----

func.func @a14(%a: memref<4x4xf32>) {
  %0 = memref.collapse_shape %a [[0, 1], []] : memref<4x4xf32> into memref<16xf32>
  // expected-error@-1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  return
}

// -----

func.func @s1(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0, 0, 0][4, 4, 1][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected mixed sizes rank to match mixed strides rank (3 vs 2) so the rank of the result type is well-formed.}}
  return
}

// -----

func.func @s2(%a: memref<8x8xf32>) {
  %0 = "memref.subview"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  return
}

// -----

func.func @s3(%a: memref<8x8xf32>, %i: index) {
  %0 = "memref.subview"(%a, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  return
}

// -----

func.func @s7(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[0][4][1] : memref<8x8xf32> to memref<4xf32, strided<[8]>>
  // expected-error@-1 {{expected 2 offset values, got 1}}
  return
}

// -----

func.func @a(%s: memref<8x8xf32>) {
  %0 = memref.subview %s[0, 0] [4, 4, 1] [1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  return
}

// -----

func.func @b(%s: memref<8x8xf32>) {
  %0 = memref.subview %s[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error@-1 {{expected 2 offset values, got 3}}
  return
}

// -----

func.func @c(%s: memref<?xf32>) {
  %0 = memref.reinterpret_cast %s to offset: [0], sizes: [4, 4, 1], strides: [1, 1, 1] : memref<?xf32> to memref<4x4xf32>
  // expected-error@-1 {{expected 2 size values, got 3}}
  return
}

// -----

func.func @d(%s: memref<?xf32>) {
  %0 = memref.reinterpret_cast %s to offset: [0, 1], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  // expected-error@-1 {{expected 1 offset values, got 2}}
  return
}

// -----

func.func @a(%s: memref<4xf32>) {
  %0 = "memref.assume_alignment"(%s) <{alignment = 4 : i32}> : (memref<4xf32>) -> memref<4xi32>
  // expected-error@-1 {{'memref.assume_alignment' op requires the same type for all operands and results}}
  return
}

// -----

func.func @b(%s: memref<4xf32>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%s, %i) ({
  // expected-error@-1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @c(%s: memref<4xf32>, %i: i32) {
  %0 = "memref.view"(%s, %i) : (memref<4xf32>, i32) -> memref<1xf32>
  // expected-error@-1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4xf32>'}}
  return
}

// -----

func.func @o1(%a: memref<4x4xf32>, %i: index) {
  %0 = "memref.load"(%a, %i) : (memref<4x4xf32>, index) -> i32
  // expected-error@-1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  return
}

// -----

func.func @o2(%a: memref<4x4xi32>, %v: f32, %i: index) {
  %0 = "memref.atomic_rmw"(%v, %a, %i) <{kind = 0 : i64}> : (f32, memref<4x4xi32>, index) -> f32
  // expected-error@-1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  return
}

// -----

func.func @o3(%a: memref<4xi32>, %v: i32, %i: index) {
  %0 = "memref.atomic_rmw"(%v, %a, %i) <{kind = 0 : i64}> : (i32, memref<4xi32>, index) -> i64
  // expected-error@-1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  return
}

// -----

func.func @o4(%a: memref<4x4xf32>, %i: index, %f: f32) {
  %0 = "memref.load"(%a, %f) : (memref<4x4xf32>, f32) -> i32
  // expected-error@-1 {{'memref.load' op operand #1 must be variadic of index, but got 'f32'}}
  return
}

// -----

memref.global constant @u : memref<2xf32> = uninitialized
memref.global "nested" @n : memref<2xf32>
memref.global @t : memref<2xf32> = dense<[1.0, 2.0]> : tensor<2xf32>
// expected-error@-1 {{expected operation name in quotes}}

// -----

func.func @aa_type(%s: memref<4xf32>) {
  %0 = "memref.assume_alignment"(%s) <{alignment = 3 : i32}> : (memref<4xf32>) -> memref<?xf32>
  // expected-error@-1 {{'memref.assume_alignment' op alignment must be power of 2}}
  return
}

// -----

func.func @esm(%a: memref<4xf32>) {
  %0:4 = "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> (memref<f32>, index, index, index, index)
  // expected-error@-1 {{operation defines 5 results but was provided 4 to bind}}
  return
}

// -----

func.func @cast_both(%a: memref<4xf32>) {
  %0 = "memref.cast"(%a) : (memref<4xf32>) -> memref<4x4xf32>
  // expected-error@-1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x4xf32>' are cast incompatible}}
  return
}

// -----

func.func @msc_both(%a: memref<4xf32>) {
  %0 = "memref.memory_space_cast"(%a) : (memref<4xf32>) -> memref<4xi32>
  // expected-error@-1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  return
}

// -----

func.func @sv_order(%a: memref<8x8xf32>) {
  %0 = memref.subview %a[-1, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  // expected-error@-1 {{expected offsets to be non-negative, but got -1}}
  return
}

// -----

memref.global @g : memref<2xf32> = "abc"
// expected-error@-1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}

// -----

memref.global @h : memref<2xf32> = unit
// expected-error@-1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}

// -----

func.func @r1(%v: f32) {
  "memref.alloca_scope"() ({
  // expected-error@-1 {{'memref.alloca_scope' op expects regions to end with 'memref.alloca_scope.return', found 'test.term'}}
  // expected-note@-2 {{in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'}}
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @r2(%v: f32) {
  "memref.alloca_scope"() ({
  // expected-error@-1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
    "memref.alloca_scope.return"() : () -> ()
  ^bb1:
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @r3(%a: memref<4xf32>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: f32):
    "test.term"() : () -> ()
    // expected-error@-1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @r4(%a: memref<4xf32>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  // expected-error@-1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @r5() {
  "memref.alloca_scope"() ({
  // expected-error@-1 {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  }) : () -> ()
  return
}

// -----

memref.global constant @u : memref<2xf32> = uninitialized
func.func @f(%a: memref<8x8xf32>) {
  %0 = memref.alloc() {alignment = 8 : i32} : memref<8xf32>
  // expected-error@-1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  return
}

// -----

func.func @r3(%a: memref<4xf32>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: f32):
    %c = arith.constant 1.0 : f32
    // expected-error@-1 {{block with no terminator, has %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32}}
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @r4(%a: memref<4xf32>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%x: f32):
    memref.alloca_scope.return
    // expected-error@-1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

// A comma after the tag's indices and no operand: the `:` is expected.
func.func @dma_trailing_comma(%src: memref<4xf32>, %dst: memref<4xf32, 1>, %tag: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected ':'}}
  memref.dma_start %src[%i], %dst[%i], %i, %tag[%i], memref : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
