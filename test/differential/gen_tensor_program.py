#!/usr/bin/python3
"""Random tensor programs for the execution differential test.

gen(seed) returns (function_text, args, result_types): a function @f of
static-shaped tensor arguments built from elementwise arith and math ops,
the tensor ops (extract, insert, splat, from_elements, generate, dim,
cast, extract_slice, insert_slice, collapse_shape, expand_shape, concat,
pad, reshape), ops run on reshaped views of the values,
linalg.generic (elementwise with transposed and broadcast maps,
linalg.index, reductions, matmuls), linalg.map, reduce, transpose,
broadcast and elementwise, and named ops (matmul, contract, fill, copy); or,
one seed in five, one convolution or pooling op with random sizes, strides
and dilations. Its arguments as NumPy arrays, and the MLIR types of its
results.
Only operations without undefined behaviour are generated (no division, no
shift by the width or more), so both executions must agree exactly on
integers and within a few ulps on floats.
"""

import random

import numpy as np

FLOAT_TYPES = {"f32": np.float32, "f64": np.float64}
# Whether reshape_chain may view values with dynamic sizes (see there).
DYNAMIC_VIEWS = False
# Whether bodies may compute with affine.apply (both differentials ask for
# it; the default keeps the programs of older seeds as they were).
AFFINE_IN_BODIES = False
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


def affine(dims, results):
    return f"affine_map<({', '.join(dims)}) -> ({', '.join(results)})>"


def generic(p, v, shape, ttype, pick):
    """A linalg.generic (elementwise, a reduction or, square, a matmul) or a
    named op (matmul, fill, copy)."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    loops = [f"d{i}" for i in range(rank)]
    choice = rng.random()
    a, b, init = pick(), pick(), pick()
    if choice < 0.25:
        # A named op: matmul (square), a contraction, fill with an
        # element, or copy.
        kind = rng.choice(["matmul", "contract", "fill", "copy"])
        if kind == "matmul" and rank == 2 and shape[0] == shape[1]:
            p.emit(f"{v} = linalg.matmul ins({a}, {b} : {ttype}, {ttype}) "
                   f"outs({init} : {ttype}) -> {ttype}")
        elif kind == "contract" and rank <= 2:
            maps = ", ".join(contract_maps(rng, shape))
            p.emit(f"{v} = linalg.contract indexing_maps = [{maps}] "
                   f"ins({a}, {b} : {ttype}, {ttype}) "
                   f"outs({init} : {ttype}) -> {ttype}")
        elif kind == "fill":
            s = p.fresh()
            idx = ", ".join(p.index(rng.randrange(d)) for d in shape)
            p.emit(f"{s} = tensor.extract {a}[{idx}] : {ttype}")
            p.emit(f"{v} = linalg.fill ins({s} : {elem}) outs({init} : "
                   f"{ttype}) -> {ttype}")
        else:
            p.emit(f"{v} = linalg.copy ins({a} : {ttype}) outs({init} : "
                   f"{ttype}) -> {ttype}")
        return
    if choice < 0.4:
        map_reduce(p, v, shape, ttype, a, b, init)
        return
    if choice < 0.6:
        # Elementwise; the second input maybe transposed (square) or a
        # broadcast row.
        maps = [affine(loops, loops)]
        second = loops
        if rank == 2 and shape[0] == shape[1] and rng.random() < 0.5:
            second = [loops[1], loops[0]]
        elif rng.random() < 0.25:
            # One element for every point: a constant map (what
            # linalg-inline-scalar-operands moves into the body).
            second = [str(rng.randrange(d)) for d in shape]
        maps.append(affine(loops, second))
        maps.append(affine(loops, loops))
        iters = ["parallel"] * rank
        ins = [a, b]
        body = combine(p, "%x", "%y", "%o", use_index=rng.random() < 0.4)
    elif choice < 0.82 or rank == 1 or shape[0] != shape[1]:
        # out[i, j] = init[i, j] + sum_k a[i, k] (rank 2) or
        # out[i] = init[i] + sum_k a[k] (rank 1).
        k = f"d{rank}"
        all_loops = loops + [k]
        src = [loops[0], k] if rank == 2 else [k]
        maps = [affine(all_loops, src), affine(all_loops, loops)]
        iters = ["parallel"] * rank + ["reduction"]
        ins = [a]
        body = reduce_body(p, "%x", "%o")
    else:
        k = "d2"
        all_loops = ["d0", "d1", k]
        maps = [affine(all_loops, ["d0", k]), affine(all_loops, [k, "d1"]),
                affine(all_loops, ["d0", "d1"])]
        iters = ["parallel", "parallel", "reduction"]
        ins = [a, b]
        body = matmul_body(p)
    args = ", ".join(["%x", "%y"][:len(ins)] + ["%o"])
    arg_decl = ", ".join(f"{n}: {elem}" for n in ["%x", "%y"][:len(ins)]
                         + ["%o"])
    p.emit(f"{v} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
           f"iterator_types = [{', '.join(repr(i).replace(chr(39), chr(34)) for i in iters)}]}} "
           f"ins({', '.join(ins)} : {', '.join([ttype] * len(ins))}) "
           f"outs({init} : {ttype}) {{")
    p.lines.append(f"    ^bb0({arg_decl}):")
    p.lines.extend("      " + line for line in body)
    p.emit(f"}} -> {ttype}")
    del args


def contract_maps(rng, shape):
    """Maps of a linalg.contract whose three operands have `shape` (rank 1
    or 2): a dot product broadcast along the init, a row-wise product
    (m a batch loop), or on square shapes a matmul with any operand
    transposed."""
    if len(shape) == 1:
        return [affine(["d0", "d1"], ["d1"])] * 2 + [
            affine(["d0", "d1"], ["d0"])]
    loops = ["d0", "d1", "d2"]
    m, n, k = loops
    if shape[0] != shape[1] or rng.random() < 0.3:
        return [affine(loops, [m, k]), affine(loops, [m, k]),
                affine(loops, [m, n])]
    a = rng.choice([[m, k], [k, m]])
    b = rng.choice([[k, n], [n, k]])
    c = rng.choice([[m, n], [n, m]])
    return [affine(loops, a), affine(loops, b), affine(loops, c)]


def map_reduce(p, v, shape, ttype, a, b, init):
    """linalg.map (short form or a body), linalg.transpose (square),
    linalg.elementwise (some kinds, maybe one operand transposed), or a
    linalg.reduce along one dimension broadcast back with linalg.broadcast."""
    rng, elem, rank = p.rng, p.elem, len(shape)
    kind = rng.choice(["map", "map_body", "transpose", "reduce",
                       "elementwise"])
    if kind == "transpose" and (rank == 1 or shape[0] == shape[1]):
        perm = "0" if rank == 1 else "1, 0"
        p.emit(f"{v} = linalg.transpose ins({a} : {ttype}) outs({init} : "
               f"{ttype}) permutation = [{perm}]")
    elif kind == "reduce":
        dim = rng.randrange(rank)
        kept = [d for i, d in enumerate(shape) if i != dim]
        rtype = tensor_type(kept, elem)
        empty, seed, start, reduced = p.fresh(), p.fresh(), p.fresh(), p.fresh()
        p.emit(f"{empty} = tensor.empty() : {rtype}")
        idx = ", ".join(p.index(rng.randrange(d)) for d in shape)
        p.emit(f"{seed} = tensor.extract {b}[{idx}] : {ttype}")
        p.emit(f"{start} = linalg.fill ins({seed} : {elem}) outs({empty} : "
               f"{rtype}) -> {rtype}")
        if p.is_float:
            op = rng.choice(["arith.addf", "arith.maximumf", "arith.minimumf"])
        else:
            op = rng.choice(["arith.addi", "arith.maxsi", "arith.xori",
                             "arith.minui"])
        p.emit(f"{reduced} = linalg.reduce {{ {op} }} ins({a} : {ttype}) "
               f"outs({start} : {rtype}) dimensions = [{dim}]")
        p.emit(f"{v} = linalg.broadcast ins({reduced} : {rtype}) outs("
               f"{init} : {ttype}) dimensions = [{dim}]")
    elif kind == "elementwise":
        if p.is_float:
            fn = rng.choice(["add", "sub", "mul", "div", "max_signed",
                             "min_signed", "abs", "negf", "floor", "ceil",
                             "square", "tanh", "round"])
        else:
            fn = rng.choice(["add", "sub", "mul", "max_signed", "min_signed",
                             "max_unsigned", "min_unsigned"])
        unary = fn in ("abs", "negf", "floor", "ceil", "square", "tanh",
                       "round")
        ins = [a] if unary else [a, b]
        maps = ""
        if not unary and rank == 2 and shape[0] == shape[1] and \
                rng.random() < 0.4:
            ident = affine(["d0", "d1"], ["d0", "d1"])
            maps = (f" indexing_maps = [{ident}, "
                    f"{affine(['d0', 'd1'], ['d1', 'd0'])}, {ident}]")
        p.emit(f"{v} = linalg.elementwise kind=#linalg.elementwise_kind<{fn}>"
               f"{maps} ins({', '.join(ins)} : {', '.join([ttype] * len(ins))})"
               f" outs({init} : {ttype}) -> {ttype}")
    elif kind == "map_body":
        # The body does not read the init: mlir-opt 22's one-shot
        # bufferization treats map's init as unread (it allocates the
        # result without copying the init in), so a body reading it is
        # miscompiled upstream; the interpreter reads it (see
        # test/interpreter/linalg-map-reduce.mlir).
        if p.is_float:
            ops = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"]
        else:
            ops = ["arith.addi", "arith.muli", "arith.subi", "arith.xori"]
        body = [f"%t1 = {rng.choice(ops)} %x, %y : {elem}",
                f"%t2 = {rng.choice(ops)} %t1, %x : {elem}",
                f"linalg.yield %t2 : {elem}"]
        p.emit(f"{v} = linalg.map ins({a}, {b} : {ttype}, {ttype}) outs("
               f"{init} : {ttype})")
        p.lines.append(f"    (%x: {elem}, %y: {elem}, %o: {elem}) {{")
        p.lines.extend("      " + line for line in body)
        p.lines.append("    }")
    else:
        if p.is_float:
            op = rng.choice(["arith.addf", "arith.mulf", "arith.subf",
                             "arith.maximumf", "arith.minimumf"])
        else:
            op = rng.choice(["arith.addi", "arith.muli", "arith.subi",
                             "arith.maxsi", "arith.minui", "arith.andi"])
        p.emit(f"{v} = linalg.map {{ {op} }} ins({a}, {b} : {ttype}, {ttype}) "
               f"outs({init} : {ttype})")


def affine_index(p, index, result):
    """`result` from the loop index: itself, or (with AFFINE_IN_BODIES) an
    affine.apply of it, a symbol from outside the body and constants,
    through floordiv, ceildiv and mod."""
    rng = p.rng
    if not (rng.random() < 0.5 and AFFINE_IN_BODIES):
        return [f"{result} = arith.addi {index}, {p.index(0)} : index"]
    a, b, c = rng.randint(-3, 3), rng.randint(-4, 4), rng.randint(1, 4)
    k = rng.randint(1, 3)
    expr = rng.choice([
        f"(d0 * {a} + {b}) floordiv {c}",
        f"(d0 + {b}) mod {c} + d0 * {a}",
        f"d0 ceildiv {c} + s0 * {a}",
        f"(d0 * s0 + {b}) mod {c}",
        f"(d0 - s0) floordiv {c} + (d0 + {b}) ceildiv {c}",
    ])
    return [f"{result} = affine.apply affine_map<(d0)[s0] -> ({expr})>"
            f"({index})[{p.index(k)}]"]


def combine(p, x, y, o, use_index, index_dim=0, use_out=True):
    elem = p.elem
    lines = []
    if p.is_float:
        op1 = p.rng.choice(["arith.addf", "arith.mulf", "arith.subf",
                            "arith.maximumf"])
        lines.append(f"%t1 = {op1} {x}, {y} : {elem}")
        last = "%t1"
        if use_index:
            lines.append(f"%i0 = linalg.index {index_dim} : index")
            lines.extend(affine_index(p, "%i0", "%i"))
            lines.append("%ii = arith.index_cast %i : index to i64")
            lines.append(f"%if = arith.sitofp %ii : i64 to {elem}")
            lines.append(f"%t2 = arith.addf {last}, %if : {elem}")
            last = "%t2"
        if p.rng.random() < 0.5 and use_out:
            lines.append(f"%t3 = arith.mulf {last}, {o} : {elem}")
            last = "%t3"
    else:
        op1 = p.rng.choice(["arith.addi", "arith.muli", "arith.xori",
                            "arith.maxsi", "arith.subi"])
        lines.append(f"%t1 = {op1} {x}, {y} : {elem}")
        last = "%t1"
        if use_index:
            lines.append(f"%i0 = linalg.index {index_dim} : index")
            lines.extend(affine_index(p, "%i0", "%i"))
            lines.append(f"%ii = arith.index_cast %i : index to {elem}")
            lines.append(f"%t2 = arith.addi {last}, %ii : {elem}")
            last = "%t2"
        if p.rng.random() < 0.5 and use_out:
            lines.append(f"%t3 = arith.addi {last}, {o} : {elem}")
            last = "%t3"
    lines.append(f"linalg.yield {last} : {elem}")
    return lines


def reduce_body(p, x, o):
    elem = p.elem
    if p.is_float:
        op = p.rng.choice(["arith.addf", "arith.maximumf", "arith.minimumf"])
    else:
        op = p.rng.choice(["arith.addi", "arith.maxsi", "arith.xori",
                           "arith.muli"])
    return [f"%r = {op} {o}, {x} : {elem}", f"linalg.yield %r : {elem}"]


def matmul_body(p):
    elem = p.elem
    mul, add = ("arith.mulf", "arith.addf") if p.is_float else \
        ("arith.muli", "arith.addi")
    return [f"%m = {mul} %x, %y : {elem}", f"%s = {add} %o, %m : {elem}",
            f"linalg.yield %s : {elem}"]


WINDOW_OPS = [
    # name, input layout, kernel layout, output layout, window op (pooling)
    ("linalg.conv_2d_nhwc_hwcf", "nhwc", "hwcf", "nhwf", False),
    ("linalg.conv_2d_nhwc_fhwc", "nhwc", "fhwc", "nhwf", False),
    ("linalg.conv_2d_nchw_fchw", "nchw", "fchw", "nfhw", False),
    ("linalg.depthwise_conv_2d_nhwc_hwc", "nhwc", "hwc", "nhwc", False),
    ("linalg.pooling_nhwc_max", "nhwc", "hw", "nhwc", True),
    ("linalg.pooling_nhwc_min", "nhwc", "hw", "nhwc", True),
    ("linalg.pooling_nhwc_sum", "nhwc", "hw", "nhwc", True),
    ("linalg.pooling_nchw_max", "nchw", "hw", "nchw", True),
    ("linalg.pooling_nchw_sum", "nchw", "hw", "nchw", True),
    ("linalg.pooling_nhwc_max_unsigned", "nhwc", "hw", "nhwc", True),
    ("linalg.pooling_nhwc_min_unsigned", "nhwc", "hw", "nhwc", True),
    ("linalg.depthwise_conv_2d_nchw_chw", "nchw", "chw", "nchw", False),
    ("linalg.depthwise_conv_2d_nhwc_hwcm", "nhwc", "hwcm", "nhwcm", False),
    ("linalg.conv_2d_ngchw_fgchw", "ngchw", "fgchw", "ngfhw", False),
    ("linalg.conv_2d_ngchw_gfchw", "ngchw", "gfchw", "ngfhw", False),
    ("linalg.conv_2d_nhwgc_gfhwc", "nhwgc", "gfhwc", "nhwgf", False),
]


def relayout(p, v, shape, ttype, pick):
    """A linalg.pack of a value, observed through elements extracted from
    the packed tensor (padding included), or a linalg.unpack of a packed
    tensor built from picked elements: random tiled dimensions in random
    order, tiles of 1 to 3, maybe an outer permutation, a padding value
    where a tile does not divide its dimension (and sometimes where it
    does)."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    dims = rng.sample(range(rank), rng.randint(0, rank))
    tiles = [rng.randint(1, 3) for _ in dims]
    perm = list(range(rank))
    rng.shuffle(perm)
    use_perm = rng.random() < 0.5
    outer = list(shape)
    for d, t in zip(dims, tiles):
        outer[d] = -(-shape[d] // t)
    packed_shape = ([outer[j] for j in perm] if use_perm else outer) + tiles
    ptype = tensor_type(packed_shape, elem)
    attrs = ""
    if use_perm:
        attrs += f"outer_dims_perm = [{', '.join(map(str, perm))}] "
    attrs += (f"inner_dims_pos = [{', '.join(map(str, dims))}] "
              f"inner_tiles = [{', '.join(map(str, tiles))}]")

    def random_elements(source, source_shape, source_type, count):
        names = []
        for _ in range(count):
            s = p.fresh()
            idx = ", ".join(p.index(rng.randrange(d)) for d in source_shape)
            p.emit(f"{s} = tensor.extract {source}[{idx}] : {source_type}")
            names.append(s)
        return names

    if rng.random() < 0.5:
        e = p.fresh()
        p.emit(f"{e} = tensor.empty() : {ptype}")
        padding = ""
        if (any(shape[d] % t for d, t in zip(dims, tiles))
                or rng.random() < 0.3):
            c = p.fresh()
            value = (f"{rng.uniform(-2, 2):.3f}" if p.is_float
                     else str(rng.randint(-50, 50)))
            p.emit(f"{c} = arith.constant {value} : {elem}")
            padding = f"padding_value({c} : {elem}) "
        pk = p.fresh()
        p.emit(f"{pk} = linalg.pack {pick()} {padding}{attrs} into {e} : "
               f"{ttype} -> {ptype}")
        names = random_elements(pk, packed_shape, ptype,
                                int(np.prod(shape)))
        p.emit(f"{v} = tensor.from_elements {', '.join(names)} : {ttype}")
    else:
        names = random_elements(pick(), shape, ttype,
                                int(np.prod(packed_shape)))
        pk = p.fresh()
        p.emit(f"{pk} = tensor.from_elements {', '.join(names)} : {ptype}")
        p.emit(f"{v} = linalg.unpack {pk} {attrs} into {pick()} : "
               f"{ptype} -> {ttype}")


def box_move(p, v, shape, ttype, pick):
    """A random box of one value inserted into another at another place."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    sizes = [rng.randint(1, d) for d in shape]
    off1 = [rng.randint(0, d - s) for d, s in zip(shape, sizes)]
    off2 = [rng.randint(0, d - s) for d, s in zip(shape, sizes)]
    box = tensor_type(sizes, elem)
    s1 = p.fresh()
    dyn = rng.random() < 0.5
    offsets = ", ".join(p.index(o) if dyn else str(o) for o in off1)
    p.emit(f"{s1} = tensor.extract_slice {pick()}[{offsets}] "
           f"[{', '.join(map(str, sizes))}] [{', '.join(['1'] * rank)}] "
           f": {ttype} to {box}")
    p.emit(f"{v} = tensor.insert_slice {s1} into {pick()}"
           f"[{', '.join(map(str, off2))}] [{', '.join(map(str, sizes))}] "
           f"[{', '.join(['1'] * rank)}] : {box} into {ttype}")


def collapse_and_back(p, v, shape, ttype, pick):
    """Collapsed to one dimension and expanded back, maybe through a shape
    with a unit dimension more."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    total = int(np.prod(shape))
    flat = tensor_type([total], elem)
    c = p.fresh()
    groups = "[" + ", ".join(str(d) for d in range(rank)) + "]"
    p.emit(f"{c} = tensor.collapse_shape {pick()} [{groups}] : {ttype} "
           f"into {flat}")
    if rng.random() < 0.5:
        p.emit(f"{v} = tensor.expand_shape {c} [{groups}] output_shape "
               f"[{', '.join(map(str, shape))}] : {flat} into {ttype}")
    else:
        # Through a shape with a unit dimension more, which the
        # canonicalizer composes with the reshapes on either side.
        pos = rng.randint(0, rank)
        ushape = shape[:pos] + [1] + shape[pos:]
        utype = tensor_type(ushape, elem)
        u = p.fresh()
        all_dims = ", ".join(str(d) for d in range(rank + 1))
        p.emit(f"{u} = tensor.expand_shape {c} [[{all_dims}]] output_shape "
               f"[{', '.join(map(str, ushape))}] : {flat} into {utype}")
        owner = [j if j < pos else (min(pos, rank - 1) if j == pos
                                    else j - 1)
                 for j in range(rank + 1)]
        back = ", ".join(
            "[" + ", ".join(str(j) for j in range(rank + 1)
                            if owner[j] == i) + "]"
            for i in range(rank))
        p.emit(f"{v} = tensor.collapse_shape {u} [{back}] : {utype} "
               f"into {ttype}")


def reshape_and_back(p, v, shape, ttype, pick):
    """tensor.reshape to the reversed shape and back through a transpose
    (rank 2), or to a row and back (rank 1)."""
    elem = p.elem
    rank = len(shape)
    # (No tensor.bitcast: mlir-opt 22's one-shot bufferization cannot
    # bufferize it; test/interpreter/tensor-pad-reshape.mlir checks it.)
    src = pick()
    r, sh = p.fresh(), p.fresh()
    if rank == 2:
        rev = [shape[1], shape[0]]
        rtype = tensor_type(rev, elem)
        p.emit(f"{sh} = arith.constant dense<[{rev[0]}, {rev[1]}]> : "
               f"tensor<2xindex>")
        p.emit(f"{r} = tensor.reshape {src}({sh}) : ({ttype}, "
               f"tensor<2xindex>) -> {rtype}")
        p.emit(f"{v} = linalg.transpose ins({r} : {rtype}) outs("
               f"{pick()} : {ttype}) permutation = [1, 0]")
    else:
        rtype = tensor_type([1, shape[0]], elem)
        sh2 = p.fresh()
        p.emit(f"{sh} = arith.constant dense<[1, {shape[0]}]> : "
               f"tensor<2xi32>")
        p.emit(f"{r} = tensor.reshape {src}({sh}) : ({ttype}, "
               f"tensor<2xi32>) -> {rtype}")
        p.emit(f"{sh2} = arith.constant dense<[{shape[0]}]> : "
               f"tensor<1xindex>")
        p.emit(f"{v} = tensor.reshape {r}({sh2}) : ({rtype}, "
               f"tensor<1xindex>) -> {ttype}")


def concat_window(p, v, shape, ttype, pick):
    """Two values side by side along dimension 0, then a window back."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    doubled = [shape[0] * 2] + shape[1:]
    big = tensor_type(doubled, elem)
    c = p.fresh()
    p.emit(f"{c} = tensor.concat dim(0) {pick()}, {pick()} : "
           f"({ttype}, {ttype}) -> {big}")
    start = rng.randint(0, shape[0])
    offsets = ", ".join([str(start)] + ["0"] * (rank - 1))
    p.emit(f"{v} = tensor.extract_slice {c}[{offsets}] "
           f"[{', '.join(map(str, shape))}] [{', '.join(['1'] * rank)}] "
           f": {big} to {ttype}")


def slices(p, v, shape, ttype, pick):
    """Back to `ttype` through a slice, a reshape, a padding, a
    concatenation or a pack or unpack."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    if rng.random() < 0.2:
        relayout(p, v, shape, ttype, pick)
        return
    choice = rng.random()
    if choice < 0.3:
        box_move(p, v, shape, ttype, pick)
    elif choice < 0.45:
        collapse_and_back(p, v, shape, ttype, pick)
    elif choice < 0.7:
        # Padded on each side (by a constant, or by values made from the
        # indices), then a window of the original size back.
        low = [rng.randint(0, 2) for _ in shape]
        high = [rng.randint(0, 2) for _ in shape]
        padded = [d + a + b for d, a, b in zip(shape, low, high)]
        ptype = tensor_type(padded, elem)
        src = pick()
        dyn = rng.random() < 0.5
        # Sometimes the padded type forgets the sizes that dynamic amounts
        # give (cast back), which FoldStaticPadding makes static again.
        forget = dyn and rng.random() < 0.5
        # Sometimes two pads by one value outside the body, which
        # FoldConsecutiveConstantPadding joins.
        twice = rng.random() < 0.3
        body_fill = None
        if rng.random() < 0.5:
            idx = ", ".join(p.index(rng.randrange(d)) for d in shape)
            body_fill = p.fresh()
            p.emit(f"{body_fill} = tensor.extract {pick()}[{idx}] : {ttype}")
        if twice and body_fill:
            first_low = [rng.randint(0, x) for x in low]
            first_high = [rng.randint(0, x) for x in high]
            steps = [(first_low, first_high),
                     ([a - b for a, b in zip(low, first_low)],
                      [a - b for a, b in zip(high, first_high)])]
        else:
            steps = [(low, high)]
        cur, cur_shape, cur_type = src, list(shape), ttype
        for step_low, step_high in steps:
            step_shape = [d + a + b
                          for d, a, b in zip(cur_shape, step_low, step_high)]
            stype = tensor_type(step_shape, elem)
            rtype = tensor_type(
                ["?" if forget and a else d
                 for d, a in zip(step_shape, step_low)], elem) \
                if forget else stype
            t = p.fresh()
            lows = ", ".join(p.index(x) if dyn else str(x) for x in step_low)
            highs = ", ".join(str(x) for x in step_high)
            p.emit(f"{t} = tensor.pad {cur} low[{lows}] high[{highs}] {{")
            args = ", ".join(f"%i{d}: index" for d in range(rank))
            p.lines.append(f"  ^bb0({args}):")
            if body_fill:
                p.lines.append(f"    tensor.yield {body_fill} : {elem}")
            else:
                p.lines.append(f"    %s = arith.addi %i0, %i{rank - 1} : "
                               "index")
                if p.is_float:
                    p.lines.append("    %n = arith.index_cast %s : index to "
                                   "i64")
                    p.lines.append(f"    %f = arith.sitofp %n : i64 to "
                                   f"{elem}")
                else:
                    p.lines.append(f"    %f = arith.index_cast %s : index to "
                                   f"{elem}")
                p.lines.append(f"    tensor.yield %f : {elem}")
            p.emit(f"}} : {cur_type} to {rtype}")
            if rtype != stype:
                c = p.fresh()
                p.emit(f"{c} = tensor.cast {t} : {rtype} to {stype}")
                t = c
            cur, cur_shape, cur_type = t, step_shape, stype
        t = cur
        offsets = [rng.randint(0, a + b) for a, b in zip(low, high)]
        p.emit(f"{v} = tensor.extract_slice {t}[{', '.join(map(str, offsets))}]"
               f" [{', '.join(map(str, shape))}] [{', '.join(['1'] * rank)}] "
               f": {ptype} to {ttype}")
    elif choice < 0.85:
        reshape_and_back(p, v, shape, ttype, pick)
    else:
        concat_window(p, v, shape, ttype, pick)


def split_size(rng, d):
    """A size as a group of sizes with its product: itself, with a unit
    dimension before or after, or two factors."""
    options = [[d], [1, d], [d, 1]]
    options += [[a, d // a] for a in range(2, d) if d % a == 0]
    return rng.choice(options)


def reshape_chain(p, v, shape, ttype, pick):
    """An op run on a reshaped view of the values (expanded, then
    collapsed in other groups), its result reshaped back: what
    linalg-fuse-elementwise-ops moves the reshapes through (into the op's
    loops, across pads, past each other)."""
    rng, elem = p.rng, p.elem
    splits = [split_size(rng, d) for d in shape]
    eshape = [x for group in splits for x in group]
    egroups, n = [], 0
    for group in splits:
        egroups.append(list(range(n, n + len(group))))
        n += len(group)
    cgroups, i = [], 0
    while i < len(eshape):
        k = rng.randint(1, min(3, len(eshape) - i))
        cgroups.append(list(range(i, i + k)))
        i += k
    cshape = [int(np.prod([eshape[j] for j in g])) for g in cgroups]
    etype, ctype = tensor_type(eshape, elem), tensor_type(cshape, elem)
    # With DYNAMIC_VIEWS, one time in three the views have dynamic sizes:
    # each value is cast to a type of unknown sizes, the first piece of each
    # split is dynamic (its size computed from tensor.dim), and so is each
    # collapsed size that holds one. Only the passes differential asks for
    # them: upstream's --expand-strided-metadata crashes on the
    # memref.expand_shape their bufferization makes (output sizes that
    # became constants).
    dynamic = rng.random() < 0.3 and DYNAMIC_VIEWS
    dtype = tensor_type(["?"] * len(shape), elem)
    esizes = [str(x) for x in eshape]  # an SSA value where dynamic
    csizes = [str(x) for x in cshape]
    if dynamic:
        base = p.fresh()
        p.emit(f"{base} = tensor.cast %a0 : {ttype} to {dtype}")
        esizes = []
        for i, group in enumerate(splits):
            d = p.fresh()
            p.emit(f"{d} = tensor.dim {base}, {p.index(i)} : {dtype}")
            if len(group) > 1:
                q = p.fresh()
                p.emit(f"{q} = arith.divui {d}, {p.index(group[1])} : index")
                d = q
            esizes += [d] + [str(x) for x in group[1:]]
        etype = tensor_type(["?" if x.startswith("%") else x for x in esizes],
                            elem)
        csizes = []
        for g in cgroups:
            pieces = [esizes[j] for j in g]
            if not any(x.startswith("%") for x in pieces):
                csizes.append(str(int(np.prod([int(x) for x in pieces]))))
                continue
            size = None
            for x in pieces:
                term = x if x.startswith("%") else p.index(int(x))
                if size is None:
                    size = term
                else:
                    m = p.fresh()
                    p.emit(f"{m} = arith.muli {size}, {term} : index")
                    size = m
            csizes.append(size)
        ctype = tensor_type(["?" if x.startswith("%") else x for x in csizes],
                            elem)
    source_type = dtype if dynamic else ttype

    def groups_text(groups):
        return "[" + ", ".join("[" + ", ".join(map(str, g)) + "]"
                               for g in groups) + "]"

    def view(src):
        cur = src
        if dynamic:
            c = p.fresh()
            p.emit(f"{c} = tensor.cast {cur} : {ttype} to {dtype}")
            cur = c
        if len(eshape) != len(shape):
            e = p.fresh()
            p.emit(f"{e} = tensor.expand_shape {cur} {groups_text(egroups)} "
                   f"output_shape [{', '.join(esizes)}] : {source_type} "
                   f"into {etype}")
            cur = e
        if len(cshape) != len(eshape):
            c = p.fresh()
            p.emit(f"{c} = tensor.collapse_shape {cur} {groups_text(cgroups)} "
                   f": {etype} into {ctype}")
            cur = c
        return cur

    def back(src, dest):
        cur = src
        if len(cshape) != len(eshape):
            e = p.fresh()
            p.emit(f"{e} = tensor.expand_shape {cur} {groups_text(cgroups)} "
                   f"output_shape [{', '.join(esizes)}] : {ctype} "
                   f"into {etype}")
            cur = e
        if len(eshape) != len(shape):
            c = p.fresh() if dynamic else dest
            p.emit(f"{c} = tensor.collapse_shape {cur} "
                   f"{groups_text(egroups)} : {etype} into {source_type}")
            cur = c
            if not dynamic:
                return
        if dynamic:
            p.emit(f"{dest} = tensor.cast {cur} : {dtype} to {ttype}")
        else:
            # Nothing to reshape back: a copy names the result.
            p.emit(f"{dest} = linalg.copy ins({cur} : {ttype}) outs("
                   f"{pick()} : {ttype}) -> {ttype}")

    def init(may_be_empty=True):
        """The init: an empty tensor (whose elements the op must not
        read) or a view of a value."""
        if may_be_empty and rng.random() < 0.5:
            e = p.fresh()
            sizes = ", ".join(x for x in csizes if x.startswith("%"))
            p.emit(f"{e} = tensor.empty({sizes}) : {ctype}")
            return e, True
        return view(pick()), False

    rank = len(cshape)
    loops_ = [f"d{i}" for i in range(rank)]
    identity = affine(loops_, loops_)
    r = p.fresh()
    choice = rng.random()
    if choice < 0.4:
        a, b = view(pick()), view(pick())
        o, empty = init()
        body = combine(p, "%x", "%y", "%o", use_index=rng.random() < 0.3,
                       index_dim=rng.randrange(rank), use_out=not empty)
        iters = ", ".join(['"parallel"'] * rank)
        p.emit(f"{r} = linalg.generic {{indexing_maps = [{identity}, "
               f"{identity}, {identity}], iterator_types = [{iters}]}} "
               f"ins({a}, {b} : {ctype}, {ctype}) outs({o} : {ctype}) {{")
        p.lines.append(f"    ^bb0(%x: {elem}, %y: {elem}, %o: {elem}):")
        p.lines.extend("      " + line for line in body)
        p.emit(f"}} -> {ctype}")
    elif choice < 0.55:
        # out[..., i] = init[..., i] + sum_k a[..., k]: a reduction whose
        # loop the reshape may split.
        a, (o, _) = view(pick()), init(may_be_empty=False)
        k = f"d{rank}"
        src_map = affine(loops_ + [k], loops_[:-1] + [k])
        out_map = affine(loops_ + [k], loops_)
        iters = ", ".join(['"parallel"'] * rank + ['"reduction"'])
        p.emit(f"{r} = linalg.generic {{indexing_maps = [{src_map}, "
               f"{out_map}], iterator_types = [{iters}]}} ins({a} : {ctype}) "
               f"outs({o} : {ctype}) {{")
        p.lines.append(f"    ^bb0(%x: {elem}, %o: {elem}):")
        p.lines.extend("      " + line for line in reduce_body(p, "%x", "%o"))
        p.emit(f"}} -> {ctype}")
    elif choice < 0.7:
        a, b, (o, _) = view(pick()), view(pick()), init()
        op = rng.choice(["arith.addf", "arith.mulf"] if p.is_float
                        else ["arith.addi", "arith.muli"])
        p.emit(f"{r} = linalg.map {{ {op} }} ins({a}, {b} : {ctype}, "
               f"{ctype}) outs({o} : {ctype})")
    elif choice < 0.8 and rank >= 2 and not dynamic:
        # A transpose and its inverse.
        perm = list(range(rank))
        rng.shuffle(perm)
        inverse = [perm.index(i) for i in range(rank)]
        ptype = tensor_type([cshape[i] for i in perm], elem)
        a, t, e = view(pick()), p.fresh(), p.fresh()
        p.emit(f"{e} = tensor.empty() : {ptype}")
        p.emit(f"{t} = linalg.transpose ins({a} : {ctype}) outs({e} : "
               f"{ptype}) permutation = [{', '.join(map(str, perm))}]")
        p.emit(f"{r} = linalg.transpose ins({t} : {ptype}) outs({init()[0]} : "
               f"{ctype}) permutation = [{', '.join(map(str, inverse))}]")
    elif choice < 0.9 and not dynamic:
        # Padded by a constant where a dimension is not collapsed from
        # several, then a window of the view's size back.
        a = view(pick())
        low = [rng.randint(0, 1) if len(g) == 1 else 0 for g in cgroups]
        high = [rng.randint(0, 1) if len(g) == 1 else 0 for g in cgroups]
        padded = [d + lo + hi for d, lo, hi in zip(cshape, low, high)]
        ptype = tensor_type(padded, elem)
        c, t = p.fresh(), p.fresh()
        value = rng.randint(-3, 3)
        p.emit(f"{c} = arith.constant {float(value) if p.is_float else value}"
               f" : {elem}")
        p.emit(f"{t} = tensor.pad {a} low[{', '.join(map(str, low))}] "
               f"high[{', '.join(map(str, high))}] {{")
        p.lines.append(f"  ^bb0({', '.join(f'%i{d}: index' for d in range(rank))}):")
        p.lines.append(f"    tensor.yield {c} : {elem}")
        p.emit(f"}} : {ctype} to {ptype}")
        offsets = [rng.randint(0, lo + hi) for lo, hi in zip(low, high)]
        p.emit(f"{r} = tensor.extract_slice {t}[{', '.join(map(str, offsets))}]"
               f" [{', '.join(map(str, cshape))}] [{', '.join(['1'] * rank)}] "
               f": {ptype} to {ctype}")
    else:
        p.emit(f"{r} = linalg.copy ins({view(pick())} : {ctype}) outs("
               f"{init()[0]} : {ctype}) -> {ctype}")
    back(r, v)


def loops(p, v, shape, ttype, pick):
    """Back to `ttype` through an scf.forall writing rows (or elements) of
    a shared output with tensor.parallel_insert_slice, or through an
    scf.parallel reduction to one value, splat."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    if rng.random() < 0.6:
        # Each iteration reads its own part of a source (and maybe of the
        # shared output: no iteration writes what another reads), combines
        # them, and writes that part.
        per_element = rank == 2 and rng.random() < 0.4
        dims = shape if per_element else shape[:1]
        part = [1] * rank if per_element else [1] + shape[1:]
        ptype = tensor_type(part, elem)
        ivs = [f"%i{d}" for d in range(len(dims))]
        offsets = ", ".join(ivs + ["0"] * (rank - len(ivs)))
        sizes = ", ".join(map(str, part))
        ones = ", ".join(["1"] * rank)
        src, init = pick(), pick()
        p.emit(f"{v} = scf.forall ({', '.join(ivs)}) in "
               f"({', '.join(map(str, dims))}) shared_outs(%out = {init}) "
               f"-> ({ttype}) {{")
        p.lines.append(f"    %x = tensor.extract_slice {src}[{offsets}] "
                       f"[{sizes}] [{ones}] : {ttype} to {ptype}")
        other = "%out" if rng.random() < 0.5 else pick()
        p.lines.append(f"    %y = tensor.extract_slice {other}[{offsets}] "
                       f"[{sizes}] [{ones}] : {ttype} to {ptype}")
        op = rng.choice(["arith.addf", "arith.mulf", "arith.maximumf"]
                        if p.is_float else
                        ["arith.addi", "arith.muli", "arith.maxsi"])
        p.lines.append(f"    %z = {op} %x, %y : {ptype}")
        p.lines.append("    scf.forall.in_parallel {")
        p.lines.append(f"      tensor.parallel_insert_slice %z into "
                       f"%out[{offsets}] [{sizes}] [{ones}] : {ptype} into "
                       f"{ttype}")
        p.lines.append("    }")
        p.emit("}")
        return
    # A reduction over every element.
    src = pick()
    ivs = [f"%i{d}" for d in range(rank)]
    zero = "0.0" if p.is_float else "0"
    init, r = p.fresh(), p.fresh()
    p.emit(f"{init} = arith.constant {zero} : {elem}")
    lows = ", ".join(p.index(0) for _ in shape)
    highs = ", ".join(p.index(d) for d in shape)
    steps = ", ".join(p.index(1) for _ in shape)
    p.emit(f"{r} = scf.parallel ({', '.join(ivs)}) = ({lows}) to ({highs}) "
           f"step ({steps}) init ({init}) -> {elem} {{")
    p.lines.append(f"    %e = tensor.extract {src}[{', '.join(ivs)}] : "
                   f"{ttype}")
    p.lines.append(f"    scf.reduce(%e : {elem}) {{")
    p.lines.append(f"    ^bb0(%lhs: {elem}, %rhs: {elem}):")
    op = rng.choice(["arith.addf", "arith.maximumf"] if p.is_float else
                    ["arith.addi", "arith.maxsi", "arith.xori"])
    p.lines.append(f"      %s = {op} %lhs, %rhs : {elem}")
    p.lines.append(f"      scf.reduce.return %s : {elem}")
    p.lines.append("    }")
    p.emit("}")
    p.emit(f"{v} = tensor.splat {r} : {ttype}")


def gen_window(rng):
    """One convolution or pooling op with random sizes, strides and
    dilations; its output is the init plus the op's accumulation."""
    name, in_layout, k_layout, out_layout, pooling = rng.choice(WINDOW_OPS)
    # Unsigned max and min pool integers only.
    elem = "i32" if "unsigned" in name else rng.choice(["f32", "i32"])
    np_type = np.float32 if elem == "f32" else np.int32
    kh, kw = rng.randint(1, 3), rng.randint(1, 3)
    sh, sw = rng.randint(1, 2), rng.randint(1, 2)
    dh, dw = rng.randint(1, 2), rng.randint(1, 2)
    oh, ow = rng.randint(1, 3), rng.randint(1, 3)
    ih, iw = (oh - 1) * sh + (kh - 1) * dh + 1, (ow - 1) * sw + (kw - 1) * dw + 1
    ih += rng.randint(0, 1)
    n, c = rng.randint(1, 2), rng.randint(1, 3)
    f = c if "depthwise" in name or pooling else rng.randint(1, 3)
    # g: groups; m: the depthwise channel multiplier.
    sizes = {"n": n, "c": c, "f": f, "g": rng.randint(1, 2),
             "m": rng.randint(1, 2)}
    in_shape = [{"h": ih, "w": iw}.get(d, sizes.get(d)) for d in in_layout]
    k_shape = [{"h": kh, "w": kw}.get(d, sizes.get(d)) for d in k_layout]
    out_shape = [{"h": oh, "w": ow}.get(d, sizes.get(d)) for d in out_layout]

    def make(shape):
        count = int(np.prod(shape))
        if elem == "f32":
            return np.array([rng.uniform(-2, 2) for _ in range(count)],
                            dtype=np_type).reshape(shape)
        return np.array([rng.randint(-9, 9) for _ in range(count)],
                        dtype=np_type).reshape(shape)

    args = [make(in_shape), make(k_shape), make(out_shape)]
    types = [tensor_type(s, elem) for s in (in_shape, k_shape, out_shape)]
    attrs = (f"{{dilations = dense<[{dh}, {dw}]> : tensor<2xi64>, "
             f"strides = dense<[{sh}, {sw}]> : tensor<2xi64>}}")
    text = (f"func.func @f(%a0: {types[0]}, %a1: {types[1]}, %a2: {types[2]})"
            f" -> {types[2]} {{\n"
            f"  %r = {name} {attrs} ins(%a0, %a1 : {types[0]}, {types[1]}) "
            f"outs(%a2 : {types[2]}) -> {types[2]}\n"
            f"  return %r : {types[2]}\n}}\n")
    return text, args, [types[2]]


def gen(seed):
    rng = random.Random(seed)
    if rng.random() < 0.2:
        return gen_window(rng)
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
        if kind < 0.05:
            reshape_chain(p, v, shape, ttype, pick)
        elif kind < 0.45:
            a, b = pick(), pick()
            if p.is_float:
                op = rng.choice(["arith.addf", "arith.subf", "arith.mulf",
                                 "arith.maximumf", "arith.minimumf",
                                 "math.absf", "math.tanh", "math.sin",
                                 "math.cos", "math.exp", "arith.negf",
                                 "math.sqrt", "select", "softmax"])
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
                elif op == "softmax":
                    p.emit(f"{v} = linalg.softmax dimension("
                           f"{rng.randrange(rank)}) ins({a} : {ttype}) "
                           f"outs({b} : {ttype}) -> {ttype}")
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
            generic(p, v, shape, ttype, pick)
        elif kind < 0.72:
            s = p.fresh()
            idx = ", ".join(random_indices())
            p.emit(f"{s} = tensor.extract {pick()}[{idx}] : {ttype}")
            p.emit(f"{v} = tensor.splat {s} : {ttype}")
        elif kind < 0.79:
            s = p.fresh()
            idx = ", ".join(random_indices())
            p.emit(f"{s} = tensor.extract {pick()}[{idx}] : {ttype}")
            idx2 = ", ".join(random_indices())
            p.emit(f"{v} = tensor.insert {s} into {pick()}[{idx2}] : {ttype}")
        elif kind < 0.85:
            # Elements picked from anywhere, in a new order.
            names = []
            for _ in range(int(np.prod(shape))):
                s = p.fresh()
                idx = ", ".join(random_indices())
                p.emit(f"{s} = tensor.extract {pick()}[{idx}] : {ttype}")
                names.append(s)
            p.emit(f"{v} = tensor.from_elements {', '.join(names)} : {ttype}")
        elif kind < 0.865:
            slices(p, v, shape, ttype, pick)
        elif kind < 0.9:
            loops(p, v, shape, ttype, pick)
        elif kind < 0.95:
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
        elif kind < 0.975:
            # An elementwise map on dynamic shapes, its init made from the
            # dims: what the canonicalizer makes static again.
            dyn = tensor_type(["?"] * rank, elem)
            casts = []
            for src in (pick(), pick()):
                c = p.fresh()
                p.emit(f"{c} = tensor.cast {src} : {ttype} to {dyn}")
                casts.append(c)
            dims = []
            for d in range(rank):
                dv = p.fresh()
                p.emit(f"{dv} = tensor.dim {casts[d % 2]}, {p.index(d)} : {dyn}")
                dims.append(dv)
            e = p.fresh()
            p.emit(f"{e} = tensor.empty({', '.join(dims)}) : {dyn}")
            op = rng.choice(["arith.addf", "arith.mulf", "arith.maximumf"]
                            if p.is_float else
                            ["arith.addi", "arith.muli", "arith.maxsi"])
            g = p.fresh()
            p.emit(f"{g} = linalg.map {{ {op} }} ins({casts[0]}, {casts[1]} : "
                   f"{dyn}, {dyn}) outs({e} : {dyn})")
            p.emit(f"{v} = tensor.cast {g} : {dyn} to {ttype}")
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
