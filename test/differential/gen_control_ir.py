#!/usr/bin/python3
"""Generates random functions with control flow for the pass differential test.

On top of gen_arith_ir.py's straight-line arith and math ops, each seed's
functions nest scf.if, scf.for (index and integer induction variables,
constant and dynamic bounds, iter_args that are forwarded, duplicated or
unused), scf.while, scf.index_switch and scf.execute_region, call earlier
functions with func.call, and some are unstructured: blocks with
arguments joined by cf.br, cf.cond_br and cf.switch (including blocks
that only branch on, and ub.unreachable). A third of the seeds call any
function, recursion included. Constant conditions, bounds and
switch flags are planted so that canonicalize, sccp and remove-dead-values
have regions to fold.

    gen_control_ir.py SEED [--funcs N]   prints the module
"""

import argparse
import random

import gen_arith_ir
from gen_arith_ir import FLOAT_TYPES, INT_TYPES

VALUE_TYPES = ["i1", "i32", "i64", "index", "f32"]


class ControlFunc(gen_arith_ir.Func):
    """A function whose body nests region ops; `self.indent` is where the
    next op goes, and each region sees the values of the regions around
    it plus its own."""

    def __init__(self, rng, name, num_ops, callees, max_depth=2,
                 fixed_signature=None):
        super().__init__(rng, name, num_ops, avoid_mlir_crashes=True,
                         with_math=False, with_poison=False)
        self.fixed_signature = fixed_signature
        self.indent = "    "
        self.callees = callees
        self.max_depth = max_depth
        self.depth = 0

    # Values and scopes.

    def emit(self, ty, text):
        v = self.fresh()
        self.lines.append("{}{} = {}".format(self.indent, v, text))
        self.values[ty].append(v)
        return v

    def line(self, text):
        self.lines.append(self.indent + text)

    def push_scope(self):
        saved = {t: list(vs) for t, vs in self.values.items()}
        self.indent += "  "
        self.depth += 1
        return saved

    def pop_scope(self, saved):
        self.values = saved
        self.indent = self.indent[:-2]
        self.depth -= 1

    def result_names(self, types):
        """Names of an op's results: %vN, or %vN#i for several."""
        v = self.fresh()
        if len(types) == 1:
            self.values[types[0]].append(v)
            return v, [v]
        names = ["{}#{}".format(v, i) for i in range(len(types))]
        for n, t in zip(names, types):
            self.values[t].append(n)
        return "{}:{}".format(v, len(types)), names

    def value_types(self, lo=0, hi=2):
        return [self.rng.choice(VALUE_TYPES) for _ in range(self.rng.randint(lo, hi))]

    def small_index(self):
        if self.rng.random() < 0.6:
            return self.emit("index", "arith.constant {} : index".format(
                self.rng.choice([0, 1, 2, 4, 10])))
        return self.pick("index")

    # Straight-line ops, and region ops while not too deep.

    def straight_op(self):
        makers = [(self.int_binary, 30), (self.float_binary, 8), (self.compare, 14),
                  (self.select, 8), (self.cast, 8), (self.duplicate, 8)]
        total = sum(w for _, w in makers)
        r = self.rng.uniform(0, total)
        for fn, w in makers:
            r -= w
            if r <= 0:
                fn()
                return

    def ops(self, count):
        for _ in range(count):
            r = self.rng.random()
            if self.depth < self.max_depth and r < 0.3:
                self.rng.choice([self.scf_if, self.scf_if, self.scf_for,
                                 self.scf_for, self.scf_while,
                                 self.index_switch, self.execute_region])()
            elif r < 0.35 and self.callees:
                self.call()
            else:
                self.straight_op()

    def yield_values(self, types, op="scf.yield", prefix_values=()):
        values = list(prefix_values) + [self.pick(t) for t in types]
        if not values:
            self.line(op)
            return
        types = ["i1"] * len(prefix_values) + list(types)
        self.line("{} {} : {}".format(op, ", ".join(values), ", ".join(types)))

    def duplicate(self):
        # Only top-level lines at this depth can be repeated safely.
        candidates = [l for l in self.lines
                      if l.startswith(self.indent) and not l.startswith(self.indent + " ")
                      and " = arith." in l and ":2 =" not in l]
        if not candidates:
            return
        name, rest = self.rng.choice(candidates).strip().split(" = ", 1)
        ty = next((t for t in self.values if name in self.values[t]), None)
        if ty is not None:
            self.emit(ty, rest)

    # Region ops.

    def condition(self):
        r = self.rng.random()
        if r < 0.15:
            return self.emit("i1", "arith.constant {}".format(self.rng.choice(["true", "false"])))
        if r < 0.3 and self.values["i1"]:
            c = self.rng.choice(self.values["i1"])
            return self.emit("i1", "arith.xori {}, {} : i1".format(
                c, self.emit("i1", "arith.constant true")))
        return self.pick("i1")

    def region_body(self, count, types, op="scf.yield", prefix_values=()):
        self.ops(count)
        self.yield_values(types, op, prefix_values)

    def scf_if(self):
        cond = self.condition()
        types = self.value_types()
        with_else = bool(types) or self.rng.random() < 0.5
        lhs = ""
        if types:
            head = "scf.if {} -> ({}) {{".format(cond, ", ".join(types))
        else:
            head = "scf.if {} {{".format(cond)
        start = len(self.lines)
        saved = self.push_scope()
        self.region_body(self.rng.randint(0, 3), types)
        self.pop_scope(saved)
        if with_else:
            self.line("} else {")
            saved = self.push_scope()
            self.region_body(self.rng.randint(0, 3), types)
            self.pop_scope(saved)
        self.line("}")
        if types:
            lhs, _ = self.result_names(types)
            head = "{} = {}".format(lhs, head)
        self.lines.insert(start, self.indent + head)

    def scf_for(self):
        iv_type = "index" if self.rng.random() < 0.8 else self.rng.choice(["i32", "i64"])
        if iv_type == "index":
            lb, ub, step = self.small_index(), self.small_index(), self.small_index()
        else:
            def bound():
                if self.rng.random() < 0.7:
                    return self.emit(iv_type, "arith.constant {} : {}".format(
                        self.rng.choice([-3, 0, 1, 2, 5, 9]), iv_type))
                return self.pick(iv_type)
            lb, ub, step = bound(), bound(), bound()
        unsigned = "unsigned " if iv_type != "index" and self.rng.random() < 0.2 else ""
        types = self.value_types()
        inits = [self.pick(t) for t in types]
        start = len(self.lines)
        saved = self.push_scope()
        iv = self.fresh()
        self.values[iv_type].append(iv)
        iters = []
        for t in types:
            a = self.fresh()
            iters.append(a)
            self.values[t].append(a)
        self.ops(self.rng.randint(0, 3))
        # Yield the iter_args back now and then (forwarded values).
        yielded = []
        for a, t in zip(iters, types):
            yielded.append(a if self.rng.random() < 0.3 else self.pick(t))
        if yielded:
            self.line("scf.yield {} : {}".format(", ".join(yielded), ", ".join(types)))
        self.pop_scope(saved)
        self.line("}")
        head = "scf.for {}{} = {} to {} step {}".format(unsigned, iv, lb, ub, step)
        if types:
            head += " iter_args({}) -> ({})".format(
                ", ".join("{} = {}".format(a, i) for a, i in zip(iters, inits)),
                ", ".join(types))
        if iv_type != "index":
            head += " : " + iv_type
        head += " {"
        if types:
            lhs, _ = self.result_names(types)
            head = "{} = {}".format(lhs, head)
        self.lines.insert(start, self.indent + head)

    def scf_while(self):
        types = self.value_types(0, 2)
        inits = [self.pick(t) for t in types]
        result_types = self.value_types(0, 2)
        start = len(self.lines)
        saved = self.push_scope()
        args = []
        for t in types:
            a = self.fresh()
            args.append(a)
            self.values[t].append(a)
        self.ops(self.rng.randint(0, 2))
        if args and types[0] in ("i32", "i64", "index") and self.rng.random() < 0.5:
            cond = self.emit("i1", "arith.cmpi slt, {}, {} : {}".format(
                args[0], self.pick(types[0]), types[0]))
        else:
            cond = self.condition()
        forwarded = [self.pick(t) for t in result_types]
        if forwarded:
            self.line("scf.condition({}) {} : {}".format(
                cond, ", ".join(forwarded), ", ".join(result_types)))
        else:
            self.line("scf.condition({})".format(cond))
        self.pop_scope(saved)
        self.line("} do {")
        saved = self.push_scope()
        after = []
        for t in result_types:
            a = self.fresh()
            after.append(a)
            self.values[t].append(a)
        if after:
            self.line("^bb0({}):".format(", ".join(
                "{}: {}".format(a, t) for a, t in zip(after, result_types))))
        self.region_body(self.rng.randint(0, 2), types)
        self.pop_scope(saved)
        self.line("}")
        head = "scf.while {}: ({}) -> ({}) {{".format(
            "({}) ".format(", ".join("{} = {}".format(a, i) for a, i in zip(args, inits)))
            if args else "", ", ".join(types), ", ".join(result_types))
        if result_types:
            lhs, _ = self.result_names(result_types)
            head = "{} = {}".format(lhs, head)
        self.lines.insert(start, self.indent + head)

    def index_switch(self):
        arg = self.small_index()
        types = self.value_types()
        cases = sorted(self.rng.sample([0, 1, 2, 4, 7], self.rng.randint(0, 3)))
        start = len(self.lines)
        for c in cases:
            self.line("case {} {{".format(c))
            saved = self.push_scope()
            self.region_body(self.rng.randint(0, 2), types)
            self.pop_scope(saved)
            self.line("}")
        self.line("default {")
        saved = self.push_scope()
        self.region_body(self.rng.randint(0, 2), types)
        self.pop_scope(saved)
        self.line("}")
        head = "scf.index_switch {}".format(arg)
        if types:
            head += " -> " + ", ".join(types)
            lhs, _ = self.result_names(types)
            head = "{} = {}".format(lhs, head)
        self.lines.insert(start, self.indent + head)

    def execute_region(self):
        types = self.value_types(0, 1)
        start = len(self.lines)
        saved = self.push_scope()
        self.region_body(self.rng.randint(0, 3), types)
        self.pop_scope(saved)
        self.line("}")
        head = "scf.execute_region"
        if types:
            head += " -> " + ", ".join(types)
        head += " {"
        if types:
            lhs, _ = self.result_names(types)
            head = "{} = {}".format(lhs, head)
        self.lines.insert(start, self.indent + head)

    def call(self):
        name, arg_types, result_types = self.rng.choice(self.callees)
        args = [self.pick(t) for t in arg_types]
        text = "func.call @{}({}) : ({}) -> ({})".format(
            name, ", ".join(args), ", ".join(arg_types), ", ".join(result_types))
        if not result_types:
            self.line(text)
            return
        lhs, _ = self.result_names(result_types)
        self.line("{} = {}".format(lhs, text))

    # Functions.

    def signature(self):
        if self.fixed_signature:
            args, results = self.fixed_signature
            for t in args:
                self.add_arg(t)
            self.result_types = list(results)
            return
        for _ in range(self.rng.randint(1, 3)):
            self.add_arg(self.rng.choice(VALUE_TYPES))
        self.result_types = self.value_types(0, 2)

    def structured(self):
        self.ops(self.num_ops)
        self.yield_values(self.result_types, op="return")

    def unstructured(self):
        """Blocks ^bb1..^bbN after the entry; each ends in a branch to later
        blocks (a back edge now and then) or a return. Non-entry blocks see
        the entry block's values, their arguments and their own."""
        nblocks = self.rng.randint(2, 5)
        block_args = [[]] + [self.value_types(0, 2) for _ in range(nblocks)]
        entry_values = None
        for b in range(nblocks + 1):
            if b == 0:
                self.ops(self.rng.randint(1, 4))
                entry_values = {t: list(vs) for t, vs in self.values.items()}
            else:
                self.values = {t: list(vs) for t, vs in entry_values.items()}
                names = []
                for t in block_args[b]:
                    a = self.fresh()
                    names.append("{}: {}".format(a, t))
                    self.values[t].append(a)
                self.lines.append("  ^bb{}{}:".format(
                    b, "({})".format(", ".join(names)) if names else ""))
                if self.rng.random() < 0.15:
                    self.line("ub.unreachable")
                    continue
                if b < nblocks and self.rng.random() < 0.2:
                    # Only a branch: a pass-through block.
                    self.branch(b, nblocks, block_args, allow_return=False)
                    continue
                self.ops(self.rng.randint(0, 3))
            self.branch(b, nblocks, block_args)

    def successor(self, b, nblocks, block_args, plain=False):
        """A branch target and its operands; `plain` avoids %v#i names,
        which cf.switch's syntax does not take."""
        target = self.rng.randint(b + 1, nblocks) if b < nblocks else nblocks
        if self.rng.random() < 0.1:
            target = self.rng.randint(1, nblocks)  # a back edge
        args = []
        for t in block_args[target]:
            v = self.pick(t)
            if plain and "#" in v:
                v = self.constant(t)
            args.append(v)
        if not args:
            return "^bb{}".format(target)
        return "^bb{}({} : {})".format(target, ", ".join(args),
                                       ", ".join(block_args[target]))

    def branch(self, b, nblocks, block_args, allow_return=True):
        r = self.rng.random()
        if b == nblocks or (allow_return and r < 0.15):
            self.yield_values(self.result_types, op="return")
        elif r < 0.45:
            self.line("cf.br " + self.successor(b, nblocks, block_args))
        elif r < 0.85:
            self.line("cf.cond_br {}, {}, {}".format(
                self.condition(), self.successor(b, nblocks, block_args),
                self.successor(b, nblocks, block_args)))
        else:
            ty = self.rng.choice(["i32", "i64"])
            flag = self.pick(ty) if self.rng.random() < 0.7 else self.emit(
                ty, "arith.constant 1 : " + ty)
            cases = sorted(self.rng.sample([0, 1, 2, 5], self.rng.randint(0, 3)))
            entries = ["default: " + self.successor(b, nblocks, block_args, True)]
            entries += ["{}: {}".format(c, self.successor(b, nblocks, block_args, True))
                        for c in cases]
            self.line("cf.switch {} : {}, [".format(flag, ty))
            for i, e in enumerate(entries):
                self.line("  " + e + ("," if i + 1 < len(entries) else ""))
            self.line("]")

    def build(self, private=False):
        self.signature()
        if self.rng.random() < 0.25:
            self.unstructured()
        else:
            self.structured()
        sig = ", ".join("{}: {}".format(n, t) for n, t in self.args)
        out = ["  func.func {}@{}({}) -> ({}) {{".format(
            "private " if private else "", self.name, sig,
            ", ".join(self.result_types))]
        out += self.lines
        out.append("  }")
        return "\n".join(out)


def generate(seed, funcs=None):
    rng = random.Random(seed)
    n_funcs = funcs or rng.randint(1, 3)
    # A third of the seeds may call any function, itself and later ones
    # included (recursion); their signatures are drawn up front, from a
    # stream of their own so the other seeds stay as they were.
    side = random.Random(seed * 7919 + 17)
    signatures = None
    if side.random() < 0.3:
        signatures = [([side.choice(VALUE_TYPES) for _ in range(side.randint(1, 3))],
                       [side.choice(VALUE_TYPES) for _ in range(side.randint(0, 2))])
                      for _ in range(n_funcs)]
    parts, callees = [], []
    for i in range(n_funcs):
        if signatures:
            visible = [("c{}".format(j), a, r) for j, (a, r) in enumerate(signatures)]
        else:
            visible = list(callees)
        f = ControlFunc(rng, "c{}".format(i), rng.randint(3, 12), visible,
                        fixed_signature=signatures[i] if signatures else None)
        parts.append(f.build(private=rng.random() < 0.4))
        callees.append((f.name, [t for _, t in f.args], f.result_types))
    return "module {\n" + "\n".join(parts) + "\n}\n"


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("seed", type=int)
    ap.add_argument("--funcs", type=int, default=None)
    args = ap.parse_args()
    print(generate(args.seed, args.funcs), end="")
