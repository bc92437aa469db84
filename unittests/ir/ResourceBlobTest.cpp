//===- ResourceBlobTest.cpp - Shared, aligned resource bytes --------------===//
#include "ir/ResourceBlob.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/ResourceRelease.h"
#include "tools/InitAll/InitAll.h"

#include "TestSupport.h"
#include "gtest/gtest.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>

using namespace terrace;

TEST(ResourceBlobTest, AdoptedBytesAreSharedAndReleasedOnce) {
  alignas(8) static const char weights[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int released = 0;
  {
    ResourceBlob blob = ResourceBlob::adopt(
        weights, sizeof(weights), 8,
        [&](const char *data, uint64_t size, uint32_t alignment) {
          EXPECT_EQ(data, weights);
          EXPECT_EQ(size, 8u);
          EXPECT_EQ(alignment, 8u);
          ++released;
        });
    // No copy: the blob hands out the bytes it was given.
    EXPECT_EQ(blob.data(), weights);
    ResourceBlob other = blob;
    EXPECT_EQ(blob.useCount(), 2);
    {
      Context ctx;
      ctx.getResourceManager().insert("w", other);
      EXPECT_EQ(blob.useCount(), 3);
    }
    EXPECT_EQ(released, 0);
  }
  EXPECT_EQ(released, 1);
}

TEST(ResourceBlobTest, AllocationsHonourTheAlignment) {
  for (uint32_t alignment : {1u, 16u, 64u, 4096u}) {
    ResourceBlob blob = ResourceBlob::allocate(100, alignment);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(blob.data()) % alignment, 0u);
    EXPECT_EQ(blob.size(), 100u);
    EXPECT_EQ(blob.getAlignment(), alignment);
  }
}

TEST(ResourceBlobTest, DecodesHexAsTheTextFormatWritesIt) {
  ResourceBlob::Decoded d = ResourceBlob::decodeHex("10000000ABcd01");
  ASSERT_TRUE(d.valid);
  EXPECT_FALSE(d.tooShort);
  EXPECT_EQ(d.blob.getAlignment(), 16u);
  EXPECT_EQ(d.blob.getBytes(), llvm::StringRef("\xAB\xCD\x01", 3));
  EXPECT_EQ(reinterpret_cast<uintptr_t>(d.blob.data()) % 16, 0u);
  // An odd digit count reads the first digit alone (llvm::tryGetFromHex).
  d = ResourceBlob::decodeHex("4000000FF");
  ASSERT_TRUE(d.valid);
  EXPECT_EQ(d.blob.getAlignment(), 0x00000004u);
  EXPECT_EQ(d.blob.getBytes(), llvm::StringRef("\xFF", 1));
  EXPECT_FALSE(ResourceBlob::decodeHex("04000000zz").valid);
  EXPECT_FALSE(ResourceBlob::decodeHex("0g").valid);
  d = ResourceBlob::decodeHex("0400");
  EXPECT_TRUE(d.valid);
  EXPECT_TRUE(d.tooShort);
}

TEST(ResourceBlobTest, PrintsQuotedUppercaseHexWithItsLength) {
  ResourceBlob blob = ResourceBlob::copy(llvm::StringRef("\x01\xfe", 2), 4);
  EXPECT_EQ(blob.toQuotedHex(), "\"0x0400000001FE\"");
  EXPECT_EQ(blob.getQuotedHexSize(), blob.toQuotedHex().size());
  // An empty blob prints alignment 0, as MLIR does.
  EXPECT_EQ(ResourceBlob::copy("", 8).toQuotedHex(), "\"0x00000000\"");
  // Longer than the printer's chunk: streamed in pieces, same text.
  std::string big(100000, '\x5a');
  ResourceBlob large = ResourceBlob::copy(big, 1);
  std::string text = large.toQuotedHex();
  EXPECT_EQ(text.size(), large.getQuotedHexSize());
  EXPECT_EQ(text.substr(0, 11), "\"0x01000000");
  EXPECT_EQ(text.find_first_not_of("5A", 11), text.size() - 1);
}

TEST(ResourceBlobTest, BlobsNoOpUsesAreReleased) {
  Context ctx;
  registerAllDialects(ctx);
  ctx.allowUnregisteredDialects();
  alignas(4) static const char weights[8] = {1, 0, 0, 0, 2, 0, 0, 0};
  int released = 0;
  llvm::SourceMgr sm;
  Operation *top = parseText(
      sm, ctx,
      "\"x.a\"() {w = dense_resource<lent> : tensor<2xi32>} : () -> ()\n"
      "\"x.b\"() {nested = [{w = dense_resource<kept> : tensor<1xi8>}]}"
      " : () -> ()\n"
      "{-#\n  dialect_resources: {\n    builtin: {\n"
      "      kept: \"0x0100000005\",\n"
      "      unused: \"0x0100000006\"\n    }\n  }\n#-}\n");
  ASSERT_TRUE(top);
  // An importer lends its bytes to the entry the text declared.
  ResourceManager &manager = ctx.getResourceManager();
  ASSERT_TRUE(manager.lookup("lent"));
  manager.setBlob(*manager.lookup("lent"),
                  ResourceBlob::adopt(
                      weights, sizeof(weights), 4,
                      [&](const char *, uint64_t, uint32_t) { ++released; }));
  // Nothing refers to `unused`.
  EXPECT_EQ(releaseUnreferencedResources(ctx, {top}), 1u);
  EXPECT_EQ(manager.getNumBlobs(), 2u);
  EXPECT_FALSE(manager.getBlob("unused"));
  // The entry stays, so its name is never given to other bytes.
  ASSERT_TRUE(manager.lookup("unused"));
  EXPECT_EQ(manager.insert("unused").getKey(), "unused_1");
  // Once the op that used the lent bytes is gone, they go back to their
  // owner; the blob referenced from inside an array stays.
  top->getRegion(0).front().front().erase();
  EXPECT_EQ(released, 0);
  EXPECT_EQ(releaseUnreferencedResources(ctx, {top}), 1u);
  EXPECT_EQ(released, 1);
  EXPECT_TRUE(manager.getBlob("kept"));
  top->erase();
}

TEST(ResourceBlobTest, FilesMapInPlaceAndShortFilesAreErrors) {
  llvm::SmallString<64> path;
  int fd = -1;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("weights", "bin", fd, path));
  std::string bytes(1 << 20, '\0');
  for (size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = char(i * 7);
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << bytes;
  }
  for (uint64_t offset : {uint64_t(0), uint64_t(4096), uint64_t(12)}) {
    llvm::Expected<ResourceBlob> blob =
        ResourceBlob::mapFile(path, offset, 300000, 4);
    ASSERT_TRUE(bool(blob)) << llvm::toString(blob.takeError());
    EXPECT_EQ(blob->getBytes(), llvm::StringRef(bytes).substr(offset, 300000));
    EXPECT_EQ(reinterpret_cast<uintptr_t>(blob->data()) % 4, 0u);
    EXPECT_EQ(blob->getAlignment(), 4u);
  }
  llvm::Expected<ResourceBlob> tooLong =
      ResourceBlob::mapFile(path, bytes.size() - 10, 20, 1);
  ASSERT_FALSE(bool(tooLong));
  EXPECT_NE(llvm::toString(tooLong.takeError()).find("holds 1048576 bytes"),
            std::string::npos);
  llvm::Expected<ResourceBlob> missing =
      ResourceBlob::mapFile(std::string(path) + ".none", 0, 4, 1);
  ASSERT_FALSE(bool(missing));
  EXPECT_NE(llvm::toString(missing.takeError()).find(".none'"),
            std::string::npos);
  llvm::sys::fs::remove(path);
}
