// Blocks, branches and block arguments in a function body (generic cf ops
// until the cf dialect is registered).
func.func @count_down(%n: i32) -> i32 {
  %zero = "arith.constant"() <{value = 0 : i32}> : () -> i32
  "cf.br"(%n)[^loop] : (i32) -> ()
^loop(%i: i32):
  %done = "arith.cmpi"(%i, %zero) <{predicate = 3 : i64}> : (i32, i32) -> i1
  "cf.cond_br"(%done, %i)[^exit, ^body] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^body(%j: i32):
  %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %next = "arith.subi"(%j, %one) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "cf.br"(%next)[^loop] : (i32) -> ()
^exit:
  return %i : i32
}
