//===- ToLLVMInterface.h - What a dialect gives convert-to-llvm -----------===//
//
// convert-to-llvm lowers every dialect that says how to lower itself to the
// llvm dialect, in one conversion (MLIR's ConvertToLLVMPatternInterface).
// A dialect's lowering library registers its patterns here by the
// dialect's namespace, so the pass knows no dialect by name and a new
// dialect joins by registering.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

namespace terrace {
class LLVMTypeConverter;
class RewritePatternSet;

/// Adds a dialect's lowerings to the llvm dialect, with the options MLIR's
/// dialect interface uses (each pass's defaults).
using PopulateToLLVMPatternsFn = void (*)(const LLVMTypeConverter &,
                                          RewritePatternSet &);

/// Registers `populate` for the dialect `dialectNamespace`; a second
/// registration for the same dialect is ignored.
void registerConvertToLLVMPatterns(llvm::StringRef dialectNamespace,
                                   PopulateToLLVMPatternsFn populate);

/// The registered populate function of `dialectNamespace`, or null.
PopulateToLLVMPatternsFn
lookupConvertToLLVMPatterns(llvm::StringRef dialectNamespace);

/// Calls `visit` with every registration, in the order of the dialects'
/// namespaces (the order MLIR visits its loaded dialects in).
void forEachConvertToLLVMPatterns(
    llvm::function_ref<void(llvm::StringRef, PopulateToLLVMPatternsFn)> visit);

} // namespace terrace
