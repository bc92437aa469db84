//===- Passes.h - memref's own passes -------------------------------------===//
#pragma once

#include "pass/Pass.h"

namespace terrace {

#define PASS(argument, summary, factory) std::unique_ptr<Pass> factory();
#include "dialects/memref/transforms/Passes.def"

void registerMemRefPasses();

} // namespace terrace
