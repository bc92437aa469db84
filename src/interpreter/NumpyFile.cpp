//===- NumpyFile.cpp - Reading and writing .npy files ---------------------===//
#include "interpreter/NumpyFile.h"
#include "ir/Context.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace terrace;
using namespace terrace::interp;

static llvm::Error fail(llvm::StringRef name, const llvm::Twine &why) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 name + ": " + why);
}

std::string interp::numpyDescr(Type element) {
  if (element.isIndex())
    return "<i8";
  if (auto flt = llvm::dyn_cast<FloatType>(element)) {
    switch (flt.getKind()) {
    case TypeKind::F16:
      return "<f2";
    case TypeKind::F32:
      return "<f4";
    case TypeKind::F64:
      return "<f8";
    default:
      // bf16 and the f8 (f6, f4) types have no NumPy dtype: written as the
      // void dtype of their size, which is what NumPy writes for the
      // ml_dtypes package's bfloat16 and float8_* arrays (np.load gives
      // `V2`; `.view(ml_dtypes.bfloat16)` reads them back).
      if (flt.getWidth() == 16)
        return "<V2";
      if (flt.getWidth() <= 8)
        return "|V1";
      return "";
    }
  }
  if (auto complex = llvm::dyn_cast<ComplexType>(element)) {
    switch (complex.getElementType().getKind()) {
    case TypeKind::F32:
      return "<c8";
    case TypeKind::F64:
      return "<c16";
    default:
      return "";
    }
  }
  auto integer = llvm::dyn_cast<IntegerType>(element);
  if (!integer)
    return "";
  unsigned width = integer.getWidth();
  if (width == 1)
    return "|b1";
  if (width != 8 && width != 16 && width != 32 && width != 64)
    return "";
  char kind = integer.isUnsigned() ? 'u' : 'i';
  return (llvm::Twine(width == 8 ? '|' : '<') + llvm::Twine(kind) +
          llvm::Twine(width / 8))
      .str();
}

/// The builtin element type of an .npy descr, or null.
static Type elementOfDescr(Context &ctx, llvm::StringRef descr) {
  if (descr.size() < 3)
    return {};
  char order = descr[0];
  if (order != '<' && order != '|' && order != '=')
    return {};
  char kind = descr[1];
  unsigned bytes = 0;
  if (descr.drop_front(2).getAsInteger(10, bytes))
    return {};
  switch (kind) {
  case 'b':
    return bytes == 1 ? IntegerType::get(ctx, 1) : Type();
  case 'i':
  case 'u':
    if (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8)
      return {};
    return IntegerType::get(ctx, bytes * 8,
                            kind == 'u' ? IntegerType::Unsigned
                                        : IntegerType::Signless);
  case 'f':
    if (bytes == 2)
      return FloatType::get(ctx, TypeKind::F16);
    if (bytes == 4)
      return FloatType::get(ctx, TypeKind::F32);
    if (bytes == 8)
      return FloatType::get(ctx, TypeKind::F64);
    return {};
  case 'V':
    // Raw elements of 1 or 2 bytes (what NumPy writes for ml_dtypes' 8-
    // and 16-bit floats): read as their bits, for an argument of such a
    // type.
    if (bytes != 1 && bytes != 2)
      return {};
    return IntegerType::get(ctx, bytes * 8);
  case 'c':
    if (bytes == 8)
      return ComplexType::get(FloatType::get(ctx, TypeKind::F32));
    if (bytes == 16)
      return ComplexType::get(FloatType::get(ctx, TypeKind::F64));
    return {};
  default:
    return {};
  }
}

/// The value of `key` in the header dict: the text after `'key':` up to
/// the next top-level comma or the closing brace.
static std::optional<llvm::StringRef> headerField(llvm::StringRef header,
                                                  llvm::StringRef key) {
  std::string quoted = ("'" + key + "'").str();
  size_t at = header.find(quoted);
  if (at == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef rest = header.drop_front(at + quoted.size()).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  size_t end = 0;
  int depth = 0;
  for (; end < rest.size(); ++end) {
    char c = rest[end];
    if (c == '(')
      ++depth;
    else if (c == ')')
      --depth;
    else if ((c == ',' || c == '}') && depth == 0)
      break;
  }
  return rest.take_front(end).trim();
}

llvm::Expected<TensorRef> interp::readNumpy(Context &ctx, llvm::StringRef bytes,
                                            llvm::StringRef name) {
  if (!bytes.starts_with("\x93NUMPY") || bytes.size() < 10)
    return fail(name, "not a NumPy .npy file");
  unsigned major = uint8_t(bytes[6]);
  size_t headerLength = 0, headerStart = 0;
  if (major == 1) {
    headerLength = uint8_t(bytes[8]) | (size_t(uint8_t(bytes[9])) << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return fail(name, "the .npy header is cut short");
    for (int i = 3; i >= 0; --i)
      headerLength = (headerLength << 8) | uint8_t(bytes[8 + i]);
    headerStart = 12;
  } else {
    return fail(name, "unknown .npy format version " + llvm::Twine(major));
  }
  if (bytes.size() < headerStart + headerLength)
    return fail(name, "the .npy header is cut short");
  llvm::StringRef header = bytes.substr(headerStart, headerLength);
  llvm::StringRef data = bytes.drop_front(headerStart + headerLength);

  std::optional<llvm::StringRef> descr = headerField(header, "descr");
  std::optional<llvm::StringRef> fortran = headerField(header, "fortran_order");
  std::optional<llvm::StringRef> shapeText = headerField(header, "shape");
  if (!descr || !fortran || !shapeText)
    return fail(name, "the .npy header lacks descr, fortran_order or shape");
  if (*fortran != "False")
    return fail(name, "arrays in Fortran order are not supported; save a "
                      "C-ordered array");
  llvm::StringRef descrText = descr->trim("'\"");
  Type element = elementOfDescr(ctx, descrText);
  if (!element)
    return fail(name, "dtype '" + descrText +
                          "' is not supported (little-endian bool, ints, "
                          "uints, float16/32/64, complex64/128 are, and V1 "
                          "or V2 for the 8- and 16-bit floats NumPy has "
                          "no dtype for)");

  llvm::StringRef dims = *shapeText;
  if (!dims.consume_front("(") || !dims.consume_back(")"))
    return fail(name, "malformed shape in the .npy header");
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<llvm::StringRef, 4> pieces;
  dims.split(pieces, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef piece : pieces) {
    piece = piece.trim();
    if (piece.empty())
      continue;
    int64_t dim = 0;
    if (piece.getAsInteger(10, dim) || dim < 0 || dim > (int64_t(1) << 40))
      return fail(name, "malformed shape in the .npy header");
    shape.push_back(dim);
  }
  unsigned byteSize = getElementLayout(element)->byteSize;
  // Sizes are checked before anything is allocated (and before they could
  // overflow: each dimension is at most 2^40).
  unsigned __int128 total = byteSize;
  for (int64_t dim : shape) {
    total *= uint64_t(dim);
    if (total > Tensor::kMaxBytes)
      return fail(name, "its shape " + std::string(*shapeText) +
                            " is too large (more than " +
                            llvm::Twine(Tensor::kMaxBytes >> 30) +
                            " GiB of elements)");
  }
  if (total != data.size())
    return fail(name, llvm::formatv("holds {0} bytes of data where its "
                                    "shape and dtype take {1}",
                                    data.size(), uint64_t(total))
                          .str());
  TensorRef tensor = Tensor::create(element, shape);
  std::memcpy(tensor->data(), data.data(), data.size());
  // Bools other than 0 and 1 are normalized, as the mask on loading would.
  if (element.isInteger() && element.getIntOrFloatBitWidth() == 1)
    for (size_t i = 0; i < data.size(); ++i)
      tensor->data()[i] = tensor->data()[i] != 0;
  return tensor;
}

llvm::Error interp::writeNumpy(const Tensor &tensor, llvm::StringRef path) {
  std::string descr = numpyDescr(tensor.getElementType());
  if (descr.empty())
    return fail(path, "NumPy has no dtype for the element type");
  std::string header;
  llvm::raw_string_ostream os(header);
  os << "{'descr': '" << descr << "', 'fortran_order': False, 'shape': (";
  for (int64_t dim : tensor.getShape())
    os << dim << (tensor.getRank() == 1 ? "," : ", ");
  if (tensor.getRank() > 1)
    header.resize(header.size() - 2);
  os << "), }";
  // Magic (6) + version (2) + length (2) + header + '\n', padded to 64.
  size_t unpadded = 10 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';

  std::error_code ec;
  llvm::raw_fd_ostream out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return fail(path, "cannot write: " + ec.message());
  out << "\x93NUMPY" << char(1) << char(0) << char(header.size() & 0xff)
      << char(header.size() >> 8) << header;
  out.write(tensor.data(), tensor.sizeInBytes());
  out.close();
  if (out.has_error())
    return fail(path, "cannot write: " + out.error().message());
  return llvm::Error::success();
}
