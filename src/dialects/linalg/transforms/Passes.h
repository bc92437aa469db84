//===- Passes.h - Creating linalg's passes --------------------------------===//
#pragma once

#include "pass/Pass.h"

namespace terrace {

#define PASS(argument, summary, factory) std::unique_ptr<Pass> factory();
#include "dialects/linalg/transforms/Passes.def"

/// Registers every pass of Passes.def.
void registerLinalgPasses();
/// Attaches linalg's models of BufferizableOpInterface (every structured
/// op, and softmax).
void registerLinalgBufferizationModels(Context &ctx);

} // namespace terrace
