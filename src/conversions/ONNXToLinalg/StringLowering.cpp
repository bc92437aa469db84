//===- StringLowering.cpp - Tensors of strings as runtime calls -----------===//
//
// convert-onnx-to-linalg{runtime-calls=true} (RuntimeCalls.h): a tensor of
// strings is a pointer to the string runtime's object
// (runtime/library/StringRuntime.h), each op on one a call into it:
//
//   Cast, CastLike to strings     _terrace_str_from_<t> of the numbers'
//                                 buffer, as an unranked memref
//   Cast, CastLike from strings   the sizes (_terrace_str_dim), a buffer of
//                                 them the runtime fills with the numbers
//                                 read (_terrace_str_to_<t>), to_tensor
//   StringNormalizer              _terrace_str_normalize, its stopwords a
//                                 constant of bytes (each a little-endian
//                                 u32 length, then the word)
//   Identity                      its operand
//
// Numbers are written and read by ONNX's rules (dialects/onnx/
// StringRules.h), as the interpreter does.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/RuntimeCalls.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/onnx/ONNXTypes.h"
#include "ir/Context.h"
#include "ir/Operation.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::success;

namespace {

bool holdsStrings(Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  return shaped && llvm::isa<ONNX::StringType>(shaped.getElementType());
}

/// The runtime's name for numbers of `element` written as or read from
/// strings; none for those it does not convert (16-bit floats, complex;
/// booleans are only written).
std::optional<std::string> numberSuffix(Type element, bool toStrings) {
  std::optional<std::string> suffix =
      elementSuffix(element, /*unsignedApart=*/true);
  if (!suffix || *suffix == "f16" || *suffix == "bf16" ||
      (*suffix == "i1" && !toStrings))
    return std::nullopt;
  return suffix;
}

LogicalResult lowerCast(Operation *op, Type inputType, RuntimeCalls &rt) {
  Location loc = op->getLoc();
  Value input = op->getOperand(0);
  Type resultType = op->getResult(0).getType();
  if (holdsStrings(inputType) && holdsStrings(resultType)) {
    rt.rewriter.replaceOp(op, {input});
    return success();
  }
  if (!holdsStrings(inputType)) {
    auto shaped = llvm::dyn_cast<ShapedType>(inputType);
    std::optional<std::string> suffix =
        shaped ? numberSuffix(shaped.getElementType(), true) : std::nullopt;
    if (!suffix)
      return cannotLower(op, "its numbers have no native conversion to "
                             "strings yet");
    Value strings =
        rt.call(loc, "_terrace_str_from_" + *suffix,
                ValueRange({rt.unrankedBuffer(loc, input)}), rt.ptr());
    rt.rewriter.replaceOp(op, {strings});
    return success();
  }
  auto shaped = llvm::dyn_cast<ShapedType>(resultType);
  std::optional<std::string> suffix =
      shaped ? numberSuffix(shaped.getElementType(), false) : std::nullopt;
  if (!suffix)
    return cannotLower(op, "strings have no native conversion to its numbers "
                           "yet");
  FailureOr<Value> numbers = rt.filledTensor(
      op, resultType,
      [&](int64_t d) {
        return rt.call(loc, "_terrace_str_dim",
                       ValueRange({input, rt.constantI64(loc, d)}), rt.i64());
      },
      [&](Value buffer) {
        rt.call(loc, "_terrace_str_to_" + *suffix, ValueRange({input, buffer}));
      });
  if (failed(numbers))
    return failure();
  rt.rewriter.replaceOp(op, {*numbers});
  return success();
}

LogicalResult lowerStringNormalizer(ONNX::StringNormalizerOp op,
                                    RuntimeCalls &rt) {
  Location loc = op->getLoc();
  Context &ctx = rt.ctx;
  // The stopwords as bytes: each a little-endian u32 length, then the word.
  std::string bytes;
  if (ArrayAttr words = op.property<"stopwords", ArrayAttr>())
    for (Attribute word : words.getValue()) {
      llvm::StringRef text = llvm::cast<StringAttr>(word).getValue();
      uint32_t size = uint32_t(text.size());
      for (int b = 0; b < 4; ++b)
        bytes.push_back(char((size >> (8 * b)) & 0xff));
      bytes.append(text.begin(), text.end());
    }
  auto type = RankedTensorType::get({int64_t(bytes.size())},
                                    IntegerType::get(ctx, 8), Attribute());
  Value stopwords =
      create<arith::ConstantOp>(
          rt.rewriter, loc,
          with<"value">(DenseIntOrFPElementsAttr::getRaw(type, false, bytes)),
          with<"result">(type))
          ->getResult(0);
  bool caseSensitive =
      ONNX::intValue(
          op.propertyOrDefault<"is_case_sensitive", IntegerAttr>()) != 0;
  llvm::StringRef action =
      op.propertyOrDefault<"case_change_action", StringAttr>().getValue();
  int64_t change = action == "LOWER" ? 1 : action == "UPPER" ? 2 : 0;
  Value normalized =
      rt.call(loc, "_terrace_str_normalize",
              ValueRange({op.operand<"X">(), rt.constantI64(loc, caseSensitive),
                          rt.constantI64(loc, change),
                          rt.unrankedBuffer(loc, stopwords)}),
              rt.ptr());
  rt.rewriter.replaceOp(op, {normalized});
  return success();
}

} // namespace

LogicalResult onnx_to_linalg::lowerStringOp(Operation *op,
                                            const OperandTypes &types,
                                            RuntimeCalls &rt) {
  rt.rewriter.setInsertionPoint(op);
  if (llvm::isa<ONNX::CastOp, ONNX::CastLikeOp>(op))
    return lowerCast(op, types[0], rt);
  if (auto norm = llvm::dyn_cast<ONNX::StringNormalizerOp>(op))
    return lowerStringNormalizer(norm, rt);
  if (llvm::isa<ONNX::IdentityOp>(op)) {
    rt.rewriter.replaceOp(op, {op->getOperand(0)});
    return success();
  }
  return cannotLower(op, "it works on strings, and no native lowering "
                         "exists for it yet");
}
