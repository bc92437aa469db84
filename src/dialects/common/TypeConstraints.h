//===- TypeConstraints.h - Type constraints op tables share ---------------===//
//
// The constraints of MLIR's ODS that op tables use, with the words MLIR's
// verifier prints for them ("signless-integer-like").
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ir/OperationName.h"

namespace terrace {
class AffineMapAttr;
class BoolAttr;
class DenseArrayAttr;
class IntegerAttr;
class StringAttr;
class SymbolRefAttr;
class UnitAttr;

namespace constraints {

/// Signless integer or index, or a vector/tensor of them.
extern const TypeConstraint SignlessIntegerLike;
/// Signless integer (not index), or a vector/tensor of them.
extern const TypeConstraint SignlessFixedWidthIntegerLike;
/// Any float, or a vector/tensor of floats.
extern const TypeConstraint FloatLike;
/// i1, or a vector/tensor of i1.
extern const TypeConstraint BoolLike;
/// SignlessIntegerLike, or a memref of signless integers or index.
extern const TypeConstraint IndexCastable;
/// Signless integer or float (or vector/tensor), or a memref of them.
extern const TypeConstraint BitcastCompatible;
/// Any type.
extern const TypeConstraint AnyType;
/// Exactly i1 (buildable: formats need not spell it).
extern const TypeConstraint I1;
/// `index`.
extern const TypeConstraint Index;
/// Any integer type, signless or not (read as MLIR's IntegerType).
extern const TypeConstraint AnyInteger;
/// A function type (read as MLIR's FunctionType).
extern const TypeConstraint FunctionTypeConstraint;

/// The element type of a vector or tensor, else the type itself: what the
/// "-like" constraints look at (a memref is not integer-like).
Type elementTypeOrSelf(Type type);
/// The element type of any shaped type (memrefs too), else the type
/// itself (MLIR's getElementTypeOrSelf): a structured op's block argument.
Type shapedElementTypeOrSelf(Type type);
/// i1 with the shape of `type` when it is a vector or tensor, else i1 (the
/// result type of compares and classifications).
Type boolLikeOf(Type type);

/// Result type hooks (OpDefinition::inferResultTypes) shared by dialects:
/// i1 of the first operand's shape (compares, classifications), the first
/// operand's type, and twice the first operand's type (extended ops).
llvm::LogicalResult inferBoolLike(Context &ctx, const InferTypeInputs &inputs,
                                  llvm::SmallVectorImpl<Type> &out);
llvm::LogicalResult inferFirstOperand(Context &ctx,
                                      const InferTypeInputs &inputs,
                                      llvm::SmallVectorImpl<Type> &out);
/// The element type of the first operand (a vector, tensor or memref):
/// extract, load.
llvm::LogicalResult inferElementOfFirst(Context &ctx,
                                        const InferTypeInputs &inputs,
                                        llvm::SmallVectorImpl<Type> &out);
llvm::LogicalResult inferTwoOfFirstOperand(Context &ctx,
                                           const InferTypeInputs &inputs,
                                           llvm::SmallVectorImpl<Type> &out);

/// A 64-bit signless integer (MLIR's I64Attr); formats spell the number.
extern const TypedAttrConstraint<IntegerAttr> I64Property;
/// A UnitAttr property: present or absent.
extern const TypedAttrConstraint<UnitAttr> UnitProperty;
/// `true` or `false` (MLIR's BoolAttr), and `false` as a default.
extern const TypedAttrConstraint<BoolAttr> BoolProperty;
Attribute falseAttr(Context &ctx);
/// Any attribute at all (MLIR's AnyAttr).
extern const AttrConstraint AnyAttrProperty;
/// An affine map (MLIR's AffineMapAttr); formats spell the map bare.
extern const TypedAttrConstraint<AffineMapAttr> AffineMapProperty;
/// A string (MLIR's StrAttr).
extern const TypedAttrConstraint<StringAttr> StringProperty;
/// A string that names a symbol, spelled `@name` by formats (MLIR's
/// SymbolNameAttr).
extern const TypedAttrConstraint<StringAttr> SymbolNameProperty;
/// MLIR's DenseI32ArrayAttr and DenseI64ArrayAttr as properties: formats
/// spell them `[1, 2]`; another kind of attribute fails while parsing
/// (property conversion), as in mlir-opt.
extern const TypedAttrConstraint<DenseArrayAttr> DenseI32ArrayProperty;
extern const TypedAttrConstraint<DenseArrayAttr> DenseI64ArrayProperty;
/// A reference to a symbol of the nearest symbol table, `@name` (MLIR's
/// FlatSymbolRefAttr).
extern const TypedAttrConstraint<SymbolRefAttr> FlatSymbolRefProperty;

} // namespace constraints
} // namespace terrace
