#!/usr/bin/env python3
"""Gives the merged documentation site the landing page written in Docs/Landing.docc.

    python3 scripts/landing-page.py <landing archive> <merged archive>

`docc merge` has no option for a landing page of one's own: it synthesizes the combined
archive's root page, `/documentation`, as a list of the archives it merged (swift-docc's
MergeAction leaves a landing-page catalog for later). So the landing page is written as the root
article of a catalog of its own, converted against the other archives (so that its links to
them resolve), and this script moves that article's content into the synthesized page: its
abstract, its sections, its topics (after the synthesized list of tutorials) and the references
they use, and its page colour; it copies the images the article shows into the site. The
synthesized page keeps its identity (its URL, its title, the sidebar's root), so no other page
of the site changes.

Exits 1 if the landing archive has no single root page, or if its content links to a page of
its own catalog (that page would not be in the site).
"""

import json
import os
import shutil
import sys


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: landing-page.py <landing archive> <merged archive>", file=sys.stderr)
        return 2
    landing, merged = sys.argv[1], sys.argv[2]

    roots = [
        os.path.join(landing, "data", "documentation", name)
        for name in os.listdir(os.path.join(landing, "data", "documentation"))
        if name.endswith(".json")
    ]
    if len(roots) != 1:
        print(f"landing-page: {landing} should have one root page, it has {len(roots)}", file=sys.stderr)
        return 1
    article = load(roots[0])
    own = article["identifier"]["url"]
    bundle = own.split("/")[2]

    page_path = os.path.join(merged, "data", "documentation.json")
    page = load(page_path)

    references = {key: value for key, value in article.get("references", {}).items() if key != own}
    strays = sorted(key for key in references if key.startswith(f"doc://{bundle}/"))
    if strays:
        print(f"landing-page: the landing page links to pages of its own catalog: {', '.join(strays)}", file=sys.stderr)
        return 1

    # A catalog converted against the guide's archive cannot link to the guide's tutorials table
    # of contents (only to its tutorials), but `docc merge` lists every table of contents it
    # merged: that list stays, first, so the landing page links to the tutorials whatever they are.
    tutorials = [
        {**section, "title": "Tutorials", "anchor": "Tutorials"}
        for section in page.get("topicSections", [])
        if section.get("identifiers") and all("/tutorials/" in identifier for identifier in section["identifiers"])
    ]
    page["abstract"] = article.get("abstract", [])
    page["primaryContentSections"] = article.get("primaryContentSections", [])
    page["topicSections"] = tutorials + article.get("topicSections", [])
    page["references"] = {**page.get("references", {}), **references}
    if "color" in article.get("metadata", {}):
        page["metadata"]["color"] = article["metadata"]["color"]
    with open(page_path, "w", encoding="utf-8") as file:
        json.dump(page, file, ensure_ascii=False, separators=(",", ":"))

    # Only the files the page uses: the catalog holds every diagram of the guide.
    copied = 0
    for reference in references.values():
        if reference.get("type") not in ("image", "video", "download"):
            continue
        urls = [variant.get("url", "") for variant in reference.get("variants", [])] + [reference.get("url", "")]
        for url in urls:
            if url.startswith(f"/images/{bundle}/") or url.startswith(f"/videos/{bundle}/") or url.startswith(f"/downloads/{bundle}/"):
                target = os.path.join(merged, url.lstrip("/"))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copyfile(os.path.join(landing, url.lstrip("/")), target)
                copied += 1

    sections = sum(len(section.get("content", [])) for section in page["primaryContentSections"])
    print(
        f"landing-page: {len(page['topicSections'])} topic sections, {sections} blocks, "
        f"{len(references)} references, {copied} files copied"
    )
    return 0


def load(path: str) -> dict:
    with open(path, encoding="utf-8") as file:
        return json.load(file)


if __name__ == "__main__":
    sys.exit(main())
