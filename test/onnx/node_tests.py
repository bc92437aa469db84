#!/usr/bin/python3
"""Runs ONNX's backend node tests (Debian's libonnx-testdata) through
Terrace: each model is imported and run by terrace-run on every input set
at one level, and the outputs compared as ONNX's backend runner compares
them (rtol 1e-3, atol 1e-7 for floats; exact for integers and booleans).
The levels: onnx (interpreted as imported), linalg (interpreted after the
onnx-to-linalg pipeline), compiled (lowered to native code and run).

    node_tests.py --terrace-run build/bin/terrace-run [--jobs N]
                  [--level onnx|linalg|compiled]
                  [--expected test/onnx/node_tests_passing.txt]
                  [--write-expected FILE] [--filter SUBSTRING] [-v]

Each test ends as pass, fail (a wrong answer), unsupported (Terrace says
what it cannot do yet: an op without semantics, a type it cannot hold) or
excluded (training and random operators, and four tests whose data
contradicts their model, each named below with why).
Prints the counts; with --expected, exits 1 when a test listed there does
not pass, so a regression breaks the build.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

import numpy as np
import onnx
from onnx import numpy_helper

NODE_TESTS = '/usr/share/libonnx-testdata/data/node'

# Tests left out, with the reason: ONNX Runtime leaves these out too, or
# their outputs depend on a random generator or on training.
EXCLUDED = {
    'test_adagrad': 'training operator (ai.onnx.preview.training)',
    'test_adagrad_multiple': 'training operator (ai.onnx.preview.training)',
    'test_adam': 'training operator (ai.onnx.preview.training)',
    'test_adam_multiple': 'training operator (ai.onnx.preview.training)',
    'test_momentum': 'training operator (ai.onnx.preview.training)',
    'test_momentum_multiple': 'training operator (ai.onnx.preview.training)',
    'test_nesterov_momentum': 'training operator (ai.onnx.preview.training)',
    'test_bernoulli': 'random: outputs depend on the generator',
    'test_bernoulli_double': 'random: outputs depend on the generator',
    'test_bernoulli_seed': 'random: ONNX fixes no generator for the seed',
    'test_bernoulli_double_expanded': 'random: outputs depend on the generator',
    'test_bernoulli_expanded': 'random: outputs depend on the generator',
    'test_bernoulli_seed_expanded': 'random: ONNX fixes no generator for the seed',
    'test_dropout_random_old': 'random: dropout in training mode',
    'test_training_dropout': 'random: dropout in training mode',
    'test_training_dropout_default': 'random: dropout in training mode',
    'test_training_dropout_default_mask': 'random: dropout in training mode',
    'test_training_dropout_mask': 'random: dropout in training mode',
    'test_training_dropout_zero_ratio': 'random: dropout in training mode',
    'test_training_dropout_zero_ratio_mask': 'random: dropout in training mode',
    # Data that contradicts its model: `like` is given with shape [1] where
    # the model declares [3, 4], and bfloat16 inputs come as uint16. Terrace
    # checks inputs against the model's types, as ONNX Runtime does (it
    # fails these four too); Cast to and from bfloat16 passes
    # (test_cast_*BFLOAT16*).
    'test_castlike_BFLOAT16_to_FLOAT': 'data contradicts the model',
    'test_castlike_BFLOAT16_to_FLOAT_expanded': 'data contradicts the model',
    'test_castlike_FLOAT_to_BFLOAT16': 'data contradicts the model',
    'test_castlike_FLOAT_to_BFLOAT16_expanded': 'data contradicts the model',
}

UNSUPPORTED_MARKERS = (
    'cannot be interpreted', 'not supported', 'which terrace-run cannot',
    'does not exist yet', 'unranked tensors are not supported',
    'cannot lower',
)

LEVEL_FLAGS = {
    'onnx': ['--interpret'],
    'linalg': ['--interpret', '--level', 'linalg'],
    # Compiled afresh: a cached object would test an earlier build.
    'compiled': ['--no-cache'],
}


def load_tensor(path):
    tensor = onnx.TensorProto()
    with open(path, 'rb') as f:
        tensor.ParseFromString(f.read())
    if tensor.data_type == onnx.TensorProto.BFLOAT16:
        # As its bits: onnx 1.12's test data holds bfloat16 results as
        # uint16, and numpy has no bfloat16.
        if tensor.raw_data:
            bits = np.frombuffer(tensor.raw_data, dtype=np.uint16)
        else:
            bits = np.array(tensor.int32_data, dtype=np.uint16)
        return bits.reshape(tuple(tensor.dims))
    return numpy_helper.to_array(tensor)


def load_value(path, type_proto):
    """The value a .pb file holds for a graph value of `type_proto`: an
    array, a list (sequence), or ('optional', value-or-None)."""
    kind = type_proto.WhichOneof('value')
    if kind == 'sequence_type':
        seq = onnx.SequenceProto()
        with open(path, 'rb') as f:
            seq.ParseFromString(f.read())
        return [tensor_value(t) for t in seq.tensor_values]
    if kind == 'optional_type':
        opt = onnx.OptionalProto()
        with open(path, 'rb') as f:
            opt.ParseFromString(f.read())
        if opt.HasField('tensor_value'):
            return ('optional', tensor_value(opt.tensor_value))
        if opt.HasField('sequence_value'):
            return ('optional',
                    [tensor_value(t) for t in opt.sequence_value.tensor_values])
        return ('optional', None)
    return load_tensor(path)


def tensor_value(tensor):
    if tensor.data_type == onnx.TensorProto.BFLOAT16:
        bits = (np.frombuffer(tensor.raw_data, dtype=np.uint16)
                if tensor.raw_data else
                np.array(tensor.int32_data, dtype=np.uint16))
        return bits.reshape(tuple(tensor.dims))
    return numpy_helper.to_array(tensor)


def compare_values(expected, actual):
    """None when they agree, else why not (sequences and optionals element
    by element)."""
    if isinstance(expected, tuple):
        if not isinstance(actual, tuple):
            return 'expected an optional'
        if (expected[1] is None) != (actual[1] is None):
            return 'optional presence differs'
        return None if expected[1] is None else compare_values(expected[1],
                                                               actual[1])
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(expected) != len(actual):
            return 'sequence lengths differ'
        for e, a in zip(expected, actual):
            why = compare(e, a)
            if why:
                return why
        return None
    return compare(expected, actual)


def compare(expected, actual):
    """None when they agree as ONNX's runner checks, else why not."""
    if expected.shape != actual.shape:
        return f'shape {actual.shape}, expected {expected.shape}'
    if expected.dtype.kind in 'fc':
        try:
            np.testing.assert_allclose(actual.astype(expected.dtype), expected,
                                       rtol=1e-3, atol=1e-7)
        except AssertionError as e:
            return str(e).strip().splitlines()[-1][:200]
        return None
    if not np.array_equal(actual.astype(expected.dtype), expected):
        return 'integers differ'
    return None


def run_test(name, terrace_run, level):
    """(name, outcome, detail)."""
    if name in EXCLUDED:
        return name, 'excluded', EXCLUDED[name]
    folder = os.path.join(NODE_TESTS, name)
    model = os.path.join(folder, 'model.onnx')
    output_types = [o.type for o in onnx.load(model).graph.output]
    sets = sorted(d for d in os.listdir(folder) if d.startswith('test_data_set'))
    for data_set in sets:
        data = os.path.join(folder, data_set)
        inputs = sorted((f for f in os.listdir(data) if f.startswith('input_')),
                        key=lambda f: int(f[6:-3]))
        outputs = sorted((f for f in os.listdir(data) if f.startswith('output_')),
                         key=lambda f: int(f[7:-3]))
        with tempfile.TemporaryDirectory() as out:
            cmd = [terrace_run, *LEVEL_FLAGS[level], model, '--output-dir',
                   out, '--output-format', 'pb']
            for i in inputs:
                cmd += ['--input', os.path.join(data, i)]
            try:
                proc = subprocess.run(cmd, capture_output=True, text=True,
                                      timeout=120)
            except subprocess.TimeoutExpired:
                return name, 'fail', 'timed out'
            if proc.returncode != 0:
                err = proc.stderr.strip().splitlines()
                first = next((l for l in err if 'error' in l), err[0] if err else '')
                if proc.returncode < 0:
                    return name, 'fail', f'crashed ({proc.returncode})'
                if any(m in proc.stderr for m in UNSUPPORTED_MARKERS):
                    return name, 'unsupported', first[:200]
                return name, 'fail', first[:200]
            for o in outputs:
                got = os.path.join(out, o)
                if not os.path.exists(got):
                    return name, 'fail', f'{o} missing'
                index = int(o[7:-3])
                kind = output_types[index] if index < len(output_types) else \
                    onnx.TypeProto()
                why = compare_values(load_value(os.path.join(data, o), kind),
                                     load_value(got, kind))
                if why:
                    return name, 'fail', f'{data_set}/{o}: {why}'
    return name, 'pass', ''


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--terrace-run', required=True)
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    ap.add_argument('--level', choices=sorted(LEVEL_FLAGS), default='onnx')
    ap.add_argument('--expected')
    ap.add_argument('--write-expected')
    ap.add_argument('--filter', default='')
    ap.add_argument('-v', '--verbose', action='store_true')
    args = ap.parse_args()
    names = sorted(n for n in os.listdir(NODE_TESTS)
                   if args.filter in n and
                   os.path.exists(os.path.join(NODE_TESTS, n, 'model.onnx')))
    results = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, outcome, detail in pool.map(
                lambda n: run_test(n, args.terrace_run, args.level), names):
            results[name] = (outcome, detail)
            if args.verbose or outcome == 'fail':
                print(f'{outcome:12} {name}  {detail}')
    counts = {k: sum(1 for o, _ in results.values() if o == k)
              for k in ('pass', 'fail', 'unsupported', 'excluded')}
    print(f"node tests at level {args.level}: {len(results)}; pass {counts['pass']}, "
          f"fail {counts['fail']}, unsupported {counts['unsupported']}, "
          f"excluded {counts['excluded']}")
    if args.write_expected:
        with open(args.write_expected, 'w') as f:
            f.write(f'# ONNX node tests that pass through terrace-import-onnx '
                    f'and terrace-run at level {args.level}\n# '
                    f'(test/onnx/node_tests.py; a listed test that stops '
                    f'passing fails ctest).\n')
            for name in sorted(n for n, (o, _) in results.items() if o == 'pass'):
                f.write(name + '\n')
    status = 0
    if args.expected:
        with open(args.expected) as f:
            expected = [l.strip() for l in f
                        if l.strip() and not l.startswith('#')]
        regressed = [n for n in expected
                     if n in results and results[n][0] != 'pass']
        for n in regressed:
            print(f'REGRESSION {n}: {results[n][0]} {results[n][1]}')
        status = 1 if regressed else 0
    return status


if __name__ == '__main__':
    sys.exit(main())
