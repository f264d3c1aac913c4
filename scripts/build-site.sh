#!/usr/bin/env bash
# Builds the documentation site into Docs/site (git-ignored): one DocC archive per module, plus the
# guide (Docs/IOViewModelGuide.docc: articles, operator guides, the tutorial), merged with
# `docc merge` into one static site whose root page is Docs/Landing.docc's. Offline: it needs
# only the Swift toolchain and python3.
#
#   scripts/build-site.sh            build Docs/site
#   scripts/build-site.sh --check    build, then check every internal link and image of the site,
#                                    that its code listings scroll sideways rather than cut long
#                                    lines off, and typecheck the tutorial's code (what CI runs)
#
#   HOSTING_BASE_PATH=/IOViewModel scripts/build-site.sh   for a site served under a sub-path
#   SWIFT_BUILD_FLAGS="-Xswiftc -warnings-as-errors" scripts/build-site.sh
#                                    reuse a build made with those flags (the default, none,
#                                    reuses the build `swift test` leaves)
#
# Serve it locally with:  python3 -m http.server --directory Docs/site --bind 127.0.0.1 8000
# and open http://127.0.0.1:8000/documentation/
#
# Any DocC warning (an unresolved symbol or article link, a missing image, a malformed directive)
# fails the build: every archive is converted with --warnings-as-errors. So does a public symbol
# without a `///` comment (scripts/check-symbol-docs.py).
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
for argument in "$@"; do
    case "$argument" in
        --check) check=true ;;
        *) echo "usage: scripts/build-site.sh [--check]" >&2; exit 2 ;;
    esac
done

modules=(IOViewModel IOViewModelCocoa IOViewModelObservation TestScheduler SigninFeature SignupFeature TalkPatterns SearchFeature DemoKit)
guide=Docs/IOViewModelGuide.docc
landing=Docs/Landing.docc
work=.build/site
site=Docs/site
hosting=()
if [ -n "${HOSTING_BASE_PATH:-}" ]; then hosting=(--hosting-base-path "$HOSTING_BASE_PATH"); fi
common=(--transform-for-static-hosting --enable-experimental-external-link-support --warnings-as-errors "${hosting[@]}")

# Each step says how long the previous one took, so CI logs show where the time goes.
last=$SECONDS
step() {
    echo "== $* (previous step: $((SECONDS - last)) s)"
    last=$SECONDS
}

step "clean"
rm -rf "$work"
mkdir -p "$work/symbol-graphs"

# Symbol graphs, extracted from the modules of the ordinary debug build (so after `swift test`
# this costs seconds, not a second build). The flags must be those of that build, or SwiftPM
# rebuilds everything.
step "symbol graphs"
read -r -a build_flags <<< "${SWIFT_BUILD_FLAGS:-}"
extracted=$(swift package "${build_flags[@]}" dump-symbol-graph --minimum-access-level public 2>&1 \
    | sed -n 's/^Files written to //p')
if [ -z "$extracted" ] || [ ! -d "$extracted" ]; then
    echo "build-site: swift package dump-symbol-graph did not write symbol graphs" >&2
    exit 1
fi

# The modules' graphs are copied out now: the second extraction below writes to the same folder.
for module in "${modules[@]}"; do
    graphs="$work/symbol-graphs/$module"
    mkdir -p "$graphs"
    cp "$extracted/$module.symbols.json" "$graphs/"
    for extension in "$extracted/$module"@*.symbols.json; do
        if [ -e "$extension" ]; then cp "$extension" "$graphs/"; fi
    done
done

# IOViewModelCocoa is almost all extensions of another module's type (`Reactive`, constrained to
# each view), which DocC shows only from extension block symbols; so its graphs are extracted
# again with them. On Linux it is built against the stand-ins (Tools/CocoaStandIns), as its
# tests are, so its pages name the stand-ins' UIKit and AppKit types.
step "symbol graphs with extension blocks (IOViewModelCocoa)"
extracted=$(swift package "${build_flags[@]}" dump-symbol-graph --minimum-access-level public \
    --emit-extension-block-symbols 2>&1 | sed -n 's/^Files written to //p')
if [ -z "$extracted" ] || [ ! -d "$extracted" ]; then
    echo "build-site: swift package dump-symbol-graph did not write symbol graphs" >&2
    exit 1
fi
rm -f "$work/symbol-graphs/IOViewModelCocoa/"*.symbols.json
cp "$extracted/IOViewModelCocoa.symbols.json" "$extracted/IOViewModelCocoa"@*.symbols.json \
    "$work/symbol-graphs/IOViewModelCocoa/"

archives=()
for module in "${modules[@]}"; do
    step "$module"
    graphs="$work/symbol-graphs/$module"
    catalog=()
    for folder in Sources Tools; do
        if [ -d "$folder/$module/$module.docc" ]; then catalog=("$folder/$module/$module.docc"); fi
    done
    docc convert "${catalog[@]}" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path "$work/$module.doccarchive" "${common[@]}"
    archives+=("$work/$module.doccarchive")
done

step "public symbols documented"
python3 scripts/check-symbol-docs.py "$work/symbol-graphs"

# The guide links to every module's symbols and articles (``/IOViewModel/...``), so it is
# converted last, against their archives.
step "IOViewModelGuide"
dependencies=()
for archive in "${archives[@]}"; do dependencies+=(--dependency "$archive"); done
docc convert "$guide" "${dependencies[@]}" \
    --fallback-display-name IOViewModelGuide --fallback-bundle-identifier IOViewModelGuide \
    --output-path "$work/IOViewModelGuide.doccarchive" "${common[@]}"

# The landing page (Docs/Landing.docc) links to every archive, the guide's included, so it is
# converted after them, against all of them. It is not merged as a page of its own: `docc merge`
# can only synthesize the site's root page, /documentation, and scripts/landing-page.py puts the
# landing page's content into that synthesized page.
# Its pictures are the guide's marble diagrams, copied in at build time so that they stay the
# ones `swift run marble-diagrams --check` keeps fresh.
step "landing page"
rm -rf "$work/Landing.docc"
cp -R "$landing" "$work/Landing.docc"
cp "$guide"/Resources/Diagrams/*.svg "$work/Landing.docc/"
docc convert "$work/Landing.docc" "${dependencies[@]}" --dependency "$work/IOViewModelGuide.doccarchive" \
    --fallback-display-name IOViewModel --fallback-bundle-identifier Landing \
    --output-path "$work/Landing.doccarchive" "${common[@]}"

step "merge"
docc merge "$work/IOViewModelGuide.doccarchive" "${archives[@]}" \
    --synthesized-landing-page-name IOViewModel --synthesized-landing-page-kind Package \
    --synthesized-landing-page-topics-style list \
    --output-path "$work/site.doccarchive"
python3 scripts/landing-page.py "$work/Landing.doccarchive" "$work/site.doccarchive"

rm -rf "$site"
cp -R "$work/site.doccarchive" "$site"
# The site's root sends readers to the landing page.
base="${HOSTING_BASE_PATH:-}"
cat > "$site/index.html" <<HTML
<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>IOViewModel</title>
<meta http-equiv="refresh" content="0; url=${base%/}/documentation/"></head>
<body><a href="${base%/}/documentation/">IOViewModel documentation</a></body>
</html>
HTML
step "done: $site (open ${base%/}/documentation/)"

if $check; then
    step "links"
    python3 scripts/check-site-links.py "$site"
    step "code listings scroll"
    python3 scripts/check-site-code-scroll.py "$site"
    step "tutorial code"
    python3 scripts/check-tutorial-code.py
    step "checks passed"
fi
echo "build-site: $SECONDS s in all"
