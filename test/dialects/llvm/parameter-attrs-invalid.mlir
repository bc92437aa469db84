// The llvm.* attributes of a function's arguments and results: each takes
// its kind of value and applies to its kind of type (MLIR's
// verifyParameterAttribute); some may not be result attributes. Both tools
// report the same.
// RUN: terrace-opt --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

// expected-error@below {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_on_integer(%0 : i32 {llvm.noalias})

// -----

// expected-error@below {{"llvm.noalias" should be a unit attribute}}
llvm.func @noalias_with_value(%0 : !llvm.ptr {llvm.noalias = 10 : i32})

// -----

// expected-error@below {{"llvm.readonly" attribute attached to non-pointer LLVM type}}
llvm.func @readonly_on_integer(%0 : i32 {llvm.readonly})

// -----

// expected-error@below {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @nonnull_on_float(%0 : f32 {llvm.nonnull}) {
  llvm.return
}

// -----

// expected-error@below {{"llvm.byval" should be a type attribute}}
llvm.func @byval_without_type(%0 : !llvm.ptr {llvm.byval})

// -----

// expected-error@below {{"llvm.sret" attribute attached to non-pointer LLVM type}}
llvm.func @sret_on_integer(%0 : i64 {llvm.sret = i64})

// -----

// expected-error@below {{"llvm.signext" attribute attached to non-integer LLVM type}}
llvm.func @signext_on_float(%0 : f32 {llvm.signext})

// -----

// expected-error@below {{"llvm.zeroext" should be a unit attribute}}
llvm.func @zeroext_with_value(%0 : i32 {llvm.zeroext = 1 : i32})

// -----

// expected-error@below {{"llvm.align" should be an integer attribute}}
llvm.func @align_not_integer(%0 : !llvm.ptr {llvm.align = "x"})

// -----

// expected-error@below {{"llvm.dereferenceable" attribute attached to non-pointer LLVM type}}
llvm.func @dereferenceable_on_integer(%0 : i32 {llvm.dereferenceable = 4 : i64})

// -----

// expected-error@below {{"llvm.alignstack" should be an integer attribute}}
llvm.func @alignstack_not_integer(%0 : i32 {llvm.alignstack})

// -----

// expected-error@below {{"llvm.noundef" should be a unit attribute}}
llvm.func @noundef_with_value(%0 : i32 {llvm.noundef = 1 : i32})

// -----

// A void function has no result to attach attributes to.
// expected-error@below {{'llvm.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
llvm.func @void_result() -> (!llvm.void {llvm.noundef})

// -----

// expected-error@below {{"llvm.readonly" is not a valid result attribute}}
llvm.func @readonly_result() -> (!llvm.ptr {llvm.readonly})

// -----

// expected-error@below {{"llvm.sret" is not a valid result attribute}}
llvm.func @sret_result() -> (!llvm.ptr {llvm.sret = i32})

// -----

// expected-error@below {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_on_struct_result() -> (!llvm.struct<(ptr, i64)> {llvm.noalias})

// -----

// Valid ones, and attributes of other dialects, are left alone.
llvm.func @valid(%a : !llvm.ptr {llvm.noalias, llvm.readonly, llvm.align = 16 : i64},
                 %b : i32 {llvm.signext, llvm.noundef}, %c : !llvm.ptr {llvm.byval = i64},
                 %d : f32 {test.anything = 3}) -> (i32 {llvm.zeroext})

// -----

// Argument and result attributes must belong to a dialect (a '.' in the
// name), as MLIR's FunctionOpInterface requires.
// expected-error@below {{'llvm.func' op arguments may only have dialect attributes}}
llvm.func @argument_attribute_of_no_dialect(%0 : i64 {s = i64})

// -----

// expected-error@below {{'llvm.func' op results may only have dialect attributes}}
llvm.func @result_attribute_of_no_dialect() -> (!llvm.ptr {s = i32})
