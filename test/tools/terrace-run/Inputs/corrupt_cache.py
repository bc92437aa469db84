#!/usr/bin/python3
"""Damages every compile-cache entry (*.jit) in a folder one way, as a
crash, a full disk or another program could leave it:

  truncate-header   cut inside the header
  truncate-data     cut inside the last constant's bytes
  huge-count        a constant count far beyond what the file holds
  bad-offset        the first constant's offset past the end of the file
  bad-alignment     the first constant's alignment 0

Usage: corrupt_cache.py MODE FOLDER
(The layout is CompileCache.cpp's: a 16-byte magic, then object offset,
object size and constant count, then per constant the symbol's size, the
symbol, offset, size and alignment, all u64 little-endian.)
"""
import glob
import struct
import sys

mode, folder = sys.argv[1], sys.argv[2]
for path in glob.glob(folder + '/*.jit'):
    with open(path, 'rb') as f:
        data = bytearray(f.read())
    first = 16 + 3 * 8  # the first constant's entry
    symbol_size = struct.unpack_from('<Q', data, first)[0]
    fields = first + 8 + symbol_size  # its offset, size, alignment
    if mode == 'truncate-header':
        data = data[:first + 4]
    elif mode == 'truncate-data':
        data = data[:-100]
    elif mode == 'huge-count':
        struct.pack_into('<Q', data, 16 + 16, 1 << 40)
    elif mode == 'bad-offset':
        struct.pack_into('<Q', data, fields, len(data) + 4096)
    elif mode == 'bad-alignment':
        struct.pack_into('<Q', data, fields + 16, 0)
    else:
        sys.exit('unknown mode ' + mode)
    with open(path, 'wb') as f:
        f.write(data)
