//===- OperationParser.h - Ops, regions, blocks and SSA names -------------===//
#pragma once

#include "ir/Region.h"
#include "text/OpAsm.h"
#include "text/ParserImpl.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

namespace terrace {

class OperationParser : public Parser {
public:
  using UnresolvedOperand = OpAsmParser::UnresolvedOperand;
  using Argument = OpAsmParser::Argument;

  explicit OperationParser(ParserState &state);
  ~OperationParser();

  /// The whole file: aliases, resources and ops. Returns the top-level op.
  Operation *parseTopLevel(llvm::SMLoc implicitModuleLoc = {},
                           bool implicitModule = true);

  /// Parses the bodies of isolated ops at the top of the file (functions)
  /// last, on up to `threads` threads, once the rest of the file is read
  /// (ParallelParser.cpp). A body the rest of the file could influence is
  /// parsed in place. Whatever goes wrong makes parseTopLevel fail, maybe
  /// without a diagnostic: the caller then parses the file again in one
  /// pass for the diagnostics a front-to-back reading gives.
  void deferIsolatedBodies(unsigned threads) { deferThreads = threads; }

  // Used by OpAsmParser.
  ParseResult parseSSAUse(UnresolvedOperand &result,
                          bool allowResultNumber = true);
  ParseResult parseSuccessor(Block *&dest);
  Value resolveSSAUse(const UnresolvedOperand &use, Type type);
  /// `%name (: type)? {attrs}? loc(...)?`: a region argument of custom
  /// syntax, or a block argument (MLIR reads those as typed SSA uses).
  ParseResult parseArgument(Argument &arg, bool allowType, bool allowAttrs,
                            bool blockArgument = false);
  ParseResult parseRegion(Region &region, llvm::ArrayRef<Argument> arguments,
                          bool isolatedFromAbove);
  /// A bare identifier op name, resolved through the default dialect.
  llvm::StringRef getDefaultDialect() const { return defaultDialects.back(); }

private:
  struct ValueEntry {
    Value value;
    llvm::SMLoc loc;
  };
  /// Names visible in one isolated-from-above scope; each nested region
  /// remembers what it defined so those names can be dropped at its end.
  struct IsolatedScope {
    llvm::StringMap<llvm::SmallVector<ValueEntry, 1>> values;
    llvm::SmallVector<llvm::SmallVector<llvm::StringRef, 8>, 4> regionDefs;
  };
  struct BlockDefinition {
    Block *block = nullptr;
    llvm::SMLoc loc;
    bool defined = false;
  };
  /// A `loc(#alias)` whose alias is defined later in the file.
  struct DeferredLocation {
    Operation *op = nullptr;
    BlockArgumentImpl *arg = nullptr;
    llvm::StringRef aliasToken;
  };

  /// An isolated op's body set aside by deferIsolatedBodies.
  struct DeferredRegion {
    /// The op's region once the op is built (a region of its
    /// OperationState until then), and its entry block.
    Region *region = nullptr;
    Block *entry = nullptr;
    bool awaitsOp = true;
    /// The body's braces.
    const char *lbrace = nullptr, *rbrace = nullptr;
    /// Names of entry arguments the op's syntax declared (`%arg0` of a
    /// func.func signature); the block has the arguments already.
    llvm::SmallVector<UnresolvedOperand, 4> argNames;
    bool isolated = false;
    llvm::StringRef defaultDialect;
    unsigned nestingDepth = 0;
    /// The line tracking at the op, so the worker need not count lines
    /// from the start of the file.
    const char *lineCursor = nullptr, *lineStart = nullptr;
    unsigned line = 1;
  };
  /// What a worker hands back besides the IR.
  struct DeferredOutcome {
    llvm::SmallVector<DeferredLocation, 0> deferredLocs;
    uint64_t expandedNodes = 0;
  };

  ParseResult parseOperation(Block *block);
  Operation *parseGenericOperation();
  LogicalResult checkPropertyKinds(const OperationState &state,
                                   llvm::SMLoc nameLoc);
  /// The inherent attributes of the attribute dictionary against their
  /// constraints (MLIR's verifyInherentAttrs), reported at the op.
  LogicalResult checkInherentAttrs(const OperationState &state,
                                   llvm::SMLoc nameLoc);
  void addDefaultSegmentSizes(OperationState &state);
  Operation *parseCustomOperation(llvm::ArrayRef<llvm::StringRef> resultNames);
  ParseResult parseRegionBody(Region &region,
                              llvm::ArrayRef<Argument> arguments);
  /// The blocks of `region`, whose entry block exists; `argNames` name its
  /// arguments (when the op declared them).
  ParseResult parseRegionBlocks(Region &region,
                                llvm::ArrayRef<UnresolvedOperand> argNames);
  // ParallelParser.cpp.
  bool canDeferRegion() const;
  /// Skips the body of `region` (the current token is its first) and
  /// records it; false when it cannot be skipped safely.
  bool deferRegion(Region &region, llvm::ArrayRef<Argument> arguments,
                   bool isolated, const char *lbrace);
  /// Points the bodies deferred since `first` at the regions of `op`,
  /// built from `opState`.
  void adoptDeferredRegions(const OperationState &opState, Operation *op,
                            size_t first);
  ParseResult parseDeferredRegions();
  /// Worker side: parses one deferred body with this (fresh) parser.
  ParseResult parseDeferredBody(const DeferredRegion &body);
  ParseResult parseBlock(Block *&block);
  ParseResult parseBlockBody(Block *block);
  ParseResult parseOptionalBlockArgList(Block *block);
  Block *getBlockNamed(llvm::StringRef name, llvm::SMLoc loc);
  ParseResult defineBlock(llvm::StringRef name, llvm::SMLoc loc, Block *&block);
  ParseResult parseTrailingLocation(Operation *op, BlockArgumentImpl *arg);
  /// Adds a block argument for `arg`, with its location (possibly deferred).
  Value addBlockArgument(Block *block, const Argument &arg);
  ParseResult defineValue(const UnresolvedOperand &name, Value value);
  void pushScope(bool isolated);
  ParseResult popScope();
  ParseResult parseAliasDefinition();
  ParseResult parseFileMetadata();
  ParseResult parseResourceSection(bool dialectSection);
  ParseResult resolveDeferredLocations();

  llvm::SmallVector<IsolatedScope, 4> scopes;
  llvm::SmallVector<llvm::StringMap<BlockDefinition>, 4> blockScopes;
  llvm::SmallVector<Region *, 4> regionStack;
  /// Placeholders for uses seen before their definition.
  llvm::DenseMap<ValueImpl *, llvm::SMLoc> forwardRefs;
  /// Placeholders already replaced by their definition. They live until
  /// the parse ends: an op still being parsed may hold one among its
  /// operands (`scf.while (%x = %z)` where %z is defined inside the op),
  /// which the op's creation then reports.
  llvm::SmallPtrSet<ValueImpl *, 2> retiredPlaceholders;
  /// Reports (and erases) `op` when it holds a retired placeholder.
  Operation *rejectRetiredOperands(Operation *op, llvm::SMLoc loc);
  llvm::SmallVector<DeferredLocation, 0> deferredLocs;
  llvm::SmallVector<llvm::StringRef, 4> defaultDialects{"builtin"};
  /// The body of a top-level builtin.module does not count toward the
  /// nesting limit, so that printing (which adds the implicit module) never
  /// makes a file unreadable.
  bool exemptNextRegionFromNesting = false;
  /// builtin.module, interned once: the op the parser itself knows.
  OperationName moduleName;
  /// Where the last region's closing brace was.
  const char *lastRegionEnd = nullptr;
  /// Deferral (deferIsolatedBodies): threads to use (0: none), the bodies
  /// set aside, whether the regions being parsed belong to an op isolated
  /// from above, and whether a body was set aside where it must not be.
  unsigned deferThreads = 0;
  std::vector<DeferredRegion> deferred;
  bool parsingIsolatedOp = false;
  bool deferralBroken = false;
};

} // namespace terrace
