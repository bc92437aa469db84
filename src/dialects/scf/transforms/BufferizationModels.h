//===- BufferizationModels.h - scf ops onto buffers -----------------------===//
#pragma once

namespace terrace {
class Context;

/// Attaches scf's models of BufferizableOpInterface (for, if, yield, while,
/// condition, forall).
void registerSCFBufferizationModels(Context &ctx);

} // namespace terrace
