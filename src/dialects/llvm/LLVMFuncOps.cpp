//===- LLVMFuncOps.cpp - Functions, calls, branches and globals -----------===//
//
// llvm.func, llvm.call, llvm.return, the branches, llvm.mlir.global and
// llvm.mlir.addressof, with MLIR 22's custom syntax and checks. What the
// parsers set (linkage, CConv, unnamed_addr, ...) is what mlir-opt's set,
// so that the generic forms agree too.
//
//===----------------------------------------------------------------------===//
#include "dialects/common/BranchSupport.h"
#include "dialects/common/FunctionSyntax.h"
#include "dialects/llvm/LLVMOps.h"
#include "dialects/llvm/LLVMTypes.h"

#include "ir/Block.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "text/AsmParser.h"
#include "text/DeclarativeFormat.h"
#include "text/OpAsm.h"

#include <tuple>

using namespace terrace;
using namespace terrace::LLVM;
using llvm::failure;
using llvm::LogicalResult;
using llvm::ParseResult;
using llvm::success;

static uint64_t enumValue(Operation *op, llvm::StringRef name) {
  Attribute a = op->getInherentAttr(name);
  if (auto e = llvm::dyn_cast_if_present<EnumAttr>(a))
    return e.getValue();
  if (auto i = llvm::dyn_cast_if_present<IntegerAttr>(a))
    return i.getValue().getZExtValue();
  return 0;
}

/// One of `spec`'s case names, if it is next.
static std::optional<uint64_t> parseOptionalCase(OpAsmParser &parser,
                                                 const EnumSpec &spec) {
  llvm::StringRef word;
  if (!parser.peekKeyword(word))
    return std::nullopt;
  for (const EnumCase &c : spec.cases)
    if (!c.name.empty() && c.name == word) {
      (void)parser.parseKeyword(word); // peeked: cannot fail
      return c.value;
    }
  return std::nullopt;
}

//===-- llvm.func ---------------------------------------------------------===//

static constexpr llvm::StringRef kFuncInherent[] = {"CConv",
                                                    "alignment",
                                                    "always_inline",
                                                    "arg_attrs",
                                                    "arm_in_za",
                                                    "arm_inout_za",
                                                    "arm_locally_streaming",
                                                    "arm_new_za",
                                                    "arm_out_za",
                                                    "arm_preserves_za",
                                                    "arm_streaming",
                                                    "arm_streaming_compatible",
                                                    "comdat",
                                                    "convergent",
                                                    "denormal_fp_math",
                                                    "denormal_fp_math_f32",
                                                    "dso_local",
                                                    "fp_contract",
                                                    "frame_pointer",
                                                    "function_entry_count",
                                                    "function_type",
                                                    "garbageCollector",
                                                    "inline_hint",
                                                    "instrument_function_entry",
                                                    "instrument_function_exit",
                                                    "intel_reqd_sub_group_size",
                                                    "linkage",
                                                    "memory_effects",
                                                    "no_infs_fp_math",
                                                    "no_inline",
                                                    "no_nans_fp_math",
                                                    "no_signed_zeros_fp_math",
                                                    "no_unwind",
                                                    "optimize_none",
                                                    "passthrough",
                                                    "personality",
                                                    "prefer_vector_width",
                                                    "reciprocal_estimates",
                                                    "reqd_work_group_size",
                                                    "res_attrs",
                                                    "section",
                                                    "sym_name",
                                                    "sym_visibility",
                                                    "target_cpu",
                                                    "target_features",
                                                    "tune_cpu",
                                                    "unnamed_addr",
                                                    "uwtable_kind",
                                                    "vec_type_hint",
                                                    "visibility_",
                                                    "vscale_range",
                                                    "will_return",
                                                    "work_group_size_hint"};

static LLVMFunctionType functionTypeOf(Operation *func) {
  auto attr = llvm::dyn_cast_if_present<TypeAttr>(
      func->getInherentAttr("function_type"));
  return attr ? llvm::dyn_cast<LLVMFunctionType>(attr.getValue())
              : LLVMFunctionType();
}

/// func ::= `llvm.func` linkage? visibility? unnamed_addr? cconv? symbol
///          signature (`attributes` dict)? region?
static ParseResult parseFunc(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  auto set = [&](llvm::StringRef name, Attribute value) {
    state.addAttribute(StringAttr::get(ctx, name), value);
  };
  uint64_t linkage = parseOptionalCase(parser, kLinkage).value_or(0);
  uint64_t visibility = parseOptionalCase(parser, kVisibility).value_or(0);
  uint64_t unnamedAddr = parseOptionalCase(parser, kUnnamedAddr).value_or(0);
  uint64_t cconv = parseOptionalCase(parser, kCConv).value_or(0);
  set("linkage", EnumAttr::get(ctx, kLinkage, linkage));
  set("visibility_", i64Attr(ctx, int64_t(visibility)));
  set("unnamed_addr", i64Attr(ctx, int64_t(unnamedAddr)));
  set("CConv", EnumAttr::get(ctx, kCConv, cconv));
  // MLIR reports signature errors at the function's name.
  llvm::SMLoc signatureLoc = parser.getCurrentLocation();
  StringAttr name;
  if (parser.parseSymbolName(name))
    return failure();
  set("sym_name", name);
  FunctionSignature signature;
  if (parseFunctionSignature(parser, signature, /*allowVariadic=*/true))
    return failure();
  if (signature.resultTypes.size() > 1)
    return parser.emitError(signatureLoc, "failed to construct function "
                                          "type: expected zero or one "
                                          "function result");
  for (Type t : signature.argTypes)
    if (!isCompatibleType(t) || llvm::isa<LLVMVoidType>(t))
      return parser.emitError(signatureLoc, "failed to construct function "
                                            "type: expected LLVM type for "
                                            "function arguments");
  Type result = signature.resultTypes.empty() ? LLVMVoidType::get(ctx)
                                              : signature.resultTypes[0];
  if (!isCompatibleType(result))
    return parser.emitError(signatureLoc, "failed to construct function "
                                          "type: expected LLVM type for "
                                          "function results");
  set("function_type", TypeAttr::get(LLVMFunctionType::get(
                           result, signature.argTypes, signature.isVariadic)));
  if (signature.anyArgAttrs)
    set("arg_attrs", ArrayAttr::get(ctx, signature.argAttrs));
  if (signature.anyResAttrs)
    set("res_attrs", ArrayAttr::get(ctx, signature.resAttrs));
  size_t before = state.attributes.size();
  llvm::SMLoc attrLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDictWithKeyword(state.attributes))
    return failure();
  // What the keywords set may not be given again.
  for (size_t i = before; i < state.attributes.size(); ++i)
    for (size_t j = 0; j < before; ++j)
      if (state.attributes[i].getName() == state.attributes[j].getName())
        return parser.emitError(attrLoc, "attribute '")
               << state.attributes[i].getName()
               << "' occurs more than once in the attribute list";
  Region *body = state.addRegion();
  if (parser.isNextRegion() &&
      parser.parseRegion(*body, signature.args, /*isolatedFromAbove=*/false))
    return failure();
  return success();
}

static void printFunc(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  if (uint64_t linkage = enumValue(op, "linkage"))
    p << kLinkage.spell(linkage) << ' ';
  if (uint64_t visibility = enumValue(op, "visibility_"))
    p << kVisibility.spell(visibility) << ' ';
  if (uint64_t unnamedAddr = enumValue(op, "unnamed_addr"))
    p << kUnnamedAddr.spell(unnamedAddr) << ' ';
  if (uint64_t cconv = enumValue(op, "CConv"))
    p << kCConv.spell(cconv) << ' ';
  if (StringAttr name = symbol_table::getSymbolName(op))
    p.printSymbolName(name.getValue());
  LLVMFunctionType type = functionTypeOf(op);
  llvm::SmallVector<Type, 1> results;
  if (type && !llvm::isa<LLVMVoidType>(type.getReturnType()))
    results.push_back(type.getReturnType());
  printFunctionSignature(p, op,
                         type ? type.getParams() : llvm::ArrayRef<Type>(),
                         results, type && type.isVarArg());
  p.printOptionalAttrDictWithKeyword(
      op->getAllAttrs(),
      {"sym_name", "function_type", "arg_attrs", "res_attrs", "linkage",
       "CConv", "visibility_", "comdat", "unnamed_addr", "vscale_range"});
  Region &body = op->getRegion(0);
  if (!body.empty()) {
    p << ' ';
    p.printRegion(body, /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
}

/// What a symbol op of the dialect needs before anything reads it (it
/// checks its own structure).
static LogicalResult verifySymbolStructure(Operation *op) {
  if (op->getNumRegions() != 1)
    return op->emitOpError("requires one region");
  if (op->getNumOperands() || op->getNumResults() || op->getNumSuccessors())
    return op->emitOpError("requires zero operands, results and successors");
  if (!llvm::isa_and_present<StringAttr>(op->getInherentAttr("sym_name")))
    return op->emitOpError("requires attribute 'sym_name'");
  // The enum properties are of their enums (mlir-opt rejects another kind
  // when it reads the properties; the translation reads only these).
  for (auto [name, spec] :
       {std::pair{"linkage", &kLinkage}, std::pair{"CConv", &kCConv}}) {
    Attribute value = op->getInherentAttr(name);
    auto e = llvm::dyn_cast_if_present<EnumAttr>(value);
    if (value && (!e || &e.getSpec() != spec))
      return op->emitOpError("requires attribute '")
             << name << "' to be a #llvm." << spec->mnemonic << " attribute";
  }
  return success();
}

/// MLIR's LLVMDialect::verifyParameterAttribute: an `llvm.*` attribute of
/// an argument or result of type `type` has the kind of value it takes
/// and, where the type is an LLVM type, the kind of type it applies to.
static LogicalResult verifyParameterAttribute(Operation *op, Type type,
                                              const NamedAttribute &attr) {
  llvm::StringRef name = attr.getName();
  bool checkType = isCompatibleType(type);
  auto quoted = [&] { return "\"" + name.str() + "\""; };
  auto unit = [&]() -> LogicalResult {
    if (!llvm::isa<UnitAttr>(attr.value))
      return op->emitError(quoted() + " should be a unit attribute");
    return success();
  };
  auto ofKind = [&](bool ok, llvm::StringRef what) -> LogicalResult {
    if (!ok)
      return op->emitError(quoted() + " should be " + what.str());
    return success();
  };
  auto onPointer = [&]() -> LogicalResult {
    if (checkType && !llvm::isa<LLVMPointerType>(type))
      return op->emitError(quoted() +
                           " attribute attached to non-pointer LLVM type");
    return success();
  };
  if (llvm::is_contained({"llvm.noalias", "llvm.readonly", "llvm.readnone",
                          "llvm.writeonly", "llvm.nest", "llvm.nocapture",
                          "llvm.nofree", "llvm.nonnull"},
                         name))
    return failure(failed(unit()) || failed(onPointer()));
  if (llvm::is_contained({"llvm.sret", "llvm.byval", "llvm.byref",
                          "llvm.elementtype", "llvm.inalloca",
                          "llvm.preallocated"},
                         name))
    return failure(
        failed(ofKind(llvm::isa<TypeAttr>(attr.value), "a type attribute")) ||
        failed(onPointer()));
  if (name == "llvm.signext" || name == "llvm.zeroext") {
    if (failed(unit()))
      return failure();
    if (checkType && !llvm::isa<IntegerType>(type))
      return op->emitError(quoted() +
                           " attribute attached to non-integer LLVM type");
    return success();
  }
  if (llvm::is_contained({"llvm.align", "llvm.dereferenceable",
                          "llvm.dereferenceable_or_null"},
                         name))
    return failure(failed(ofKind(llvm::isa<IntegerAttr>(attr.value),
                                 "an integer attribute")) ||
                   failed(onPointer()));
  if (name == "llvm.alignstack")
    return ofKind(llvm::isa<IntegerAttr>(attr.value), "an integer attribute");
  if (llvm::is_contained({"llvm.noundef", "llvm.inreg", "llvm.returned"}, name))
    return unit();
  return success();
}

/// The `llvm.*` entries of a function's argument and result attributes
/// (MLIR's verifyRegionArgAttribute and verifyRegionResultAttribute).
static LogicalResult verifyParameterAttributes(Operation *op,
                                               LLVMFunctionType type) {
  // As many dictionaries as arguments and results (a void function has
  // none), as MLIR's function interface checks first.
  size_t numResults = llvm::isa<LLVMVoidType>(type.getReturnType()) ? 0 : 1;
  for (auto [attrName, what, expected] :
       {std::tuple<llvm::StringRef, llvm::StringRef, size_t>{
            "arg_attrs", "argument", type.getParams().size()},
        {"res_attrs", "result", numResults}})
    if (auto all =
            llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr(attrName));
        all && all.size() != expected)
      return op->emitOpError("expects ")
             << what << " attribute array to have the same number of "
             << "elements as the number of function " << what << "s, got "
             << all.size() << ", but expected " << expected;
  auto entries = [&](llvm::StringRef attrName, size_t i) {
    auto all =
        llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr(attrName));
    return all && i < all.size()
               ? llvm::dyn_cast<DictionaryAttr>(all.getValue()[i])
               : DictionaryAttr();
  };
  // As MLIR's FunctionOpInterface, attribute by attribute: a name of no
  // dialect (without a '.'), then the llvm dialect's own checks.
  for (size_t i = 0; i < type.getParams().size(); ++i)
    if (DictionaryAttr attrs = entries("arg_attrs", i))
      for (const NamedAttribute &attr : attrs.getValue()) {
        if (!attr.getName().contains('.'))
          return op->emitOpError("arguments may only have dialect attributes");
        if (attr.getName().starts_with("llvm.") &&
            failed(verifyParameterAttribute(op, type.getParams()[i], attr)))
          return failure();
      }
  DictionaryAttr resultAttrs = entries("res_attrs", 0);
  if (!resultAttrs)
    return success();
  for (const NamedAttribute &attr : resultAttrs.getValue()) {
    if (!attr.getName().contains('.'))
      return op->emitOpError("results may only have dialect attributes");
    if (!attr.getName().starts_with("llvm."))
      continue;
    if (llvm::is_contained(
            {"llvm.allocalign", "llvm.allocptr", "llvm.byval", "llvm.byref",
             "llvm.inalloca", "llvm.nest", "llvm.nocapture", "llvm.nofree",
             "llvm.preallocated", "llvm.readnone", "llvm.readonly",
             "llvm.returned", "llvm.alignstack", "llvm.sret", "llvm.writeonly"},
            attr.getName()))
      return op->emitError("\"" + attr.getName().str() +
                           "\" is not a valid result attribute");
    if (failed(verifyParameterAttribute(op, type.getReturnType(), attr)))
      return failure();
  }
  return success();
}

static LogicalResult verifyFunc(Operation *op) {
  if (failed(verifySymbolStructure(op)))
    return failure();
  LLVMFunctionType type = functionTypeOf(op);
  if (!type)
    return op->emitOpError("requires attribute 'function_type'");
  if (failed(verifyParameterAttributes(op, type)))
    return failure();
  uint64_t linkage = enumValue(op, "linkage");
  if (linkage == 10)
    return op->emitOpError("functions cannot have 'common' linkage");
  Region &body = op->getRegion(0);
  if (body.empty()) {
    if (linkage != 0 && linkage != 9)
      return op->emitOpError("external functions must have 'external' or "
                             "'extern_weak' linkage");
    if (op->getInherentAttr("function_entry_count"))
      return op->emitOpError("external functions cannot have "
                             "'function_entry_count' attribute");
    return success();
  }
  if (op->getInherentAttr("no_inline") && op->getInherentAttr("always_inline"))
    return op->emitError("no_inline and always_inline attributes are "
                         "incompatible");
  Block &entry = body.front();
  if (entry.getNumArguments() != type.getParams().size())
    return op->emitOpError("entry block must have ")
           << type.getParams().size() << " arguments to match function "
           << "signature";
  for (unsigned i = 0; i < entry.getNumArguments(); ++i) {
    Type t = entry.getArgument(i).getType();
    if (!isCompatibleType(t))
      return op->emitOpError("entry block argument #")
             << i << " is not of LLVM type";
    if (t != type.getParams()[i])
      return op->emitOpError("the type of entry block argument #")
             << i << "(" << t << ") must match the type of the corresponding "
             << "argument in function signature(" << type.getParams()[i] << ")";
  }
  return success();
}

//===-- llvm.return -------------------------------------------------------===//

static LogicalResult verifyReturn(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent || !llvm::isa<FuncOp>(parent))
    return success();
  LLVMFunctionType type = functionTypeOf(parent);
  if (!type)
    return success();
  Type result = type.getReturnType();
  auto fail = [&](const char *message) {
    InFlightDiagnostic diag = op->emitOpError(message);
    diag.attachNote(parent->getLoc(), "when returning from function");
    return diag;
  };
  if (llvm::isa<LLVMVoidType>(result)) {
    if (op->getNumOperands() != 0)
      return fail("expected no operands");
    return success();
  }
  if (op->getNumOperands() != 1)
    return fail("expected 1 operand");
  if (op->getOperand(0).getType() != result)
    return fail("mismatching result types");
  return success();
}

//===-- llvm.call ---------------------------------------------------------===//

static constexpr llvm::StringRef kCallInherent[] = {
    "CConv",          "TailCallKind",        "access_groups",
    "alias_scopes",   "always_inline",       "arg_attrs",
    "callee",         "convergent",          "fastmathFlags",
    "inline_hint",    "memory_effects",      "no_inline",
    "no_unwind",      "noalias_scopes",      "op_bundle_sizes",
    "op_bundle_tags", "operandSegmentSizes", "res_attrs",
    "tbaa",           "var_callee_type",     "will_return"};

/// The callee's type: the `var_callee_type` of a variadic call, else what
/// the operands and results say.
static bool isIndirect(Operation *call) {
  return !call->getInherentAttr("callee");
}

/// call ::= `llvm.call` cconv? tailcall? (@f | %fp) `(` args `)`
///          (`vararg` `(` type `)`)? attr-dict `:` (!llvm.ptr `,`)?
///          `(` types `)` `->` results
static ParseResult parseCall(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  auto set = [&](llvm::StringRef name, Attribute value) {
    state.addAttribute(StringAttr::get(ctx, name), value);
  };
  uint64_t cconv = parseOptionalCase(parser, kCConv).value_or(0);
  uint64_t tail = parseOptionalCase(parser, kTailCallKind).value_or(0);
  set("CConv", EnumAttr::get(ctx, kCConv, cconv));
  set("TailCallKind", EnumAttr::get(ctx, kTailCallKind, tail));
  // An operand first makes the call indirect; anything else is read as
  // the callee attribute (MLIR's parseOptionalCallFuncPtr, then
  // parseAttribute).
  OpAsmParser::UnresolvedOperand calleePtr;
  bool indirect = parser.isNextOperand();
  if (indirect) {
    if (parser.parseOperand(calleePtr))
      return failure();
  } else {
    llvm::SMLoc calleeLoc = parser.getCurrentLocation();
    Attribute callee;
    if (parser.parseAttribute(callee))
      return failure();
    auto symbol = llvm::dyn_cast<SymbolRefAttr>(callee);
    if (!symbol || symbol.getPath().size() != 1)
      return parser.emitError(calleeLoc, "invalid kind of attribute specified");
    set("callee", symbol);
  }
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> args;
  if (parser.parseOperandList(args, AsmParser::Delimiter::Paren))
    return failure();
  if (parser.parseOptionalKeyword("vararg")) {
    // An attribute, as MLIR reads it (a type is a type attribute).
    Attribute varType;
    if (parser.parseLParen())
      return failure();
    llvm::SMLoc varTypeLoc = parser.getCurrentLocation();
    if (parser.parseAttribute(varType))
      return failure();
    if (!llvm::isa<TypeAttr>(varType))
      return parser.emitError(varTypeLoc,
                              "invalid kind of attribute specified");
    if (parser.parseRParen())
      return failure();
    set("var_callee_type", varType);
  }
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  llvm::SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseColon())
    return failure();
  Type calleeType;
  if (indirect) {
    if (parser.parseType(calleeType))
      return failure();
    if (!parser.parseOptionalComma())
      return parser.emitError(typesLoc, "expected indirect call to have 2 "
                                        "trailing types");
  }
  // `(` types with attributes `)` `->` results.
  FunctionSignature signature;
  if (!parser.isNextPunctuation("(")) {
    (void)parser.parseLParen(); // "expected '('", as MLIR's parser says
    if (!indirect)
      return parser.emitFollowingError(typesLoc, "expected direct call to "
                                                 "have 1 trailing types");
    return failure();
  }
  if (parseFunctionSignature(parser, signature, /*allowVariadic=*/false))
    return failure();
  // The trailing type is a whole function type, `->` included (MLIR's
  // parseFunctionSignature for calls fails without it, silently).
  if (!signature.hasArrow)
    return parser.emitError(typesLoc, indirect
                                          ? "expected trailing function type"
                                          : "expected direct call to have 1 "
                                            "trailing types");
  if (!signature.args.empty())
    return parser.emitError(typesLoc, "expected types");
  if (signature.resultTypes.size() > 1)
    return parser.emitError(typesLoc, "expected function with 0 or 1 result");
  if (signature.anyArgAttrs)
    set("arg_attrs", ArrayAttr::get(ctx, signature.argAttrs));
  if (signature.anyResAttrs)
    set("res_attrs", ArrayAttr::get(ctx, signature.resAttrs));
  // The dictionary may give fastmathFlags; the default otherwise.
  if (llvm::none_of(state.attributes, [](const NamedAttribute &a) {
        return a.getName() == "fastmathFlags";
      }))
    set("fastmathFlags", noFastmath(ctx));
  set("op_bundle_sizes", DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>{}));
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  llvm::SmallVector<Type, 4> types;
  if (indirect) {
    operands.push_back(calleePtr);
    types.push_back(calleeType);
  }
  operands.append(args.begin(), args.end());
  types.append(signature.argTypes.begin(), signature.argTypes.end());
  set("operandSegmentSizes",
      DenseArrayAttr::get(
          ctx, llvm::ArrayRef<int32_t>{int32_t(operands.size()), 0}));
  state.types.append(signature.resultTypes.begin(),
                     signature.resultTypes.end());
  return parser.resolveOperands(operands, types, parser.getNameLoc(),
                                state.operands);
}

static void printCall(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  if (uint64_t cconv = enumValue(op, "CConv"))
    p << kCConv.spell(cconv) << ' ';
  if (uint64_t tail = enumValue(op, "TailCallKind"))
    p << kTailCallKind.spell(tail) << ' ';
  bool indirect = isIndirect(op);
  auto args = op->getOperands().drop_front(indirect ? 1 : 0);
  if (indirect)
    p.printOperand(op->getOperand(0));
  else
    p.printSymbolName(
        llvm::cast<SymbolRefAttr>(op->getInherentAttr("callee")).getLeaf());
  p << '(';
  p.printOperands(args);
  p << ')';
  if (auto var = llvm::dyn_cast_if_present<TypeAttr>(
          op->getInherentAttr("var_callee_type"))) {
    p << " vararg(";
    p.printType(var.getValue());
    p << ')';
  }
  llvm::SmallVector<llvm::StringRef, 12> elided = {
      "callee",         "TailCallKind",        "var_callee_type",
      "CConv",          "operandSegmentSizes", "op_bundle_sizes",
      "op_bundle_tags", "arg_attrs",           "res_attrs"};
  if (op->getInherentAttr("fastmathFlags") == noFastmath(op->getContext()))
    elided.push_back("fastmathFlags");
  p.printOptionalAttrDict(op->getAllAttrs(), elided);
  p << " : ";
  if (indirect) {
    p.printType(op->getOperand(0).getType());
    p << ", ";
  }
  auto argAttrs =
      llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr("arg_attrs"));
  auto resAttrs =
      llvm::dyn_cast_if_present<ArrayAttr>(op->getInherentAttr("res_attrs"));
  auto attrsAt = [](ArrayAttr array, size_t i) {
    return array && i < array.size() ? llvm::dyn_cast<DictionaryAttr>(array[i])
                                     : DictionaryAttr();
  };
  p << '(';
  size_t i = 0;
  for (Value arg : args) {
    if (i)
      p << ", ";
    p.printType(arg.getType());
    if (DictionaryAttr attrs = attrsAt(argAttrs, i))
      p.printOptionalAttrDict(attrs.getValue());
    ++i;
  }
  p << ") -> ";
  if (op->getNumResults() == 0) {
    p << "()";
    return;
  }
  DictionaryAttr resultAttrs = attrsAt(resAttrs, 0);
  bool parens = resultAttrs && !resultAttrs.empty();
  if (parens)
    p << '(';
  p.printType(op->getResult(0).getType());
  if (parens) {
    p.printOptionalAttrDict(resultAttrs.getValue());
    p << ')';
  }
}

static LogicalResult verifyCall(Operation *op) {
  if (op->getNumResults() > 1)
    return op->emitOpError("expected function with 0 or 1 result");
  if (Attribute callee = op->getInherentAttr("callee")) {
    auto ref = llvm::dyn_cast<SymbolRefAttr>(callee);
    if (!ref || !ref.isFlat())
      return op->emitOpError("requires attribute 'callee' to be a flat "
                             "symbol reference");
  }
  if (Attribute var = op->getInherentAttr("var_callee_type")) {
    auto type = llvm::dyn_cast<TypeAttr>(var);
    auto function = type ? llvm::dyn_cast<LLVMFunctionType>(type.getValue())
                         : LLVMFunctionType();
    if (!function)
      return op->emitOpError("attribute 'var_callee_type' failed to satisfy "
                             "constraint: type attribute of LLVM function "
                             "type");
    if (!function.isVarArg())
      return op->emitOpError("expected var_callee_type to be a variadic "
                             "function type");
  }
  if (isIndirect(op)) {
    if (op->getNumOperands() == 0)
      return op->emitOpError("must have either a `callee` attribute or at "
                             "least an operand");
    if (!llvm::isa<LLVMPointerType>(op->getOperand(0).getType()))
      return op->emitOpError("indirect call expects a pointer as callee: ")
             << op->getOperand(0).getType();
  }
  return success();
}

/// What MLIR's CallOp::verifySymbolUses checks of a direct call (and the
/// function type of an indirect one).
static LogicalResult verifyCallSymbolUses(Operation *op) {
  bool indirect = isIndirect(op);
  LLVMFunctionType type;
  if (!indirect) {
    auto ref = llvm::cast<SymbolRefAttr>(op->getInherentAttr("callee"));
    Operation *callee = symbol_table::lookupNearestSymbolFrom(op, ref);
    if (!callee)
      return op->emitOpError("'")
             << ref.getLeaf() << "' does not reference a symbol in the current "
             << "scope";
    if (!llvm::isa<FuncOp>(callee))
      return op->emitOpError("'")
             << ref.getLeaf() << "' does not reference a valid LLVM function";
    type = functionTypeOf(callee);
  }
  auto var = llvm::dyn_cast_if_present<TypeAttr>(
      op->getInherentAttr("var_callee_type"));
  if (var)
    type = llvm::dyn_cast<LLVMFunctionType>(var.getValue());
  if (!type) {
    if (!indirect)
      return success();
    return success(); // the operands define an indirect call's type
  }
  if (type.isVarArg() && !var)
    return op->emitOpError("missing var_callee_type attribute for vararg "
                           "call");
  auto args = op->getOperands().drop_front(indirect ? 1 : 0);
  size_t params = type.getParams().size();
  if (type.isVarArg() ? args.size() < params : args.size() != params)
    return op->emitOpError("incorrect number of operands (")
           << args.size() << ") for callee (expecting: " << params << ")";
  for (size_t i = 0; i < params; ++i)
    if (args[i].getType() != type.getParams()[i])
      return op->emitOpError("operand type mismatch for operand ")
             << i << ": " << quoted(args[i].getType())
             << " != " << quoted(type.getParams()[i]);
  bool voidResult = llvm::isa<LLVMVoidType>(type.getReturnType());
  if (voidResult && op->getNumResults() != 0)
    return op->emitOpError("calling function with void result must not "
                           "produce values");
  if (!voidResult && op->getNumResults() == 0)
    return op->emitOpError("expected function call to produce a value");
  if (!voidResult && op->getResult(0).getType() != type.getReturnType())
    return op->emitOpError("result type mismatch: ")
           << quoted(op->getResult(0).getType())
           << " != " << quoted(type.getReturnType());
  return success();
}

//===-- llvm.switch -------------------------------------------------------===//

/// custom<SwitchOpCases>: `[`, each case `v: ^bb(%a : T)` on a line of
/// its own, `]`.
static void printSwitchCases(OpAsmPrinter &p, Operation *op,
                             llvm::ArrayRef<CustomDirectiveArg> args) {
  p << '[';
  p.printNewline();
  llvm::SmallVector<llvm::APInt, 4> values = branch::caseValues(op);
  const CustomDirectiveArg &caseOperands = args[3];
  size_t offset = 0;
  for (size_t i = 0; i < values.size(); ++i) {
    size_t count = i < caseOperands.groupSizes.size()
                       ? size_t(caseOperands.groupSizes[i])
                       : 0;
    count = std::min(count, caseOperands.values.size() -
                                std::min(offset, caseOperands.values.size()));
    if (i) {
      p << ',';
      p.printNewline();
    }
    p << "  " << std::to_string(values[i].getSExtValue()) << ": ";
    branch::printSuccessorAndOperands(
        p, i < args[2].successors.size() ? args[2].successors[i] : nullptr,
        llvm::ArrayRef<Value>(caseOperands.values).slice(offset, count));
    offset += count;
  }
  if (!values.empty())
    p.printNewline();
  p << ']';
}

static ParseResult parseSwitchCases(OpAsmParser &parser,
                                    llvm::ArrayRef<CustomDirectiveArg> args) {
  Type flagType = args[0].parsedTypes->front();
  // MLIR's parseLSquare: the error after the previous token.
  if (failed(*parser.parsePunctuation("[")))
    return failure();
  if (parser.parseOptionalPunctuation("]"))
    return success();
  llvm::SmallVector<llvm::APInt, 4> values;
  unsigned width = flagType.getIntOrFloatBitWidth();
  do {
    int64_t value = 0;
    if (parser.parseInteger(value))
      return failure();
    values.push_back(llvm::APInt(width, uint64_t(value), /*isSigned=*/true,
                                 /*implicitTrunc=*/true));
    Block *dest;
    size_t before = args[3].parsedOperands->size();
    if (parser.parseColon() ||
        branch::parseSuccessorAndUses(parser, dest, *args[3].parsedOperands,
                                      *args[4].parsedTypes))
      return failure();
    args[2].parsedSuccessors->push_back(dest);
    args[3].parsedGroupSizes->push_back(
        int32_t(args[3].parsedOperands->size() - before));
  } while (parser.parseOptionalComma());
  if (*parser.parsePunctuation("]"))
    return failure();
  *args[1].parsedAttr = branch::caseValuesAttr(flagType, values);
  return success();
}
static const CustomDirective kSwitchDirectives[] = {
    {"SwitchOpCases", printSwitchCases, parseSwitchCases}};

static LogicalResult verifySwitch(Operation *op) {
  unsigned cases = unsigned(branch::caseValues(op).size());
  if (op->getNumSuccessors() - 1 != cases)
    return op->emitOpError("expects number of case values to match number "
                           "of case destinations");
  if (auto weights = llvm::dyn_cast_if_present<DenseArrayAttr>(
          op->getAttr("branch_weights"));
      weights && weights.size() != int64_t(op->getNumSuccessors()))
    return op->emitError("expects number of branch weights to match number "
                         "of successors: ")
           << weights.size() << " vs " << op->getNumSuccessors();
  auto dense = llvm::dyn_cast_if_present<DenseIntOrFPElementsAttr>(
      op->getInherentAttr("case_values"));
  if (dense && dense.getType().getElementType() != op->getOperand(0).getType())
    return op->emitOpError("expects case value type to match condition "
                           "value type");
  return branch::verifySwitchSuccessors(op, cases);
}

//===-- llvm.mlir.addressof -----------------------------------------------===//

static LogicalResult verifyAddressOfSymbolUses(Operation *op) {
  auto ref = llvm::cast<SymbolRefAttr>(op->getInherentAttr("global_name"));
  Operation *target = symbol_table::lookupNearestSymbolFrom(op, ref);
  if (!target || !llvm::isa<GlobalOp, FuncOp>(target))
    return op->emitOpError("must reference a global defined by "
                           "'llvm.mlir.global', 'llvm.mlir.alias' or "
                           "'llvm.func' or 'llvm.mlir.ifunc'");
  unsigned space =
      llvm::cast<LLVMPointerType>(op->getResult(0).getType()).getAddressSpace();
  if (llvm::isa<GlobalOp>(target)) {
    auto globalSpace = llvm::dyn_cast_if_present<IntegerAttr>(
        target->getInherentAttr("addr_space"));
    if (globalSpace && globalSpace.getValue().getZExtValue() != space)
      return op->emitOpError("pointer address space must match address space "
                             "of the referenced global or alias");
  }
  return success();
}

//===-- llvm.mlir.global --------------------------------------------------===//

static constexpr llvm::StringRef kGlobalInherent[] = {"addr_space",
                                                      "alignment",
                                                      "comdat",
                                                      "constant",
                                                      "dbg_exprs",
                                                      "dso_local",
                                                      "externally_initialized",
                                                      "global_type",
                                                      "linkage",
                                                      "section",
                                                      "sym_name",
                                                      "target_specific_attrs",
                                                      "thread_local_",
                                                      "unnamed_addr",
                                                      "value",
                                                      "visibility_"};

/// global ::= `llvm.mlir.global` linkage? visibility? `thread_local`?
///            unnamed_addr? `constant`? symbol `(` value? `)` attr-dict
///            (`:` type)? region?
static ParseResult parseGlobal(OpAsmParser &parser, OperationState &state) {
  Context &ctx = parser.getContext();
  auto set = [&](llvm::StringRef name, Attribute value) {
    state.addAttribute(StringAttr::get(ctx, name), value);
  };
  uint64_t linkage = parseOptionalCase(parser, kLinkage).value_or(0);
  uint64_t visibility = parseOptionalCase(parser, kVisibility).value_or(0);
  set("linkage", EnumAttr::get(ctx, kLinkage, linkage));
  set("visibility_", i64Attr(ctx, int64_t(visibility)));
  if (parser.parseOptionalKeyword("thread_local"))
    set("thread_local_", UnitAttr::get(ctx));
  uint64_t unnamedAddr = parseOptionalCase(parser, kUnnamedAddr).value_or(0);
  set("unnamed_addr", i64Attr(ctx, int64_t(unnamedAddr)));
  if (parser.parseOptionalKeyword("constant"))
    set("constant", UnitAttr::get(ctx));
  StringAttr name;
  if (parser.parseSymbolName(name) || parser.parseLParen())
    return failure();
  set("sym_name", name);
  Attribute value;
  if (!parser.parseOptionalRParen()) {
    if (parser.parseAttribute(value) || parser.parseRParen())
      return failure();
    set("value", value);
  }
  size_t before = state.attributes.size();
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  bool hasAddrSpace = false;
  for (size_t i = before; i < state.attributes.size(); ++i)
    hasAddrSpace |= state.attributes[i].getName() == "addr_space";
  if (!hasAddrSpace)
    set("addr_space", IntegerAttr::get(IntegerType::get(ctx, 32), 0));
  Type type;
  if (parser.parseOptionalColon()) {
    if (parser.parseType(type))
      return failure();
  } else if (auto string = llvm::dyn_cast_if_present<StringAttr>(value)) {
    type =
        LLVMArrayType::get(IntegerType::get(ctx, 8), string.getValue().size());
  } else {
    return parser.emitError(parser.getNameLoc(),
                            "type can only be omitted for string "
                            "globals");
  }
  set("global_type", TypeAttr::get(type));
  Region *init = state.addRegion();
  if (parser.isNextRegion() &&
      parser.parseRegion(*init, {}, /*isolatedFromAbove=*/true))
    return failure();
  return success();
}

static void printGlobal(Operation *op, OpAsmPrinter &p) {
  p << ' ' << kLinkage.spell(enumValue(op, "linkage")) << ' ';
  if (uint64_t visibility = enumValue(op, "visibility_"))
    p << kVisibility.spell(visibility) << ' ';
  if (op->getInherentAttr("thread_local_"))
    p << "thread_local ";
  if (uint64_t unnamedAddr = enumValue(op, "unnamed_addr"))
    p << kUnnamedAddr.spell(unnamedAddr) << ' ';
  if (op->getInherentAttr("constant"))
    p << "constant ";
  if (StringAttr name = symbol_table::getSymbolName(op))
    p.printSymbolName(name.getValue());
  p << '(';
  Attribute value = op->getInherentAttr("value");
  if (value)
    p.printAttribute(value);
  p << ')';
  p.printOptionalAttrDict(op->getAllAttrs(),
                          {"sym_name", "global_type", "constant", "value",
                           "linkage", "unnamed_addr", "thread_local_",
                           "visibility_", "comdat"});
  if (!llvm::isa_and_present<StringAttr>(value)) {
    p << " : ";
    p.printType(
        llvm::cast<TypeAttr>(op->getInherentAttr("global_type")).getValue());
  }
  Region &init = op->getRegion(0);
  if (!init.empty()) {
    p << ' ';
    p.printRegion(init, /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
}

static LogicalResult verifyGlobal(Operation *op) {
  if (failed(verifySymbolStructure(op)))
    return failure();
  auto typeAttr =
      llvm::dyn_cast_if_present<TypeAttr>(op->getInherentAttr("global_type"));
  if (!typeAttr)
    return op->emitOpError("requires attribute 'global_type'");
  Type type = typeAttr.getValue();
  Attribute value = op->getInherentAttr("value");
  Region &init = op->getRegion(0);
  if (value && !init.empty())
    return op->emitOpError("cannot have both initializer value and region");
  if (auto string = llvm::dyn_cast_if_present<StringAttr>(value)) {
    auto array = llvm::dyn_cast<LLVMArrayType>(type);
    if (!array || !array.getElementType().isInteger(8) ||
        array.getNumElements() != string.getValue().size())
      return op->emitOpError("requires an i8 array type of the length equal "
                             "to that of the string attribute");
  }
  if (auto align = llvm::dyn_cast_if_present<IntegerAttr>(
          op->getInherentAttr("alignment"));
      align && !llvm::isPowerOf2_64(align.getValue().getZExtValue()))
    return op->emitError("alignment attribute is not a power of 2");
  if (!init.empty()) {
    if (init.front().empty() || !llvm::isa<ReturnOp>(&init.front().back()) ||
        init.front().back().getNumOperands() != 1)
      return op->emitOpError("initializer region must end with an "
                             "llvm.return of one value");
    for (Operation &inner : init.front())
      if (!inner.hasTrait(Pure) && !inner.hasTrait(ConstantLike) &&
          !llvm::isa<ReturnOp>(&inner))
        return inner.emitError("ops with side effects not allowed in "
                               "global initializers");
  }
  if (!init.empty() && !init.front().empty()) {
    Operation &ret = init.front().back();
    if (llvm::isa<ReturnOp>(&ret) && ret.getNumOperands() == 1 &&
        ret.getOperand(0).getType() != type)
      return op->emitOpError("initializer region type ")
             << quoted(ret.getOperand(0).getType())
             << " does not match global type " << quoted(type);
  }
  return success();
}

//===-- The table ---------------------------------------------------------===//

static const InterfaceImpl kBrInterfaces[] = {implement(branch::kBranchModel)};
static const InterfaceImpl kCondBrInterfaces[] = {
    implement(branch::kCondBranchModel)};
static const InterfaceImpl kSwitchInterfaces[] = {
    implement(branch::kSwitchModel)};

static const OpDefinition kFuncOps[] = {
    defineOp<FuncOp>({.traits = IsolatedFromAbove | SymbolTrait | AffineScope |
                                AutomaticAllocationScope,
                      .inherentAttrs = kFuncInherent,
                      .verify = verifyFunc,
                      .print = printFunc,
                      .parse = parseFunc}),
    defineOp<ReturnOp>({.traits = IsTerminator | ReturnLike | Pure,
                        .verify = verifyReturn,
                        .format = "attr-dict ($arg^ `:` type($arg))?"}),
    defineOp<CallOp>({.inherentAttrs = kCallInherent,
                      .verify = verifyCall,
                      .print = printCall,
                      .parse = parseCall,
                      .verifySymbolUses = verifyCallSymbolUses}),
    defineOp<BrOp>({.traits = IsTerminator | Pure,
                    .verify = branch::verifyBranch,
                    .format = "$dest (`(` $destOperands^ `:` "
                              "type($destOperands) `)`)? attr-dict",
                    .interfaces = kBrInterfaces}),
    defineOp<CondBrOp>(
        {.traits = IsTerminator | Pure,
         .verify = branch::verifyCondBranch,
         .format = "$condition (`weights` `(` $branch_weights^ `)`)? `,` "
                   "$trueDest (`(` $trueDestOperands^ `:` "
                   "type($trueDestOperands) `)`)? `,` $falseDest (`(` "
                   "$falseDestOperands^ `:` type($falseDestOperands) `)`)? "
                   "attr-dict",
         .interfaces = kCondBrInterfaces}),
    defineOp<SwitchOp>(
        {.traits = IsTerminator | Pure,
         .verify = verifySwitch,
         .format = "$value `:` type($value) `,` $defaultDestination (`(` "
                   "$defaultOperands^ `:` type($defaultOperands) `)`)? "
                   "custom<SwitchOpCases>(ref(type($value)), $case_values, "
                   "$caseDestinations, $caseOperands, type($caseOperands)) "
                   "attr-dict",
         .customDirectives = kSwitchDirectives,
         .interfaces = kSwitchInterfaces}),
    defineOp<UnreachableOp>({.traits = IsTerminator, .format = "attr-dict"}),
    defineOp<AddressOfOp>(
        {.traits = Pure,
         .format = "$global_name attr-dict `:` qualified(type($res))",
         .verifySymbolUses = verifyAddressOfSymbolUses}),
    defineOp<GlobalOp>({.traits = IsolatedFromAbove | SymbolTrait,
                        .inherentAttrs = kGlobalInherent,
                        .verify = verifyGlobal,
                        .print = printGlobal,
                        .parse = parseGlobal}),
};

llvm::ArrayRef<OpDefinition> LLVM::funcOpDefinitions() { return kFuncOps; }

//===-- Builders ----------------------------------------------------------===//
// The properties MLIR's builders set, which its printer shows in the
// generic form (a parsed op has `unnamed_addr` too; a built one does not).

LLVM::FuncOp LLVM::FuncOp::build(OpBuilder &builder, Location loc,
                                 llvm::StringRef name, Type type) {
  Context &ctx = builder.getContext();
  OperationState state(loc, ctx.getOperationName(FuncOp::name));
  auto set = [&](llvm::StringRef key, Attribute value) {
    state.addAttribute(StringAttr::get(ctx, key), value);
  };
  set("CConv", EnumAttr::get(ctx, kCConv, 0));
  set("function_type", TypeAttr::get(type));
  set("linkage", EnumAttr::get(ctx, kLinkage, linkage::External));
  set("sym_name", StringAttr::get(ctx, name));
  set("visibility_", i64Attr(ctx, 0));
  state.addRegion();
  return FuncOp::wrap(builder.create(state));
}

LLVM::CallOp LLVM::CallOp::build(OpBuilder &builder, Location loc,
                                 llvm::StringRef callee, Type result,
                                 ValueRange args) {
  Context &ctx = builder.getContext();
  OperationState state(loc, ctx.getOperationName(CallOp::name));
  auto set = [&](llvm::StringRef key, Attribute value) {
    state.addAttribute(StringAttr::get(ctx, key), value);
  };
  set("CConv", EnumAttr::get(ctx, kCConv, 0));
  set("TailCallKind", EnumAttr::get(ctx, kTailCallKind, 0));
  set("callee", SymbolRefAttr::get(ctx, callee));
  set("fastmathFlags", noFastmath(ctx));
  set("op_bundle_sizes", DenseArrayAttr::get(ctx, llvm::ArrayRef<int32_t>{}));
  set("operandSegmentSizes",
      DenseArrayAttr::get(ctx,
                          llvm::ArrayRef<int32_t>{int32_t(args.size()), 0}));
  state.operands.assign(args.begin(), args.end());
  if (result)
    state.types.push_back(result);
  return CallOp::wrap(builder.create(state));
}

LLVM::GlobalOp LLVM::GlobalOp::build(OpBuilder &builder, Location loc,
                                     Type type, bool isConstant,
                                     uint64_t linkageValue,
                                     llvm::StringRef name, Attribute value,
                                     uint64_t alignment,
                                     unsigned addressSpace) {
  Context &ctx = builder.getContext();
  OperationState state(loc, ctx.getOperationName(GlobalOp::name));
  auto set = [&](llvm::StringRef key, Attribute attr) {
    state.addAttribute(StringAttr::get(ctx, key), attr);
  };
  set("addr_space",
      IntegerAttr::get(IntegerType::get(ctx, 32), int64_t(addressSpace)));
  if (alignment)
    set("alignment",
        IntegerAttr::get(IntegerType::get(ctx, 64), int64_t(alignment)));
  if (isConstant)
    set("constant", UnitAttr::get(ctx));
  set("global_type", TypeAttr::get(type));
  set("linkage", EnumAttr::get(ctx, kLinkage, linkageValue));
  set("sym_name", StringAttr::get(ctx, name));
  if (value)
    set("value", value);
  set("visibility_", i64Attr(ctx, 0));
  state.addRegion();
  return GlobalOp::wrap(builder.create(state));
}
