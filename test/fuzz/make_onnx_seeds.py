#!/usr/bin/python3
"""Writes the ONNX importer fuzzer's seed corpus: every model the tests use,
the ones test/frontends/onnx/Inputs/make_models.py writes and ONNX's
backend node tests (libonnx-testdata), one file each.

  make_onnx_seeds.py TEST_DIR OUT_DIR
"""
import os
import shutil
import subprocess
import sys

NODE_TESTS = '/usr/share/libonnx-testdata/data/node'


def main():
    test_dir, out_dir = sys.argv[1], sys.argv[2]
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    models_dir = os.path.join(out_dir, 'made')
    subprocess.run([sys.executable,
                    os.path.join(test_dir, 'frontends', 'onnx', 'Inputs',
                                 'make_models.py'), models_dir], check=True)
    count = 0
    for name in sorted(os.listdir(models_dir)):
        if name.endswith('.onnx'):
            os.rename(os.path.join(models_dir, name),
                      os.path.join(out_dir, 'made_' + name))
            count += 1
    shutil.rmtree(models_dir)
    for name in sorted(os.listdir(NODE_TESTS)):
        model = os.path.join(NODE_TESTS, name, 'model.onnx')
        if os.path.exists(model):
            shutil.copy(model, os.path.join(out_dir, name + '.onnx'))
            count += 1
    print(f'{count} seed models in {out_dir}')


if __name__ == '__main__':
    main()
