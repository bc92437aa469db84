//===- RegisterTiling.cpp - Reductions into a tile of registers -----------===//
//
// linalg-register-tile (Terrace's own; MLIR gets there through the
// transform dialect: tile, vectorize, unroll): a linalg.generic on
// buffers that reduces into its output (a matmul, a convolution, a
// pooling) becomes loops over blocks of `rows` x `lanes` output elements,
// each block loaded once into values that the reduction loops carry
// (scf.for iter_args, registers in LLVM) and stored once after them.
//
//   lanes: along the loop that walks the output's last dimension, which
//          every operand reads in its last dimension by a constant step,
//          so that the block's loads and arithmetic are rows of vectors;
//   rows:  along another parallel loop of the output, preferably one that
//          the operand read along `lanes` does not depend on (a matmul's
//          i, a convolution's output channel), whose row of that operand
//          is then loaded once for every row of the block.
//
// Without it the innermost loop loads and stores its output at every
// step of every reduction (linalg-innermost-contiguous's order), and
// memory, not arithmetic, bounds the speed. Each output element still
// accumulates over the reduction loops in their order, one term at a
// time: results do not change by a bit. Blocks at the edges of the
// output take what is left (a smaller block of static size), so static
// shapes of any size are tiled; a dynamic size along either loop, or a
// body with effects or regions, leaves the op to convert-linalg-to-loops.
//
// RegisterTilePlan.cpp decides which loops a block spans and how the
// operands are laid out for it: a strided image copied by phase, an output
// narrower than a vector walked as one line over its rows (Phases,
// FlatRows); this file makes the copies, the loops and the blocks. In a
// block, arith.maximumf and minimumf become the compares and selects that
// give their bits (LLVM vectorizes those, not its llvm.maximum on x86).
// The loops of each distinct op go into a private function that every
// equivalent op calls (KernelTable), so LLVM compiles them once.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithDialect.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/builtin/BuiltinOps.h"
#include "dialects/common/ReshapeGroups.h"
#include "dialects/func/FuncOps.h"
#include "dialects/linalg/LinalgOps.h"
#include "dialects/linalg/StructuredOps.h"
#include "dialects/linalg/transforms/GenericBuilding.h"
#include "dialects/linalg/transforms/Passes.h"
#include "dialects/linalg/transforms/RegisterTilePlan.h"
#include "dialects/linalg/transforms/StructuredLoops.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/scf/SCFOps.h"
#include "interfaces/SideEffectInterfaces.h"
#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/OperationEquivalence.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <tuple>

using namespace terrace;
using namespace terrace::linalg;

namespace {

/// Makes the loops of one generic: the parallel loops outside the block
/// in their order, the blocks, and in each block the reduction loops in
/// their order carrying the block's elements.
class BlockEmitter {
public:
  BlockEmitter(PatternRewriter &rewriter, GenericOp generic,
               const BlockLoops &loops, int64_t maxLanes, int64_t maxRows)
      : rewriter(rewriter), op(generic), loops(loops), maxLanes(maxLanes),
        maxRows(maxRows), loc(op->getLoc()), maps(getIndexingMaps(op)),
        iterators(getIteratorTypes(op)), numInputs(getNumInputs(op)),
        output(op->getOperand(numInputs)) {}

  void emit() {
    rewriter.setInsertionPoint(op);
    llvm::SmallVector<OpFoldResult, 4> sizes =
        loopSizes(rewriter, op, maps, unsigned(iterators.size()));
    for (const OpFoldResult &size : sizes)
      upperBounds.push_back(valueOrConstant(rewriter, loc, size));
    ivs.assign(iterators.size(), Value());
    for (unsigned i = 0; i < numInputs; ++i)
      inputValues.push_back(op->getOperand(i));
    Value phaseBuffer;
    if (loops.phases) {
      phaseBuffer = byPhase(*loops.phases);
      inputValues[loops.phases->image] = phaseBuffer;
      maps[loops.phases->image] = loops.phases->map;
    }
    if (loops.flat) {
      // The image with its rows as one line; the row loop's place in the
      // maps held by 0 (the lanes carry the rows).
      Value image = inputValues[loops.flat->image];
      auto type = llvm::cast<MemRefType>(image.getType());
      ReassociationGroups groups;
      for (int64_t d = 0; d + 2 < type.getRank(); ++d)
        groups.push_back({d});
      groups.push_back({type.getRank() - 2, type.getRank() - 1});
      llvm::SmallVector<int64_t, 4> shape(type.getShape().drop_back(2));
      shape.push_back(type.getShape()[size_t(type.getRank() - 2)] *
                      type.getShape().back());
      inputValues[loops.flat->image] =
          create<memref::CollapseShapeOp>(
              rewriter, loc, with<"src">(image),
              with<"reassociation">(reassociationAttr(ctx(), groups)),
              with<"result">(
                  Type(MemRefType::get(shape, type.getElementType(),
                                       Attribute(), type.getMemorySpace()))))
              .result<"result">();
      maps[loops.flat->image] = loops.flat->imageMap;
      ivs[loops.flat->rowLoop] = constant(0);
      wideOutput();
    }
    outerLoops(0);
    if (loops.flat) {
      copyWideOutput(/*in=*/false);
      create<memref::DeallocOp>(rewriter, loc, with<"memref">(output));
    }
    if (phaseBuffer)
      create<memref::DeallocOp>(rewriter, loc, with<"memref">(phaseBuffer));
  }

private:
  /// With Phases: the image copied into a buffer laid out by phase. Every
  /// element of the buffer is written: where a phase runs past the
  /// image's edge, with the last row's or column's element (never read
  /// for an output element that is kept).
  Value byPhase(const Phases &phases) {
    Value image = op->getOperand(phases.image);
    auto type = llvm::cast<MemRefType>(image.getType());
    llvm::ArrayRef<int64_t> shape = type.getShape();
    auto rank = unsigned(shape.size());
    bool splitRows = phases.rowStride > 1;
    Value buffer = create<memref::AllocOp>(rewriter, loc,
                                           with<"dynamicSizes">(ValueRange()),
                                           with<"symbolOperands">(ValueRange()),
                                           with<"memref">(Type(phases.type)))
                       .result<"memref">();
    llvm::ArrayRef<int64_t> phaseShape = phases.type.getShape();
    int64_t rows = phaseShape[phaseShape.size() - 2];
    int64_t columns = phaseShape.back();
    // One nest per phase (static): the leading dimensions, the rows (the
    // image's row index clamped to its last), then the columns: those the
    // phase has inside the image, a unit-stride loop LLVM vectorizes, and
    // the one past its edge, if any, from the last column.
    auto nest = [&](int64_t rowPhase, int64_t columnPhase) {
      leadingLoops(image, rank - 2, [&](llvm::ArrayRef<Value> leading) {
        forLoop(
            constant(0), constant(rows), constant(1), {},
            [&](Value row, ValueRange) {
              Value from = row;
              if (splitRows)
                from = binary<arith::MinUIOp>(
                    offset(
                        binary<arith::MulIOp>(row, constant(phases.rowStride)),
                        rowPhase),
                    constant(shape[rank - 2] - 1));
              auto columnLoop = [&](int64_t lb, int64_t ub, bool clamp) {
                if (lb >= ub)
                  return;
                forLoop(constant(lb), constant(ub), constant(1), {},
                        [&](Value column, ValueRange) {
                          Value at =
                              offset(binary<arith::MulIOp>(
                                         column, constant(phases.columnStride)),
                                     columnPhase);
                          if (clamp)
                            at = binary<arith::MinUIOp>(
                                at, constant(shape[rank - 1] - 1));
                          llvm::SmallVector<Value, 6> source(leading.begin(),
                                                             leading.end());
                          source.push_back(from);
                          source.push_back(at);
                          llvm::SmallVector<Value, 6> target(leading.begin(),
                                                             leading.end());
                          if (splitRows)
                            target.push_back(constant(rowPhase));
                          target.push_back(constant(columnPhase));
                          target.push_back(row);
                          target.push_back(column);
                          copy(image, source, buffer, target);
                          return llvm::SmallVector<Value, 64>();
                        });
              };
              // Columns k with k * stride + phase inside the image.
              int64_t inside =
                  std::min(columns, (shape[rank - 1] - columnPhase +
                                     phases.columnStride - 1) /
                                        phases.columnStride);
              columnLoop(0, inside, /*clamp=*/false);
              columnLoop(inside, columns, /*clamp=*/true);
              return llvm::SmallVector<Value, 64>();
            });
      });
    };
    for (int64_t rowPhase = 0; rowPhase < phases.rowStride; ++rowPhase)
      for (int64_t columnPhase = 0; columnPhase < phases.columnStride;
           ++columnPhase)
        nest(rowPhase, columnPhase);
    return buffer;
  }

  /// With FlatRows: the output's rows, as the lanes walk them, in a buffer
  /// of their own (`output` from then on) whose last dimension is the
  /// line, the output's values copied in; the blocks then read and write
  /// it contiguously. Its columns past the output's start as copies of the
  /// last column (every element is defined).
  void wideOutput() {
    Value original = op->getOperand(numInputs);
    auto type = llvm::cast<MemRefType>(original.getType());
    llvm::SmallVector<int64_t, 4> shape(type.getShape().drop_back(2));
    shape.push_back(loops.laneSize);
    llvm::SmallVector<Value, 4> dynamicSizes;
    for (int64_t d = 0; d + 2 < type.getRank(); ++d)
      if (shape[size_t(d)] == kDynamic)
        dynamicSizes.push_back(dimOf(original, d));
    output = create<memref::AllocOp>(
                 rewriter, loc, with<"dynamicSizes">(ValueRange(dynamicSizes)),
                 with<"symbolOperands">(ValueRange()),
                 with<"memref">(
                     Type(MemRefType::get(shape, type.getElementType(),
                                          Attribute(), type.getMemorySpace()))))
                 .result<"memref">();
    // The blocks' map onto it: the output's leading dimensions, the lanes.
    AffineMapAttr map = maps[numInputs];
    llvm::SmallVector<AffineExpr, 4> results;
    for (unsigned r = 0; r + 2 < map.getNumResults(); ++r)
      results.push_back(map.getResult(r));
    results.push_back(AffineExpr::getDim(ctx(), loops.lanes));
    maps[numInputs] = AffineMapAttr::get(ctx(), map.getNumDims(),
                                         map.getNumSymbols(), results);
    copyWideOutput(/*in=*/true);
  }

  /// Copies the output into the wide buffer (`in`: every lane p from row
  /// p / width, column min(p % width, last column)) or back (every
  /// element from lane row * width + column).
  void copyWideOutput(bool in) {
    const FlatRows &flat = *loops.flat;
    Value original = op->getOperand(numInputs);
    auto rank = unsigned(llvm::cast<MemRefType>(original.getType()).getRank());
    leadingLoops(original, rank - 2, [&](llvm::ArrayRef<Value> leading) {
      auto at = [&](Value last) {
        llvm::SmallVector<Value, 4> indices(leading.begin(), leading.end());
        indices.push_back(last);
        return indices;
      };
      auto at2 = [&](Value row, Value column) {
        llvm::SmallVector<Value, 4> indices(leading.begin(), leading.end());
        indices.push_back(row);
        indices.push_back(column);
        return indices;
      };
      if (in) {
        forLoop(constant(0), constant(loops.laneSize), constant(1), {},
                [&](Value p, ValueRange) {
                  Value width = constant(flat.width);
                  Value row = binary<arith::DivUIOp>(p, width);
                  Value column =
                      binary<arith::MinUIOp>(binary<arith::RemUIOp>(p, width),
                                             constant(flat.outputWidth - 1));
                  copy(original, at2(row, column), output, at(p));
                  return llvm::SmallVector<Value, 64>();
                });
        return;
      }
      forLoop(constant(0), constant(flat.outputRows), constant(1), {},
              [&](Value row, ValueRange) {
                forLoop(constant(0), constant(flat.outputWidth), constant(1),
                        {}, [&](Value column, ValueRange) {
                          Value p = binary<arith::AddIOp>(
                              binary<arith::MulIOp>(row, constant(flat.width)),
                              column);
                          copy(output, at(p), original, at2(row, column));
                          return llvm::SmallVector<Value, 64>();
                        });
                return llvm::SmallVector<Value, 64>();
              });
    });
  }

  /// Loops over the first `count` dimensions of `memref` (static or not)
  /// around what `body` makes with their induction variables.
  void leadingLoops(Value memref, unsigned count,
                    llvm::function_ref<void(llvm::ArrayRef<Value>)> body) {
    llvm::SmallVector<Value, 4> ivs;
    std::function<void(unsigned)> nest = [&](unsigned d) {
      if (d == count)
        return body(ivs);
      forLoop(constant(0), dimOf(memref, d), constant(1), {},
              [&](Value iv, ValueRange) {
                ivs.push_back(iv);
                nest(d + 1);
                ivs.pop_back();
                return llvm::SmallVector<Value, 64>();
              });
    };
    nest(0);
  }

  void copy(Value from, llvm::ArrayRef<Value> fromIndices, Value to,
            llvm::ArrayRef<Value> toIndices) {
    Value value = create<memref::LoadOp>(
                      rewriter, loc, with<"memref">(from),
                      with<"indices">(ValueRange(fromIndices)),
                      with<"nontemporal">(constraints::falseAttr(ctx())))
                      .result<"result">();
    create<memref::StoreOp>(rewriter, loc, with<"value">(value),
                            with<"memref">(to),
                            with<"indices">(ValueRange(toIndices)),
                            with<"nontemporal">(constraints::falseAttr(ctx())));
  }

  /// Dimension `d` of `memref`: a constant where static.
  Value dimOf(Value memref, int64_t d) {
    auto type = llvm::cast<MemRefType>(memref.getType());
    int64_t size = type.getShape()[size_t(d)];
    if (size != kDynamic)
      return constant(size);
    return create<memref::DimOp>(rewriter, loc, with<"source">(memref),
                                 with<"index">(constant(d)))
        .result<"result">();
  }

  /// The parallel loops outside the block, from `loop` on.
  void outerLoops(unsigned loop) {
    for (; loop < iterators.size(); ++loop)
      if (iterators[loop] == uint64_t(IteratorType::Parallel) &&
          loop != loops.lanes && loop != loops.rows &&
          !(loops.flat && loop == loops.flat->rowLoop))
        break;
    if (loop == iterators.size())
      return rowBlocks();
    forLoop(constant(0), upperBounds[loop], constant(1), {},
            [&](Value iv, ValueRange) {
              ivs[loop] = iv;
              outerLoops(loop + 1);
              return llvm::SmallVector<Value, 64>();
            });
  }

  /// Blocks of `maxRows` rows, then one of the rows left.
  void rowBlocks() {
    if (!loops.rows)
      return laneBlocks(Value(), 1);
    int64_t rows = std::min(maxRows, loops.rowSize);
    int64_t whole = loops.rowSize / rows * rows;
    forLoop(constant(0), constant(whole), constant(rows), {},
            [&](Value row, ValueRange) {
              laneBlocks(row, rows);
              return llvm::SmallVector<Value, 64>();
            });
    if (whole < loops.rowSize)
      laneBlocks(constant(whole), loops.rowSize - whole);
  }

  /// Blocks of `maxLanes` lanes at row `row`, then one of the lanes left.
  void laneBlocks(Value row, int64_t rows) {
    int64_t lanes = std::min(maxLanes, loops.laneSize);
    int64_t whole = loops.laneSize / lanes * lanes;
    forLoop(constant(0), constant(whole), constant(lanes), {},
            [&](Value lane, ValueRange) {
              block(row, rows, lane, lanes);
              return llvm::SmallVector<Value, 64>();
            });
    if (whole < loops.laneSize)
      block(row, rows, constant(whole), loops.laneSize - whole);
  }

  /// The block of `rows` x `lanes` elements from (`row`, `lane`): loaded,
  /// carried through the reductions, stored.
  void block(Value row, int64_t rows, Value lane, int64_t lanes) {
    blockIndices.clear();
    blockRows.clear();
    blockRowCount = rows;
    blockLanes.clear();
    for (int64_t r = 0; row && r < rows; ++r)
      blockRows.push_back(offset(row, r));
    for (int64_t l = 0; l < lanes; ++l)
      blockLanes.push_back(offset(lane, l));
    Value init = output;
    llvm::SmallVector<Value, 64> elements;
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t l = 0; l < lanes; ++l)
        elements.push_back(load(init, maps[numInputs], r, l));
    llvm::SmallVector<Value, 64> results = reductions(0, elements);
    unsigned k = 0;
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t l = 0; l < lanes; ++l)
        create<memref::StoreOp>(
            rewriter, loc, with<"value">(results[k++]), with<"memref">(init),
            with<"indices">(indices(maps[numInputs], r, l)),
            with<"nontemporal">(constraints::falseAttr(ctx())));
  }

  /// arith.maximumf (`max`) or arith.minimumf of `a` and `b` as compares
  /// and selects, to the bit what the op gives: a NaN for a NaN operand,
  /// of equal operands (+0 and -0) the one the sign says, else the larger
  /// (smaller). LLVM's cost model on x86 prices its llvm.maximum as
  /// scalars and leaves a block of them unvectorized; compares and
  /// selects it vectorizes.
  Value selectExtremum(bool max, Value a, Value b) {
    Context &c = ctx();
    Type i1 = IntegerType::get(c, 1), i64 = IntegerType::get(c, 64);
    auto compare = [&](arith::CmpFPredicate predicate) {
      return create<arith::CmpFOp>(
                 rewriter, loc,
                 with<"predicate">(IntegerAttr::get(i64, uint64_t(predicate))),
                 with<"lhs">(a), with<"rhs">(b), with<"result">(i1))
          .result<"result">();
    };
    auto select = [&](Value condition, Value ifTrue, Value ifFalse) {
      return create<arith::SelectOp>(
                 rewriter, loc, with<"condition">(condition),
                 with<"true_value">(ifTrue), with<"false_value">(ifFalse),
                 with<"result">(ifTrue.getType()))
          .result<"result">();
    };
    Type bits = IntegerType::get(c, a.getType().getIntOrFloatBitWidth());
    Value aBits = create<arith::BitcastOp>(rewriter, loc, with<"in">(a),
                                           with<"out">(bits))
                      .result<"out">();
    Value zero = create<arith::ConstantOp>(
                     rewriter, loc, with<"value">(IntegerAttr::get(bits, 0)),
                     with<"result">(bits))
                     .result<"result">();
    Value aNegative =
        create<arith::CmpIOp>(rewriter, loc,
                              with<"predicate">(IntegerAttr::get(
                                  i64, uint64_t(arith::CmpIPredicate::slt))),
                              with<"lhs">(aBits), with<"rhs">(zero),
                              with<"result">(i1))
            .result<"result">();
    // Equal: max takes b where a is negative (-0 against +0), min a.
    Value equal = max ? select(aNegative, b, a) : select(aNegative, a, b);
    Value ordered = select(
        compare(max ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT), a,
        b);
    Value nan = binary<arith::AddFOp>(a, b);
    return select(compare(arith::CmpFPredicate::UNO), nan,
                  select(compare(arith::CmpFPredicate::OEQ), equal, ordered));
  }

  template <typename OpT> Value binary(Value lhs, Value rhs) {
    return create<OpT>(rewriter, loc, with<"lhs">(lhs), with<"rhs">(rhs),
                       with<"result">(lhs.getType()))
        .template result<"result">();
  }

  /// The reduction loops from `loop` on, carrying `elements`; returns
  /// what they hold after the last step.
  llvm::SmallVector<Value, 64> reductions(unsigned loop,
                                          llvm::ArrayRef<Value> elements) {
    while (loop < iterators.size() &&
           iterators[loop] != uint64_t(IteratorType::Reduction))
      ++loop;
    if (loop == iterators.size())
      return bodies(elements);
    return forLoop(constant(0), upperBounds[loop], constant(1), elements,
                   [&](Value iv, ValueRange carried) {
                     ivs[loop] = iv;
                     return reductions(loop + 1, llvm::to_vector(carried));
                   });
  }

  /// One step of the reductions for every element of the block: each
  /// input element loaded once (an operand that does not depend on the
  /// rows or the lanes is loaded once for all of them), then the body
  /// once per element.
  llvm::SmallVector<Value, 64> bodies(llvm::ArrayRef<Value> elements) {
    bodyIndices.clear();
    inBodies = true;
    auto leave = llvm::make_scope_exit([&] { inBodies = false; });
    int64_t rows = blockRowCount, lanes = int64_t(blockLanes.size());
    // inputs[i][r * lanes + l]: input i's element for element (r, l).
    llvm::SmallVector<llvm::SmallVector<Value, 64>, 4> inputs(numInputs);
    for (unsigned i = 0; i < numInputs; ++i) {
      Value operand = inputValues[i];
      bool byRow = loops.rows && usesLoop(maps[i], *loops.rows);
      bool byLane = usesLoop(maps[i], loops.lanes);
      llvm::DenseMap<std::pair<int64_t, int64_t>, Value> loaded;
      for (int64_t r = 0; r < rows; ++r)
        for (int64_t l = 0; l < lanes; ++l) {
          if (!llvm::isa<ShapedType>(operand.getType())) {
            inputs[i].push_back(operand);
            continue;
          }
          std::pair<int64_t, int64_t> key{byRow ? r : -1, byLane ? l : -1};
          Value &value = loaded[key];
          if (!value)
            value = load(operand, maps[i], r, l);
          inputs[i].push_back(value);
        }
    }
    Block &body = op->getRegion(0).front();
    Operation *terminator = body.getTerminator();
    llvm::SmallVector<Value, 64> results;
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t l = 0; l < lanes; ++l) {
        size_t k = size_t(r * lanes + l);
        llvm::DenseMap<Value, Value> mapper;
        llvm::DenseMap<Block *, Block *> blockMapper;
        for (unsigned i = 0; i < numInputs; ++i)
          mapper[Value(body.getArgument(i))] = inputs[i][k];
        mapper[Value(body.getArgument(numInputs))] = elements[k];
        for (Operation &inner : body) {
          if (&inner == terminator)
            break;
          if (llvm::isa<arith::MaximumFOp, arith::MinimumFOp>(&inner)) {
            auto mapped = [&](Value v) {
              auto it = mapper.find(v);
              return it == mapper.end() ? v : it->second;
            };
            mapper[inner.getResult(0)] = selectExtremum(
                llvm::isa<arith::MaximumFOp>(&inner),
                mapped(inner.getOperand(0)), mapped(inner.getOperand(1)));
            continue;
          }
          if (auto index = llvm::dyn_cast<IndexOp>(&inner)) {
            auto dim = unsigned(index.property<"dim", IntegerAttr>().getInt());
            mapper[inner.getResult(0)] = elementIvs(r, l)[dim];
            continue;
          }
          rewriter.insert(inner.clone(mapper, blockMapper));
        }
        Value yielded = terminator->getOperand(0);
        auto it = mapper.find(yielded);
        results.push_back(it == mapper.end() ? yielded : it->second);
      }
    return results;
  }

  /// `operand`'s element for the block's element (r, l).
  Value load(Value operand, AffineMapAttr map, int64_t r, int64_t l) {
    return create<memref::LoadOp>(
               rewriter, loc, with<"memref">(operand),
               with<"indices">(indices(map, r, l)),
               with<"nontemporal">(constraints::falseAttr(ctx())))
        .result<"result">();
  }

  /// The indices `map` gives at the block's element (r, l): a loop's
  /// variable where a result is that loop alone, an affine.apply where it
  /// is more.
  llvm::SmallVector<Value, 4> indices(AffineMapAttr map, int64_t r, int64_t l) {
    llvm::SmallVector<Value, 8> at = elementIvs(r, l);
    llvm::SmallVector<Value, 4> result;
    for (unsigned k = 0; k < map.getNumResults(); ++k) {
      AffineExpr expr = map.getResult(k);
      if (expr.getKind() == AffineExprKind::DimId) {
        result.push_back(at[size_t(expr.getValue())]);
        continue;
      }
      // The same expression at the same row and lane (or any, where it
      // does not depend on them) is made once per step of the
      // reductions: a phase or a row offset serves every lane.
      std::tuple<const void *, int64_t, int64_t> key{
          expr.getImpl(),
          loops.rows && expr.isFunctionOfDim(*loops.rows) ? r : -1,
          expr.isFunctionOfDim(loops.lanes) ? l : -1};
      Value &index = (inBodies ? bodyIndices : blockIndices)[key];
      if (!index) {
        AffineMapAttr one = AffineMapAttr::get(ctx(), map.getNumDims(),
                                               map.getNumSymbols(), {expr});
        index = indicesAt(rewriter, loc, one, at).front();
      }
      result.push_back(index);
    }
    return result;
  }

  /// Every loop's induction variable at the block's element (r, l).
  llvm::SmallVector<Value, 8> elementIvs(int64_t r, int64_t l) {
    llvm::SmallVector<Value, 8> at(ivs);
    if (loops.rows)
      at[*loops.rows] = blockRows[size_t(r)];
    at[loops.lanes] = blockLanes[size_t(l)];
    return at;
  }

  Value offset(Value base, int64_t by) {
    if (by == 0)
      return base;
    return create<arith::AddIOp>(rewriter, loc, with<"lhs">(base),
                                 with<"rhs">(constant(by)),
                                 with<"result">(base.getType()))
        .result<"result">();
  }

  /// An index constant, made once, before the loops.
  Value constant(int64_t value) {
    Value &known = constants[value];
    if (known)
      return known;
    Block *savedBlock = rewriter.getInsertionBlock();
    Block::iterator savedPoint = rewriter.getInsertionPoint();
    rewriter.setInsertionPoint(outermost ? outermost : op);
    known = createIndexConstant(rewriter, loc, value);
    rewriter.setInsertionPoint(savedBlock, savedPoint);
    return known;
  }

  Context &ctx() { return rewriter.getContext(); }

  /// An scf.for from `lb` to `ub` by `step` carrying `inits`, its body
  /// made by `body(iv, carried)`, which returns what to yield. Returns
  /// the loop's results; the insertion point is after the loop.
  llvm::SmallVector<Value, 64>
  forLoop(Value lb, Value ub, Value step, llvm::ArrayRef<Value> inits,
          llvm::function_ref<llvm::SmallVector<Value, 64>(Value, ValueRange)>
              body) {
    llvm::SmallVector<Type, 64> types;
    for (Value init : inits)
      types.push_back(init.getType());
    auto loop = create<scf::ForOp>(rewriter, loc, with<"lowerBound">(lb),
                                   with<"upperBound">(ub), with<"step">(step),
                                   with<"initArgs">(ValueRange(inits)),
                                   with<"results">(TypeRange(types)));
    if (!outermost)
      outermost = loop;
    auto *block = new Block();
    loop.region<"region">().push_back(block);
    Value iv = block->addArgument(IndexType::get(ctx()), loc);
    for (Type type : types)
      block->addArgument(type, loc);
    Block *savedBlock = rewriter.getInsertionBlock();
    Block::iterator savedPoint = rewriter.getInsertionPoint();
    rewriter.setInsertionPointToEnd(block);
    llvm::SmallVector<Value, 64> yielded =
        body(iv, ValueRange(block->getArguments()).drop_front());
    create<scf::YieldOp>(rewriter, loc, with<"results">(ValueRange(yielded)));
    rewriter.setInsertionPoint(savedBlock, savedPoint);
    Operation *loopOp = loop;
    return llvm::to_vector<64>(loopOp->getResults());
  }

  PatternRewriter &rewriter;
  Operation *op;
  BlockLoops loops;
  int64_t maxLanes, maxRows;
  Location loc;
  llvm::SmallVector<AffineMapAttr, 4> maps;
  llvm::SmallVector<uint64_t, 4> iterators;
  unsigned numInputs;
  llvm::SmallVector<Value, 8> upperBounds;
  /// The induction variable of each loop made so far.
  llvm::SmallVector<Value, 8> ivs;
  /// What the blocks read and write: the init, or with FlatRows the wide
  /// buffer standing for it.
  Value output;
  /// What the blocks read: the inputs, the image as Phases and FlatRows
  /// lay it out where they do (`maps` its maps).
  llvm::SmallVector<Value, 4> inputValues;
  /// The index constants made, before the outermost loop.
  llvm::DenseMap<int64_t, Value> constants;
  Operation *outermost = nullptr;
  /// The current block's row and lane indices.
  llvm::SmallVector<Value, 16> blockRows, blockLanes;
  /// Indices made at the block's level (before and after its reductions)
  /// and in its innermost reduction body, by expression, row and lane.
  using IndexKey = std::tuple<const void *, int64_t, int64_t>;
  std::map<IndexKey, Value> blockIndices, bodyIndices;
  bool inBodies = false;
  /// The current block's rows (1 without a rows loop).
  int64_t blockRowCount = 1;
};

/// The most elements a block holds (the body is cloned for each).
constexpr int64_t kMaxElements = 192;

/// The tiled loops as functions of their own, one per distinct op: the
/// layers of a network that share a shape (three 512-channel 3x3
/// convolutions of ResNet-18's last stage) share one, which LLVM then
/// optimizes and compiles once. Only where the pass runs on a module and
/// the op's body reads nothing from outside it.
class KernelTable {
public:
  ~KernelTable() {
    for (auto &[prototype, name] : made)
      prototype->erase();
  }
  KernelTable(const KernelTable &) = delete;
  KernelTable &operator=(const KernelTable &) = delete;

  explicit KernelTable(Operation *root)
      : module(llvm::isa<builtin::ModuleOp>(root) ? root : nullptr) {
    if (!module)
      return;
    for (Operation &op : module->getRegion(0).front())
      if (StringAttr name = symbol_table::getSymbolName(&op))
        taken.insert(name.getValue());
  }

  /// Replaces `op` by a call of the function that holds its loops (made
  /// by `tile` from a copy of `op`, or found already made); false where
  /// it cannot.
  bool outline(PatternRewriter &rewriter, Operation *op,
               llvm::function_ref<void(Operation *)> tile) {
    Operation *function = op;
    while (function && function->getParentOp() != module)
      function = function->getParentOp();
    if (!module || !function || !readsOnlyItsArguments(op))
      return false;
    Context &ctx = op->getContext();
    Location loc = op->getLoc();
    llvm::SmallVector<Type, 4> inputs(op->getOperandTypes());
    rewriter.setInsertionPoint(function);
    auto kernel = func::FuncOp::buildPrivate(
        rewriter, loc, "register_tile", FunctionType::get(ctx, inputs, {}));
    auto *entry = new Block();
    Operation *kernelOp = kernel;
    kernelOp->getRegion(0).push_back(entry);
    llvm::DenseMap<Value, Value> mapper;
    llvm::DenseMap<Block *, Block *> blockMapper;
    for (auto [operand, type] : llvm::zip_equal(op->getOperands(), inputs))
      mapper[operand] = entry->addArgument(type, loc);
    rewriter.setInsertionPointToEnd(entry);
    Operation *copy = rewriter.insert(op->clone(mapper, blockMapper));
    func::ReturnOp::build(rewriter, loc, {});
    // An equivalent function made before (compared while both carry the
    // placeholder name and the op untiled) serves this op too.
    std::string *name = nullptr;
    for (auto &[prototype, known] : made)
      if (isEquivalentTo(kernelOp, prototype, /*ignoreLocations=*/true)) {
        name = &known;
        break;
      }
    if (name) {
      rewriter.eraseOp(kernelOp);
    } else {
      made.push_back({kernelOp->clone(), uniqueName("register_tile_kernel")});
      name = &made.back().second;
      kernelOp->setAttr("sym_name", StringAttr::get(ctx, *name));
      tile(copy);
    }
    rewriter.setInsertionPoint(op);
    func::CallOp::build(rewriter, loc, SymbolRefAttr::get(ctx, *name), {},
                        op->getOperands());
    rewriter.eraseOp(op);
    return true;
  }

private:
  /// Whether every value the op's body uses is its own or an argument.
  static bool readsOnlyItsArguments(Operation *op) {
    Region &body = op->getRegion(0);
    bool isolated = true;
    op->walk([&](Operation *inner) {
      if (inner == op)
        return;
      for (Value operand : inner->getOperands()) {
        Block *block = operand.getParentBlock();
        if (!block || !body.isAncestor(block->getParent()))
          isolated = false;
      }
    });
    return isolated;
  }

  std::string uniqueName(llvm::StringRef base) {
    std::string name = base.str();
    for (unsigned n = 0; taken.contains(name); ++n)
      name = (base + "_" + llvm::Twine(n)).str();
    taken.insert(name);
    return name;
  }

  Operation *module;
  llvm::StringSet<> taken;
  /// Each function made, as it was before its op was tiled (outside the
  /// IR), and its name.
  std::vector<std::pair<Operation *, std::string>> made;
};

class LinalgRegisterTile : public PassBase<LinalgRegisterTile> {
public:
  LinalgRegisterTile()
      : PassBase("linalg-register-tile", "LinalgRegisterTilePass") {
    option("vector-bits",
           "Bits of a vector register: a block's lanes are two of them",
           vectorBits);
    option("accumulators",
           "Vector registers a block's elements may take (its rows)",
           accumulators);
    statistic("num-tiled", "Number of linalg.generic ops tiled", numTiled);
    statistic("num-flattened",
              "Number of them whose output rows were walked as one line",
              numFlattened);
  }

  void runOnOperation() override {
    llvm::SmallVector<std::pair<Operation *, BlockLoops>, 8> found;
    getOperation()->walk([&](Operation *op) {
      if (std::optional<BlockLoops> loops = blockLoops(op, vectorBits))
        found.push_back({op, *loops});
    });
    if (found.empty()) {
      markAllAnalysesPreserved();
      return;
    }
    Operation *root = getOperation();
    PatternRewriter rewriter(root->getContext());
    KernelTable kernels(root);
    for (auto &[op, loops] : found) {
      auto type =
          llvm::cast<MemRefType>(op->getOperand(getNumInputs(op)).getType());
      int64_t perVector = lanesPerVector(type, vectorBits);
      int64_t lanes =
          std::min({loops.laneSize, 2 * perVector, kMaxElements / 4});
      int64_t vectors = (lanes + perVector - 1) / perVector;
      // At most kMaxElements elements: the body is cloned for each.
      int64_t rows = loops.rows ? std::clamp<int64_t>(accumulators / vectors, 1,
                                                      kMaxElements / lanes)
                                : 1;
      auto tile = [&](Operation *generic) {
        BlockEmitter(rewriter, GenericOp::wrap(generic), loops, lanes, rows)
            .emit();
        rewriter.eraseOp(generic);
      };
      if (loops.flat)
        ++numFlattened;
      ++numTiled;
      if (!kernels.outline(rewriter, op, tile))
        tile(op);
    }
  }

private:
  unsigned vectorBits = 512;
  unsigned accumulators = 8;
  uint64_t numTiled = 0;
  uint64_t numFlattened = 0;
};

} // namespace

std::unique_ptr<Pass> terrace::createLinalgRegisterTilePass() {
  return std::make_unique<LinalgRegisterTile>();
}
