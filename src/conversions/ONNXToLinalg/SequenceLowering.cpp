//===- SequenceLowering.cpp - Sequences and optionals as runtime calls ----===//
//
// convert-onnx-to-linalg{sequences-to-runtime=true}, for native code: a
// sequence or an optional has no tensor form, so it becomes an opaque
// pointer (!llvm.ptr) to the sequence runtime's object
// (runtime/SequenceRuntime.h), and each op on one a call into it:
//
//   SequenceEmpty, SequenceConstruct   _terrace_seq_empty, then an insert
//                                      of each tensor
//   SequenceInsert                     _terrace_seq_insert_<t> of the
//                                      tensor's buffer (to_buffer), as an
//                                      unranked memref
//   SequenceAt, OptionalGetElement     the element's sizes
//   (of a tensor)                      (_terrace_seq_dim), a buffer of them
//                                      (memref.alloc), _terrace_seq_read_<t>
//                                      into it, to_tensor
//   SequenceErase, SequenceLength      _terrace_seq_erase, _terrace_seq_length
//   Optional, OptionalHasElement       a tensor's optional is a sequence of
//                                      none or one; a sequence's is the
//                                      sequence or null (_terrace_seq_is_some)
//   SequenceMap                        an scf.for over the first sequence's
//                                      length, the body merged in, its
//                                      results inserted into new sequences
//   Identity                           its operand
//
// Then every value of such a type (function signatures, block arguments,
// If and Loop results) is retyped to !llvm.ptr, which the If and Loop
// lowerings carry as they are. This runs before the rest of the pass, so
// the tensors around the calls are lowered as usual.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/bufferization/BufferizationOps.h"
#include "dialects/func/FuncOps.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/onnx/ONNXTypes.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"

#include "llvm/ADT/StringSet.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failed;
using llvm::failure;
using llvm::FailureOr;
using llvm::LogicalResult;
using llvm::success;

namespace {

bool isSequenceOrOptional(Type type) {
  return llvm::isa<ONNX::SeqType, ONNX::OptType>(type);
}

/// The runtime's name for `element` (only its size matters to it); none
/// for an element type it does not hold (complex, strings).
std::optional<std::string> elementSuffix(Type element) {
  if (auto integer = llvm::dyn_cast<IntegerType>(element)) {
    unsigned w = integer.getWidth();
    if (w == 1 || w == 8 || w == 16 || w == 32 || w == 64)
      return "i" + std::to_string(w);
    return std::nullopt;
  }
  switch (element.getKind()) {
  case TypeKind::F16:
    return std::string("f16");
  case TypeKind::BF16:
    return std::string("bf16");
  case TypeKind::F32:
    return std::string("f32");
  case TypeKind::F64:
    return std::string("f64");
  default:
    return std::nullopt;
  }
}

/// Builds the calls, declaring each runtime function in the module once.
class Runtime {
public:
  Runtime(PatternRewriter &rewriter, Operation *module)
      : rewriter(rewriter), ctx(rewriter.getContext()), module(module) {}

  Type ptr() { return LLVM::LLVMPointerType::get(ctx); }
  Type i64() { return IntegerType::get(ctx, 64); }

  /// A call of `name` (declared with the operands' types and `result`;
  /// none for a function without one).
  Value call(Location loc, llvm::StringRef name, ValueRange operands,
             Type result = Type()) {
    llvm::SmallVector<Type, 4> inputs;
    for (Value v : operands)
      inputs.push_back(v.getType());
    llvm::SmallVector<Type, 1> results;
    if (result)
      results.push_back(result);
    declare(name, inputs, results);
    Operation *call =
        create<func::CallOp>(
            rewriter, loc, with<"callee">(SymbolRefAttr::get(ctx, name)),
            with<"operands">(operands), with<"results">(TypeRange(results)))
            .getOperation();
    return result ? call->getResult(0) : Value();
  }

  /// `value` (a one-element integer tensor) as an i64.
  Value scalarI64(Location loc, Value value) {
    Value scalar = TensorBuilder(rewriter, loc).element(value);
    return ScalarBuilder(rewriter, loc).cast(scalar, i64());
  }
  Value constantI64(Location loc, int64_t value) {
    return ScalarBuilder(rewriter, loc).constant(i64(), double(value));
  }

  /// A new sequence: `sequence` with `tensor` inserted at `position` (at
  /// the back when null).
  FailureOr<Value> insert(Operation *op, Value sequence, Value tensor,
                          Value position) {
    Location loc = op->getLoc();
    auto shaped = llvm::dyn_cast<ShapedType>(tensor.getType());
    std::optional<std::string> suffix =
        shaped ? elementSuffix(shaped.getElementType()) : std::nullopt;
    if (!suffix)
      return cannotLower(op, "its tensors' elements have no native form");
    Type element = shaped.getElementType();
    Value buffer;
    if (auto ranked = llvm::dyn_cast<RankedTensorType>(shaped)) {
      Type memref =
          MemRefType::get(ranked.getShape(), element, Attribute(), Attribute());
      buffer =
          create<bufferization::ToBufferOp>(
              rewriter, loc, with<"tensor">(tensor), with<"buffer">(memref),
              with<"read_only">(UnitAttr::get(ctx)))
              .result<"buffer">();
      buffer = create<memref::CastOp>(
                   rewriter, loc, with<"source">(buffer),
                   with<"dest">(UnrankedMemRefType::get(element, Attribute())))
                   .result<"dest">();
    } else {
      buffer =
          create<bufferization::ToBufferOp>(
              rewriter, loc, with<"tensor">(tensor),
              with<"buffer">(UnrankedMemRefType::get(element, Attribute())),
              with<"read_only">(UnitAttr::get(ctx)))
              .result<"buffer">();
    }
    Value has = constantI64(loc, position ? 1 : 0);
    Value at = position ? position : constantI64(loc, 0);
    return call(loc, "_terrace_seq_insert_" + *suffix,
                ValueRange({sequence, has, at, buffer}), ptr());
  }

  /// Element `position` (an i64) of `sequence`, as a tensor of `type`.
  FailureOr<Value> read(Operation *op, Value sequence, Value position,
                        Type type) {
    Location loc = op->getLoc();
    auto ranked = llvm::dyn_cast<RankedTensorType>(type);
    if (!ranked)
      return cannotLower(op, "its element's rank is unknown");
    std::optional<std::string> suffix = elementSuffix(ranked.getElementType());
    if (!suffix)
      return cannotLower(op, "its tensors' elements have no native form");
    ScalarBuilder s(rewriter, loc);
    llvm::SmallVector<Value, 4> sizes;
    for (int64_t d = 0; d < ranked.getRank(); ++d)
      if (ranked.getShape()[size_t(d)] == kDynamic)
        sizes.push_back(s.integerToIndex(call(
            loc, "_terrace_seq_dim",
            ValueRange({sequence, position, constantI64(loc, d)}), i64())));
    auto memref = MemRefType::get(ranked.getShape(), ranked.getElementType(),
                                  Attribute(), Attribute());
    Value buffer =
        create<memref::AllocOp>(
            rewriter, loc, with<"dynamicSizes">(ValueRange(sizes)),
            with<"symbolOperands">(ValueRange()), with<"memref">(memref))
            .result<"memref">();
    Value unranked =
        create<memref::CastOp>(rewriter, loc, with<"source">(buffer),
                               with<"dest">(UnrankedMemRefType::get(
                                   ranked.getElementType(), Attribute())))
            .result<"dest">();
    call(loc, "_terrace_seq_read_" + *suffix,
         ValueRange({sequence, position, unranked}));
    return create<bufferization::ToTensorOp>(
               rewriter, loc, with<"buffer">(buffer), with<"result">(type),
               with<"restrict">(UnitAttr::get(ctx)),
               with<"writable">(UnitAttr::get(ctx)))
        .result<"result">();
  }

  Value empty(Location loc) {
    return call(loc, "_terrace_seq_empty", ValueRange(), ptr());
  }
  Value null(Location loc) {
    return create<LLVM::ZeroOp>(rewriter, loc, with<"res">(ptr()))
        ->getResult(0);
  }
  /// `scalar` (i1 or i64) as a tensor of `type` (one element).
  Value asTensor(Location loc, Value scalar, Type type) {
    auto tensor = llvm::cast<RankedTensorType>(type);
    Value v =
        ScalarBuilder(rewriter, loc).cast(scalar, tensor.getElementType());
    return create<tensor::FromElementsOp>(rewriter, loc,
                                          with<"elements">(ValueRange({v})),
                                          with<"result">(type))
        .result<"result">();
  }

  PatternRewriter &rewriter;
  Context &ctx;

private:
  void declare(llvm::StringRef name, llvm::ArrayRef<Type> inputs,
               llvm::ArrayRef<Type> results) {
    if (declared.contains(name))
      return;
    declared.insert(name);
    Block &top = module->getRegion(0).front();
    for (Operation &other : top)
      if (StringAttr symbol = symbol_table::getSymbolName(&other);
          symbol && symbol.getValue() == name)
        return;
    InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(&top);
    OperationState state(UnknownLoc::get(ctx),
                         ctx.getOperationName(func::FuncOp::name));
    state.addAttribute(StringAttr::get(ctx, "function_type"),
                       TypeAttr::get(FunctionType::get(ctx, inputs, results)));
    state.addAttribute(StringAttr::get(ctx, "sym_name"),
                       StringAttr::get(ctx, name));
    state.addAttribute(StringAttr::get(ctx, "sym_visibility"),
                       StringAttr::get(ctx, "private"));
    state.addRegion();
    rewriter.create(state);
  }

  Operation *module;
  llvm::StringSet<> declared;
};

/// Whether `type` is an optional holding a sequence (else a tensor).
bool holdsSequence(Type optional) {
  auto opt = llvm::dyn_cast<ONNX::OptType>(optional);
  return opt && llvm::isa<ONNX::SeqType>(opt.getElementType());
}

/// `op`'s operand types as the importer gave them: a lowered operand is a
/// pointer by then, which no longer says what it held.
using OperandTypes = llvm::SmallVector<Type, 4>;

LogicalResult lowerSequenceOp(Operation *op, const OperandTypes &types,
                              Runtime &rt) {
  PatternRewriter &rewriter = rt.rewriter;
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  auto replace = [&](Value v) {
    rewriter.replaceOp(op, {v});
    return success();
  };
  auto positionOf = [&](Value position) {
    return position ? rt.scalarI64(loc, position) : Value();
  };

  if (llvm::isa<ONNX::SequenceEmptyOp>(op))
    return replace(rt.empty(loc));
  if (auto construct = llvm::dyn_cast<ONNX::SequenceConstructOp>(op)) {
    Value sequence = rt.empty(loc);
    for (Value tensor : op->getOperands()) {
      FailureOr<Value> next = rt.insert(op, sequence, tensor, Value());
      if (failed(next))
        return failure();
      sequence = *next;
    }
    return replace(sequence);
  }
  if (auto insert = llvm::dyn_cast<ONNX::SequenceInsertOp>(op)) {
    FailureOr<Value> next = rt.insert(op, insert.operand<"input_sequence">(),
                                      insert.operand<"tensor">(),
                                      positionOf(insert.operand<"position">()));
    return failed(next) ? failure() : replace(*next);
  }
  if (auto at = llvm::dyn_cast<ONNX::SequenceAtOp>(op)) {
    FailureOr<Value> tensor =
        rt.read(op, at.operand<"input_sequence">(),
                rt.scalarI64(loc, at.operand<"position">()),
                op->getResult(0).getType());
    return failed(tensor) ? failure() : replace(*tensor);
  }
  if (auto erase = llvm::dyn_cast<ONNX::SequenceEraseOp>(op)) {
    Value position = positionOf(erase.operand<"position">());
    Value has = rt.constantI64(loc, position ? 1 : 0);
    return replace(
        rt.call(loc, "_terrace_seq_erase",
                ValueRange({erase.operand<"input_sequence">(), has,
                            position ? position : rt.constantI64(loc, 0)}),
                rt.ptr()));
  }
  if (auto length = llvm::dyn_cast<ONNX::SequenceLengthOp>(op)) {
    Value n =
        rt.call(loc, "_terrace_seq_length",
                ValueRange({length.operand<"input_sequence">()}), rt.i64());
    return replace(rt.asTensor(loc, n, op->getResult(0).getType()));
  }
  if (auto optional = llvm::dyn_cast<ONNX::OptionalOp>(op)) {
    Value input = optional.operand<"input">();
    if (holdsSequence(op->getResult(0).getType()))
      return replace(input ? input : rt.null(loc));
    Value sequence = rt.empty(loc);
    if (!input)
      return replace(sequence);
    FailureOr<Value> one = rt.insert(op, sequence, input, Value());
    return failed(one) ? failure() : replace(*one);
  }
  if (auto has = llvm::dyn_cast<ONNX::OptionalHasElementOp>(op)) {
    Value input = has.operand<"input">();
    Value some = holdsSequence(types[0])
                     ? rt.call(loc, "_terrace_seq_is_some", ValueRange({input}),
                               rt.i64())
                     : rt.call(loc, "_terrace_seq_length", ValueRange({input}),
                               rt.i64());
    ScalarBuilder s(rewriter, loc);
    Value flag =
        s.compare(ScalarBuilder::Compare::GT, some, rt.constantI64(loc, 0));
    return replace(rt.asTensor(loc, flag, op->getResult(0).getType()));
  }
  if (auto get = llvm::dyn_cast<ONNX::OptionalGetElementOp>(op)) {
    Value input = get.operand<"input">();
    if (!isSequenceOrOptional(types[0]) || holdsSequence(types[0]))
      return replace(input);
    FailureOr<Value> tensor =
        rt.read(op, input, rt.constantI64(loc, 0), op->getResult(0).getType());
    return failed(tensor) ? failure() : replace(*tensor);
  }
  if (llvm::isa<ONNX::IdentityOp>(op))
    return replace(op->getOperand(0));
  return cannotLower(op, "it works on sequences or optionals, and no "
                         "native lowering exists for it yet");
}

/// SequenceMap: an scf.for over the first input's length carrying one new
/// sequence per output; step i gives the body each input sequence's
/// element i (and each tensor input itself) and inserts what it yields.
LogicalResult lowerSequenceMap(ONNX::SequenceMapOp op,
                               const OperandTypes &types, Runtime &rt) {
  PatternRewriter &rewriter = rt.rewriter;
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  Block &body = op->getRegion(0).front();
  if (body.getNumArguments() != op->getNumOperands())
    return cannotLower(op, "its body does not take one value per input");
  ScalarBuilder s(rewriter, loc);
  Value length = rt.call(loc, "_terrace_seq_length",
                         ValueRange({op->getOperand(0)}), rt.i64());
  Value zero = s.integerToIndex(rt.constantI64(loc, 0));
  Value one = s.integerToIndex(rt.constantI64(loc, 1));
  llvm::SmallVector<Value, 2> inits;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    inits.push_back(rt.empty(loc));
  auto loop = create<scf::ForOp>(
      rewriter, loc, with<"lowerBound">(zero),
      with<"upperBound">(s.integerToIndex(length)), with<"step">(one),
      with<"initArgs">(ValueRange(inits)),
      with<"results">(
          TypeRange(llvm::SmallVector<Type, 2>(inits.size(), rt.ptr()))));
  Operation *forOp = loop.getOperation();
  Block *step = new Block();
  loop.template region<"region">().push_back(step);
  Value iv = step->addArgument(IndexType::get(rt.ctx), loc);
  llvm::SmallVector<Value, 2> carried;
  for (size_t i = 0; i < inits.size(); ++i)
    carried.push_back(step->addArgument(rt.ptr(), loc));
  rewriter.setInsertionPointToEnd(step);
  Value position = ScalarBuilder(rewriter, loc).indexToInteger(iv, rt.i64());
  llvm::SmallVector<Value, 4> elements;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value input = op->getOperand(i);
    if (!llvm::isa<ONNX::SeqType>(types[i])) {
      elements.push_back(input);
      continue;
    }
    FailureOr<Value> element =
        rt.read(op, input, position, body.getArgument(i).getType());
    if (failed(element))
      return failure();
    elements.push_back(*element);
  }
  rewriter.mergeBlocks(&body, step, elements);
  Operation *yield = &step->back();
  if (!llvm::isa<ONNX::YieldOp>(yield) ||
      yield->getNumOperands() != op->getNumResults())
    return cannotLower(op, "its body does not yield one tensor per output");
  rewriter.setInsertionPoint(yield);
  llvm::SmallVector<Value, 2> next;
  for (unsigned i = 0; i < yield->getNumOperands(); ++i) {
    FailureOr<Value> inserted =
        rt.insert(op, carried[i], yield->getOperand(i), Value());
    if (failed(inserted))
      return failure();
    next.push_back(*inserted);
  }
  create<scf::YieldOp>(rewriter, loc, with<"results">(ValueRange(next)));
  rewriter.eraseOp(yield);
  rewriter.replaceOp(op, forOp->getResults());
  return success();
}

/// `type` with sequences and optionals as pointers.
Type retyped(Type type, Type ptr) {
  return isSequenceOrOptional(type) ? ptr : type;
}

} // namespace

LogicalResult
onnx_to_linalg::lowerSequencesToRuntime(Operation *module,
                                        PatternRewriter &rewriter) {
  Runtime rt(rewriter, module);
  llvm::SmallVector<Operation *, 16> ops;
  module->walk([&](Operation *op) {
    if (!op->getName().getDialect() ||
        op->getName().getDialect()->getNamespace() != "onnx" ||
        llvm::isa<ONNX::YieldOp, ONNX::IfOp, ONNX::LoopOp>(op))
      return;
    if (llvm::any_of(llvm::concat<Value>(op->getOperands(), op->getResults()),
                     [](Value v) { return isSequenceOrOptional(v.getType()); }))
      ops.push_back(op);
  });
  llvm::DenseMap<Operation *, OperandTypes> operandTypes;
  for (Operation *op : ops)
    operandTypes[op].assign(op->getOperandTypes().begin(),
                            op->getOperandTypes().end());
  // In the walk's post-order: the ops a SequenceMap's body holds before
  // the SequenceMap, which merges the lowered body into its loop.
  for (Operation *op : ops) {
    const OperandTypes &types = operandTypes[op];
    if (auto map = llvm::dyn_cast<ONNX::SequenceMapOp>(op)) {
      if (failed(lowerSequenceMap(map, types, rt)))
        return failure();
      continue;
    }
    if (failed(lowerSequenceOp(op, types, rt)))
      return failure();
  }
  // Every value of a sequence or optional type is now a pointer.
  Type ptr = rt.ptr();
  module->walk([&](Operation *op) {
    for (Value result : op->getResults())
      result.setType(retyped(result.getType(), ptr));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Value arg : block.getArguments())
          arg.setType(retyped(arg.getType(), ptr));
    if (llvm::isa<func::FuncOp>(op)) {
      auto type = llvm::cast<FunctionType>(
          llvm::cast<TypeAttr>(op->getInherentAttr("function_type"))
              .getValue());
      llvm::SmallVector<Type, 4> inputs, results;
      for (Type t : type.getInputs())
        inputs.push_back(retyped(t, ptr));
      for (Type t : type.getResults())
        results.push_back(retyped(t, ptr));
      op->setAttr("function_type",
                  TypeAttr::get(FunctionType::get(rt.ctx, inputs, results)));
    }
  });
  return success();
}
