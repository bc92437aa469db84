//===- OpAsmPrinter.cpp - The printer API of custom op syntax -------------===//
#include "text/ModulePrinter.h"
#include "text/OpAsm.h"

using namespace terrace;

OpAsmPrinter::OpAsmPrinter(ModulePrinter &impl) : impl(impl) {}

llvm::raw_ostream &OpAsmPrinter::getStream() { return impl.getStream(); }

OpAsmPrinter &OpAsmPrinter::operator<<(llvm::StringRef text) {
  getStream() << text;
  return *this;
}
OpAsmPrinter &OpAsmPrinter::operator<<(char c) {
  getStream() << c;
  return *this;
}
OpAsmPrinter &OpAsmPrinter::operator<<(Type type) {
  printType(type);
  return *this;
}
OpAsmPrinter &OpAsmPrinter::operator<<(Attribute attr) {
  printAttribute(attr);
  return *this;
}
OpAsmPrinter &OpAsmPrinter::operator<<(Value value) {
  printOperand(value);
  return *this;
}

void OpAsmPrinter::printOperand(Value value) { impl.printValueID(value); }

void OpAsmPrinter::printOperands(ValueRange values) {
  for (size_t i = 0; i < values.size(); ++i) {
    if (i)
      getStream() << ", ";
    printOperand(values[i]);
  }
}

void OpAsmPrinter::printType(Type type) { impl.printType(type); }

void OpAsmPrinter::printTypes(TypeRange types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i)
      getStream() << ", ";
    printType(types[i]);
  }
}

void OpAsmPrinter::printAttribute(Attribute attr) { impl.printAttribute(attr); }

void OpAsmPrinter::printAttributeWithoutType(Attribute attr) {
  impl.printAttribute(attr, TypeElision::Must);
}

void OpAsmPrinter::printOptionalOperandsWithTypes(Operation *op) {
  if (!op->getNumOperands())
    return;
  getStream() << ' ';
  printOperands(op->getOperands());
  getStream() << " : ";
  printTypes(op->getOperandTypes());
}

void OpAsmPrinter::printSymbolName(llvm::StringRef name) {
  impl.printSymbolName(name);
}

void OpAsmPrinter::printOptionalAttrDict(
    llvm::ArrayRef<NamedAttribute> attrs,
    llvm::ArrayRef<llvm::StringRef> elided) {
  impl.printOptionalAttrDict(attrs, elided);
}

void OpAsmPrinter::printOptionalAttrDictWithKeyword(
    llvm::ArrayRef<NamedAttribute> attrs,
    llvm::ArrayRef<llvm::StringRef> elided) {
  bool any = llvm::any_of(attrs, [&](const NamedAttribute &a) {
    return !llvm::is_contained(elided, a.getName());
  });
  if (!any)
    return;
  getStream() << " attributes";
  impl.printOptionalAttrDict(attrs, elided);
}

void OpAsmPrinter::printRegionArgument(Value arg, DictionaryAttr attrs) {
  impl.printRegionArgument(arg, attrs);
}

void OpAsmPrinter::printRegion(Region &region, bool printEntryBlockArgs,
                               bool printBlockTerminators) {
  impl.printRegion(region, printEntryBlockArgs, printBlockTerminators,
                   /*printEmptyBlock=*/false);
}

void OpAsmPrinter::printFunctionalType(TypeRange inputs, TypeRange results) {
  impl.printFunctionalType(inputs, results);
}

void OpAsmPrinter::printSuccessor(Block *block) { impl.printBlockName(block); }

void OpAsmPrinter::printNewline() { impl.printNewline(); }
void OpAsmPrinter::increaseIndent() { impl.increaseIndent(); }
void OpAsmPrinter::decreaseIndent() { impl.decreaseIndent(); }
