#!/usr/bin/env python3
"""Checks that the built site's code listings scroll sideways instead of cutting long lines off.

    python3 scripts/check-site-code-scroll.py Docs/site

Every code listing of a DocC site (in articles, on symbol pages, on the landing page and in a
tutorial's code pane) is drawn as `.code-listing > .container-general > pre`, with the code
unwrapped (`white-space: pre`). `.code-listing` hides what overflows it (for its rounded
corners), so a line longer than the listing is shown only because `.container-general` scrolls:
in a browser 1280 px wide, a tutorial's code pane shows about 90 columns and an article's listing
about 75, and longer lines are reached by scrolling the listing sideways. This reads the site's style
sheets and checks that:

- a rule gives `.container-general` `overflow: auto` or `scroll` (or `overflow-x`);
- no rule gives `.container-general` or a `pre` `overflow` or `overflow-x` `hidden` or `clip`.

A renderer update or a stylesheet of the project's that broke either would cut long lines off
at the listing's edge. Exits 1 and says which rule is missing or which one cuts.
"""

import os
import re
import sys

RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
OVERFLOW = re.compile(r"(?:^|;)\s*overflow(-x)?\s*:\s*([a-z]+)")


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: check-site-code-scroll.py <site directory>", file=sys.stderr)
        return 2
    site = os.path.abspath(sys.argv[1])
    sheets = [
        os.path.join(directory, name)
        for directory, _, files in os.walk(site)
        for name in files
        if name.endswith(".css")
    ]
    if not sheets:
        print(f"check-site-code-scroll: {site} has no style sheet: build the site first", file=sys.stderr)
        return 1
    scrolls: list[str] = []
    problems: list[str] = []
    for sheet in sorted(sheets):
        with open(sheet, encoding="utf-8") as file:
            text = re.sub(r"/\*.*?\*/", "", file.read(), flags=re.S)
        for selectors, declarations in RULE.findall(text):
            for selector in selectors.split(","):
                selector = selector.strip()
                # The element the rule styles is the selector's last compound; a listing's
                # scroller is `.container-general` with no descendant part after it.
                subject = re.split(r"[\s>+~]+", selector)[-1]
                holder = re.fullmatch(r"\.container-general(\[[^\]]*\])*", subject) is not None
                pre = re.fullmatch(r"pre([.\[:].*)?", subject) is not None
                if not (holder or pre):
                    continue
                for _, value in OVERFLOW.findall(declarations):
                    where = f"{os.path.relpath(sheet, site)}: `{selector} {{{declarations.strip()}}}`"
                    if holder and value in ("auto", "scroll"):
                        scrolls.append(where)
                    if value in ("hidden", "clip"):
                        problems.append(f"{where} cuts a long code line off at the listing's edge")
    if not scrolls:
        problems.append(
            "no style sheet gives `.container-general` `overflow: auto`: the renderer's code listings "
            + "have changed, so check in a browser 1280 px wide that a long line of a tutorial's code "
            + "pane scrolls or wraps, then update this check"
        )
    for problem in problems:
        print(f"check-site-code-scroll: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-site-code-scroll: code listings scroll sideways ({len(sheets)} style sheets, {scrolls[0]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
