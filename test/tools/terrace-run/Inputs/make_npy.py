"""Writes the .npy files the terrace-run tests read: bf16 and f8E4M3FN data
as NumPy saves the ml_dtypes package's arrays (void dtypes V2 and V1 of the
values' bits), and a header whose shape overflows."""
import os
import struct
import sys

import numpy as np

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
# bf16: the high half of each float32 (1.5, -2.0, 0.1015625 are exact).
bits = [struct.unpack("<I", struct.pack("<f", v))[0] >> 16 for v in (1.5, -2.0, 0.1015625)]
np.save(os.path.join(out, "bf16.npy"), np.array(bits, dtype=np.uint16).view("V2"))
# f8E4M3FN: 1.0 is 0x38, -0.5 is 0xB0, 448 (the largest) is 0x7E.
np.save(os.path.join(out, "f8.npy"), np.array([0x38, 0xB0, 0x7E], dtype=np.uint8).view("V1"))
# A shape whose byte size overflows 64 bits.
header = "{'descr': '<f4', 'fortran_order': False, 'shape': (1099511627776, 1099511627776), }"
header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
with open(os.path.join(out, "huge.npy"), "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + b"\0" * 16)
