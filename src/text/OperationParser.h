//===- OperationParser.h - Ops, regions, blocks and SSA names -------------===//
#pragma once

#include "ir/Region.h"
#include "text/OpAsm.h"
#include "text/ParserImpl.h"

#include "llvm/ADT/DenseMap.h"

namespace terrace {

class OperationParser : public Parser {
public:
  using UnresolvedOperand = OpAsmParser::UnresolvedOperand;
  using Argument = OpAsmParser::Argument;

  explicit OperationParser(ParserState &state);
  ~OperationParser();

  /// The whole file: aliases, resources and ops. Returns the top-level op.
  Operation *parseTopLevel(llvm::SMLoc implicitModuleLoc = {});

  // Used by OpAsmParser.
  ParseResult parseSSAUse(UnresolvedOperand &result);
  ParseResult parseSuccessor(Block *&dest);
  Value resolveSSAUse(const UnresolvedOperand &use, Type type);
  ParseResult parseArgument(Argument &arg, bool allowAttrs, bool allowLoc);
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

  ParseResult parseOperation(Block *block);
  Operation *parseGenericOperation();
  LogicalResult checkPropertyKinds(const OperationState &state,
                                   llvm::SMLoc nameLoc);
  Operation *parseCustomOperation(llvm::ArrayRef<llvm::StringRef> resultNames);
  ParseResult parseRegionBody(Region &region, llvm::SMLoc lbraceLoc,
                              llvm::ArrayRef<Argument> arguments);
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
  llvm::SmallVector<DeferredLocation, 0> deferredLocs;
  llvm::SmallVector<llvm::StringRef, 4> defaultDialects{""};
  /// The body of a top-level builtin.module does not count toward the
  /// nesting limit, so that printing (which adds the implicit module) never
  /// makes a file unreadable.
  bool exemptNextRegionFromNesting = false;
  /// builtin.module, interned once: the op the parser itself knows.
  OperationName moduleName;
};

} // namespace terrace
