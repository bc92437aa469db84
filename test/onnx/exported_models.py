#!/usr/bin/python3
"""Models as exporters write them, against ONNX Runtime: PyTorch's own
exporter writes a ResNet-style CNN, a transformer encoder layer and an
LSTM at opsets 11, 13 and 17 with a dynamic batch
(examples/onnx/export_models.py); each runs, for two batch sizes, in ONNX
Runtime (the onnxruntime-node package, an oracle only) and in Terrace
interpreted as imported, interpreted after onnx-to-linalg and compiled.
Floats agree within rtol 1e-4 and atol 1e-5. The onnx dialect's own shape
inference (terrace-opt --test-onnx-shape-inference, next to terrace-run)
infers every result again from the inputs and constants alone: it must
know at least what ONNX's shape inference knew at import.

    exported_models.py --terrace-run build/bin/terrace-run
        [--ort-dir build/ort] [--jobs N]

Exits 1 on any disagreement, on a model Terrace cannot run, or on a
result Terrace's shape inference knows less of than ONNX's.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np
import onnx

HERE = os.path.dirname(os.path.abspath(__file__))
EXPORTER = os.path.join(HERE, '..', '..', 'examples', 'onnx',
                        'export_models.py')
sys.path.insert(0, HERE)
import ort_differential  # noqa: E402  (ensure_ort, run_terrace, compare)

LEVELS = ('onnx', 'linalg', 'compiled')
SHAPES = re.compile(r'shape inference: (\d+) results, (\d+) as declared, '
                    r'(\d+) more precise, (\d+) less precise')


def check_shapes(bin_dir, model):
    """The shape-inference check's counts for `model`, or its errors."""
    imported = subprocess.run(
        [os.path.join(bin_dir, 'terrace-import-onnx'), model],
        capture_output=True, check=True)
    proc = subprocess.run(
        [os.path.join(bin_dir, 'terrace-opt'), '--test-onnx-shape-inference',
         '-o', os.devnull], input=imported.stdout, capture_output=True)
    err = proc.stderr.decode(errors='replace')
    counts = SHAPES.search(err)
    if proc.returncode != 0 or not counts or int(counts.group(4)):
        return None, err
    return [int(c) for c in counts.groups()], err


def cases_in(folder):
    """One case per model and batch size, as ort_run.js reads them."""
    cases = []
    for model in sorted(os.listdir(folder)):
        path = os.path.join(folder, model)
        for batch in sorted(os.listdir(path)):
            sub = os.path.join(path, batch)
            if not os.path.isdir(sub):
                continue
            data = np.fromfile(os.path.join(sub, 'input_0.bin'),
                               dtype=np.float32)
            shape = list(onnx.load_tensor(os.path.join(sub,
                                                       'input_0.pb')).dims)
            cases.append({'name': f'{model}/{batch}',
                          'model': os.path.join(path, 'model.onnx'),
                          'inputs': [{'name': 'input', 'type': 'float32',
                                      'shape': shape,
                                      'file': os.path.join(sub,
                                                           'input_0.bin')}],
                          'outdir': sub})
            assert data.size == int(np.prod(shape))
    return cases


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--terrace-run', required=True)
    ap.add_argument('--ort-dir', default=os.path.join('build', 'ort'))
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    module = os.path.abspath(ort_differential.ensure_ort(args.ort_dir))
    with tempfile.TemporaryDirectory(prefix='exported-models-') as work:
        subprocess.run([sys.executable, EXPORTER, work], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        cases = cases_in(work)
        with open(os.path.join(work, 'cases.json'), 'w') as f:
            json.dump(cases, f)
        env = dict(os.environ, TERRACE_ORT_MODULE=module)
        subprocess.run(['node', os.path.join(HERE, 'ort_run.js'),
                        os.path.join(work, 'cases.json')], check=True,
                       env=env)
        def check(case):
            # The levels one after another: they share the case's folder.
            outcomes = []
            for level in LEVELS:
                rc, err = ort_differential.run_terrace(args.terrace_run,
                                                       case, level)
                if rc != 0:
                    outcomes.append((level, 'terrace-failed',
                                     err.strip()[:300]))
                else:
                    outcomes.append((level,
                                     *ort_differential.compare(case)))
            return outcomes

        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(check, cases))
        runs = failures = 0
        for case, outcomes in zip(cases, results):
            for level, outcome, detail in outcomes:
                runs += 1
                if outcome != 'agree':
                    failures += 1
                    print(f'{case["name"]} at level {level}: {outcome}: '
                          f'{detail}')
        print(f'exported models: {len(cases) // 2} models, 2 batch sizes, '
              f'{len(LEVELS)} levels: {runs - failures} of {runs} agree '
              f'with ONNX Runtime')
        bin_dir = os.path.dirname(os.path.abspath(args.terrace_run))
        totals = [0, 0, 0, 0]
        for model in sorted({case['model'] for case in cases}):
            counts, err = check_shapes(bin_dir, model)
            if counts is None:
                failures += 1
                print(f'{model}: shape inference knows less than ONNX\'s '
                      f'or contradicts it:\n{err}')
            else:
                totals = [t + c for t, c in zip(totals, counts)]
        print(f'shape inference on the exported models: {totals[0]} results, '
              f'{totals[1]} as ONNX infers, {totals[2]} more precise, '
              f'{totals[3]} less precise')
        return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
