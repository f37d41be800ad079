"""Links that linkcheck.py cannot see: the ones the site's scripts put into pages at run time.

The search box renders the records of its index (`search/index.json` names each brand's chunk
files) as links; the compare page renders each
brand's `compare.json` (its `url`, its cells' HTML, its nearest brands); crawlers read
`sitemap.xml` (when the site has an origin). Each of those URLs must name a built page, and its #fragment an id there.

    problems = site_data_links.check("public", base="/docs/")   # ['brands/bumble/search-0.json: …', …]
"""
from __future__ import annotations

import json
import os
import re
import urllib.parse

from linkcheck import SiteChecker, normalized_base
from linkcheck_parse import parse_html


def check(site: str, base: str = "/") -> list[str]:
    """One line per URL in the site's data files that leads nowhere, sorted."""
    checker = _Checker(site, normalized_base(base))
    # Every record of the search index: each group's chunks, named in search/index.json.
    with open(os.path.join(site, "search", "index.json"), encoding="utf-8") as file:
        index = json.load(file)
    for _name, prefix, count, _space in index["groups"]:
        for chunk in range(count):
            name = os.path.normpath(os.path.join("search", f"{prefix}{chunk}.json"))
            with open(os.path.join(site, name), encoding="utf-8") as file:
                for record in json.load(file):  # [id, kind, title, section, url, text]
                    checker.check(name, record[4])
    for key in index["shards"]:
        if not os.path.isfile(os.path.join(site, "search", "terms", key + ".json")):
            checker.problems.append(f"search/index.json: shard '{key}' has no file")
    brands = os.path.join(site, "brands")
    for slug in sorted(os.listdir(brands)):
        path = os.path.join(brands, slug, "compare.json")
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as file:
            column = json.load(file)
        name = f"brands/{slug}/compare.json"
        checker.check(name, column["url"])
        for other in column["nearest"]:
            checker.check(name, other["url"])
        for row, html in sorted(column["cells"].items()):
            for link in parse_html(html).links:
                checker.check(f"{name} (cell {row})", link.url)
    # A site without an origin has no sitemap (its URLs must be absolute; test_sitemap.py).
    sitemap = os.path.join(site, "sitemap.xml")
    if os.path.isfile(sitemap):
        with open(sitemap, encoding="utf-8") as file:
            for url in re.findall(r"<loc>([^<]*)</loc>", file.read()):
                checker.check("sitemap.xml", url)
    return sorted(checker.problems)


class _Checker:
    def __init__(self, site: str, base: str):
        self.site, self.base = site, base
        self.problems: list[str] = []
        # Files and ids are found as the link checker finds them (and its parsed pages reused).
        self._links = SiteChecker(site, base)

    def check(self, source: str, url: str) -> None:
        problem = self._problem(url)
        if problem:
            self.problems.append(f"{source}: '{url}' {problem}")

    def _problem(self, url: str) -> str | None:
        parts = urllib.parse.urlsplit(url)
        if parts.scheme or parts.netloc:
            return None  # a full URL, as with --base-url https://…: not this check's business
        # Data files are read by pages in several folders: only root-relative URLs are safe.
        if not parts.path.startswith(self.base):
            return f"is not under the base path '{self.base}'"
        file = self._links.file_for(urllib.parse.unquote(parts.path[len(self.base):]))
        if not os.path.isfile(os.path.join(self.site, file)):
            return f"names no file (looked for '{file}')"
        fragment = urllib.parse.unquote(parts.fragment)
        if fragment and fragment not in self._links.document(file).ids:
            return f"names no element: '{file}' has no id '{fragment}'"
        return None
