//===- Passes.h - Creating the dialect-independent passes -----------------===//
#pragma once

#include "pass/Pass.h"

namespace terrace {

#define PASS(argument, summary, factory) std::unique_ptr<Pass> factory();
#include "transforms/Passes.def"

/// Registers every pass of Passes.def.
void registerTransformsPasses();

} // namespace terrace
