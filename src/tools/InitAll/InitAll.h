//===- InitAll.h - Registers every dialect and pass of Terrace ------------===//
#pragma once

namespace terrace {
class Context;

/// Registers all dialects with `ctx`, with the interface models attached to
/// their ops from outside them (bufferization's). Registration is explicit,
/// here, not through static initializers.
void registerAllDialects(Context &ctx);
/// Registers all dialects alone (InitDialects.cpp): enough to parse, verify
/// and print; what needs no pass links no pass.
void registerAllDialectsWithoutExternalModels(Context &ctx);
/// Registers every pass with the process-wide pass registry.
void registerAllPasses();

} // namespace terrace
