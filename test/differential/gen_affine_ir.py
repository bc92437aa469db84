#!/usr/bin/env python3
"""Writes a random function of affine.apply chains for the passes
differential (passes_differential.py --generator affine).

The applies read function arguments, constants, sizes of tensors, index
arithmetic (pure, and divisions and extracts that are not), loop indices
and carried values of scf.for, linalg.index in a linalg.generic body, and
each other's results, so that the canonicalizer
composes chains, promotes the operands that are valid symbols (and leaves
those that are not), folds constants and simplifies maps: pure affine maps
with floordiv, ceildiv and mod, and now and then semi-affine ones (products
and divisions by symbols) and divisions by zero.

    gen_affine_ir.py SEED   # prints the program
"""

import random
import sys


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.lines = []
        self.counter = 0
        # Some programs are mostly semi-affine.
        self.semi_rate = self.r.choice([0.05, 0.12, 0.12, 0.4])

    def fresh(self):
        self.counter += 1
        return "%v{}".format(self.counter)

    def emit(self, indent, text):
        self.lines.append("  " * indent + text)

    # -- Affine expressions ------------------------------------------------

    def leaf(self, dims, syms):
        r = self.r
        choices = ["const"] + ["dim"] * (2 if dims else 0) + \
            ["sym"] * (2 if syms else 0)
        kind = r.choice(choices)
        if kind == "dim":
            return "d{}".format(r.randrange(dims)), False
        if kind == "sym":
            return "s{}".format(r.randrange(syms)), True
        return str(r.randint(-4, 9)), True

    def symbolic(self, syms):
        """A constant or an expression of symbols only (a valid right
        operand of a product or division)."""
        r = self.r
        if syms and r.random() < 0.5:
            e, _ = self.expr(0, syms, 1)
            return e
        return str(r.choice([2, 3, 4, 8, 16, 5, -2]))

    def expr(self, dims, syms, depth):
        """Returns (text, symbolic)."""
        r = self.r
        if depth <= 0 or r.random() < 0.25:
            return self.leaf(dims, syms)
        op = r.choice(["add", "add", "sub", "mul", "mul", "floordiv",
                       "ceildiv", "mod", "mod"])
        lhs, lsym = self.expr(dims, syms, depth - 1)
        if op in ("add", "sub"):
            rhs, rsym = self.expr(dims, syms, depth - 1)
            sign = " + " if op == "add" else " - "
            return "(" + lhs + sign + rhs + ")", lsym and rsym
        semi = r.random() < self.semi_rate
        if semi and syms:
            rhs = self.symbolic(syms)
        elif op == "mul":
            rhs = str(r.choice([-1, 2, 3, 4, 8, -3, 0, 1]))
        else:
            # Divisors: mostly positive, rarely zero or negative (poison).
            rhs = str(r.choice([2, 3, 4, 8, 16, 5, 1] * 6 + [0, -2]))
        return "(" + lhs + " " + {"mul": "*"}.get(op, op) + " " + rhs + ")", \
            lsym

    def apply(self, indent, pool):
        """An affine.apply over operands drawn from `pool`; returns its
        result."""
        r = self.r
        dims = r.randint(0, min(3, len(pool)))
        syms = r.randint(0, min(2, len(pool)))
        if dims + syms == 0:
            dims = 1
        text, _ = self.expr(dims, syms, r.randint(1, 4))
        header = "({})".format(", ".join("d{}".format(i) for i in range(dims)))
        if syms:
            header += "[{}]".format(", ".join("s{}".format(i)
                                             for i in range(syms)))
        operands = [r.choice(pool) for _ in range(dims + syms)]
        call = "({})".format(", ".join(operands[:dims]))
        if syms:
            call += "[{}]".format(", ".join(operands[dims:]))
        v = self.fresh()
        self.emit(indent, "{} = affine.apply affine_map<{} -> ({})>{}".format(
            v, header, text, call))
        return v

    def index_arith(self, indent, pool):
        r = self.r
        op = r.choice(["addi", "muli", "subi", "addi"])
        v = self.fresh()
        self.emit(indent, "{} = arith.{} {}, {} : index".format(
            v, op, r.choice(pool), r.choice(pool)))
        return v

    # -- The function ------------------------------------------------------

    def generate(self):
        r = self.r
        self.emit(0, "func.func @f(%a0: index, %a1: index, %a2: index, "
                     "%t: tensor<?x?xf32>, %idx: tensor<2xindex>) -> (index, "
                     "index, index, tensor<?x?xf32>) {")
        pool = ["%a0", "%a1", "%a2"]
        for c in sorted(set(r.choice([0, 1, 2, 3, 4, 7, 8, -1, 16])
                            for _ in range(r.randint(1, 3)))):
            name = "%c{}".format(c if c >= 0 else "m{}".format(-c))
            self.emit(1, "{} = arith.constant {} : index".format(name, c))
            pool.append(name)
        self.emit(1, "%k0 = arith.constant 0 : index")
        self.emit(1, "%k1 = arith.constant 1 : index")
        dim = self.fresh()
        self.emit(1, "{} = tensor.dim %t, %k{} : tensor<?x?xf32>".format(
            dim, r.randint(0, 1)))
        pool.append(dim)
        if r.random() < 0.5:
            pool.append(self.index_arith(1, pool))
        top = []
        for _ in range(r.randint(1, 4)):
            v = self.apply(1, pool)
            pool.append(v)
            top.append(v)

        # A loop: its index and carried value are not symbols; pure ops of
        # symbols inside it are.
        self.emit(1, "%loop = scf.for %iv = %k0 to %a0 step %k1 "
                     "iter_args(%acc = %a1) -> (index) {")
        inner = pool + ["%iv", "%acc"]
        if r.random() < 0.6:
            inner.append(self.index_arith(2, inner))
        # Ops of symbols that are not pure (a division that may trap, an
        # extract that may be out of bounds) give no symbol inside the
        # loop; a division by a nonzero constant does.
        if r.random() < 0.5:
            v = self.fresh()
            divisor = r.choice(["%a1", "%k1", "%a2"])
            self.emit(2, "{} = arith.{} %a0, {} : index".format(
                v, r.choice(["divsi", "divui"]), divisor))
            inner.append(v)
        if r.random() < 0.4:
            v = self.fresh()
            self.emit(2, "{} = tensor.extract %idx[%k0] : tensor<2xindex>"
                      .format(v))
            inner.append(v)
        if r.random() < 0.4:
            e = self.fresh()
            self.emit(2, "{} = tensor.empty({}, %a2) : tensor<?x?xf32>".format(
                e, r.choice(inner)))
            d = self.fresh()
            self.emit(2, "{} = tensor.dim {}, %k0 : tensor<?x?xf32>".format(
                d, e))
            inner.append(d)
        results = []
        for _ in range(r.randint(1, 4)):
            v = self.apply(2, inner)
            inner.append(v)
            results.append(v)
        total = "%acc"
        for v in results:
            s = self.fresh()
            self.emit(2, "{} = arith.addi {}, {} : index".format(s, total, v))
            total = s
        self.emit(2, "scf.yield {} : index".format(total))
        self.emit(1, "}")

        # A generic body: linalg.index results are symbols there.
        self.emit(1, "%g = linalg.generic {indexing_maps = [affine_map<(d0, "
                     "d1) -> (d0, d1)>], iterator_types = [\"parallel\", "
                     "\"parallel\"]} outs(%t : tensor<?x?xf32>) {")
        self.emit(1, "^bb0(%out: f32):")
        body = pool[:3] + ["%i0", "%i1"]
        self.emit(2, "%i0 = linalg.index 0 : index")
        self.emit(2, "%i1 = linalg.index 1 : index")
        last = None
        for _ in range(r.randint(1, 3)):
            last = self.apply(2, body)
            body.append(last)
        cast = self.fresh()
        self.emit(2, "{} = arith.index_cast {} : index to i64".format(
            cast, last))
        f = self.fresh()
        self.emit(2, "{} = arith.sitofp {} : i64 to f32".format(f, cast))
        self.emit(2, "linalg.yield {} : f32".format(f))
        self.emit(1, "} -> tensor<?x?xf32>")
        first = top[0]
        last_top = top[-1]
        self.emit(1, "return {}, {}, %loop, %g : index, index, index, "
                     "tensor<?x?xf32>".format(first, last_top))
        self.emit(0, "}")
        return "\n".join(self.lines) + "\n"


def generate(seed):
    return Gen(seed).generate()


if __name__ == "__main__":
    sys.stdout.write(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 0))
