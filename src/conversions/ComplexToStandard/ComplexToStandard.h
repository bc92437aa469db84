//===- ComplexToStandard.h - complex ops as arith and math on parts -------===//
#pragma once

#include "conversions/ComplexCommon/ComplexDivision.h"

namespace terrace {
class RewritePatternSet;

/// The patterns of convert-complex-to-standard: every complex op but
/// create, re, im and constant computed on the parts with arith and math
/// ops; `range` picks the division.
void populateComplexToStandardConversionPatterns(
    RewritePatternSet &patterns, ComplexRange range = ComplexRange::Improved);

} // namespace terrace
