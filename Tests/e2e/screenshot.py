"""Full-page screenshots of a built page, for a developer to look at.

    python3 Tests/e2e/screenshot.py public brands/bumble.html [--out dir] [--width 390] [--dark]

Serves the site folder, loads the page and saves one PNG per width and colour scheme
(default: 1280 and 390 wide, light and dark: four files), then prints their paths. A width
under 600 is taken as a phone: mobile viewport, touch, 844 high. Errors the page logs
(console errors, failed loads) are printed as warnings.
"""
from __future__ import annotations

import os
import re
import sys
import tempfile

import cdp
import serve
import tools
from diagnostics import EXIT_OK, EXIT_TOOL_MISSING, ArgumentParser

DEFAULT_WIDTHS = (1280, 390)
PHONE_MAX_WIDTH = 600


def viewport_for(width: int) -> tuple[int, int, bool]:
    """(width, height, mobile) of the window a page is shot in."""
    return (width, 844, True) if width < PHONE_MAX_WIDTH else (width, 800, False)


def take_screenshots(site: str, page_path: str, out: str, widths=DEFAULT_WIDTHS,
                     schemes=("light", "dark"), base: str = "/",
                     browser: cdp.Browser | None = None) -> tuple[list[str], list[cdp.ConsoleMessage]]:
    """Save the shots into `out`; returns their paths and the errors the page reported."""
    os.makedirs(out, exist_ok=True)
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", page_path.strip("/") or "index").removesuffix(".html")
    paths, errors = [], []
    own_browser = browser is None
    browser = browser or cdp.Browser().start()
    try:
        with serve.StaticServer(site, base) as server:
            for width in widths:
                for scheme in schemes:
                    with browser.new_page() as page:
                        page.set_viewport(*viewport_for(width))
                        page.set_color_scheme(scheme)
                        page.goto(server.url_for(page_path))
                        paths.append(page.screenshot(os.path.join(out, f"{stem}-{width}-{scheme}.png")))
                        errors += [e for e in page.console_errors if e not in errors]
    finally:
        if own_browser:
            browser.close()
    return paths, errors


def main(argv: list[str] | None = None) -> int:
    parser = ArgumentParser(prog="screenshot.py", description="Full-page screenshots of a built page.")
    parser.add_argument("site", help="the built site folder")
    parser.add_argument("page", help="the page, relative to the site folder (e.g. index.html)")
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "sitegen-screenshots"),
                        help="folder for the PNG files (default: %(default)s)")
    parser.add_argument("--width", type=int, action="append",
                        help="window width in CSS pixels (repeatable; default: 1280 and 390)")
    parser.add_argument("--dark", action="store_true", help="only the dark colour scheme")
    parser.add_argument("--light", action="store_true", help="only the light colour scheme")
    parser.add_argument("--base", default="/", help="URL path to serve the site under (default: /)")
    arguments = parser.parse_args(argv)
    if not os.path.isfile(os.path.join(arguments.site, arguments.page)):
        parser.error(f"no such page '{arguments.page}' in '{arguments.site}'")
    if any(width < 100 for width in arguments.width or []):
        parser.error("--width must be at least 100")
    schemes = [s for s, only in (("light", arguments.light), ("dark", arguments.dark)) if only] or ["light", "dark"]
    try:
        paths, errors = take_screenshots(arguments.site, arguments.page, arguments.out,
                                         arguments.width or DEFAULT_WIDTHS, schemes, arguments.base)
    except tools.ToolMissing as missing:
        print(f"screenshot: error: {missing}", file=sys.stderr)
        return EXIT_TOOL_MISSING
    for error in errors:
        print(f"{arguments.page}: warning: the page reported: {error}", file=sys.stderr)
    print("\n".join(paths))
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
