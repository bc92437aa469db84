#!/usr/bin/python3
"""Generate a large MLIR module in generic form, for parse/print benchmarks.

The output is deterministic for given (--ops, --seed, --ops-per-func) and is
accepted by `mlir-opt --allow-unregistered-dialect` (MLIR 22). It holds:

  * a "builtin.module" with a few private "func.func" declarations and many
    "func.func" definitions (about --ops-per-func ops each, +-50%);
  * registered `arith` ops in generic form with their properties
    (overflowFlags, fastmath, predicate, value), on scalars and vectors;
  * unregistered ops ("foo.op", ...) with discardable attributes of every
    common kind (integer, float, string, bool, unit, type, array, dense,
    dictionary, symbol reference), some with several results (`%5:2`);
  * unregistered ops carrying a region (one block with arguments, ending with
    "foo.yield"), occasionally nested two deep;
  * four blocks per function: the entry block ends with "cf.cond_br" (with
    operandSegmentSizes), two successors with block arguments branch with
    "cf.br" to a join block that ends in "func.return";
  * tensor, memref and vector types in function signatures and in ops;
  * "func.call"s to the declared functions.

Every operation is counted (the module, func.func ops, nested ops and
terminators); the count is written to the first line of the file as
`// gen_large_module: ops=N funcs=F seed=S ops_per_func=P version=V`, which
bench_parse_print.py reads back.

Usage: gen_large_module.py [--ops N] [--seed S] [--ops-per-func P] [-o FILE]
"""

import argparse
import random
import sys
import time

# Bump when the generated text changes for the same parameters (cache key).
GENERATOR_VERSION = 1

I1, I32, I64, IDX, F32 = "i1", "i32", "i64", "index", "f32"
VEC = "vector<4xf32>"

# Shaped types that appear in signatures (one of each kind per function).
TENSOR_TYPES = ["tensor<4x8xf32>", "tensor<?x128xf32>", "tensor<16x16xi32>",
                "tensor<1x3x224x224xf32>", "tensor<?x?xf32>"]
MEMREF_TYPES = ["memref<16xf32>", "memref<16x?xf32>", "memref<?xi64, 1>",
                "memref<8x8xf32, strided<[8, 1], offset: ?>>",
                "memref<4x4xf32, strided<[16, 1]>>"]
VECTOR_TYPES = ["vector<8xi32>", "vector<2x4xf32>", "vector<[4]xf32>",
                "vector<16xi8>"]

# External functions: (name, input types, result types).
EXTERNALS = [
    ("ext_i32", (I32,), (I32,)),
    ("ext_f32", (F32, F32), (F32,)),
    ("ext_mixed", (I32, F32, IDX), (I64,)),
    ("ext_vec", (VEC,), (VEC,)),
    ("ext_sink", (I32,), ()),
    ("ext_pair", (I64,), (I32, F32)),
]

UNREG_NAMES = ["foo.op", "foo.compute", "foo.transform", "bar.kernel",
               "bar.mix", "test.opaque", "test.payload", "mydialect.node",
               "mydialect.apply", "hw.unit", "xla.custom_call", "tpu.frob"]
UNREG_SHAPED_NAMES = ["foo.load", "foo.tile", "foo.pack", "bar.reduce",
                      "test.shaped", "mydialect.view"]
REGION_NAMES = ["foo.loop", "foo.scope", "bar.region", "test.region",
                "mydialect.for", "hw.module_body"]

OVERFLOW = ["#arith.overflow<none>"] * 4 + [
    "#arith.overflow<nsw>", "#arith.overflow<nuw>", "#arith.overflow<nsw, nuw>"]
FASTMATH = ["#arith.fastmath<none>"] * 4 + [
    "#arith.fastmath<fast>", "#arith.fastmath<reassoc,contract>",
    "#arith.fastmath<nnan,ninf>", "#arith.fastmath<contract>"]
INT_BIN_OVF = ["arith.addi", "arith.subi", "arith.muli"]
INT_BIN_PLAIN = ["arith.andi", "arith.ori", "arith.xori", "arith.maxsi",
                 "arith.minui", "arith.divsi", "arith.remui"]
FLT_BIN = ["arith.addf", "arith.subf", "arith.mulf", "arith.divf",
           "arith.maximumf"]
WORDS = ["x", "alpha", "conv2d", "layer.0", "tile", "hello world", "a\\\"b",
         "relu", "NCHW", "key_42", "", "gpu", "weights", "bias", "main"]


def ffmt(v):
    """Format a float the way MLIR prints it (e.g. 1.500000e+00)."""
    return "%.6e" % v


class FuncGen:
    """Generates one function body; values are named %N / %argN."""

    def __init__(self, rng, name, target_ops, func_names):
        self.rng = rng
        self.name = name
        self.target = target_ops
        self.func_names = func_names
        self.next_val = 0
        self.ops = 0          # ops emitted in this function (incl. func.func)
        self.out = []

    # -- values -------------------------------------------------------------
    def fresh(self):
        n = self.next_val
        self.next_val += 1
        return "%" + str(n)

    @staticmethod
    def add(scope, ty, v):
        lst = scope.get(ty)
        if lst is None:
            scope[ty] = [v]
        else:
            lst.append(v)

    def pick(self, scope, ty):
        lst = scope[ty]
        n = len(lst)
        # Mostly recent values (short def-use distances), sometimes any.
        if n > 12 and self.rng.random() < 0.8:
            return lst[n - 1 - int(self.rng.random() * 12)]
        return lst[int(self.rng.random() * n)]

    # -- attributes ---------------------------------------------------------
    def attr_value(self):
        r = self.rng
        k = r.randrange(13)
        if k == 0:
            return "%d : i64" % r.randrange(-100, 1000)
        if k == 1:
            return "%d : i32" % r.randrange(0, 64)
        if k == 2:
            return '"%s"' % r.choice(WORDS)
        if k == 3:
            return r.choice(["true", "false"])
        if k == 4:
            return "%s : f32" % ffmt(r.randrange(-64, 64) / 4.0)
        if k == 5:
            return r.choice([I32, F32, "tensor<4x8xf32>", "memref<?xi64>",
                             "vector<4xf32>", "!foo.custom<\"x\">"])
        if k == 6:
            return "[%s]" % ", ".join(
                "%d : i64" % r.randrange(0, 16) for _ in range(r.randrange(1, 6)))
        if k == 7:
            n = r.choice([2, 4, 8])
            return "dense<[%s]> : tensor<%dxi32>" % (
                ", ".join(str(r.randrange(-9, 99)) for _ in range(n)), n)
        if k == 8:
            return "dense<%s> : tensor<4x8xf32>" % ffmt(r.randrange(0, 8) / 2.0)
        if k == 9:
            return "{depth = %d : i64, mode = \"%s\"}" % (
                r.randrange(0, 8), r.choice(WORDS[:6]))
        if k == 10:
            return "@" + r.choice(self.func_names)
        if k == 11:
            return "array<i64: %s>" % ", ".join(
                str(r.randrange(0, 32)) for _ in range(r.randrange(1, 5)))
        return '["%s", %d : i64]' % (r.choice(WORDS[:6]), r.randrange(0, 8))

    def attr_dict(self, nmin=1, nmax=4):
        r = self.rng
        keys = r.sample(["a", "b", "count", "id", "kind", "layout", "mode",
                         "name", "s", "tag", "unit_flag", "w"],
                        r.randrange(nmin, nmax + 1))
        keys.sort()
        parts = []
        for k in keys:
            if k == "unit_flag":
                parts.append(k)
            else:
                parts.append("%s = %s" % (k, self.attr_value()))
        return "{" + ", ".join(parts) + "}"

    # -- ops ----------------------------------------------------------------
    def emit(self, ind, text):
        self.out.append(ind + text)
        self.ops += 1

    def gen_op(self, scope, ind, depth, budget):
        """Emit one op (a region op may emit several); returns ops emitted."""
        r = self.rng
        k = r.random()
        if (0.84 <= k < 0.87 and (depth >= 2 or budget < 6)) or \
                (0.87 <= k < 0.90 and depth > 0):
            k = r.random() * 0.84          # no region op / call here: redraw
        elif k >= 0.94:
            k = 0.14 + (k - 0.94) * 2.6    # more integer arithmetic
        before = self.ops
        if k < 0.10:                                       # int constant
            ty = r.choice((I32, I32, I64, IDX))
            v = self.fresh()
            self.emit(ind, '%s = "arith.constant"() <{value = %d : %s}> : () -> %s'
                      % (v, r.randrange(-8, 256), ty, ty))
            self.add(scope, ty, v)
        elif k < 0.14:                                     # float constant
            v = self.fresh()
            if r.random() < 0.2:
                self.emit(ind, '%s = "arith.constant"() <{value = dense<%s> : %s}> : () -> %s'
                          % (v, ffmt(r.randrange(0, 16) / 8.0), VEC, VEC))
                self.add(scope, VEC, v)
            else:
                self.emit(ind, '%s = "arith.constant"() <{value = %s : f32}> : () -> f32'
                          % (v, ffmt(r.randrange(-100, 100) / 8.0)))
                self.add(scope, F32, v)
        elif k < 0.30:                                     # int binary
            ty = r.choice((I32, I32, I32, I64, IDX))
            a, b, v = self.pick(scope, ty), self.pick(scope, ty), self.fresh()
            if r.random() < 0.6:
                self.emit(ind, '%s = "%s"(%s, %s) <{overflowFlags = %s}> : (%s, %s) -> %s'
                          % (v, r.choice(INT_BIN_OVF), a, b, r.choice(OVERFLOW), ty, ty, ty))
            else:
                self.emit(ind, '%s = "%s"(%s, %s) : (%s, %s) -> %s'
                          % (v, r.choice(INT_BIN_PLAIN), a, b, ty, ty, ty))
            self.add(scope, ty, v)
        elif k < 0.42:                                     # float binary
            ty = VEC if r.random() < 0.15 else F32
            a, b, v = self.pick(scope, ty), self.pick(scope, ty), self.fresh()
            self.emit(ind, '%s = "%s"(%s, %s) <{fastmath = %s}> : (%s, %s) -> %s'
                      % (v, r.choice(FLT_BIN), a, b, r.choice(FASTMATH), ty, ty, ty))
            self.add(scope, ty, v)
        elif k < 0.47:                                     # cmpi
            ty = r.choice((I32, I64, IDX))
            a, b, v = self.pick(scope, ty), self.pick(scope, ty), self.fresh()
            self.emit(ind, '%s = "arith.cmpi"(%s, %s) <{predicate = %d : i64}> : (%s, %s) -> i1'
                      % (v, a, b, r.randrange(10), ty, ty))
            self.add(scope, I1, v)
        elif k < 0.50:                                     # cmpf
            a, b, v = self.pick(scope, F32), self.pick(scope, F32), self.fresh()
            self.emit(ind, '%s = "arith.cmpf"(%s, %s) <{fastmath = %s, predicate = %d : i64}> : (f32, f32) -> i1'
                      % (v, a, b, r.choice(FASTMATH), r.randrange(16)))
            self.add(scope, I1, v)
        elif k < 0.54:                                     # select
            ty = r.choice((I32, F32, I64))
            c = self.pick(scope, I1)
            a, b, v = self.pick(scope, ty), self.pick(scope, ty), self.fresh()
            self.emit(ind, '%s = "arith.select"(%s, %s, %s) : (i1, %s, %s) -> %s'
                      % (v, c, a, b, ty, ty, ty))
            self.add(scope, ty, v)
        elif k < 0.60:                                     # casts
            src, name, dst = r.choice((
                (I32, "arith.index_cast", IDX), (IDX, "arith.index_cast", I32),
                (I32, "arith.extsi", I64), (I32, "arith.extui", I64),
                (I64, "arith.trunci", I32), (I32, "arith.sitofp", F32),
                (F32, "arith.fptosi", I32), (I64, "arith.uitofp", F32)))
            a, v = self.pick(scope, src), self.fresh()
            self.emit(ind, '%s = "%s"(%s) : (%s) -> %s' % (v, name, a, src, dst))
            self.add(scope, dst, v)
        elif k < 0.76:                                     # unregistered + attrs
            nin = r.randrange(0, 4)
            tys = [r.choice((I32, I32, F32, I64, IDX, I1)) for _ in range(nin)]
            args = [self.pick(scope, t) for t in tys]
            name = r.choice(UNREG_NAMES)
            attrs = self.attr_dict() if r.random() < 0.85 else None
            sfx = (" " + attrs) if attrs else ""
            if r.random() < 0.12:                          # two results
                v = self.fresh()
                rt = (I32, F32)
                self.emit(ind, '%s:2 = "%s"(%s)%s : (%s) -> (%s, %s)'
                          % (v, name, ", ".join(args), sfx, ", ".join(tys), rt[0], rt[1]))
                self.add(scope, I32, v + "#0")
                self.add(scope, F32, v + "#1")
            elif r.random() < 0.1:                         # no result
                self.emit(ind, '"%s"(%s)%s : (%s) -> ()'
                          % (name, ", ".join(args), sfx, ", ".join(tys)))
            else:
                rt = r.choice((I32, I32, F32, I64, IDX))
                v = self.fresh()
                self.emit(ind, '%s = "%s"(%s)%s : (%s) -> %s'
                          % (v, name, ", ".join(args), sfx, ", ".join(tys), rt))
                self.add(scope, rt, v)
        elif k < 0.84:                                     # shaped unregistered
            name = r.choice(UNREG_SHAPED_NAMES)
            which = r.randrange(4)
            if which == 0:                                 # tensor -> tensor
                t = scope["T"]
                a, v = self.pick(scope, t), self.fresh()
                sfx = (" " + self.attr_dict(1, 2)) if r.random() < 0.5 else ""
                self.emit(ind, '%s = "%s"(%s)%s : (%s) -> %s' % (v, name, a, sfx, t, t))
                self.add(scope, t, v)
            elif which == 1:                               # memref[index] -> f32
                m = scope["M"]
                a, i, v = self.pick(scope, m), self.pick(scope, IDX), self.fresh()
                self.emit(ind, '%s = "%s"(%s, %s) : (%s, index) -> f32' % (v, name, a, i, m))
                self.add(scope, F32, v)
            elif which == 2:                               # store, no result
                m = scope["M"]
                a, x = self.pick(scope, m), self.pick(scope, F32)
                self.emit(ind, '"%s"(%s, %s) {nontemporal = false} : (f32, %s) -> ()'
                          % (name, x, a, m))
            else:                                          # vector op
                vt = scope["V"]
                a, v = self.pick(scope, vt), self.fresh()
                self.emit(ind, '%s = "%s"(%s) : (%s) -> %s' % (v, name, a, vt, vt))
                self.add(scope, vt, v)
        elif k < 0.87:                                     # region op
            self.gen_region_op(scope, ind, depth, budget)
        elif k < 0.90:                                     # call
            # (Not inside regions of unregistered ops: MLIR treats those as
            # possibly unknown symbol tables and the callee check fails.)
            name, ins, outs = r.choice(EXTERNALS)
            args = [self.pick(scope, t) for t in ins]
            sig = "(%s) -> %s" % (", ".join(ins),
                                  outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")")
            if not outs:
                self.emit(ind, '"func.call"(%s) <{callee = @%s}> : %s'
                          % (", ".join(args), name, sig))
            elif len(outs) == 1:
                v = self.fresh()
                self.emit(ind, '%s = "func.call"(%s) <{callee = @%s}> : %s'
                          % (v, ", ".join(args), name, sig))
                self.add(scope, outs[0], v)
            else:
                v = self.fresh()
                self.emit(ind, '%s:%d = "func.call"(%s) <{callee = @%s}> : %s'
                          % (v, len(outs), ", ".join(args), name, sig))
                for i, t in enumerate(outs):
                    self.add(scope, t, "%s#%d" % (v, i))
        else:                                              # shifts
            ty = r.choice((I32, I64))
            a, b, v = self.pick(scope, ty), self.pick(scope, ty), self.fresh()
            if r.random() < 0.5:
                self.emit(ind, '%s = "arith.shli"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (%s, %s) -> %s'
                          % (v, a, b, ty, ty, ty))
            else:
                self.emit(ind, '%s = "%s"(%s, %s) : (%s, %s) -> %s'
                          % (v, r.choice(("arith.shrsi", "arith.shrui")), a, b, ty, ty, ty))
            self.add(scope, ty, v)
        return self.ops - before

    def gen_region_op(self, scope, ind, depth, budget):
        r = self.rng
        name = r.choice(REGION_NAMES)
        rt = r.choice((I32, F32))
        operand_t = r.choice((I32, IDX))
        operand = self.pick(scope, operand_t)
        res = self.fresh()
        # Region body sees outer values (unregistered ops are not isolated).
        inner = {k: (list(v) if isinstance(v, list) else v) for k, v in scope.items()}
        barg = self.fresh()
        self.add(inner, operand_t, barg)
        attrs = self.attr_dict(1, 2)
        self.out.append('%s%s = "%s"(%s) ({' % (ind, res, name, operand))
        self.out.append('%s^bb0(%s: %s):' % (ind, barg, operand_t))
        self.ops += 1                                      # the region op itself
        n = r.randrange(3, min(14, budget - 1))
        ind2 = ind + "  "
        done = 0
        while done < n:
            done += self.gen_op(inner, ind2, depth + 1, n - done)
        y = self.pick(inner, rt)
        self.emit(ind2, '"foo.yield"(%s) : (%s) -> ()' % (y, rt))
        self.out.append('%s}) %s : (%s) -> %s' % (ind, attrs, operand_t, rt))
        self.add(scope, rt, res)

    # -- function -----------------------------------------------------------
    def generate(self):
        r = self.rng
        tt, mt, vt = r.choice(TENSOR_TYPES), r.choice(MEMREF_TYPES), r.choice(VECTOR_TYPES)
        in_tys = [I32, I64, F32, IDX, I1, tt, mt, vt, VEC]
        out_tys = [I32, F32, tt]
        scope = {"T": tt, "M": mt, "V": vt}
        args = []
        for i, t in enumerate(in_tys):
            self.add(scope, t, "%%arg%d" % i)
            args.append("%%arg%d: %s" % (i, t))
        attrs = ""
        if r.random() < 0.2:
            attrs = ", sym_visibility = \"private\""
        self.out.append('  "func.func"() <{function_type = (%s) -> (%s), sym_name = "%s"%s}> ({'
                        % (", ".join(in_tys), ", ".join(out_tys), self.name, attrs))
        self.ops += 1
        self.out.append("  ^bb0(%s):" % ", ".join(args))
        ind = "    "
        # Ops left for the four blocks after the func.func op and the 4
        # terminators.
        body = max(8, self.target - 5)
        n_entry = int(body * 0.55)
        n_side = int(body * 0.15)
        n_join = body - n_entry - 2 * n_side

        def fill(sc, n):
            done = 0
            while done < n:
                done += self.gen_op(sc, ind, 0, n - done)

        fill(scope, n_entry)
        cond = self.pick(scope, I1)
        a1, a2 = self.pick(scope, I32), self.pick(scope, I32)
        f1 = self.pick(scope, F32)
        self.emit(ind, '"cf.cond_br"(%s, %s, %s, %s)[^bb1, ^bb2] '
                       '<{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i32, i32) -> ()'
                  % (cond, a1, a2, a1))
        entry_scope = scope
        tensor_out = self.pick(entry_scope, tt)

        def copy(sc):
            return {k: (list(v) if isinstance(v, list) else v) for k, v in sc.items()}

        # ^bb1(i32, i32) and ^bb2(i32): each branches to ^bb3(i32, f32).
        for label, nargs in (("^bb1", 2), ("^bb2", 1)):
            sc = copy(entry_scope)
            bargs = [self.fresh() for _ in range(nargs)]
            for b in bargs:
                self.add(sc, I32, b)
            self.out.append("  %s(%s):" % (label, ", ".join(b + ": i32" for b in bargs)))
            fill(sc, n_side)
            self.emit(ind, '"cf.br"(%s, %s)[^bb3] : (i32, f32) -> ()'
                      % (self.pick(sc, I32), self.pick(sc, F32)))
        sc = copy(entry_scope)
        j1, j2 = self.fresh(), self.fresh()
        self.add(sc, I32, j1)
        self.add(sc, F32, j2)
        self.out.append("  ^bb3(%s: i32, %s: f32):" % (j1, j2))
        fill(sc, n_join)
        self.emit(ind, '"func.return"(%s, %s, %s) : (i32, f32, %s) -> ()'
                  % (self.pick(sc, I32), self.pick(sc, F32), tensor_out, tt))
        self.out.append("  }) : () -> ()")
        return self.out


def generate(ops, seed, ops_per_func, write):
    """Calls write(text) with chunks of the module; returns (ops, funcs)."""
    rng = random.Random(seed)
    total = 1                                              # builtin.module
    chunks = ['"builtin.module"() ({']
    for name, ins, outs in EXTERNALS:
        res = outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")"
        chunks.append('  "func.func"() <{function_type = (%s) -> %s, sym_name = "%s", '
                      'sym_visibility = "private"}> ({\n  }) : () -> ()'
                      % (", ".join(ins), res, name))
        total += 1
    func_names = [e[0] for e in EXTERNALS]
    funcs = 0
    while total < ops - 1 or funcs == 0:
        target = int(ops_per_func * (0.5 + rng.random()))
        target = max(16, min(target, ops - total + 8))
        name = "f%d" % funcs
        g = FuncGen(rng, name, target, func_names)
        chunks.extend(g.generate())
        total += g.ops
        funcs += 1
        if len(func_names) < 64:
            func_names.append(name)
        if len(chunks) > 20000:
            write("\n".join(chunks) + "\n")
            chunks = []
    chunks.append('}) : () -> ()')
    write("\n".join(chunks) + "\n")
    return total, funcs


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ops", type=int, default=1_000_000,
                   help="minimum number of operations (default 1000000)")
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    p.add_argument("--ops-per-func", type=int, default=500,
                   help="mean operations per function (default 500)")
    p.add_argument("-o", "--output", default="-", help="output file (default stdout)")
    a = p.parse_args(argv)
    if a.ops < 1 or a.ops_per_func < 16:
        p.error("--ops must be >= 1 and --ops-per-func >= 16")

    t0 = time.perf_counter()
    # Generate into memory first so the header can carry the exact count.
    parts = []
    total, funcs = generate(a.ops, a.seed, a.ops_per_func, parts.append)
    header = ("// gen_large_module: ops=%d funcs=%d seed=%d ops_per_func=%d version=%d\n"
              % (total, funcs, a.seed, a.ops_per_func, GENERATOR_VERSION))
    if a.output == "-":
        out = sys.stdout
        out.write(header)
        for s in parts:
            out.write(s)
        out.flush()
        nbytes = len(header) + sum(len(s) for s in parts)
    else:
        tmp = a.output + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(header)
            for s in parts:
                f.write(s)
            nbytes = f.tell()
        import os
        os.replace(tmp, a.output)
    print("gen_large_module: %d ops, %d functions, %.1f MB, %.1f s"
          % (total, funcs, nbytes / 1e6, time.perf_counter() - t0), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
