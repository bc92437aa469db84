//===- ComplexToLLVM.h - complex ops as llvm struct ops -------------------===//
#pragma once

#include "conversions/ComplexCommon/ComplexDivision.h"

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// The patterns of convert-complex-to-llvm, for a pass that lowers several
/// dialects at once.
void populateComplexToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    ComplexRange range = ComplexRange::Basic);

} // namespace terrace
