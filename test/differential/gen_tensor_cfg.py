#!/usr/bin/python3
"""Generates random functions on tensors with unstructured control flow,
for the bufferization differential (bufferize_cfg_differential.py).

Each function's blocks pass tensors to one another as block arguments
through cf.br and cf.cond_br (each block reached from the one before it,
and now and then a loop back to an earlier block); each block reads and
writes what it holds (tensor.insert/extract, linalg.fill into its tensors
or new ones, extract_slice/insert_slice, scf.if on tensors) and, now and
then, the function's arguments, and some hold an scf.execute_region with
blocks of its own. Other values cross blocks only as block arguments, so
every program is well formed whatever the edges; with `entry_values`,
later blocks also use tensors of the entry block (which dominates them)
directly, as the deallocation differential wants. Later functions call
earlier ones.

    gen_tensor_cfg.py SEED [--funcs N] [--entry-values]   prints the module
"""

import argparse
import random

TYPES = ["tensor<4xf32>", "tensor<2x3xf32>"]
SHAPES = {"tensor<4xf32>": [4], "tensor<2x3xf32>": [2, 3]}


class Body:
    """The blocks of one region: `blocks[i]` is (signature, lines)."""

    def __init__(self, rng, counter, indent, scalars, arguments=(),
                 entry_values=False):
        self.rng = rng
        # Whether later blocks also use values of the entry block (which
        # dominates them) directly, not only through block arguments.
        self.entry_values = entry_values
        # The function's tensor arguments (usable in every block).
        self.arguments = list(arguments)
        self.counter = counter
        self.indent = indent
        # Function arguments every block may use (they dominate it).
        self.scalars = scalars

    def fresh(self):
        self.counter[0] += 1
        return "%v{}".format(self.counter[0])

    def block_ops(self, lines, tensors, floats, depth):
        rng = self.rng
        ind = self.indent + "  "

        def const_index(n):
            v = self.fresh()
            lines.append("{}{} = arith.constant {} : index".format(ind, v, n))
            return v

        def pick(ty=None):
            cands = [t for t in tensors if ty is None or t[1] == ty]
            return rng.choice(cands) if cands else None

        for _ in range(rng.randint(1, 5)):
            kind = rng.choice(["insert", "extract", "fill", "fill_new",
                               "slice", "if", "add", "region"])
            t = pick()
            if kind == "insert" and t:
                idx = [const_index(rng.randrange(n)) for n in SHAPES[t[1]]]
                v = self.fresh()
                lines.append("{}{} = tensor.insert {} into {}[{}] : {}".format(
                    ind, v, rng.choice(floats), t[0], ", ".join(idx), t[1]))
                tensors.append((v, t[1]))
            elif kind == "extract" and t:
                idx = [const_index(rng.randrange(n)) for n in SHAPES[t[1]]]
                v = self.fresh()
                lines.append("{}{} = tensor.extract {}[{}] : {}".format(
                    ind, v, t[0], ", ".join(idx), t[1]))
                floats.append(v)
            elif kind == "fill" and t:
                v = self.fresh()
                lines.append("{}{} = linalg.fill ins({} : f32) outs({} : {}) "
                             "-> {}".format(ind, v, rng.choice(floats), t[0],
                                            t[1], t[1]))
                tensors.append((v, t[1]))
            elif kind == "fill_new":
                ty = rng.choice(TYPES)
                e, v = self.fresh(), self.fresh()
                lines.append("{}{} = tensor.empty() : {}".format(ind, e, ty))
                lines.append("{}{} = linalg.fill ins({} : f32) outs({} : {}) "
                             "-> {}".format(ind, v, rng.choice(floats), e, ty,
                                            ty))
                tensors.append((v, ty))
            elif kind == "slice":
                a = pick("tensor<4xf32>")
                b = pick("tensor<4xf32>")
                if not a or not b:
                    continue
                s, v = self.fresh(), self.fresh()
                lo, hi = rng.choice([(0, 2), (2, 0), (1, 1)])
                lines.append("{}{} = tensor.extract_slice {}[{}] [2] [1] : "
                             "tensor<4xf32> to tensor<2xf32>".format(
                                 ind, s, a[0], lo))
                lines.append("{}{} = tensor.insert_slice {} into {}[{}] [2] "
                             "[1] : tensor<2xf32> into tensor<4xf32>".format(
                                 ind, v, s, b[0], hi))
                tensors.append((v, "tensor<4xf32>"))
            elif kind == "if" and t:
                v, w = self.fresh(), self.fresh()
                idx = [const_index(0) for _ in SHAPES[t[1]]]
                lines.append("{}{} = scf.if {} -> ({}) {{".format(
                    ind, v, rng.choice(self.scalars["i1"]), t[1]))
                lines.append("{}  {} = tensor.insert {} into {}[{}] : {}".format(
                    ind, w, rng.choice(floats), t[0], ", ".join(idx), t[1]))
                lines.append("{}  scf.yield {} : {}".format(ind, w, t[1]))
                lines.append("{}}} else {{".format(ind))
                other = pick(t[1])
                lines.append("{}  scf.yield {} : {}".format(ind, other[0],
                                                              t[1]))
                lines.append("{}}}".format(ind))
                tensors.append((v, t[1]))
            elif kind == "add" and len(floats) >= 2:
                v = self.fresh()
                lines.append("{}{} = arith.addf {}, {} : f32".format(
                    ind, v, rng.choice(floats), rng.choice(floats)))
                floats.append(v)
            elif kind == "region" and t and depth == 0 and rng.random() < 0.5:
                v = self.fresh()
                lines.append("{}{} = scf.execute_region -> {} {{".format(
                    ind, v, t[1]))
                inner = Body(rng, self.counter, ind, self.scalars,
                             self.arguments, self.entry_values)
                lines.extend(inner.region(tensors, floats, [t[1]], depth + 1,
                                          "scf.yield"))
                lines.append("{}}}".format(ind))
                tensors.append((v, t[1]))

    def region(self, outer_tensors, outer_floats, results, depth, terminator,
               entry_args=None):
        """The lines of a region of 1-4 blocks ending in `terminator` of
        `results`; its entry sees `outer_tensors` (values that dominate
        it)."""
        rng = self.rng
        n = rng.randint(1, 4)
        sigs = [[]] + [[rng.choice(TYPES + ["f32"])
                        for _ in range(rng.randint(0, 3))]
                       for _ in range(n - 1)]
        out = []
        entry_tensors = []
        # The block that returns: one (a unique scf.yield), the last.
        for b in range(n):
            lines = []
            # The function's arguments dominate every block: later blocks
            # read them too (after writes to what aliases them).
            tensors = list(outer_tensors) if b == 0 else \
                [t for t in self.arguments if rng.random() < 0.5]
            if b > 0 and self.entry_values:
                tensors.extend(t for t in entry_tensors
                               if t not in tensors and rng.random() < 0.5)
            floats = list(outer_floats) if b == 0 else []
            floats.extend(self.scalars["f32"])
            header = ""
            if b > 0:
                args = []
                for ty in sigs[b]:
                    a = self.fresh()
                    args.append("{}: {}".format(a, ty))
                    (floats if ty == "f32" else tensors).append((a, ty)
                                                                if ty != "f32"
                                                                else a)
                header = "{}^bb{}({}):".format(
                    self.indent, b, ", ".join(args)) if args else \
                    "{}^bb{}:".format(self.indent, b)
            # Every block holds a tensor of each type it may pass on.
            for ty in TYPES:
                if not any(t[1] == ty for t in tensors):
                    e, v = self.fresh(), self.fresh()
                    lines.append("{}  {} = tensor.empty() : {}".format(
                        self.indent, e, ty))
                    lines.append("{}  {} = linalg.fill ins({} : f32) outs({} : "
                                 "{}) -> {}".format(self.indent, v, floats[0],
                                                    e, ty, ty))
                    tensors.append((v, ty))
            self.block_ops(lines, tensors, floats, depth)

            def operands_for(target):
                vals = []
                for ty in sigs[target]:
                    if ty == "f32":
                        vals.append((rng.choice(floats), ty))
                    else:
                        vals.append((rng.choice(
                            [t for t in tensors if t[1] == ty])[0], ty))
                return vals

            def edge(target):
                vals = operands_for(target)
                if not vals:
                    return "^bb{}".format(target)
                return "^bb{}({} : {})".format(
                    target, ", ".join(v for v, _ in vals),
                    ", ".join(t for _, t in vals))

            if b == n - 1:
                # Often what came in (an argument), so results alias.
                def result_of(ty):
                    typed = [t for t in tensors if t[1] == ty]
                    incoming = [t for t in typed if t[0].startswith("%a")
                                or t in tensors[:len(sigs[b])]]
                    if incoming and rng.random() < 0.5:
                        return rng.choice(incoming)[0]
                    return rng.choice(typed)[0]
                vals = [result_of(ty) for ty in results]
                lines.append("{}  {} {} : {}".format(
                    self.indent, terminator, ", ".join(vals),
                    ", ".join(results)))
            else:
                # To the next block (so that every block is reached from
                # the entry, and its arguments' buffer types are known), and
                # maybe to another: later, or back to one that is not the
                # entry (a loop).
                # Not the next block twice: MLIR's bufferization reads only
                # the first of two edges to one block (getCallerOpOperands
                # finds the first successor that is the block).
                targets = list(range(b + 2, n))
                if b > 0 and rng.random() < 0.25:
                    targets.append(rng.randint(1, b))
                if targets and rng.random() < 0.6:
                    edges = [edge(b + 1), edge(rng.choice(targets))]
                    rng.shuffle(edges)
                    lines.append("{}  cf.cond_br {}, {}, {}".format(
                        self.indent, rng.choice(self.scalars["i1"]), *edges))
                else:
                    lines.append("{}  cf.br {}".format(self.indent,
                                                       edge(b + 1)))
            if b == 0:
                entry_tensors = list(tensors)
            if header:
                out.append(header)
            out.extend(lines)
        return out


def function(rng, name, counter, callees, entry_values=False):
    params = [("%a0", "tensor<4xf32>"), ("%a1", "tensor<2x3xf32>"),
              ("%f0", "f32"), ("%f1", "f32"), ("%c0", "i1"), ("%c1", "i1")]
    scalars = {"f32": ["%f0", "%f1"], "i1": ["%c0", "%c1"]}
    results = [rng.choice(TYPES) for _ in range(rng.randint(1, 2))]
    tensors = [("%a0", "tensor<4xf32>"), ("%a1", "tensor<2x3xf32>")]
    body = Body(rng, counter, "  ", scalars, tensors, entry_values)
    floats = []
    pre = []
    if callees and rng.random() < 0.5:
        callee, cresults = rng.choice(callees)
        vs = [body.fresh() for _ in cresults]
        pre.append("    {} = func.call @{}(%a0, %a1, %f0, %f1, %c0, %c1) : "
                   "(tensor<4xf32>, tensor<2x3xf32>, f32, f32, i1, i1) -> "
                   "({})".format(", ".join(vs), callee, ", ".join(cresults)))
        tensors.extend(zip(vs, cresults))
    lines = body.region(tensors, floats, results, 0, "return")
    # The call goes first in the entry block.
    text = ["  func.func @{}({}) -> ({}) {{".format(
        name, ", ".join("{}: {}".format(p, t) for p, t in params),
        ", ".join(results))]
    text.extend(pre)
    text.extend(lines)
    text.append("  }")
    return text, results


def module(seed, funcs=3, entry_values=False):
    rng = random.Random(seed)
    counter = [0]
    out = ["module {"]
    callees = []
    for i in range(funcs):
        name = "f{}".format(i)
        text, results = function(rng, name, counter, callees, entry_values)
        out.extend(text)
        callees.append((name, results))
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("seed", type=int)
    parser.add_argument("--funcs", type=int, default=3)
    parser.add_argument("--entry-values", action="store_true")
    args = parser.parse_args()
    print(module(args.seed, args.funcs, args.entry_values), end="")


if __name__ == "__main__":
    main()
