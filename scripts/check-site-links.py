#!/usr/bin/env python3
"""Checks the built documentation site: every internal link and image resolves.

    python3 scripts/check-site-links.py Docs/site

A DocC static site is one page shell per URL (`<path>/index.html`) plus the page's content as
render JSON (`data/<path>.json`). This walks the render JSON of every page and checks that:

- each referenced page (`"type": "topic"` references, and `"link"` references to the site) has
  both its JSON and its HTML shell, and each `#fragment` names a heading of that page;
- each image, video and download it references is a file of the site;
- the navigator index lists only pages that exist;
- every `src` and `href` of every HTML file that points into the site resolves.

External links (http, https, mailto) are not followed: the check runs offline. Unresolved
symbol and article links never get this far: the site is built with `docc --warnings-as-errors`.
Exits 1 and lists the problems if there are any.
"""

import html.parser
import json
import os
import sys
import urllib.parse


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: check-site-links.py <site directory>", file=sys.stderr)
        return 2
    site = os.path.abspath(sys.argv[1])
    base = hosting_base(site)
    problems: list[str] = []
    pages = 0
    links = 0
    anchors_cache: dict[str, set[str]] = {}

    def page_json(path: str) -> str:
        return os.path.join(site, "data", path.strip("/").lower() + ".json")

    def check_page(url: str, where: str, title: str | None = None) -> None:
        nonlocal links
        links += 1
        parsed = urllib.parse.urlsplit(url)
        path = strip_base(parsed.path, base)
        target = page_json(path)
        shell = os.path.join(site, path.strip("/").lower(), "index.html")
        if not os.path.isfile(target) and title and is_chapter(path, title):
            return
        if not os.path.isfile(target):
            problems.append(f"{where}: {url} has no page data ({os.path.relpath(target, site)})")
            return
        if not os.path.isfile(shell):
            problems.append(f"{where}: {url} has no page ({os.path.relpath(shell, site)})")
        if parsed.fragment:
            if target not in anchors_cache:
                anchors_cache[target] = anchors(load(target))
            if parsed.fragment not in anchors_cache[target]:
                problems.append(f"{where}: {url} names no heading '#{parsed.fragment}'")

    def is_chapter(path: str, title: str) -> bool:
        """A tutorial chapter has no page of its own: tutorial pages name it in their breadcrumb
        hierarchy, and it is a chapter of the tutorials' table of contents one level up."""
        parent = path.rstrip("/").rsplit("/", 1)[0]
        if not parent.startswith("/tutorials/") or not os.path.isfile(page_json(parent)):
            return False
        chapters = [
            chapter.get("name")
            for section in load(page_json(parent)).get("sections", [])
            for chapter in section.get("chapters", [])
        ]
        return title in chapters

    def check_file(url: str, where: str) -> None:
        nonlocal links
        links += 1
        path = strip_base(urllib.parse.urlsplit(url).path, base)
        if not os.path.isfile(os.path.join(site, urllib.parse.unquote(path).lstrip("/"))):
            problems.append(f"{where}: {url} is not a file of the site")

    for root, _, files in os.walk(os.path.join(site, "data")):
        for name in files:
            if not name.endswith(".json"):
                continue
            pages += 1
            path = os.path.join(root, name)
            where = os.path.relpath(path, site)
            document = load(path)
            for reference in document.get("references", {}).values():
                kind = reference.get("type")
                url = reference.get("url")
                if kind == "topic" and url:
                    check_page(url, where, reference.get("title"))
                elif kind == "link" and url and is_internal(url):
                    if url_is_page(url, base):
                        check_page(url, where)
                    else:
                        check_file(url, where)
                elif kind in ("image", "video", "download"):
                    for variant in reference.get("variants", []):
                        if is_internal(variant.get("url", "")):
                            check_file(variant["url"], where)
                    if kind == "download" and is_internal(reference.get("url", "")):
                        check_file(reference["url"], where)

    navigator = os.path.join(site, "index", "index.json")
    if os.path.isfile(navigator):
        for node in walk_index(load(navigator)):
            if node.get("path") and node.get("type") not in ("groupMarker",):
                check_page(node["path"], "index/index.json")
    else:
        problems.append("index/index.json is missing: the sidebar would be empty")

    for root, _, files in os.walk(site):
        if os.path.join(site, "data") in root:
            continue
        for name in files:
            if not name.endswith(".html"):
                continue
            path = os.path.join(root, name)
            for url in html_links(path):
                if is_internal(url) and not url.startswith("#"):
                    target = strip_base(urllib.parse.urlsplit(url).path, base)
                    if target.rstrip("/") in ("", "/documentation", "/tutorials") or url_is_page(url, base):
                        continue
                    links += 1
                    if not os.path.exists(os.path.join(site, target.lstrip("/"))):
                        problems.append(f"{os.path.relpath(path, site)}: {url} is not a file of the site")

    for problem in sorted(set(problems)):
        print(problem)
    print(f"check-site-links: {pages} pages, {links} internal links and images, {len(set(problems))} problems")
    if pages == 0:
        print(f"check-site-links: no page under {os.path.join(site, 'data')}: nothing was checked")
        return 1
    return 1 if problems else 0


def hosting_base(site: str) -> str:
    """The hosting base path the site was built with ("" at the server's root)."""
    try:
        with open(os.path.join(site, "documentation", "index.html"), encoding="utf-8") as file:
            text = file.read()
    except OSError:
        return ""
    marker = 'var baseUrl = "'
    start = text.find(marker)
    if start < 0:
        return ""
    end = text.find('"', start + len(marker))
    return text[start + len(marker):end].rstrip("/")


def strip_base(path: str, base: str) -> str:
    if base and path.startswith(base + "/"):
        return path[len(base):]
    return path


def url_is_page(url: str, base: str) -> bool:
    path = strip_base(urllib.parse.urlsplit(url).path, base)
    return path.startswith("/documentation/") or path.startswith("/tutorials/")


def is_internal(url: str) -> bool:
    scheme = urllib.parse.urlsplit(url).scheme
    return bool(url) and scheme == "" and not url.startswith("//")


def load(path: str) -> dict:
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def anchors(document) -> set[str]:
    """Every `anchor` in a render JSON document: its headings, sections and steps."""
    found: set[str] = set()

    def visit(value) -> None:
        if isinstance(value, dict):
            if isinstance(value.get("anchor"), str):
                found.add(value["anchor"])
            for child in value.values():
                visit(child)
        elif isinstance(value, list):
            for child in value:
                visit(child)

    visit(document)
    return found


def walk_index(index: dict):
    for interface in index.get("interfaceLanguages", {}).values():
        stack = list(interface)
        while stack:
            node = stack.pop()
            yield node
            stack.extend(node.get("children", []))


class LinkCollector(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        for name, value in attrs:
            if name in ("src", "href") and value and "{{" not in value:
                self.links.append(value)


def html_links(path: str) -> list[str]:
    collector = LinkCollector()
    with open(path, encoding="utf-8") as file:
        collector.feed(file.read())
    return collector.links


if __name__ == "__main__":
    sys.exit(main())
