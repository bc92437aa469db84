//===- ONNXShapeInference.cpp - The onnx ops' ShapeInferenceOpInterface ---===//
//
// Looks up the op's rule (ONNXShapeRules*.cpp), then gives each answered
// shape its element type: that of an operand sharing the result's type
// variable, else the declared one.
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOpHooks.h"
#include "dialects/onnx/ONNXShapeRules.h"
#include "dialects/onnx/ONNXTypes.h"
#include "ir/Diagnostics.h"
#include "ir/OpSignature.h"

using namespace terrace;
using namespace terrace::ONNX;

/// The tensor type inside `type` (through sequences and optionals).
static Type innerTensorType(Type type) {
  while (true) {
    if (auto seq = llvm::dyn_cast<SeqType>(type))
      type = seq.getElementType();
    else if (auto opt = llvm::dyn_cast<OptType>(type))
      type = opt.getElementType();
    else
      return type;
  }
}

ShapeRuleFn ShapeRuleTable::lookup(Operation *op) const {
  const OpDefinition *def = op->getName().getDefinition();
  return def ? rules.lookup(def->typeID) : nullptr;
}

std::optional<llvm::ArrayRef<int64_t>> ONNX::shapeOf(Value value) {
  if (!value)
    return std::nullopt;
  auto type = llvm::dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return std::nullopt;
  return type.getShape();
}

std::optional<llvm::ArrayRef<int64_t>> ONNX::heldShapeOf(Type type) {
  auto ranked = llvm::dyn_cast_if_present<RankedTensorType>(
      type ? innerTensorType(type) : Type());
  if (!ranked)
    return std::nullopt;
  return ranked.getShape();
}

std::optional<llvm::ArrayRef<int64_t>> ONNX::heldShapeOf(Value value) {
  return value ? heldShapeOf(value.getType()) : std::nullopt;
}

LogicalResult ONNX::broadcastShapes(Operation *op,
                                    llvm::ArrayRef<llvm::ArrayRef<int64_t>> in,
                                    Shape &out) {
  size_t rank = 0;
  for (llvm::ArrayRef<int64_t> s : in)
    rank = std::max(rank, s.size());
  out.assign(rank, 1);
  for (size_t d = 0; d < rank; ++d) {
    bool dynamic = false;
    int64_t fixed = 1;
    for (llvm::ArrayRef<int64_t> s : in) {
      if (d + s.size() < rank)
        continue;
      int64_t size = s[d + s.size() - rank];
      if (size == kDynamic) {
        dynamic = true;
      } else if (size != 1) {
        if (fixed != 1 && fixed != size) {
          auto diag = op->emitOpError("operands of shapes ");
          llvm::interleave(
              in, [&](llvm::ArrayRef<int64_t> s) { diag << "[" << s << "]"; },
              [&] { diag << ", "; });
          return diag << " do not broadcast: sizes " << fixed << " and " << size
                      << " meet";
        }
        fixed = size;
      }
    }
    out[d] = fixed != 1 ? fixed : dynamic ? kDynamic : 1;
  }
  return success();
}

std::optional<int64_t> ONNX::normalizeAxis(int64_t axis, int64_t rank) {
  if (axis < -rank || axis >= rank)
    return std::nullopt;
  return axis < 0 ? axis + rank : axis;
}

LogicalResult ONNX::normalizeAxes(Operation *op,
                                  llvm::MutableArrayRef<int64_t> axes,
                                  int64_t rank) {
  for (int64_t &axis : axes) {
    std::optional<int64_t> normalized = normalizeAxis(axis, rank);
    if (!normalized)
      return op->emitOpError("axis ")
             << axis << " is out of range for rank " << rank;
    axis = *normalized;
  }
  return success();
}

std::optional<int64_t> ONNX::axisOf(Operation *op, int64_t axis, int64_t rank) {
  if (failed(normalizeAxes(op, axis, rank)))
    return std::nullopt;
  return axis;
}

int64_t ONNX::productOf(llvm::ArrayRef<int64_t> sizes) {
  int64_t total = 1;
  for (int64_t size : sizes) {
    if (size == kDynamic)
      return kDynamic;
    total *= size;
  }
  return total;
}

Shape ONNX::dynamicShape(size_t rank) { return Shape(rank, kDynamic); }

namespace {

using Elements = llvm::SmallVector<int64_t, 8>;

/// partialIntValues, at most `depth` ops back.
std::optional<Elements> partialValues(Value value, unsigned depth) {
  if (!value)
    return std::nullopt;
  if (auto constant = smallIntConstant(value))
    return *constant;
  std::optional<llvm::ArrayRef<int64_t>> shape = shapeOf(value);
  if (!shape || shape->size() > 1 ||
      (shape->size() == 1 &&
       ((*shape)[0] == kDynamic || (*shape)[0] > kMaxSmallConstantElements)))
    return std::nullopt;
  Elements unknown(shape->empty() ? 1 : size_t((*shape)[0]), kDynamic);
  Operation *op = value.getDefiningOp();
  if (!op || depth == 0)
    return unknown;
  auto operand = [&](unsigned i) {
    return partialValues(op->getOperand(i), depth - 1);
  };
  std::optional<Elements> known;
  if (auto shapeOp = llvm::dyn_cast<ShapeOp>(op)) {
    auto dims = ONNX::shapeOf(shapeOp.operand<"data">());
    if (dims) {
      auto [start, end] = shapeRange(shapeOp.property<"start", IntegerAttr>(),
                                     shapeOp.property<"end", IntegerAttr>(),
                                     int64_t(dims->size()));
      known = Elements(dims->begin() + start, dims->begin() + end);
    }
  } else if (llvm::isa<IdentityOp, CastOp, SqueezeOp, UnsqueezeOp>(op)) {
    // Casts between i32 and i64 (of sizes, which fit), and rank changes
    // between 0 and 1, keep the elements; a cast to bool does not.
    auto element = llvm::dyn_cast<IntegerType>(
        llvm::cast<ShapedType>(value.getType()).getElementType());
    if (element && element.getWidth() >= 32)
      known = operand(0);
  } else if (auto gather = llvm::dyn_cast<GatherOp>(op)) {
    auto data = operand(0);
    auto indices = smallIntConstant(gather.operand<"indices">());
    if (data && indices) {
      known.emplace();
      for (int64_t i : *indices) {
        int64_t n = int64_t(data->size());
        if (i < -n || i >= n)
          return unknown;
        known->push_back((*data)[size_t(i < 0 ? i + n : i)]);
      }
    }
  } else if (llvm::isa<ConcatOp>(op)) {
    known.emplace();
    for (unsigned i = 0; i < op->getNumOperands() && known; ++i) {
      if (auto part = operand(i))
        known->append(part->begin(), part->end());
      else
        known.reset();
    }
  } else if (auto slice = llvm::dyn_cast<SliceOp>(op)) {
    auto data = operand(0);
    auto starts = smallIntConstant(slice.operand<"starts">());
    auto ends = smallIntConstant(slice.operand<"ends">());
    auto steps = slice.operand<"steps">()
                     ? smallIntConstant(slice.operand<"steps">())
                     : std::optional<Elements>(Elements{1});
    if (data && starts && ends && steps && starts->size() == 1 &&
        ends->size() == 1 && steps->size() == 1 && (*steps)[0] != 0) {
      int64_t step = (*steps)[0];
      SliceAxis taken =
          sliceAxis(int64_t(data->size()), (*starts)[0], (*ends)[0], step);
      known.emplace();
      for (int64_t i = 0; i < taken.count; ++i)
        known->push_back((*data)[size_t(taken.begin + i * step)]);
    }
  } else if (llvm::isa<AddOp, SubOp, MulOp, DivOp>(op)) {
    auto a = operand(0), b = operand(1);
    if (a && b &&
        (a->size() == b->size() || a->size() == 1 || b->size() == 1)) {
      known.emplace();
      for (size_t i = 0; i < std::max(a->size(), b->size()); ++i) {
        int64_t x = (*a)[a->size() == 1 ? 0 : i];
        int64_t y = (*b)[b->size() == 1 ? 0 : i];
        // Division only of sizes (no rounding of negative quotients).
        if (x == kDynamic || y == kDynamic ||
            (llvm::isa<DivOp>(op) && (x < 0 || y <= 0))) {
          known->push_back(kDynamic);
          continue;
        }
        known->push_back(llvm::isa<AddOp>(op)   ? x + y
                         : llvm::isa<SubOp>(op) ? x - y
                         : llvm::isa<MulOp>(op) ? x * y
                                                : x / y);
      }
    }
  }
  // Trust only an answer with as many elements as the type holds.
  if (known && known->size() == unknown.size())
    return known;
  return unknown;
}

} // namespace

std::optional<llvm::SmallVector<int64_t, 8>>
ONNX::partialIntValues(Value value) {
  return partialValues(value, /*depth=*/8);
}

namespace {

/// The element type of a tensor type; null for other types.
Type tensorElementType(Type type) {
  if (!llvm::isa<RankedTensorType, UnrankedTensorType>(type))
    return Type();
  return llvm::cast<ShapedType>(type).getElementType();
}

const ShapeRuleTable &shapeRules() {
  static const ShapeRuleTable table = [] {
    ShapeRuleTable t;
    addElementwiseShapeRules(t);
    addTensorShapeRules(t);
    addNetworkShapeRules(t);
    addSequenceShapeRules(t);
    return t;
  }();
  return table;
}

/// The element type of result `index` of `op`: that of the first tensor
/// operand sharing its type variable, else the declared one's; null when
/// neither is a tensor.
Type resultElementType(Operation *op, unsigned index) {
  const OpDefinition *def = op->getName().getDefinition();
  const OpSignature *sig = def ? def->signature : nullptr;
  if (sig) {
    llvm::StringRef variable;
    for (unsigned g = 0; g < sig->results.size(); ++g) {
      auto [start, count] = getValueGroup(op, /*results=*/true, g);
      if (index >= start && index < start + count)
        variable = sig->results[g].typeVariable;
    }
    if (!variable.empty())
      for (unsigned g = 0; g < sig->operands.size(); ++g) {
        if (sig->operands[g].typeVariable != variable)
          continue;
        auto [start, count] = getValueGroup(op, /*results=*/false, g);
        for (unsigned i = start; i < start + count; ++i)
          if (Type element = tensorElementType(op->getOperand(i).getType()))
            return element;
      }
  }
  return tensorElementType(innerTensorType(op->getResult(index).getType()));
}

/// `declared` (a tensor, or sequences and optionals of one) holding
/// `tensor` instead of its tensor type.
Type rewrap(Type declared, Type tensor) {
  if (auto seq = llvm::dyn_cast<SeqType>(declared))
    return SeqType::get(rewrap(seq.getElementType(), tensor));
  if (auto opt = llvm::dyn_cast<OptType>(declared))
    return OptType::get(rewrap(opt.getElementType(), tensor));
  return tensor;
}

} // namespace

LogicalResult ONNX::inferResultShapes(Operation *op,
                                      llvm::SmallVectorImpl<Type> &inferred) {
  inferred.assign(op->getNumResults(), Type());
  ShapeRuleFn rule = shapeRules().lookup(op);
  if (!rule)
    return success();
  llvm::SmallVector<std::optional<Shape>, 2> shapes(op->getNumResults());
  if (failed(rule(op, shapes)))
    return failure();
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (shapes[i])
      if (Type element = resultElementType(op, i))
        inferred[i] =
            rewrap(op->getResult(i).getType(),
                   RankedTensorType::get(*shapes[i], element, Attribute()));
  return success();
}
