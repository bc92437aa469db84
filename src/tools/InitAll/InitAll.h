//===- InitAll.h - Registers every dialect and pass of Terrace ------------===//
#pragma once

namespace terrace {
class Context;

/// Registers all dialects with `ctx`. Registration is explicit, here, not
/// through static initializers.
void registerAllDialects(Context &ctx);
/// Registers every pass with the process-wide pass registry.
void registerAllPasses();

} // namespace terrace
