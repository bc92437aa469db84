//===- BufferizationModels.h - cf branches onto buffers -------------------===//
#pragma once

namespace terrace {
class Context;

/// Attaches cf's models of BufferizableOpInterface (br, cond_br).
void registerCFBufferizationModels(Context &ctx);

} // namespace terrace
