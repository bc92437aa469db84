//===- PrintToString.h - What an IR object's print() writes ---------------===//
#ifndef TERRACE_UNITTESTS_PRINTTOSTRING_H
#define TERRACE_UNITTESTS_PRINTTOSTRING_H

#include "llvm/Support/raw_ostream.h"

#include <string>

/// The text `x.print(os)` writes, for types, attributes, affine expressions
/// and operations alike.
template <typename T> std::string printToString(T &&x) {
  std::string s;
  llvm::raw_string_ostream os(s);
  x.print(os);
  return s;
}

#endif
