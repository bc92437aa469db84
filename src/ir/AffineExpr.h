//===- AffineExpr.h - Affine expressions, maps and integer sets -----------===//
//
// Affine expressions are uniqued like types. Building one applies MLIR's
// construction-time simplifications (constant folding, constants to the
// right, `x + 0`, `x * 1`, merging `c1 * x + c2 * x`), so that parsed maps
// print exactly as mlir-opt prints them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/Attributes.h"

namespace terrace {

enum class AffineExprKind : unsigned {
  Add,
  Mul,
  Mod,
  FloorDiv,
  CeilDiv,
  Constant, ///< ints = {value}
  DimId,    ///< ints = {position}
  SymbolId, ///< ints = {position}
};

class AffineExpr {
public:
  AffineExpr() = default;
  explicit AffineExpr(const detail::Storage *impl) : impl(impl) {}
  explicit operator bool() const { return impl != nullptr; }
  bool operator==(AffineExpr o) const { return impl == o.impl; }
  bool operator!=(AffineExpr o) const { return impl != o.impl; }

  AffineExprKind getKind() const { return AffineExprKind(impl->kind); }
  Context &getContext() const { return *impl->context; }
  const detail::Storage *getImpl() const { return impl; }
  bool isBinary() const { return getKind() <= AffineExprKind::CeilDiv; }
  AffineExpr getLHS() const { return AffineExpr(ptr(0)); }
  AffineExpr getRHS() const { return AffineExpr(ptr(1)); }
  /// The constant value, or the dim/symbol position.
  int64_t getValue() const { return impl->ints()[0]; }
  bool isConstant() const { return getKind() == AffineExprKind::Constant; }
  bool isSymbolicOrConstant() const;

  static AffineExpr getConstant(Context &ctx, int64_t value);
  static AffineExpr getDim(Context &ctx, unsigned position);
  static AffineExpr getSymbol(Context &ctx, unsigned position);
  /// Builds `lhs <kind> rhs`, simplified.
  static AffineExpr getBinary(AffineExprKind kind, AffineExpr lhs,
                              AffineExpr rhs);

  AffineExpr operator+(AffineExpr o) const {
    return getBinary(AffineExprKind::Add, *this, o);
  }
  AffineExpr operator+(int64_t c) const {
    return *this + getConstant(getContext(), c);
  }
  AffineExpr operator*(AffineExpr o) const {
    return getBinary(AffineExprKind::Mul, *this, o);
  }
  AffineExpr operator*(int64_t c) const {
    return *this * getConstant(getContext(), c);
  }
  AffineExpr operator-() const { return *this * -1; }
  AffineExpr operator-(AffineExpr o) const { return *this + (-o); }

  /// This expression with dimension i replaced by `dims[i]`, simplified
  /// as it is rebuilt (MLIR's replaceDims).
  AffineExpr replaceDims(llvm::ArrayRef<AffineExpr> dims) const;
  /// This expression with dimension i replaced by `dims[i]` and symbol j
  /// by `symbols[j]` (those past the lists' ends kept), rebuilt only where
  /// something changed (MLIR's replaceDimsAndSymbols).
  AffineExpr replaceDimsAndSymbols(llvm::ArrayRef<AffineExpr> dims,
                                   llvm::ArrayRef<AffineExpr> symbols) const;
  /// This expression with every occurrence of `from` replaced by `to`.
  AffineExpr replace(AffineExpr from, AffineExpr to) const;
  /// Whether products, divisions and remainders are all by constants.
  bool isPureAffine() const;
  /// The largest constant known to divide every value of the expression.
  int64_t getLargestKnownDivisor() const;
  /// Whether dimension (symbol) `position` occurs in the expression.
  bool isFunctionOfDim(unsigned position) const;
  bool isFunctionOfSymbol(unsigned position) const;

  void print(llvm::raw_ostream &os) const;

private:
  const detail::Storage *impl = nullptr;
  const detail::Storage *ptr(unsigned i) const {
    return static_cast<const detail::Storage *>(impl->ptrs()[i]);
  }
};

/// The value of `expr` with these dimension and symbol values (MLIR's
/// AffineExprConstantFolder): none where it divides by zero or takes a
/// remainder by less than 1, which MLIR folds to poison. Sums and products
/// wrap.
std::optional<int64_t> evaluateAffineExpr(AffineExpr expr,
                                          llvm::ArrayRef<int64_t> dims,
                                          llvm::ArrayRef<int64_t> symbols);
/// One step of that evaluation: `lhs <kind> rhs` for a binary kind.
std::optional<int64_t> evaluateAffineBinary(AffineExprKind kind, int64_t lhs,
                                            int64_t rhs);

/// `affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>`.
class AffineMapAttr : public Attribute {
public:
  using Attribute::Attribute;
  static AffineMapAttr get(Context &ctx, unsigned numDims, unsigned numSymbols,
                           llvm::ArrayRef<AffineExpr> results);
  unsigned getNumDims() const { return unsigned(impl->ints()[0]); }
  unsigned getNumSymbols() const { return unsigned(impl->ints()[1]); }
  unsigned getNumResults() const { return unsigned(impl->ptrs().size()); }
  AffineExpr getResult(unsigned i) const { return AffineExpr(ptr(i)); }
  bool isIdentity() const;
  /// Every result a distinct dim, no symbols (MLIR's
  /// isProjectedPermutation without constant zeros).
  bool isProjectedPermutation() const;
  /// A projected permutation of every dim.
  bool isPermutation() const;
  /// Every result with dimensions and symbols replaced, as a map of
  /// `numDims` and `numSymbols` (MLIR's replaceDimsAndSymbols).
  AffineMapAttr replaceDimsAndSymbols(llvm::ArrayRef<AffineExpr> dims,
                                      llvm::ArrayRef<AffineExpr> symbols,
                                      unsigned numDims,
                                      unsigned numSymbols) const;
  /// Dimensions (symbols) renumbered `shift` higher, the counts grown by as
  /// much.
  AffineMapAttr shiftDims(unsigned shift) const;
  AffineMapAttr shiftSymbols(unsigned shift) const;
  /// Prints the map's body, without `affine_map<` and `>`.
  void printBody(llvm::raw_ostream &os) const;
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::AffineMap;
  }
};

/// `affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>`.
class IntegerSetAttr : public Attribute {
public:
  using Attribute::Attribute;
  static IntegerSetAttr get(Context &ctx, unsigned numDims,
                            unsigned numSymbols,
                            llvm::ArrayRef<AffineExpr> constraints,
                            llvm::ArrayRef<bool> eqFlags);
  unsigned getNumDims() const { return unsigned(impl->ints()[0]); }
  unsigned getNumSymbols() const { return unsigned(impl->ints()[1]); }
  unsigned getNumConstraints() const { return unsigned(impl->ptrs().size()); }
  AffineExpr getConstraint(unsigned i) const { return AffineExpr(ptr(i)); }
  bool isEq(unsigned i) const { return impl->ints()[2 + i] != 0; }
  void printBody(llvm::raw_ostream &os) const;
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::IntegerSet;
  }
};

} // namespace terrace
