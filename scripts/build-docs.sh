#!/usr/bin/env bash
# Builds every DocC catalog under Sources/ with the toolchain's `docc` (no plugin) and fails on any
# warning. Also fails when a public symbol has no `///` comment, or when a code example marked
# `<!-- compiled: PATH -->` in the docs (or README.md) is not, line for line, in the file PATH.
#
#   scripts/build-docs.sh            # archives land in .build-docs/site/<Module>.doccarchive
#   DOCS_OUTPUT=/some/dir scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
output=${DOCS_OUTPUT:-$scratch/site}
graphs=$PWD/$scratch/symbol-graphs

catalogs=$(find Sources -type d -name '*.docc' | sort)
if [ -z "$catalogs" ]; then
    echo "no DocC catalog under Sources/" >&2
    exit 1
fi

# Symbol graphs for every module, from a build of its own (the flags differ from a plain build's,
# so a separate scratch path keeps `.build` from being rebuilt). A module is only recompiled, and
# its graph only rewritten, when it changed; if a graph is missing, start that build afresh.
build_symbol_graphs() {
    mkdir -p "$graphs"
    swift build --scratch-path "$scratch" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
}
build_symbol_graphs
for catalog in $catalogs; do
    module=$(echo "$catalog" | cut -d/ -f2)
    if [ ! -f "$graphs/$module.symbols.json" ]; then
        rm -rf "$scratch"
        build_symbol_graphs
        break
    fi
done
mkdir -p "$output"

for catalog in $catalogs; do
    module=$(echo "$catalog" | cut -d/ -f2)
    module_graphs=$PWD/$scratch/graphs/$module
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    if [ ! -f "$graphs/$module.symbols.json" ]; then
        echo "$catalog: no symbol graph for module $module" >&2
        exit 1
    fi
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    # Extensions to other modules' types, if any.
    find "$graphs" -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;

    echo "== $catalog ($module)"
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-path "$output/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "ioviewmodel.$module" \
        --warnings-as-errors
done

python3 - "$graphs" $catalogs <<'PYTHON'
import glob, json, os, re, sys

graphs, catalogs = sys.argv[1], sys.argv[2:]
problems = []

# Every public symbol of a documented module has a doc comment.
for catalog in catalogs:
    module = catalog.split("/")[1]
    for path in glob.glob(os.path.join(graphs, module + ".symbols.json")) + \
            glob.glob(os.path.join(graphs, module + "@*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            if symbol.get("accessLevel") in ("public", "open") and "docComment" not in symbol:
                name = ".".join(symbol["pathComponents"])
                problems.append(f"{module}: public symbol without a /// comment: {name}")

# Examples marked as compiled appear in the named file, ignoring indentation and blank lines.
def lines(text):
    return [line.strip() for line in text.splitlines() if line.strip()]

documents = ["README.md"] if os.path.exists("README.md") else []
for catalog in catalogs:
    documents += sorted(glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True))
marker = re.compile(r"<!-- compiled: (\S+) -->\s*\n```swift\n(.*?)\n```", re.S)
for document in documents:
    for match in marker.finditer(open(document).read()):
        source, example = match.group(1), lines(match.group(2))
        if not os.path.exists(source):
            problems.append(f"{document}: {source} does not exist")
            continue
        code = lines(open(source).read())
        if not any(code[i:i + len(example)] == example for i in range(len(code) - len(example) + 1)):
            problems.append(f"{document}: an example marked as compiled is not in {source}: {example[0]}")

for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
PYTHON

echo "docs built in $output"
