#!/usr/bin/python3
"""Random complex arithmetic, for the execution differential test.

gen(seed) returns (function_text, args, result_types), as
gen_tensor_program.gen does: a function @f of tensors of complex<f32> or
complex<f64> whose results are random expressions of the complex
dialect's arithmetic (every op: the unary ones, add, sub, mul, div, pow,
atan2, powi by a constant, abs and angle recombined with create, eq and
neq choosing with select), at most three ops deep, computed element by
element in a linalg.generic.

Terrace's interpreter computes each op in std::complex<double> and rounds
to the part type; upstream compiles MLIR's own formulas
(convert-complex-to-standard) in the part type, which lose digits where
a part nearly cancels and where deeper expressions magnify an error. So
results are compared normwise (the distance of the two numbers against
the larger magnitude, and at least 1: the scale of the arguments, below
which a difference of nearly equal values, x*x - powi(x, 2), is only
rounding), within a tolerance of the part type, not bit for bit.

Arguments stay in [-2, 2) per part, so values stay far from overflow;
exp and its relatives are not nested in each other.
"""

import random

import numpy as np

from gen_tensor_program import tensor_type

COMPLEX_TYPES = {"complex<f32>": np.complex64, "complex<f64>": np.complex128}

UNARY = ["conj", "cos", "exp", "expm1", "log", "log1p", "neg", "rsqrt",
         "sign", "sin", "sqrt", "tan", "tanh"]
BINARY = ["add", "sub", "mul", "div", "pow", "atan2"]
# Ops whose results can grow large (exponentially, or as 1/x and x^-n do
# near 0): one per path from a leaf, so no error is magnified twice.
GROWING = {"exp", "expm1", "cos", "sin", "tan", "tanh", "pow", "div",
           "powi"}
# Ops with a branch cut (or a pole) take leaves alone: a computed value
# may lie on the cut up to rounding (atan2(x, x) is real but for a last
# bit of either sign), where the two sides' answers differ by 2*pi or a
# sign, or be exactly zero (x - x), where each side has its own infinity.
LEAVES_ONLY = {"log", "log1p", "sqrt", "rsqrt", "atan2", "pow", "div"}


class Body:
    """The lines of the generic's body and its fresh names."""

    def __init__(self, rng, elem):
        self.rng, self.elem = rng, elem
        self.part = elem[len("complex<"):-1]
        self.lines, self.count = [], 0

    def fresh(self):
        self.count += 1
        return f"%v{self.count}"

    def emit(self, line):
        self.lines.append("    " + line)

    def expression(self, leaves, depth, grown=False):
        """A complex value: a leaf, or an op of smaller expressions."""
        rng = self.rng
        if depth == 0 or rng.random() < 0.2:
            return rng.choice(leaves)
        kind = rng.random()
        v = self.fresh()
        if kind < 0.45:
            op = rng.choice([o for o in UNARY
                             if not (grown and o in GROWING)])
            x = (rng.choice(leaves) if op in LEAVES_ONLY else
                 self.expression(leaves, depth - 1, grown or op in GROWING))
            self.emit(f"{v} = complex.{op} {x} : {self.elem}")
        elif kind < 0.85:
            op = rng.choice([o for o in BINARY
                             if not (grown and o in GROWING)])
            inner = grown or op in GROWING
            if op in LEAVES_ONLY:
                x, y = rng.choice(leaves), rng.choice(leaves)
            else:
                x = self.expression(leaves, depth - 1, inner)
                y = self.expression(leaves, depth - 1, inner)
            self.emit(f"{v} = complex.{op} {x}, {y} : {self.elem}")
        elif kind < 0.92 and not grown:
            exponent = rng.randint(-3, 4)
            # A negative power divides: of a leaf, never zero.
            x = (rng.choice(leaves) if exponent < 0 else
                 self.expression(leaves, depth - 1, True))
            n = self.fresh()
            self.emit(f"{n} = arith.constant {exponent} : i32")
            self.emit(f"{v} = complex.powi {x}, {n} : {self.elem}, i32")
        elif 0.92 <= kind < 0.97:
            # |x| or arg(x) (of a leaf: a cut) as one part, the other
            # part of y.
            fn = rng.choice(['abs', 'angle'])
            x = (rng.choice(leaves) if fn == "angle" else
                 self.expression(leaves, depth - 1, grown))
            y = self.expression(leaves, depth - 1, grown)
            real, other = self.fresh(), self.fresh()
            self.emit(f"{real} = complex.{fn} {x} : {self.elem}")
            self.emit(f"{other} = complex.im {y} : {self.elem}")
            self.emit(f"{v} = complex.create {real}, {other} : {self.elem}")
        elif kind >= 0.97:
            # x == y or x != y choosing between them.
            x = self.expression(leaves, depth - 1, grown)
            y = self.expression(leaves, depth - 1, grown)
            c = self.fresh()
            self.emit(f"{c} = complex.{rng.choice(['eq', 'neq'])} {x}, {y} "
                      f": {self.elem}")
            self.emit(f"{v} = arith.select {c}, {x}, {y} : {self.elem}")
        else:
            # powi under a growing op: a leaf instead.
            return rng.choice(leaves)
        return v


def gen(seed):
    rng = random.Random(seed)
    elem = rng.choice(list(COMPLEX_TYPES))
    shape = [rng.randint(1, 6)]
    ttype = tensor_type(shape, elem)
    nargs = rng.randint(1, 3)
    args = [np.array([complex(rng.uniform(-2, 2), rng.uniform(-2, 2))
                      for _ in range(shape[0])],
                     dtype=COMPLEX_TYPES[elem]) for _ in range(nargs)]
    nresults = rng.randint(1, 3)
    body = Body(rng, elem)
    leaves = [f"%x{i}" for i in range(nargs)]
    if rng.random() < 0.3:
        c = "%k"
        body.emit(f"{c} = complex.constant [{rng.uniform(-2, 2)!r} : "
                  f"{body.part}, {rng.uniform(-2, 2)!r} : {body.part}] : "
                  f"{elem}")
        leaves.append(c)
    results = [body.expression(leaves, rng.randint(1, 3))
               for _ in range(nresults)]
    identity = "affine_map<(d0) -> (d0)>"
    maps = ", ".join([identity] * (nargs + nresults))
    params = ", ".join(f"%a{i}: {ttype}" for i in range(nargs))
    block = ", ".join([f"%x{i}: {elem}" for i in range(nargs)] +
                      [f"%o{i}: {elem}" for i in range(nresults)])
    outs_types = ", ".join([ttype] * nresults)
    lines = [f"func.func @f({params}) -> ({outs_types}) {{",
             f"  %init = tensor.empty() : {ttype}",
             f"  %r:{nresults} = linalg.generic {{indexing_maps = [{maps}], "
             f"iterator_types = [\"parallel\"]}} "
             f"ins({', '.join(f'%a{i}' for i in range(nargs))} : "
             f"{', '.join([ttype] * nargs)}) "
             f"outs({', '.join(['%init'] * nresults)} : {outs_types}) {{",
             f"  ^bb0({block}):"]
    lines += body.lines
    lines.append(f"    linalg.yield {', '.join(results)} : "
                 f"{', '.join([elem] * nresults)}")
    lines.append(f"  }} -> ({outs_types})")
    rets = ", ".join(f"%r#{i}" for i in range(nresults))
    lines.append(f"  return {rets} : {outs_types}")
    lines.append("}")
    return "\n".join(lines) + "\n", args, [ttype] * nresults


if __name__ == "__main__":
    import sys
    print(gen(int(sys.argv[1]) if len(sys.argv) > 1 else 0)[0])
