// --mlir-pretty-debuginfo: locations without `loc(...)`, file names bare,
// `[unknown]`, fused as `[a, b]` (metadata in front), a callsite as
// `callee at caller` (on a new line unless a named callee is called from a
// file position). An op's own location prints in full, the locations inside
// it through their aliases. Not parsable; the same text as mlir-opt.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo %s | FileCheck %s
// Without --mlir-print-debuginfo only locations used as attribute values
// print, in the pretty form too.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-pretty-debuginfo %s | FileCheck %s --check-prefix=PLAIN
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-pretty-debuginfo %s | FileCheck %s --check-prefix=PLAIN

// PLAIN:      #loc = x.py:1:1
// PLAIN-NEXT: #loc1 = [unknown]
// PLAIN:      %0 = arith.addi %arg0, %arg0 : i32{{$}}
// PLAIN:      "test.loc"() {l = #loc, u = #loc1} : () -> (){{$}}

// CHECK:      #loc2 = a.py:1:1
// CHECK-NEXT: #loc11 = x.py:1:1
// CHECK-NEXT: #loc12 = [unknown]
// CHECK-NEXT: #loc13 = "arg"(#loc2)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 "arg"(#loc2)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 #loc3
// CHECK-NEXT:  at #loc4
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32 #loc5
// CHECK-NEXT:  at #loc15
// CHECK-NEXT:     %2 = arith.subi %1, %0 : i32 r.py:1:2 to 3:4
// CHECK-NEXT:     %3 = arith.subi %2, %0 : i32 r.py:1:2 to :4
// CHECK-NEXT:     "test.loc"() {l = #loc11, u = #loc12} : () -> () "n2"(#loc10)
// CHECK-NEXT:     return %3 : i32 a.py:1:2
// CHECK-NEXT:   } {{.*}}locations-pretty.mlir:{{[0-9]+}}:1
// CHECK-NEXT: } {{.*}}locations-pretty.mlir:0:0
// CHECK-NEXT: #loc = {{.*}}locations-pretty.mlir:0:0
// CHECK-NEXT: #loc1 = {{.*}}locations-pretty.mlir:{{[0-9]+}}:1
// CHECK-NEXT: #loc3 = a.py:1:2
// CHECK-NEXT: #loc4 = b.py:3:4
// CHECK-NEXT: #loc5 = "n"
// CHECK-NEXT: #loc6 = c.py:1:1
// CHECK-NEXT: #loc7 = d.py:2:2
// CHECK-NEXT: #loc8 = r.py:1:2 to 3:4
// CHECK-NEXT: #loc9 = r.py:1:2 to :4
// CHECK-NEXT: #loc10 = q.py:4:4
// CHECK-NEXT: #loc14 = #loc3
// CHECK-NEXT:  at #loc4
// CHECK-NEXT: #loc15 = #loc6
// CHECK-NEXT:  at #loc7
// CHECK-NEXT: #loc16 = "n2"(#loc10)
// CHECK-NEXT: #loc17 = #loc5
// CHECK-NEXT:  at #loc15
// CHECK-EMPTY:

func.func @f(%a: i32 loc("arg"("a.py":1:1))) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(callsite("a.py":1:2 at "b.py":3:4))
  %1 = arith.muli %0, %0 : i32 loc(callsite("n" at callsite("c.py":1:1 at "d.py":2:2)))
  %2 = arith.subi %1, %0 : i32 loc("r.py":1:2 to 3:4)
  %3 = arith.subi %2, %0 : i32 loc("r.py":1:2 to :4)
  "test.loc"() {l = loc("x.py":1:1), u = loc(unknown)} : () -> () loc("n2"("q.py":4:4))
  return %3 : i32 loc(fused["a.py":1:2, unknown])
}
