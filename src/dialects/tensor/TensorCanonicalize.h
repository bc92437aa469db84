//===- TensorCanonicalize.h - Canonicalization patterns of tensor ops -----===//
//
// The patterns each op table points at (TensorCanonicalize.cpp), and the
// dialect's own pattern (casts folded into destination-style ops).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/OperationName.h"

namespace terrace::tensor {

/// Whether `target` knows every size `source` knows (both ranked, one
/// element type, rank and encoding): MLIR's preservesStaticInformation.
bool preservesStaticInformation(Type source, Type target);

void addDialectPatterns(RewritePatternSet &patterns);
void castPatterns(RewritePatternSet &patterns, Context &ctx);
void emptyPatterns(RewritePatternSet &patterns, Context &ctx);
void dimPatterns(RewritePatternSet &patterns, Context &ctx);
void extractPatterns(RewritePatternSet &patterns, Context &ctx);
void generatePatterns(RewritePatternSet &patterns, Context &ctx);
void extractSlicePatterns(RewritePatternSet &patterns, Context &ctx);
void insertSlicePatterns(RewritePatternSet &patterns, Context &ctx);
void fromElementsPatterns(RewritePatternSet &patterns, Context &ctx);
void concatPatterns(RewritePatternSet &patterns, Context &ctx);
void padPatterns(RewritePatternSet &patterns, Context &ctx);
void bitcastPatterns(RewritePatternSet &patterns, Context &ctx);

} // namespace terrace::tensor
