//===- MathToLibm.cpp - math ops as calls of the C math library -----------===//
//
// convert-math-to-libm, as MLIR 22's for scalars: each math op of f32 or
// f64 becomes a func.call of libm's function (`erff`, `erf`), declared
// once, private and `llvm.readnone`, at the top of the module; f16 and
// bf16 go through f32 (extf, the call, truncf). Every other math op is an
// error, as in MLIR; vectors too (MLIR unrolls them through the vector
// dialect, which Terrace has not).
// In Terrace's pipelines it runs after convert-math-to-llvm, for what LLVM
// has no intrinsic for (erf, the inverse hyperbolics, cbrt, ...).
//
//===----------------------------------------------------------------------===//
#include "conversions/Passes.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/func/FuncOps.h"
#include "dialects/math/MathOps.h"
#include "ir/Attributes.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "pass/Pass.h"
#include "rewrite/DialectConversion.h"

#include "llvm/ADT/Twine.h"

using namespace terrace;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;

namespace {

/// The libm function of a math op: its f64 name, and f32's with `f`.
struct LibmFunction {
  const void *opType;
  llvm::StringLiteral name;
};

template <typename OpT> constexpr LibmFunction libm(llvm::StringLiteral name) {
  return {opTypeID<OpT>, name};
}

constexpr LibmFunction kFunctions[] = {
    libm<math::AbsFOp>("fabs"),   libm<math::AcosOp>("acos"),
    libm<math::AcoshOp>("acosh"), libm<math::AsinOp>("asin"),
    libm<math::AsinhOp>("asinh"), libm<math::AtanOp>("atan"),
    libm<math::Atan2Op>("atan2"), libm<math::AtanhOp>("atanh"),
    libm<math::CbrtOp>("cbrt"),   libm<math::CeilOp>("ceil"),
    libm<math::CosOp>("cos"),     libm<math::CoshOp>("cosh"),
    libm<math::ErfOp>("erf"),     libm<math::ErfcOp>("erfc"),
    libm<math::ExpOp>("exp"),     libm<math::Exp2Op>("exp2"),
    libm<math::ExpM1Op>("expm1"), libm<math::FloorOp>("floor"),
    libm<math::FmaOp>("fma"),     libm<math::LogOp>("log"),
    libm<math::Log10Op>("log10"), libm<math::Log1pOp>("log1p"),
    libm<math::Log2Op>("log2"),   libm<math::PowFOp>("pow"),
    libm<math::RoundOp>("round"), libm<math::RoundEvenOp>("roundeven"),
    libm<math::RsqrtOp>("rsqrt"), libm<math::SinOp>("sin"),
    libm<math::SinhOp>("sinh"),   libm<math::SqrtOp>("sqrt"),
    libm<math::TanOp>("tan"),     libm<math::TanhOp>("tanh"),
    libm<math::TruncOp>("trunc"),
};

const LibmFunction *libmFunctionOf(Operation *op) {
  const OpDefinition *def = op->getName().getDefinition();
  if (!def)
    return nullptr;
  for (const LibmFunction &f : kFunctions)
    if (f.opType == def->typeID)
      return &f;
  return nullptr;
}

bool isScalarFloat(Type type, bool promotable) {
  auto f = llvm::dyn_cast<FloatType>(type);
  if (!f)
    return false;
  TypeKind kind = f.getKind();
  return kind == TypeKind::F32 || kind == TypeKind::F64 ||
         (promotable && (kind == TypeKind::F16 || kind == TypeKind::BF16));
}

/// The op's call, its function declared at the module's top if new (as
/// MLIR does, each new declaration before the others).
LogicalResult lowerToCall(Operation *op, PatternRewriter &rewriter) {
  const LibmFunction *f = libmFunctionOf(op);
  if (!f || op->getNumResults() != 1 ||
      !isScalarFloat(op->getResult(0).getType(), /*promotable=*/true))
    return failure();
  Context &ctx = op->getContext();
  Location loc = op->getLoc();
  Type type = op->getResult(0).getType();
  auto floatType = llvm::cast<FloatType>(type);
  llvm::SmallVector<Value, 3> operands(op->getOperands());
  // f16 and bf16 through f32.
  Type computed = type;
  rewriter.setInsertionPoint(op);
  if (floatType.getKind() != TypeKind::F32 &&
      floatType.getKind() != TypeKind::F64) {
    computed = FloatType::get(ctx, TypeKind::F32);
    for (Value &v : operands)
      v = create<arith::ExtFOp>(rewriter, loc, with<"in">(v),
                                with<"out">(computed))
              ->getResult(0);
  }
  std::string name = f->name.str();
  if (llvm::cast<FloatType>(computed).getKind() == TypeKind::F32)
    name += "f";
  Operation *module = symbol_table::getNearestSymbolTable(op);
  if (!module)
    return failure();
  Block &top = module->getRegion(0).front();
  bool declared = llvm::any_of(top, [&](Operation &other) {
    auto symbol = llvm::dyn_cast_if_present<StringAttr>(
        other.getInherentAttr("sym_name"));
    return symbol && symbol.getValue() == name;
  });
  if (!declared) {
    Block *savedBlock = rewriter.getInsertionBlock();
    Block::iterator savedPoint = rewriter.getInsertionPoint();
    rewriter.setInsertionPointToStart(&top);
    llvm::SmallVector<Type, 3> inputs(operands.size(), computed);
    Operation *declaration =
        func::FuncOp::buildPrivate(rewriter, UnknownLoc::get(ctx), name,
                                   FunctionType::get(ctx, inputs, {computed}));
    declaration->setAttr("llvm.readnone", UnitAttr::get(ctx));
    rewriter.setInsertionPoint(savedBlock, savedPoint);
  }
  Value result =
      create<func::CallOp>(rewriter, loc,
                           with<"callee">(SymbolRefAttr::get(ctx, name)),
                           with<"operands">(ValueRange(operands)),
                           with<"results">(TypeRange({computed})))
          ->getResult(0);
  if (computed != type)
    result = create<arith::TruncFOp>(rewriter, loc, with<"in">(result),
                                     with<"out">(type))
                 ->getResult(0);
  rewriter.replaceOp(op, {result});
  return success();
}

class MathToLibmPass : public PassBase<MathToLibmPass> {
public:
  MathToLibmPass()
      : PassBase("convert-math-to-libm", "ConvertMathToLibmPass") {}

  void runOnOperation() override {
    Context &ctx = getOperation()->getContext();
    RewritePatternSet set(ctx);
    set.addForOpsWhere(
        [](OperationName name) {
          const OpDefinition *def = name.getDefinition();
          return def && llvm::any_of(kFunctions, [&](const LibmFunction &f) {
                   return f.opType == def->typeID;
                 });
        },
        "ScalarOpToLibmCall", lowerToCall);
    FrozenPatternSet patterns(std::move(set));
    ConversionTarget target(ctx);
    // As MLIR's: every math op must go (an op libm has no function for,
    // or of another type, is an error).
    target.addLegalDialect("arith");
    target.addLegalDialect("builtin");
    target.addLegalDialect("func");
    target.addIllegalDialect("math");
    // Unlike MLIR's, llvm ops are legal: MLIR leaves them unknown, which
    // folds them in passing (extractvalue of insertvalue, constant GEPs)
    // where this pass runs late in a lowering; here it changes math ops
    // only, so linalg-to-llvm stays upstream's lowering plus these calls.
    target.addLegalDialect("llvm");
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass> terrace::createMathToLibmPass() {
  return std::make_unique<MathToLibmPass>();
}
