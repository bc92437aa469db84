//===- ReshapeFusion.h - Reshapes folded into structured ops and pads -----===//
#pragma once

namespace terrace {
class RewritePatternSet;
} // namespace terrace

namespace terrace::linalg {

/// MLIR's populateFoldReshapeOpsByExpansionPatterns with the control
/// function of linalg-fuse-elementwise-ops (the reshape, or the op it
/// folds into, has one use): ReshapeFusion.cpp says what each does.
void addReshapeByExpansionPatterns(RewritePatternSet &patterns);

} // namespace terrace::linalg
