#!/usr/bin/python3
"""Random generator of valid MLIR 22 generic-form IR, for differential tests.

Every file it writes is meant to be accepted by
    mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
(Debian mlir-22-tools 22.1.8).  mlir-opt is the authority: a file it rejects is
a bug in this generator.

Usage:
    gen_generic_ir.py --seed N [--size OPS] [--with-locs] [--canonical] [-o FILE]

The output is a pure function of the options (seeded `random.Random`, no
dependence on hash order, time or the environment).

`--canonical` restricts the generator to spellings that mlir-opt prints back
unchanged where that is cheap to do (no hex integers, no affine expressions
that simplify, no `fused` locations that collapse, ...).  Without it (the
default) inputs also exercise the parser-side normalizations of mlir-opt.

Python 3 stdlib only.
"""

import argparse
import math
import random
import struct
import sys

# Dialect prefixes that are NOT registered in mlir-opt 22 (`test` is!).
DIALECTS = ["foo", "bar", "my", "xd", "unreg", "zz", "acme"]
OP_WORDS = ["op", "add", "mul", "make", "use", "load", "store", "yield", "loop",
            "region", "call", "select", "cast", "const", "nop", "wrap", "sink"]

INT_WIDTHS = [1, 1, 2, 4, 7, 8, 8, 16, 32, 32, 32, 64, 64, 128]
RARE_INT_WIDTHS = [0, 3, 5, 13, 24, 33, 48, 63, 65, 96, 127, 256, 1000]

# name: (bit width, largest finite value (approx), has negative values, has zero)
FLOAT_TYPES = {
    "f16": (16, 65504.0, True, True),
    "bf16": (16, 3.38e38, True, True),
    "f32": (32, 3.40e38, True, True),
    "f64": (64, 1.79e308, True, True),
    "f80": (80, 1.79e308, True, True),
    "f128": (128, 1.79e308, True, True),
    "tf32": (19, 3.40e38, True, True),
    "f8E5M2": (8, 57344.0, True, True),
    "f8E4M3": (8, 240.0, True, True),
    "f8E4M3FN": (8, 448.0, True, True),
    "f8E5M2FNUZ": (8, 57344.0, True, True),
    "f8E4M3FNUZ": (8, 240.0, True, True),
    "f8E4M3B11FNUZ": (8, 30.0, True, True),
    "f8E3M4": (8, 15.5, True, True),
    "f8E8M0FNU": (8, 1.7e38, False, False),
    "f6E2M3FN": (6, 7.5, True, True),
    "f6E3M2FN": (6, 28.0, True, True),
    "f4E2M1FN": (4, 6.0, True, True),
}
FLOAT_NAMES = list(FLOAT_TYPES)
COMMON_FLOATS = ["f16", "bf16", "f32", "f32", "f64", "f64"]

# Hex bit patterns of special values, per float type.
FLOAT_SPECIALS = {
    "f16": ["0x7C00", "0xFC00", "0x7E00", "0x7C01", "0x8000", "0x0001", "0x7BFF", "0x03FF"],
    "bf16": ["0x7F80", "0xFF80", "0x7FC0", "0x8000", "0x0001", "0x7F7F"],
    "f32": ["0x7F800000", "0xFF800000", "0x7FC00000", "0xFFC00000", "0x7F800001",
            "0x80000000", "0x00000001", "0x007FFFFF", "0x7F7FFFFF", "0x4CEB79A3"],
    "f64": ["0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000",
            "0x7FF8000000000001", "0x8000000000000000", "0x0000000000000001",
            "0x7FEFFFFFFFFFFFFF", "0x000FFFFFFFFFFFFF"],
    "f80": ["0x7FFF8000000000000000", "0xFFFF8000000000000000", "0x7FFFC000000000000000",
            "0x80000000000000000000", "0x3FFF8000000000000000", "0x00000000000000000000"],
    "f128": ["0x7FFF0000000000000000000000000000", "0xFFFF0000000000000000000000000000",
             "0x7FFF8000000000000000000000000000", "0x80000000000000000000000000000000",
             "0x00000000000000000000000000000001", "0x3FFF0000000000000000000000000000"],
    "tf32": ["0x3FC00", "0x7FC00", "0x3FE00", "0x1FC00", "0x40000", "0x00001"],
    "f8E5M2": ["0x7C", "0xFC", "0x7E", "0x80", "0x01", "0x7B"],
    "f8E4M3": ["0x78", "0xF8", "0x7C", "0x80", "0x01", "0x77"],
    "f8E4M3FN": ["0x7F", "0xFF", "0x80", "0x01", "0x7E"],
    "f8E5M2FNUZ": ["0x80", "0x01", "0x7F", "0xFF"],
    "f8E4M3FNUZ": ["0x80", "0x01", "0x7F", "0xFF"],
    "f8E4M3B11FNUZ": ["0x80", "0x01", "0x7F", "0xFF"],
    "f8E3M4": ["0x70", "0xF0", "0x78", "0x80", "0x01", "0x6F"],
    "f8E8M0FNU": ["0xFF", "0x00", "0x7F", "0xFE", "0x01"],
    "f6E2M3FN": ["0x1F", "0x3F", "0x20", "0x01"],
    "f6E3M2FN": ["0x1F", "0x3F", "0x20", "0x01"],
    "f4E2M1FN": ["0x7", "0xF", "0x8", "0x1"],
}

# Decimal literals that are exact (or nearly) in every type that has negatives.
NICE_DECIMALS = ["0.0", "1.0", "0.5", "0.25", "1.5", "2.0", "3.0", "4.0", "0.75",
                 "1.", "2.5", "6.0", "-1.0", "-0.5", "-2.0", "-0.0", "1.0e0", "5.0E-1"]
# Decimal literals with interesting printing in the wider types.
WIDE_DECIMALS = ["0.1", "0.2", "0.3", "3.14159265358979", "2.718281828459045",
                 "1.5e-7", "123456789.0", "1.0e10", "1.0e-10", "65504.0", "1.0e-40",
                 "1.0e-45", "1.17549435e-38", "3.4028234663852886e38", "16777217.0",
                 "0.333333333333", "100.0", "1.0e20", "9.999999e-5", "7.0e-3",
                 "1.7976931348623157e308", "4.9406564584124654e-324", "2.2250738585072014e-308",
                 "1.0e300", "1.0e-300", "12345.678", "0.1e1", "1234567.0", "8388608.5",
                 "-123.456", "-1.0e-5", "33554432.0", "1.0e16", "1.0e17", "99999999.0"]

SPECIAL_STRINGS = ["", "a", "hello world", "quote\"in", "back\\slash", "new\nline",
                   "tab\there", "\x00nul", "\x7f\x01\x1f", "caf\u00e9", "\u2603 snow",
                   "{braces}", "<angle>", "#loc", "%0", "^bb0", "// not a comment",
                   "\xff\xfe", "0x0102", "0xzz"]   # "0x..": hex only for int/float elements


def c_escape_bytes(data, rng):
    """Spell bytes as an MLIR string literal, choosing among legal escapes."""
    out = ['"']
    for b in data:
        ch = chr(b)
        if ch == '"':
            out.append(rng.choice(['\\"', '\\22']))
        elif ch == '\\':
            out.append(rng.choice(['\\\\', '\\5C', '\\5c']))
        elif ch == '\n':
            out.append(rng.choice(['\\n', '\\0A', '\\0a']))
        elif ch == '\t':
            out.append(rng.choice(['\\t', '\\09']))
        elif b < 0x20 or b == 0x7f:
            out.append('\\%02X' % b if rng.random() < 0.7 else '\\%02x' % b)
        elif b >= 0x80:
            # Raw UTF-8 bytes are only legal as part of valid UTF-8; escape them.
            out.append('\\%02X' % b if rng.random() < 0.7 else '\\%02x' % b)
        else:
            if rng.random() < 0.03 and ch.isalnum():
                out.append('\\%02X' % b)
            else:
                out.append(ch)
    out.append('"')
    return ''.join(out)


def is_bare_id(s):
    if not s:
        return False
    if not (s[0].isascii() and (s[0].isalpha() or s[0] == '_')):
        return False
    return all(c.isascii() and (c.isalnum() or c in '_$.') for c in s)


class Value:
    __slots__ = ("ref", "type")

    def __init__(self, ref, type_):
        self.ref = ref
        self.type = type_


class Scope:
    """Values visible at the current insertion point, chained to the parent."""

    def __init__(self, parent=None):
        self.parent = parent
        self.values = []

    def all(self):
        out = []
        s = self
        while s is not None:
            out.extend(s.values)
            s = s.parent
        return out


class SymbolTable:
    def __init__(self):
        self.names = set()
        self.funcs = []  # (name_ref, inputs, results)


class Gen:
    def __init__(self, seed, size=None, with_locs=False, canonical=False):
        self.seed = seed
        self.r = random.Random(seed)
        r = self.r
        self.size = size if size is not None else r.randint(50, 200)
        self.budget = self.size
        self.with_locs = with_locs
        self.norm = not canonical
        self.value_counter = 0
        self.block_counter = 0
        self.sym_counter = 0
        self.resources = {}   # name -> hex blob
        self.attr_aliases = []  # (name, text)
        self.type_aliases = []
        self.loc_aliases_top = []
        self.loc_aliases_end = []
        self.distinct_counter = r.randint(0, 5)
        self.distincts = []
        self.dialects = r.sample(DIALECTS, r.randint(2, 4))
        self.type_aliases = []
        # A small per-file pool of types so that operands get reused often.
        self.type_pool = []
        for _ in range(r.randint(4, 9)):
            self.type_pool.append(self.gen_type(depth=1))
        self.type_pool += ["i32", "f32", "index"]
        self.file_names = ["a.mlir", "b.py", "dir/c.cc", "x.onnx", "we ird.mlir",
                           "q\"uote.mlir", "/abs/path/to/file.mlir"]
        if self.norm:
            # `loc("":L:C)` is parsed as `loc("-":L:C)` (but `loc("":L)` keeps "")
            self.file_names.append("")

    # ------------------------------------------------------------------ misc
    def chance(self, p):
        return self.r.random() < p

    def fresh_value_name(self):
        self.value_counter += 1
        n = self.value_counter
        k = self.r.random()
        if k < 0.4:
            return "%%%d" % (n + 1000)
        if k < 0.7:
            return "%%v%d" % n
        if k < 0.8:
            return "%%arg%d" % (n + 500)   # looks like a printer name, but is ours
        if k < 0.9:
            return "%%%s_%d" % (self.r.choice(["x", "acc", "tmp", "in", "out", "c0"]), n)
        return "%%%s%d" % (self.r.choice(["a.", "$t", "_", "v-", "q.r$", "z_"]), n)

    def fresh_block_name(self):
        self.block_counter += 1
        n = self.block_counter
        k = self.r.random()
        if k < 0.5:
            return "^bb%d" % (n + 100)
        if k < 0.8:
            return "^blk%d" % n
        return "^%s%d" % (self.r.choice(["b.", "loop_", "exit$", "x-", "B"]), n)

    def fresh_symbol(self, table, pretty=True):
        while True:
            self.sym_counter += 1
            n = self.sym_counter
            k = self.r.random()
            if k < 0.7 or not pretty:
                name = self.r.choice(["f", "fn", "func", "g", "main", "m", "kernel"]) + str(n)
            elif k < 0.85:
                name = "sym.%d" % n
            else:
                name = self.r.choice(["my func ", "a-b", "9lives", "q\"", "x\ty"]) + str(n)
            if name not in table.names:
                table.names.add(name)
                return name

    def op_name(self):
        d = self.r.choice(self.dialects)
        w = self.r.choice(OP_WORDS)
        k = self.r.random()
        if k < 0.8:
            return "%s.%s" % (d, w)
        if k < 0.9:
            return "%s.%s.%s" % (d, w, self.r.choice(OP_WORDS))
        return "%s.%s_%d" % (d, w, self.r.randint(0, 9))

    def attr_name(self, dialect_prefixed=False):
        r = self.r
        if dialect_prefixed or r.random() < 0.3:
            base = "%s.%s" % (r.choice(self.dialects), r.choice(
                ["attr", "x", "name", "info", "flag", "kind", "data"]))
        else:
            base = r.choice(["value", "a", "b", "c", "x", "y", "z", "attr", "k", "sym",
                             "Upper", "_under", "a1", "a$b", "weight", "bias", "mode"])
        if dialect_prefixed:
            return base
        k = r.random()
        if k < 0.05:
            return '"%s"' % r.choice(["a b", "has-dash", "9digit", "x y z"])
        if k < 0.08:
            # keyword-looking names are legal bare names
            return r.choice(["true", "false", "loc", "dense", "i32", "f16", "index", "unit"])
        if k < 0.10:
            return '"%s"' % base  # quoted spelling of a bare name
        return base

    # ------------------------------------------------------------------ types
    def int_type(self):
        r = self.r
        w = r.choice(INT_WIDTHS) if r.random() < 0.9 else r.choice(RARE_INT_WIDTHS)
        k = r.random()
        if k < 0.75:
            return "i%d" % w
        if k < 0.88:
            return "si%d" % w
        return "ui%d" % w

    def float_type(self):
        if self.chance(0.5):
            return self.r.choice(COMMON_FLOATS)
        return self.r.choice(FLOAT_NAMES)

    def scalar_type(self):
        k = self.r.random()
        if k < 0.45:
            return self.int_type()
        if k < 0.55:
            return "index"
        return self.float_type()

    def dims(self, n, allow_dynamic=True, max_dim=8):
        out = []
        for _ in range(n):
            if allow_dynamic and self.chance(0.25):
                out.append("?")
            else:
                out.append(str(self.r.choice([1, 2, 3, 4, 8, 16, 5, 7, max_dim, 0]
                                             if self.chance(0.1) else [1, 2, 3, 4, 8, 16, 5, 7])))
        return out

    def dialect_type(self):
        r = self.r
        d = r.choice(self.dialects)
        k = r.random()
        if k < 0.3:
            return "!%s.%s" % (d, r.choice(["t", "handle", "token", "ptr", "buf"]))
        if k < 0.6:
            return "!%s.%s<%s>" % (d, r.choice(["vec", "box", "pair"]), self.opaque_body())
        if k < 0.8:
            return '!%s<"%s">' % (d, r.choice(["x", "ty pe", "a.b", "1", "<>"]))
        if self.norm:
            # `!foo<bar>` is printed as `!foo.bar`
            return "!%s<%s>" % (d, r.choice(["x", "y1", "z_z"]))
        return "!%s.q" % d

    def opaque_body(self):
        r = self.r
        parts = []
        for _ in range(r.randint(1, 3)):
            k = r.random()
            if k < 0.3:
                parts.append(str(r.randint(-5, 100)))
            elif k < 0.5:
                parts.append(r.choice(["a", "b", "abc", "x_y"]))
            elif k < 0.6:
                parts.append('"str>ing"')
            elif k < 0.7:
                parts.append("[1, {a = b}]")
            elif k < 0.8:
                parts.append("(x, y)")
            elif k < 0.9:
                parts.append("<nested<2>>")
            else:
                parts.append("i32")
        sep = r.choice([", ", ",", " , "]) if self.norm else ", "
        return sep.join(parts)

    def vector_type(self):
        r = self.r
        if self.chance(0.05):
            return "vector<%s>" % self.vector_elt()
        n = r.randint(1, 3)
        ds = []
        for _ in range(n):
            d = r.choice([1, 2, 3, 4, 8, 16])
            if self.chance(0.2):
                ds.append("[%d]" % d)
            else:
                ds.append(str(d))
        return "vector<%sx%s>" % ("x".join(ds), self.vector_elt())

    def vector_elt(self):
        k = self.r.random()
        if k < 0.4:
            return self.int_type()
        if k < 0.5:
            return "index"
        return self.float_type()

    def tensor_elt(self, depth):
        k = self.r.random()
        if k < 0.75:
            return self.scalar_type()
        if k < 0.85:
            return "complex<%s>" % self.complex_elt()
        if k < 0.92:
            return self.vector_type()
        return self.dialect_type()

    def complex_elt(self):
        return self.int_type() if self.chance(0.3) else self.float_type()

    def tensor_type(self, depth):
        r = self.r
        elt = self.tensor_elt(depth)
        if self.chance(0.12):
            return "tensor<*x%s>" % elt
        n = r.choice([0, 1, 1, 2, 2, 3, 4])
        ds = self.dims(n)
        shape = "".join(d + "x" for d in ds)
        if self.chance(0.15):
            enc = r.choice([
                '"enc"', "#%s<\"sparse\">" % r.choice(self.dialects),
                "%d : i64" % r.randint(1, 9), "{k = 1 : i32}", "[1, 2]",
                "#%s.enc<%s>" % (r.choice(self.dialects), self.opaque_body())])
            return "tensor<%s%s, %s>" % (shape, elt, enc)
        return "tensor<%s%s>" % (shape, elt)

    def memref_elt(self, depth):
        k = self.r.random()
        if k < 0.8:
            return self.scalar_type()
        if k < 0.88:
            return "complex<%s>" % self.complex_elt()
        if k < 0.96:
            return self.vector_type()
        if depth < 2:
            return "memref<%s>" % self.memref_body(depth + 1)
        return "f32"

    def memory_space(self):
        r = self.r
        k = r.random()
        if k < 0.5:
            return str(r.randint(1, 7))
        if k < 0.7:
            return "%d : i%d" % (r.randint(1, 7), r.choice([8, 16, 32, 64]))
        if k < 0.9:
            return '"%s"' % r.choice(["gpu", "shared", "host mem"])
        if self.norm:
            return r.choice(["0", "0 : i32"])  # dropped by the printer
        return "2"

    def memref_body(self, depth):
        r = self.r
        elt = self.memref_elt(depth)
        if self.chance(0.1):
            if self.chance(0.4):
                return "*x%s, %s" % (elt, self.memory_space())
            return "*x%s" % elt
        n = r.choice([0, 1, 1, 2, 2, 3])
        ds = self.dims(n)
        shape = "".join(d + "x" for d in ds)
        extras = []
        k = r.random()
        if k < 0.25:
            extras.append(self.strided_layout(n))
        elif k < 0.4 and n > 0:
            if self.norm and self.chance(0.1):
                # identity layouts (even with symbols) are dropped: `memref<4xf32>`
                dims = ", ".join("d%d" % i for i in range(n))
                syms = r.choice(["", "[s0]", "[s0, s1]"])
                extras.append("affine_map<(%s)%s -> (%s)>" % (dims, syms, dims))
            else:
                extras.append(self.affine_map_attr(n_dims=n, n_results=r.randint(1, n + 1),
                                                   allow_identity=False))
        if self.chance(0.25):
            extras.append(self.memory_space())
        return "%s%s%s" % (shape, elt, "".join(", " + e for e in extras))

    def memref_type(self, depth):
        return "memref<%s>" % self.memref_body(depth)

    def strided_layout(self, rank):
        r = self.r
        strides = [("?" if self.chance(0.2) else str(r.choice([1, 2, 4, 8, 16, 32, 64, -1, 0])))
                   for _ in range(rank)]
        k = r.random()
        if k < 0.35:
            off = ""
        elif k < 0.55:
            off = ", offset: ?"
        elif k < 0.6 and self.norm:
            off = ", offset: 0"  # printed without the offset
        else:
            off = ", offset: %d" % r.randint(1, 100)
        return "strided<[%s]%s>" % (", ".join(strides), off)

    def function_type(self, depth):
        r = self.r
        ins = [self.gen_type(depth + 1) for _ in range(r.randint(0, 3))]
        outs = [self.gen_type(depth + 1) for _ in range(r.randint(0, 3))]
        return "(%s) -> %s" % (", ".join(ins), self.result_list(outs))

    def result_list(self, outs):
        """The `-> results` part of a function type."""
        if len(outs) == 1 and not self.is_function_type(outs[0]) and (
                not self.norm or self.chance(0.85)):
            return outs[0]
        return "(%s)" % ", ".join(outs)

    @staticmethod
    def is_function_type(t):
        return t.startswith("(")

    def gen_type(self, depth=0):
        r = self.r
        if depth >= 3:
            return self.scalar_type()
        k = r.random()
        if k < 0.30:
            return self.scalar_type()
        if k < 0.45:
            return self.tensor_type(depth)
        if k < 0.57:
            return self.memref_type(depth)
        if k < 0.67:
            return self.vector_type()
        if k < 0.72:
            return "complex<%s>" % self.complex_elt()
        if k < 0.77:
            if self.chance(0.08):
                # more than 16 elements: the printer gives it a `!tuple` alias
                return "tuple<%s>" % ", ".join(self.scalar_type()
                                               for _ in range(r.randint(15, 19)))
            n = r.randint(0, 3)
            return "tuple<%s>" % ", ".join(self.gen_type(depth + 1) for _ in range(n))
        if k < 0.80:
            return "none"
        if k < 0.85:
            return self.function_type(depth)
        if k < 0.93:
            return self.dialect_type()
        if self.type_aliases and k < 0.97:
            return r.choice(self.type_aliases)[0]
        return self.scalar_type()

    def pick_type(self):
        if self.chance(0.7):
            return self.r.choice(self.type_pool)
        return self.gen_type(1)

    # ------------------------------------------------------------- literals
    def int_range(self, t):
        if t == "index":
            return -(1 << 63), (1 << 63) - 1
        if t.startswith("si"):
            w = int(t[2:])
            if w == 0:
                return 0, 0
            return -(1 << (w - 1)), (1 << (w - 1)) - 1
        if t.startswith("ui"):
            w = int(t[2:])
            return 0, (1 << w) - 1
        w = int(t[1:])
        if w == 0:
            return 0, 0
        # signless: the parser takes both readings
        return -(1 << (w - 1)), (1 << w) - 1

    def int_value(self, t):
        r = self.r
        lo, hi = self.int_range(t)
        k = r.random()
        if k < 0.4:
            v = r.randint(max(lo, -10), min(hi, 100))
        elif k < 0.6:
            v = r.choice([lo, hi, lo + 1, hi - 1, 0, 1])
            v = max(lo, min(hi, v))
        else:
            v = r.randint(lo, hi)
        return v

    def int_literal(self, v, allow_hex=True):
        if v == 0:
            return "0"   # `-0` is rejected by mlir-opt
        if allow_hex and self.norm and self.chance(0.15):
            s = "%x" % abs(v) if self.chance(0.5) else "%X" % abs(v)
            return ("-" if v < 0 else "") + "0x" + s
        return str(v)

    def int_attr(self):
        r = self.r
        k = r.random()
        if k < 0.1:
            v = self.int_value("i64")
            return self.int_literal(v)          # untyped: i64
        if k < 0.2:
            return "%s : index" % self.int_literal(self.int_value("index"))
        t = self.int_type()
        if t in ("i1",) and self.chance(0.5):
            return r.choice(["true", "false"])
        v = self.int_value(t)
        return "%s : %s" % (self.int_literal(v), t)

    def float_decimal(self, t):
        r = self.r
        bits, maxv, has_neg, has_zero = FLOAT_TYPES[t]
        k = r.random()
        if k < 0.4:
            s = r.choice(NICE_DECIMALS)
        elif k < 0.65 and maxv > 1e30:
            s = r.choice(WIDE_DECIMALS)
        else:
            # random number in range
            digits = r.randint(1, 17 if bits >= 32 else 4)
            mant = str(r.randint(1, 10 ** digits - 1))
            if maxv > 1e300:
                e = r.randint(-320, 300)
            elif maxv > 1e30:
                e = r.randint(-45, 37)
            else:
                e = r.randint(-6, int(math.log10(maxv)) - 1)
            s = "%s.%se%d" % (mant[0], mant[1:], e)      # mant[0].mant[1:] x 10^e
            if self.chance(0.3):
                s = "-" + s
        if s.startswith("-") and not has_neg:
            s = s[1:]
        # Values like 1.0e300 must stay inside the type (else they round to inf/NaN,
        # which is fine for mlir-opt but we keep ranges sane in canonical mode).
        try:
            fv = float(s)
        except ValueError:
            fv = 1.0
        if abs(fv) > maxv:
            if self.norm and self.chance(0.2):
                pass  # overflow: rounds to inf / NaN / saturates
            else:
                s = "1.5"
                fv = 1.5
        if not has_zero and abs(fv) < 1e-37:
            s = "0.5"
        if not has_neg and s.startswith("-"):
            s = s[1:]
        return s

    def float_hex(self, t):
        r = self.r
        bits = FLOAT_TYPES[t][0]
        if self.chance(0.5):
            s = r.choice(FLOAT_SPECIALS[t])
        elif t == "f80":
            sign = r.randint(0, 1)
            exp = r.randint(1, 0x7FFE)
            mant = (1 << 63) | r.getrandbits(63)
            v = (sign << 79) | (exp << 64) | mant
            s = "0x%020X" % v
        else:
            v = r.getrandbits(bits)
            s = "0x%0*X" % ((bits + 3) // 4, v)
        if self.chance(0.2):
            s = "0x" + s[2:].lower()
        return s

    def float_literal(self, t):
        if not self.norm and t in ("f80", "f128"):
            # mlir-opt parses f80/f128 literals through `double`, so most values
            # do not survive a print/parse round trip; keep to exact ones.
            return self.r.choice(NICE_DECIMALS)
        if self.chance(0.3):
            return self.float_hex(t)
        return self.float_decimal(t)

    def float_attr(self):
        if self.chance(0.08):
            return self.float_decimal("f64")   # untyped -> f64
        t = self.float_type()
        return "%s : %s" % (self.float_literal(t), t)

    def string_literal(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            s = r.choice(SPECIAL_STRINGS)
        elif k < 0.8:
            s = "".join(r.choice("abcxyz_ 0123.,-") for _ in range(r.randint(0, 12)))
        else:
            s = "".join(chr(r.randint(0, 255)) for _ in range(r.randint(1, 8)))
        return self.spell_string(s)

    def spell_string(self, s):
        """Spell text as a string literal: non-ASCII chars either raw UTF-8 in the
        file, escaped UTF-8 bytes, or (for U+0080..U+00FF) one raw escaped byte,
        which makes the string non-UTF-8 data."""
        r = self.r
        mode = r.random()
        pieces = []
        for c in s:
            o = ord(c)
            if o < 0x80:
                pieces.append(c_escape_bytes(c.encode(), r)[1:-1])
            elif mode < 0.3:
                pieces.append(c)                                  # raw UTF-8
            elif mode < 0.6 and o < 0x100:
                pieces.append(c_escape_bytes(bytes([o]), r)[1:-1])  # a single byte
            else:
                pieces.append(c_escape_bytes(c.encode("utf-8"), r)[1:-1])
        return '"' + "".join(pieces) + '"'

    def symbol_ref(self):
        r = self.r
        parts = []
        for _ in range(r.randint(1, 3) if self.chance(0.4) else 1):
            k = r.random()
            if k < 0.7:
                parts.append("@" + r.choice(["a", "b", "f", "main", "sym", "m.n", "x_y", "_", "a$"]) +
                             (str(r.randint(0, 9)) if self.chance(0.5) else ""))
            elif k < 0.85:
                parts.append("@" + r.choice(['"x y"', '"9a"', '"a-b"', '"q\\22"', '"tab\\09"']))
            else:
                parts.append("@" + r.choice(['"ok"', '"a.b"']))  # quoted, printed bare
        return "::".join(parts)

    # ---------------------------------------------------------- affine maps
    def affine_expr(self, nd, ns, allow_semi=True, depth=0):
        """A sum in a form that mlir-opt prints back as written."""
        r = self.r
        vars_ = ["d%d" % i for i in range(nd)] + ["s%d" % i for i in range(ns)]
        if not vars_ or self.chance(0.08):
            return str(r.randint(-8, 64))
        chosen = sorted(r.sample(range(len(vars_)), r.randint(1, min(3, len(vars_)))))
        terms = []
        for idx in chosen:
            v = vars_[idx]
            k = r.random()
            if k < 0.5:
                terms.append(v)
            elif k < 0.7:
                terms.append("%s * %d" % (v, r.choice([2, 3, 4, 8, 16, -2, -4])))
            elif k < 0.8:
                terms.append("%s floordiv %d" % (v, r.choice([2, 3, 4, 8])))
            elif k < 0.9:
                terms.append("%s ceildiv %d" % (v, r.choice([2, 3, 4, 8])))
            else:
                terms.append("%s mod %d" % (v, r.choice([2, 3, 4, 8])))
        # a leading `-dK` stays as written only when it is the first term
        s = ""
        for i, t in enumerate(terms):
            if " * -" in t:
                base, c = t.split(" * -")
                if i == 0:
                    s = "%s * -%s" % (base, c)
                else:
                    s += " - %s * %s" % (base, c)
            else:
                s = t if i == 0 else s + " + " + t
        if self.chance(0.3):
            c = r.choice([1, 2, 5, 16, -1, -3])
            s += (" + %d" % c) if c > 0 else (" - %d" % -c)
        return s

    def affine_expr_normalizing(self, nd, ns):
        """Spellings that mlir-opt simplifies (only when not --canonical)."""
        r = self.r
        d = "d%d" % r.randrange(nd) if nd else "s0" if ns else None
        if d is None:
            return "%d + %d" % (r.randint(0, 9), r.randint(0, 9))
        return r.choice([
            "2 * %s" % d, "%s + %s" % (d, d), "%s floordiv 1" % d, "%s * 1" % d,
            "3 + 4", "%s * -1" % d, "(%s + 1) * 2" % d, "%s - %s" % (d, d),
            "%s mod 1" % d, "%s * 0" % d, "1 + %s" % d])

    def affine_map_attr(self, n_dims=None, n_syms=None, n_results=None, allow_identity=True):
        r = self.r
        nd = r.randint(0, 3) if n_dims is None else n_dims
        ns = r.randint(0, 2) if n_syms is None else n_syms
        nr = r.randint(0, 3) if n_results is None else n_results
        if nd == 0 and ns == 0 and nr > 0 and self.chance(0.5):
            nd = 1
        if allow_identity and self.chance(0.1):
            return "affine_map<(%s) -> (%s)>" % (", ".join("d%d" % i for i in range(nd)),
                                                ", ".join("d%d" % i for i in range(nd)))
        res = []
        for _ in range(nr):
            if self.norm and self.chance(0.1):
                res.append(self.affine_expr_normalizing(nd, ns))
            else:
                res.append(self.affine_expr(nd, ns))
        if not allow_identity and nr == nd and res == ["d%d" % i for i in range(nd)]:
            # (symbols do not matter: `(d0)[s0] -> (d0)` is an identity too)
            res[0] = res[0] + " + 1"
        dims = "(%s)" % ", ".join("d%d" % i for i in range(nd))
        syms = ("[%s]" % ", ".join("s%d" % i for i in range(ns))) if ns else ""
        return "affine_map<%s%s -> (%s)>" % (dims, syms, ", ".join(res))

    def integer_set_attr(self):
        r = self.r
        nd = r.randint(0, 3)
        ns = r.randint(0, 2)
        cons = []
        for _ in range(r.randint(1, 3)):
            if nd + ns == 0:
                e = "0"
            else:
                e = self.affine_expr(nd, ns)
            cons.append("%s %s 0" % (e, r.choice([">=", ">=", "=="])))
        dims = "(%s)" % ", ".join("d%d" % i for i in range(nd))
        syms = ("[%s]" % ", ".join("s%d" % i for i in range(ns))) if ns else ""
        return "affine_set<%s%s : (%s)>" % (dims, syms, ", ".join(cons))

    # ------------------------------------------------------- dense elements
    def dense_shape(self, big=False):
        r = self.r
        if big:
            return r.choice([[101], [128], [2, 64], [4, 4, 8], [3, 50], [100], [10, 11], [200]])
        n = r.choice([0, 1, 1, 2, 2, 3])
        dims = [r.choice([1, 2, 3, 4]) for _ in range(n)]
        if dims and self.chance(0.06):
            dims[r.randrange(len(dims))] = 0   # zero elements: `dense<>`
        return dims

    def shaped_for_dense(self, shape, elt):
        r = self.r
        shp = "".join("%dx" % d for d in shape)
        k = r.random()
        vector_ok = all(d > 0 for d in shape) and (
            elt.startswith(("i", "si", "ui", "f", "bf", "tf")) or elt == "index") and \
            "complex" not in elt and not elt.startswith("!")
        if k < 0.2 and vector_ok and shape:
            dims = [("[%d]" % d) if self.chance(0.2) else str(d) for d in shape]
            return "vector<%sx%s>" % ("x".join(dims), elt)
        if k < 0.25 and not elt.startswith("!"):
            return "memref<%s%s>" % (shp, elt)
        return "tensor<%s%s>" % (shp, elt)

    def dense_elem_literal(self, elt):
        if elt.startswith("complex<"):
            inner = elt[len("complex<"):-1]
            sep = ", " if self.chance(0.7) else ","
            return "(%s%s%s)" % (self.dense_elem_literal(inner), sep,
                                 self.dense_elem_literal(inner))
        if elt in FLOAT_TYPES:
            if not self.norm and elt in ("f80", "f128"):
                return self.r.choice(NICE_DECIMALS)
            if self.chance(0.15):
                return self.float_hex(elt)
            return self.float_decimal(elt)
        if elt == "i1":
            return self.r.choice(["true", "false"])
        return self.int_literal(self.int_value(elt), allow_hex=True)

    def nested_list(self, shape, leaf):
        if not shape:
            return leaf()
        return "[" + ", ".join(self.nested_list(shape[1:], leaf) for _ in range(shape[0])) + "]"

    def elt_storage_bytes(self, elt):
        if elt.startswith("complex<"):
            return 2 * self.elt_storage_bytes(elt[len("complex<"):-1])
        if elt == "index":
            return 8
        if elt in FLOAT_TYPES:
            return (FLOAT_TYPES[elt][0] + 7) // 8
        w = int(elt.lstrip("sui"))
        return (w + 7) // 8

    def hex_elem_bytes(self, elt):
        """Random little-endian storage for one element that is a valid value."""
        r = self.r
        if elt.startswith("complex<"):
            inner = elt[len("complex<"):-1]
            return self.hex_elem_bytes(inner) + self.hex_elem_bytes(inner)
        nbytes = self.elt_storage_bytes(elt)
        if elt in FLOAT_TYPES:
            bits = FLOAT_TYPES[elt][0]
            v = r.getrandbits(bits)
            if elt == "f80":
                v = (r.randint(0, 1) << 79) | (r.randint(1, 0x7FFE) << 64) | (1 << 63) | \
                    r.getrandbits(63)
        else:
            if elt == "index":
                bits = 64
            else:
                bits = int(elt.lstrip("sui"))
            v = r.getrandbits(bits) if bits else 0
            if elt.startswith("si") and bits and v >> (bits - 1):
                # stored sign-extended to the storage width
                v = v - (1 << bits)
                v &= (1 << (8 * nbytes)) - 1
            elif elt.startswith("i") and bits and (v >> (bits - 1)) and bits % 8:
                v = (v - (1 << bits)) & ((1 << (8 * nbytes)) - 1)
        return v.to_bytes(nbytes, "little")

    def dense_attr(self):
        r = self.r
        big = self.chance(0.12)
        k = r.random()
        if k < 0.45:
            elt = self.int_type()
            if elt.endswith(("i0",)) or elt in ("si0", "ui0"):
                elt = "i8"
        elif k < 0.52:
            elt = "index"
        elif k < 0.85:
            elt = self.float_type()
        elif k < 0.93:
            elt = "complex<%s>" % self.complex_elt()
            if elt[len("complex<"):-1].lstrip("su") in ("i0", "i1"):
                # dense complex<i1> data is corrupted by mlir-opt 22 (e.g.
                # [(true, true), (true, true)] prints as (true,false)): avoid it
                elt = "complex<i8>"
        else:
            return self.dense_string_attr(big)
        shape = self.dense_shape(big)
        n = 1
        for d in shape:
            n *= d
        ty = self.shaped_for_dense(shape, elt)
        form = r.random()
        if n == 0:
            if ty.startswith("vector"):
                ty = "tensor<%s%s>" % ("".join("%dx" % d for d in shape), elt)
            k = r.random()
            if self.norm and k < 0.2 and shape.index(0) == len(shape) - 1:
                # `[]`, `[[], []]`: only when the innermost dim is the (only) zero
                return "dense<%s> : %s" % (self.nested_list(shape, lambda: "0"), ty)
            if self.norm and k < 0.3:
                # a splat of a zero-element type is kept as a splat
                return "dense<%s> : %s" % (self.dense_elem_literal(elt), ty)
            return "dense<> : %s" % ty
        if form < 0.25:
            # splat
            return "dense<%s> : %s" % (self.dense_elem_literal(elt), ty)
        if form < 0.35 and elt.lstrip("su") != "i1" and "f80" not in elt and self.norm:
            # hex storage, either one element (a splat) or all of them
            if self.chance(0.2):
                data = self.hex_elem_bytes(elt)
            else:
                data = b"".join(self.hex_elem_bytes(elt) for _ in range(n))
            h = data.hex().upper() if self.chance(0.7) else data.hex()
            return 'dense<"0x%s"> : %s' % (h, ty)
        if form < 0.45:
            # all elements equal, spelled as a list (printed as a splat)
            v = self.dense_elem_literal(elt)
            return "dense<%s> : %s" % (self.nested_list(shape, lambda: v), ty)
        if form < 0.55 and not elt.startswith("complex"):
            # mostly one value, a few others
            a = self.dense_elem_literal(elt)
            b = self.dense_elem_literal(elt)
            return "dense<%s> : %s" % (self.nested_list(
                shape, lambda: a if r.random() < 0.8 else b), ty)
        return "dense<%s> : %s" % (self.nested_list(shape, lambda: self.dense_elem_literal(elt)), ty)

    def dense_string_attr(self, big=False):
        r = self.r
        shape = self.dense_shape(big and self.chance(0.3))
        n = 1
        for d in shape:
            n *= d
        elt = r.choice(["!%s.string" % r.choice(self.dialects), "!%s.str" % r.choice(self.dialects)])
        ty = "tensor<%s%s>" % ("".join("%dx" % d for d in shape), elt)
        if n == 0:
            return "dense<> : %s" % ty
        if self.chance(0.3):
            return "dense<%s> : %s" % (self.string_literal(), ty)
        return "dense<%s> : %s" % (self.nested_list(shape, self.string_literal), ty)

    def dense_array_attr(self):
        r = self.r
        t = r.choice(["i1", "i8", "i16", "i32", "i64", "f32", "f64", "si8", "ui8", "i128",
                      "f16", "bf16"])
        n = r.choice([0, 1, 2, 3, 4, 8])
        if n == 0:
            return "array<%s>" % t
        vals = []
        for _ in range(n):
            if t == "i1":
                vals.append(r.choice(["true", "false"]))
            elif t in FLOAT_TYPES:
                vals.append(self.float_literal(t))
            else:
                vals.append(self.int_literal(self.int_value(t)))
        return "array<%s: %s>" % (t, ", ".join(vals))

    def resource_attr(self):
        r = self.r
        elt = r.choice(["i8", "i16", "i32", "i64", "f32", "f64", "ui8", "f16"])
        shape = [r.randint(1, 6) for _ in range(r.randint(1, 2))]
        n = 1
        for d in shape:
            n *= d
        if self.resources and self.chance(0.3):
            name, (ty, _) = r.choice(sorted(self.resources.items()))
            return "dense_resource<%s> : %s" % (name, ty)
        name = r.choice(["blob", "weights", "res", "data_", "r.v"]) + str(len(self.resources))
        nbytes = n * self.elt_storage_bytes(elt)
        align = r.choice([1, 2, 4, 8, 16]) if self.norm else 4
        align = max(align, 1)
        blob = struct.pack("<I", align) + bytes(r.getrandbits(8) for _ in range(nbytes))
        ty = "tensor<%s%s>" % ("".join("%dx" % d for d in shape), elt)
        self.resources[name] = (ty, blob.hex().upper() if self.chance(0.8) else blob.hex())
        return "dense_resource<%s> : %s" % (name, ty)

    def distinct_attr(self, depth):
        # The same id must always come with the same value.
        if self.distincts and self.chance(0.25):
            return self.r.choice(self.distincts)
        self.distinct_counter += self.r.randint(1, 3)
        if self.chance(0.3):
            inner = "unit"
        else:
            inner = self.gen_attr(depth + 1, simple=True)
        text = "distinct[%d]<%s>" % (self.distinct_counter, inner)
        self.distincts.append(text)
        return text

    def dialect_attr(self):
        r = self.r
        d = r.choice(self.dialects)
        k = r.random()
        if k < 0.3:
            return '#%s<"%s">' % (d, r.choice(["bar", "a b", "x\\22y", ""]))
        if k < 0.6:
            return "#%s.%s<%s>" % (d, r.choice(["baz", "enc", "layout"]), self.opaque_body())
        if k < 0.8:
            return "#%s.%s" % (d, r.choice(["qux", "none", "flag"]))
        if self.norm:
            return "#%s<%s>" % (d, r.choice(["qux", "z9"]))  # printed `#foo.qux`
        return "#%s.z" % d

    def loc_attr_value(self):
        saved = self.loc_aliases_end
        self.loc_aliases_end = []      # forward-referenced aliases only in loc(...)
        try:
            return "loc(%s)" % self.location(0)
        finally:
            self.loc_aliases_end = saved

    # ------------------------------------------------------------ attributes
    def gen_attr(self, depth=0, simple=False):
        r = self.r
        if depth >= 3:
            simple = True
        cats = [("int", 14), ("float", 12), ("string", 8), ("bool", 3), ("unit", 3),
                ("type", 6), ("symbol", 4), ("dialect", 4), ("darray", 5), ("dense", 8),
                ("map", 3), ("set", 2), ("strided", 2)]
        if not simple:
            cats += [("array", 6), ("dict", 4), ("resource", 1.5), ("distinct", 1.5),
                     ("alias", 2)]
            if self.norm:
                # With --mlir-print-debuginfo mlir-opt prints a location attribute
                # as an alias defined at the END of the file, which it cannot parse
                # back ("undefined symbol alias id").
                cats.append(("loc", 0.5))
        tot = sum(w for _, w in cats)
        x = r.random() * tot
        for name, w in cats:
            x -= w
            if x < 0:
                break
        if name == "int":
            return self.int_attr()
        if name == "float":
            return self.float_attr()
        if name == "string":
            s = self.string_literal()
            if self.chance(0.1):
                return "%s : %s" % (s, self.pick_type())
            return s
        if name == "bool":
            return r.choice(["true", "false"])
        if name == "unit":
            return "unit"
        if name == "type":
            return self.gen_type(1)
        if name == "symbol":
            return self.symbol_ref()
        if name == "dialect":
            return self.dialect_attr()
        if name == "darray":
            return self.dense_array_attr()
        if name == "dense":
            return self.dense_attr()
        if name == "map":
            return self.affine_map_attr()
        if name == "set":
            return self.integer_set_attr()
        if name == "strided":
            return self.strided_layout(r.randint(0, 3))
        if name == "array":
            n = r.randint(0, 4)
            return "[%s]" % ", ".join(self.gen_attr(depth + 1) for _ in range(n))
        if name == "dict":
            return self.attr_dict(depth + 1, r.randint(0, 3))
        if name == "resource":
            return self.resource_attr()
        if name == "distinct":
            return self.distinct_attr(depth)
        if name == "alias":
            if self.attr_aliases:
                return r.choice(self.attr_aliases)[0]
            return self.int_attr()
        if name == "loc":
            return self.loc_attr_value()
        raise AssertionError(name)

    def attr_entries(self, depth, n, dialect_prefixed=False, exclude=()):
        names = set()
        out = []
        for _ in range(n):
            nm = self.attr_name(dialect_prefixed)
            key = nm.strip('"')
            if key in names or key in exclude:
                continue
            names.add(key)
            v = self.gen_attr(depth)
            if v == "unit" and self.chance(0.6):
                out.append(nm)            # `{u}` spelling
            else:
                out.append("%s = %s" % (nm, v))
        return out

    def attr_dict(self, depth, n, dialect_prefixed=False):
        return "{%s}" % ", ".join(self.attr_entries(depth, n, dialect_prefixed))

    # ------------------------------------------------------------- locations
    def file_loc(self):
        r = self.r
        f = r.choice(self.file_names)
        fs = c_escape_bytes(f.encode(), r)
        line = r.randint(0, 400)
        col = r.randint(0, 120)
        k = r.random()
        if k < 0.85 or not self.norm:
            return "%s:%d:%d" % (fs, line, col)
        if k < 0.9:
            return "%s:%d" % (fs, line)            # printed with `:0`
        if k < 0.95:
            return "%s:%d:%d to %d:%d" % (fs, line, col, line + r.randint(1, 9), r.randint(0, 80))
        return "%s:%d:%d to :%d" % (fs, line, col, col + r.randint(1, 9))

    def location(self, depth):
        r = self.r
        if depth >= 3:
            return self.file_loc()
        k = r.random()
        if k < 0.40:
            return self.file_loc()
        if k < 0.55:
            name = c_escape_bytes(r.choice(["x", "conv1", "relu", "n m", "op/1", "q\"q"]).encode(), r)
            if self.chance(0.5):
                return name
            return "%s(%s)" % (name, self.location(depth + 1))
        if k < 0.68:
            return "callsite(%s at %s)" % (self.location(depth + 1), self.location(depth + 1))
        if k < 0.82:
            n = r.randint(2, 3)
            locs = []
            seen = set()
            for _ in range(n):
                l = self.file_loc() if self.chance(0.6) else self.location(depth + 1)
                if l in seen:
                    continue
                seen.add(l)
                locs.append(l)
            if self.norm and self.chance(0.3):
                # collapses: `fused[x]` -> x, `fused[]` -> unknown, unknown dropped
                locs = r.choice([locs[:1], [], locs + ["unknown"]])
            elif len(locs) < 2:
                locs.append(self.file_loc() + "")
                if locs[0] == locs[1]:
                    locs = [locs[0], '"distinct_name"']
            meta = ""
            if self.chance(0.3):
                meta = "<%s>" % r.choice(['"meta"', "#%s<\"m\">" % r.choice(self.dialects),
                                          "1 : i32", "[1, 2]"])
            return "fused%s[%s]" % (meta, ", ".join(locs))
        if k < 0.9:
            return "unknown"
        if self.loc_aliases_top and self.chance(0.5):
            return r.choice(self.loc_aliases_top)
        if depth == 0 and self.loc_aliases_end and self.chance(0.5):
            # forward references work only directly in `loc(...)`
            return r.choice(self.loc_aliases_end)
        return self.file_loc()

    def maybe_loc(self):
        if not self.with_locs or self.chance(0.15):
            return ""
        return " loc(%s)" % self.location(0)

    def block_arg_loc(self):
        if not self.with_locs or self.chance(0.3):
            return ""
        return " loc(%s)" % self.location(0)

    # -------------------------------------------------------------- op text
    def fmt_types(self, types):
        return ", ".join(types)

    def op_line(self, indent, results, name, operands, successors=(), props=None,
                regions=None, attrs=None, result_types=(), loc=None):
        """results: list of result-group names with counts -> spelled textually."""
        parts = [indent]
        if results:
            parts.append(results + " = ")
        parts.append('"%s"' % name)
        parts.append("(" + ", ".join(v.ref for v in operands) + ")")
        if successors:
            parts.append("[" + ", ".join(successors) + "]")
        if props is not None:
            parts.append(" <%s>" % props)
        if regions is not None:
            parts.append(" (" + ", ".join(regions) + ")")
        if attrs:
            parts.append(" " + attrs)
        parts.append(" : (%s) -> %s" % (self.fmt_types([v.type for v in operands]),
                                         self.result_list(list(result_types))))
        parts.append(self.maybe_loc() if loc is None else loc)
        return "".join(parts)

    def define_results(self, types):
        """Spell the result list of an op; returns (text, [Value])."""
        r = self.r
        n = len(types)
        if n == 0:
            return "", []
        if n == 1:
            nm = self.fresh_value_name()
            return nm, [Value(nm, types[0])]
        k = r.random()
        if k < 0.6:
            nm = self.fresh_value_name()
            vals = [Value("%s#%d" % (nm, i), t) for i, t in enumerate(types)]
            if self.norm and self.chance(0.2):
                vals[0] = Value(nm, types[0])   # `%x` names result #0 of a group
            return "%s:%d" % (nm, n), vals
        # split into groups: `%a, %b:2 = ...`
        groups = []
        i = 0
        vals = []
        while i < n:
            g = r.randint(1, n - i)
            nm = self.fresh_value_name()
            if g == 1:
                groups.append(nm)
                vals.append(Value(nm, types[i]))
            else:
                groups.append("%s:%d" % (nm, g))
                for j in range(g):
                    vals.append(Value("%s#%d" % (nm, j), types[i + j]))
            i += g
        return ", ".join(groups), vals

    def pick_operands(self, scope, n):
        vis = scope.all()
        if not vis:
            return []
        return [self.r.choice(vis) for _ in range(n)]

    def props_and_attrs(self, depth=0):
        r = self.r
        props = None
        attrs = None
        if self.chance(0.3):
            entries = self.attr_entries(depth, r.randint(0, 3))
            props = "{%s}" % ", ".join(entries)
        if self.chance(0.55):
            entries = self.attr_entries(depth, r.randint(1, 4))
            if entries or (self.norm and self.chance(0.3)):
                attrs = "{%s}" % ", ".join(entries)   # `{}` is legal and dropped
        return props, attrs

    def use_or_make(self, scope, ty, lines, indent):
        """A visible value of type `ty`, materializing one if needed."""
        cands = [v for v in scope.all() if v.type == ty]
        if cands and self.chance(0.85):
            return self.r.choice(cands)
        res_text, vals = self.define_results([ty])
        lines.append(self.op_line(indent, res_text, "%s.make" % self.r.choice(self.dialects),
                                  [], result_types=[ty]))
        self.budget -= 1
        scope.values.extend(vals)
        return vals[0]

    # ---------------------------------------------------------------- bodies
    def gen_simple_op(self, scope, lines, indent, depth, allow_registered=True):
        r = self.r
        n_in = r.choice([0, 1, 1, 2, 2, 3, 4])
        operands = self.pick_operands(scope, n_in)
        n_out = r.choice([0, 1, 1, 1, 2, 3])
        cast = allow_registered and self.chance(0.04)
        if cast and n_out == 0:
            n_out = 1
        types = [self.pick_type() for _ in range(n_out)]
        res_text, vals = self.define_results(types)
        props, attrs = self.props_and_attrs()
        if cast:
            # a registered builtin op with no constraints beyond >= 1 result
            name = "builtin.unrealized_conversion_cast"
            props = None
            if attrs and self.chance(0.5):
                attrs = None
        else:
            name = self.op_name()
        lines.append(self.op_line(indent, res_text, name, operands, props=props,
                                  attrs=attrs, result_types=types))
        self.budget -= 1
        scope.values.extend(vals)

    def gen_region_op(self, scope, lines, indent, depth, symtab=None):
        r = self.r
        operands = self.pick_operands(scope, r.choice([0, 1, 2]))
        types = [self.pick_type() for _ in range(r.choice([0, 0, 1, 2]))]
        res_text, vals = self.define_results(types)
        props, attrs = self.props_and_attrs()
        self.budget -= 1
        regions = []
        for _ in range(r.choice([1, 1, 1, 2, 2, 3])):
            regions.append(self.gen_region(scope, indent + "  ", depth + 1, None,
                                           kind="unreg"))
        lines.append(self.op_line(indent, res_text, self.op_name(), operands, props=props,
                                  regions=regions, attrs=attrs, result_types=types))
        # results are visible only after the op
        scope.values.extend(vals)

    def gen_call(self, scope, lines, indent, symtab):
        if not symtab or not symtab.funcs:
            return False
        ref, ins, outs = self.r.choice(symtab.funcs)
        operands = [self.use_or_make(scope, t, lines, indent) for t in ins]
        res_text, vals = self.define_results(outs)
        lines.append(self.op_line(indent, res_text, "func.call", operands,
                                  props="{callee = %s}" % ref, result_types=outs))
        self.budget -= 1
        scope.values.extend(vals)
        return True

    def gen_block_ops(self, scope, lines, indent, depth, symtab, max_ops):
        r = self.r
        n = r.randint(0, max_ops)
        for _ in range(n):
            if self.budget <= 0:
                break
            k = r.random()
            if k < 0.15 and depth < 4:
                self.gen_region_op(scope, lines, indent, depth, symtab)
            elif k < 0.2 and symtab is not None and symtab.funcs and self.gen_call(
                    scope, lines, indent, symtab):
                pass
            else:
                self.gen_simple_op(scope, lines, indent, depth)
            if self.chance(0.03):
                lines.append(indent + "// " + r.choice(["comment", "%0 = not an op", "\"x\""]))

    def gen_cfg(self, nblocks, allow_terminal=True):
        """Successor lists for blocks 0..n-1 (never targeting the entry block)."""
        r = self.r
        succs = []
        for i in range(nblocks):
            if nblocks == 1:
                succs.append([])
                continue
            k = r.random()
            if k < 0.25 and allow_terminal:
                succs.append([])
            else:
                m = r.choice([1, 1, 2, 2, 3])
                succs.append([r.randint(1, nblocks - 1) for _ in range(m)])
        return succs

    @staticmethod
    def dominators(succs):
        n = len(succs)
        preds = [[] for _ in range(n)]
        for b, ss in enumerate(succs):
            for s in ss:
                preds[s].append(b)
        # reachability
        reach = {0}
        stack = [0]
        while stack:
            b = stack.pop()
            for s in succs[b]:
                if s not in reach:
                    reach.add(s)
                    stack.append(s)
        full = set(range(n))
        dom = [set([b]) if (b == 0 or b not in reach) else set(full) for b in range(n)]
        changed = True
        while changed:
            changed = False
            for b in range(1, n):
                if b not in reach:
                    continue
                ps = [p for p in preds[b] if p in reach]
                new = set(full)
                for p in ps:
                    new &= dom[p]
                new = new | {b}
                if new != dom[b]:
                    dom[b] = new
                    changed = True
        return dom, reach

    def gen_region(self, outer_scope, indent, depth, symtab, kind, entry_types=None,
                   result_types=None):
        """Return the text of one region `{ ... }` (without the surrounding parens)."""
        r = self.r
        if kind == "unreg" and self.chance(0.12):
            return "{\n" + indent[:-2] + "}"       # empty region
        if kind == "func":
            nblocks = 1 if self.chance(0.6) else r.randint(2, 5)
        else:
            nblocks = 1 if self.chance(0.75) else r.randint(2, 4)
        if self.budget <= 0:
            nblocks = 1
        succs = self.gen_cfg(nblocks)
        dom, reach = self.dominators(succs)
        # block names and args
        names = [self.fresh_block_name() for _ in range(nblocks)]
        arg_types = []
        for i in range(nblocks):
            if i == 0:
                if entry_types is not None:
                    arg_types.append(list(entry_types))
                else:
                    arg_types.append([self.pick_type() for _ in range(r.choice([0, 0, 1, 2]))])
            else:
                arg_types.append([self.pick_type() for _ in range(r.choice([0, 0, 1, 2, 3]))])
        block_text = [None] * nblocks
        block_defs = [[] for _ in range(nblocks)]  # values defined at block level
        # generate in an order where dominators come first: sort by |dom|
        order = sorted(range(nblocks), key=lambda b: (len(dom[b]), b))
        for b in order:
            sc = Scope(outer_scope)
            for d in sorted(dom[b] - {b}):
                sc.values.extend(block_defs[d])
            own = Scope(sc)
            args = []
            arg_text = []
            for t in arg_types[b]:
                nm = self.fresh_value_name()
                v = Value(nm, t)
                args.append(v)
                arg_text.append("%s: %s%s" % (nm, t, self.block_arg_loc()))
            own.values.extend(args)
            lines = []
            bindent = indent
            # func.call only directly in a function body: an unregistered parent
            # might be a symbol table, so lookups from inside it fail.
            self.gen_block_ops(own, lines, bindent, depth,
                               symtab if kind == "func" else None,
                               max_ops=r.choice([1, 2, 3, 4, 6, 8]))
            # terminator
            if succs[b]:
                ops_ = self.pick_operands(own, r.choice([0, 0, 1, 2]))
                props, attrs = (None, None) if self.chance(0.6) else self.props_and_attrs()
                regions = None
                if depth < 4 and self.chance(0.05):
                    # successors and regions on one op
                    regions = [self.gen_region(own, bindent + "  ", depth + 1, None, "unreg")]
                lines.append(self.op_line(bindent, "", "%s.%s" % (
                    r.choice(self.dialects), r.choice(["br", "cond_br", "switch", "jump"])),
                    ops_, successors=[names[s] for s in succs[b]], props=props,
                    regions=regions, attrs=attrs))
                self.budget -= 1
            elif kind == "func":
                if self.chance(0.8):
                    rets = [self.use_or_make(own, t, lines, bindent) for t in result_types]
                    lines.append(self.op_line(bindent, "", "func.return", rets))
                    self.budget -= 1
                else:
                    # any unregistered op may be a terminator
                    self.gen_simple_op(own, lines, bindent, depth, allow_registered=False)
            elif nblocks > 1:
                # In a multi-block region every block needs a last op that may be a
                # terminator (any unregistered op, not the registered cast).
                if self.chance(0.5):
                    lines.append(self.op_line(bindent, "", "%s.yield" % r.choice(self.dialects),
                                              self.pick_operands(own, r.choice([0, 1, 2]))))
                    self.budget -= 1
                else:
                    self.gen_simple_op(own, lines, bindent, depth, allow_registered=False)
            elif kind == "unreg" and self.chance(0.3):
                lines.append(self.op_line(bindent, "", "%s.yield" % r.choice(self.dialects),
                                          self.pick_operands(own, r.choice([0, 1, 2]))))
                self.budget -= 1
            block_defs[b] = args + own.values[len(args):]
            # label
            label_needed = b != 0 or arg_types[b] or (not lines) or self.chance(0.1)
            header = ""
            if label_needed:
                if arg_types[b]:
                    header = "%s%s(%s):" % (indent[:-2], names[b], ", ".join(arg_text))
                else:
                    header = "%s%s:" % (indent[:-2], names[b])
                if b != 0 and self.chance(0.2):
                    header += "  // pred: something"
            block_text[b] = ([header] if header else []) + lines
        # An entry block that has no ops and no label would vanish; force a label.
        out = ["{"]
        for b in range(nblocks):
            out.extend(block_text[b])
        out.append(indent[:-2] + "}")
        return "\n".join(out)

    def gen_func(self, symtab, indent, depth):
        r = self.r
        ins = [self.pick_type() for _ in range(r.choice([0, 1, 1, 2, 3, 4]))]
        outs = [self.pick_type() for _ in range(r.choice([0, 1, 1, 2]))]
        name = self.fresh_symbol(symtab)
        sym = "@" + (name if is_bare_id(name) else c_escape_bytes(name.encode(), r))
        symtab.funcs.append((sym, ins, outs))
        fty = "(%s) -> %s" % (", ".join(ins), self.result_list(outs))
        decl = self.chance(0.15)
        props = ["function_type = %s" % fty, "sym_name = %s" % c_escape_bytes(name.encode(), r)]
        if decl:
            props.append('sym_visibility = "private"')
        elif self.chance(0.2):
            props.append('sym_visibility = %s' % r.choice(['"private"', '"nested"', '"public"']))
        if ins and self.chance(0.2):
            props.append("arg_attrs = [%s]" % ", ".join(
                self.attr_dict(2, r.randint(0, 2), dialect_prefixed=True) for _ in ins))
        if outs and self.chance(0.15):
            props.append("res_attrs = [%s]" % ", ".join(
                self.attr_dict(2, r.randint(0, 2), dialect_prefixed=True) for _ in outs))
        r.shuffle(props)
        self.budget -= 1
        if decl:
            region = "{\n" + indent + "}"
        else:
            region = self.gen_region(None, indent + "  ", depth + 1, symtab, "func",
                                     entry_types=ins, result_types=outs)
        attrs = None
        if self.chance(0.2):
            attrs = self.attr_dict(1, r.randint(1, 2))
        if self.norm and self.chance(0.08) and attrs is None:
            # inherent attributes spelled in the attr-dict: printed as properties
            return self.op_line(indent, "", "func.func", [], props=None, regions=[region],
                                attrs="{%s}" % ", ".join(props))
        return self.op_line(indent, "", "func.func", [], props="{%s}" % ", ".join(props),
                            regions=[region], attrs=attrs)

    def gen_module_body(self, indent, depth, symtab, top_level=False):
        """Lines of a module body (graph region: module-level values allowed)."""
        r = self.r
        lines = []
        scope = Scope(None)
        first = True
        while self.budget > 0 or first:
            first = False
            k = r.random()
            if k < 0.45:
                lines.append(self.gen_func(symtab, indent, depth))
            elif k < 0.55 and depth < 3:
                lines.append(self.gen_module(indent, depth + 1, symtab))
            elif k < 0.75:
                self.gen_region_op(scope, lines, indent, depth, symtab)
            else:
                self.gen_simple_op(scope, lines, indent, depth)
            if self.chance(0.05):
                lines.append(indent + "// module-level comment")
            if not top_level and self.chance(0.25):
                break
        return lines

    def gen_module(self, indent, depth, parent_symtab):
        r = self.r
        self.budget -= 1
        props = None
        symtab = SymbolTable()
        if parent_symtab is not None and self.chance(0.4):
            nm = self.fresh_symbol(parent_symtab)
            props = "{sym_name = %s}" % c_escape_bytes(nm.encode(), r)
            if self.chance(0.3):
                props = props[:-1] + ', sym_visibility = "private"}'
        attrs = None
        if self.chance(0.3):
            attrs = self.attr_dict(1, r.randint(1, 3), dialect_prefixed=True)
        if self.chance(0.08):
            # an empty module still has its one (empty) block
            body = "{\n" + indent + self.fresh_block_name() + ":\n" + indent + "}"
        else:
            body_lines = self.gen_module_body(indent + "  ", depth, symtab)
            body = "{\n" + "\n".join(body_lines) + "\n" + indent + "}"
        return self.op_line(indent, "", "builtin.module", [], props=props, regions=[body],
                            attrs=attrs)

    # ------------------------------------------------------------------ file
    def gen_aliases(self):
        r = self.r
        lines = []
        for i in range(r.randint(0, 3)):
            nm = "#" + r.choice(["alias", "A", "my_map", "attr", "x"]) + "_%d" % i
            v = self.gen_attr(1)
            self.attr_aliases.append((nm, v))
            lines.append("%s = %s" % (nm, v))
        for i in range(r.randint(0, 3)):
            nm = "!" + r.choice(["T", "ty", "vec", "my_type"]) + "_%d" % i
            v = self.gen_type(1)
            self.type_aliases.append((nm, v))
            lines.append("%s = %s" % (nm, v))
        if self.with_locs:
            for i in range(r.randint(0, 2)):
                nm = "#myloc%d" % i
                lines.append("%s = loc(%s)" % (nm, self.file_loc()))
                self.loc_aliases_top.append(nm)
            for i in range(r.randint(0, 2)):
                self.loc_aliases_end.append("#late_loc%d" % i)
        # type aliases may now appear in the pool
        if self.type_aliases:
            self.type_pool.append(self.type_aliases[0][0])
        return lines

    def generate(self):
        r = self.r
        out = []
        if self.chance(0.3):
            out.append("// generated by gen_generic_ir.py --seed %d" % self.seed)
        out.extend(self.gen_aliases())
        top = SymbolTable()
        mode = r.random()
        if mode < 0.6:
            # explicit top-level module (with --with-locs it gets a loc too)
            out.append(self.gen_module("", 0, None))
        else:
            # implicit top-level module
            out.extend(self.gen_module_body("", 0, top, top_level=True))
        for nm in self.loc_aliases_end:
            out.append("%s = loc(%s)" % (nm, self.file_loc()))
        if self.resources:
            out.append("")
            out.append("{-#")
            out.append("  dialect_resources: {")
            out.append("    builtin: {")
            items = sorted(self.resources.items())
            r.shuffle(items)
            for i, (name, (_, blob)) in enumerate(items):
                out.append('      %s: "0x%s"%s' % (name, blob, "," if i + 1 < len(items) else ""))
            out.append("    }")
            out.append("  }")
            out.append("#-}")
        return "\n".join(out) + "\n"


def generate(seed, size=None, with_locs=False, canonical=False):
    return Gen(seed, size, with_locs, canonical).generate()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--size", type=int, default=None,
                    help="rough number of ops (default: random in 50..200)")
    ap.add_argument("--with-locs", action="store_true",
                    help="emit loc(...) on ops and block arguments")
    ap.add_argument("--canonical", action="store_true",
                    help="only spellings that mlir-opt prints back unchanged (mostly)")
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args(argv)
    text = generate(args.seed, args.size, args.with_locs, args.canonical)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
