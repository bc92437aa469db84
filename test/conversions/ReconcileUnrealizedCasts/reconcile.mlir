// Chains of unrealized_conversion_cast that come back to their starting types fold away, dead casts go, and casts still needed stay (including with several values and fan-out).
// RUN: terrace-opt --reconcile-unrealized-casts %s | FileCheck %s
// RUN: %mlir-opt --reconcile-unrealized-casts %s | FileCheck %s
// The CHECK lines are mlir-opt 22's output.

func.func @round_trip(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}
func.func @chain(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i32
  return %2 : i32
}
func.func @dead(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  return
}
func.func @kept(%a: i32) -> f32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  return %1 : f32
}
func.func @multi(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, f64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, f64 to i32, f32
  return %1#0, %1#1 : i32, f32
}
func.func @fan_out(%a: i32) -> (i32, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1, %0 : i32, i64
}

// CHECK-LABEL: func.func @round_trip(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kept(%arg0: i32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multi(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fan_out(%arg0: i32) -> (i32, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: return %arg0, %0 : i32, i64
// CHECK-NEXT: }
