// builtin.module: custom form (`module @name attributes {...} {`), generic form, and round trips through both tools.
// RUN: terrace-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=CUSTOM
// RUN: %mlir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=CUSTOM
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// Round trips: generic -> custom, custom -> custom, and each tool reading the other's output.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=CUSTOM
// RUN: terrace-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=CUSTOM
// RUN: terrace-opt --allow-unregistered-dialect %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt --allow-unregistered-dialect %s | terrace-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

module @outer attributes {x.a = 1, x.m = affine_map<(d0) -> (d0 + 9)>} {
  // An empty module body is one empty block.
  module {
  }
  module @inner {
    "foo.x"() : () -> ()
  }
  // sym_visibility is a property; in custom form it is printed in `attributes`.
  module @priv attributes {sym_visibility = "private"} {
  }
  // A generic module reads back in custom form; sym_name given as a discardable attribute moves into the properties.
  "builtin.module"() ({
    "foo.y"() : () -> ()
  }) {sym_name = "generic", x.b} : () -> ()
  module attributes {x.c = "s"} {
    "foo.z"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  }
  module @"quoted name" attributes {} {
  }
  "builtin.module"() <{}> ({
    "foo.w"() : () -> ()
  }) : () -> ()
}

// CUSTOM:      #map = affine_map<(d0) -> (d0 + 9)>
// CUSTOM-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CUSTOM-NEXT: module @outer attributes {x.a = 1 : i64, x.m = #map} {
// CUSTOM-NEXT:   module {
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   module @inner {
// CUSTOM-NEXT:     "foo.x"() : () -> ()
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   module @priv attributes {sym_visibility = "private"} {
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   module @generic attributes {x.b} {
// CUSTOM-NEXT:     "foo.y"() : () -> ()
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   module attributes {x.c = "s"} {
// CUSTOM-NEXT:     "foo.z"() {m = #map1} : () -> ()
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   module @"quoted name" {
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   module {
// CUSTOM-NEXT:     "foo.w"() : () -> ()
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }

// GENERIC:      #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0 + 9)>
// GENERIC-NEXT: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:     "foo.x"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "priv", sym_visibility = "private"}> ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "generic"}> ({
// GENERIC-NEXT:     "foo.y"() : () -> ()
// GENERIC-NEXT:   }) {x.b} : () -> ()
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:     "foo.z"() {m = #map} : () -> ()
// GENERIC-NEXT:   }) {x.c = "s"} : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "quoted name"}> ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:     "foo.w"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) {x.a = 1 : i64, x.m = #map1} : () -> ()
