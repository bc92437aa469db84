// Float attributes: the printFloat algorithm (docs/text-format.md section 8) over every float type.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefixes=CHECK,ONCE
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefixes=CHECK,ONCE
// Print-reparse stability, and each tool reading the other's output:
// RUN: %roundtrip | FileCheck %s --check-prefixes=CHECK,REPARSE
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefixes=CHECK,REPARSE
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefixes=CHECK,REPARSE

// Step 1: six digits, lowercase e, the value rounded to the type first.
// CHECK-LABEL: "foo.f16_one"()
// CHECK-SAME: {v = 1.000000e+00 : f16} : () -> ()
"foo.f16_one"() {v = 1.0 : f16} : () -> ()

// CHECK-LABEL: "foo.bf16_tenth"()
// CHECK-SAME: {v = 1.000980e-01 : bf16} : () -> ()
"foo.bf16_tenth"() {v = 0.1 : bf16} : () -> ()

// CHECK-LABEL: "foo.tf32_tenth"()
// CHECK-SAME: {v = 9.997550e-02 : tf32} : () -> ()
"foo.tf32_tenth"() {v = 0.1 : tf32} : () -> ()

// CHECK-LABEL: "foo.f16_fifth"()
// CHECK-SAME: {v = 1.999510e-01 : f16} : () -> ()
"foo.f16_fifth"() {v = 0.2 : f16} : () -> ()

// CHECK-LABEL: "foo.bf16_3_3"()
// CHECK-SAME: {v = 3.296880e+00 : bf16} : () -> ()
"foo.bf16_3_3"() {v = 3.3 : bf16} : () -> ()

// CHECK-LABEL: "foo.f32_tenth"()
// CHECK-SAME: {v = 1.000000e-01 : f32} : () -> ()
"foo.f32_tenth"() {v = 0.1 : f32} : () -> ()

// Step 2: the shortest exact decimal for wide types.
// CHECK-LABEL: "foo.f80_tenth"()
// CHECK-SAME: {v = 0.100000000000000005551 : f80} : () -> ()
"foo.f80_tenth"() {v = 0.1 : f80} : () -> ()

// CHECK-LABEL: "foo.f128_tenth"()
// CHECK-SAME: {v = 0.100000000000000005551115123125782702 : f128} : () -> ()
"foo.f128_tenth"() {v = 0.1 : f128} : () -> ()

// CHECK-LABEL: "foo.f80_1_5"()
// CHECK-SAME: {v = 1.500000e+00 : f80} : () -> ()
"foo.f80_1_5"() {v = 1.5 : f80} : () -> ()

// CHECK-LABEL: "foo.f128_small"()
// CHECK-SAME: {v = 0.00250000000000000005204170427930421283 : f128} : () -> ()
"foo.f128_small"() {v = 2.5e-3 : f128} : () -> ()

// CHECK-LABEL: "foo.f64_pi"()
// CHECK-SAME: {v = 3.14159265358979 : f64} : () -> ()
"foo.f64_pi"() {v = 3.14159265358979 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_sum"()
// CHECK-SAME: {v = 0.30000000000000004 : f64} : () -> ()
"foo.f64_sum"() {v = 0.30000000000000004 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_big_frac"()
// CHECK-SAME: {v = 12345678.9 : f64} : () -> ()
"foo.f64_big_frac"() {v = 12345678.9 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_1234"()
// CHECK-SAME: {v = 1234.5678 : f64} : () -> ()
"foo.f64_1234"() {v = 1234.5678 : f64} : () -> ()

// CHECK-LABEL: "foo.f32_12345"()
// CHECK-SAME: {v = 12345.6787 : f32} : () -> ()
"foo.f32_12345"() {v = 12345.6789 : f32} : () -> ()

// Step 2 in scientific notation: uppercase E, no exponent padding.
// CHECK-LABEL: "foo.f64_upper_e"()
// CHECK-SAME: {v = 1.23456789E-4 : f64} : () -> ()
"foo.f64_upper_e"() {v = 0.000123456789 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_e_10"()
// CHECK-SAME: {v = 1.2345678901233999E-10 : f64} : () -> ()
"foo.f64_e_10"() {v = 1.2345678901234e-10 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_e19"()
// CHECK-SAME: {v = 1.2345678901234567E+19 : f64} : () -> ()
"foo.f64_e19"() {v = 12345678901234567890.0 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_e38"()
// CHECK-SAME: {v = 9.9999999999999997E+37 : f64} : () -> ()
"foo.f64_e38"() {v = 1.0e38 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_max"()
// CHECK-SAME: {v = 1.7976931348623157E+308 : f64} : () -> ()
"foo.f64_max"() {v = 1.7976931348623157e308 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_e_8"()
// CHECK-SAME: {v = 9.9999999999999995E-8 : f64} : () -> ()
"foo.f64_e_8"() {v = 1.0e-7} : () -> ()

// Step 2 without a `.`: printed as hex bits.
// CHECK-LABEL: "foo.f64_int_hex"()
// CHECK-SAME: {v = 0x419D6F3454000000 : f64} : () -> ()
"foo.f64_int_hex"() {v = 123456789.0 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_int_hex2"()
// CHECK-SAME: {v = 0x4132D68700000000 : f64} : () -> ()
"foo.f64_int_hex2"() {v = 1234567.0 : f64} : () -> ()

// CHECK-LABEL: "foo.f32_round_hex"()
// CHECK-SAME: {v = 0x4B800000 : f32} : () -> ()
"foo.f32_round_hex"() {v = 16777217.0 : f32} : () -> ()

// CHECK-LABEL: "foo.f32_int_hex"()
// CHECK-SAME: {v = 0x4B3C614E : f32} : () -> ()
"foo.f32_int_hex"() {v = 12345678.0 : f32} : () -> ()

// CHECK-LABEL: "foo.f32_e8"()
// CHECK-SAME: {v = 1.000000e+08 : f32} : () -> ()
"foo.f32_e8"() {v = 100000000.5 : f32} : () -> ()

// CHECK-LABEL: "foo.f64_e100"()
// CHECK-SAME: {v = 1.000000e+100 : f64} : () -> ()
"foo.f64_e100"() {v = 1.0e100 : f64} : () -> ()

// APFloat denormal digits.
// CHECK-LABEL: "foo.f64_denormal"()
// CHECK-SAME: {v = 9.999880e-321 : f64} : () -> ()
"foo.f64_denormal"() {v = 1.0e-320 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_min_denormal"()
// CHECK-SAME: {v = 4.940660e-324 : f64} : () -> ()
"foo.f64_min_denormal"() {v = 4.9406564584124654e-324 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_min_normal"()
// CHECK-SAME: {v = 2.2250738585072014E-308 : f64} : () -> ()
"foo.f64_min_normal"() {v = 2.2250738585072014e-308 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_neg_zero"()
// CHECK-SAME: {v = -0.000000e+00 : f64} : () -> ()
"foo.f64_neg_zero"() {v = -0.0 : f64} : () -> ()

// CHECK-LABEL: "foo.f32_neg_zero_hex"()
// CHECK-SAME: {v = -0.000000e+00 : f32} : () -> ()
"foo.f32_neg_zero_hex"() {v = 0x80000000 : f32} : () -> ()

// CHECK-LABEL: "foo.f32_hex_denormal"()
// CHECK-SAME: {v = 1.401300e-45 : f32} : () -> ()
"foo.f32_hex_denormal"() {v = 0x1 : f32} : () -> ()

// CHECK-LABEL: "foo.f64_hex_zero"()
// CHECK-SAME: {v = 0.000000e+00 : f64} : () -> ()
"foo.f64_hex_zero"() {v = 0x0 : f64} : () -> ()

// CHECK-LABEL: "foo.f32_tiny"()
// CHECK-SAME: {v = 1.401300e-45 : f32} : () -> ()
"foo.f32_tiny"() {v = 1.0e-45 : f32} : () -> ()

// NaN and infinity are always hex.
// CHECK-LABEL: "foo.f32_qnan"()
// CHECK-SAME: {v = 0x7FC00000 : f32} : () -> ()
"foo.f32_qnan"() {v = 0x7FC00000 : f32} : () -> ()

// CHECK-LABEL: "foo.f32_inf"()
// CHECK-SAME: {v = 0x7F800000 : f32} : () -> ()
"foo.f32_inf"() {v = 0x7F800000 : f32} : () -> ()

// CHECK-LABEL: "foo.f32_neg_inf"()
// CHECK-SAME: {v = 0xFF800000 : f32} : () -> ()
"foo.f32_neg_inf"() {v = 0xFF800000 : f32} : () -> ()

// CHECK-LABEL: "foo.f32_snan"()
// CHECK-SAME: {v = 0x7F800001 : f32} : () -> ()
"foo.f32_snan"() {v = 0x7F800001 : f32} : () -> ()

// CHECK-LABEL: "foo.f32_all_ones"()
// CHECK-SAME: {v = 0xFFFFFFFF : f32} : () -> ()
"foo.f32_all_ones"() {v = 0xFFFFFFFF : f32} : () -> ()

// CHECK-LABEL: "foo.f64_nan_payload"()
// CHECK-SAME: {v = 0x7FF8000000000001 : f64} : () -> ()
"foo.f64_nan_payload"() {v = 0x7FF8000000000001 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_neg_inf"()
// CHECK-SAME: {v = 0xFFF0000000000000 : f64} : () -> ()
"foo.f64_neg_inf"() {v = 0xFFF0000000000000 : f64} : () -> ()

// CHECK-LABEL: "foo.f64_inf"()
// CHECK-SAME: {v = 0x7FF0000000000000 : f64} : () -> ()
"foo.f64_inf"() {v = 0x7FF0000000000000 : f64} : () -> ()

// CHECK-LABEL: "foo.f16_inf"()
// CHECK-SAME: {v = 0x7C00 : f16} : () -> ()
"foo.f16_inf"() {v = 0x7C00 : f16} : () -> ()

// A decimal too large for f16 rounds to infinity.
// CHECK-LABEL: "foo.f16_overflow"()
// CHECK-SAME: {v = 0x7C00 : f16} : () -> ()
"foo.f16_overflow"() {v = 1.0e10 : f16} : () -> ()

// CHECK-LABEL: "foo.f16_max"()
// CHECK-SAME: {v = 6.550400e+04 : f16} : () -> ()
"foo.f16_max"() {v = 65504.0 : f16} : () -> ()

// CHECK-LABEL: "foo.bf16_nan"()
// CHECK-SAME: {v = 0x7FC0 : bf16} : () -> ()
"foo.bf16_nan"() {v = 0x7FC0 : bf16} : () -> ()

// CHECK-LABEL: "foo.bf16_neg_nan"()
// CHECK-SAME: {v = 0xFFFF : bf16} : () -> ()
"foo.bf16_neg_nan"() {v = 0xFFFF : bf16} : () -> ()

// CHECK-LABEL: "foo.bf16_tiny"()
// CHECK-SAME: {v = 9.984020e-31 : bf16} : () -> ()
"foo.bf16_tiny"() {v = 1.0e-30 : bf16} : () -> ()

// CHECK-LABEL: "foo.f80_nan"()
// CHECK-SAME: {v = 0x7FFF8000000000000000 : f80} : () -> ()
"foo.f80_nan"() {v = 0x7FFF8000000000000000 : f80} : () -> ()

// CHECK-LABEL: "foo.f80_one_hex"()
// CHECK-SAME: {v = 1.000000e+00 : f80} : () -> ()
"foo.f80_one_hex"() {v = 0x3FFF8000000000000000 : f80} : () -> ()

// The smallest f80 denormal prints as a decimal that the parser (which goes
// through double) reads back as 0: mlir-opt's own output is not a fixpoint here.
// CHECK-LABEL: "foo.f80_min_denormal"()
// ONCE-SAME: {v = 3.645200e-4951 : f80} : () -> ()
// REPARSE-SAME: {v = 0.000000e+00 : f80} : () -> ()
"foo.f80_min_denormal"() {v = 0x00000000000000000001 : f80} : () -> ()

// CHECK-LABEL: "foo.f128_inf"()
// CHECK-SAME: {v = 0x7FFF0000000000000000000000000000 : f128} : () -> ()
"foo.f128_inf"() {v = 0x7FFF0000000000000000000000000000 : f128} : () -> ()

// Every small float type.
// CHECK-LABEL: "foo.f8E5M2"()
// CHECK-SAME: {v = 3.000000e+00 : f8E5M2} : () -> ()
"foo.f8E5M2"() {v = 3.0 : f8E5M2} : () -> ()

// CHECK-LABEL: "foo.f8E4M3FN"()
// CHECK-SAME: {v = 3.000000e+00 : f8E4M3FN} : () -> ()
"foo.f8E4M3FN"() {v = 3.0 : f8E4M3FN} : () -> ()

// CHECK-LABEL: "foo.f8E5M2FNUZ"()
// CHECK-SAME: {v = 3.000000e+00 : f8E5M2FNUZ} : () -> ()
"foo.f8E5M2FNUZ"() {v = 3.0 : f8E5M2FNUZ} : () -> ()

// CHECK-LABEL: "foo.f8E4M3FNUZ"()
// CHECK-SAME: {v = 3.000000e+00 : f8E4M3FNUZ} : () -> ()
"foo.f8E4M3FNUZ"() {v = 3.0 : f8E4M3FNUZ} : () -> ()

// CHECK-LABEL: "foo.f8E4M3B11FNUZ"()
// CHECK-SAME: {v = 3.000000e+00 : f8E4M3B11FNUZ} : () -> ()
"foo.f8E4M3B11FNUZ"() {v = 3.0 : f8E4M3B11FNUZ} : () -> ()

// CHECK-LABEL: "foo.f8E3M4"()
// CHECK-SAME: {v = 3.000000e+00 : f8E3M4} : () -> ()
"foo.f8E3M4"() {v = 3.0 : f8E3M4} : () -> ()

// CHECK-LABEL: "foo.f8E4M3"()
// CHECK-SAME: {v = 3.000000e+00 : f8E4M3} : () -> ()
"foo.f8E4M3"() {v = 3.0 : f8E4M3} : () -> ()

// CHECK-LABEL: "foo.f6E2M3FN"()
// CHECK-SAME: {v = 3.000000e+00 : f6E2M3FN} : () -> ()
"foo.f6E2M3FN"() {v = 3.0 : f6E2M3FN} : () -> ()

// CHECK-LABEL: "foo.f6E3M2FN"()
// CHECK-SAME: {v = 3.000000e+00 : f6E3M2FN} : () -> ()
"foo.f6E3M2FN"() {v = 3.0 : f6E3M2FN} : () -> ()

// CHECK-LABEL: "foo.f4E2M1FN"()
// CHECK-SAME: {v = 3.000000e+00 : f4E2M1FN} : () -> ()
"foo.f4E2M1FN"() {v = 3.0 : f4E2M1FN} : () -> ()

// CHECK-LABEL: "foo.f8E8M0FNU"()
// CHECK-SAME: {v = 2.000000e+00 : f8E8M0FNU} : () -> ()
"foo.f8E8M0FNU"() {v = 2.0 : f8E8M0FNU} : () -> ()

// CHECK-LABEL: "foo.f8E8M0FNU_round"()
// CHECK-SAME: {v = 4.000000e+00 : f8E8M0FNU} : () -> ()
"foo.f8E8M0FNU_round"() {v = 3.0 : f8E8M0FNU} : () -> ()

// CHECK-LABEL: "foo.f8E5M2_round"()
// CHECK-SAME: {v = 9.375000e-02 : f8E5M2} : () -> ()
"foo.f8E5M2_round"() {v = 0.1 : f8E5M2} : () -> ()

// CHECK-LABEL: "foo.f8E4M3FN_round"()
// CHECK-SAME: {v = 3.125000e-01 : f8E4M3FN} : () -> ()
"foo.f8E4M3FN_round"() {v = 0.3 : f8E4M3FN} : () -> ()

// CHECK-LABEL: "foo.f4E2M1FN_round"()
// CHECK-SAME: {v = 0.000000e+00 : f4E2M1FN} : () -> ()
"foo.f4E2M1FN_round"() {v = 0.15 : f4E2M1FN} : () -> ()

// CHECK-LABEL: "foo.f8E4M3FN_nan"()
// CHECK-SAME: {v = 0xFF : f8E4M3FN} : () -> ()
"foo.f8E4M3FN_nan"() {v = 0xFF : f8E4M3FN} : () -> ()

// CHECK-LABEL: "foo.f8E4M3FN_max_nan"()
// CHECK-SAME: {v = 0x7F : f8E4M3FN} : () -> ()
"foo.f8E4M3FN_max_nan"() {v = 0x7F : f8E4M3FN} : () -> ()

// CHECK-LABEL: "foo.f8E5M2_inf"()
// CHECK-SAME: {v = 0x7C : f8E5M2} : () -> ()
"foo.f8E5M2_inf"() {v = 0x7C : f8E5M2} : () -> ()

// CHECK-LABEL: "foo.f8E5M2_nan"()
// CHECK-SAME: {v = 0x7E : f8E5M2} : () -> ()
"foo.f8E5M2_nan"() {v = 0x7E : f8E5M2} : () -> ()

// CHECK-LABEL: "foo.f8E5M2FNUZ_nan"()
// CHECK-SAME: {v = 0x80 : f8E5M2FNUZ} : () -> ()
"foo.f8E5M2FNUZ_nan"() {v = 0x80 : f8E5M2FNUZ} : () -> ()

// CHECK-LABEL: "foo.f8E8M0FNU_nan"()
// CHECK-SAME: {v = 0xFF : f8E8M0FNU} : () -> ()
"foo.f8E8M0FNU_nan"() {v = 0xFF : f8E8M0FNU} : () -> ()

// CHECK-LABEL: "foo.f6E2M3FN_hex"()
// CHECK-SAME: {v = -7.500000e+00 : f6E2M3FN} : () -> ()
"foo.f6E2M3FN_hex"() {v = 0x3F : f6E2M3FN} : () -> ()

// CHECK-LABEL: "foo.f4E2M1FN_hex"()
// CHECK-SAME: {v = -6.000000e+00 : f4E2M1FN} : () -> ()
"foo.f4E2M1FN_hex"() {v = 0xF : f4E2M1FN} : () -> ()

// A bare float literal is f64; `1.E3` and `-2.` are accepted.
// CHECK-LABEL: "foo.bare"()
// CHECK-SAME: {v = 1.000000e+00 : f64} : () -> ()
"foo.bare"() {v = 1.0} : () -> ()

// CHECK-LABEL: "foo.bare_exp"()
// CHECK-SAME: {v = 1.000000e+03 : f64} : () -> ()
"foo.bare_exp"() {v = 1.E3} : () -> ()

// CHECK-LABEL: "foo.bare_trailing_dot"()
// CHECK-SAME: {v = -2.000000e+00 : f64} : () -> ()
"foo.bare_trailing_dot"() {v = -2.} : () -> ()

// Array elements elide only `: f64`.
// CHECK-LABEL: "foo.in_array"()
// CHECK-SAME: {v = [1.000000e+00, 2.500000e+00 : f32, 0x7FC00000 : f32, -0.000000e+00]} : () -> ()
"foo.in_array"() {v = [1.0, 2.5 : f32, 0x7FC00000 : f32, -0.0]} : () -> ()
