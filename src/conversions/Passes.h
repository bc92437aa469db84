//===- Passes.h - Creating the conversion passes --------------------------===//
#pragma once

#include "pass/Pass.h"

namespace terrace {

#define PASS(argument, summary, factory) std::unique_ptr<Pass> factory();
#include "conversions/Passes.def"

/// Registers every pass of Passes.def.
void registerConversionPasses();

} // namespace terrace
