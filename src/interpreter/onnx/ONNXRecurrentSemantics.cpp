//===- ONNXRecurrentSemantics.cpp - onnx.RNN, onnx.GRU, onnx.LSTM ---------===//
//
// The three recurrent layers, as ONNX's operator specification writes
// them: gates computed from the input and the previous hidden state with
// the weights, biases and peepholes given, in each direction, each batch
// entry stopping at its sequence length (later outputs are zero), optional
// clipping of the gates' inputs, any activation the specification lists
// (alphas and betas taken in order by the activations that use them), and
// both layouts (time-major, batch-major).
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <cmath>
#include <functional>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

enum class Cell { RNN, GRU, LSTM };

using Activation = std::function<double(double)>;

/// The activation `name`, taking its alpha and beta from the lists in
/// order (`nextAlpha`, `nextBeta` advance when it uses them).
std::optional<Activation> activation(llvm::StringRef name,
                                     llvm::ArrayRef<double> alphas,
                                     llvm::ArrayRef<double> betas,
                                     size_t &nextAlpha, size_t &nextBeta) {
  auto take = [](llvm::ArrayRef<double> list, size_t &next, double dflt) {
    return next < list.size() ? list[next++] : dflt;
  };
  std::string n = name.lower();
  if (n == "relu")
    return Activation([](double x) { return std::fmax(x, 0.0); });
  if (n == "tanh")
    return Activation([](double x) { return std::tanh(x); });
  if (n == "sigmoid")
    return Activation([](double x) { return 1 / (1 + std::exp(-x)); });
  if (n == "softsign")
    return Activation([](double x) { return x / (1 + std::fabs(x)); });
  if (n == "softplus")
    return Activation([](double x) { return std::log1p(std::exp(x)); });
  if (n == "affine") {
    double a = take(alphas, nextAlpha, 1), b = take(betas, nextBeta, 0);
    return Activation([=](double x) { return a * x + b; });
  }
  if (n == "leakyrelu") {
    double a = take(alphas, nextAlpha, 0.01);
    return Activation([=](double x) { return x >= 0 ? x : a * x; });
  }
  if (n == "thresholdedrelu") {
    double a = take(alphas, nextAlpha, 1);
    return Activation([=](double x) { return x > a ? x : 0; });
  }
  if (n == "scaledtanh") {
    double a = take(alphas, nextAlpha, 1), b = take(betas, nextBeta, 1);
    return Activation([=](double x) { return a * std::tanh(b * x); });
  }
  if (n == "hardsigmoid") {
    double a = take(alphas, nextAlpha, 0.2), b = take(betas, nextBeta, 0.5);
    return Activation(
        [=](double x) { return std::fmax(0.0, std::fmin(1.0, a * x + b)); });
  }
  if (n == "elu") {
    double a = take(alphas, nextAlpha, 1);
    return Activation(
        [=](double x) { return x >= 0 ? x : a * (std::exp(x) - 1); });
  }
  return std::nullopt;
}

template <Cell C, typename OpT>
LogicalResult executeRecurrent(Operation *op, Interpreter &interp) {
  auto layer = llvm::cast<OpT>(op);
  const Tensor &x = *interp.getTensor(layer.template operand<"X">());
  const Tensor &w = *interp.getTensor(layer.template operand<"W">());
  const Tensor &r = *interp.getTensor(layer.template operand<"R">());
  NumberKind kind = *numberKindOf(x.getElementType());
  bool batchMajor =
      intValue(layer.template propertyOrDefault<"layout", IntegerAttr>()) != 0;
  if (x.getRank() != 3 || w.getRank() != 3 || r.getRank() != 3)
    return op->emitOpError("takes 3-D X, W and R");
  int64_t seqLen = x.getShape()[batchMajor ? 1 : 0];
  int64_t batch = x.getShape()[batchMajor ? 0 : 1];
  int64_t inputSize = x.getShape()[2];
  int64_t numDir = w.getShape()[0];
  const int64_t gates = C == Cell::RNN ? 1 : C == Cell::GRU ? 3 : 4;
  int64_t hidden = r.getShape()[2];
  if (IntegerAttr h = layer.template property<"hidden_size", IntegerAttr>())
    hidden = intValue(h);
  if (w.getShape()[1] != gates * hidden || w.getShape()[2] != inputSize ||
      r.getShape()[1] != gates * hidden)
    return op->emitOpError("has weights whose shapes do not match ")
           << gates << " gates of " << hidden;
  llvm::StringRef direction =
      layer.template propertyOrDefault<"direction", StringAttr>().getValue();
  if ((direction == "bidirectional") != (numDir == 2))
    return op->emitOpError("has ")
           << numDir << " directions of weights for '" << direction << "'";

  auto load = [&](const Tensor &t, int64_t i) {
    return toDouble(t.load(i), kind);
  };
  TensorRef bias, lens, initH, initC, peep;
  if (Value v = layer.template operand<"B">())
    bias = interp.getTensor(v);
  if (Value v = layer.template operand<"sequence_lens">())
    lens = interp.getTensor(v);
  if (Value v = layer.template operand<"initial_h">())
    initH = interp.getTensor(v);
  if constexpr (C == Cell::LSTM) {
    if (Value v = layer.template operand<"initial_c">())
      initC = interp.getTensor(v);
    if (Value v = layer.template operand<"P">())
      peep = interp.getTensor(v);
  }

  // Activations: f for the gates, g for the candidate, h for LSTM's output.
  llvm::SmallVector<std::string, 6> names;
  if (ArrayAttr given = layer.template property<"activations", ArrayAttr>())
    for (Attribute a : given.getValue())
      names.push_back(llvm::cast<StringAttr>(a).getValue().str());
  const unsigned perDir = C == Cell::RNN ? 1 : C == Cell::GRU ? 2 : 3;
  if (names.empty())
    for (int64_t d = 0; d < numDir; ++d) {
      if (C == Cell::RNN)
        names.push_back("Tanh");
      else if (C == Cell::GRU)
        names.append({"Sigmoid", "Tanh"});
      else
        names.append({"Sigmoid", "Tanh", "Tanh"});
    }
  if (names.size() != perDir * size_t(numDir))
    return op->emitOpError("has ")
           << int64_t(names.size()) << " activations for " << numDir
           << " directions";
  llvm::SmallVector<double, 6> alphas, betas;
  if (ArrayAttr a = layer.template property<"activation_alpha", ArrayAttr>())
    for (Attribute v : a.getValue())
      alphas.push_back(floatValue(llvm::cast<FloatAttr>(v)));
  if (ArrayAttr a = layer.template property<"activation_beta", ArrayAttr>())
    for (Attribute v : a.getValue())
      betas.push_back(floatValue(llvm::cast<FloatAttr>(v)));
  std::vector<Activation> acts;
  size_t nextAlpha = 0, nextBeta = 0;
  for (const std::string &name : names) {
    std::optional<Activation> fn =
        activation(name, alphas, betas, nextAlpha, nextBeta);
    if (!fn)
      return op->emitOpError("has activation '") << name << "'";
    acts.push_back(std::move(*fn));
  }
  std::optional<double> clip;
  if (FloatAttr c = layer.template property<"clip", FloatAttr>())
    clip = floatValue(c);
  bool linearBeforeReset = false, inputForget = false;
  if constexpr (C == Cell::GRU)
    linearBeforeReset =
        intValue(layer.template propertyOrDefault<"linear_before_reset",
                                                  IntegerAttr>()) != 0;
  if constexpr (C == Cell::LSTM)
    inputForget =
        intValue(
            layer.template propertyOrDefault<"input_forget", IntegerAttr>()) !=
        0;

  // Y: [seq, dir, batch, hidden] (batch-major: [batch, seq, dir, hidden]).
  llvm::SmallVector<int64_t, 4> yShape =
      batchMajor ? llvm::SmallVector<int64_t, 4>{batch, seqLen, numDir, hidden}
                 : llvm::SmallVector<int64_t, 4>{seqLen, numDir, batch, hidden};
  llvm::SmallVector<int64_t, 3> hShape =
      batchMajor ? llvm::SmallVector<int64_t, 3>{batch, numDir, hidden}
                 : llvm::SmallVector<int64_t, 3>{numDir, batch, hidden};
  std::vector<double> y(static_cast<size_t>(numElementsOf(yShape)), 0.0);
  std::vector<double> yh(static_cast<size_t>(numElementsOf(hShape)), 0.0),
      yc(yh.size(), 0.0);
  auto xAt = [&](int64_t t, int64_t b, int64_t k) {
    return batchMajor ? (b * seqLen + t) * inputSize + k
                      : (t * batch + b) * inputSize + k;
  };
  auto yAt = [&](int64_t t, int64_t d, int64_t b, int64_t j) {
    return batchMajor ? ((b * seqLen + t) * numDir + d) * hidden + j
                      : ((t * numDir + d) * batch + b) * hidden + j;
  };
  auto stateAt = [&](int64_t d, int64_t b, int64_t j) {
    return batchMajor ? (b * numDir + d) * hidden + j
                      : (d * batch + b) * hidden + j;
  };

  std::vector<double> pre(static_cast<size_t>(gates * hidden)),
      hNew(static_cast<size_t>(hidden));
  for (int64_t d = 0; d < numDir; ++d) {
    bool reverse = direction == "reverse" || d == 1;
    const Activation &f = acts[size_t(d * perDir)];
    const Activation &g = acts[size_t(d * perDir + (perDir > 1 ? 1 : 0))];
    const Activation &hAct = acts[size_t(d * perDir + (perDir > 2 ? 2 : 0))];
    auto wb = [&](int64_t row) {
      return bias ? load(*bias, d * 2 * gates * hidden + row) : 0.0;
    };
    auto rb = [&](int64_t row) {
      return bias ? load(*bias, d * 2 * gates * hidden + gates * hidden + row)
                  : 0.0;
    };
    for (int64_t b = 0; b < batch; ++b) {
      int64_t len =
          lens ? toInt(lens->load(b), *numberKindOf(lens->getElementType()))
               : seqLen;
      std::vector<double> hPrev(static_cast<size_t>(hidden)),
          cPrev(static_cast<size_t>(hidden));
      for (int64_t j = 0; j < hidden; ++j) {
        hPrev[size_t(j)] = initH ? load(*initH, stateAt(d, b, j)) : 0.0;
        cPrev[size_t(j)] = initC ? load(*initC, stateAt(d, b, j)) : 0.0;
      }
      for (int64_t s = 0; s < len; ++s) {
        int64_t t = reverse ? len - 1 - s : s;
        // Xt*W^T + Wb, and H*R^T + Rb, per gate row.
        std::vector<double> xw(static_cast<size_t>(gates * hidden)),
            hr(size_t(gates * hidden));
        for (int64_t row = 0; row < gates * hidden; ++row) {
          double sx = wb(row), sh = rb(row);
          for (int64_t k = 0; k < inputSize; ++k)
            sx += load(x, xAt(t, b, k)) *
                  load(w, (d * gates * hidden + row) * inputSize + k);
          for (int64_t k = 0; k < hidden; ++k)
            sh += hPrev[size_t(k)] *
                  load(r, (d * gates * hidden + row) * hidden + k);
          xw[size_t(row)] = sx;
          hr[size_t(row)] = sh;
        }
        auto clipped = [&](double v) {
          return clip ? std::clamp(v, -*clip, *clip) : v;
        };
        std::vector<double> cNew(static_cast<size_t>(hidden));
        for (int64_t j = 0; j < hidden; ++j) {
          size_t J = size_t(j);
          if constexpr (C == Cell::RNN) {
            hNew[J] = f(clipped(xw[J] + hr[J]));
          } else if constexpr (C == Cell::GRU) {
            double z = f(clipped(xw[J] + hr[J]));
            size_t R = size_t(hidden + j), H = size_t(2 * hidden + j);
            double rg = f(clipped(xw[R] + hr[R]));
            // Without linear_before_reset the candidate needs every reset
            // gate first: it is computed after this loop.
            pre[J] = z;
            pre[R] = rg;
            pre[H] = linearBeforeReset ? g(clipped(xw[H] + rg * hr[H])) : 0.0;
          } else {
            size_t I = J, O = size_t(hidden + j), F = size_t(2 * hidden + j),
                   Cc = size_t(3 * hidden + j);
            double pi = peep ? load(*peep, d * 3 * hidden + j) : 0.0;
            double po = peep ? load(*peep, d * 3 * hidden + hidden + j) : 0.0;
            double pf =
                peep ? load(*peep, d * 3 * hidden + 2 * hidden + j) : 0.0;
            double ig = f(clipped(xw[I] + hr[I] + pi * cPrev[J]));
            double fg = inputForget ? 1 - ig
                                    : f(clipped(xw[F] + hr[F] + pf * cPrev[J]));
            double cand = g(clipped(xw[Cc] + hr[Cc]));
            cNew[J] = fg * cPrev[J] + ig * cand;
            double og = f(clipped(xw[O] + hr[O] + po * cNew[J]));
            hNew[J] = og * hAct(cNew[J]);
          }
        }
        if constexpr (C == Cell::GRU) {
          if (!linearBeforeReset) {
            // The candidate reads the reset hidden state through Rh.
            for (int64_t j = 0; j < hidden; ++j) {
              double sum = rb(2 * hidden + j);
              for (int64_t k = 0; k < hidden; ++k)
                sum +=
                    pre[size_t(hidden + k)] * hPrev[size_t(k)] *
                    load(r, (d * gates * hidden + 2 * hidden + j) * hidden + k);
              pre[size_t(2 * hidden + j)] =
                  g(clipped(xw[size_t(2 * hidden + j)] + sum));
            }
          }
          for (int64_t j = 0; j < hidden; ++j) {
            double z = pre[size_t(j)], cand = pre[size_t(2 * hidden + j)];
            hNew[size_t(j)] = (1 - z) * cand + z * hPrev[size_t(j)];
          }
        }
        for (int64_t j = 0; j < hidden; ++j) {
          y[size_t(yAt(t, d, b, j))] = hNew[size_t(j)];
          hPrev[size_t(j)] = hNew[size_t(j)];
          if constexpr (C == Cell::LSTM)
            cPrev[size_t(j)] = cNew[size_t(j)];
        }
      }
      for (int64_t j = 0; j < hidden; ++j) {
        yh[size_t(stateAt(d, b, j))] = hPrev[size_t(j)];
        yc[size_t(stateAt(d, b, j))] = cPrev[size_t(j)];
      }
    }
  }
  auto emit = [&](Value result, llvm::ArrayRef<int64_t> shape,
                  const std::vector<double> &values) -> LogicalResult {
    if (!result)
      return success();
    TensorRef t = newTensor(op, x.getElementType(), shape);
    if (!t)
      return failure();
    for (size_t i = 0; i < values.size(); ++i)
      t->store(int64_t(i), fromDouble(values[i], kind));
    interp.set(result, RuntimeValue::tensor(std::move(t)));
    return success();
  };
  if (failed(emit(layer.template result<"Y">(), yShape, y)) ||
      failed(emit(layer.template result<"Y_h">(), hShape, yh)))
    return failure();
  if constexpr (C == Cell::LSTM)
    return emit(layer.template result<"Y_c">(), hShape, yc);
  return success();
}

} // namespace

void onnx_semantics::registerRecurrent(Context &ctx) {
  attach<ONNX::RNNOp, executeRecurrent<Cell::RNN, ONNX::RNNOp>>(ctx);
  attach<ONNX::GRUOp, executeRecurrent<Cell::GRU, ONNX::GRUOp>>(ctx);
  attach<ONNX::LSTMOp, executeRecurrent<Cell::LSTM, ONNX::LSTMOp>>(ctx);
}
