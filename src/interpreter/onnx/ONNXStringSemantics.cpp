//===- ONNXStringSemantics.cpp - onnx ops on tensors of strings -----------===//
//
// Casts between numbers and strings (numbers written in their shortest
// round-trip form, as NumPy's str does, read back as C's strtod does) and
// StringNormalizer (stopwords, case). Tensors of strings are StringTensor
// values (ONNXValues.h).
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "interpreter/onnx/ONNXValues.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include "llvm/ADT/StringExtras.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

const char StringTensor::kKind = 0;

bool onnx_semantics::isStringTensorType(Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  return shaped && llvm::isa<ONNX::StringType>(shaped.getElementType());
}

/// A number as its shortest text that reads back to it.
static std::string numberText(double value, const NumberKind &kind) {
  char buffer[64];
  std::to_chars_result r;
  if (!kind.isFloat())
    r = std::to_chars(buffer, buffer + sizeof(buffer), int64_t(value));
  else if (kind.floatKind == TypeKind::F64)
    r = std::to_chars(buffer, buffer + sizeof(buffer), value);
  else
    r = std::to_chars(buffer, buffer + sizeof(buffer), float(value));
  std::string text(buffer, r.ptr);
  if (text == "inf")
    return "INF";
  if (text == "-inf")
    return "-INF";
  if (text == "nan" || text == "-nan")
    return "NaN";
  return text;
}

LogicalResult onnx_semantics::executeStringCast(Operation *op,
                                                Interpreter &interp) {
  Value input = op->getOperand(0);
  Type resultType = op->getResult(0).getType();
  if (isStringTensorType(input.getType())) {
    const StringTensor *in = interp.get(input).getAs<StringTensor>();
    if (!in)
      return op->emitOpError("expected a tensor of strings");
    if (isStringTensorType(resultType)) {
      interp.set(op->getResult(0), interp.get(input));
      return success();
    }
    Type element = llvm::cast<ShapedType>(resultType).getElementType();
    std::optional<NumberKind> kind = numberKindOf(element);
    TensorRef out = newTensor(op, element, in->shape);
    if (!out || !kind)
      return failure();
    for (size_t i = 0; i < in->elements.size(); ++i) {
      const std::string &text = in->elements[i];
      char *end = nullptr;
      double value = std::strtod(text.c_str(), &end);
      if (end == text.c_str())
        return op->emitOpError("cannot read '") << text << "' as a number";
      out->store(int64_t(i), kind->isFloat() ? fromDouble(value, *kind)
                                             : fromInt(int64_t(value), *kind));
    }
    setResult(interp, op, 0, std::move(out));
    return success();
  }
  const Tensor &in = *interp.getTensor(input);
  std::optional<NumberKind> kind = numberKindOf(in.getElementType());
  if (!kind)
    return op->emitOpError("cannot write these elements as strings");
  auto out = std::make_shared<StringTensor>();
  out->shape.assign(in.getShape().begin(), in.getShape().end());
  for (int64_t i = 0; i < in.getNumElements(); ++i) {
    Slot bits = in.load(i);
    if (kind->isBool())
      out->elements.push_back(bits ? "True" : "False");
    else
      out->elements.push_back(numberText(
          kind->isFloat() ? toDouble(bits, *kind) : double(toInt(bits, *kind)),
          *kind));
  }
  interp.set(op->getResult(0), RuntimeValue::object(std::move(out)));
  return success();
}

RuntimeValue onnx_semantics::stringConstant(DenseStringElementsAttr attr) {
  auto out = std::make_shared<StringTensor>();
  ShapedType type = attr.getType();
  out->shape.assign(type.getShape().begin(), type.getShape().end());
  llvm::ArrayRef<StringAttr> values = attr.getValues();
  int64_t n = numElementsOf(out->shape);
  for (int64_t i = 0; i < n; ++i)
    out->elements.push_back(
        values[attr.isSplat() ? 0 : size_t(i)].getValue().str());
  return RuntimeValue::object(std::move(out));
}

namespace {

LogicalResult executeStringNormalizer(Operation *op, Interpreter &interp) {
  auto norm = llvm::cast<ONNX::StringNormalizerOp>(op);
  const StringTensor *in =
      interp.get(norm.operand<"X">()).getAs<StringTensor>();
  if (!in)
    return op->emitOpError("expected a tensor of strings");
  if (!(in->shape.size() == 1 || (in->shape.size() == 2 && in->shape[0] == 1)))
    return op->emitOpError("takes [C] or [1, C] strings");
  bool caseSensitive =
      intValue(norm.propertyOrDefault<"is_case_sensitive", IntegerAttr>()) != 0;
  llvm::StringRef action =
      norm.propertyOrDefault<"case_change_action", StringAttr>().getValue();
  llvm::SmallVector<std::string, 8> stopwords;
  if (ArrayAttr words = norm.property<"stopwords", ArrayAttr>())
    for (Attribute w : words.getValue()) {
      std::string word = llvm::cast<StringAttr>(w).getValue().str();
      stopwords.push_back(caseSensitive ? word : llvm::StringRef(word).lower());
    }
  auto out = std::make_shared<StringTensor>();
  for (const std::string &s : in->elements) {
    std::string key = caseSensitive ? s : llvm::StringRef(s).lower();
    if (llvm::is_contained(stopwords, key))
      continue;
    if (action == "LOWER")
      out->elements.push_back(llvm::StringRef(s).lower());
    else if (action == "UPPER")
      out->elements.push_back(llvm::StringRef(s).upper());
    else
      out->elements.push_back(s);
  }
  // Everything filtered out leaves one empty string, as ONNX specifies.
  if (out->elements.empty())
    out->elements.push_back("");
  int64_t count = int64_t(out->elements.size());
  if (in->shape.size() == 2)
    out->shape = {1, count};
  else
    out->shape = {count};
  interp.set(op->getResult(0), RuntimeValue::object(std::move(out)));
  return success();
}

} // namespace

void onnx_semantics::registerStrings(Context &ctx) {
  static constexpr OpSemantics normalizer = {executeStringNormalizer};
  ctx.attachOpInterface<ONNX::StringNormalizerOp>(normalizer);
}
