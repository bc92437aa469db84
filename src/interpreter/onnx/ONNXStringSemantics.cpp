//===- ONNXStringSemantics.cpp - onnx ops on tensors of strings -----------===//
//
// Casts between numbers and strings (numbers written in their shortest
// round-trip form, as NumPy's str does, read back as C's strtod does),
// StringNormalizer (stopwords, case) and TfIdfVectorizer (on strings or
// integers). Tensors of strings are StringTensor
// values (ONNXValues.h).
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "dialects/onnx/StringRules.h"
#include "interpreter/onnx/ONNXElements.h"
#include "interpreter/onnx/ONNXValues.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include "llvm/ADT/StringExtras.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <map>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

const char StringTensor::kKind = 0;

bool onnx_semantics::isStringTensorType(Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  return shaped && llvm::isa<ONNX::StringType>(shaped.getElementType());
}

/// A number as its shortest text that reads back to it (StringRules.h).
static std::string numberText(double value, const NumberKind &kind) {
  if (!kind.isFloat())
    return onnx_strings::integerText(int64_t(value));
  if (kind.floatKind == TypeKind::F64)
    return onnx_strings::doubleText(value);
  return onnx_strings::floatText(float(value));
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
      std::optional<double> value = onnx_strings::readNumber(text);
      if (!value)
        return op->emitOpError("cannot read '") << text << "' as a number";
      out->store(int64_t(i), kind->isFloat() ? fromDouble(*value, *kind)
                                             : fromInt(int64_t(*value), *kind));
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
      out->elements.push_back(onnx_strings::boolText(bits != 0));
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
  std::vector<std::string> stopwords;
  if (ArrayAttr words = norm.property<"stopwords", ArrayAttr>())
    for (Attribute w : words.getValue())
      stopwords.push_back(llvm::cast<StringAttr>(w).getValue().str());
  auto out = std::make_shared<StringTensor>();
  out->elements = onnx_strings::normalizeStrings(
      in->elements, caseSensitive,
      action == "LOWER"   ? onnx_strings::CaseChange::Lower
      : action == "UPPER" ? onnx_strings::CaseChange::Upper
                          : onnx_strings::CaseChange::None,
      stopwords);
  int64_t count = int64_t(out->elements.size());
  if (in->shape.size() == 2)
    out->shape = {1, count};
  else
    out->shape = {count};
  interp.set(op->getResult(0), RuntimeValue::object(std::move(out)));
  return success();
}

/// TfIdfVectorizer as ONNX Runtime computes it (the node tests' outputs):
/// for each row, every n-gram of every length from 1 to max_gram_length,
/// its items `skip + 1` apart for each skip up to max_skip_count (unigrams
/// once), counted when its length is at least min_gram_length and the pool
/// holds it; then TF (counts), IDF (weights where present) or TFIDF.
LogicalResult executeTfIdfVectorizer(Operation *op, Interpreter &interp) {
  auto tfidf = llvm::cast<ONNX::TfIdfVectorizerOp>(op);
  Value input = tfidf.operand<"X">();
  // Items as text, whether the input holds integers or strings.
  llvm::SmallVector<int64_t, 2> shape;
  std::vector<std::string> items;
  if (const StringTensor *strings = interp.get(input).getAs<StringTensor>()) {
    shape.assign(strings->shape.begin(), strings->shape.end());
    items = strings->elements;
  } else {
    const Tensor &t = *interp.getTensor(input);
    shape.assign(t.getShape().begin(), t.getShape().end());
    for (int64_t v : readInts(interp, input))
      items.push_back(std::to_string(v));
  }
  if (shape.empty() || shape.size() > 2)
    return op->emitOpError("takes [C] or [N, C] items");
  int64_t rows = shape.size() == 2 ? shape[0] : 1;
  int64_t cols = shape.back();
  int64_t minN = intValue(tfidf.property<"min_gram_length", IntegerAttr>());
  int64_t maxN = intValue(tfidf.property<"max_gram_length", IntegerAttr>());
  int64_t maxSkip = intValue(tfidf.property<"max_skip_count", IntegerAttr>());
  llvm::StringRef mode = tfidf.property<"mode", StringAttr>().getValue();
  llvm::SmallVector<int64_t, 4> counts =
      intValues(tfidf.property<"ngram_counts", ArrayAttr>());
  llvm::SmallVector<int64_t, 8> indexes =
      intValues(tfidf.property<"ngram_indexes", ArrayAttr>());
  std::vector<std::string> pool;
  if (ArrayAttr ints = tfidf.property<"pool_int64s", ArrayAttr>())
    for (int64_t v : intValues(ints))
      pool.push_back(std::to_string(v));
  else if (ArrayAttr strs = tfidf.property<"pool_strings", ArrayAttr>())
    for (Attribute a : strs.getValue())
      pool.push_back(llvm::cast<StringAttr>(a).getValue().str());
  llvm::SmallVector<double, 8> weights;
  if (ArrayAttr w = tfidf.property<"weights", ArrayAttr>())
    for (Attribute a : w.getValue())
      weights.push_back(floatValue(llvm::cast<FloatAttr>(a)));
  // The pool's n-grams (joined with a separator no item holds) to their
  // output index.
  std::map<std::string, int64_t> ngramIndex;
  int64_t ngram = 0, width = 0;
  for (size_t n = 0; n < counts.size(); ++n) {
    int64_t begin = counts[n];
    int64_t end = n + 1 < counts.size() ? counts[n + 1] : int64_t(pool.size());
    for (int64_t at = begin; at + int64_t(n) < end; at += int64_t(n) + 1) {
      std::string key;
      for (int64_t k = 0; k <= int64_t(n); ++k)
        key += pool[size_t(at + k)] + '\x1f';
      if (size_t(ngram) >= indexes.size())
        return op->emitOpError("has fewer ngram_indexes than n-grams");
      ngramIndex[key] = indexes[size_t(ngram)];
      width = std::max(width, indexes[size_t(ngram)] + 1);
      ++ngram;
    }
  }
  std::vector<double> out(static_cast<size_t>(rows * width), 0.0);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t start = 0; start < cols; ++start)
      for (int64_t skip = 0; skip <= maxSkip; ++skip)
        for (int64_t n = 1; n <= maxN; ++n) {
          if (n == 1 && skip > 0)
            continue; // a unigram is the same whatever the skip
          int64_t last = start + (n - 1) * (skip + 1);
          if (last >= cols)
            break;
          if (n < minN)
            continue;
          std::string key;
          for (int64_t k = 0; k < n; ++k)
            key += items[size_t(r * cols + start + k * (skip + 1))] + '\x1f';
          auto it = ngramIndex.find(key);
          if (it != ngramIndex.end())
            out[size_t(r * width + it->second)] += 1;
        }
  for (size_t i = 0; i < out.size(); ++i) {
    size_t column = i % size_t(std::max<int64_t>(width, 1));
    double w = column < weights.size() ? weights[column] : 1.0;
    if (mode == "IDF")
      out[i] = out[i] > 0 ? w : 0;
    else if (mode == "TFIDF")
      out[i] *= w;
  }
  llvm::SmallVector<int64_t, 2> outShape =
      shape.size() == 2 ? llvm::SmallVector<int64_t, 2>{rows, width}
                        : llvm::SmallVector<int64_t, 2>{width};
  Type element =
      llvm::cast<ShapedType>(op->getResult(0).getType()).getElementType();
  TensorRef y = newTensor(op, element, outShape);
  if (!y)
    return failure();
  NumberKind kind = *numberKindOf(element);
  for (size_t i = 0; i < out.size(); ++i)
    y->store(int64_t(i), fromDouble(out[i], kind));
  setResult(interp, op, 0, std::move(y));
  return success();
}

} // namespace

void onnx_semantics::registerStrings(Context &ctx) {
  attach<ONNX::StringNormalizerOp, executeStringNormalizer>(ctx);
  attach<ONNX::TfIdfVectorizerOp, executeTfIdfVectorizer>(ctx);
}
