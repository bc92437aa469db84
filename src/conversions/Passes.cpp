//===- Passes.cpp - Registering the conversion passes ---------------------===//
#include "conversions/Passes.h"
#include "pass/PassRegistry.h"

void terrace::registerConversionPasses() {
#define PASS(argument, summary, factory)                                       \
  registerPass({argument, summary, factory});
#include "conversions/Passes.def"
}
