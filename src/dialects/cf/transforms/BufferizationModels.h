//===- BufferizationModels.h - cf branches onto buffers -------------------===//
#pragma once

namespace terrace {
class Context;

/// Attaches cf's models of BufferizableOpInterface (br, cond_br).
void registerCFBufferizationModels(Context &ctx);
/// Attaches cf.cond_br's model of BufferDeallocationOpInterface
/// (BufferDeallocationModels.cpp).
void registerCFBufferDeallocationModels(Context &ctx);

} // namespace terrace
