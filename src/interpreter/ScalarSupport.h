//===- ScalarSupport.h - Building blocks of scalar steps -----------------===//
//
// Float element kinds and the templates arith and math build their steps
// from. A float op computes in double and rounds once to its type: for
// +, -, *, /, sqrt and remainder that gives the correctly rounded result of
// f16, bf16 and f32 (double has more than twice their precision plus two
// bits), which is what IEEE arithmetic in those types gives.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "dialects/common/ConstantFolding.h"
#include "dialects/common/TypeConstraints.h"
#include "interpreter/Semantics.h"
#include "ir/Context.h"
#include "ir/Types.h"

#include <bit>
#include <cmath>
#include <cstdint>

namespace terrace::interp {

// Each kind: how its bits load into a double and a double rounds into
// them, and its smallest normal magnitude.
struct F16Kind {
  static constexpr double minNormal = 0x1p-14;
  static double load(Slot s) {
    return double(std::bit_cast<_Float16>(uint16_t(s)));
  }
  static Slot store(double d) { return std::bit_cast<uint16_t>(_Float16(d)); }
};
struct BF16Kind {
  static constexpr double minNormal = 0x1p-126;
  static double load(Slot s) {
    // bf16 is the top half of an f32.
    return double(std::bit_cast<float>(uint32_t(s) << 16));
  }
  /// Rounds to nearest even once: to f32 rounding to odd (which keeps the
  /// information the second rounding needs), then to bf16.
  static Slot store(double d) {
    if (d != d)
      return (std::signbit(d) ? 0xffc0 : 0x7fc0);
    float f = float(d);
    if (double(f) != d) {
      if (std::fabs(double(f)) > std::fabs(d))
        f = std::nextafter(f, 0.0f);
      f = std::bit_cast<float>(std::bit_cast<uint32_t>(f) | 1);
    }
    uint32_t bits = std::bit_cast<uint32_t>(f);
    bits += 0x7fff + ((bits >> 16) & 1);
    return bits >> 16;
  }
};
struct F32Kind {
  static constexpr double minNormal = 0x1p-126;
  static double load(Slot s) {
    return double(std::bit_cast<float>(uint32_t(s)));
  }
  static Slot store(double d) { return std::bit_cast<uint32_t>(float(d)); }
};
struct F64Kind {
  static constexpr double minNormal = 0x1p-1022;
  static double load(Slot s) { return std::bit_cast<double>(uint64_t(s)); }
  static Slot store(double d) { return std::bit_cast<uint64_t>(d); }
};

/// `Op::template run<Kind>` for the float type `type`, or null when the
/// interpreter computes no arithmetic in it.
template <typename Op> ScalarFn forFloatKind(Type type) {
  switch (type.getKind()) {
  case TypeKind::F16:
    return &Op::template run<F16Kind>;
  case TypeKind::BF16:
    return &Op::template run<BF16Kind>;
  case TypeKind::F32:
    return &Op::template run<F32Kind>;
  case TypeKind::F64:
    return &Op::template run<F64Kind>;
  default:
    return nullptr;
  }
}

template <double (*Fn)(double)> struct FloatUnaryStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    r[s.out[0]] = K::store(Fn(K::load(r[s.in[0]])));
    return nullptr;
  }
};
template <double (*Fn)(double, double)> struct FloatBinaryStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    r[s.out[0]] = K::store(Fn(K::load(r[s.in[0]]), K::load(r[s.in[1]])));
    return nullptr;
  }
};
template <double (*Fn)(double, double, double)> struct FloatTernaryStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    r[s.out[0]] = K::store(
        Fn(K::load(r[s.in[0]]), K::load(r[s.in[1]]), K::load(r[s.in[2]])));
    return nullptr;
  }
};
/// A float predicate (isnan, cmpf) giving an i1.
template <bool (*Fn)(double, double, uint64_t)> struct FloatPredicateStep {
  template <typename K> static const char *run(const ScalarStep &s, Slot *r) {
    r[s.out[0]] = Fn(K::load(r[s.in[0]]), K::load(r[s.in[1]]), s.imm);
    return nullptr;
  }
};

/// The storage width of an integer or index element type, or of a tensor
/// of them (index: 64).
inline unsigned intWidthOf(Type type) {
  return storageWidth(constraints::elementTypeOrSelf(type));
}

/// Attaches scalar semantics to the op type `OpT`.
template <typename OpT>
void attach(Context &ctx, const ScalarSemantics &semantics) {
  ctx.attachOpInterface(OpT::name, semantics);
}

/// Decodes a float op from a step template: fails with a diagnostic when
/// the element type has no arithmetic here.
llvm::LogicalResult decodeFloat(Operation *op, ScalarStep &step, ScalarFn fn,
                                Type elementType);
/// Fails with a diagnostic when the integer element type is wider than 64.
llvm::LogicalResult checkIntWidth(Operation *op, Type elementType);

} // namespace terrace::interp
