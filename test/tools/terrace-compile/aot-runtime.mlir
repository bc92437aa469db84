// Models on ONNX's sequences, optionals and strings compile ahead of time
// too: terrace-compile links Terrace's runtime library into the object and
// the header declares its C side (terrace_runtime.h), through which C
// programs built by the system compiler make the arguments and read the
// results. The expected values are ONNX's semantics worked out by hand
// (terrace-run's onnx-sequences.mlir and onnx-strings.mlir check the same
// models against the interpreter).
// RUN: rm -rf %t && mkdir -p %t/strings %t/parse
//
// Sequences: s = [[1, 2, 3], [4]], t = [7, 8], p = -1: t inserted before
// the last tensor, the last erased, the last read, the inserted's length.
// RUN: %python %S/../terrace-run/Inputs/sequence_model.py %t/seq
// RUN: terrace-compile %t/seq/seq_ops.onnx -o %t/seq.o --header %t/seq.h
// RUN: FileCheck %s --check-prefix=SEQ-HEADER --input-file=%t/seq.h
// SEQ-HEADER: typedef struct terrace_sequence terrace_sequence;
// SEQ-HEADER: /* main_graph: (!onnx.Seq<tensor<?xf32>>, memref<2xf32>, memref<i64>) -> (!onnx.Seq<tensor<?xf32>>, !onnx.Seq<tensor<?xf32>>, memref<?xf32>, memref<i64>) */
// SEQ-HEADER-NEXT: int32_t main_graph(const terrace_sequence *arg0, const terrace_memref_1d_f32 *arg1, const terrace_memref_0d_i64 *arg2, terrace_sequence **result0, terrace_sequence **result1, terrace_memref_1d_f32 *result2, terrace_memref_0d_i64 *result3);
// RUN: %clang -std=c11 -Wall -Werror -I %t %t/seq.o -x c %S/Inputs/sequence-driver.c -lstdc++ -lm -o %t/seq-driver
// RUN: %t/seq-driver | FileCheck %s --check-prefix=SEQ
// SEQ: bad append: -1
// SEQ-NEXT: error: none
// SEQ-NEXT: inserted: 3 tensors
// SEQ-NEXT:   rank 1: 1 2 3
// SEQ-NEXT:   rank 1: 7 8
// SEQ-NEXT:   rank 1: 4
// SEQ-NEXT: erased: 1 tensors
// SEQ-NEXT:   rank 1: 1 2 3
// SEQ-NEXT: at: 4
// SEQ-NEXT: length: 3
// SEQ-NEXT: s unchanged: 2 tensors
// SEQ-NEXT: out of range: (nil) -1
//
// p = 2: an insert at the end; the erase (the first op to fail) is the
// runtime's error, the code goes on.
// RUN: %t/seq-driver 2 | FileCheck %s --check-prefix=SEQ-OUT
// SEQ-OUT: error: SequenceErase: position 2 is out of range for a sequence of 2
// SEQ-OUT-NEXT: inserted: 3 tensors
// SEQ-OUT-NEXT:   rank 1: 1 2 3
// SEQ-OUT-NEXT:   rank 1: 4
// SEQ-OUT-NEXT:   rank 1: 7 8
// SEQ-OUT-NEXT: erased: 2 tensors
//
// The same as a shared library (linked with the C++ library it needs).
// RUN: terrace-compile %t/seq/seq_ops.onnx --shared %t/libseq.so
// RUN: %clang -std=c11 -Wall -Werror -I %t -x c %S/Inputs/sequence-driver.c -L %t -lseq -lm -o %t/seq-driver-shared
// RUN: env LD_LIBRARY_PATH=%t %t/seq-driver-shared | FileCheck %s --check-prefix=SEQ
//
// Optionals: of a tensor, a sequence of none or one; of a sequence, the
// sequence or NULL.
// RUN: %python %S/Inputs/optional_model.py %t/opt
// RUN: terrace-compile %t/opt/optionals.onnx -o %t/opt.o --header %t/optionals.h
// RUN: %clang -std=c11 -Wall -Werror -I %t %t/opt.o -x c %S/Inputs/optional-driver.c -lstdc++ -lm -o %t/opt-driver
// RUN: %t/opt-driver | FileCheck %s --check-prefix=OPT
// OPT: error: none
// OPT-NEXT: has o: 1, has os: 1
// OPT-NEXT: wrapped: 1 tensor, 5 6
// OPT-NEXT: plus one: 2 3
// OPT-NEXT: error: OptionalGetElement: the optional is empty
// OPT-NEXT: has o: 0, has os: 0
// OPT-NEXT: wrapped: 1 tensor, 5 6
// OPT-NEXT: plus one:{{$}}
//
// Two models in one program: --entry-prefix names their entries apart,
// the headers' types are defined once, and the two objects' runtimes are
// one (the error recorded by the second model's code is reported by the
// first object's terrace_runtime_error, which the linker keeps).
// RUN: mkdir -p %t/two
// RUN: terrace-compile %t/seq/seq_ops.onnx -o %t/two/seq.o --header %t/two/seq.h --entry-prefix=seq_
// RUN: terrace-compile %t/opt/optionals.onnx -o %t/two/opt.o --header %t/two/opt.h --entry-prefix=opt_
// RUN: %clang -std=c11 -Wall -Werror -I %t/two %t/two/seq.o %t/two/opt.o -x c %S/Inputs/two-models-driver.c -lstdc++ -lm -o %t/two-driver
// RUN: %t/two-driver | FileCheck %s --check-prefix=TWO
// TWO: seq: length 2, at 1
// TWO-NEXT: opt: has o 0, error: OptionalGetElement: the optional is empty
// TWO-NEXT: both sequences: 2 and 1 tensors
// RUN: not terrace-compile %t/seq/seq_ops.onnx -o %t/two/bad.o --entry-prefix=9x 2>&1 | FileCheck %s --check-prefix=PREFIX
// RUN: not test -e %t/two/bad.o
// PREFIX: terrace-compile: error: --entry-prefix=9x: a C name starts with a letter or _ and holds letters, digits and _ only
//
// Strings: numbers written as ONNX writes them (INF) and read back;
// StringNormalizer drops "monday" in any case and lowers the rest. Also
// built as C++.
// RUN: %python %S/../terrace-run/Inputs/string_model.py %t/models
// RUN: terrace-compile %t/models/strings.onnx -o %t/strings/strings.o --header %t/strings/strings.h
// RUN: FileCheck %s --check-prefix=STR-HEADER --input-file=%t/strings/strings.h
// STR-HEADER: int32_t main_graph(const terrace_memref_1d_f32 *arg0, const terrace_strings *arg1, terrace_strings **result0, terrace_strings **result1, terrace_memref_1d_f64 *result2);
// RUN: %clang -std=c11 -Wall -Werror -DSTRINGS -I %t/strings %t/strings/strings.o -x c %S/Inputs/string-driver.c -lstdc++ -lm -o %t/str-driver
// RUN: %t/str-driver | FileCheck %s --check-prefix=STR
// RUN: %clang -std=c++17 -Wall -Werror -DSTRINGS -I %t/strings %t/strings/strings.o -x c++ %S/Inputs/string-driver.c -lstdc++ -lm -o %t/str-driver-cxx
// RUN: %t/str-driver-cxx | FileCheck %s --check-prefix=STR
// STR: error: none
// STR-NEXT: text: rank 1, '1.5' '-0.1' 'INF'
// STR-NEXT: normalized: rank 1, 'tuesday' 'wed'
// STR-NEXT: back: 1.5 -0.10000000000000001 inf
// STR-NEXT: out of range: (nil)
//
// A string that is no number is the runtime's error.
// RUN: terrace-compile %t/models/parse.onnx -o %t/parse/parse.o --header %t/parse/strings.h
// RUN: %clang -std=c11 -Wall -Werror -I %t/parse %t/parse/parse.o -x c %S/Inputs/string-driver.c -lstdc++ -lm -o %t/parse-driver
// RUN: %t/parse-driver 1.25 -3e2 | FileCheck %s --check-prefix=PARSE
// PARSE: error: none
// PARSE-NEXT: y: 1.25 -300
// RUN: %t/parse-driver 1 x | FileCheck %s --check-prefix=PARSE-BAD
// PARSE-BAD: error: Cast: cannot read 'x' as a number
//
// Without sequences, optionals or strings nothing of the runtime goes in.
// RUN: terrace-compile %S/../../../examples/onnx/digits-cnn.onnx -o %t/digits.o --header %t/digits.h
// RUN: not grep -q terrace_runtime %t/digits.h
// RUN: nm %t/digits.o | not grep -q terrace_runtime_release
