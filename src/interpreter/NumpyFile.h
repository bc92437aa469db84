//===- NumpyFile.h - Tensors in and out of NumPy's .npy files -------------===//
//
// NumPy's format (version 1.0 to 3.0 read, 1.0 written): a magic string, a
// header that is a Python dict literal ({'descr': '<f4', 'fortran_order':
// False, 'shape': (2, 3), }), then the elements packed in C order, as a
// Tensor holds them. Little-endian data of bool, signed and unsigned
// integers of 8 to 64 bits, f16, f32, f64, complex64 and complex128; bf16
// and the 8-bit float types as the void dtypes V2 and V1, which is how
// NumPy saves the ml_dtypes package's bfloat16 and float8_* arrays.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "interpreter/RuntimeValue.h"

#include "llvm/Support/Error.h"

namespace terrace {
class Context;
} // namespace terrace

namespace terrace::interp {

/// Reads an .npy file's bytes (`name` for messages) as a tensor of the
/// builtin type its dtype names (int32: i32, uint8: ui8, bool: i1).
llvm::Expected<TensorRef> readNumpy(Context &ctx, llvm::StringRef bytes,
                                    llvm::StringRef name);

/// The .npy dtype string of `element` (`<f4`; `<V2` for bf16), or empty
/// when there is none (i3, tf32).
std::string numpyDescr(Type element);

/// Writes `tensor` as an .npy file to `path`.
llvm::Error writeNumpy(const Tensor &tensor, llvm::StringRef path);

} // namespace terrace::interp
