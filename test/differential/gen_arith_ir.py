#!/usr/bin/python3
"""Generates random functions of arith, math and ub ops for the pass differential test.

Each seed gives a module of a few functions over i1, i8, i32, i64, index,
f32 and f64 values: constants with edge values (0, 1, -1, the extremes),
every integer and float binary op (with random overflow, exact and
fastmath flags), compares, selects, casts and the extended ops. Common
sub-expressions and constant chains are planted on purpose, so that
canonicalize and cse have work to do. With a shape, every value is a
tensor or vector of that shape instead (one kind per function) and
constants are dense, splat or element by element, so the folders fold
elementwise.

    gen_arith_ir.py SEED [--funcs N] [--ops N] [--dense]   prints the module
"""

import argparse
import random

INT_TYPES = ["i1", "i8", "i32", "i64", "index"]
FLOAT_TYPES = ["f32", "f64"]
WIDTH = {"i1": 1, "i8": 8, "i32": 32, "i64": 64, "index": 64}

INT_BINARY = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi",
              "floordivsi", "remui", "remsi", "andi", "ori", "xori", "shli",
              "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui"]
OVERFLOW_OPS = {"addi", "subi", "muli", "shli"}
EXACT_OPS = {"divui", "divsi", "shrui", "shrsi"}
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
                "maxnumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
        "uge", "ult", "ule", "une", "uno", "true"]
MATH_FLOAT_UNARY = ["absf", "acos", "acosh", "asin", "asinh", "atan", "atanh",
                    "cbrt", "ceil", "cos", "cosh", "erf", "erfc", "exp", "exp2",
                    "expm1", "floor", "log", "log10", "log1p", "log2", "round",
                    "roundeven", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh",
                    "trunc"]
MATH_FLOAT_BINARY = ["atan2", "copysign", "powf"]
MATH_INT_UNARY = ["absi", "ctlz", "cttz", "ctpop"]
FASTMATH = ["none", "fast", "nnan", "ninf", "nsz", "contract", "nnan,nsz",
            "reassoc,nnan"]
FLOAT_VALUES = ["0.000000e+00", "-0.000000e+00", "1.000000e+00",
                "-1.000000e+00", "2.000000e+00", "5.000000e-01",
                "1.000000e-01", "3.000000e+00", "1.000000e+10"]


# mlir-opt 22 crashes canonicalizing `cmpf false|true, sitofp(x), C`
# (CmpFIntToFPConst reaches llvm_unreachable); the benchmark avoids them.
ALWAYS_CMPF = {"false", "true"}


class Func:
    def __init__(self, rng, name, num_ops, avoid_mlir_crashes=False,
                 with_math=True, with_poison=True, shape=None):
        # shape: None for scalars, else ("tensor" or "vector", element count).
        self.shape = shape
        self.with_poison = with_poison
        self.avoid_mlir_crashes = avoid_mlir_crashes
        self.with_math = with_math
        self.rng = rng
        self.name = name
        self.num_ops = num_ops
        self.lines = []
        self.values = {t: [] for t in INT_TYPES + FLOAT_TYPES}
        self.args = []
        self.next = 0

    def t(self, ty):
        """The type of a value of element type `ty`."""
        if not self.shape:
            return ty
        return "{}<{}x{}>".format(self.shape[0], self.shape[1], ty)

    def fresh(self):
        self.next += 1
        return "%v{}".format(self.next)

    def add_arg(self, ty):
        name = "%a{}".format(len(self.args))
        self.args.append((name, ty))
        self.values[ty].append(name)

    def pick(self, ty):
        if self.with_poison and self.rng.random() < 0.02:
            return self.emit(ty, "ub.poison : {}".format(self.t(ty)))
        if not self.values[ty] or self.rng.random() < 0.15:
            return self.constant(ty)
        return self.rng.choice(self.values[ty])

    def emit(self, ty, text):
        v = self.fresh()
        self.lines.append("    {} = {}".format(v, text))
        self.values[ty].append(v)
        return v

    def int_literal(self, ty):
        w = WIDTH[ty]
        if ty == "i1":
            return self.rng.choice(["true", "false"])
        choices = [0, 1, -1, 2, 3, 7, (1 << (w - 1)) - 1, -(1 << (w - 1)),
                   self.rng.randint(-100, 100), w - 1, w]
        return str(self.rng.choice(choices))

    def element_literal(self, ty):
        if ty in FLOAT_TYPES:
            return self.rng.choice(FLOAT_VALUES)
        return self.int_literal(ty)

    def constant(self, ty):
        if self.shape:
            if self.rng.random() < 0.3:
                body = self.element_literal(ty)
            else:
                body = "[{}]".format(", ".join(
                    self.element_literal(ty) for _ in range(self.shape[1])))
            lit = "dense<{}> : {}".format(body, self.t(ty))
        elif ty in FLOAT_TYPES:
            lit = "{} : {}".format(self.rng.choice(FLOAT_VALUES), ty)
        elif ty == "i1":
            lit = self.int_literal(ty)
        else:
            lit = "{} : {}".format(self.int_literal(ty), ty)
        return self.emit(ty, "arith.constant " + lit)

    def int_binary(self):
        ty = self.rng.choice(INT_TYPES[1:])
        op = self.rng.choice(INT_BINARY)
        lhs, rhs = self.pick(ty), self.pick(ty)
        flags = ""
        if op in OVERFLOW_OPS and self.rng.random() < 0.3:
            flags = " overflow<{}>".format(self.rng.choice(["nsw", "nuw", "nsw, nuw"]))
        if op in EXACT_OPS and self.rng.random() < 0.2:
            flags = " exact"
        return self.emit(ty, "arith.{} {}, {}{} : {}".format(op, lhs, rhs, flags, self.t(ty)))

    def float_binary(self):
        ty = self.rng.choice(FLOAT_TYPES)
        op = self.rng.choice(FLOAT_BINARY)
        fm = self.rng.choice(FASTMATH)
        flags = "" if fm == "none" else " fastmath<{}>".format(fm)
        return self.emit(ty, "arith.{} {}, {}{} : {}".format(
            op, self.pick(ty), self.pick(ty), flags, self.t(ty)))

    def compare(self):
        if self.rng.random() < 0.6:
            ty = self.rng.choice(INT_TYPES)
            return self.emit("i1", "arith.cmpi {}, {}, {} : {}".format(
                self.rng.choice(CMPI), self.pick(ty), self.pick(ty), self.t(ty)))
        ty = self.rng.choice(FLOAT_TYPES)
        preds = CMPF
        if self.avoid_mlir_crashes:
            preds = [p for p in CMPF if p not in ALWAYS_CMPF]
        return self.emit("i1", "arith.cmpf {}, {}, {} : {}".format(
            self.rng.choice(preds), self.pick(ty), self.pick(ty), self.t(ty)))

    def select(self):
        ty = self.rng.choice(INT_TYPES + FLOAT_TYPES)
        types = self.t(ty) if not self.shape else "{}, {}".format(
            self.t("i1"), self.t(ty))
        return self.emit(ty, "arith.select {}, {}, {} : {}".format(
            self.pick("i1"), self.pick(ty), self.pick(ty), types))

    def cast(self):
        r = self.rng.random()
        ints = ["i1", "i8", "i32", "i64"]
        if r < 0.35:
            a, b = sorted(self.rng.sample(ints, 2), key=lambda t: WIDTH[t])
            if self.rng.random() < 0.5:
                op = self.rng.choice(["extui", "extsi"])
                return self.emit(b, "arith.{} {} : {} to {}".format(op, self.pick(a), self.t(a), self.t(b)))
            return self.emit(a, "arith.trunci {} : {} to {}".format(self.pick(b), self.t(b), self.t(a)))
        if r < 0.5:
            ty = self.rng.choice(["i8", "i32", "i64"])
            if self.rng.random() < 0.5:
                op = self.rng.choice(["index_cast", "index_castui"])
                return self.emit("index", "arith.{} {} : {} to {}".format(op, self.pick(ty), self.t(ty), self.t("index")))
            op = self.rng.choice(["index_cast", "index_castui"])
            return self.emit(ty, "arith.{} {} : {} to {}".format(op, self.pick("index"), self.t("index"), self.t(ty)))
        if r < 0.7:
            it = self.rng.choice(["i8", "i32", "i64"])
            ft = self.rng.choice(FLOAT_TYPES)
            if self.rng.random() < 0.5:
                op = self.rng.choice(["sitofp", "uitofp"])
                return self.emit(ft, "arith.{} {} : {} to {}".format(op, self.pick(it), self.t(it), self.t(ft)))
            op = self.rng.choice(["fptosi", "fptoui"])
            return self.emit(it, "arith.{} {} : {} to {}".format(op, self.pick(ft), self.t(ft), self.t(it)))
        if r < 0.85:
            if self.rng.random() < 0.5:
                return self.emit("f64", "arith.extf {} : {} to {}".format(self.pick("f32"), self.t("f32"), self.t("f64")))
            return self.emit("f32", "arith.truncf {} : {} to {}".format(self.pick("f64"), self.t("f64"), self.t("f32")))
        a, b = self.rng.choice([("i32", "f32"), ("i64", "f64"), ("f32", "i32"), ("f64", "i64")])
        return self.emit(b, "arith.bitcast {} : {} to {}".format(self.pick(a), self.t(a), self.t(b)))

    def extended(self):
        ty = self.rng.choice(["i8", "i32", "i64"])
        lhs, rhs = self.pick(ty), self.pick(ty)
        v = self.fresh()
        if self.rng.random() < 0.4:
            self.lines.append("    {}:2 = arith.addui_extended {}, {} : {}, {}".format(
                v, lhs, rhs, self.t(ty), self.t("i1")))
            self.values[ty].append(v + "#0")
            self.values["i1"].append(v + "#1")
        else:
            op = self.rng.choice(["mulsi_extended", "mului_extended"])
            self.lines.append("    {}:2 = arith.{} {}, {} : {}".format(v, op, lhs, rhs, self.t(ty)))
            self.values[ty].extend([v + "#0", v + "#1"])

    def duplicate(self):
        """Repeats an earlier line under a new name (work for cse)."""
        candidates = [l for l in self.lines if ":2 =" not in l]
        if not candidates:
            return
        line = self.rng.choice(candidates)
        name, rest = line.strip().split(" = ", 1)
        ty = next(t for t in self.values if name in self.values[t])
        self.emit(ty, rest)

    def math(self):
        r = self.rng.random()
        if r < 0.55:
            ty = self.rng.choice(FLOAT_TYPES)
            fm = self.rng.choice(FASTMATH)
            flags = "" if fm == "none" else " fastmath<{}>".format(fm)
            return self.emit(ty, "math.{} {}{} : {}".format(
                self.rng.choice(MATH_FLOAT_UNARY), self.pick(ty), flags, self.t(ty)))
        if r < 0.7:
            ty = self.rng.choice(FLOAT_TYPES)
            return self.emit(ty, "math.{} {}, {} : {}".format(
                self.rng.choice(MATH_FLOAT_BINARY), self.pick(ty), self.pick(ty), self.t(ty)))
        if r < 0.8:
            ty = self.rng.choice(FLOAT_TYPES)
            return self.emit(ty, "math.fma {}, {}, {} : {}".format(
                self.pick(ty), self.pick(ty), self.pick(ty), self.t(ty)))
        ty = self.rng.choice(INT_TYPES[1:])
        if r < 0.9:
            return self.emit(ty, "math.{} {} : {}".format(
                self.rng.choice(MATH_INT_UNARY), self.pick(ty), self.t(ty)))
        return self.emit(ty, "math.ipowi {}, {} : {}".format(
            self.pick(ty), self.pick(ty), self.t(ty)))

    def negf(self):
        ty = self.rng.choice(FLOAT_TYPES)
        return self.emit(ty, "arith.negf {} : {}".format(self.pick(ty), self.t(ty)))

    def build(self):
        for _ in range(self.rng.randint(1, 4)):
            self.add_arg(self.rng.choice(INT_TYPES + FLOAT_TYPES))
        makers = [(self.int_binary, 30), (self.float_binary, 12), (self.compare, 10),
                  (self.select, 8), (self.cast, 14), (self.extended, 3),
                  (self.duplicate, 10), (self.negf, 3)]
        if self.with_math:
            makers.append((self.math, 10))
        total = sum(w for _, w in makers)
        for _ in range(self.num_ops):
            r = self.rng.uniform(0, total)
            for fn, w in makers:
                r -= w
                if r <= 0:
                    fn()
                    break
        results = []
        for ty in INT_TYPES + FLOAT_TYPES:
            if self.values[ty] and self.rng.random() < 0.7:
                results.append((self.rng.choice(self.values[ty][-5:]), ty))
        sig = ", ".join("{}: {}".format(n, self.t(t)) for n, t in self.args)
        rets = ", ".join(self.t(t) for _, t in results)
        out = ["  func.func @{}({}) -> ({}) {{".format(self.name, sig, rets)]
        out += self.lines
        out.append("    return {}{}".format(
            ", ".join(v for v, _ in results),
            " : " + rets if results else ""))
        out.append("  }")
        return "\n".join(out)


def generate(seed, funcs=None, ops=None, dense=False):
    rng = random.Random(seed)
    n_funcs = funcs or rng.randint(1, 3)
    parts = []
    for i in range(n_funcs):
        shape = None
        if dense:
            shape = (rng.choice(["tensor", "vector"]), rng.randint(1, 4))
        parts.append(Func(rng, "f{}".format(i), ops or rng.randint(5, 40),
                          shape=shape).build())
    return "module {\n" + "\n".join(parts) + "\n}\n"


def generate_dense(seed):
    return generate(seed, dense=True)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("seed", type=int)
    ap.add_argument("--funcs", type=int, default=None)
    ap.add_argument("--ops", type=int, default=None)
    ap.add_argument("--dense", action="store_true",
                    help="tensors and vectors with dense constants")
    args = ap.parse_args()
    print(generate(args.seed, args.funcs, args.ops, args.dense), end="")
