// Affine maps and integer sets: syntax, printer binding strength, and the simplifications Terrace implements (docs/text-format.md section 12).
// Missing simplifications are listed in test/text/known-differences.txt, not here.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope %s | FileCheck %s

// Syntax: `[]` only with symbols; `()` with no dims; empty results.
// CHECK-LABEL: "foo.syntax_nodims"()
// CHECK-SAME: {v = affine_map<() -> ()>} : () -> ()
"foo.syntax_nodims"() {v = affine_map<() -> ()>} : () -> ()

// CHECK-LABEL: "foo.syntax_noresults"()
// CHECK-SAME: {v = affine_map<(d0) -> ()>} : () -> ()
"foo.syntax_noresults"() {v = affine_map<(d0) -> ()>} : () -> ()

// CHECK-LABEL: "foo.syntax_symonly"()
// CHECK-SAME: {v = affine_map<()[s0] -> (s0)>} : () -> ()
"foo.syntax_symonly"() {v = affine_map<()[s0] -> (s0)>} : () -> ()

// CHECK-LABEL: "foo.syntax_full"()
// CHECK-SAME: {v = affine_map<(d0, d1)[s0, s1] -> (d0, d1, s0, s1, 5)>} : () -> ()
"foo.syntax_full"() {v = affine_map<(d0, d1)[s0, s1] -> (d0, d1, s0, s1, 5)>} : () -> ()

// CHECK-LABEL: "foo.syntax_renamed"()
// CHECK-SAME: {v = affine_map<(d0, d1)[s0] -> (d1, d0 + s0)>} : () -> ()
"foo.syntax_renamed"() {v = affine_map<(i, j)[N] -> (j, i + N)>} : () -> ()

// CHECK-LABEL: "foo.neg_const"()
// CHECK-SAME: {v = affine_map<(d0) -> (-5)>} : () -> ()
"foo.neg_const"() {v = affine_map<(d0) -> (-5)>} : () -> ()

// Printer: binding strength and the `-` forms.
// CHECK-LABEL: "foo.mul_neg_const"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 * -5)>} : () -> ()
"foo.mul_neg_const"() {v = affine_map<(d0) -> (d0 * -5)>} : () -> ()

// CHECK-LABEL: "foo.floordiv_neg"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 floordiv -2)>} : () -> ()
"foo.floordiv_neg"() {v = affine_map<(d0) -> (d0 floordiv -2)>} : () -> ()

// CHECK-LABEL: "foo.neg_dim"()
// CHECK-SAME: {v = affine_map<(d0) -> (-d0)>} : () -> ()
"foo.neg_dim"() {v = affine_map<(d0) -> (-d0)>} : () -> ()

// CHECK-LABEL: "foo.neg_sum"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (-(d0 + s0))>} : () -> ()
"foo.neg_sum"() {v = affine_map<(d0)[s0] -> (-(d0 + s0))>} : () -> ()

// CHECK-LABEL: "foo.neg_mod"()
// CHECK-SAME: {v = affine_map<(d0) -> (-(d0 mod 2))>} : () -> ()
"foo.neg_mod"() {v = affine_map<(d0) -> (-(d0 mod 2))>} : () -> ()

// CHECK-LABEL: "foo.neg_diff"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (-(d0 - d1))>} : () -> ()
"foo.neg_diff"() {v = affine_map<(d0, d1) -> (-(d0 - d1))>} : () -> ()

// CHECK-LABEL: "foo.mul_neg_sym"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 * (-s0))>} : () -> ()
"foo.mul_neg_sym"() {v = affine_map<(d0)[s0] -> (d0 * (-s0))>} : () -> ()

// CHECK-LABEL: "foo.floordiv_neg_sym"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 floordiv (-s0))>} : () -> ()
"foo.floordiv_neg_sym"() {v = affine_map<(d0)[s0] -> (d0 floordiv (-s0))>} : () -> ()

// CHECK-LABEL: "foo.mul_paren_sum"()
// CHECK-SAME: {v = affine_map<(d0) -> ((d0 + 1) * 2)>} : () -> ()
"foo.mul_paren_sum"() {v = affine_map<(d0) -> ((d0 + 1) * 2)>} : () -> ()

// CHECK-LABEL: "foo.mul_paren_floordiv"()
// CHECK-SAME: {v = affine_map<(d0) -> ((d0 floordiv 2) * 2)>} : () -> ()
"foo.mul_paren_floordiv"() {v = affine_map<(d0) -> ((d0 floordiv 2) * 2)>} : () -> ()

// CHECK-LABEL: "foo.mul_nested_sym"()
// CHECK-SAME: {v = affine_map<(d0)[s0, s1] -> ((d0 * s1) * s0)>} : () -> ()
"foo.mul_nested_sym"() {v = affine_map<(d0)[s0, s1] -> ((d0 * s1) * s0)>} : () -> ()

// CHECK-LABEL: "foo.mul_right_nested"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 * (s0 * 2))>} : () -> ()
"foo.mul_right_nested"() {v = affine_map<(d0)[s0] -> (d0 * (s0 * 2))>} : () -> ()

// CHECK-LABEL: "foo.mod_of_mul"()
// CHECK-SAME: {v = affine_map<(d0) -> ((d0 * 4) mod 3)>} : () -> ()
"foo.mod_of_mul"() {v = affine_map<(d0) -> ((d0 * 4) mod 3)>} : () -> ()

// CHECK-LABEL: "foo.floordiv_floordiv"()
// CHECK-SAME: {v = affine_map<(d0) -> ((d0 floordiv 4) floordiv 2)>} : () -> ()
"foo.floordiv_floordiv"() {v = affine_map<(d0) -> ((d0 floordiv 4) floordiv 2)>} : () -> ()

// CHECK-LABEL: "foo.sub_sum"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 - (s0 + 1))>} : () -> ()
"foo.sub_sum"() {v = affine_map<(d0)[s0] -> (d0 - (s0 + 1))>} : () -> ()

// CHECK-LABEL: "foo.sub_floordiv"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 - s0 floordiv 2)>} : () -> ()
"foo.sub_floordiv"() {v = affine_map<(d0)[s0] -> (d0 - s0 floordiv 2)>} : () -> ()

// CHECK-LABEL: "foo.sub_mul"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 - s0 * 2)>} : () -> ()
"foo.sub_mul"() {v = affine_map<(d0)[s0] -> (d0 - s0 * 2)>} : () -> ()

// CHECK-LABEL: "foo.neg_sub"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (-d0 - d1)>} : () -> ()
"foo.neg_sub"() {v = affine_map<(d0, d1) -> (-d0 - d1)>} : () -> ()

// CHECK-LABEL: "foo.sub_mul6"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d0 - d1 * 6)>} : () -> ()
"foo.sub_mul6"() {v = affine_map<(d0, d1) -> (d0 - d1 * 6)>} : () -> ()

// CHECK-LABEL: "foo.sub_sum_times2"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d1 - (d0 + d1) * 2)>} : () -> ()
"foo.sub_sum_times2"() {v = affine_map<(d0, d1) -> (d1 - (d0 + d1) * 2)>} : () -> ()

// CHECK-LABEL: "foo.sub_const"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 - 5)>} : () -> ()
"foo.sub_const"() {v = affine_map<(d0) -> (d0 - 5)>} : () -> ()

// CHECK-LABEL: "foo.neg_sub_const"()
// CHECK-SAME: {v = affine_map<(d0) -> (-d0 - 1)>} : () -> ()
"foo.neg_sub_const"() {v = affine_map<(d0) -> (-d0 - 1)>} : () -> ()

// CHECK-LABEL: "foo.right_nested_add"()
// CHECK-SAME: {v = affine_map<(d0, d1, d2) -> (d2 + d0 + d1)>} : () -> ()
"foo.right_nested_add"() {v = affine_map<(d0, d1, d2) -> (d2 + (d0 + d1))>} : () -> ()

// CHECK-LABEL: "foo.mod_of_sum"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> ((d0 * 3 + d1) mod 2)>} : () -> ()
"foo.mod_of_sum"() {v = affine_map<(d0, d1) -> ((d0 * 3 + d1) mod 2)>} : () -> ()

// CHECK-LABEL: "foo.ceildiv"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 ceildiv 3)>} : () -> ()
"foo.ceildiv"() {v = affine_map<(d0) -> (d0 ceildiv 3)>} : () -> ()

// Simplifications of +.
// CHECK-LABEL: "foo.add_fold"()
// CHECK-SAME: {v = affine_map<(d0) -> (13)>} : () -> ()
"foo.add_fold"() {v = affine_map<(d0) -> (3 * 4 + 1)>} : () -> ()

// CHECK-LABEL: "foo.add_const_left"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"foo.add_const_left"() {v = affine_map<(d0) -> (1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.add_sym_dim"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> ()
"foo.add_sym_dim"() {v = affine_map<(d0)[s0] -> (s0 + d0)>} : () -> ()

// CHECK-LABEL: "foo.add_sym_swap"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> ((d0 + s0) * -2 + s0)>} : () -> ()
"foo.add_sym_swap"() {v = affine_map<(d0)[s0] -> (s0 - (d0 + s0) * 2)>} : () -> ()

// CHECK-LABEL: "foo.add_zero"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0)>} : () -> ()
"foo.add_zero"() {v = affine_map<(d0) -> (d0 + 0)>} : () -> ()

// CHECK-LABEL: "foo.add_consts"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d0 + d1 + 5)>} : () -> ()
"foo.add_consts"() {v = affine_map<(d0, d1) -> (d0 + 2 + d1 + 3)>} : () -> ()

// CHECK-LABEL: "foo.add_cancel"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0)>} : () -> ()
"foo.add_cancel"() {v = affine_map<(d0) -> (d0 + 5 - 5)>} : () -> ()

// CHECK-LABEL: "foo.add_coeffs"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 * 3 + 3)>} : () -> ()
"foo.add_coeffs"() {v = affine_map<(d0) -> (3 + d0 * 2 + d0)>} : () -> ()

// CHECK-LABEL: "foo.add_coeffs2"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 - 1)>} : () -> ()
"foo.add_coeffs2"() {v = affine_map<(d0) -> (d0 * 2 - 1 - d0)>} : () -> ()

// CHECK-LABEL: "foo.add_self_cancel"()
// CHECK-SAME: {v = affine_map<(d0) -> (0)>} : () -> ()
"foo.add_self_cancel"() {v = affine_map<(d0) -> (d0 - d0)>} : () -> ()

// CHECK-LABEL: "foo.add_const_out"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d0 + d1 + 1)>} : () -> ()
"foo.add_const_out"() {v = affine_map<(d0, d1) -> (d1 + 1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.add_const_out_sym"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 + s0 + 3)>} : () -> ()
"foo.add_const_out_sym"() {v = affine_map<(d0)[s0] -> (s0 + 3 + d0)>} : () -> ()

// Leaf operand ordering (not a full sort).
// CHECK-LABEL: "foo.order_d1_d0"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d0 + d1)>} : () -> ()
"foo.order_d1_d0"() {v = affine_map<(d0, d1) -> (d1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.order_s1_s0"()
// CHECK-SAME: {v = affine_map<()[s0, s1] -> (s0 + s1)>} : () -> ()
"foo.order_s1_s0"() {v = affine_map<()[s0, s1] -> (s1 + s0)>} : () -> ()

// CHECK-LABEL: "foo.order_3"()
// CHECK-SAME: {v = affine_map<(d0, d1, d2) -> (d1 + d2 + d0)>} : () -> ()
"foo.order_3"() {v = affine_map<(d0, d1, d2) -> (d2 + d1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.order_4"()
// CHECK-SAME: {v = affine_map<(d0, d1, d2, d3) -> (d2 + d3 + d1 + d0)>} : () -> ()
"foo.order_4"() {v = affine_map<(d0, d1, d2, d3) -> (d3 + d2 + d1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.order_keep1"()
// CHECK-SAME: {v = affine_map<(d0, d1, d2) -> (d0 + d2 + d1)>} : () -> ()
"foo.order_keep1"() {v = affine_map<(d0, d1, d2) -> (d0 + d2 + d1)>} : () -> ()

// CHECK-LABEL: "foo.order_keep2"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d0 + d1 + d0)>} : () -> ()
"foo.order_keep2"() {v = affine_map<(d0, d1) -> (d0 + d1 + d0)>} : () -> ()

// CHECK-LABEL: "foo.order_keep3"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d1 * 2 + d0)>} : () -> ()
"foo.order_keep3"() {v = affine_map<(d0, d1) -> (d1 * 2 + d0)>} : () -> ()

// CHECK-LABEL: "foo.order_keep4"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d1 + d0 * 2)>} : () -> ()
"foo.order_keep4"() {v = affine_map<(d0, d1) -> (d1 + d0 * 2)>} : () -> ()

// CHECK-LABEL: "foo.order_keep5"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d1 mod 2 + d0)>} : () -> ()
"foo.order_keep5"() {v = affine_map<(d0, d1) -> (d1 mod 2 + d0)>} : () -> ()

// CHECK-LABEL: "foo.order_syms3"()
// CHECK-SAME: {v = affine_map<()[s0, s1, s2] -> (s1 + s2 + s0)>} : () -> ()
"foo.order_syms3"() {v = affine_map<()[s0, s1, s2] -> (s2 + s1 + s0)>} : () -> ()

// CHECK-LABEL: "foo.order_right_nested"()
// CHECK-SAME: {v = affine_map<(d0, d1, d2) -> (d2 + d0 + d1)>} : () -> ()
"foo.order_right_nested"() {v = affine_map<(d0, d1, d2) -> (d2 + (d1 + d0))>} : () -> ()

// Simplifications of *.
// CHECK-LABEL: "foo.mul_fold"()
// CHECK-SAME: {v = affine_map<(d0) -> (12)>} : () -> ()
"foo.mul_fold"() {v = affine_map<(d0) -> (3 * 4)>} : () -> ()

// CHECK-LABEL: "foo.mul_const_left"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.mul_const_left"() {v = affine_map<(d0) -> (2 * d0)>} : () -> ()

// CHECK-LABEL: "foo.mul_sym_dim"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 * s0)>} : () -> ()
"foo.mul_sym_dim"() {v = affine_map<(d0)[s0] -> (s0 * d0)>} : () -> ()

// CHECK-LABEL: "foo.mul_const_sym"()
// CHECK-SAME: {v = affine_map<()[s0] -> (s0 * 2)>} : () -> ()
"foo.mul_const_sym"() {v = affine_map<()[s0] -> (2 * s0)>} : () -> ()

// CHECK-LABEL: "foo.mul_one"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0)>} : () -> ()
"foo.mul_one"() {v = affine_map<(d0) -> (d0 * 1)>} : () -> ()

// CHECK-LABEL: "foo.mul_zero"()
// CHECK-SAME: {v = affine_map<(d0) -> (0)>} : () -> ()
"foo.mul_zero"() {v = affine_map<(d0) -> (d0 * 0)>} : () -> ()

// CHECK-LABEL: "foo.mul_consts"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 * 6)>} : () -> ()
"foo.mul_consts"() {v = affine_map<(d0) -> (d0 * 2 * 3)>} : () -> ()

// CHECK-LABEL: "foo.mul_consts_sub"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d0 - d1 * 6)>} : () -> ()
"foo.mul_consts_sub"() {v = affine_map<(d0, d1) -> (d0 + (d1 * 2) * -3)>} : () -> ()

// CHECK-LABEL: "foo.mul_const_out"()
// CHECK-SAME: {v = affine_map<()[s0, s1] -> ((s0 * s1) * 2)>} : () -> ()
"foo.mul_const_out"() {v = affine_map<()[s0, s1] -> (s1 * s0 * 2)>} : () -> ()

// CHECK-LABEL: "foo.mul_order"()
// CHECK-SAME: {v = affine_map<()[s0, s1] -> (s0 * s1)>} : () -> ()
"foo.mul_order"() {v = affine_map<()[s0, s1] -> (s1 * s0)>} : () -> ()

// CHECK-LABEL: "foo.mul_neg_neg"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 * -2)>} : () -> ()
"foo.mul_neg_neg"() {v = affine_map<(d0) -> (-(d0 * 2))>} : () -> ()

// CHECK-LABEL: "foo.neg_neg"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0)>} : () -> ()
"foo.neg_neg"() {v = affine_map<(d0) -> (-(-d0))>} : () -> ()

// CHECK-LABEL: "foo.mul_sym_const_dim"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 * (s0 * 2))>} : () -> ()
"foo.mul_sym_const_dim"() {v = affine_map<(d0)[s0] -> (s0 * 2 * d0)>} : () -> ()

// Simplifications of floordiv / ceildiv.
// CHECK-LABEL: "foo.div_fold"()
// CHECK-SAME: {v = affine_map<(d0) -> (3)>} : () -> ()
"foo.div_fold"() {v = affine_map<(d0) -> (7 floordiv 2)>} : () -> ()

// CHECK-LABEL: "foo.ceildiv_fold"()
// CHECK-SAME: {v = affine_map<(d0) -> (4)>} : () -> ()
"foo.ceildiv_fold"() {v = affine_map<(d0) -> (7 ceildiv 2)>} : () -> ()

// CHECK-LABEL: "foo.div_fold_neg"()
// CHECK-SAME: {v = affine_map<(d0) -> (-4)>} : () -> ()
"foo.div_fold_neg"() {v = affine_map<(d0) -> (-7 floordiv 2)>} : () -> ()

// CHECK-LABEL: "foo.ceildiv_fold_neg"()
// CHECK-SAME: {v = affine_map<(d0) -> (-3)>} : () -> ()
"foo.ceildiv_fold_neg"() {v = affine_map<(d0) -> (-7 ceildiv 2)>} : () -> ()

// CHECK-LABEL: "foo.div_one"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0)>} : () -> ()
"foo.div_one"() {v = affine_map<(d0) -> (d0 floordiv 1)>} : () -> ()

// CHECK-LABEL: "foo.ceildiv_one"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0)>} : () -> ()
"foo.ceildiv_one"() {v = affine_map<(d0) -> (d0 ceildiv 1)>} : () -> ()

// CHECK-LABEL: "foo.div_mul"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.div_mul"() {v = affine_map<(d0) -> ((d0 * 4) floordiv 2)>} : () -> ()

// CHECK-LABEL: "foo.ceildiv_mul"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.ceildiv_mul"() {v = affine_map<(d0) -> ((d0 * 4) ceildiv 2)>} : () -> ()

// CHECK-LABEL: "foo.ceildiv_keep"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> ((d0 * 4 + d1) ceildiv 4)>} : () -> ()
"foo.ceildiv_keep"() {v = affine_map<(d0, d1) -> ((d0 * 4 + d1) ceildiv 4)>} : () -> ()

// CHECK-LABEL: "foo.div_sym"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 floordiv s0)>} : () -> ()
"foo.div_sym"() {v = affine_map<(d0)[s0] -> (d0 floordiv s0)>} : () -> ()

// CHECK-LABEL: "foo.div_sym_keep"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0)>} : () -> ()
"foo.div_sym_keep"() {v = affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0)>} : () -> ()

// Simplifications of mod.
// CHECK-LABEL: "foo.mod_fold"()
// CHECK-SAME: {v = affine_map<(d0) -> (2)>} : () -> ()
"foo.mod_fold"() {v = affine_map<(d0) -> (-7 mod 3)>} : () -> ()

// CHECK-LABEL: "foo.mod_one"()
// CHECK-SAME: {v = affine_map<(d0) -> (0)>} : () -> ()
"foo.mod_one"() {v = affine_map<(d0) -> (d0 mod 1)>} : () -> ()

// CHECK-LABEL: "foo.mod_mult"()
// CHECK-SAME: {v = affine_map<(d0) -> (0)>} : () -> ()
"foo.mod_mult"() {v = affine_map<(d0) -> ((d0 * 2) mod 2)>} : () -> ()

// CHECK-LABEL: "foo.mod_mod_keep"()
// CHECK-SAME: {v = affine_map<(d0) -> ((d0 mod 2) mod 4)>} : () -> ()
"foo.mod_mod_keep"() {v = affine_map<(d0) -> (d0 mod 2 mod 4)>} : () -> ()

// CHECK-LABEL: "foo.mod_neg_keep"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0 mod -3)>} : () -> ()
"foo.mod_neg_keep"() {v = affine_map<(d0) -> (d0 mod -3)>} : () -> ()

// CHECK-LABEL: "foo.mod_sym_keep"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> ((d0 * s0) mod s0)>} : () -> ()
"foo.mod_sym_keep"() {v = affine_map<(d0)[s0] -> ((d0 * s0) mod s0)>} : () -> ()

// Constants at the i64 edge.
// CHECK-LABEL: "foo.int_min"()
// CHECK-SAME: {v = affine_map<(d0) -> (-9223372036854775808)>} : () -> ()
"foo.int_min"() {v = affine_map<(d0) -> (-9223372036854775807 - 1)>} : () -> ()

// CHECK-LABEL: "foo.int_max"()
// CHECK-SAME: {v = affine_map<(d0) -> (9223372036854775807)>} : () -> ()
"foo.int_max"() {v = affine_map<(d0) -> (9223372036854775807)>} : () -> ()

// Integer sets.
// CHECK-LABEL: "foo.set_ge"()
// CHECK-SAME: {v = affine_set<(d0, d1) : (d0 - d1 >= 0)>} : () -> ()
"foo.set_ge"() {v = affine_set<(d0, d1) : (d0 >= d1)>} : () -> ()

// CHECK-LABEL: "foo.set_le"()
// CHECK-SAME: {v = affine_set<(d0) : (-d0 >= 0)>} : () -> ()
"foo.set_le"() {v = affine_set<(d0) : (d0 <= 0)>} : () -> ()

// CHECK-LABEL: "foo.set_keep"()
// CHECK-SAME: {v = affine_set<(d0) : (d0 * 2 - 4 >= 0, -d0 == 0)>} : () -> ()
"foo.set_keep"() {v = affine_set<(d0) : (d0 * 2 - 4 >= 0, -d0 == 0)>} : () -> ()

// CHECK-LABEL: "foo.set_const"()
// CHECK-SAME: {v = affine_set<(d0) : (1 >= 0)>} : () -> ()
"foo.set_const"() {v = affine_set<(d0) : (1 >= 0)>} : () -> ()

// CHECK-LABEL: "foo.set_const_eq"()
// CHECK-SAME: {v = affine_set<() : (0 == 0)>} : () -> ()
"foo.set_const_eq"() {v = affine_set<() : (0 == 0)>} : () -> ()

// CHECK-LABEL: "foo.set_empty"()
// CHECK-SAME: {v = affine_set<(d0) : (0 == 0)>} : () -> ()
"foo.set_empty"() {v = affine_set<(d0) : ()>} : () -> ()

// CHECK-LABEL: "foo.set_sym"()
// CHECK-SAME: {v = affine_set<(d0)[s0] : (d0 - s0 >= 0, s0 - 1 == 0)>} : () -> ()
"foo.set_sym"() {v = affine_set<(d0)[s0] : (d0 - s0 >= 0, s0 - 1 == 0)>} : () -> ()

// CHECK-LABEL: "foo.set_eq_vars"()
// CHECK-SAME: {v = affine_set<(d0, d1)[s0] : (d0 + s0 - d1 == 0, -d1 + s0 + 3 >= 0)>} : () -> ()
"foo.set_eq_vars"() {v = affine_set<(d0, d1)[s0] : (d0 + s0 == d1, d1 <= s0 + 3)>} : () -> ()

// Several results; the same map used twice is one attribute.
// CHECK-LABEL: "foo.multi_result"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d0, d1 * 2, d0 + d1, 0)>} : () -> ()
"foo.multi_result"() {v = affine_map<(d0, d1) -> (d0, d1 * 2, d0 + d1, 0)>} : () -> ()

// CHECK-LABEL: "foo.in_array"()
// CHECK-SAME: {v = [affine_map<(d0) -> (d0 + 1)>, affine_set<(d0) : (d0 >= 0)>]} : () -> ()
"foo.in_array"() {v = [affine_map<(d0) -> (d0 + 1)>, affine_set<(d0) : (d0 >= 0)>]} : () -> ()

// Identity layouts are dropped; others stay.
// CHECK-LABEL: "foo.in_memref"()
// CHECK-SAME: {v = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>} : () -> ()
"foo.in_memref"() {v = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>} : () -> ()

// CHECK-LABEL: "foo.in_memref_identity"()
// CHECK-SAME: {v = memref<4x4xf32>} : () -> ()
"foo.in_memref_identity"() {v = memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>} : () -> ()

// CHECK-LABEL: "foo.in_memref_sym"()
// CHECK-SAME: {v = memref<2xf32, affine_map<(d0)[s0] -> (d0 + s0)>>} : () -> ()
"foo.in_memref_sym"() {v = memref<2xf32, affine_map<(d0)[s0] -> (d0 + s0)>>} : () -> ()

// An identity map as an attribute is kept.
// CHECK-LABEL: "foo.identity_attr"()
// CHECK-SAME: {v = affine_map<(d0, d1) -> (d0, d1)>} : () -> ()
"foo.identity_attr"() {v = affine_map<(d0, d1) -> (d0, d1)>} : () -> ()

// CHECK-LABEL: "foo.ceildiv_neg_sym"()
// CHECK-SAME: {v = affine_map<(d0)[s0] -> (d0 ceildiv (-s0))>} : () -> ()
"foo.ceildiv_neg_sym"() {v = affine_map<(d0)[s0] -> (d0 ceildiv (-s0))>} : () -> ()

// CHECK-LABEL: "foo.paren_noop"()
// CHECK-SAME: {v = affine_map<(d0) -> (d0)>} : () -> ()
"foo.paren_noop"() {v = affine_map<(d0) -> (((d0)))>} : () -> ()
