//===- Location.h - Source locations, as attributes -----------------------===//
#pragma once

#include "ir/Attributes.h"

#include "llvm/ADT/SmallVector.h"

namespace terrace {

/// A location: unknown, file:line:col (or a range), name, call site or fused.
/// Locations are attributes, so they are uniqued and compare by pointer.
class Location : public Attribute {
public:
  using Attribute::Attribute;
  Location(Attribute a) : Attribute(a.getImpl()) {}
  static bool classof(Attribute a) {
    return a.getKind() >= AttrKind::UnknownLoc &&
           a.getKind() <= AttrKind::FusedLoc;
  }
};

class UnknownLoc : public Location {
public:
  using Location::Location;
  static UnknownLoc get(Context &ctx);
  static bool classof(Attribute a) { return a.getKind() == AttrKind::UnknownLoc; }
};

/// `"file":line:col`, or a range `"file":l:c to l2:c2` (MLIR 22's
/// FileLineColRange; `to :c2` when on one line). Each line:col pair is
/// packed in one storage word: every op has a location of its own, so the
/// size counts.
class FileLineColLoc : public Location {
public:
  using Location::Location;
  static FileLineColLoc get(Context &ctx, llvm::StringRef file, unsigned line,
                            unsigned col);
  /// `ints` holds line, col and optionally end line and end col.
  static FileLineColLoc getRange(StringAttr file, llvm::ArrayRef<int64_t> ints);
  StringAttr getFilename() const { return StringAttr(ptr(0)); }
  unsigned getLine() const { return unsigned(uint64_t(impl->ints()[0]) >> 32); }
  unsigned getColumn() const { return unsigned(impl->ints()[0]); }
  /// line, col, and for a range end line and end col.
  llvm::SmallVector<int64_t, 4> getRangeInts() const {
    llvm::SmallVector<int64_t, 4> out;
    for (int64_t packed : impl->ints()) {
      out.push_back(int64_t(uint64_t(packed) >> 32));
      out.push_back(int64_t(uint32_t(packed)));
    }
    return out;
  }
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::FileLineColLoc;
  }
};

/// `"name"(child)`; the child is unknown when omitted.
class NameLoc : public Location {
public:
  using Location::Location;
  static NameLoc get(StringAttr name, Location child);
  StringAttr getName() const { return StringAttr(ptr(0)); }
  Location getChildLoc() const { return Location(Attribute(ptr(1))); }
  static bool classof(Attribute a) { return a.getKind() == AttrKind::NameLoc; }
};

/// `callsite(callee at caller)`.
class CallSiteLoc : public Location {
public:
  using Location::Location;
  static CallSiteLoc get(Location callee, Location caller);
  Location getCallee() const { return Location(Attribute(ptr(0))); }
  Location getCaller() const { return Location(Attribute(ptr(1))); }
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::CallSiteLoc;
  }
};

/// `fused<metadata>[loc, ...]`.
class FusedLoc : public Location {
public:
  using Location::Location;
  /// Simplifies first (see Attributes.cpp): the result is a FusedLoc only
  /// when it fuses several locations or carries metadata.
  static Location get(Context &ctx, llvm::ArrayRef<Location> locs,
                      Attribute metadata);
  Attribute getMetadata() const { return Attribute(ptr(0)); }
  llvm::ArrayRef<Attribute> getLocations() const {
    return asAttributes(impl->ptrs()).drop_front();
  }
  static bool classof(Attribute a) { return a.getKind() == AttrKind::FusedLoc; }
};

} // namespace terrace
