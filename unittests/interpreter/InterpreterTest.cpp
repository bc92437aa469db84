//===- InterpreterTest.cpp - The interpreter's C++ API --------------------===//
#include "TestSupport.h"

#include "interpreter/Interpreter.h"
#include "interpreter/NumpyFile.h"
#include "ir/Block.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "ir/Verifier.h"
#include "tools/InitAll/InitAll.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstring>

using namespace terrace;
using namespace terrace::interp;

namespace {

class InterpreterTest : public ::testing::Test {
protected:
  InterpreterTest() {
    registerAllDialects(ctx);
    registerAllSemantics(ctx);
    collectDiagnostics(ctx, diagnostics);
  }
  Operation *function(llvm::StringRef text, llvm::StringRef name) {
    module = parseText(sm, ctx, text);
    if (!module || failed(verify(module)))
      return nullptr;
    return symbol_table::lookupSymbolIn(module, StringAttr::get(ctx, name));
  }
  ~InterpreterTest() override {
    if (module)
      module->erase();
  }
  Context ctx;
  llvm::SourceMgr sm;
  Operation *module = nullptr;
  std::vector<Diagnostic> diagnostics;
};

TensorRef makeF32(Context &ctx, llvm::ArrayRef<int64_t> shape,
                  llvm::ArrayRef<float> values) {
  TensorRef t = Tensor::create(FloatType::get(ctx, TypeKind::F32), shape);
  for (auto [i, v] : llvm::enumerate(values))
    t->store(int64_t(i), std::bit_cast<uint32_t>(v));
  return t;
}

float f32At(const Tensor &t, int64_t i) {
  return std::bit_cast<float>(uint32_t(t.load(i)));
}

TEST_F(InterpreterTest, CallsAFunctionOnTensorsAndScalars) {
  Operation *f = function(R"(
    func.func @scale(%t: tensor<3xf32>, %s: f32) -> (tensor<3xf32>, i32) {
      %st = tensor.splat %s : tensor<3xf32>
      %r = arith.mulf %t, %st : tensor<3xf32>
      %c = arith.constant 7 : i32
      return %r, %c : tensor<3xf32>, i32
    })",
                          "scale");
  ASSERT_NE(f, nullptr);
  Interpreter interpreter;
  llvm::SmallVector<RuntimeValue, 2> results;
  RuntimeValue args[] = {
      RuntimeValue::tensor(makeF32(ctx, {3}, {1.0f, -2.0f, 0.5f})),
      RuntimeValue::scalar(std::bit_cast<uint32_t>(4.0f))};
  ASSERT_TRUE(succeeded(interpreter.call(f, args, results)));
  ASSERT_EQ(results.size(), 2u);
  ASSERT_TRUE(results[0].isTensor());
  const Tensor &r = *results[0].getTensor();
  EXPECT_EQ(r.getShape(), llvm::ArrayRef<int64_t>({3}));
  EXPECT_EQ(f32At(r, 0), 4.0f);
  EXPECT_EQ(f32At(r, 1), -8.0f);
  EXPECT_EQ(f32At(r, 2), 2.0f);
  ASSERT_TRUE(results[1].isScalar());
  EXPECT_EQ(results[1].getScalar(), 7u);
  // The argument tensor is a value: the call left it as it was.
  EXPECT_EQ(f32At(*args[0].getTensor(), 1), -2.0f);
}

TEST_F(InterpreterTest, TensorInsertDoesNotChangeItsOperand) {
  Operation *f = function(R"(
    func.func @f(%t: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
      %c0 = arith.constant 0 : index
      %v = arith.constant 9.0 : f32
      %u = tensor.insert %v into %t[%c0] : tensor<2xf32>
      return %t, %u : tensor<2xf32>, tensor<2xf32>
    })",
                          "f");
  ASSERT_NE(f, nullptr);
  Interpreter interpreter;
  llvm::SmallVector<RuntimeValue, 2> results;
  RuntimeValue args[] = {RuntimeValue::tensor(makeF32(ctx, {2}, {1.0f, 2.0f}))};
  ASSERT_TRUE(succeeded(interpreter.call(f, args, results)));
  EXPECT_EQ(f32At(*results[0].getTensor(), 0), 1.0f);
  EXPECT_EQ(f32At(*results[1].getTensor(), 0), 9.0f);
  EXPECT_EQ(f32At(*results[1].getTensor(), 1), 2.0f);
}

TEST_F(InterpreterTest, UndefinedBehaviourIsAnErrorAtTheOp) {
  Operation *f = function(R"(
    func.func @f(%a: i32, %b: i32) -> i32 {
      %q = arith.remui %a, %b : i32
      return %q : i32
    })",
                          "f");
  ASSERT_NE(f, nullptr);
  Interpreter interpreter;
  llvm::SmallVector<RuntimeValue, 1> results;
  RuntimeValue args[] = {RuntimeValue::scalar(5), RuntimeValue::scalar(0)};
  EXPECT_TRUE(failed(interpreter.call(f, args, results)));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].message, "'arith.remui' op divides by zero");
}

TEST_F(InterpreterTest, NumpyFilesRoundTrip) {
  TensorRef t = Tensor::create(IntegerType::get(ctx, 16), {2, 3});
  for (int64_t i = 0; i < 6; ++i)
    t->store(i, uint64_t(i * 1000 - 2500) & 0xffff);
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("roundtrip", "npy", path));
  ASSERT_FALSE(bool(writeNumpy(*t, path)));
  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(buffer));
  llvm::Expected<TensorRef> back = readNumpy(ctx, (*buffer)->getBuffer(), path);
  llvm::sys::fs::remove(path);
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ((*back)->getElementType(), IntegerType::get(ctx, 16));
  EXPECT_EQ((*back)->getShape(), llvm::ArrayRef<int64_t>({2, 3}));
  for (int64_t i = 0; i < 6; ++i)
    EXPECT_EQ(signExtend((*back)->load(i), 16), i * 1000 - 2500);
}

TEST_F(InterpreterTest, ElementsPackAtTheirStorageSize) {
  // complex<f64>: 16 bytes, the real part's f64 then the imaginary part's
  // (NumPy's complex128), one slot of 128 bits.
  Type f64 = FloatType::get(ctx, TypeKind::F64);
  TensorRef wide = Tensor::create(ComplexType::get(f64), {2});
  double parts[4] = {0.1, -1e300, 2.5, 3.0};
  std::memcpy(wide->data(), parts, sizeof parts);
  ASSERT_EQ(wide->sizeInBytes(), sizeof parts);
  Slot second = wide->load(1);
  EXPECT_EQ(std::bit_cast<double>(uint64_t(second)), 2.5);
  EXPECT_EQ(std::bit_cast<double>(uint64_t(second >> 64)), 3.0);
  wide->store(0, second);
  double back[4];
  std::memcpy(back, wide->data(), sizeof back);
  EXPECT_EQ(back[0], 2.5);
  EXPECT_EQ(back[1], 3.0);
  EXPECT_EQ(back[2], 2.5);

  // i1 and i16: a store writes its own element only, and a load gives
  // the bits of the width, zero above.
  TensorRef flags = Tensor::create(IntegerType::get(ctx, 1), {3});
  flags->store(1, 1);
  EXPECT_EQ(flags->sizeInBytes(), 3u);
  EXPECT_EQ(uint64_t(flags->load(0)), 0u);
  EXPECT_EQ(uint64_t(flags->load(1)), 1u);
  EXPECT_EQ(uint64_t(flags->load(2)), 0u);
  TensorRef halves = Tensor::create(IntegerType::get(ctx, 16), {3});
  halves->store(1, 0xfffe);
  EXPECT_EQ(uint64_t(halves->load(0)), 0u);
  EXPECT_EQ(uint64_t(halves->load(1)), 0xfffeu);
  EXPECT_EQ(uint64_t(halves->load(2)), 0u);
  EXPECT_EQ(signExtend(halves->load(1), 16), -2);

  // Odd storage sizes (i24 in 3 bytes, i48 in 6): a store writes its own
  // bytes only, and the tensor holds no more than its elements.
  for (unsigned width : {24u, 48u}) {
    TensorRef odd = Tensor::create(IntegerType::get(ctx, width), {3});
    EXPECT_EQ(odd->sizeInBytes(), 3u * (width / 8));
    odd->store(0, lowBits(width));
    odd->store(2, lowBits(width));
    odd->store(1, 5);
    EXPECT_EQ(signExtend(odd->load(0), width), -1);
    EXPECT_EQ(uint64_t(odd->load(1)), 5u);
    EXPECT_EQ(signExtend(odd->load(2), width), -1);
  }
}

TEST_F(InterpreterTest, MalformedNumpyFilesAreErrors) {
  auto message = [&](llvm::StringRef bytes) {
    llvm::Expected<TensorRef> t = readNumpy(ctx, bytes, "x.npy");
    EXPECT_FALSE(bool(t));
    return t ? std::string() : llvm::toString(t.takeError());
  };
  EXPECT_EQ(message("hello"), "x.npy: not a NumPy .npy file");
  std::string header = "{'descr': '<f4', 'fortran_order': False, "
                       "'shape': (2,), }";
  std::string file = std::string("\x93NUMPY\x01\x00", 8) + char(header.size()) +
                     char(0) + header + "abc";
  EXPECT_EQ(message(file), "x.npy: holds 3 bytes of data where its shape "
                           "and dtype take 8");
  std::string big = "{'descr': '>f4', 'fortran_order': False, "
                    "'shape': (1,), }";
  std::string bigFile = std::string("\x93NUMPY\x01\x00", 8) + char(big.size()) +
                        char(0) + big + "abcd";
  EXPECT_NE(message(bigFile).find("dtype '>f4' is not supported"),
            std::string::npos);
}

} // namespace

TEST_F(InterpreterTest, ConstantsAreReadInPlaceAndCopiedOnWrite) {
  Operation *f = function(R"(
    func.func @f() -> (tensor<2xi32>, tensor<2xi32>, tensor<3xi32>) {
      %w = arith.constant dense_resource<weights> : tensor<2xi32>
      %d = arith.constant dense<[4, 5, 6]> : tensor<3xi32>
      %c0 = arith.constant 0 : index
      %v = arith.constant 9 : i32
      %u = tensor.insert %v into %w[%c0] : tensor<2xi32>
      return %w, %u, %d : tensor<2xi32>, tensor<2xi32>, tensor<3xi32>
    }
    {-#
      dialect_resources: {
        builtin: {
          weights: "0x040000000100000002000000"
        }
      }
    #-})",
                          "f");
  ASSERT_NE(f, nullptr);
  ResourceBlob blob = ctx.getResourceManager().getBlob("weights");
  ASSERT_TRUE(blob);
  long handlesBefore = blob.useCount();
  Interpreter interpreter;
  llvm::SmallVector<RuntimeValue, 3> results;
  ASSERT_TRUE(succeeded(interpreter.call(f, {}, results)));
  ASSERT_EQ(results.size(), 3u);
  // The weights' tensor reads the blob's bytes, no copy, and holds the blob.
  const Tensor &w = *results[0].getTensor();
  EXPECT_TRUE(w.isBorrowed());
  EXPECT_EQ(w.data(), blob.data());
  EXPECT_EQ(blob.useCount(), handlesBefore + 1);
  // Writing made a tensor of its own: the blob is as it was.
  const Tensor &u = *results[1].getTensor();
  EXPECT_FALSE(u.isBorrowed());
  EXPECT_EQ(u.load(0), 9u);
  EXPECT_EQ(u.load(1), 2u);
  EXPECT_EQ(w.load(0), 1u);
  EXPECT_EQ(blob.getBytes(), llvm::StringRef("\1\0\0\0\2\0\0\0", 8));
  // A dense constant is read from its uniqued attribute in place too.
  const Tensor &d = *results[2].getTensor();
  EXPECT_TRUE(d.isBorrowed());
  EXPECT_EQ(d.load(2), 6u);
  // A borrowing tensor written through its own handle copies first.
  TensorRef copy = results[0].getTensor()->clone();
  EXPECT_TRUE(copy->isBorrowed());
  copy->store(1, 7);
  EXPECT_FALSE(copy->isBorrowed());
  EXPECT_EQ(copy->load(1), 7u);
  EXPECT_EQ(w.load(1), 2u);
  results.clear();
  copy.reset();
  EXPECT_EQ(blob.useCount(), handlesBefore);
}

TEST_F(InterpreterTest, TensorsAreFreedAfterTheirLastUse) {
  Operation *f = function(R"(
    func.func @f(%t: tensor<4xf32>, %flag: i1) -> tensor<4xf32> {
      %a = arith.addf %t, %t : tensor<4xf32>
      %b = arith.mulf %a, %a : tensor<4xf32>
      %unused = arith.subf %b, %b : tensor<4xf32>
      %kept = arith.addf %b, %b : tensor<4xf32>
      %c = scf.if %flag -> tensor<4xf32> {
        %inner = arith.mulf %kept, %kept : tensor<4xf32>
        %twice = arith.addf %inner, %inner : tensor<4xf32>
        scf.yield %twice : tensor<4xf32>
      } else {
        scf.yield %kept : tensor<4xf32>
      }
      %d = arith.addf %c, %kept : tensor<4xf32>
      return %d : tensor<4xf32>
    })",
                          "f");
  ASSERT_NE(f, nullptr);
  Block &body = f->getRegion(0).front();
  llvm::SmallVector<Operation *> ops;
  for (Operation &op : body)
    ops.push_back(&op);
  Value t(body.getArguments()[0]);
  Value a = ops[0]->getResult(0), b = ops[1]->getResult(0),
        unused = ops[2]->getResult(0), kept = ops[3]->getResult(0);
  Block &thenBlock = ops[4]->getRegion(0).front();
  Value inner = thenBlock.front().getResult(0);

  Interpreter interpreter;
  // What the frame holds after each op of the function (1 = held).
  llvm::DenseMap<Operation *, std::string> held;
  std::weak_ptr<Tensor> aTensor, innerTensor;
  interpreter.setOpObserver([&](Operation *op) {
    std::string state;
    for (Value v : {t, a, b, unused, kept})
      state += interpreter.get(v).isTensor() ? '1' : '0';
    held[op] = state;
    if (op == ops[0])
      aTensor = interpreter.getTensor(a);
    if (op == &thenBlock.front())
      innerTensor = interpreter.getTensor(inner);
    if (op == &*std::next(thenBlock.begin())) {
      // %inner died at the op that used it last, inside the region.
      EXPECT_FALSE(interpreter.get(inner).isTensor());
      // %kept, defined outside the region, is still there for later ops.
      EXPECT_TRUE(interpreter.get(kept).isTensor());
    }
  });
  llvm::SmallVector<RuntimeValue, 1> results;
  RuntimeValue args[] = {
      RuntimeValue::tensor(makeF32(ctx, {4}, {1.0f, 2.0f, 3.0f, 4.0f})),
      RuntimeValue::scalar(1)};
  ASSERT_TRUE(succeeded(interpreter.call(f, args, results)));
  //                 t, a, b, unused, kept
  EXPECT_EQ(held[ops[0]], "01000"); // %t died at its only use
  EXPECT_EQ(held[ops[1]], "00100"); // %a too
  EXPECT_EQ(held[ops[2]], "00100"); // %unused at once
  EXPECT_EQ(held[ops[3]], "00001"); // %b at the last of its two uses
  EXPECT_EQ(held[ops[4]], "00001"); // %kept lives on: %d uses it
  EXPECT_EQ(held[ops[5]], "00000");
  // Nothing else held them: their elements are gone.
  EXPECT_TRUE(aTensor.expired());
  EXPECT_TRUE(innerTensor.expired());
  // And the answer is still right: kept = 8t^2, d = 2 kept^2 + kept.
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(f32At(*results[0].getTensor(), 0), 136.0f);
  EXPECT_EQ(f32At(*results[0].getTensor(), 1), 2080.0f);
}

TEST_F(InterpreterTest, TheOnlyReferenceToATensorIsUpdatedInPlace) {
  Operation *f = function(R"(
    func.func @f(%init: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init)
          -> tensor<4xi32> {
        %v = arith.index_cast %i : index to i32
        %next = tensor.insert %v into %acc[%i] : tensor<4xi32>
        scf.yield %next : tensor<4xi32>
      }
      %alias = tensor.cast %r : tensor<4xi32> to tensor<?xi32>
      %c9 = arith.constant 9 : i32
      %w = tensor.insert %c9 into %alias[%c0] : tensor<?xi32>
      %wc = tensor.cast %w : tensor<?xi32> to tensor<4xi32>
      return %r, %wc : tensor<4xi32>, tensor<4xi32>
    })",
                          "f");
  ASSERT_NE(f, nullptr);
  Operation *forOp = nullptr;
  for (Operation &op : f->getRegion(0).front())
    if (op.getNumRegions() == 1)
      forOp = &op;
  ASSERT_NE(forOp, nullptr);
  Operation *insert = &*std::next(forOp->getRegion(0).front().begin());
  Value next = insert->getResult(0);

  Interpreter interpreter;
  llvm::SmallVector<const char *> elements;
  interpreter.setOpObserver([&](Operation *op) {
    if (op == insert)
      elements.push_back(interpreter.getTensor(next)->data());
  });
  TensorRef init = Tensor::create(IntegerType::get(ctx, 32), {4});
  llvm::SmallVector<RuntimeValue, 2> results;
  RuntimeValue args[] = {RuntimeValue::tensor(init)};
  ASSERT_TRUE(succeeded(interpreter.call(f, args, results)));
  // The caller holds the init: the first insert copies it; after that the
  // loop carries the only reference, and each insert writes it in place.
  ASSERT_EQ(elements.size(), 4u);
  EXPECT_NE(elements[0], init->data());
  EXPECT_EQ(elements[1], elements[0]);
  EXPECT_EQ(elements[2], elements[0]);
  EXPECT_EQ(elements[3], elements[0]);
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_EQ(init->load(i), 0u);
  // %alias dies at its insert, but %r holds the same tensor and is
  // returned: the insert copies, and %r keeps its values.
  ASSERT_EQ(results.size(), 2u);
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_EQ(results[0].getTensor()->load(i), uint64_t(i));
  EXPECT_EQ(results[1].getTensor()->load(0), 9u);
  EXPECT_EQ(results[1].getTensor()->load(3), 3u);
}

TEST_F(InterpreterTest, ParallelInsertsWriteTheSharedOutputInPlace) {
  Operation *f = function(R"(
    func.func @f(%init: tensor<4xi32>) -> tensor<4xi32> {
      %r = scf.forall (%i) in (4) shared_outs(%out = %init) -> tensor<4xi32> {
        %v = arith.index_cast %i : index to i32
        %s = tensor.splat %v : tensor<1xi32>
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %s into %out[%i] [1] [1]
              : tensor<1xi32> into tensor<4xi32>
        }
      }
      return %r : tensor<4xi32>
    })",
                          "f");
  ASSERT_NE(f, nullptr);
  Operation *forall = &f->getRegion(0).front().front();
  Block &body = forall->getRegion(0).front();
  Operation *splat = &*std::next(body.begin());
  Value out(body.getArguments()[1]);

  Interpreter interpreter;
  llvm::SmallVector<const char *> elements;
  interpreter.setOpObserver([&](Operation *op) {
    if (op == splat)
      elements.push_back(interpreter.getTensor(out)->data());
  });
  TensorRef init = Tensor::create(IntegerType::get(ctx, 32), {4});
  llvm::SmallVector<RuntimeValue, 1> results;
  RuntimeValue args[] = {RuntimeValue::tensor(init)};
  ASSERT_TRUE(succeeded(interpreter.call(f, args, results)));
  // The first iteration sees the caller's init, and its insert copies it;
  // every later iteration writes that copy in place.
  ASSERT_EQ(elements.size(), 4u);
  EXPECT_EQ(elements[0], init->data());
  EXPECT_NE(elements[1], elements[0]);
  EXPECT_EQ(elements[2], elements[1]);
  EXPECT_EQ(elements[3], elements[1]);
  EXPECT_EQ(results[0].getTensor()->data(), elements[1]);
  for (int64_t i = 0; i < 4; ++i) {
    EXPECT_EQ(results[0].getTensor()->load(i), uint64_t(i));
    EXPECT_EQ(init->load(i), 0u);
  }
}
