//===- BufferizationModels.h - tensor ops onto buffers --------------------===//
#pragma once

namespace terrace {
class Context;

/// Attaches tensor's models of BufferizableOpInterface.
void registerTensorBufferizationModels(Context &ctx);

} // namespace terrace
