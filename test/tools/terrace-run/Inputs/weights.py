#!/usr/bin/python3
"""Writes a module with constants large enough that native code keeps them
as bytes (4 KiB and more: out of the object for the JIT, one flat array in
an ahead-of-time object) beside a small one that stays an LLVM constant:

  @weights: 2048 x i32, w[i] = (i * 7919) % 1000 - 500, a dense_resource;
  @halves:  1024 x f32, h[i] = i / 2, an inline dense<"0x...">;
  @small:   [1, 2, 3, 4].

@main (or the name given) returns the sum of @weights, w[1234] + small[3]
and the sum of @halves. Usage: weights.py OUT.mlir [FUNCTION]
"""
import struct
import sys

weights = [(i * 7919) % 1000 - 500 for i in range(2048)]
halves = [i / 2 for i in range(1024)]
blob = struct.pack('<I', 64) + struct.pack('<2048i', *weights)
half_hex = struct.pack('<1024f', *halves).hex().upper()

name = sys.argv[2] if len(sys.argv) > 2 else 'main'
MODULE = f"""\
memref.global "private" constant @weights : memref<2048xi32> = dense_resource<weights> {{alignment = 64 : i64}}
memref.global "private" constant @halves : memref<1024xf32> = dense<"0x{half_hex}">
memref.global "private" constant @small : memref<4xi32> = dense<[1, 2, 3, 4]>

func.func @{name}() -> (i32, i32, f32) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c1234 = arith.constant 1234 : index
  %c1024 = arith.constant 1024 : index
  %c2048 = arith.constant 2048 : index
  %w = memref.get_global @weights : memref<2048xi32>
  %h = memref.get_global @halves : memref<1024xf32>
  %s = memref.get_global @small : memref<4xi32>
  %zero = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %c2048 step %c1 iter_args(%acc = %zero) -> (i32) {{
    %x = memref.load %w[%i] : memref<2048xi32>
    %next = arith.addi %acc, %x : i32
    scf.yield %next : i32
  }}
  %one = memref.load %w[%c1234] : memref<2048xi32>
  %four = memref.load %s[%c3] : memref<4xi32>
  %picked = arith.addi %one, %four : i32
  %fzero = arith.constant 0.0 : f32
  %fsum = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %fzero) -> (f32) {{
    %x = memref.load %h[%i] : memref<1024xf32>
    %next = arith.addf %acc, %x : f32
    scf.yield %next : f32
  }}
  return %sum, %picked, %fsum : i32, i32, f32
}}

{{-#
  dialect_resources: {{
    builtin: {{
      weights: "0x{blob.hex().upper()}"
    }}
  }}
#-}}
"""

with open(sys.argv[1], 'w') as f:
    f.write(MODULE)
