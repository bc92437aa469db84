//===- ConvertToLLVM.cpp - convert-to-llvm --------------------------------===//
//
// One dialect conversion with the lowerings of every dialect registered in
// ToLLVMInterface.h, as MLIR 22's convert-to-llvm: the llvm dialect is
// legal, nothing is illegal, so what no pattern lowers stays (a partial
// conversion), and values crossing between converted and unconverted ops
// meet through unrealized casts. Lowering all dialects at once leaves no
// casts between them, where the single-dialect passes in a row would each
// leave some for reconcile-unrealized-casts.
//
//===----------------------------------------------------------------------===//
#include "conversions/ConvertToLLVM/ToLLVMInterface.h"
#include "conversions/LLVMCommon/TypeConverter.h"
#include "conversions/Passes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "pass/Pass.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/PatternMatch.h"

#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <mutex>
#include <vector>

using namespace terrace;

namespace {
struct ToLLVMRegistry {
  std::mutex mutex;
  llvm::StringMap<PopulateToLLVMPatternsFn> populators;
};
} // namespace

static ToLLVMRegistry &registry() {
  static ToLLVMRegistry r;
  return r;
}

void terrace::registerConvertToLLVMPatterns(llvm::StringRef dialectNamespace,
                                            PopulateToLLVMPatternsFn populate) {
  ToLLVMRegistry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.populators.try_emplace(dialectNamespace, populate);
}

PopulateToLLVMPatternsFn
terrace::lookupConvertToLLVMPatterns(llvm::StringRef dialectNamespace) {
  ToLLVMRegistry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.populators.find(dialectNamespace);
  return it == r.populators.end() ? nullptr : it->second;
}

void terrace::forEachConvertToLLVMPatterns(
    llvm::function_ref<void(llvm::StringRef, PopulateToLLVMPatternsFn)> visit) {
  std::vector<std::pair<llvm::StringRef, PopulateToLLVMPatternsFn>> rows;
  {
    ToLLVMRegistry &r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    for (const auto &entry : r.populators)
      rows.emplace_back(entry.getKey(), entry.getValue());
  }
  llvm::sort(rows,
             [](const auto &a, const auto &b) { return a.first < b.first; });
  for (const auto &[name, populate] : rows)
    visit(name, populate);
}

namespace {
class ConvertToLLVMPass : public PassBase<ConvertToLLVMPass> {
public:
  ConvertToLLVMPass() : PassBase("convert-to-llvm", "ConvertToLLVMPass") {
    option("allow-pattern-rollback",
           "Experimental performance flag to disallow pattern rollback",
           allowPatternRollback);
    option("dynamic",
           "Use op conversion attributes to configure the conversion",
           useDynamic);
    option("filter-dialects",
           "Test conversion patterns of only the specified dialects",
           filterDialects);
  }

  /// Checks the filter as MLIR does: each named dialect must be registered
  /// and lower itself to llvm. (MLIR also refuses a registered dialect the
  /// input does not load; Terrace has no dialects unloaded, and one absent
  /// from the input has nothing to convert.)
  llvm::LogicalResult initialize(Context &ctx) override {
    for (const std::string &name : filterDialects) {
      // MLIR's messages end in a newline of their own.
      if (!ctx.getDialect(name)) {
        emitError(UnknownLoc::get(ctx))
            << "dialect not loaded: " << name << "\n";
        return llvm::failure();
      }
      if (!lookupConvertToLLVMPatterns(name)) {
        emitError(UnknownLoc::get(ctx))
            << "dialect does not implement ConvertToLLVMPatternInterface: "
            << name << "\n";
        return llvm::failure();
      }
    }
    return llvm::success();
  }

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    // Static and dynamic configuration agree here: without data layout
    // specifications, both use the default type converter (64-bit index).
    LLVMTypeConverter converter(ctx);
    RewritePatternSet set(ctx);
    if (filterDialects.empty()) {
      forEachConvertToLLVMPatterns(
          [&](llvm::StringRef, PopulateToLLVMPatternsFn populate) {
            populate(converter, set);
          });
    } else {
      // Checked by initialize.
      for (const std::string &name : filterDialects)
        lookupConvertToLLVMPatterns(name)(converter, set);
    }
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

private:
  bool allowPatternRollback = true;
  bool useDynamic = false;
  std::vector<std::string> filterDialects;
};
} // namespace

std::unique_ptr<Pass> terrace::createConvertToLLVMPass() {
  return std::make_unique<ConvertToLLVMPass>();
}
