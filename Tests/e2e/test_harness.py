"""Self-test of the e2e harness against the fixture site (fixture_site.py), whose planted
faults each tool must find, and nothing else.

    python3 -m unittest discover -s Tests/e2e -p 'test_*.py'

Browser tests share one Chromium. Without Chromium, Java/vnu or axe the tests that need
them are skipped with the reason, except in CI (CI=true) or with E2E_REQUIRE_TOOLS=1,
where a missing tool fails them: a green run must not hide a broken install step.
"""
from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import tempfile
import unittest
import urllib.error
import urllib.request

import a11y
import cdp
import fixture_site
import htmlcheck
import linkcheck
import screenshot
import serve
import tools
from tools import require
from diagnostics import Diagnostic
from linkcheck_parse import Link, parse_html, parse_srcset

HERE = os.path.dirname(os.path.abspath(__file__))
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

_site_folder: tempfile.TemporaryDirectory | None = None
_browser: cdp.Browser | None = None


def setUpModule() -> None:
    global _site_folder
    _site_folder = tempfile.TemporaryDirectory(prefix="sitegen-e2e-fixture-")
    fixture_site.write_fixture_site(_site_folder.name)


def tearDownModule() -> None:
    if _browser:
        _browser.close()
    _site_folder.cleanup()


def site() -> str:
    return _site_folder.name


def shared_browser() -> cdp.Browser:
    global _browser
    if _browser is None:
        require(tools.find_chromium)
        _browser = cdp.Browser().start()
    return _browser


def position_of(path: str, needle: str, skip: int = 0) -> tuple[int, int]:
    """1-based line and column of `needle` (plus `skip` characters) in a fixture file."""
    text = fixture_site.FILES[path]
    offset = text.index(needle) + skip
    return text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset)


def run_tool(script: str, *arguments: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, os.path.join(HERE, script), *arguments],
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, **(env or {})})


def write_site(files: dict[str, str]) -> str:
    folder = tempfile.mkdtemp(prefix="sitegen-e2e-")
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
        with open(os.path.join(folder, path), "w", encoding="utf-8") as file:
            file.write(text)
    return folder


class LinkcheckTests(unittest.TestCase):
    def expected_planted_problems(self) -> list[Diagnostic]:
        return [
            Diagnostic("console.html", *position_of("console.html", "assets/missing.css"), "error",
                       "broken link 'assets/missing.css' (no such file 'assets/missing.css')"),
            Diagnostic("index.html", *position_of("index.html", "guide.html#nope"), "error",
                       "missing anchor '#nope' in 'guide.html' (link 'guide.html#nope')"),
        ]

    def test_finds_exactly_the_planted_broken_link_and_missing_anchor(self):
        report = linkcheck.check_site(site())
        self.assertEqual(report.problems, self.expected_planted_problems())
        self.assertEqual((report.pages, report.stylesheets), (6, 1))
        self.assertEqual(report.external_skipped, 2)  # https: and mailto:

    def test_sub_path_also_catches_the_root_absolute_link(self):
        report = linkcheck.check_site(site(), base="/docs")
        root_absolute = Diagnostic(
            "index.html", *position_of("index.html", 'href="/guide.html"', skip=len('href="')), "error",
            "link '/guide.html' is outside the base path '/docs/' (it breaks when the site is served there)")
        self.assertEqual(report.problems, sorted(self.expected_planted_problems() + [root_absolute]))

    def test_cli_prints_problems_with_places_and_fails(self):
        run = run_tool("linkcheck.py", site())
        self.assertEqual(run.returncode, 1, run.stderr)
        line, column = position_of("index.html", "guide.html#nope")
        self.assertIn(f"{os.path.join(site(), 'index.html')}:{line}:{column}: error: missing anchor '#nope'",
                      run.stdout)
        self.assertTrue(run.stdout.rstrip().endswith("2 problems"), run.stdout)

    def test_cli_passes_a_clean_site(self):
        clean = write_site({"index.html": '<a href="docs/#install">x</a><img src="docs/a%20b.svg">',
                            "docs/index.html": '<h2 id="install">Install</h2><a href="..">up</a>',
                            "docs/a b.svg": "<svg></svg>"})
        self.addCleanup(shutil.rmtree, clean)
        run = run_tool("linkcheck.py", clean, "--base", "/sub/path/")
        self.assertEqual(run.returncode, 0, run.stdout)
        self.assertIn("3 internal links checked", run.stdout)

    def test_cli_usage_error_exits_64(self):
        self.assertEqual(run_tool("linkcheck.py", "/no/such/site").returncode, 64)


class LinkParsingTests(unittest.TestCase):
    def test_collects_urls_of_every_kind_with_places(self):
        document = parse_html('<base href="b/"><style>\n a { background: url("s.png") }</style>\n'
                              '<img src=i.png srcset="x.png 1x, y.png 2x" style="mask: url(m.svg)">'
                              '<meta http-equiv="refresh" content="0; url=r.html">'
                              '<form action="f.html"></form><div data="no.html"></div><a name="old"></a>')
        self.assertEqual([link.url for link in document.links],
                         ["s.png", "i.png", "x.png", "y.png", "m.svg", "r.html", "f.html"])
        self.assertEqual(document.links[0], Link("s.png", 2, 23))
        self.assertEqual(document.base_href, "b/")
        self.assertEqual(document.ids, {"old"})

    def test_srcset_candidates(self):
        self.assertEqual(parse_srcset("a.png, b.png 2x,c.png 100w"), [("a.png", 0), ("b.png", 7), ("c.png", 16)])


class ServeTests(unittest.TestCase):
    def test_serves_under_a_prefix_only(self):
        with serve.StaticServer(site(), "/docs/") as server:
            self.assertEqual(server.url_for("sub/"), server.url + "sub/")
            with urllib.request.urlopen(server.url + "sub/") as answer:
                self.assertIn(b"<h1>Sub</h1>", answer.read())
            with urllib.request.urlopen(server.origin + "/docs") as answer:  # redirected to /docs/
                self.assertEqual(answer.url, server.url)
            for outside in ("/index.html", "/docs/../index.html"):
                with self.assertRaises(urllib.error.HTTPError) as caught:
                    urllib.request.urlopen(server.origin + outside)
                self.assertEqual(caught.exception.code, 404, outside)


class HtmlcheckTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        require(tools.find_java)
        require(tools.find_vnu_jar)
        cls.result = htmlcheck.check_folder(site())  # one batch for every test here

    def test_flags_the_invalid_page_and_passes_the_valid_ones(self):
        self.assertEqual({d.path for d in self.result.errors}, {"invalid.html"}, self.result.diagnostics)
        self.assertEqual(self.result.files_checked, 8)  # 6 pages, the stylesheet, the SVG

    def test_places_errors_where_they_are(self):
        stray_div = [d for d in self.result.errors if "Stray end tag “div”" in d.message]
        self.assertEqual([(d.line, d.column) for d in stray_div], [position_of("invalid.html", "</div>")])

    def test_cli_reports_html_and_css_lines_and_fails(self):
        folder = write_site({"page.html": fixture_site.FILES["invalid.html"],
                             "style.css": "a { color: red; }\n\nb { colr: red; }\n"})
        self.addCleanup(shutil.rmtree, folder)
        run = run_tool("htmlcheck.py", folder)
        self.assertEqual(run.returncode, 1, run.stderr)
        line, column = position_of("invalid.html", "</div>")
        self.assertIn(f"{folder}/page.html:{line}:{column}: error: Stray end tag “div”.", run.stdout)
        self.assertRegex(run.stdout, rf"{folder}/style.css:3:\d+: error: CSS: “colr”")  # vnu's CSS columns vary

    def test_cli_skips_only_when_allowed_and_not_in_ci(self):
        missing = {"VNU_JAR": "/no/such/vnu.jar", "CI": "", "E2E_REQUIRE_TOOLS": ""}
        self.assertEqual(run_tool("htmlcheck.py", site(), "--allow-skip", env=missing).returncode, 77)
        self.assertEqual(run_tool("htmlcheck.py", site(), env=missing).returncode, 2)
        self.assertEqual(run_tool("htmlcheck.py", site(), "--allow-skip",
                                  env={**missing, "CI": "true"}).returncode, 2)


class BrowserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.browser = shared_browser()
        cls.server = serve.StaticServer(site())
        cls.addClassCleanup(cls.server.close)

    def open(self, path: str) -> cdp.Page:
        page = self.browser.new_page()
        self.addCleanup(page.close)
        page.goto(self.server.url_for(path))
        return page

    def test_reads_a_computed_style_painted_through_a_custom_property(self):
        page = self.open("guide.html")
        self.assertEqual(page.evaluate("getComputedStyle(document.getElementById('swatch')).backgroundColor"),
                         fixture_site.BRAND_YELLOW)

    def test_collects_the_planted_console_error_and_the_404_stylesheet(self):
        errors = self.open("console.html").console_errors
        self.assertIn(fixture_site.PLANTED_CONSOLE_ERROR, [e.text for e in errors if e.source == "console"])
        failed_loads = [e for e in errors if e.source == "network"]
        self.assertEqual([e.url for e in failed_loads], [self.server.url_for("assets/missing.css")])
        self.assertIn("404", failed_loads[0].text)
        self.assertEqual(len(errors), 2, errors)

    def test_a_clean_page_reports_no_errors(self):
        self.assertEqual(self.open("guide.html").console_errors, [])

    def test_collects_uncaught_exceptions(self):
        page = self.open("guide.html")
        page.evaluate("setTimeout(() => { throw new Error('late failure') })")
        page.wait_for("true")  # let the timer fire while the pipe is read
        page.wait_for("new Promise(resolve => setTimeout(() => resolve(true), 10))")
        self.assertTrue(any("late failure" in e.text and e.source == "exception" for e in page.console_errors),
                        page.console_errors)

    def test_dark_scheme_changes_a_computed_colour(self):
        page = self.open("guide.html")
        body_colour = "getComputedStyle(document.body).color"
        self.assertEqual(page.evaluate(body_colour), fixture_site.LIGHT_TEXT)
        page.set_color_scheme("dark")
        self.assertEqual(page.evaluate(body_colour), fixture_site.DARK_TEXT)

    def test_full_page_screenshot_is_a_png_of_the_viewport_width(self):
        page = self.open("guide.html")
        page.set_viewport(390, 500, mobile=True)
        path = page.screenshot(os.path.join(site(), "shot.png"))
        self.addCleanup(os.remove, path)
        with open(path, "rb") as png:
            header = png.read(24)
        self.assertEqual(header[:8], PNG_SIGNATURE)
        self.assertEqual(struct.unpack(">II", header[16:24])[0], 390)

    def test_select_change_runs_the_page_script(self):
        page = self.open("guide.html")
        page.select("#scheme", "dark")
        self.assertEqual(page.evaluate("document.getElementById('chosen').textContent"), "dark")
        with self.assertRaises(cdp.ElementNotFound):
            page.select("#scheme", "sepia")

    def test_click_and_tab_use_real_input_events(self):
        page = self.open("guide.html")
        page.click("#counter")
        self.assertEqual(page.evaluate("document.getElementById('counter').textContent"), "Clicked 1 times")
        self.assertEqual(page.press_tab(), 'a#back "Back"')  # the click focused the button
        self.assertEqual(page.press_tab(shift=True), 'button#counter "Clicked 1 times"')
        with self.assertRaises(cdp.ElementNotFound):
            page.click("#no-such-element")

    def test_pages_without_javascript(self):
        page = self.browser.new_page()
        self.addCleanup(page.close)
        page.javascript_enabled(False)
        page.goto(self.server.url_for("guide.html"))
        self.assertEqual(page.evaluate("document.getElementById('script-status').textContent"),
                         "scripts did not run")

    def test_script_errors_and_timeouts_raise_clear_errors(self):
        page = self.open("guide.html")
        with self.assertRaisesRegex(cdp.JavaScriptError, "boom"):
            page.evaluate("Promise.reject(new Error('boom'))")
        with self.assertRaisesRegex(cdp.CDPTimeout, r"timed out after 0.2s waiting for the answer to Runtime.evaluate"):
            page.evaluate("new Promise(() => {})", timeout=0.2)
        self.assertEqual(page.evaluate("6 * 7"), 42)  # the page is still usable

    def test_goto_returns_the_status_and_raises_when_unreachable(self):
        page = self.browser.new_page()
        self.addCleanup(page.close)
        self.assertEqual(page.goto(self.server.url_for("no-such-page.html")), 404)
        self.assertEqual(page.goto(self.server.url_for("guide.html")), 200)
        self.assertEqual(page.goto(self.server.url_for("guide.html") + "#colors"), 0)  # same document
        with self.assertRaises(cdp.NavigationError):
            page.goto("http://127.0.0.1:1/")

    def test_site_under_a_sub_path_loads_its_styles(self):
        with serve.StaticServer(site(), "/docs/") as server:
            page = self.browser.new_page()
            self.addCleanup(page.close)
            page.goto(server.url_for("sub/index.html"))
            self.assertEqual(page.evaluate("getComputedStyle(document.body).color"), fixture_site.LIGHT_TEXT)
            self.assertEqual(page.console_errors, [])

    def test_closing_the_browser_ends_its_process_and_files(self):
        require(tools.find_chromium)
        browser = cdp.Browser().start()
        pid, folder = browser.pid, browser.folder
        browser.close()
        with self.assertRaises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)  # already reaped: no zombie left behind
        self.assertFalse(os.path.exists(folder))


class ScreenshotTests(unittest.TestCase):
    def test_four_shots_by_default(self):
        out = tempfile.mkdtemp(prefix="sitegen-e2e-shots-")
        self.addCleanup(shutil.rmtree, out)
        paths, errors = screenshot.take_screenshots(site(), "guide.html", out, browser=shared_browser())
        self.assertEqual([os.path.basename(p) for p in paths],
                         ["guide-1280-light.png", "guide-1280-dark.png", "guide-390-light.png", "guide-390-dark.png"])
        self.assertEqual(errors, [])

    def test_cli_prints_the_paths(self):
        require(tools.find_chromium)
        out = tempfile.mkdtemp(prefix="sitegen-e2e-shots-")
        self.addCleanup(shutil.rmtree, out)
        run = run_tool("screenshot.py", site(), "console.html", "--out", out, "--width", "390", "--dark")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stdout.split(), [os.path.join(out, "console-390-dark.png")])
        self.assertIn("planted console error", run.stderr)


class A11yTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        require(tools.find_axe_js)
        cls.result = a11y.check_site(site(), ["a11y.html", "guide.html", "index.html"],
                                     browser=shared_browser())

    def test_finds_the_planted_violations_only(self):
        self.assertEqual(self.result.pages_checked, 3)
        self.assertEqual({d.path for d in self.result.errors}, {"a11y.html"}, self.result.diagnostics)
        rules = {d.message.split(" ", 1)[0] for d in self.result.errors}
        self.assertEqual(rules, {"color-contrast", "button-name", "label"})

    def test_places_violations_at_the_element(self):
        button = [d for d in self.result.errors if d.message.startswith("button-name")]
        self.assertEqual([(d.line, d.column) for d in button], [position_of("a11y.html", "<button")])


if __name__ == "__main__":
    unittest.main()
