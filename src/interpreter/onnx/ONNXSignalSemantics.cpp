//===- ONNXSignalSemantics.cpp - onnx's signal processing ops -------------===//
//
// The window functions (Hann, Hamming, Blackman; periodic or symmetric),
// DFT (forward and inverse, one-sided, any axis, real or complex input as a
// last dimension of 1 or 2), STFT and MelWeightMatrix, as ONNX's
// specification and reference compute them (in double, rounded once).
//
//===----------------------------------------------------------------------===//
#include "dialects/onnx/ONNXOps.h"
#include "interpreter/onnx/ONNXElements.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"

#include <cmath>
#include <complex>
#include <numbers>

using namespace terrace;
using namespace terrace::interp;
using namespace terrace::interp::onnx_semantics;

namespace {

using Complex = std::complex<double>;

/// The window of `size` whose n-th value is `fn(n, N)`, N the size when
/// periodic and one less when symmetric.
template <typename OpT, typename Fn>
LogicalResult window(Operation *op, Interpreter &interp, Fn fn) {
  auto w = llvm::cast<OpT>(op);
  int64_t size = readInts(interp, w.template operand<"size">())[0];
  if (size < 0)
    return op->emitOpError("has a negative size");
  bool periodic =
      intValue(w.template propertyOrDefault<"periodic", IntegerAttr>()) != 0;
  double n = double(periodic ? size : size - 1);
  Type element = resultElementType(op);
  std::optional<NumberKind> kind = numberKindOf(element);
  TensorRef result = newTensor(op, element, {size});
  if (!result || !kind)
    return failure();
  for (int64_t i = 0; i < size; ++i)
    result->store(i, fromDouble(fn(double(i), n), *kind));
  setResult(interp, op, 0, std::move(result));
  return success();
}

constexpr double kPi = std::numbers::pi;

LogicalResult executeHannWindow(Operation *op, Interpreter &interp) {
  return window<ONNX::HannWindowOp>(op, interp, [](double i, double n) {
    return 0.5 - 0.5 * std::cos(2 * kPi * i / n);
  });
}

LogicalResult executeHammingWindow(Operation *op, Interpreter &interp) {
  return window<ONNX::HammingWindowOp>(op, interp, [](double i, double n) {
    return 25.0 / 46 - 21.0 / 46 * std::cos(2 * kPi * i / n);
  });
}

LogicalResult executeBlackmanWindow(Operation *op, Interpreter &interp) {
  return window<ONNX::BlackmanWindowOp>(op, interp, [](double i, double n) {
    return 0.42 - 0.5 * std::cos(2 * kPi * i / n) +
           0.08 * std::cos(4 * kPi * i / n);
  });
}

/// The DFT of `in` (length any; read as `length` points, zero-padded or
/// truncated), `bins` outputs.
void dft(llvm::ArrayRef<Complex> in, int64_t length, int64_t bins, bool inverse,
         llvm::SmallVectorImpl<Complex> &out) {
  out.assign(size_t(bins), Complex());
  double sign = inverse ? 1.0 : -1.0;
  for (int64_t k = 0; k < bins; ++k) {
    Complex sum;
    for (int64_t n = 0; n < length && n < int64_t(in.size()); ++n)
      sum += in[size_t(n)] *
             std::polar(1.0, sign * 2 * kPi * double(k * n % length) /
                                 double(length));
    out[size_t(k)] = inverse ? sum / double(length) : sum;
  }
}

LogicalResult executeDFT(Operation *op, Interpreter &interp) {
  auto d = llvm::cast<ONNX::DFTOp>(op);
  const Tensor &x = *interp.getTensor(d.operand<"input">());
  NumberKind kind = *numberKindOf(x.getElementType());
  int64_t rank = x.getRank();
  if (rank < 2 || (x.getShape().back() != 1 && x.getShape().back() != 2))
    return op->emitOpError("takes a signal whose last dimension is 1 (real) "
                           "or 2 (complex)");
  int64_t axis = intValue(d.propertyOrDefault<"axis", IntegerAttr>());
  if (axis < 0)
    axis += rank;
  if (axis < 1 || axis >= rank - 1)
    return op->emitOpError("axis is not a signal dimension");
  bool inverse = intValue(d.propertyOrDefault<"inverse", IntegerAttr>()) != 0;
  bool onesided = intValue(d.propertyOrDefault<"onesided", IntegerAttr>()) != 0;
  int64_t n = x.getShape()[axis];
  int64_t length = n;
  if (Value l = d.operand<"dft_length">())
    length = readInts(interp, l)[0];
  if (length <= 0)
    return op->emitOpError("has a non-positive DFT length");
  int64_t bins = onesided ? length / 2 + 1 : length;
  llvm::SmallVector<int64_t, 4> shape(x.getShape());
  shape[axis] = bins;
  shape.back() = 2;
  TensorRef y = newTensor(op, x.getElementType(), shape);
  if (!y)
    return failure();
  bool complexIn = x.getShape().back() == 2;
  int64_t outer = numElementsOf(x.getShape().take_front(axis));
  int64_t inner = numElementsOf(x.getShape().slice(axis + 1, rank - axis - 2));
  int64_t parts = x.getShape().back();
  llvm::SmallVector<Complex, 16> in, out;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      in.clear();
      for (int64_t k = 0; k < n; ++k) {
        int64_t at = ((o * n + k) * inner + i) * parts;
        in.push_back(Complex(toDouble(x.load(at), kind),
                             complexIn ? toDouble(x.load(at + 1), kind) : 0));
      }
      dft(in, length, bins, inverse, out);
      for (int64_t k = 0; k < bins; ++k) {
        int64_t at = ((o * bins + k) * inner + i) * 2;
        y->store(at, fromDouble(out[size_t(k)].real(), kind));
        y->store(at + 1, fromDouble(out[size_t(k)].imag(), kind));
      }
    }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeSTFT(Operation *op, Interpreter &interp) {
  auto s = llvm::cast<ONNX::STFTOp>(op);
  const Tensor &x = *interp.getTensor(s.operand<"signal">());
  NumberKind kind = *numberKindOf(x.getElementType());
  if (x.getRank() != 3 || (x.getShape()[2] != 1 && x.getShape()[2] != 2))
    return op->emitOpError("takes a [batch, length, 1 or 2] signal");
  int64_t step = readInts(interp, s.operand<"frame_step">())[0];
  TensorRef windowT;
  if (Value w = s.operand<"window">())
    windowT = interp.getTensor(w);
  int64_t frameLength = windowT ? windowT->getNumElements() : 0;
  if (Value l = s.operand<"frame_length">())
    frameLength = readInts(interp, l)[0];
  if (frameLength <= 0 || step <= 0)
    return op->emitOpError("needs a positive frame length and step");
  bool onesided = intValue(s.propertyOrDefault<"onesided", IntegerAttr>()) != 0;
  int64_t batch = x.getShape()[0], length = x.getShape()[1];
  int64_t parts = x.getShape()[2];
  int64_t frames = (length - frameLength) / step + 1;
  int64_t bins = onesided ? frameLength / 2 + 1 : frameLength;
  TensorRef y = newTensor(op, x.getElementType(), {batch, frames, bins, 2});
  if (!y)
    return failure();
  llvm::SmallVector<Complex, 16> in, out;
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t f = 0; f < frames; ++f) {
      in.clear();
      for (int64_t k = 0; k < frameLength; ++k) {
        int64_t at = (b * length + f * step + k) * parts;
        double w = windowT ? toDouble(windowT->load(k), kind) : 1.0;
        in.push_back(
            Complex(toDouble(x.load(at), kind) * w,
                    parts == 2 ? toDouble(x.load(at + 1), kind) * w : 0.0));
      }
      dft(in, frameLength, bins, false, out);
      for (int64_t k = 0; k < bins; ++k) {
        int64_t at = ((b * frames + f) * bins + k) * 2;
        y->store(at, fromDouble(out[size_t(k)].real(), kind));
        y->store(at + 1, fromDouble(out[size_t(k)].imag(), kind));
      }
    }
  setResult(interp, op, 0, std::move(y));
  return success();
}

LogicalResult executeMelWeightMatrix(Operation *op, Interpreter &interp) {
  auto mel = llvm::cast<ONNX::MelWeightMatrixOp>(op);
  int64_t numMel = readInts(interp, mel.operand<"num_mel_bins">())[0];
  int64_t dftLength = readInts(interp, mel.operand<"dft_length">())[0];
  int64_t rate = readInts(interp, mel.operand<"sample_rate">())[0];
  auto scalar = [&](Value v) {
    const Tensor &t = *interp.getTensor(v);
    return toDouble(t.load(0), *numberKindOf(t.getElementType()));
  };
  double lower = scalar(mel.operand<"lower_edge_hertz">());
  double upper = scalar(mel.operand<"upper_edge_hertz">());
  if (numMel <= 0 || dftLength <= 0 || rate <= 0)
    return op->emitOpError("needs positive bins, length and rate");
  int64_t spectrogramBins = dftLength / 2 + 1;
  Type element = resultElementType(op);
  std::optional<NumberKind> kind = numberKindOf(element);
  TensorRef y = newTensor(op, element, {spectrogramBins, numMel});
  if (!y || !kind)
    return failure();
  // ONNX's reference: mel-spaced edges back in Hertz, then DFT bins.
  double lowMel = 2595 * std::log10(1 + lower / 700);
  double highMel = 2595 * std::log10(1 + upper / 700);
  // Over numMel + 2 steps, as onnx 1.12's reference (and so its test data)
  // divides, though its numMel + 2 edges span numMel + 1 of them.
  double melStep = (highMel - lowMel) / double(numMel + 2);
  llvm::SmallVector<int64_t, 16> edges;
  for (int64_t i = 0; i < numMel + 2; ++i) {
    double hz =
        700 * (std::pow(10.0, (double(i) * melStep + lowMel) / 2595) - 1);
    edges.push_back(
        int64_t(std::floor(double(dftLength + 1) * hz / double(rate))));
  }
  std::vector<double> w(static_cast<size_t>(spectrogramBins * numMel), 0.0);
  auto at = [&](int64_t bin, int64_t m) -> double & {
    return w[size_t(bin * numMel + m)];
  };
  for (int64_t i = 0; i < numMel; ++i) {
    int64_t lo = edges[size_t(i)], center = edges[size_t(i + 1)],
            hi = edges[size_t(i + 2)];
    if (center < 0 || hi > spectrogramBins)
      return op->emitOpError("has mel edges outside the spectrogram");
    if (center == lo) {
      at(center, i) = 1;
    } else {
      for (int64_t j = lo; j <= center; ++j)
        at(j, i) = double(j - lo) / double(center - lo);
    }
    for (int64_t j = center; j < hi; ++j)
      at(j, i) = double(hi - j) / double(hi - center);
  }
  for (size_t i = 0; i < w.size(); ++i)
    y->store(int64_t(i), fromDouble(w[i], *kind));
  setResult(interp, op, 0, std::move(y));
  return success();
}

} // namespace

void onnx_semantics::registerSignal(Context &ctx) {
  attach<ONNX::HannWindowOp, executeHannWindow>(ctx);
  attach<ONNX::HammingWindowOp, executeHammingWindow>(ctx);
  attach<ONNX::BlackmanWindowOp, executeBlackmanWindow>(ctx);
  attach<ONNX::DFTOp, executeDFT>(ctx);
  attach<ONNX::STFTOp, executeSTFT>(ctx);
  attach<ONNX::MelWeightMatrixOp, executeMelWeightMatrix>(ctx);
}
