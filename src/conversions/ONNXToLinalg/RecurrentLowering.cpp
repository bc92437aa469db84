//===- RecurrentLowering.cpp - RNN, GRU and LSTM as loops of matmuls ------===//
//
// Each direction of a recurrent layer: the input's contribution to every
// gate for every step at once (one linalg.matmul of the time-major input
// by W transposed, starting from W's bias), then an scf.for over the steps
// (backwards for the reverse direction) carrying the hidden state (and
// LSTM's cell state) and the output rows: each step multiplies the hidden
// state by R transposed (from R's bias), and one linalg.generic computes
// the gates and the new states as ONNX's specification writes them (GRU
// without linear_before_reset multiplies the reset hidden state by its
// block of R first). Steps past a batch entry's sequence length keep its
// state and give zero rows. Activations, clip, peepholes, input_forget and
// both layouts are ONNX's.
//
//===----------------------------------------------------------------------===//
#include "conversions/ONNXToLinalg/LoweringSupport.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/math/MathOps.h"
#include "dialects/onnx/ONNXAttributes.h"
#include "dialects/onnx/ONNXOps.h"
#include "dialects/scf/SCFOps.h"
#include "dialects/tensor/TensorOps.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace terrace;
using namespace terrace::onnx_to_linalg;
using llvm::failure;
using llvm::LogicalResult;
using llvm::success;
using Compare = ScalarBuilder::Compare;

namespace {

enum class Cell { RNN, GRU, LSTM };

/// An activation the specification lists, with its alpha and beta.
struct Activation {
  std::string name;
  double alpha = 0, beta = 0;
};

Value activate(ScalarBuilder &s, const Activation &a, Value x) {
  Type t = x.getType();
  auto c = [&](double v) { return s.constant(t, v); };
  const std::string &n = a.name;
  if (n == "relu")
    return s.max(x, c(0));
  if (n == "tanh")
    return s.unary<math::TanhOp>(x);
  if (n == "sigmoid")
    return s.div(c(1), s.add(c(1), s.unary<math::ExpOp>(s.neg(x))));
  if (n == "softsign")
    return s.div(x, s.add(c(1), s.unary<math::AbsFOp>(x)));
  if (n == "softplus")
    return s.unary<math::LogOp>(s.add(s.unary<math::ExpOp>(x), c(1)));
  if (n == "affine")
    return s.add(s.mul(c(a.alpha), x), c(a.beta));
  if (n == "leakyrelu")
    return s.select(s.compare(Compare::GE, x, c(0)), x, s.mul(c(a.alpha), x));
  if (n == "thresholdedrelu")
    return s.select(s.compare(Compare::GT, x, c(a.alpha)), x, c(0));
  if (n == "scaledtanh")
    return s.mul(c(a.alpha), s.unary<math::TanhOp>(s.mul(c(a.beta), x)));
  if (n == "hardsigmoid")
    return s.max(c(0), s.min(c(1), s.add(s.mul(c(a.alpha), x), c(a.beta))));
  // elu
  return s.select(s.compare(Compare::GE, x, c(0)), x,
                  s.mul(c(a.alpha), s.sub(s.unary<math::ExpOp>(x), c(1))));
}

/// The activations of every direction, alphas and betas taken in order by
/// the activations that use them; empty after an error on `op`.
std::vector<Activation> activationsOf(Operation *op, Cell cell,
                                      int64_t numDir) {
  llvm::SmallVector<std::string, 6> names;
  if (auto given = llvm::dyn_cast_if_present<ArrayAttr>(
          op->getInherentAttr("activations")))
    for (Attribute a : given.getValue())
      names.push_back(llvm::cast<StringAttr>(a).getValue().lower());
  unsigned perDir = cell == Cell::RNN ? 1 : cell == Cell::GRU ? 2 : 3;
  if (names.empty())
    for (int64_t d = 0; d < numDir; ++d) {
      if (cell == Cell::RNN)
        names.push_back("tanh");
      else if (cell == Cell::GRU)
        names.append({"sigmoid", "tanh"});
      else
        names.append({"sigmoid", "tanh", "tanh"});
    }
  auto floats = [&](llvm::StringRef name) {
    llvm::SmallVector<double, 6> values;
    if (auto a =
            llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr(name)))
      for (Attribute v : a.getValue())
        values.push_back(ONNX::floatValue(llvm::cast<FloatAttr>(v)));
    return values;
  };
  llvm::SmallVector<double, 6> alphas = floats("activation_alpha"),
                               betas = floats("activation_beta");
  size_t nextAlpha = 0, nextBeta = 0;
  auto take = [](llvm::ArrayRef<double> list, size_t &next, double dflt) {
    return next < list.size() ? list[next++] : dflt;
  };
  std::vector<Activation> result;
  if (names.size() != perDir * size_t(numDir)) {
    (void)cannotLower(op, "its activations do not match its directions");
    return result;
  }
  for (const std::string &n : names) {
    Activation a{n};
    if (n == "affine") {
      a.alpha = take(alphas, nextAlpha, 1);
      a.beta = take(betas, nextBeta, 0);
    } else if (n == "leakyrelu") {
      a.alpha = take(alphas, nextAlpha, 0.01);
    } else if (n == "thresholdedrelu" || n == "elu") {
      a.alpha = take(alphas, nextAlpha, 1);
    } else if (n == "scaledtanh") {
      a.alpha = take(alphas, nextAlpha, 1);
      a.beta = take(betas, nextBeta, 1);
    } else if (n == "hardsigmoid") {
      a.alpha = take(alphas, nextAlpha, 0.2);
      a.beta = take(betas, nextBeta, 0.5);
    } else if (n != "relu" && n != "tanh" && n != "sigmoid" &&
               n != "softsign" && n != "softplus") {
      (void)cannotLower(op, "its activation '" + n + "' is unknown");
      return {};
    }
    result.push_back(a);
  }
  return result;
}

/// `tensor`[index] along dimension 0, the rest whole, that dimension
/// dropped.
Value row(TensorBuilder &tb, Value tensor, Value index) {
  RankedTensorType type = rankedType(tensor);
  llvm::SmallVector<Value, 4> at = {index}, extent = {tb.indexConstant(1)};
  for (int64_t d = 1; d < type.getRank(); ++d) {
    at.push_back(tb.indexConstant(0));
    extent.push_back(tb.dim(tensor, d));
  }
  llvm::SmallVector<int64_t, 4> ones(size_t(type.getRank()), 1);
  Value slice = tb.extractSliceAt(tensor, at, extent, ones);
  auto dropped = RankedTensorType::get(type.getShape().drop_front(),
                                       type.getElementType(), Attribute());
  return tb.reshape(slice, dropped);
}

/// `value` (rank r) inserted into `dest` (rank r + 1) as its row `index`
/// along dimension `dim`.
Value insertRow(TensorBuilder &tb, Value value, Value dest, unsigned dim,
                Value index) {
  RankedTensorType type = rankedType(value);
  llvm::SmallVector<int64_t, 4> shape(type.getShape());
  shape.insert(shape.begin() + dim, 1);
  Value expanded = tb.reshape(
      value, RankedTensorType::get(shape, type.getElementType(), Attribute()));
  llvm::SmallVector<Value, 4> at(shape.size(), tb.indexConstant(0));
  at[dim] = index;
  return tb.insertSliceAt(expanded, dest, at);
}

/// lhs [M, K] times rhs [N, K] transposed, starting from `bias` [N]
/// broadcast over the rows (M may be dynamic: the batch).
Value matmulTransposed(TensorBuilder &tb, Value lhs, Value rhs, Value bias) {
  RankedTensorType l = rankedType(lhs), r = rankedType(rhs);
  auto type = RankedTensorType::get({l.getShape()[0], r.getShape()[0]},
                                    l.getElementType(), Attribute());
  llvm::SmallVector<Value, 1> rows;
  if (l.getShape()[0] == kDynamic)
    rows.push_back(tb.dim(lhs, 0));
  Value init = tb.generic({bias}, {tb.empty(type, rows)},
                          {tb.map(2, {tb.dimExpr(1)}), tb.identityMap(2)}, {},
                          [](ScalarBuilder &, llvm::ArrayRef<Value> a) {
                            llvm::SmallVector<Value, 2> y = {a[0]};
                            return y;
                          })
                   ->getResult(0);
  Operation *matmul = tb.named<linalg::MatmulOp>({lhs, rhs}, {init});
  AffineExpr m = tb.dimExpr(0), n = tb.dimExpr(1), k = tb.dimExpr(2);
  Attribute maps[] = {tb.map(3, {m, k}), tb.map(3, {n, k}), tb.map(3, {m, n})};
  matmul->setAttr("indexing_maps", ArrayAttr::get(tb.ctx, maps));
  return matmul->getResult(0);
}

template <Cell C, typename OpT>
LogicalResult lowerRecurrent(OpT op, PatternRewriter &rewriter) {
  bool batchMajor =
      ONNX::intValue(op.template propertyOrDefault<"layout", IntegerAttr>());
  // Every size static but the batch's (of X, the initial states and the
  // sequence lengths), which may be dynamic.
  for (Value v : op->getOperands()) {
    RankedTensorType t = rankedType(v);
    if (!t)
      return cannotLower(op, "an operand has no known rank");
    int64_t batchDim = -1;
    if (v == op.template operand<"X">() ||
        v == op.template operand<"initial_h">())
      batchDim = batchMajor ? 0 : 1;
    if constexpr (C == Cell::LSTM)
      if (v == op.template operand<"initial_c">())
        batchDim = batchMajor ? 0 : 1;
    if (v == op.template operand<"sequence_lens">())
      batchDim = 0;
    for (int64_t d = 0; d < t.getRank(); ++d)
      if (t.getShape()[size_t(d)] == kDynamic && d != batchDim)
        return cannotLower(op, "its operands' shapes are not static but "
                               "for the batch");
  }
  Value x = op.template operand<"X">(), w = op.template operand<"W">(),
        r = op.template operand<"R">();
  RankedTensorType xType = rankedType(x), wType = rankedType(w),
                   rType = rankedType(r);
  Type element = xType.getElementType();
  if (!llvm::isa<FloatType>(element) || xType.getRank() != 3 ||
      wType.getRank() != 3 || rType.getRank() != 3)
    return cannotLower(op, "it takes 3-D X, W and R of floats");
  int64_t seqLen = xType.getShape()[batchMajor ? 1 : 0];
  int64_t batch = xType.getShape()[batchMajor ? 0 : 1];
  int64_t numDir = wType.getShape()[0];
  const int64_t gates = C == Cell::RNN ? 1 : C == Cell::GRU ? 3 : 4;
  int64_t hidden = rType.getShape()[2];
  if (wType.getShape()[1] != gates * hidden ||
      rType.getShape()[1] != gates * hidden)
    return cannotLower(op, "its weights do not hold its gates");
  llvm::StringRef direction =
      op.template propertyOrDefault<"direction", StringAttr>().getValue();
  if ((direction == "bidirectional") != (numDir == 2))
    return cannotLower(op, "its weights do not match its direction");
  std::vector<Activation> acts = activationsOf(op, C, numDir);
  if (acts.empty())
    return failure();
  std::optional<double> clip;
  if (FloatAttr c = op.template property<"clip", FloatAttr>())
    clip = ONNX::floatValue(c);
  bool linearBeforeReset = false, inputForget = false;
  Value bias = op.template operand<"B">(),
        lens = op.template operand<"sequence_lens">(),
        initH = op.template operand<"initial_h">(), initC, peep;
  if constexpr (C == Cell::GRU)
    linearBeforeReset = ONNX::intValue(
        op.template propertyOrDefault<"linear_before_reset", IntegerAttr>());
  if constexpr (C == Cell::LSTM) {
    inputForget = ONNX::intValue(
        op.template propertyOrDefault<"input_forget", IntegerAttr>());
    initC = op.template operand<"initial_c">();
    peep = op.template operand<"P">();
  }
  if (lens && (direction != "forward"))
    return cannotLower(op, "it reads sequence_lens backwards");

  TensorBuilder tb(rewriter, op);
  Context &ctx = tb.ctx;
  Location loc = tb.loc;
  Type index = IndexType::get(ctx);
  auto typeOf = [&](llvm::ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, element, Attribute());
  };
  // Tensors whose dynamic sizes (if any) are the batch's.
  Value batchSize = tb.dim(x, batchMajor ? 0 : 1);
  auto batchSizes = [&](llvm::ArrayRef<int64_t> shape) {
    llvm::SmallVector<Value, 1> sizes;
    for (int64_t size : shape)
      if (size == kDynamic)
        sizes.push_back(batchSize);
    return sizes;
  };
  auto emptyOf = [&](llvm::ArrayRef<int64_t> shape) {
    return tb.empty(typeOf(shape), batchSizes(shape));
  };
  auto filledOf = [&](llvm::ArrayRef<int64_t> shape, double value) {
    return tb.filled(typeOf(shape), batchSizes(shape), value);
  };
  // Time-major input and states ([dir, batch, hidden]).
  Value xs = batchMajor ? tb.transpose(x, {1, 0, 2}) : x;
  auto stateOf = [&](Value given) -> Value {
    if (!given)
      return Value();
    return batchMajor ? tb.transpose(given, {1, 0, 2}) : given;
  };
  Value h0All = stateOf(initH), c0All = stateOf(initC);
  int64_t inputSize = xType.getShape()[2];
  llvm::SmallVector<Value, 1> flatRows;
  if (batch == kDynamic)
    flatRows.push_back(tb.scalars().mul(tb.indexConstant(seqLen), batchSize));
  Value flatX = tb.reshape(
      xs, typeOf({batch == kDynamic ? kDynamic : seqLen * batch, inputSize}),
      flatRows);
  int64_t gh = gates * hidden;

  llvm::SmallVector<Value, 2> ys, hs, cs;
  for (int64_t d = 0; d < numDir; ++d) {
    bool reverse = direction == "reverse" || d == 1;
    const Activation &f = acts[size_t(d * (C == Cell::RNN   ? 1
                                           : C == Cell::GRU ? 2
                                                            : 3))];
    const Activation &g = acts[size_t(d * (C == Cell::RNN   ? 1
                                           : C == Cell::GRU ? 2
                                                            : 3) +
                                      (C == Cell::RNN ? 0 : 1))];
    const Activation &hAct = acts[size_t(d * (C == Cell::RNN   ? 1
                                              : C == Cell::GRU ? 2
                                                               : 3) +
                                         (C == Cell::LSTM ? 2 : 0))];
    Value dIndex = tb.indexConstant(d);
    Value wd = row(tb, w, dIndex), rd = row(tb, r, dIndex);
    Value wb, rb;
    if (bias) {
      Value bd = row(tb, bias, dIndex);
      wb = tb.extractSlice(bd, {0}, {gh}, {1});
      rb = tb.extractSlice(bd, {gh}, {gh}, {1});
    } else {
      wb = rb = tb.filled(typeOf({gh}), {}, 0);
    }
    // Every step's input contribution: [seq, batch, gates * hidden].
    Value xw = tb.reshape(matmulTransposed(tb, flatX, wd, wb),
                          typeOf({seqLen, batch, gh}),
                          batchSizes({seqLen, batch, gh}));
    // The states carried as [batch, hidden] of X's batch (an initial state
    // may say more or less of it).
    auto asState = [&](Value v) {
      RankedTensorType stateType = typeOf({batch, hidden});
      if (v.getType() == stateType)
        return v;
      return create<tensor::CastOp>(rewriter, loc, with<"source">(v),
                                    with<"dest">(Type(stateType)))
          .template result<"dest">();
    };
    Value h0 =
        h0All ? asState(row(tb, h0All, dIndex)) : filledOf({batch, hidden}, 0);
    Value c0 =
        c0All ? asState(row(tb, c0All, dIndex)) : filledOf({batch, hidden}, 0);
    Value pd =
        peep ? row(tb, peep, dIndex) : tb.filled(typeOf({3 * hidden}), {}, 0);
    Value y0 = filledOf({seqLen, batch, hidden}, 0);

    // for s in [0, seq): carried (h, c, Y).
    llvm::SmallVector<Value, 3> inits = {h0, c0, y0};
    auto loop = create<scf::ForOp>(
        rewriter, loc, with<"lowerBound">(tb.indexConstant(0)),
        with<"upperBound">(tb.indexConstant(seqLen)),
        with<"step">(tb.indexConstant(1)), with<"initArgs">(ValueRange(inits)),
        with<"results">(TypeRange({h0.getType(), c0.getType(), y0.getType()})));
    Block *body = new Block();
    loop.template region<"region">().push_back(body);
    Value s = body->addArgument(index, loc);
    Value h = body->addArgument(h0.getType(), loc);
    Value c = body->addArgument(c0.getType(), loc);
    Value yAcc = body->addArgument(y0.getType(), loc);
    Block *savedBlock = rewriter.getInsertionBlock();
    Block::iterator savedPoint = rewriter.getInsertionPoint();
    rewriter.setInsertionPointToEnd(body);
    ScalarBuilder sb = tb.scalars();
    Value t = reverse ? sb.sub(tb.indexConstant(seqLen - 1), s) : s;
    Value xwT = row(tb, xw, t);
    Value hr = matmulTransposed(tb, h, rd, rb);
    // Gate k's block of a [batch, gates * hidden] tensor (linalg wants
    // operands read by whole dimensions to have the loops' sizes).
    auto gateOf = [&](Value v, int64_t k) {
      return tb.extractSliceAt(
          v, {tb.indexConstant(0), tb.indexConstant(k * hidden)},
          {tb.dim(v, 0), tb.indexConstant(hidden)}, {1, 1});
    };
    auto clipped = [&](ScalarBuilder &sc, Value v) {
      if (!clip)
        return v;
      return sc.min(sc.max(v, sc.constant(element, -*clip)),
                    sc.constant(element, *clip));
    };
    AffineMapAttr id = tb.identityMap(2);
    Value hNew, cNew = c;
    if constexpr (C == Cell::RNN) {
      hNew = tb.generic({h, xwT, hr}, {emptyOf({batch, hidden})},
                        {id, id, id, id}, {},
                        [&](ScalarBuilder &sc, llvm::ArrayRef<Value> a) {
                          llvm::SmallVector<Value, 2> y = {
                              activate(sc, f, clipped(sc, sc.add(a[1], a[2])))};
                          return y;
                        })
                 ->getResult(0);
    } else if constexpr (C == Cell::LSTM) {
      // Gates i, o, f, c; peepholes i, o, f.
      auto peepOf = [&](int64_t k) {
        return tb.extractSlice(pd, {k * hidden}, {hidden}, {1});
      };
      AffineMapAttr perUnit = tb.map(2, {tb.dimExpr(1)});
      Operation *cell = tb.generic(
          {c, gateOf(xwT, 0), gateOf(xwT, 1), gateOf(xwT, 2), gateOf(xwT, 3),
           gateOf(hr, 0), gateOf(hr, 1), gateOf(hr, 2), gateOf(hr, 3),
           peepOf(0), peepOf(1), peepOf(2)},
          {emptyOf({batch, hidden}), emptyOf({batch, hidden})},
          {id, id, id, id, id, id, id, id, id, perUnit, perUnit, perUnit, id,
           id},
          {}, [&](ScalarBuilder &sc, llvm::ArrayRef<Value> args) {
            Value cPrev = args[0];
            llvm::ArrayRef<Value> a = args.drop_front();
            Value i = activate(
                sc, f,
                clipped(sc, sc.add(sc.add(a[0], a[4]), sc.mul(a[8], cPrev))));
            Value fg =
                inputForget
                    ? sc.sub(sc.constant(element, 1), i)
                    : activate(sc, f,
                               clipped(sc, sc.add(sc.add(a[2], a[6]),
                                                  sc.mul(a[10], cPrev))));
            Value cand = activate(sc, g, clipped(sc, sc.add(a[3], a[7])));
            Value cn = sc.add(sc.mul(fg, cPrev), sc.mul(i, cand));
            Value o = activate(
                sc, f,
                clipped(sc, sc.add(sc.add(a[1], a[5]), sc.mul(a[9], cn))));
            llvm::SmallVector<Value, 2> y = {sc.mul(o, activate(sc, hAct, cn)),
                                             cn};
            return y;
          });
      hNew = cell->getResult(0);
      cNew = cell->getResult(1);
    } else {
      // Gates z, r, h.
      Value candidateRecurrent;
      Value reset;
      if (!linearBeforeReset) {
        reset = tb.generic({h, gateOf(xwT, 1), gateOf(hr, 1)},
                           {emptyOf({batch, hidden})}, {id, id, id, id}, {},
                           [&](ScalarBuilder &sc, llvm::ArrayRef<Value> a) {
                             Value rg = activate(
                                 sc, f, clipped(sc, sc.add(a[1], a[2])));
                             llvm::SmallVector<Value, 2> y = {sc.mul(rg, a[0])};
                             return y;
                           })
                    ->getResult(0);
        Value rh =
            tb.extractSlice(rd, {2 * hidden, 0}, {hidden, hidden}, {1, 1});
        Value rbh = tb.extractSlice(rb, {2 * hidden}, {hidden}, {1});
        candidateRecurrent = matmulTransposed(tb, reset, rh, rbh);
      }
      if (linearBeforeReset)
        candidateRecurrent = gateOf(hr, 2);
      hNew =
          tb.generic(
                {h, gateOf(xwT, 0), gateOf(xwT, 1), gateOf(xwT, 2),
                 gateOf(hr, 0), gateOf(hr, 1), candidateRecurrent},
                {emptyOf({batch, hidden})}, {id, id, id, id, id, id, id, id},
                {},
                [&](ScalarBuilder &sc, llvm::ArrayRef<Value> args) {
                  // The previous hidden state first: the loops' sizes
                  // are its.
                  Value hPrev = args[0];
                  llvm::ArrayRef<Value> a = args.drop_front();
                  Value z = activate(sc, f, clipped(sc, sc.add(a[0], a[3])));
                  Value pre;
                  if (linearBeforeReset) {
                    Value rg = activate(sc, f, clipped(sc, sc.add(a[1], a[4])));
                    pre = sc.add(a[2], sc.mul(rg, a[5]));
                  } else {
                    pre = sc.add(a[2], a[5]);
                  }
                  Value cand = activate(sc, g, clipped(sc, pre));
                  Value one = sc.constant(element, 1);
                  llvm::SmallVector<Value, 2> y = {
                      sc.add(sc.mul(sc.sub(one, z), cand), sc.mul(z, hPrev))};
                  return y;
                })
              ->getResult(0);
    }
    // Past a batch entry's length: its state kept, its row zero.
    Value yRow = hNew;
    if (lens) {
      Type i64 = IntegerType::get(ctx, 64);
      Value tInt = sb.indexToInteger(t, i64);
      AffineMapAttr perBatch = tb.map(2, {tb.dimExpr(0)});
      Operation *masked = tb.generic(
          {lens, hNew, h, cNew, c},
          {emptyOf({batch, hidden}), emptyOf({batch, hidden}),
           emptyOf({batch, hidden})},
          {perBatch, id, id, id, id, id, id, id}, {},
          [&](ScalarBuilder &sc, llvm::ArrayRef<Value> a) {
            Value valid = sc.compare(Compare::LT, tInt, sc.cast(a[0], i64));
            llvm::SmallVector<Value, 2> y = {
                sc.select(valid, a[1], a[2]), sc.select(valid, a[3], a[4]),
                sc.select(valid, a[1], sc.constant(element, 0))};
            return y;
          });
      hNew = masked->getResult(0);
      cNew = masked->getResult(1);
      yRow = masked->getResult(2);
    }
    Value yNext = insertRow(tb, yRow, yAcc, 0, t);
    create<scf::YieldOp>(rewriter, loc,
                         with<"results">(ValueRange({hNew, cNew, yNext})));
    rewriter.setInsertionPoint(savedBlock, savedPoint);
    hs.push_back(loop->getResult(0));
    cs.push_back(loop->getResult(1));
    ys.push_back(loop->getResult(2));
  }

  // The results, in the layout asked for.
  llvm::SmallVector<Value, 3> results;
  if (Value yResult = op.template result<"Y">()) {
    Value all = emptyOf({seqLen, numDir, batch, hidden});
    for (int64_t d = 0; d < numDir; ++d)
      all = insertRow(tb, ys[size_t(d)], all, 1, tb.indexConstant(d));
    if (batchMajor)
      all = tb.transpose(all, {2, 0, 1, 3});
    results.push_back(all);
  }
  auto states = [&](llvm::ArrayRef<Value> perDir) {
    Value all = emptyOf({numDir, batch, hidden});
    for (int64_t d = 0; d < numDir; ++d)
      all = insertRow(tb, perDir[size_t(d)], all, 0, tb.indexConstant(d));
    return batchMajor ? tb.transpose(all, {1, 0, 2}) : all;
  };
  if (op.template result<"Y_h">())
    results.push_back(states(hs));
  if constexpr (C == Cell::LSTM)
    if (op.template result<"Y_c">())
      results.push_back(states(cs));
  return replaceWithCasts(rewriter, op, results);
}

} // namespace

void onnx_to_linalg::addRecurrentLowerings(LoweringTable &table) {
  table.add<ONNX::RNNOp, lowerRecurrent<Cell::RNN, ONNX::RNNOp>>();
  table.add<ONNX::GRUOp, lowerRecurrent<Cell::GRU, ONNX::GRUOp>>();
  table.add<ONNX::LSTMOp, lowerRecurrent<Cell::LSTM, ONNX::LSTMOp>>();
}
