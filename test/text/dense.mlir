// Dense elements (splat, nested, list vs hex, i1 packing, complex, strings, zero-size) and dense arrays.
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// Print-reparse stability, and each tool reading the other's output:
// RUN: %roundtrip | FileCheck %s
// RUN: terrace-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | terrace-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Splats: equal elements print once, however they were written.
// CHECK-LABEL: "foo.splat_list"()
// CHECK-SAME: {v = dense<7> : tensor<3xi32>} : () -> ()
"foo.splat_list"() {v = dense<[7, 7, 7]> : tensor<3xi32>} : () -> ()

// CHECK-LABEL: "foo.splat_hex"()
// CHECK-SAME: {v = dense<1> : tensor<2xi32>} : () -> ()
"foo.splat_hex"() {v = dense<"0x0100000001000000"> : tensor<2xi32>} : () -> ()

// CHECK-LABEL: "foo.splat_one_elem_hex"()
// CHECK-SAME: {v = dense<1.000000e+00> : tensor<2xf32>} : () -> ()
"foo.splat_one_elem_hex"() {v = dense<"0x0000803F"> : tensor<2xf32>} : () -> ()

// CHECK-LABEL: "foo.splat_i1_hex"()
// CHECK-SAME: {v = dense<true> : tensor<8xi1>} : () -> ()
"foo.splat_i1_hex"() {v = dense<"0xFF"> : tensor<8xi1>} : () -> ()

// CHECK-LABEL: "foo.splat_i1"()
// CHECK-SAME: {v = dense<true> : tensor<4xi1>} : () -> ()
"foo.splat_i1"() {v = dense<true> : tensor<4xi1>} : () -> ()

// A 200-element splat is not printed in hex.
// CHECK-LABEL: "foo.splat_big"()
// CHECK-SAME: {v = dense<3> : tensor<200xi32>} : () -> ()
"foo.splat_big"() {v = dense<[3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]> : tensor<200xi32>} : () -> ()

// CHECK-LABEL: "foo.splat_nested"()
// CHECK-SAME: {v = dense<2.500000e+00> : tensor<2x2xf64>} : () -> ()
"foo.splat_nested"() {v = dense<[[2.5, 2.5], [2.5, 2.5]]> : tensor<2x2xf64>} : () -> ()

// CHECK-LABEL: "foo.splat_vector_scalable"()
// CHECK-SAME: {v = dense<1.500000e+00> : vector<[4]xf32>} : () -> ()
"foo.splat_vector_scalable"() {v = dense<1.5> : vector<[4]xf32>} : () -> ()

// 0.0 and -0.0 differ.
// CHECK-LABEL: "foo.not_splat_zeros"()
// CHECK-SAME: {v = dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>} : () -> ()
"foo.not_splat_zeros"() {v = dense<[0.0, -0.0]> : tensor<2xf32>} : () -> ()

// Nested lists follow the shape.
// CHECK-LABEL: "foo.nested"()
// CHECK-SAME: {v = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> ()
"foo.nested"() {v = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> ()

// CHECK-LABEL: "foo.nested3"()
// CHECK-SAME: {v = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xui8>} : () -> ()
"foo.nested3"() {v = dense<[[[1]], [[2]]]> : tensor<2x1x1xui8>} : () -> ()

// CHECK-LABEL: "foo.rank0"()
// CHECK-SAME: {v = dense<5> : tensor<i32>} : () -> ()
"foo.rank0"() {v = dense<5> : tensor<i32>} : () -> ()

// CHECK-LABEL: "foo.vector"()
// CHECK-SAME: {v = dense<[1.000000e+00, 2.500000e+00]> : vector<2xf32>} : () -> ()
"foo.vector"() {v = dense<[1.0, 2.5]> : vector<2xf32>} : () -> ()

// Integers: signless prints signed, ui unsigned, i1 as true/false.
// CHECK-LABEL: "foo.signed_ints"()
// CHECK-SAME: {v = dense<[-1, -1, 127]> : tensor<3xi8>} : () -> ()
"foo.signed_ints"() {v = dense<[255, -1, 127]> : tensor<3xi8>} : () -> ()

// CHECK-LABEL: "foo.unsigned_ints"()
// CHECK-SAME: {v = dense<[255, 0, 7]> : tensor<3xui8>} : () -> ()
"foo.unsigned_ints"() {v = dense<[255, 0, 7]> : tensor<3xui8>} : () -> ()

// CHECK-LABEL: "foo.signed_si"()
// CHECK-SAME: {v = dense<[-128, 127]> : tensor<2xsi8>} : () -> ()
"foo.signed_si"() {v = dense<[-128, 127]> : tensor<2xsi8>} : () -> ()

// CHECK-LABEL: "foo.index"()
// CHECK-SAME: {v = dense<[1, -1]> : tensor<2xindex>} : () -> ()
"foo.index"() {v = dense<[1, -1]> : tensor<2xindex>} : () -> ()

// CHECK-LABEL: "foo.i1_list"()
// CHECK-SAME: {v = dense<[true, false]> : tensor<2xi1>} : () -> ()
"foo.i1_list"() {v = dense<[true, false]> : tensor<2xi1>} : () -> ()

// CHECK-LABEL: "foo.i1_from_hex"()
// CHECK-SAME: {v = dense<[true, false, true, false]> : tensor<4xi1>} : () -> ()
"foo.i1_from_hex"() {v = dense<"0x05"> : tensor<4xi1>} : () -> ()

// CHECK-LABEL: "foo.i1_from_hex_odd"()
// CHECK-SAME: {v = dense<[true, false, false]> : tensor<3xi1>} : () -> ()
"foo.i1_from_hex_odd"() {v = dense<"0x01"> : tensor<3xi1>} : () -> ()

// CHECK-LABEL: "foo.i4_from_hex"()
// CHECK-SAME: {v = dense<[1, 2]> : tensor<2xi4>} : () -> ()
"foo.i4_from_hex"() {v = dense<"0x0102"> : tensor<2xi4>} : () -> ()

// CHECK-LABEL: "foo.float_from_hex"()
// CHECK-SAME: {v = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : () -> ()
"foo.float_from_hex"() {v = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> ()

// CHECK-LABEL: "foo.floats_nan"()
// CHECK-SAME: {v = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>} : () -> ()
"foo.floats_nan"() {v = dense<[0x7FC00000, 1.0]> : tensor<2xf32>} : () -> ()

// CHECK-LABEL: "foo.floats_bf16"()
// CHECK-SAME: {v = dense<[1.000980e-01, 3.296880e+00]> : tensor<2xbf16>} : () -> ()
"foo.floats_bf16"() {v = dense<[0.1, 3.3]> : tensor<2xbf16>} : () -> ()

// CHECK-LABEL: "foo.floats_f80"()
// CHECK-SAME: {v = dense<[0.100000000000000005551, 1.500000e+00]> : tensor<2xf80>} : () -> ()
"foo.floats_f80"() {v = dense<[0.1, 1.5]> : tensor<2xf80>} : () -> ()

// CHECK-LABEL: "foo.floats_f8"()
// CHECK-SAME: {v = dense<[3.000000e+00, 9.375000e-02]> : tensor<2xf8E5M2>} : () -> ()
"foo.floats_f8"() {v = dense<[3.0, 0.1]> : tensor<2xf8E5M2>} : () -> ()

// Exactly 100 elements print as a list; 101 print as hex.
// CHECK-LABEL: "foo.exactly_100"()
// CHECK-SAME: {v = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()
"foo.exactly_100"() {v = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()

// CHECK-LABEL: "foo.exactly_101"()
// CHECK-SAME: {v = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>} : () -> ()
"foo.exactly_101"() {v = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>} : () -> ()

// CHECK-LABEL: "foo.shape_10x10"()
// CHECK-SAME: {v = dense<{{\[\[}}0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], [20, 21, 22, 23, 24, 25, 26, 27, 28, 29], [30, 31, 32, 33, 34, 35, 36, 37, 38, 39], [40, 41, 42, 43, 44, 45, 46, 47, 48, 49], [50, 51, 52, 53, 54, 55, 56, 57, 58, 59], [60, 61, 62, 63, 64, 65, 66, 67, 68, 69], [70, 71, 72, 73, 74, 75, 76, 77, 78, 79], [80, 81, 82, 83, 84, 85, 86, 87, 88, 89], [90, 91, 92, 93, 94, 95, 96, 97, 98, 99]]> : tensor<10x10xi16>} : () -> ()
"foo.shape_10x10"() {v = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], [20, 21, 22, 23, 24, 25, 26, 27, 28, 29], [30, 31, 32, 33, 34, 35, 36, 37, 38, 39], [40, 41, 42, 43, 44, 45, 46, 47, 48, 49], [50, 51, 52, 53, 54, 55, 56, 57, 58, 59], [60, 61, 62, 63, 64, 65, 66, 67, 68, 69], [70, 71, 72, 73, 74, 75, 76, 77, 78, 79], [80, 81, 82, 83, 84, 85, 86, 87, 88, 89], [90, 91, 92, 93, 94, 95, 96, 97, 98, 99]]> : tensor<10x10xi16>} : () -> ()

// CHECK-LABEL: "foo.shape_11x10"()
// CHECK-SAME: {v = dense<"0x00000100020003000400050006000700080009000A000B000C000D000E000F0010001100120013001400150016001700180019001A001B001C001D001E001F0020002100220023002400250026002700280029002A002B002C002D002E002F0030003100320033003400350036003700380039003A003B003C003D003E003F0040004100420043004400450046004700480049004A004B004C004D004E004F0050005100520053005400550056005700580059005A005B005C005D005E005F0060006100620063006400650066006700680069006A006B006C006D00"> : tensor<11x10xi16>} : () -> ()
"foo.shape_11x10"() {v = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], [20, 21, 22, 23, 24, 25, 26, 27, 28, 29], [30, 31, 32, 33, 34, 35, 36, 37, 38, 39], [40, 41, 42, 43, 44, 45, 46, 47, 48, 49], [50, 51, 52, 53, 54, 55, 56, 57, 58, 59], [60, 61, 62, 63, 64, 65, 66, 67, 68, 69], [70, 71, 72, 73, 74, 75, 76, 77, 78, 79], [80, 81, 82, 83, 84, 85, 86, 87, 88, 89], [90, 91, 92, 93, 94, 95, 96, 97, 98, 99], [100, 101, 102, 103, 104, 105, 106, 107, 108, 109]]> : tensor<11x10xi16>} : () -> ()

// i1 in hex is bit-packed, LSB first.
// CHECK-LABEL: "foo.i1_packed_101"()
// CHECK-SAME: {v = dense<"0x55555555555555555555555515"> : tensor<101xi1>} : () -> ()
"foo.i1_packed_101"() {v = dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true]> : tensor<101xi1>} : () -> ()

// CHECK-LABEL: "foo.i1_list_100"()
// CHECK-SAME: {v = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true]> : tensor<100xi1>} : () -> ()
"foo.i1_list_100"() {v = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true]> : tensor<100xi1>} : () -> ()

// Hex storage: whole bytes per element, little-endian, uppercase.
// CHECK-LABEL: "foo.hex_f16"()
// CHECK-SAME: {v = dense<"0x000000340038003A003C003D003E003F00408040004180410042804200438043004440448044C044004540458045C045004640468046C046004740478047C04700482048404860488048A048C048E04800492049404960498049A049C049E049004A204A404A604A804AA04AC04AE04A004B204B404B604B804BA04BC04BE04B004C104C204C304C404C504C604C704C804C904CA04CB04CC04CD04CE04CF04C004D104D204D304D404D504D604D704D804D904DA04DB04DC04DD04DE04DF04D004E104E204E304E404E"> : tensor<101xf16>} : () -> ()
"foo.hex_f16"() {v = dense<[0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5, 2.75, 3.0, 3.25, 3.5, 3.75, 4.0, 4.25, 4.5, 4.75, 5.0, 5.25, 5.5, 5.75, 6.0, 6.25, 6.5, 6.75, 7.0, 7.25, 7.5, 7.75, 8.0, 8.25, 8.5, 8.75, 9.0, 9.25, 9.5, 9.75, 10.0, 10.25, 10.5, 10.75, 11.0, 11.25, 11.5, 11.75, 12.0, 12.25, 12.5, 12.75, 13.0, 13.25, 13.5, 13.75, 14.0, 14.25, 14.5, 14.75, 15.0, 15.25, 15.5, 15.75, 16.0, 16.25, 16.5, 16.75, 17.0, 17.25, 17.5, 17.75, 18.0, 18.25, 18.5, 18.75, 19.0, 19.25, 19.5, 19.75, 20.0, 20.25, 20.5, 20.75, 21.0, 21.25, 21.5, 21.75, 22.0, 22.25, 22.5, 22.75, 23.0, 23.25, 23.5, 23.75, 24.0, 24.25, 24.5, 24.75, 25.0]> : tensor<101xf16>} : () -> ()

// CHECK-LABEL: "foo.hex_index"()
// CHECK-SAME: {v = dense<"0xCEFFFFFFFFFFFFFFCFFFFFFFFFFFFFFFD0FFFFFFFFFFFFFFD1FFFFFFFFFFFFFFD2FFFFFFFFFFFFFFD3FFFFFFFFFFFFFFD4FFFFFFFFFFFFFFD5FFFFFFFFFFFFFFD6FFFFFFFFFFFFFFD7FFFFFFFFFFFFFFD8FFFFFFFFFFFFFFD9FFFFFFFFFFFFFFDAFFFFFFFFFFFFFFDBFFFFFFFFFFFFFFDCFFFFFFFFFFFFFFDDFFFFFFFFFFFFFFDEFFFFFFFFFFFFFFDFFFFFFFFFFFFFFFE0FFFFFFFFFFFFFFE1FFFFFFFFFFFFFFE2FFFFFFFFFFFFFFE3FFFFFFFFFFFFFFE4FFFFFFFFFFFFFFE5FFFFFFFFFFFFFFE6FFFFFFFFFFFFFFE7FFFFFFFFFFFFFFE8FFFFFFFFFFFFFFE9FFFFFFFFFFFFFFEAFFFFFFFFFFFFFFEBFFFFFFFFFFFFFFECFFFFFFFFFFFFFFEDFFFFFFFFFFFFFFEEFFFFFFFFFFFFFFEFFFFFFFFFFFFFFFF0FFFFFFFFFFFFFFF1FFFFFFFFFFFFFFF2FFFFFFFFFFFFFFF3FFFFFFFFFFFFFFF4FFFFFFFFFFFFFFF5FFFFFFFFFFFFFFF6FFFFFFFFFFFFFFF7FFFFFFFFFFFFFFF8FFFFFFFFFFFFFFF9FFFFFFFFFFFFFFFAFFFFFFFFFFFFFFFBFFFFFFFFFFFFFFFCFFFFFFFFFFFFFFFDFFFFFFFFFFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F00000000000000300000000000000031000000000000003200000000000000"> : tensor<101xindex>} : () -> ()
"foo.hex_index"() {v = dense<[-50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]> : tensor<101xindex>} : () -> ()

// CHECK-LABEL: "foo.hex_i4"()
// CHECK-SAME: {v = dense<"0x08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C0D0E0F08090A0B0C"> : tensor<101xi4>} : () -> ()
"foo.hex_i4"() {v = dense<[-8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4, -3, -2, -1, -8, -7, -6, -5, -4]> : tensor<101xi4>} : () -> ()

// CHECK-LABEL: "foo.hex_complex"()
// CHECK-SAME: {v = dense<[(0,0), (1,-1), (2,-2), (3,-3), (4,-4), (5,-5), (6,-6), (7,-7), (8,-8), (9,-9), (10,-10), (11,-11), (12,-12), (13,-13), (14,-14), (15,-15), (16,-16), (17,-17), (18,-18), (19,-19), (20,-20), (21,-21), (22,-22), (23,-23), (24,-24), (25,-25), (26,-26), (27,-27), (28,-28), (29,-29), (30,-30), (31,-31), (32,-32), (33,-33), (34,-34), (35,-35), (36,-36), (37,-37), (38,-38), (39,-39), (40,-40), (41,-41), (42,-42), (43,-43), (44,-44), (45,-45), (46,-46), (47,-47), (48,-48), (49,-49), (50,-50)]> : tensor<51xcomplex<i8>>} : () -> ()
"foo.hex_complex"() {v = dense<[(0, 0), (1, -1), (2, -2), (3, -3), (4, -4), (5, -5), (6, -6), (7, -7), (8, -8), (9, -9), (10, -10), (11, -11), (12, -12), (13, -13), (14, -14), (15, -15), (16, -16), (17, -17), (18, -18), (19, -19), (20, -20), (21, -21), (22, -22), (23, -23), (24, -24), (25, -25), (26, -26), (27, -27), (28, -28), (29, -29), (30, -30), (31, -31), (32, -32), (33, -33), (34, -34), (35, -35), (36, -36), (37, -37), (38, -38), (39, -39), (40, -40), (41, -41), (42, -42), (43, -43), (44, -44), (45, -45), (46, -46), (47, -47), (48, -48), (49, -49), (50, -50)]> : tensor<51xcomplex<i8>>} : () -> ()

// Complex: (re,im) with no space.
// CHECK-LABEL: "foo.complex_f32"()
// CHECK-SAME: {v = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>} : () -> ()
"foo.complex_f32"() {v = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>} : () -> ()

// CHECK-LABEL: "foo.complex_splat"()
// CHECK-SAME: {v = dense<(1,2)> : tensor<3xcomplex<i32>>} : () -> ()
"foo.complex_splat"() {v = dense<(1, 2)> : tensor<3xcomplex<i32>>} : () -> ()

// CHECK-LABEL: "foo.complex_inf"()
// CHECK-SAME: {v = dense<(0x7F800000,1.000000e+00)> : tensor<complex<f32>>} : () -> ()
"foo.complex_inf"() {v = dense<(0x7F800000, 1.0)> : tensor<complex<f32>>} : () -> ()

// CHECK-LABEL: "foo.complex_list_splat"()
// CHECK-SAME: {v = dense<(1,2)> : tensor<2xcomplex<i8>>} : () -> ()
"foo.complex_list_splat"() {v = dense<[(1,2),(1,2)]> : tensor<2xcomplex<i8>>} : () -> ()

// Zero elements print `dense<>`, except a splat written for an empty shape.
// CHECK-LABEL: "foo.empty_1d"()
// CHECK-SAME: {v = dense<> : tensor<0xi32>} : () -> ()
"foo.empty_1d"() {v = dense<[]> : tensor<0xi32>} : () -> ()

// CHECK-LABEL: "foo.empty_2d"()
// CHECK-SAME: {v = dense<> : tensor<0x3xf32>} : () -> ()
"foo.empty_2d"() {v = dense<> : tensor<0x3xf32>} : () -> ()

// CHECK-LABEL: "foo.empty_inner"()
// CHECK-SAME: {v = dense<> : tensor<2x0xf32>} : () -> ()
"foo.empty_inner"() {v = dense<[[], []]> : tensor<2x0xf32>} : () -> ()

// CHECK-LABEL: "foo.empty_1x0"()
// CHECK-SAME: {v = dense<> : tensor<1x0xi32>} : () -> ()
"foo.empty_1x0"() {v = dense<[[]]> : tensor<1x0xi32>} : () -> ()

// CHECK-LABEL: "foo.empty_splat"()
// CHECK-SAME: {v = dense<0> : tensor<2x0x3xi8>} : () -> ()
"foo.empty_splat"() {v = dense<0> : tensor<2x0x3xi8>} : () -> ()

// Dense strings: escaped, splat when equal, never hex.
// CHECK-LABEL: "foo.strings"()
// CHECK-SAME: {v = dense<["ab", "c"]> : tensor<2x!foo.s>} : () -> ()
"foo.strings"() {v = dense<["ab", "c"]> : tensor<2x!foo.s>} : () -> ()

// CHECK-LABEL: "foo.strings_splat"()
// CHECK-SAME: {v = dense<"x"> : tensor<2x!foo.s>} : () -> ()
"foo.strings_splat"() {v = dense<["x", "x"]> : tensor<2x!foo.s>} : () -> ()

// CHECK-LABEL: "foo.strings_escape"()
// CHECK-SAME: {v = dense<"a\22\0A\FF"> : tensor<!foo.s>} : () -> ()
"foo.strings_escape"() {v = dense<"a\"\n\ff"> : tensor<!foo.s>} : () -> ()

// CHECK-LABEL: "foo.strings_many"()
// CHECK-SAME: {v = dense<["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14", "s15", "s16", "s17", "s18", "s19", "s20", "s21", "s22", "s23", "s24", "s25", "s26", "s27", "s28", "s29", "s30", "s31", "s32", "s33", "s34", "s35", "s36", "s37", "s38", "s39", "s40", "s41", "s42", "s43", "s44", "s45", "s46", "s47", "s48", "s49", "s50", "s51", "s52", "s53", "s54", "s55", "s56", "s57", "s58", "s59", "s60", "s61", "s62", "s63", "s64", "s65", "s66", "s67", "s68", "s69", "s70", "s71", "s72", "s73", "s74", "s75", "s76", "s77", "s78", "s79", "s80", "s81", "s82", "s83", "s84", "s85", "s86", "s87", "s88", "s89", "s90", "s91", "s92", "s93", "s94", "s95", "s96", "s97", "s98", "s99", "s100"]> : tensor<101x!foo.s>} : () -> ()
"foo.strings_many"() {v = dense<["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14", "s15", "s16", "s17", "s18", "s19", "s20", "s21", "s22", "s23", "s24", "s25", "s26", "s27", "s28", "s29", "s30", "s31", "s32", "s33", "s34", "s35", "s36", "s37", "s38", "s39", "s40", "s41", "s42", "s43", "s44", "s45", "s46", "s47", "s48", "s49", "s50", "s51", "s52", "s53", "s54", "s55", "s56", "s57", "s58", "s59", "s60", "s61", "s62", "s63", "s64", "s65", "s66", "s67", "s68", "s69", "s70", "s71", "s72", "s73", "s74", "s75", "s76", "s77", "s78", "s79", "s80", "s81", "s82", "s83", "s84", "s85", "s86", "s87", "s88", "s89", "s90", "s91", "s92", "s93", "s94", "s95", "s96", "s97", "s98", "s99", "s100"]> : tensor<101x!foo.s>} : () -> ()

// Dense arrays: `array<T>` when empty, elements without types.
// CHECK-LABEL: "foo.array_empty"()
// CHECK-SAME: {v = array<i32>} : () -> ()
"foo.array_empty"() {v = array<i32>} : () -> ()

// CHECK-LABEL: "foo.array_i32"()
// CHECK-SAME: {v = array<i32: 1, -2>} : () -> ()
"foo.array_i32"() {v = array<i32: 1, -2>} : () -> ()

// CHECK-LABEL: "foo.array_i1"()
// CHECK-SAME: {v = array<i1: true, false>} : () -> ()
"foo.array_i1"() {v = array<i1: true, false>} : () -> ()

// CHECK-LABEL: "foo.array_i8"()
// CHECK-SAME: {v = array<i8: -1>} : () -> ()
"foo.array_i8"() {v = array<i8: 255>} : () -> ()

// CHECK-LABEL: "foo.array_i16_hex"()
// CHECK-SAME: {v = array<i16: 32767>} : () -> ()
"foo.array_i16_hex"() {v = array<i16: 0x7fff>} : () -> ()

// CHECK-LABEL: "foo.array_i64"()
// CHECK-SAME: {v = array<i64: 9223372036854775807>} : () -> ()
"foo.array_i64"() {v = array<i64: 9223372036854775807>} : () -> ()

// CHECK-LABEL: "foo.array_f32"()
// CHECK-SAME: {v = array<f32: 1.000000e+00, 1.000000e-01>} : () -> ()
"foo.array_f32"() {v = array<f32: 1.0, 0.1>} : () -> ()

// CHECK-LABEL: "foo.array_bf16"()
// CHECK-SAME: {v = array<bf16: 1.000980e-01>} : () -> ()
"foo.array_bf16"() {v = array<bf16: 0.1>} : () -> ()

// CHECK-LABEL: "foo.array_f80"()
// CHECK-SAME: {v = array<f80: 0.100000000000000005551>} : () -> ()
"foo.array_f80"() {v = array<f80: 0.1>} : () -> ()

// CHECK-LABEL: "foo.array_f64"()
// CHECK-SAME: {v = array<f64: 0x7FF8000000000000, -0.000000e+00>} : () -> ()
"foo.array_f64"() {v = array<f64: 0x7FF8000000000000, -0.0>} : () -> ()

// CHECK-LABEL: "foo.array_f16_empty"()
// CHECK-SAME: {v = array<f16>} : () -> ()
"foo.array_f16_empty"() {v = array<f16>} : () -> ()

// Typed dense attributes keep their type inside arrays.
// CHECK-LABEL: "foo.in_array"()
// CHECK-SAME: {v = [dense<1> : tensor<2xi32>, array<i32: 3>]} : () -> ()
"foo.in_array"() {v = [dense<1> : tensor<2xi32>, array<i32: 3>]} : () -> ()
