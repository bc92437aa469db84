#!/usr/bin/python3
"""Random programs on tensors of complex numbers, for the execution
differential test.

gen(seed) returns (function_text, args, result_types), as
gen_tensor_program.gen does: a function @f of static-shaped tensors of
complex<f32> or complex<f64>, its arguments as NumPy arrays (complex64 or
complex128) and the MLIR types of its results.

Terrace's complex dialect so far makes and takes apart complex numbers
(complex.constant, create, re, im) but does not compute with them, so
these programs move, select, carry and recombine complex elements: dense
complex constants (element by element and splat), complex.constant,
parts taken apart and put together again, extract, insert, splat,
from_elements, extract_slice,
insert_slice, collapse_shape, expand_shape, reshape, pad (by an element or
a choice of elements per index), concat, generate, cast, dim,
linalg.generic choosing among its operands by the indices (transposed,
broadcast and constant maps), copy, fill, transpose, broadcast,
arith.select on whole tensors, scf.for carrying tensors and elements,
scf.if, and scf.forall writing rows with tensor.parallel_insert_slice.
Both executions must agree bit for bit.
"""

import random

import numpy as np

from gen_tensor_program import (Program, affine, box_move, collapse_and_back,
                                concat_window, reshape_and_back, tensor_type)

COMPLEX_TYPES = {"complex<f32>": np.complex64, "complex<f64>": np.complex128}


def random_part(rng, is_f32):
    """A part of an argument: mostly in [-2, 2), sometimes a signed zero or
    a magnitude near the ends of the type's range."""
    choice = rng.random()
    if choice < 0.08:
        return rng.choice([0.0, -0.0])
    if choice < 0.15:
        big, small = (3.0e38, 1.0e-40) if is_f32 else (1.0e300, 1.0e-310)
        return rng.choice([big, -big, small, -small])
    return rng.uniform(-2, 2)


def part_type(elem):
    return elem[len("complex<"):-1]


def float_literal(x, is_f32):
    """The shortest decimal that reads back as `x` in the part type, in the
    form MLIR's float literals take (a point before any exponent)."""
    return np.format_float_scientific(np.float32(x) if is_f32 else
                                      np.float64(x), unique=True)


def complex_constant(p):
    """A complex.constant line's value: `[re : t, im : t]`."""
    part = part_type(p.elem)
    is_f32 = part == "f32"
    re, im = random_part(p.rng, is_f32), random_part(p.rng, is_f32)
    return (f"[{float_literal(re, is_f32)} : {part}, "
            f"{float_literal(im, is_f32)} : {part}]")


def dense_constant(p, shape):
    """A dense complex constant of `shape`: element by element, or a
    splat."""
    is_f32 = part_type(p.elem) == "f32"

    def element():
        return (f"({float_literal(random_part(p.rng, is_f32), is_f32)}, "
                f"{float_literal(random_part(p.rng, is_f32), is_f32)})")
    if p.rng.random() < 0.3:
        return element()

    def nested(dims):
        if not dims:
            return element()
        return "[" + ", ".join(nested(dims[1:]) for _ in range(dims[0])) + "]"
    return nested(shape)


def recombine(p, lines, first, second, result):
    """Body lines making `result` of the real part of one value and the
    imaginary part of another (or the parts of one value swapped)."""
    elem = p.elem
    lines.append(f"%pr = complex.re {first} : {elem}")
    lines.append(f"%pi = complex.im {second} : {elem}")
    if p.rng.random() < 0.5:
        lines.append(f"{result} = complex.create %pr, %pi : {elem}")
    else:
        lines.append(f"{result} = complex.create %pi, %pr : {elem}")


def index_choice(p, rank, names):
    """Body lines choosing among `names` by comparing two loop indices (or
    an index with a constant): the last line defines %pick."""
    rng, elem = p.rng, p.elem
    lines = [f"%i = linalg.index {rng.randrange(rank)} : index"]
    if rank > 1 and rng.random() < 0.5:
        lines.append(f"%j = linalg.index {rng.randrange(rank)} : index")
    else:
        lines.append(f"%j = arith.constant {rng.randint(0, 3)} : index")
    pred = rng.choice(["ult", "ule", "eq", "ne", "sgt"])
    lines.append(f"%c = arith.cmpi {pred}, %i, %j : index")
    first, second = rng.choice(names), rng.choice(names)
    if rng.random() < 0.3:
        # Parts of two operands put together (or a constant's).
        recombine(p, lines, rng.choice(names), rng.choice(names), "%mix")
        second = "%mix"
    if rng.random() < 0.15:
        lines.append(f"%k = complex.constant {complex_constant(p)} : {elem}")
        first = "%k"
    lines.append(f"%pick = arith.select %c, {first}, {second} : {elem}")
    return lines


def structured(p, v, shape, ttype, pick):
    """A linalg.generic choosing among its operands, or a named op that
    moves elements."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    square = rank == 2 and shape[0] == shape[1]
    kind = rng.choice(["generic", "generic", "copy", "fill", "transpose",
                       "broadcast"])
    if kind == "copy":
        p.emit(f"{v} = linalg.copy ins({pick()} : {ttype}) outs({pick()} : "
               f"{ttype}) -> {ttype}")
    elif kind == "fill":
        s = p.fresh()
        idx = ", ".join(p.index(rng.randrange(d)) for d in shape)
        p.emit(f"{s} = tensor.extract {pick()}[{idx}] : {ttype}")
        p.emit(f"{v} = linalg.fill ins({s} : {elem}) outs({pick()} : "
               f"{ttype}) -> {ttype}")
    elif kind == "transpose" and square:
        p.emit(f"{v} = linalg.transpose ins({pick()} : {ttype}) outs("
               f"{pick()} : {ttype}) permutation = [1, 0]")
    elif kind == "broadcast" and rank == 2:
        # A row (or a column) repeated.
        along = rng.randrange(2)
        kept = shape[1 - along]
        offsets = [0, 0]
        offsets[along] = rng.randrange(shape[along])
        sizes = list(shape)
        sizes[along] = 1
        line_type = tensor_type([kept], elem)
        s = p.fresh()
        p.emit(f"{s} = tensor.extract_slice {pick()}"
               f"[{offsets[0]}, {offsets[1]}] [{sizes[0]}, {sizes[1]}] "
               f"[1, 1] : {ttype} to {line_type}")
        p.emit(f"{v} = linalg.broadcast ins({s} : {line_type}) outs("
               f"{pick()} : {ttype}) dimensions = [{along}]")
    else:
        loops = [f"d{i}" for i in range(rank)]
        maps = []
        for _ in range(2):
            choice = rng.random()
            if square and choice < 0.3:
                maps.append(affine(loops, [loops[1], loops[0]]))
            elif choice < 0.45:
                maps.append(affine(loops, [str(rng.randrange(d))
                                           for d in shape]))
            else:
                maps.append(affine(loops, loops))
        maps.append(affine(loops, loops))
        body = index_choice(p, rank, ["%x", "%y", "%o"])
        iters = ", ".join(['"parallel"'] * rank)
        p.emit(f"{v} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
               f"iterator_types = [{iters}]}} ins({pick()}, {pick()} : "
               f"{ttype}, {ttype}) outs({pick()} : {ttype}) {{")
        p.lines.append(f"    ^bb0(%x: {elem}, %y: {elem}, %o: {elem}):")
        p.lines.extend("      " + line for line in body)
        p.lines.append(f"      linalg.yield %pick : {elem}")
        p.emit(f"}} -> {ttype}")


def relayout(p, v, shape, ttype, pick):
    """A linalg.pack of a value (padded by a complex.constant or an
    element), observed through
    elements extracted from the packed tensor; or a linalg.unpack of a
    packed tensor built from picked elements."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    dims = rng.sample(range(rank), rng.randint(1, rank))
    tiles = [rng.randint(1, 3) for _ in dims]
    outer = list(shape)
    for d, t in zip(dims, tiles):
        outer[d] = -(-shape[d] // t)
    packed_shape = outer + tiles
    ptype = tensor_type(packed_shape, elem)
    attrs = (f"inner_dims_pos = [{', '.join(map(str, dims))}] "
             f"inner_tiles = [{', '.join(map(str, tiles))}]")

    def extract(source, source_shape, source_type):
        s = p.fresh()
        idx = ", ".join(p.index(rng.randrange(d)) for d in source_shape)
        p.emit(f"{s} = tensor.extract {source}[{idx}] : {source_type}")
        return s

    if rng.random() < 0.5:
        e = p.fresh()
        p.emit(f"{e} = tensor.empty() : {ptype}")
        # Always a padding value: upstream's lower_pack, which the
        # execution differential runs, makes a zero arith.constant of the
        # element type without one and crashes on complex elements.
        if rng.random() < 0.5:
            c = p.fresh()
            p.emit(f"{c} = complex.constant {complex_constant(p)} : {elem}")
        else:
            c = extract(pick(), shape, ttype)
        padding = f"padding_value({c} : {elem}) "
        pk = p.fresh()
        p.emit(f"{pk} = linalg.pack {pick()} {padding}{attrs} into {e} : "
               f"{ttype} -> {ptype}")
        names = [extract(pk, packed_shape, ptype)
                 for _ in range(int(np.prod(shape)))]
        p.emit(f"{v} = tensor.from_elements {', '.join(names)} : {ttype}")
    else:
        names = [extract(pick(), shape, ttype)
                 for _ in range(int(np.prod(packed_shape)))]
        pk = p.fresh()
        p.emit(f"{pk} = tensor.from_elements {', '.join(names)} : {ptype}")
        p.emit(f"{v} = linalg.unpack {pk} {attrs} into {pick()} : "
               f"{ptype} -> {ttype}")


def views(p, v, shape, ttype, pick):
    """Back to `ttype` through a box moved between values, a reshape, a
    padding, a concatenation, tensor.reshape, or a pack or unpack (the
    tensor generator's pieces that only move elements; the padding and the
    pack here fill with complex values)."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    if rng.random() < 0.12:
        relayout(p, v, shape, ttype, pick)
        return
    choice = rng.random()
    if choice < 0.25:
        box_move(p, v, shape, ttype, pick)
    elif choice < 0.4:
        collapse_and_back(p, v, shape, ttype, pick)
    elif choice < 0.65:
        # Padded by one element, or by a choice of two per index.
        low = [rng.randint(0, 2) for _ in shape]
        high = [rng.randint(0, 2) for _ in shape]
        padded = [d + a + b for d, a, b in zip(shape, low, high)]
        ptype = tensor_type(padded, elem)
        fills = []
        for _ in range(2):
            f = p.fresh()
            idx = ", ".join(p.index(rng.randrange(d)) for d in shape)
            p.emit(f"{f} = tensor.extract {pick()}[{idx}] : {ttype}")
            fills.append(f)
        dyn = rng.random() < 0.5
        t = p.fresh()
        lows = ", ".join(p.index(x) if dyn else str(x) for x in low)
        p.emit(f"{t} = tensor.pad {pick()} low[{lows}] "
               f"high[{', '.join(map(str, high))}] {{")
        p.lines.append(f"  ^bb0({', '.join(f'%i{d}: index' for d in range(rank))}):")
        if rng.random() < 0.5:
            p.lines.append(f"    tensor.yield {fills[0]} : {elem}")
        else:
            p.lines.append(f"    %c = arith.cmpi ult, %i0, "
                           f"{p.index(rng.randint(0, padded[0]))} : index")
            p.lines.append(f"    %s = arith.select %c, {fills[0]}, "
                           f"{fills[1]} : {elem}")
            p.lines.append(f"    tensor.yield %s : {elem}")
        p.emit(f"}} : {ttype} to {ptype}")
        offsets = [rng.randint(0, a + b) for a, b in zip(low, high)]
        p.emit(f"{v} = tensor.extract_slice {t}[{', '.join(map(str, offsets))}]"
               f" [{', '.join(map(str, shape))}] [{', '.join(['1'] * rank)}] "
               f": {ptype} to {ttype}")
    elif choice < 0.8:
        concat_window(p, v, shape, ttype, pick)
    else:
        reshape_and_back(p, v, shape, ttype, pick)


def control(p, v, shape, ttype, pick):
    """Values carried through scf.for (tensors swapped, an element
    replaced), chosen by scf.if, or written row by row by scf.forall."""
    rng, elem = p.rng, p.elem
    rank = len(shape)
    choice = rng.random()
    if choice < 0.4:
        idx = ", ".join(p.index(rng.randrange(d)) for d in shape)
        s0, r = p.fresh(), p.fresh()
        p.emit(f"{s0} = tensor.extract {pick()}[{idx}] : {ttype}")
        trips = rng.randint(0, 3)
        p.emit(f"{r}:3 = scf.for %k = {p.index(0)} to {p.index(trips)} step "
               f"{p.index(1)} iter_args(%t = {pick()}, %u = {pick()}, "
               f"%s = {s0}) -> ({ttype}, {ttype}, {elem}) {{")
        at = ", ".join(p.index(rng.randrange(d)) for d in shape)
        p.lines.append(f"    %n = tensor.extract %t[{at}] : {ttype}")
        p.lines.append(f"    %w = tensor.insert %s into %u[{at}] : {ttype}")
        p.lines.append(f"    scf.yield %w, %t, %n : {ttype}, {ttype}, {elem}")
        p.emit("}")
        p.emit(f"{v} = tensor.insert {r}#2 into {r}#{rng.randrange(2)}"
               f"[{', '.join(p.index(rng.randrange(d)) for d in shape)}] : "
               f"{ttype}")
    elif choice < 0.6:
        c = p.fresh()
        a, b = rng.randint(0, 3), rng.randint(0, 3)
        p.emit(f"{c} = arith.cmpi slt, {p.index(a)}, {p.index(b)} : index")
        p.emit(f"{v} = scf.if {c} -> ({ttype}) {{")
        p.lines.append(f"    scf.yield {pick()} : {ttype}")
        p.emit("} else {")
        p.lines.append(f"    scf.yield {pick()} : {ttype}")
        p.emit("}")
    else:
        # Row i of the result is row n-1-i of the source.
        n = shape[0]
        part = [1] + shape[1:]
        ptype = tensor_type(part, elem)
        rest = ["0"] * (rank - 1)
        sizes = ", ".join(map(str, part))
        ones = ", ".join(["1"] * rank)
        p.emit(f"{v} = scf.forall (%i) in ({n}) shared_outs(%out = {pick()}) "
               f"-> ({ttype}) {{")
        p.lines.append(f"    %r = affine.apply affine_map<(d0) -> ({n - 1} - "
                       "d0)>(%i)")
        p.lines.append(f"    %x = tensor.extract_slice {pick()}"
                       f"[{', '.join(['%r'] + rest)}] [{sizes}] [{ones}] : "
                       f"{ttype} to {ptype}")
        p.lines.append("    scf.forall.in_parallel {")
        p.lines.append(f"      tensor.parallel_insert_slice %x into "
                       f"%out[{', '.join(['%i'] + rest)}] [{sizes}] [{ones}] "
                       f": {ptype} into {ttype}")
        p.lines.append("    }")
        p.emit("}")


def elements(p, v, shape, ttype, pick):
    """Elements picked one by one: a splat, an insert, from_elements in a
    new order, a generate reading reversed indices, a select of whole
    tensors, or a read through a dynamic shape."""
    rng, elem = p.rng, p.elem
    rank = len(shape)

    def extract(source=None):
        s = p.fresh()
        idx = ", ".join(p.index(rng.randrange(d)) for d in shape)
        p.emit(f"{s} = tensor.extract {source or pick()}[{idx}] : {ttype}")
        return s

    choice = rng.random()
    if choice < 0.08:
        p.emit(f"{v} = arith.constant dense<{dense_constant(p, shape)}> : "
               f"{ttype}")
    elif choice < 0.15:
        p.emit(f"{v} = tensor.splat {extract()} : {ttype}")
    elif choice < 0.3:
        idx = ", ".join(p.index(rng.randrange(d)) for d in shape)
        if rng.random() < 0.3:
            s = p.fresh()
            p.emit(f"{s} = complex.constant {complex_constant(p)} : {elem}")
        elif rng.random() < 0.3:
            # The parts of two elements put together.
            s, lines = p.fresh(), []
            recombine(p, lines, extract(), extract(), s)
            for line in lines:
                p.emit(line.replace("%pr", s + "r").replace("%pi", s + "i"))
        else:
            s = extract()
        p.emit(f"{v} = tensor.insert {s} into {pick()}[{idx}] : {ttype}")
    elif choice < 0.45:
        names = []
        for _ in range(int(np.prod(shape))):
            if rng.random() < 0.3:
                k = p.fresh()
                p.emit(f"{k} = complex.constant {complex_constant(p)} : "
                       f"{elem}")
                names.append(k)
            else:
                names.append(extract())
        p.emit(f"{v} = tensor.from_elements {', '.join(names)} : {ttype}")
    elif choice < 0.65:
        src = pick()
        args = ", ".join(f"%i{d}: index" for d in range(rank))
        p.emit(f"{v} = tensor.generate {{")
        p.lines.append(f"  ^bb0({args}):")
        coords = []
        for d in range(rank):
            p.lines.append(f"    %r{d} = arith.subi {p.index(shape[d] - 1)}, "
                           f"%i{d} : index")
            coords.append(f"%r{d}" if rng.random() < 0.5 else f"%i{d}")
        p.lines.append(f"    %e = tensor.extract {src}[{', '.join(coords)}] : "
                       f"{ttype}")
        p.lines.append(f"    tensor.yield %e : {elem}")
        p.emit(f"}} : {ttype}")
    elif choice < 0.85:
        mask = np.array([rng.random() < 0.5 for _ in range(int(np.prod(shape)))])
        text = np.array2string(mask.reshape(shape), separator=", ").lower()
        m = p.fresh()
        mtype = tensor_type(shape, "i1")
        p.emit(f"{m} = arith.constant dense<{text}> : {mtype}")
        p.emit(f"{v} = arith.select {m}, {pick()}, {pick()} : {mtype}, "
               f"{ttype}")
    else:
        dyn = tensor_type(["?"] * rank, elem)
        c, d, last = p.fresh(), p.fresh(), p.fresh()
        p.emit(f"{c} = tensor.cast {pick()} : {ttype} to {dyn}")
        p.emit(f"{d} = tensor.dim {c}, {p.index(0)} : {dyn}")
        p.emit(f"{last} = arith.subi {d}, {p.index(1)} : index")
        s = p.fresh()
        idx = ", ".join([last] + [p.index(0)] * (rank - 1))
        p.emit(f"{s} = tensor.extract {c}[{idx}] : {dyn}")
        p.emit(f"{v} = tensor.splat {s} : {ttype}")


def gen(seed):
    rng = random.Random(seed)
    elem = rng.choice(list(COMPLEX_TYPES))
    p = Program(rng, elem)
    rank = rng.randint(1, 2)
    shape = [rng.randint(1, 4) for _ in range(rank)]
    ttype = tensor_type(shape, elem)
    nargs = rng.randint(1, 3)
    is_f32 = elem == "complex<f32>"
    count = int(np.prod(shape))
    args = [np.array([complex(random_part(rng, is_f32),
                              random_part(rng, is_f32)) for _ in range(count)],
                     dtype=COMPLEX_TYPES[elem]).reshape(shape)
            for _ in range(nargs)]
    values = [f"%a{i}" for i in range(nargs)]

    def pick():
        return rng.choice(values)

    if rng.random() < 0.3:
        # A dense constant among the values, which the folds read.
        v = p.fresh()
        p.emit(f"{v} = arith.constant dense<{dense_constant(p, shape)}> : "
               f"{ttype}")
        values.append(v)

    for _ in range(rng.randint(2, 8)):
        v = p.fresh()
        rng.choice([structured, views, control, elements])(p, v, shape, ttype,
                                                           pick)
        values.append(v)

    results = rng.sample(values[nargs:] or values, k=min(2, len(values)))
    params = ", ".join(f"%a{i}: {ttype}" for i in range(nargs))
    types = ", ".join([ttype] * len(results))
    text = [f"func.func @f({params}) -> ({types}) {{"]
    text += p.lines
    text.append(f"  return {', '.join(results)} : {types}")
    text.append("}")
    return "\n".join(text) + "\n", args, [ttype] * len(results)
