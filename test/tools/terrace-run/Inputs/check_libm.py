#!/usr/bin/python3
"""Checks terrace-run's --interpreter-libm on a program returning tanh, exp
and sin of an f32 vector (interpreter-libm.mlir): by default each value is
the double result rounded once to f32; with `system`, each is what the C
library's tanhf, expf and sinf give (called here through ctypes), bit for
bit. The inputs include 0.14526996, where glibc's tanhf is an ulp off the
correctly rounded value, so the two modes differ there.

    check_libm.py TERRACE_RUN PROGRAM WORKDIR
"""
import ctypes
import math
import os
import subprocess
import sys

import numpy as np

terrace_run, program, work = sys.argv[1:4]
x = np.array([0.14526996, -0.28299433, -1.6364284, 3.0, 1e-3],
             np.float32)
np.save(os.path.join(work, 'x.npy'), x)
libm = ctypes.CDLL('libm.so.6')
reference = {}
for name in ('tanhf', 'expf', 'sinf'):
    fn = getattr(libm, name)
    fn.restype, fn.argtypes = ctypes.c_float, [ctypes.c_float]
    reference[name] = fn
exact = [np.array([getattr(math, f)(float(v)) for v in x], np.float32)
         for f in ('tanh', 'exp', 'sin')]
system = [np.array([reference[f](float(v)) for v in x], np.float32)
          for f in ('tanhf', 'expf', 'sinf')]
status = 0
for mode, want in (('correctly-rounded', exact), ('system', system)):
    out = os.path.join(work, mode)
    subprocess.run([terrace_run, program, '--interpret', '--input',
                    os.path.join(work, 'x.npy'), '--interpreter-libm=' + mode,
                    '--output-dir', out], check=True, capture_output=True)
    for i, expected in enumerate(want):
        got = np.load(os.path.join(out, f'output_{i}.npy'))
        if not np.array_equal(got.view(np.uint32), expected.view(np.uint32)):
            print(f'{mode}: output {i} is {got.tolist()}, expected '
                  f'{expected.tolist()}')
            status = 1
print('modes differ at tanh(0.14526996):',
      exact[0][0] != system[0][0])
sys.exit(status)
