#!/usr/bin/python3
"""Random tensor programs for the execution differential test.

gen(seed) returns (function_text, args, result_types): a function @f of
static-shaped tensor arguments built from elementwise arith and math ops and
the tensor ops (extract, insert, splat, from_elements, generate, dim,
cast), its arguments as NumPy arrays, and the MLIR types of its results.
Only operations without undefined behaviour are generated (no division, no
shift by the width or more), so both executions must agree exactly on
integers and within a few ulps on floats.
"""

import random

import numpy as np

FLOAT_TYPES = {"f32": np.float32, "f64": np.float64}
INT_TYPES = {"i32": np.int32, "i64": np.int64}


class Program:
    def __init__(self, rng, elem):
        self.rng = rng
        self.elem = elem
        self.is_float = elem in FLOAT_TYPES
        self.lines = []
        self.count = 0
        self.index_consts = {}

    def fresh(self):
        self.count += 1
        return f"%v{self.count}"

    def emit(self, text):
        self.lines.append("  " + text)

    def index(self, value):
        if value not in self.index_consts:
            name = f"%c{value}"
            self.index_consts[value] = name
            self.lines.insert(0, f"  {name} = arith.constant {value} : index")
        return self.index_consts[value]


def tensor_type(shape, elem):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


def gen(seed):
    rng = random.Random(seed)
    elem = rng.choice(list(FLOAT_TYPES) + list(INT_TYPES))
    p = Program(rng, elem)
    rank = rng.randint(1, 2)
    shape = [rng.randint(1, 4) for _ in range(rank)]
    ttype = tensor_type(shape, elem)
    nargs = rng.randint(1, 3)
    np_type = FLOAT_TYPES.get(elem) or INT_TYPES[elem]
    args = []
    for _ in range(nargs):
        if p.is_float:
            args.append(np.array(
                [rng.uniform(-2, 2) for _ in range(int(np.prod(shape)))],
                dtype=np_type).reshape(shape))
        else:
            args.append(np.array(
                [rng.randint(-50, 50) for _ in range(int(np.prod(shape)))],
                dtype=np_type).reshape(shape))
    values = [f"%a{i}" for i in range(nargs)]

    def pick():
        return rng.choice(values)

    def random_indices():
        return [p.index(rng.randrange(d)) for d in shape]

    for _ in range(rng.randint(2, 9)):
        v = p.fresh()
        kind = rng.random()
        if kind < 0.55:
            a, b = pick(), pick()
            if p.is_float:
                op = rng.choice(["arith.addf", "arith.subf", "arith.mulf",
                                 "arith.maximumf", "arith.minimumf",
                                 "math.absf", "math.tanh", "math.sin",
                                 "math.cos", "math.exp", "arith.negf",
                                 "math.sqrt", "select"])
                if op in ("math.absf", "math.tanh", "math.sin", "math.cos",
                          "arith.negf"):
                    p.emit(f"{v} = {op} {a} : {ttype}")
                elif op == "math.exp":
                    t = p.fresh()
                    p.emit(f"{t} = math.tanh {a} : {ttype}")
                    p.emit(f"{v} = math.exp {t} : {ttype}")
                elif op == "math.sqrt":
                    t = p.fresh()
                    p.emit(f"{t} = math.absf {a} : {ttype}")
                    p.emit(f"{v} = math.sqrt {t} : {ttype}")
                elif op == "select":
                    c = p.fresh()
                    p.emit(f"{c} = arith.cmpf olt, {a}, {b} : {ttype}")
                    p.emit(f"{v} = arith.select {c}, {a}, {b} : "
                           f"{tensor_type(shape, 'i1')}, {ttype}")
                else:
                    p.emit(f"{v} = {op} {a}, {b} : {ttype}")
            else:
                op = rng.choice(["arith.addi", "arith.subi", "arith.muli",
                                 "arith.andi", "arith.ori", "arith.xori",
                                 "arith.maxsi", "arith.minsi", "arith.maxui",
                                 "arith.minui", "select", "shift"])
                if op == "select":
                    c = p.fresh()
                    pred = rng.choice(["slt", "sle", "ugt", "eq", "ne"])
                    p.emit(f"{c} = arith.cmpi {pred}, {a}, {b} : {ttype}")
                    p.emit(f"{v} = arith.select {c}, {a}, {b} : "
                           f"{tensor_type(shape, 'i1')}, {ttype}")
                elif op == "shift":
                    amount = p.fresh()
                    shift = rng.choice(["arith.shli", "arith.shrsi",
                                        "arith.shrui"])
                    p.emit(f"{amount} = arith.constant dense<"
                           f"{rng.randint(0, 7)}> : {ttype}")
                    p.emit(f"{v} = {shift} {a}, {amount} : {ttype}")
                else:
                    p.emit(f"{v} = {op} {a}, {b} : {ttype}")
        elif kind < 0.65:
            s = p.fresh()
            idx = ", ".join(random_indices())
            p.emit(f"{s} = tensor.extract {pick()}[{idx}] : {ttype}")
            p.emit(f"{v} = tensor.splat {s} : {ttype}")
        elif kind < 0.75:
            s = p.fresh()
            idx = ", ".join(random_indices())
            p.emit(f"{s} = tensor.extract {pick()}[{idx}] : {ttype}")
            idx2 = ", ".join(random_indices())
            p.emit(f"{v} = tensor.insert {s} into {pick()}[{idx2}] : {ttype}")
        elif kind < 0.83:
            # Elements picked from anywhere, in a new order.
            names = []
            for _ in range(int(np.prod(shape))):
                s = p.fresh()
                idx = ", ".join(random_indices())
                p.emit(f"{s} = tensor.extract {pick()}[{idx}] : {ttype}")
                names.append(s)
            p.emit(f"{v} = tensor.from_elements {', '.join(names)} : {ttype}")
        elif kind < 0.93:
            # Each element from its indices: (i * k + j) cast to the type.
            src = pick()
            body = [f"^bb0({', '.join(f'%i{d}: index' for d in range(rank))}):"]
            k = rng.randint(1, 5)
            body.append(f"  %k = arith.constant {k} : index")
            body.append("  %m = arith.muli %i0, %k : index")
            last = "%m"
            if rank == 2:
                body.append("  %s = arith.addi %m, %i1 : index")
                last = "%s"
            coords = ", ".join(f"%i{d}" for d in range(rank))
            body.append(f"  %e = tensor.extract {src}[{coords}] : {ttype}")
            if p.is_float:
                body.append(f"  %n = arith.index_cast {last} : index to i64")
                body.append(f"  %f = arith.sitofp %n : i64 to {elem}")
                body.append(f"  %r = arith.addf %f, %e : {elem}")
            else:
                body.append(f"  %f = arith.index_cast {last} : index to {elem}")
                body.append(f"  %r = arith.subi %e, %f : {elem}")
            body.append(f"  tensor.yield %r : {elem}")
            p.emit(f"{v} = tensor.generate {{")
            p.lines.extend("    " + line for line in body)
            p.emit(f"}} : {ttype}")
        else:
            # Read through a dynamic shape: the last row's first element.
            dyn = tensor_type(["?"] * rank, elem)
            c = p.fresh()
            p.emit(f"{c} = tensor.cast {pick()} : {ttype} to {dyn}")
            d = p.fresh()
            p.emit(f"{d} = tensor.dim {c}, {p.index(0)} : {dyn}")
            last = p.fresh()
            p.emit(f"{last} = arith.subi {d}, {p.index(1)} : index")
            s = p.fresh()
            idx = ", ".join([last] + [p.index(0)] * (rank - 1))
            p.emit(f"{s} = tensor.extract {c}[{idx}] : {dyn}")
            p.emit(f"{v} = tensor.splat {s} : {ttype}")
        values.append(v)

    results = rng.sample(values[nargs:] or values, k=min(2, len(values)))
    params = ", ".join(f"%a{i}: {ttype}" for i in range(nargs))
    text = [f"func.func @f({params}) -> ({', '.join([ttype] * len(results))}) {{"]
    text += p.lines
    text.append(f"  return {', '.join(results)} : "
                f"{', '.join([ttype] * len(results))}")
    text.append("}")
    return "\n".join(text) + "\n", args, [ttype] * len(results)
