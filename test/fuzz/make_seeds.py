#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpus: every .mlir file under test/, cut
into its `// -----` chunks (each chunk is one input, as terrace-opt
--split-input-file sees it), one file per chunk named after its source.

Chunks longer than --max-len are kept whole but libFuzzer reads only their
first max_len bytes; the script reports how many there are.

  make_seeds.py TEST_DIR OUT_DIR [--max-len N]
"""
import argparse
import hashlib
import os
import re
import sys

SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("test_dir")
    ap.add_argument("out_dir")
    ap.add_argument("--max-len", type=int, default=16384)
    args = ap.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    for old in os.listdir(args.out_dir):
        os.remove(os.path.join(args.out_dir, old))
    files = chunks = long_chunks = 0
    for root, _, names in sorted(os.walk(args.test_dir)):
        for name in sorted(names):
            if not name.endswith(".mlir"):
                continue
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                text = f.read().decode("utf-8", errors="replace")
            files += 1
            rel = os.path.relpath(path, args.test_dir).replace(os.sep, "_")
            for i, chunk in enumerate(SPLIT.split(text)):
                data = chunk.encode()
                if not data.strip():
                    continue
                chunks += 1
                long_chunks += len(data) > args.max_len
                digest = hashlib.sha1(data).hexdigest()[:8]
                out = os.path.join(args.out_dir, f"{rel}.{i}.{digest}")
                with open(out, "wb") as f:
                    f.write(data)
    if files == 0:
        sys.exit(f"make_seeds: no .mlir files under {args.test_dir}")
    print(f"make_seeds: {chunks} seeds from {files} files "
          f"({long_chunks} longer than {args.max_len} bytes)")


if __name__ == "__main__":
    main()
