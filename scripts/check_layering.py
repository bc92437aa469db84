#!/usr/bin/env python3
"""Checks that every Terrace library uses only the libraries it declares.

Each library's CMakeLists.txt names what it links (terrace_add_library's
LINK). Static libraries link whatever the final executable brings, so a
dialect that calls into a library it does not declare would build anyway;
this script finds that: every symbol a library needs that some other
Terrace library defines must come from its declared dependencies, directly
or through theirs.

Usage: check_layering.py BUILD/library-layers.txt
"""
import subprocess
import sys


# Uses across layers that are known and meant, with the reason.
KNOWN = {
    # An error reported at an op carries MLIR's "see current operation"
    # note: the op printed by the printer, which lives with the parser.
    ("TerraceIR", "TerraceText"),
}


def symbols(path):
    """The symbols the archive at `path` defines and those it needs
    (mangled names: they hold no spaces)."""
    out = subprocess.run(["nm", "--format=posix", path],
                         capture_output=True, text=True, check=True).stdout
    defined, undefined = set(), set()
    for line in out.splitlines():
        fields = line.split()
        if len(fields) < 2 or fields[0].endswith(":"):
            continue
        name, kind = fields[0], fields[1]
        if kind == "U":
            undefined.add(name)
        elif kind in "TDBR":  # global code and data
            defined.add(name)
    return defined, undefined


def demangle(symbol):
    return subprocess.run(["c++filt", symbol], capture_output=True,
                          text=True).stdout.strip() or symbol


def main():
    layers = {}
    for line in open(sys.argv[1]):
        line = line.strip()
        if not line:
            continue
        name, path, links = line.split("=", 2)
        layers[name] = (path, [l for l in links.split(",") if l])
    defined_by = {}
    needs = {}
    for name, (path, _) in layers.items():
        defined, undefined = symbols(path) if path else (set(), set())
        needs[name] = undefined
        for symbol in defined:
            defined_by.setdefault(symbol, set()).add(name)

    def closure(name, seen=None):
        seen = set() if seen is None else seen
        for dep in layers.get(name, ("", []))[1]:
            if dep in layers and dep not in seen:
                seen.add(dep)
                closure(dep, seen)
        return seen

    problems = 0
    for name in sorted(layers):
        allowed = closure(name) | {name}
        for symbol in sorted(needs[name]):
            owners = defined_by.get(symbol)
            if owners and not owners & allowed and not any(
                    (name, owner) in KNOWN for owner in owners):
                print(f"{name} uses {demangle(symbol)}, defined in "
                      f"{', '.join(sorted(owners))}, which it does not link")
                problems += 1
    print(f"{len(layers)} libraries checked, {problems} undeclared uses")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
