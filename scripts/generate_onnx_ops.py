#!/usr/bin/python3
"""Writes the onnx dialect's op table from ONNX's own operator schemas.

One op per operator of ONNX's default domain, at the newest version up to
opset 17 (what Debian's onnx 1.12 defines; deprecated operators are left to
the importer, which rewrites them to their successors). Each op gets its
inputs and outputs (single, optional or variadic), type constraints as data
(the element types allowed, and a type variable where a constraint such as
`T` is shared), attributes with their ONNX types and defaults, and a region
per graph attribute (If's branches, Loop's and Scan's bodies).

    /usr/bin/python3 scripts/generate_onnx_ops.py src/dialects/onnx
    /usr/bin/python3 scripts/generate_onnx_ops.py --check src/dialects/onnx

writes (or, with --check, compares against) ONNXOps.gen.h, the op types that
C++ code names (so a lowering that names onnx::ConvOp's "kernel_shape" is
checked when it compiles), and ONNXOpTable.gen.cpp, the dialect's rows.
"""
import argparse
import os
import struct
import sys

from onnx import defs

MAX_OPSET = 17

# ONNX element type -> (rule initializer, short code for names, MLIR words).
ELEMENT_TYPES = {
    'float16': ('{TypeKind::F16}', 'f16'),
    'float': ('{TypeKind::F32}', 'f32'),
    'double': ('{TypeKind::F64}', 'f64'),
    'bfloat16': ('{TypeKind::BF16}', 'bf16'),
    'bool': ('{TypeKind::Integer, 1}', 'i1'),
    'int8': ('{TypeKind::Integer, 8}', 'i8'),
    'int16': ('{TypeKind::Integer, 16}', 'i16'),
    'int32': ('{TypeKind::Integer, 32}', 'i32'),
    'int64': ('{TypeKind::Integer, 64}', 'i64'),
    'uint8': ('{TypeKind::Integer, 8, ElementTypeRule::Unsigned}', 'ui8'),
    'uint16': ('{TypeKind::Integer, 16, ElementTypeRule::Unsigned}', 'ui16'),
    'uint32': ('{TypeKind::Integer, 32, ElementTypeRule::Unsigned}', 'ui32'),
    'uint64': ('{TypeKind::Integer, 64, ElementTypeRule::Unsigned}', 'ui64'),
    'complex64': ('{TypeKind::Complex, 32}', 'c64'),
    'complex128': ('{TypeKind::Complex, 64}', 'c128'),
    'string': ('{TypeKind::Dialect, 0, ElementTypeRule::Signless, '
               'typeOrAttrID<StringType>}', 'str'),
}
# Their order in every list: ONNX's data types in its proto's order.
ELEMENT_ORDER = ['float', 'uint8', 'int8', 'uint16', 'int16', 'int32', 'int64',
                 'string', 'bool', 'float16', 'double', 'uint32', 'uint64',
                 'complex64', 'complex128', 'bfloat16']

# Where each kind of ONNX value lives: tensor(x), seq(tensor(x)),
# optional(tensor(x)), optional(seq(tensor(x))).
CONTAINERS = ['tensor', 'seq', 'opt', 'optseq']

ATTR_CONSTRAINTS = {
    defs.OpSchema.AttrType.INT: 'SI64Property',
    defs.OpSchema.AttrType.FLOAT: 'F32Property',
    defs.OpSchema.AttrType.STRING: 'StrProperty',
    defs.OpSchema.AttrType.INTS: 'I64ArrayProperty',
    defs.OpSchema.AttrType.FLOATS: 'F32ArrayProperty',
    defs.OpSchema.AttrType.STRINGS: 'StrArrayProperty',
    defs.OpSchema.AttrType.TENSOR: 'TensorProperty',
    defs.OpSchema.AttrType.SPARSE_TENSOR: 'SparseTensorProperty',
    defs.OpSchema.AttrType.TYPE_PROTO: 'TypeProperty',
}

# Operators whose result depends on a random generator: not Pure, so that
# CSE never merges two of them.
RANDOM = {'Bernoulli', 'Multinomial', 'RandomNormal', 'RandomNormalLike',
          'RandomUniform', 'RandomUniformLike'}
# Binary operators that commute (and broadcast both ways).
COMMUTATIVE = {'Add', 'Mul', 'And', 'Or', 'Xor', 'Equal', 'BitwiseAnd',
               'BitwiseOr', 'BitwiseXor'}


def parse_type_str(s):
    """('tensor'|'seq'|'opt'|'optseq', element) of an ONNX type string."""
    container = 'tensor'
    if s.startswith('optional(') and s.endswith(')'):
        s = s[len('optional('):-1]
        container = 'opt'
    if s.startswith('seq(') and s.endswith(')'):
        s = s[len('seq('):-1]
        container = 'optseq' if container == 'opt' else 'seq'
    if not (s.startswith('tensor(') and s.endswith(')')):
        raise SystemExit(f'unexpected ONNX type string {s!r}')
    return container, s[len('tensor('):-1]


class Constraints:
    """Distinct allowed-type sets, each one TypeConstraint in the table."""

    def __init__(self):
        self.sets = {}  # key -> name

    def name_for(self, type_strs):
        by_container = {c: set() for c in CONTAINERS}
        for t in type_strs:
            container, element = parse_type_str(t)
            if element not in ELEMENT_TYPES:
                raise SystemExit(f'unknown ONNX element type {element!r}')
            by_container[container].add(element)
        key = tuple(tuple(e for e in ELEMENT_ORDER if e in by_container[c])
                    for c in CONTAINERS)
        if key not in self.sets:
            parts = []
            for container, elements in zip(CONTAINERS, key):
                if not elements:
                    continue
                codes = [ELEMENT_TYPES[e][1] for e in elements]
                if len(elements) == len(ELEMENT_ORDER):
                    codes = ['any']
                parts.append(container.capitalize() + 'Of_' + '_'.join(codes))
            name = '_'.join(parts)
            if len(name) > 40:
                # Long lists are numbered; their summary (in the table) and
                # the header's comment say what they hold.
                name = f'TypeSet{len(self.sets)}'
            self.sets[key] = name
        return self.sets[key]


# MLIR's words for each element type, as the core's TensorOf summaries.
WORDS = {
    'float16': '16-bit float', 'float': '32-bit float', 'double': '64-bit float',
    'bfloat16': 'bfloat16 type', 'bool': '1-bit signless integer',
    'string': 'onnx.String type',
    'complex64': 'complex type with 32-bit float elements',
    'complex128': 'complex type with 64-bit float elements',
}
for bits in (8, 16, 32, 64):
    WORDS[f'int{bits}'] = f'{bits}-bit signless integer'
    WORDS[f'uint{bits}'] = f'{bits}-bit unsigned integer'


def describe(key):
    """The verifier's words for a type set ("tensor of 32-bit float values
    or sequence of tensor of ... values")."""
    prefix = {'tensor': 'tensor of ', 'seq': 'sequence of tensor of ',
              'opt': 'optional of tensor of ',
              'optseq': 'optional of sequence of tensor of '}
    parts = []
    for container, elements in zip(CONTAINERS, key):
        if elements:
            parts.append(prefix[container] +
                         ' or '.join(WORDS[e] for e in elements) + ' values')
    return ', or '.join(parts)


def describe_short(key):
    """ONNX's spelling of a type set, shorter than the verifier's."""
    spell = {'tensor': 'tensor({})', 'seq': 'seq(tensor({}))',
             'opt': 'optional(tensor({}))', 'optseq': 'optional(seq(tensor({})))'}
    parts = []
    for container, elements in zip(CONTAINERS, key):
        if elements:
            inner = ('any' if len(elements) == len(ELEMENT_ORDER)
                     else '|'.join(elements))
            parts.append(spell[container].format(inner))
    return ', '.join(parts)


def cpp_string(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def f32_literal(value):
    """The C++ literal of `value` rounded to float, exactly."""
    (as_float,) = struct.unpack('<f', struct.pack('<f', value))
    if as_float != as_float:
        return 'std::numeric_limits<float>::quiet_NaN()'
    if as_float in (float('inf'), float('-inf')):
        sign = '-' if as_float < 0 else ''
        return sign + 'std::numeric_limits<float>::infinity()'
    return repr(as_float) + 'f' if '.' in repr(as_float) or 'e' in repr(
        as_float) else repr(as_float) + '.0f'


def default_lambda(attr):
    """A C++ lambda making the attribute's default, or None when it has
    none."""
    value = attr.default_value
    if value is None or not value.name:
        return None
    t = defs.OpSchema.AttrType
    if attr.type == t.INT:
        body = f'si64Attr(ctx, {value.i})'
    elif attr.type == t.FLOAT:
        body = f'f32Attr(ctx, {f32_literal(value.f)})'
    elif attr.type == t.STRING:
        body = f'strAttr(ctx, {cpp_string(value.s.decode())})'
    elif attr.type == t.INTS:
        body = 'i64ArrayAttr(ctx, {' + ', '.join(
            str(i) for i in value.ints) + '})'
    elif attr.type == t.FLOATS:
        body = 'f32ArrayAttr(ctx, {' + ', '.join(
            f32_literal(f) for f in value.floats) + '})'
    elif attr.type == t.STRINGS:
        body = 'strArrayAttr(ctx, {' + ', '.join(
            cpp_string(s.decode()) for s in value.strings) + '})'
    else:
        raise SystemExit(f'no default of kind {attr.type} for {attr.name}')
    return f'[](Context &ctx) -> Attribute {{ return {body}; }}'


def latest_schemas():
    latest = {}
    for s in defs.get_all_schemas_with_history():
        if s.domain != '' or s.since_version > MAX_OPSET:
            continue
        if s.name not in latest or latest[s.name].since_version < s.since_version:
            latest[s.name] = s
    return [latest[n] for n in sorted(latest) if not latest[n].deprecated]


ARITY = {
    defs.OpSchema.FormalParameterOption.Single: 'Arity::Single',
    defs.OpSchema.FormalParameterOption.Optional: 'Arity::Optional',
    defs.OpSchema.FormalParameterOption.Variadic: 'Arity::Variadic',
}


def value_specs(schema, params, constraints, type_params):
    rows = []
    for p in params:
        if p.typeStr in type_params:
            allowed = type_params[p.typeStr]
            name = constraints.name_for(allowed)
            # A shared variable ties element types of tensors only (a
            # heterogeneous variadic group, Loop's carried values, does not
            # share one).
            only_tensors = all(parse_type_str(t)[0] == 'tensor' for t in allowed)
            variable = p.typeStr if only_tensors and p.isHomogeneous else None
        else:
            name = constraints.name_for([p.typeStr])
            variable = None
        fields = [cpp_string(p.name), f'&{name}', ARITY[p.option]]
        if variable:
            fields += ['{}', cpp_string(variable)]
        rows.append('{' + ', '.join(fields) + '}')
    return rows


def generate():
    schemas = latest_schemas()
    constraints = Constraints()
    ops = []
    for s in schemas:
        type_params = {tc.type_param_str: list(tc.allowed_type_strs)
                       for tc in s.type_constraints}
        operands = value_specs(s, s.inputs, constraints, type_params)
        results = value_specs(s, s.outputs, constraints, type_params)
        properties, regions = [], []
        # Properties by name; regions as onnx-mlir orders them (If's
        # then_branch before its else_branch; the others have one).
        graphs = sorted((a.name for a in s.attributes.values()
                         if a.type == defs.OpSchema.AttrType.GRAPH),
                        key=lambda n: (n != 'then_branch', n))
        for name in graphs:
            regions.append(f'{{{cpp_string(name)}, RegionBlocks::One}}')
        for attr in sorted(s.attributes.values(), key=lambda a: a.name):
            if attr.type == defs.OpSchema.AttrType.GRAPH:
                continue
            if attr.type not in ATTR_CONSTRAINTS:
                raise SystemExit(f'{s.name}.{attr.name}: attribute kind '
                                 f'{attr.type} has no constraint')
            default = default_lambda(attr)
            fields = [cpp_string(attr.name), f'&{ATTR_CONSTRAINTS[attr.type]}']
            if default:
                fields += [default, 'true']
            elif not attr.required:
                fields += ['nullptr', 'true']
            properties.append('{' + ', '.join(fields) + '}')
        traits = [] if s.name in RANDOM else ['Pure']
        if s.name in COMMUTATIVE:
            traits.append('Commutative')
        if s.name == 'Constant':
            # Folds to its `value`: what folders see as a constant operand.
            traits.append('ConstantLike')
        ops.append(dict(name=s.name, version=s.since_version,
                        operands=operands, results=results,
                        properties=properties, regions=regions,
                        traits=traits))
    return ops, constraints


HEADER = '''\
//===- {file} - generated by scripts/generate_onnx_ops.py ----===//
//
// Do not edit: {what}, from ONNX's operator schemas
// (default domain, newest version up to opset {opset}).
//
//===----------------------------------------------------------------------===//
// clang-format off
'''


def write_header(ops, constraints):
    out = [HEADER.format(file='ONNXOps.gen.h',
                         what='the op types of the onnx dialect',
                         opset=MAX_OPSET)]
    out.append('#pragma once\n')
    out.append('#include "dialects/onnx/ONNXConstraints.h"\n')
    out.append('namespace terrace::ONNX {\n')
    out.append('// Each distinct set of types an input or output allows.')
    for key, name in sorted(constraints.sets.items(), key=lambda kv: kv[1]):
        if name.startswith('TypeSet'):
            out.append(f'/// {describe_short(key)}')
        out.append(f'extern const TypeConstraint {name};')
    out.append('')
    for op in ops:
        out.append(f'/// onnx.{op["name"]}, version {op["version"]}.')
        out.append(f'struct {op["name"]}Op : Op<{op["name"]}Op> {{')
        out.append(f'  static constexpr llvm::StringLiteral name = '
                   f'"onnx.{op["name"]}";')
        out.append(f'  static constexpr int kSinceVersion = {op["version"]};')
        for member, rows, kind in (('kOperands', op['operands'], 'ValueSpec'),
                                   ('kResults', op['results'], 'ValueSpec'),
                                   ('kProperties', op['properties'],
                                    'AttrSpec'),
                                   ('kRegions', op['regions'], 'RegionSpec')):
            if not rows:
                continue
            out.append(f'  static constexpr {kind} {member}[] = {{')
            for row in rows:
                out.append(f'      {row},')
            out.append('  };')
        out.append('};\n')
    out.append('} // namespace terrace::ONNX')
    return '\n'.join(out) + '\n'


def write_table(ops, constraints):
    out = [HEADER.format(file='ONNXOpTable.gen.cpp',
                         what='the rows of the onnx dialect', opset=MAX_OPSET)]
    out.append('#include "dialects/onnx/ONNXOpHooks.h"')
    out.append('#include "dialects/onnx/ONNXOps.h"\n')
    out.append('using namespace terrace;')
    out.append('using namespace terrace::ONNX;\n')
    for key, name in sorted(constraints.sets.items(), key=lambda kv: kv[1]):
        lists = []
        for container, elements in zip(CONTAINERS, key):
            rules = ', '.join(ELEMENT_TYPES[e][0] for e in elements)
            var = f'k{name}_{container}'
            if elements:
                out.append(f'static constexpr ElementTypeRule {var}[] = '
                           f'{{{rules}}};')
                lists.append(var)
            else:
                lists.append('{}')
        tensor_only = all(not elements for elements in key[1:])
        if tensor_only and 'string' not in key[0]:
            out.append(f'const TypeConstraint ONNX::{name} = '
                       f'{{.elementTypes = {lists[0]}}};')
        else:
            out.append(f'static constexpr ONNXTypeSet k{name}_set = '
                       f'{{{", ".join(lists)}}};')
            out.append(f'const TypeConstraint ONNX::{name} = {{'
                       f'.summary = {cpp_string(describe(key))}, '
                       f'.accepts = acceptsTypeSet<k{name}_set>}};')
    out.append('')
    out.append('static const OpDefinition kGeneratedOps[] = {')
    for op in ops:
        traits = ' | '.join(op['traits']) or '0'
        out.append(f'    withHooks<{op["name"]}Op>(defineOp<{op["name"]}Op>('
                   f'{{.traits = {traits}}})),')
    out.append('};\n')
    out.append('llvm::ArrayRef<OpDefinition> ONNX::getGeneratedOps() '
               '{ return kGeneratedOps; }')
    return '\n'.join(out) + '\n'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('dir', help='src/dialects/onnx')
    parser.add_argument('--check', action='store_true',
                        help='fail when the files differ from the schemas')
    args = parser.parse_args()
    ops, constraints = generate()
    files = {'ONNXOps.gen.h': write_header(ops, constraints),
             'ONNXOpTable.gen.cpp': write_table(ops, constraints)}
    stale = []
    for name, text in files.items():
        path = os.path.join(args.dir, name)
        if args.check:
            try:
                with open(path) as f:
                    if f.read() != text:
                        stale.append(name)
            except FileNotFoundError:
                stale.append(name)
        else:
            with open(path, 'w') as f:
                f.write(text)
    if stale:
        print('stale (run scripts/generate_onnx_ops.py src/dialects/onnx): ' +
              ', '.join(stale))
        return 1
    print(f'{len(ops)} ops, {len(constraints.sets)} type constraints')
    return 0


if __name__ == '__main__':
    sys.exit(main())
