#!/usr/bin/env python3
"""Fails when a public symbol of a documented module has no `///` comment.

    python3 scripts/check-symbol-docs.py .build/site/symbol-graphs

Reads every `<Module>/*.symbols.json` under the directory (one folder per module, as
scripts/build-site.sh lays them out). Members a type inherits from another module's protocol
extensions (a collection's `filter`, say) and property-wrapper projections (`$current`) are not
this package's to document, and are skipped; so are extension blocks, whose members are checked.
"""

import glob
import json
import os
import sys


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: check-symbol-docs.py <symbol graph directory>", file=sys.stderr)
        return 2
    problems = []
    checked = 0
    for path in sorted(glob.glob(os.path.join(sys.argv[1], "*", "*.symbols.json"))):
        module = os.path.basename(os.path.dirname(path))
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        inherited = {
            relationship["source"]
            for relationship in graph.get("relationships", [])
            if "sourceOrigin" in relationship
        }
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # An extension block (IOViewModelCocoa's graphs have them) is documented by its members.
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            name = ".".join(symbol["pathComponents"])
            if symbol["identifier"]["precise"] in inherited or symbol["pathComponents"][-1].startswith("$"):
                continue
            checked += 1
            if "docComment" not in symbol:
                problems.append(f"{module}: public symbol without a /// comment: {name}")
    for problem in problems:
        print(problem)
    print(f"check-symbol-docs: {checked} public symbols, {len(problems)} without a comment")
    if checked == 0:
        print(f"check-symbol-docs: no public symbol in {sys.argv[1]}/*/*.symbols.json: nothing was checked")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
