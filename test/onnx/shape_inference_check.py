#!/usr/bin/python3
"""Checks the onnx dialect's shape inference against ONNX's own.

Every model of ONNX's backend node tests (Debian's libonnx-testdata) is
imported (its types are those ONNX's shape inference gave, with data
propagation) and run through `terrace-opt --test-onnx-shape-inference`,
which forgets every result type, infers them again from the graph's
inputs and constants alone, and compares. A result whose inferred type
contradicts ONNX's is an error and fails this check; results inferred
less precisely than ONNX's are counted (and listed with --verbose), as
are those inferred more precisely.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

NODE_TESTS = '/usr/share/libonnx-testdata/data/node'
SUMMARY = re.compile(r'shape inference: (\d+) results, (\d+) as declared, '
                     r'(\d+) more precise, (\d+) less precise')


def check(args, name):
    model = os.path.join(NODE_TESTS, name, 'model.onnx')
    imported = subprocess.run([args.import_onnx, model], capture_output=True,
                              timeout=120)
    if imported.returncode != 0:
        return name, 'not imported', None, ''
    proc = subprocess.run(
        [args.terrace_opt, '--test-onnx-shape-inference', '-o', os.devnull],
        input=imported.stdout, capture_output=True, timeout=120)
    err = proc.stderr.decode(errors='replace')
    counts = SUMMARY.search(err)
    if proc.returncode != 0 or not counts:
        return name, 'contradicts', None, err
    return name, 'ok', [int(c) for c in counts.groups()], err


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--import-onnx', required=True)
    parser.add_argument('--terrace-opt', required=True)
    parser.add_argument('--jobs', type=int, default=2)
    parser.add_argument('--verbose', action='store_true')
    args = parser.parse_args()
    names = sorted(os.listdir(NODE_TESTS))
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        outcomes = list(pool.map(lambda n: check(args, n), names))
    totals = [0, 0, 0, 0]
    failed = []
    skipped = 0
    for name, status, counts, err in outcomes:
        if status == 'not imported':
            skipped += 1
        elif status == 'contradicts':
            failed.append(name)
            print(f'{name}: contradicts ONNX\'s shape inference\n{err}')
        else:
            totals = [t + c for t, c in zip(totals, counts)]
            if args.verbose and counts[3]:
                print(f'{name}: {counts[3]} less precise\n{err}')
    print(f'shape inference on {len(names) - skipped} node-test models '
          f'({skipped} not imported): {totals[0]} results, {totals[1]} as '
          f'ONNX infers, {totals[2]} more precise, {totals[3]} less precise; '
          f'{len(failed)} models contradict')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
