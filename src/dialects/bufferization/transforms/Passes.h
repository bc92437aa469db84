//===- Passes.h - bufferization's own passes ------------------------------===//
#pragma once

#include "pass/Pass.h"

namespace terrace {

#define PASS(argument, summary, factory) std::unique_ptr<Pass> factory();
#include "dialects/bufferization/transforms/Passes.def"

void registerBufferizationPasses();

} // namespace terrace
