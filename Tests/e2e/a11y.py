"""Accessibility check of built pages: axe-core run inside headless Chromium.

    python3 Tests/e2e/a11y.py public [page.html ...] [--base /docs/] [--scheme dark]

Each page is loaded from a local server and checked with axe-core's default rules (WCAG 2.x
A/AA plus best practices), in the light and the dark colour scheme: contrast can fail in one
only. Violations of impact serious or critical are errors; moderate and minor are warnings.
Each finding is placed at the element's start tag in the page's source when it can be found
there (line 0 otherwise). axe.min.js comes from the PyPI package axe-playwright-python
(see tools.find_axe_js); without it, or without Chromium, the run fails, or exits 77 with
--allow-skip outside CI.
"""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field

import cdp
import serve
import tools
from diagnostics import (EXIT_OK, EXIT_PROBLEMS, EXIT_SKIPPED, EXIT_TOOL_MISSING, ArgumentParser,
                         Diagnostic, ci_requires_tools, counted, print_diagnostics)

ERROR_IMPACTS = {"serious", "critical"}
SCHEMES = ("light", "dark")

# Runs in the page: axe's violations, cut down to what a report needs. The elements of a
# component's preview are left out: they are a picture of the guide's component, not the
# page's own text, and a drawn component may honestly fail contrast (the guide's finding,
# which `sitegen check` reports). The figure around them, its labels and caption are checked.
_RUN_AXE = """axe.run({exclude: [["figure.preview [data-view]"]]}, {resultTypes: ["violations"]}).then(results =>
  results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(" "), html: n.html, impact: n.impact,
                              summary: n.failureSummary || ""}))
  })))"""

_axe_source: str | None = None


@dataclass
class Result:
    """Pages checked and what axe found on them."""

    pages_checked: int = 0
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.is_error]

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if not d.is_error]

    def summary(self) -> str:
        return (f"a11y: {counted(self.pages_checked, 'page')} checked, "
                f"{counted(len(self.errors), 'error')}, {counted(len(self.warnings), 'warning')}")


def check_page(page: cdp.Page, path: str, source: str = "") -> list[Diagnostic]:
    """Run axe on the page loaded in `page`; `path` names it in diagnostics, and its HTML
    `source`, when given, is searched for each element's line and column."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(_axe_script())
    violations = page.evaluate(_RUN_AXE, timeout=60)
    diagnostics = []
    for violation in violations:
        for node in violation["nodes"]:
            impact = node.get("impact") or violation.get("impact") or "minor"
            line, column = _position_in_source(source, node["html"])
            details = _first_reason(node["summary"])
            diagnostics.append(Diagnostic(
                path, line, column, "error" if impact in ERROR_IMPACTS else "warning",
                f"{violation['id']} ({impact}): {violation['help']} at '{node['target']}'"
                + (f": {details}" if details else "")))
    return sorted(diagnostics)


def check_site(site: str, pages: list[str] | None = None, base: str = "/",
               schemes: tuple[str, ...] = SCHEMES, browser: cdp.Browser | None = None) -> Result:
    """Check `pages` (site-relative paths; default: every .html page) in each colour scheme.
    A finding seen in the dark scheme only is marked '(dark scheme)'."""
    pages = pages if pages is not None else _html_pages(site)
    result = Result()
    own_browser = browser is None
    browser = browser or cdp.Browser().start()
    try:
        with serve.StaticServer(site, base) as server:
            for path in pages:
                with open(os.path.join(site, path), encoding="utf-8", errors="replace") as file:
                    source = file.read()
                seen: set[Diagnostic] = set()
                with browser.new_page() as page:
                    for scheme in schemes:
                        page.set_color_scheme(scheme)
                        page.goto(server.url_for(path))
                        for diagnostic in check_page(page, path, source):
                            if diagnostic not in seen:
                                seen.add(diagnostic)
                                result.diagnostics.append(_marked(diagnostic, scheme, schemes))
                result.pages_checked += 1
    finally:
        if own_browser:
            browser.close()
    result.diagnostics.sort()
    return result


def _marked(diagnostic: Diagnostic, scheme: str, schemes: tuple[str, ...]) -> Diagnostic:
    if scheme == schemes[0]:
        return diagnostic
    return Diagnostic(diagnostic.path, diagnostic.line, diagnostic.column, diagnostic.severity,
                      f"{diagnostic.message} ({scheme} scheme)")


def _first_reason(summary: str) -> str:
    """The first reason of axe's failure summary, without its "Fix any of the following:"
    header: the rest lists every other way the rule could have passed."""
    reasons = [line.strip() for line in summary.splitlines()
               if line.strip() and not line.strip().lower().startswith("fix ")]
    return reasons[0] if reasons else ""


def _axe_script() -> str:
    global _axe_source  # read once per process: the file is half a megabyte
    if _axe_source is None:
        with open(tools.find_axe_js(), encoding="utf-8") as file:
            _axe_source = file.read()
    return _axe_source + "\n;true"  # evaluate the script, not the value of its last statement


def _position_in_source(source: str, html: str) -> tuple[int, int]:
    """Line and column of the element's start tag (as axe serialises it) in the page source."""
    start_tag = html.split(">", 1)[0] + ">"
    offset = source.find(start_tag) if source and start_tag != ">" else -1
    if offset < 0:
        return 0, 0
    line = source.count("\n", 0, offset) + 1
    return line, offset - source.rfind("\n", 0, offset)


def _html_pages(site: str) -> list[str]:
    pages = []
    for folder, subfolders, files in os.walk(site):
        subfolders.sort()
        relative = os.path.relpath(folder, site)
        pages += [os.path.normpath(os.path.join(relative, name)) for name in files
                  if name.lower().endswith((".html", ".htm"))]
    return sorted(pages)


def main(argv: list[str] | None = None) -> int:
    parser = ArgumentParser(prog="a11y.py", description="Check built pages with axe-core in Chromium.")
    parser.add_argument("site", help="the built site folder")
    parser.add_argument("pages", nargs="*", help="pages to check, relative to the site (default: all)")
    parser.add_argument("--base", default="/", help="URL path to serve the site under (default: /)")
    parser.add_argument("--scheme", action="append", choices=SCHEMES,
                        help="colour scheme to check in (repeatable; default: light and dark)")
    parser.add_argument("--warnings-fatal", action="store_true", help="fail on warnings too")
    parser.add_argument("--allow-skip", action="store_true",
                        help="exit 77 instead of failing when Chromium or axe is missing (not in CI)")
    arguments = parser.parse_args(argv)
    if not os.path.isdir(arguments.site):
        parser.error(f"no such site folder '{arguments.site}'")
    for path in arguments.pages:
        if not os.path.isfile(os.path.join(arguments.site, path)):
            parser.error(f"no such page '{path}' in '{arguments.site}'")
    try:
        tools.find_axe_js()
        result = check_site(arguments.site, arguments.pages or None, arguments.base,
                            tuple(arguments.scheme or SCHEMES))
    except tools.ToolMissing as missing:
        if arguments.allow_skip and not ci_requires_tools():
            print(f"a11y: skipped: {missing}", file=sys.stderr)
            return EXIT_SKIPPED
        print(f"a11y: error: {missing}", file=sys.stderr)
        return EXIT_TOOL_MISSING
    print_diagnostics(result.diagnostics, root=arguments.site)
    print(result.summary())
    failed = result.errors or (arguments.warnings_fatal and result.warnings)
    return EXIT_PROBLEMS if failed else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
