//===- BufferizationModels.h - arith ops onto buffers ---------------------===//
#pragma once

namespace terrace {
class Context;

/// Attaches arith's models of BufferizableOpInterface (tensor constants).
void registerArithBufferizationModels(Context &ctx);

} // namespace terrace
