/* terrace_runtime.h: ONNX's sequences, optionals and tensors of strings for
 * compiled code, as a C program sees them.
 *
 * A program compiled by terrace-compile that takes or returns a sequence,
 * an optional or a tensor of strings (or makes one inside) calls Terrace's
 * runtime, which terrace-compile links into the object: these functions
 * make the runtime's objects to pass and read the ones it returns. An
 * entry takes and returns them as pointers:
 *
 *  - a sequence of tensors: a terrace_sequence;
 *  - an optional of a tensor: a terrace_sequence of none or one tensor;
 *  - an optional of a sequence: the terrace_sequence, or NULL for none;
 *  - a tensor of strings: a terrace_strings.
 *
 * Objects are values: the compiled code never changes one it is given, it
 * makes new ones. Every object, those the caller made and those the code
 * made, lives until terrace_runtime_release(), which the caller calls once
 * it has read the results (not while another thread runs compiled code).
 * An error the runtime meets (a position out of range, a string that is no
 * number, an element of another shape than the program expects) does not
 * stop the code: it goes on with something harmless, and
 * terrace_runtime_error() says what happened. The runtime is C++: link
 * the object with the C++ standard library (-lstdc++, which c++ adds). */
#ifndef TERRACE_RUNTIME_H
#define TERRACE_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct terrace_sequence terrace_sequence;
typedef struct terrace_strings terrace_strings;

/* A new, empty sequence. */
terrace_sequence *terrace_sequence_new(void);
/* Appends a copy of a tensor to `sequence`: `rank` sizes at `sizes`, its
 * elements of `element_bytes` bytes each (4 for float, 1 for bool) at
 * `data` in row-major order. Returns 0, or -1 (nothing appended) when a
 * size or `element_bytes` is not valid. */
int terrace_sequence_append(terrace_sequence *sequence, const void *data,
                            int64_t element_bytes, int64_t rank,
                            const int64_t *sizes);
/* How many tensors `sequence` holds. */
int64_t terrace_sequence_length(const terrace_sequence *sequence);
/* The rank, sizes and row-major elements of the tensor at `position`
 * (0 <= position < length); -1 or NULL for a position out of range. */
int64_t terrace_sequence_rank(const terrace_sequence *sequence,
                              int64_t position);
const int64_t *terrace_sequence_sizes(const terrace_sequence *sequence,
                                      int64_t position);
const void *terrace_sequence_data(const terrace_sequence *sequence,
                                  int64_t position);

/* A new tensor of strings: `rank` sizes at `sizes`, the elements copied
 * from the NUL-terminated strings at `elements` in row-major order. */
terrace_strings *terrace_strings_new(int64_t rank, const int64_t *sizes,
                                     const char *const *elements);
/* The rank and sizes of `strings`. */
int64_t terrace_strings_rank(const terrace_strings *strings);
const int64_t *terrace_strings_sizes(const terrace_strings *strings);
/* The element at row-major `index`, NUL-terminated; NULL out of range. */
const char *terrace_strings_at(const terrace_strings *strings, int64_t index);

/* The first error the runtime met since the last call, or NULL; the text
 * stays valid until the next call or terrace_runtime_release(). */
const char *terrace_runtime_error(void);
/* Frees every sequence and tensor of strings made so far. */
void terrace_runtime_release(void);

#ifdef __cplusplus
}
#endif

#endif /* TERRACE_RUNTIME_H */
