//===- InitAll.h - Registers every dialect of Terrace ---------------------===//
#pragma once

namespace terrace {
class Context;

/// Registers all dialects with `ctx`. Registration is explicit, here, not
/// through static initializers.
void registerAllDialects(Context &ctx);

} // namespace terrace
