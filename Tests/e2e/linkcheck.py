"""Checks the internal links of a built site without a browser or a server.

Every .html page and .css file is read; each URL it refers to that stays inside the site
(relative, or an absolute path under the base path) must name an existing file (a folder means
its index.html), and a #fragment must be an id (or <a name>) in the target. External URLs
(http:, https:, mailto:, data:, javascript:, //host/...) are left alone.

    python3 Tests/e2e/linkcheck.py public [--base /docs/]

With --base, the site is checked as served under that path: an absolute link such as
'/style.css' that leaves it is reported, since it would break on such a host.
"""
from __future__ import annotations

import os
import posixpath
import sys
import urllib.parse
from dataclasses import dataclass, field

from diagnostics import EXIT_OK, EXIT_PROBLEMS, ArgumentParser, Diagnostic, counted, print_diagnostics
from linkcheck_parse import Link, ParsedDocument, parse_css, parse_html

HTML_SUFFIXES = (".html", ".htm")
# Fragments that need no matching id: '#top' scrolls to the top in every browser, and
# text fragments (#:~:text=) address words, not elements.
FREE_FRAGMENTS = {"top"}


@dataclass
class Report:
    """What a check looked at and what it found."""

    pages: int = 0
    stylesheets: int = 0
    links_checked: int = 0
    external_skipped: int = 0
    problems: list[Diagnostic] = field(default_factory=list)

    def summary(self) -> str:
        return (f"linkcheck: {counted(self.pages, 'page')}, {counted(self.stylesheets, 'stylesheet')}, "
                f"{counted(self.links_checked, 'internal link')} checked, "
                f"{self.external_skipped} external skipped, {counted(len(self.problems), 'problem')}")


def check_site(site: str, base: str = "/") -> Report:
    """Check every page and stylesheet under `site`, served at URL path `base`."""
    return SiteChecker(site, base).run()


def normalized_base(base: str) -> str:
    """'/docs' or 'docs/' -> '/docs/'; '' or '/' -> '/'."""
    inner = base.strip().strip("/")
    return f"/{inner}/" if inner else "/"


class SiteChecker:
    def __init__(self, site: str, base: str):
        if not os.path.isdir(site):
            raise FileNotFoundError(f"no such site folder '{site}'")
        self.site = site
        self.base = normalized_base(base)
        self.report = Report()
        self._documents: dict[str, ParsedDocument] = {}

    def run(self) -> Report:
        for path in self._files(HTML_SUFFIXES):
            self.report.pages += 1
            document = self.document(path)
            page_url = self.base + urllib.parse.quote(path)
            # A fragment-only link resolves against <base href> too, as the browser does it.
            resolve_from = urllib.parse.urljoin(page_url, document.base_href) if document.base_href else page_url
            for link in document.links:
                self._check(path, resolve_from, link)
        for path in self._files((".css",)):
            self.report.stylesheets += 1
            with open(os.path.join(self.site, path), encoding="utf-8", errors="replace") as css:
                for link in parse_css(css.read()):
                    self._check(path, self.base + urllib.parse.quote(path), link)
        self.report.problems.sort()
        return self.report

    def _check(self, source: str, source_url: str, link: Link) -> None:
        url = link.url
        parts = urllib.parse.urlsplit(url)
        if not url or parts.scheme or parts.netloc:
            if url:
                self.report.external_skipped += 1
            return
        self.report.links_checked += 1
        problem = self._problem(source, source_url, url, parts)
        if problem:
            self.report.problems.append(Diagnostic(source, link.line, link.column, "error", problem))

    def _problem(self, source: str, source_url: str, url: str, parts) -> str | None:
        if parts.path.startswith("/") and not (parts.path + "/").startswith(self.base):
            return (f"link '{url}' is outside the base path '{self.base}' "
                    f"(it breaks when the site is served there)")
        target = urllib.parse.urlsplit(urllib.parse.urljoin(source_url, url))
        path = urllib.parse.unquote(target.path)  # dot segments are resolved by urljoin
        if path + "/" == self.base:
            path = self.base  # '/docs' is the site's root folder itself
        if not path.startswith(self.base):
            return f"broken link '{url}' (it leads outside the site)"
        file = self.file_for(path[len(self.base):])
        if not os.path.isfile(os.path.join(self.site, file)):
            return f"broken link '{url}' (no such file '{file}')"
        fragment = urllib.parse.unquote(target.fragment)
        if not fragment or fragment in FREE_FRAGMENTS or fragment.startswith(":~:"):
            return None
        if not file.endswith(HTML_SUFFIXES + (".svg",)):
            return None  # fragments of images, PDFs, ... are not element ids
        # As HTML finds the indicated element: the fragment as written first, then decoded.
        if target.fragment not in self.document(file).ids and fragment not in self.document(file).ids:
            return f"missing anchor '#{fragment}' in '{file}' (link '{url}')"
        return None

    def file_for(self, relative: str) -> str:
        """The file a site-relative URL path is served from: a folder means its index.html."""
        if relative == "" or relative.endswith("/"):
            return relative + "index.html"
        if os.path.isdir(os.path.join(self.site, relative)):
            return relative + "/index.html"
        return relative

    def document(self, path: str) -> ParsedDocument:
        if path not in self._documents:
            with open(os.path.join(self.site, path), encoding="utf-8", errors="replace") as source:
                self._documents[path] = parse_html(source.read())
        return self._documents[path]

    def _files(self, suffixes: tuple[str, ...]) -> list[str]:
        found = []
        for folder, subfolders, files in os.walk(self.site):
            subfolders.sort()
            relative = os.path.relpath(folder, self.site)
            for name in sorted(files):
                if name.lower().endswith(suffixes):
                    found.append(posixpath.normpath(posixpath.join(relative.replace(os.sep, "/"), name)))
        return sorted(found)


def main(argv: list[str] | None = None) -> int:
    parser = ArgumentParser(prog="linkcheck.py", description="Check the internal links of a built site.")
    parser.add_argument("site", help="the built site folder")
    parser.add_argument("--base", default="/", help="URL path the site is served under (default: /)")
    arguments = parser.parse_args(argv)
    if not os.path.isdir(arguments.site):
        parser.error(f"no such site folder '{arguments.site}'")
    report = check_site(arguments.site, arguments.base)
    print_diagnostics(report.problems, root=arguments.site)
    print(report.summary())
    return EXIT_PROBLEMS if report.problems else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
