"""Prints output_0.npy ... output_<n-1>.npy of a folder as NumPy prints them."""
import os
import sys

import numpy as np

folder, count = sys.argv[1], int(sys.argv[2])
for i in range(count):
    print(np.load(os.path.join(folder, "output_%d.npy" % i)))
