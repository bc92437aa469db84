//===- SCFToControlFlow.h - Lowering scf to cf ----------------------------===//
#pragma once

namespace terrace {
class RewritePatternSet;

/// The patterns lowering scf.for, if, while, index_switch and
/// execute_region to blocks and cf branches.
void populateSCFToControlFlowConversionPatterns(RewritePatternSet &patterns);

} // namespace terrace
