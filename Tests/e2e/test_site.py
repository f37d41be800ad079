"""End-to-end tests of the site `sitegen build` makes, in a real browser and through the
validators: the sample guides in content/ built once per run, plus the wider corpus in
../shared/guides when it is there.

    python3 -m unittest discover -s Tests/e2e -p 'test_site.py' -v

The binary is $SITEGEN or .build/debug/sitegen (built with `swift build` when missing). Set
E2E_SCREENSHOTS=<folder> to keep full-page screenshots of the main pages. Without Chromium,
Java/vnu or axe the tests that need them are skipped, except with CI=true or
E2E_REQUIRE_TOOLS=1, where a missing tool fails them.
"""
from __future__ import annotations

import concurrent.futures
import json
import math
import os
import shutil
import tempfile
import time
import unittest
import urllib.parse

import a11y
import cdp
import drawing_checks
import htmlcheck
import linkcheck
import screenshot
import serve
import site_build
import site_data_links
import tools
from tools import require


SAMPLE_BRANDS = {"bumble": "Bumble", "grindr": "Grindr", "raya": "Raya", "tiktok": "TikTok", "tinder": "Tinder"}
PREFIX = "/some/prefix/"
# The Swift tests' variable names the corpus too (a git worktree has no ../shared beside it).
CORPUS = os.environ.get("SITEGEN_SHARED_GUIDES") or os.path.join(site_build.REPO_ROOT, "..", "shared", "guides")
CORPUS_GUIDES = 31

BUMBLE_YELLOW = "rgb(255, 198, 41)"  # #FFC629
TINDER_PINK = "rgb(253, 38, 122)"  # #FD267A
WHITE = "rgb(255, 255, 255)"

_folder: str | None = None  # holds the sample site and everything else a test builds
_server: serve.StaticServer | None = None
_browser: cdp.Browser | None = None


def setUpModule() -> None:
    global _folder, _server
    # Module cleanups run even when this function fails half-way, unlike tearDownModule.
    _folder = tempfile.mkdtemp(prefix="sitegen-e2e-site-")
    unittest.addModuleCleanup(shutil.rmtree, _folder, ignore_errors=True)
    unittest.addModuleCleanup(_close_browser)
    site_build.build(sample_site())
    _server = serve.StaticServer(sample_site())
    unittest.addModuleCleanup(_server.close)


def _close_browser() -> None:
    if _browser:
        _browser.close()


def sample_site() -> str:
    return os.path.join(_folder, "site")


def scratch(name: str) -> str:
    """A path for a test's own files, inside the module's temporary folder."""
    return os.path.join(_folder, name)


def shared_browser() -> cdp.Browser:
    global _browser
    if _browser is None:
        require(tools.find_chromium)
        _browser = cdp.Browser().start()
    return _browser


# -- colour arithmetic, done here independently of the site's own ------------------------------

def channels(hex_color: str) -> tuple[int, int, int]:
    """'#1F1F1F' -> (31, 31, 31)."""
    red, green, blue = (int(hex_color[i:i + 2], 16) for i in (1, 3, 5))
    return red, green, blue


def rgb_of(hex_color: str) -> str:
    """'#1F1F1F' -> 'rgb(31, 31, 31)', as getComputedStyle writes it."""
    red, green, blue = channels(hex_color)
    return f"rgb({red}, {green}, {blue})"


def wcag_ratio(text_hex: str, background_hex: str) -> float:
    """WCAG 2.2 contrast ratio of two opaque sRGB colours."""
    def luminance(hex_color: str) -> float:
        def linear(channel: int) -> float:
            c = channel / 255
            return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
        red, green, blue = channels(hex_color)
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    lighter, darker = sorted((luminance(text_hex), luminance(background_hex)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def wcag_level(ratio: float) -> str:
    return "AAA" if ratio >= 7 else "AA" if ratio >= 4.5 else "AA Large" if ratio >= 3 else "Fail"


def shown_ratio(ratio: float) -> str:
    """The ratio as the site prints it: cut (not rounded) to two places, so 4.499 never
    reads as a passing 4.50."""
    return f"{math.floor(ratio * 100) / 100:.2f}:1"


# -- page helpers ------------------------------------------------------------------------------

class BrowserTestCase(unittest.TestCase):
    """Opens pages of the sample site in the shared browser, each in a fresh context."""

    server: serve.StaticServer

    @classmethod
    def setUpClass(cls):
        cls.browser = shared_browser()
        cls.server = _server

    def open(self, path: str, scheme: str = "light", javascript: bool = True,
             width: int | None = None, server: serve.StaticServer | None = None) -> cdp.Page:
        """A new tab showing `path` (site-relative, may carry a ?query)."""
        page = self.browser.new_page()
        self.addCleanup(page.close)
        if width:
            page.set_viewport(*screenshot.viewport_for(width))
        page.set_color_scheme(scheme)
        page.javascript_enabled(javascript)
        status = page.goto(url_of(server or self.server, path))
        self.assertEqual(status, 200, path)
        return page

    def assertNoConsoleErrors(self, page: cdp.Page, where: str) -> None:
        self.assertEqual([str(error) for error in page.console_errors], [], f"errors logged by {where}")


def url_of(server: serve.StaticServer, path: str) -> str:
    file, _, query = path.partition("?")
    return server.url_for(file) + (f"?{query}" if query else "")


def computed(page: cdp.Page, selector: str, prop: str) -> str:
    return page.evaluate(f"getComputedStyle(document.querySelector({json.dumps(selector)}))"
                         f"[{json.dumps(prop)}]")


def texts(page: cdp.Page, selector: str) -> list[str]:
    return page.evaluate(f"[...document.querySelectorAll({json.dumps(selector)})]"
                         ".map(e => e.textContent.trim())")


def click(page: cdp.Page, selector: str) -> None:
    """page.click, after scrolling the element into view at once: the theme scrolls smoothly
    (scroll-behavior: smooth), and Page.click measures the element right after asking for the
    scroll, so on a long page it would click where the element was before the scroll."""
    page.evaluate(f"document.querySelector({json.dumps(selector)})"
                  "?.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'})")
    page.click(selector)


def type_into(page: cdp.Page, selector: str, text: str) -> None:
    """Focus a text field with a real click, then enter `text` as typing would (input event)."""
    click(page, selector)
    page.evaluate(f"""(() => {{
        const field = document.querySelector({json.dumps(selector)});
        field.value = {json.dumps(text)};
        field.dispatchEvent(new InputEvent("input", {{bubbles: true, data: {json.dumps(text)}}}));
    }})()""")


def wait_for_navigation(page: cdp.Page, path: str, timeout: float = 10) -> None:
    """Wait until the tab has finished loading a document at `path` (a URL path): for
    navigations the page starts itself, such as following a link with Enter."""
    deadline = time.monotonic() + timeout
    check = f"location.pathname === {json.dumps(path)} && document.readyState === 'complete'"
    while True:
        try:
            if page.evaluate(check):
                return
        except cdp.JavaScriptError:
            pass  # the old document went away mid-evaluation
        if time.monotonic() > deadline:
            raise cdp.CDPTimeout(f"timed out after {timeout}s waiting to arrive at {path}; "
                                 f"at {page.evaluate('location.href')}")
        time.sleep(0.05)


COMPARE_TABLE = "!!document.querySelector('table.compare-table[data-brands={brands}]')"


def wait_for_compare(page: cdp.Page, brands: str) -> None:
    page.wait_for(COMPARE_TABLE.format(brands=json.dumps(brands)))


# -- 1. the sample site in a browser -----------------------------------------------------------

class BrandPageTests(BrowserTestCase):
    def test_bumble_yellow_swatch_is_painted_from_the_token_stylesheet(self):
        page = self.open("brands/bumble/")
        fill = "#color-bumbleYellow .swatch-fill"
        self.assertIn("var(--bumble-yellow)", page.evaluate(
            f"document.querySelector({json.dumps(fill)}).getAttribute('style')"))
        self.assertEqual(computed(page, fill, "backgroundColor"), BUMBLE_YELLOW)
        self.assertNoConsoleErrors(page, "the Bumble page")

    def test_contrast_checker_follows_the_chosen_colours(self):
        page = self.open("brands/bumble/")
        form = "form[data-contrast]"
        pairs = [  # (text, background): one pair per WCAG level, and the pair the brief names
            ("#1F1F1F", "#FFC629"),  # bumbleBlack on bumbleYellow: AAA
            ("#5A5A5A", "#FFFFFF"),  # bumbleSlate on bumbleCanvas: AA
            ("#0066FF", "#FFC629"),  # bumbleVerified on bumbleYellow: AA Large
            ("#9C9C9C", "#FFFFFF"),  # bumbleMist on bumbleCanvas: Fail
        ]
        for text, background in pairs:
            with self.subTest(text=text, background=background):
                page.select(f"{form} select[name=text]", rgb_of(text))
                page.select(f"{form} select[name=background]", rgb_of(background))
                ratio = wcag_ratio(text, background)
                self.assertEqual(texts(page, f"{form} [data-contrast-ratio]"), [shown_ratio(ratio)])
                self.assertEqual(texts(page, f"{form} [data-contrast-level]"), [wcag_level(ratio)])
                badge_class = "level-" + wcag_level(ratio).lower().replace(" ", "-")
                self.assertIn(badge_class, page.evaluate(
                    f"document.querySelector('{form} [data-contrast-level]').className"))
                sample = f"{form} [data-contrast-sample]"
                self.assertEqual(computed(page, sample, "color"), rgb_of(text))
                self.assertEqual(computed(page, sample, "backgroundColor"), rgb_of(background))
        self.assertEqual(shown_ratio(wcag_ratio("#1F1F1F", "#FFC629")), "10.48:1")  # the arithmetic itself
        self.assertNoConsoleErrors(page, "the Bumble page")

    def test_contrast_swap_button_exchanges_text_and_background(self):
        page = self.open("brands/bumble/")
        form = "form[data-contrast]"
        page.select(f"{form} select[name=text]", rgb_of("#1F1F1F"))
        page.select(f"{form} select[name=background]", rgb_of("#FFC629"))
        click(page, f"{form} [data-contrast-swap]")
        self.assertEqual(page.evaluate(f"[...document.querySelectorAll('{form} select')].map(s => s.value)"),
                         [rgb_of("#FFC629"), rgb_of("#1F1F1F")])
        self.assertEqual(computed(page, f"{form} [data-contrast-sample]", "color"), rgb_of("#FFC629"))
        self.assertEqual(texts(page, f"{form} [data-contrast-ratio]"), ["10.48:1"])

    def test_script_shows_the_controls_it_drives(self):
        page = self.open("brands/bumble/")
        shown = "[...document.querySelectorAll(%s)].map(e => e.getClientRects().length > 0)"
        for selector in (".copy-row", "[data-copy]", "[data-contrast-swap]", "[data-theme-toggle]", "form[data-search]"):
            with self.subTest(selector=selector):
                visible = page.evaluate(shown % json.dumps(selector))
                self.assertTrue(visible and all(visible), f"{selector}: {visible}")


PREVIEW = "figure.preview[data-component={name}]"


def preview_box(page: cdp.Page, selector: str) -> dict:
    """The first element matching `selector`: its box and the computed styles the tests read."""
    return page.evaluate(f"""(() => {{
        const e = document.querySelector({json.dumps(selector)});
        if (!e) return null;
        const r = e.getBoundingClientRect(), s = getComputedStyle(e);
        return {{width: r.width, height: r.height, background: s.backgroundColor, image: s.backgroundImage,
                 radius: s.borderTopLeftRadius, color: s.color, fontSize: s.fontSize, fontWeight: s.fontWeight}};
    }})()""")


class PreviewTests(BrowserTestCase):
    """Components drawn from their SwiftUI code: exact colours, sizes and type in the browser."""

    def drawing(self, name: str, state: int = 0) -> str:
        return f"{PREVIEW.format(name=json.dumps(name))} .preview-state:nth-child({state + 1}) .preview-canvas"

    def test_bumble_yellow_primary_cta_is_a_56_point_yellow_capsule_with_a_black_bold_label(self):
        page = self.open("brands/bumble/")
        canvas = self.drawing("Yellow Primary CTA")
        self.assertEqual(page.evaluate(f"document.querySelector({json.dumps(PREVIEW.format(name=json.dumps('Yellow Primary CTA')))}).dataset.coverage"), "full")
        capsule = preview_box(page, canvas + ' [data-view="Capsule"]')
        self.assertIsNotNone(capsule, "the CTA draws a Capsule")
        self.assertEqual(capsule["background"], BUMBLE_YELLOW)
        self.assertAlmostEqual(capsule["height"], 56, delta=0.5)
        self.assertGreaterEqual(float(capsule["radius"].removesuffix("px")), 28)
        # frame(maxWidth: .infinity): the capsule is the preview's width, nothing taken off.
        width = page.evaluate(f"document.querySelector({json.dumps(canvas)}).clientWidth")
        self.assertEqual(width, 393)
        self.assertAlmostEqual(capsule["width"], width, delta=0.5)
        label = preview_box(page, canvas + ' [data-view="Text"]')
        self.assertEqual((label["color"], label["fontSize"], label["fontWeight"]), ("rgb(0, 0, 0)", "16px", "700"))
        self.assertEqual(texts(page, f"{PREVIEW.format(name=json.dumps('Yellow Primary CTA'))} .preview-state-label"),
                         ["hasGlow = false", "hasGlow = true"])
        self.assertNoConsoleErrors(page, "the Bumble page")

    def test_one_component_of_each_other_sample_brand(self):
        checks = [  # (brand, component, drawn view, what it computes to)
            ("tinder", "Primary Brand CTA", "Capsule", lambda box: (
                self.assertIn("rgb(253, 38, 122)", box["image"]), self.assertAlmostEqual(box["height"], 52, delta=0.5),
                self.assertGreaterEqual(float(box["radius"].removesuffix("px")), 26))),
            ("grindr", "Yellow Tap Button", "Circle", lambda box: (
                self.assertEqual(box["background"], "rgb(255, 222, 0)"), self.assertAlmostEqual(box["width"], 56, delta=0.5),
                self.assertAlmostEqual(box["height"], 56, delta=0.5), self.assertEqual(box["radius"], "50%"))),
            ("raya", "Primary Button", "Color", lambda box: (
                self.assertEqual(box["background"], WHITE), self.assertAlmostEqual(box["height"], 14 * 1.2 + 30, delta=0.5))),
            ("tiktok", "Follow Button", "RoundedRectangle", lambda box: (
                self.assertEqual(box["background"], "rgb(254, 44, 85)"), self.assertEqual(box["radius"], "4px"))),
        ]
        labels = {"tinder": (WHITE, "16px", "700"), "raya": ("rgb(0, 0, 0)", "14px", "600"), "tiktok": (WHITE, "14px", "700")}
        for brand, name, view, check in checks:
            with self.subTest(brand=brand):
                page = self.open(f"brands/{brand}/")
                canvas = self.drawing(name)
                box = preview_box(page, f'{canvas} [data-view="{view}"]')
                self.assertIsNotNone(box, f"{name} draws a {view}")
                check(box)
                if brand in labels:
                    label = preview_box(page, f'{canvas} [data-view="Text"]')
                    self.assertEqual((label["color"], label["fontSize"], label["fontWeight"]), labels[brand])
                self.assertNoConsoleErrors(page, f"the {brand} page")

    def test_paired_colours_take_their_dark_values_with_the_system_and_the_toggle(self):
        canvas = self.drawing("Yellow Primary CTA")
        text = 'figure.preview [data-view="Text"][style*="--bumble-black"]'
        light = self.open("brands/bumble/")
        self.assertEqual(preview_box(light, canvas)["background"], WHITE)
        self.assertEqual(preview_box(light, text)["color"], "rgb(31, 31, 31)")
        dark = self.open("brands/bumble/", scheme="dark")
        self.assertEqual(preview_box(dark, canvas)["background"], "rgb(15, 15, 15)")
        self.assertEqual(preview_box(dark, text)["color"], "rgb(242, 242, 242)")
        # The unpaired yellow stays itself.
        self.assertEqual(preview_box(dark, canvas + ' [data-view="Capsule"]')["background"], BUMBLE_YELLOW)
        light.evaluate("document.documentElement.dataset.theme = 'dark'")
        self.assertEqual(preview_box(light, canvas)["background"], "rgb(15, 15, 15)")

    def test_a_drawn_element_and_its_code_line_point_at_each_other(self):
        page = self.open("brands/bumble/")
        figure = PREVIEW.format(name=json.dumps("Yellow Primary CTA"))
        line = page.evaluate(f"""(() => {{
            const capsule = document.querySelector({json.dumps(figure + ' [data-view="Capsule"]')});
            capsule.dispatchEvent(new MouseEvent("mouseover", {{bubbles: true}}));
            const lit = [...capsule.closest(".component").querySelectorAll(".snippet .ln.is-linked")];
            return lit.map(l => [l.dataset.line, l.textContent.trim()]);
        }})()""")
        self.assertEqual(len(line), 1)
        self.assertEqual(line[0][0], page.evaluate(f"document.querySelector({json.dumps(figure + ' [data-view=Capsule]')}).dataset.line"))
        self.assertIn("Capsule()", line[0][1])
        outlined = page.evaluate(f"""(() => {{
            const article = document.querySelector({json.dumps(figure)}).closest(".component");
            const code = article.querySelector('.snippet .ln[data-line="' + article.querySelector('[data-view=Capsule]').dataset.line + '"]');
            code.dispatchEvent(new MouseEvent("mouseover", {{bubbles: true}}));
            return [...article.querySelectorAll("figure.preview .is-linked")].map(e => e.dataset.view);
        }})()""")
        # The line draws the capsule (one per state) inside the .background it is written in.
        self.assertEqual(outlined.count("Capsule"), 2)
        self.assertLessEqual(set(outlined), {"Capsule", ".background"})

    def test_previews_fit_a_phone_and_need_no_script(self):
        page = self.open("brands/bumble/", width=390, javascript=False)
        spill = page.evaluate("""[...document.querySelectorAll("figure.preview")].filter(f =>
            f.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5
            || [...f.querySelectorAll(".preview-canvas")].some(c => c.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        ).map(f => f.dataset.component)""")
        self.assertEqual(spill, [])
        zoomed = preview_box(page, self.drawing("Yellow Primary CTA") + ' [data-view="Capsule"]')
        self.assertLess(zoomed["width"], 393)
        self.assertEqual(zoomed["background"], BUMBLE_YELLOW)
        self.assertEqual(page.evaluate("document.querySelectorAll('figure.preview .preview-canvas[role=img][aria-label]').length"),
                         page.evaluate("document.querySelectorAll('figure.preview .preview-state').length"))

    def test_with_script_a_wide_drawing_shrinks_to_its_column_instead_of_clipping(self):
        page = self.open("brands/tinder/", width=390)
        clipped = page.evaluate("""[...document.querySelectorAll("figure.preview .preview-canvas")].filter(c => {
            const root = c.firstElementChild.getBoundingClientRect(), box = c.getBoundingClientRect();
            return root.left < box.left - 0.5 || root.right > box.right + 0.5;
        }).map(c => c.getAttribute("aria-label"))""")
        self.assertEqual(clipped, [])

    def test_the_keyboard_steps_through_a_drawing_and_lights_each_line(self):
        page = self.open("brands/bumble/")
        canvas = self.drawing("Yellow Primary CTA")
        lit = page.evaluate(f"""(() => {{
            const canvas = document.querySelector({json.dumps(canvas)});
            const seen = [];
            canvas.focus();
            for (let i = 0; i < 3; i++) {{
                const line = canvas.closest(".component").querySelector(".snippet .ln.is-linked");
                const element = canvas.querySelector(".is-linked");
                seen.push([canvas.tabIndex, element && element.dataset.line, line && line.dataset.line]);
                canvas.dispatchEvent(new KeyboardEvent("keydown", {{key: "ArrowRight", bubbles: true}}));
            }}
            return seen;
        }})()""")
        for tab_index, element_line, code_line in lit:
            self.assertEqual(tab_index, 0)
            self.assertIsNotNone(element_line)
            self.assertEqual(element_line, code_line)

    def test_compare_draws_components_of_a_kind_in_one_row(self):
        expected = {"bumble": "Yellow Primary CTA", "tinder": "Primary Brand CTA"}
        static = self.open("compare/dating/")
        row = 'tr[data-row="component-primaryButton"] figure.preview'
        names = static.evaluate(f"[...document.querySelectorAll({json.dumps(row)})].map(f => f.dataset.component)")
        self.assertLessEqual(set(expected.values()), set(names))
        interactive = self.open("compare/?brands=bumble,tinder")
        wait_for_compare(interactive, "bumble,tinder")
        names = interactive.evaluate(f"[...document.querySelectorAll({json.dumps(row)})].map(f => f.dataset.component)")
        self.assertEqual(names, list(expected.values()))
        capsule = preview_box(interactive, row + ' [data-view="Capsule"]')
        self.assertEqual(capsule["background"], BUMBLE_YELLOW)
        # Each drawing fits its column: nothing wider than the cell it sits in (a drawing still too
        # wide at the smallest scale scrolls inside its own box).
        spill = interactive.evaluate(f"""[...document.querySelectorAll({json.dumps(row)})].filter(f =>
            f.querySelector(".preview-canvas").parentElement.getBoundingClientRect().right > f.closest("td").getBoundingClientRect().right + 0.5).length""")
        self.assertEqual(spill, 0)
        # One scale for the row, never below 0.75: drawn text stays at least 10 px.
        for page in (static, interactive):
            zooms = page.evaluate(f"[...document.querySelectorAll({json.dumps(row + ' .preview-canvas')})].map(c => Number(c.style.zoom))")
            self.assertEqual(len(set(zooms)), 1, zooms)
            self.assertGreaterEqual(zooms[0], 0.75)
            smallest = page.evaluate(f"""Math.min(...[...document.querySelectorAll({json.dumps(row + ' .preview-canvas [data-view="Text"]')})]
                .map(t => parseFloat(getComputedStyle(t).fontSize) * Number(t.closest(".preview-canvas").style.zoom)))""")
            self.assertGreaterEqual(smallest, 10)
        # Surfaces and dividers carry a ratio, never a pass/fail badge.
        badges = interactive.evaluate("""[...document.querySelectorAll('tr[data-row="color-surface"] .level, tr[data-row="color-divider"] .level')].length""")
        self.assertEqual(badges, 0)


    def test_on_a_phone_a_compare_row_stacks_its_brands_at_full_width(self):
        # Static and interactive pages alike: no sideways scroll, each brand named in its cell.
        for path in ("compare/dating/", "compare/?brands=bumble,tinder"):
            with self.subTest(path=path):
                page = self.open(path, width=390)
                if "?brands=" in path:
                    wait_for_compare(page, "bumble,tinder")
                row = 'tr[data-row="component-primaryButton"]'
                cells = page.evaluate(f"""[...document.querySelectorAll({json.dumps(row + ' td')})]
                    .filter(td => getComputedStyle(td).display !== "none")
                    .map(td => [td.dataset.brand, Math.round(td.getBoundingClientRect().width), Math.round(td.getBoundingClientRect().left)])""")
                self.assertGreaterEqual(len(cells), 2)
                width = page.evaluate("document.documentElement.clientWidth")
                self.assertTrue(all(brand for brand, _, _ in cells))
                # One under the other, each as wide as the table, all within the window.
                self.assertEqual(len({left for _, _, left in cells}), 1)
                self.assertTrue(all(cell_width > width * 0.8 for _, cell_width, _ in cells))
                self.assertLessEqual(page.evaluate("document.documentElement.scrollWidth"), width)


class DrawnLookTests(BrowserTestCase):
    """Components of Tests/e2e/fixtures/drawings (Look Lab), each drawing one thing a designer
    checks first: the ground, translucency, styled runs, symbols, states, several views of a
    section, gaps. Computed styles in Chromium are the values the code states."""

    PAGE = "brands/look-lab/"

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.site = scratch("look-drawings")
        site_build.build(cls.site, content=os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "drawings"))
        cls.look_server = serve.StaticServer(cls.site)
        cls.look_server.__enter__()

    @classmethod
    def tearDownClass(cls):
        cls.look_server.__exit__(None, None, None)

    def canvas(self, name: str, state: int = 1) -> str:
        return f"{PREVIEW.format(name=json.dumps(name))} .preview-state:nth-child({state}) .preview-canvas"

    def look(self, scheme: str = "light") -> cdp.Page:
        return self.open(self.PAGE, scheme=scheme, server=self.look_server)

    def test_a_drawing_stands_on_the_guides_canvas_in_light_and_in_dark(self):
        # Color.lookCanvas: #F5F0E6 in light, #1A1815 in dark; the guide's screens stand on it.
        for scheme, ground in (("light", "rgb(245, 240, 230)"), ("dark", "rgb(26, 24, 21)")):
            with self.subTest(scheme=scheme):
                page = self.look(scheme)
                self.assertEqual(computed(page, self.canvas("Plain Label"), "backgroundColor"), ground)
                self.assertEqual(computed(page, self.canvas("Plain Label") + ' [data-view="Text"]', "color"), "rgb(17, 17, 17)")

    def test_a_translucent_fill_keeps_its_alpha_and_opacity_composes(self):
        page = self.look()
        # .fill(Color.lookBlue.opacity(0.3)): #0066CC at 30 %.
        fill = computed(page, self.canvas("Tinted Tile") + ' [data-view="RoundedRectangle"]', "backgroundColor")
        self.assertIn(fill, ("rgba(0, 102, 204, 0.3)", "color(srgb 0 0.4 0.8 / 0.3)"))
        # .opacity(0.5) on the VStack: its children are drawn at half, together.
        self.assertEqual(computed(page, self.canvas("Tinted Tile") + ' [data-view=".opacity"]', "opacity"), "0.5")

    def test_each_run_of_a_concatenated_text_keeps_its_own_color_and_weight(self):
        page = self.look()
        runs = page.evaluate(f"""[...document.querySelectorAll({json.dumps(self.canvas("Styled Runs") + ' [data-view="Text"] > span')})]
            .map(s => {{ const c = getComputedStyle(s); return [s.textContent, c.color, c.fontWeight, c.fontSize]; }})""")
        # (Text("Bold red").bold().foregroundColor(.lookRed) + Text(" then blue").foregroundColor(.lookBlue)).font(.lookBody)
        self.assertEqual(runs, [["Bold red", "rgb(204, 0, 51)", "700", "15px"], [" then blue", "rgb(0, 102, 204)", "400", "15px"]])

    def test_an_sf_symbol_is_a_glyph_in_the_foreground_color_at_the_font_size(self):
        page = self.look()
        glyph = page.evaluate(f"""(() => {{ const g = document.querySelector({json.dumps(self.canvas("Heart Badge") + " svg.pv-glyph")});
            const r = g.getBoundingClientRect();
            return [g.getAttribute("aria-label"), g.querySelectorAll("path").length > 0, getComputedStyle(g).color, Math.round(r.width)]; }})()""")
        # Image(systemName: "heart.fill").font(.system(size: 24)).foregroundStyle(Color.lookRed)
        self.assertEqual(glyph[:3], ["heart.fill", True, "rgb(204, 0, 51)"])
        self.assertAlmostEqual(glyph[3], 26, delta=1)

    def test_the_state_the_code_switches_on_is_drawn_in_each_value(self):
        page = self.look()
        labels = texts(page, PREVIEW.format(name=json.dumps("Select Chip")) + " .preview-state-label")
        self.assertEqual(labels, ["isSelected = false", "isSelected = true"])
        selected = self.canvas("Select Chip", state=2)
        self.assertEqual(computed(page, selected + ' [data-view=".background"] [data-view="Color"]', "backgroundColor"), "rgb(0, 102, 204)")
        self.assertEqual(computed(page, selected + ' [data-view="Text"]', "color"), "rgb(255, 255, 255)")
        # An input nobody passes: `initials` is two letters that fit the 56-point circle.
        self.assertEqual(texts(page, self.canvas("Initials Avatar") + ' [data-view="Text"]'), ["AB"])

    def test_each_view_a_section_shows_a_user_is_drawn_and_labeled(self):
        page = self.look()
        figure = PREVIEW.format(name=json.dumps("Tag And Tag Row"))
        # LookTag is used by LookTagRow; the row and the notice stand apart.
        self.assertEqual(texts(page, figure + " .preview-state-label"), ["LookTagRow", "LookNotice"])
        self.assertEqual(texts(page, self.canvas("Tag And Tag Row") + ' [data-view="Text"]'), ["Tag", "Tag"])
        self.assertEqual(texts(page, self.canvas("Tag And Tag Row", state=2) + ' [data-view="Text"]'), ["Notice"])

    def test_no_gap_marker_covers_drawn_text(self):
        # Unknown Font: a gap marker at the corner of a right-aligned text, whose last glyphs
        # reach that corner; Unknown Paint and the others: markers beside texts and layers.
        for scheme, path in (("light", self.PAGE), ("dark", self.PAGE), ("light", "brands/layout-lab/")):
            page = self.open(path, scheme=scheme, server=self.look_server)
            covered = page.evaluate(drawing_checks.GAP_MARKERS_OVER_TEXT)
            self.assertEqual(covered, [], f"{path} in {scheme}")
        self.assertEqual(texts(self.look(), PREVIEW.format(name=json.dumps("Unknown Font")) + " .preview-caption code"),
                         [".font(ThemeStore.current.headline)", "ThemeStore.current.surface"])

    def test_a_color_the_code_leaves_to_the_app_is_a_named_gap_listed_once(self):
        page = self.look()
        figure = PREVIEW.format(name=json.dumps("Unknown Paint"))
        self.assertEqual(page.evaluate(f"document.querySelector({json.dumps(figure)}).dataset.coverage"), "partial")
        self.assertEqual(texts(page, figure + " .preview-caption code"), ["color ThemeStore.current.accent"])
        # The text is drawn, in the gaps' grey and underlined, never in a guessed color.
        text = self.canvas("Unknown Paint") + ' [data-view="Text"]'
        self.assertEqual(texts(page, text), ["Painted by the app"])
        self.assertIn("dashed", computed(page, text, "textDecorationStyle") + computed(page, text, "textDecoration"))


class EveryPageTests(BrowserTestCase):
    def test_no_page_logs_a_console_error_in_light_or_dark(self):
        paths = site_build.html_pages(sample_site()) + ["compare/?brands=bumble,tinder,raya,tiktok"]
        for scheme in ("light", "dark"):
            page = self.browser.new_page()
            self.addCleanup(page.close)
            page.set_color_scheme(scheme)
            for path in paths:
                with self.subTest(scheme=scheme, path=path):
                    page.console_errors.clear()
                    self.assertEqual(page.goto(url_of(self.server, path)), 200)
                    if "?brands=" in path:
                        wait_for_compare(page, "bumble,tinder,raya,tiktok")
                    self.assertNoConsoleErrors(page, f"{path} ({scheme})")

    def test_every_page_fits_the_window_and_every_card_holds_its_content(self):
        # A page wider than a phone's screen makes the phone zoom out: everything turns tiny.
        paths = site_build.html_pages(sample_site()) + ["compare/?brands=bumble,tinder,raya,tiktok"]
        for width in (390, 768, 1280):
            page = self.browser.new_page()
            self.addCleanup(page.close)
            page.set_viewport(*screenshot.viewport_for(width))
            for path in paths:
                with self.subTest(width=width, path=path):
                    page.goto(url_of(self.server, path))
                    if "?brands=" in path:
                        wait_for_compare(page, "bumble,tinder,raya,tiktok")
                    self.assertEqual(page.evaluate("document.documentElement.scrollWidth"), width)
                    self.assertEqual(page.evaluate(SPILLING_CARDS), [])


# Boxes whose content is wider than they are: text running over a card's edge.
CARDS = (".symbol-entry, .swatch, .card, .pair, .gradient, .contrast-checker, .toc, .compare-picker, "
         ".site-header-inner, .brand-hero, .facts li, .hero")
SPILLING_CARDS = f"[...document.querySelectorAll({json.dumps(CARDS)})]" + """
    .filter(e => e.scrollWidth > e.clientWidth + 1)
    .map(e => `${e.id || e.className}: content ${e.scrollWidth}px wide in ${e.clientWidth}px`)"""


class ThemeToggleTests(BrowserTestCase):
    def state(self, page: cdp.Page) -> tuple:
        return tuple(page.evaluate("""[document.documentElement.dataset.theme || "auto",
            localStorage.getItem("sitegen-theme"),
            getComputedStyle(document.documentElement).colorScheme,
            document.querySelector("[data-theme-toggle]").getAttribute("aria-label")]"""))

    def test_cycles_automatic_light_dark_and_persists_across_reloads_and_pages(self):
        page = self.open("brands/bumble/", scheme="dark")  # so "automatic" and "light" differ
        toggle = "[data-theme-toggle]"
        self.assertEqual(self.state(page), ("auto", None, "dark", "Color theme: automatic (change)"))
        light_background = computed(page, "body", "backgroundColor")
        for theme, stored, scheme in (("light", "light", "light"), ("dark", "dark", "dark"), ("auto", None, "dark")):
            with self.subTest(theme=theme):
                click(page, toggle)
                label = f"Color theme: {'automatic' if theme == 'auto' else theme} (change)"
                expected = (theme, stored, scheme, label)
                self.assertEqual(self.state(page), expected)
                page.reload()
                self.assertEqual(self.state(page), expected, "after a reload")
                page.goto(self.server.url_for("symbols/"))
                self.assertEqual(self.state(page), expected, "on another page")
                page.goto(self.server.url_for("brands/bumble/"))
                if theme == "light":
                    self.assertNotEqual(computed(page, "body", "backgroundColor"), light_background)
        self.assertNoConsoleErrors(page, "the theme toggle")


def search_results(page: cdp.Page, query: str) -> list[tuple[str, str]]:
    """The (title, URL) of each result the search box shows for `query`, once it shows them:
    the list says which query it answers (`data-query`), so a list left from an earlier query
    is never taken for this one's."""
    page.wait_for(f"!document.getElementById('search-results').hidden && "
                  f"document.getElementById('search-listbox').dataset.query === {json.dumps(query)} && "
                  f"document.querySelectorAll('#search-listbox a').length > 0")
    return [tuple(pair) for pair in page.evaluate(
        "[...document.querySelectorAll('#search-listbox a')]"
        ".map(a => [a.querySelector('.search-title').textContent, a.href])")]


LANDED_HEADING = """(() => {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) return null;
    const heading = target.matches('h1,h2,h3,h4,h5,h6') ? target : target.querySelector('h1,h2,h3,h4,h5,h6');
    return heading && heading.textContent.trim();
})()"""


class SearchTests(BrowserTestCase):
    def assertLeadsToItsElement(self, url: str, selector: str) -> None:
        page = self.browser.new_page()
        self.addCleanup(page.close)
        page.goto(url)
        self.assertTrue(page.evaluate(f"!!document.querySelector({json.dumps(selector)})"), url)
        self.assertTrue(page.evaluate("!!document.getElementById(decodeURIComponent(location.hash.slice(1)))"),
                        f"{url}: no element has the fragment's id")

    def test_finds_a_colour_token_and_a_symbol(self):
        page = self.open("")
        self.assertTrue(page.evaluate("!document.querySelector('form[data-search]').hidden"))
        type_into(page, "#site-search", "bumbleYellow")
        found = dict(search_results(page, "bumbleYellow"))
        self.assertEqual(found.get("bumbleYellow"), self.server.url_for("brands/bumble/") + "#color-bumbleYellow",
                         found)
        self.assertLeadsToItsElement(found["bumbleYellow"], "article.swatch#color-bumbleYellow")
        type_into(page, "#site-search", "heart.fill")
        found = dict(search_results(page, "heart.fill"))
        self.assertEqual(found.get("heart.fill"), self.server.url_for("symbols/") + "#symbol-heart.fill", found)
        self.assertLeadsToItsElement(found["heart.fill"], "[id='symbol-heart.fill']")
        self.assertEqual(page.evaluate("document.getElementById('site-search').getAttribute('aria-expanded')"),
                         "true")
        self.assertNoConsoleErrors(page, "search")

    def test_arrow_down_and_enter_open_the_first_result(self):
        page = self.open("")
        type_into(page, "#site-search", "bumbleYellow")
        first_title, first_url = search_results(page, "bumbleYellow")[0]
        page.press("ArrowDown")
        self.assertEqual(page.evaluate("document.getElementById('site-search').getAttribute('aria-activedescendant')"),
                         "search-result-0")
        page.press("Enter")
        wait_for_navigation(page, "/brands/bumble/")
        self.assertEqual(page.evaluate("location.href"), first_url)
        self.assertEqual(first_title, "bumbleYellow")

    def test_escape_clears_and_closes_the_results(self):
        page = self.open("")
        type_into(page, "#site-search", "heart")
        search_results(page, "heart")
        page.press("Escape")
        self.assertEqual(page.evaluate("[document.getElementById('site-search').value, "
                                       "document.getElementById('search-results').getClientRects().length]"), ["", 0])

    def test_finds_prose_and_enter_lands_on_the_section_heading(self):
        # "haptics" is in headings and prose, never a token's name: the index holds the text.
        page = self.open("categories/social/")
        type_into(page, "#site-search", "haptics")
        results = search_results(page, "haptics")
        bumble = self.server.url_for("brands/bumble/")
        position = next(i for i, (title, url) in enumerate(results)
                        if title == "Motion & Haptics" and url.startswith(bumble + "#"))
        self.assertLess(position, 3, f"a section titled with the term ranks near the top: {results}")
        # Its snippet marks the match, in <mark> elements made from text (never markup).
        marks = page.evaluate(f"[...document.querySelectorAll('#search-result-{position} mark')].map(m => m.textContent.toLowerCase())")
        self.assertIn("haptics", marks)
        self.assertEqual(page.evaluate(f"[...document.querySelectorAll('#search-result-{position} *')]"
                                       ".filter(e => !['SPAN', 'MARK'].includes(e.tagName)).length"), 0)
        self.assertEqual(page.evaluate(f"document.querySelector('#search-result-{position} .search-where').textContent"),
                         "Bumble")
        for _ in range(position + 1):
            page.press("ArrowDown")
        self.assertEqual(page.evaluate("document.getElementById('site-search').getAttribute('aria-activedescendant')"),
                         f"search-result-{position}")
        page.press("Enter")
        wait_for_navigation(page, "/brands/bumble/")
        self.assertEqual(page.evaluate("location.href"), results[position][1])
        self.assertIn("Motion & Haptics", page.evaluate(LANDED_HEADING) or "")
        self.assertNoConsoleErrors(page, "a search for prose")

    def test_keyboard_alone_searches_moves_opens_and_closes(self):
        page = self.open("")
        for _ in range(40):
            if page.press_tab().startswith("input#site-search"):
                break
        self.assertTrue(page.focused().startswith("input#site-search"), "Tab never reached the search box")
        page.type_text("tab bar")
        results = search_results(page, "tab bar")
        self.assertGreaterEqual(len(results), 3)
        page.press("ArrowDown")
        page.press("ArrowDown")
        page.press("ArrowUp")
        active = "document.getElementById('site-search').getAttribute('aria-activedescendant')"
        self.assertEqual(page.evaluate(active), "search-result-0")
        page.press("ArrowUp")  # wraps to the last
        self.assertEqual(page.evaluate(active), f"search-result-{len(results) - 1}")
        self.assertEqual(page.evaluate("document.querySelectorAll('#search-listbox [aria-selected=true]').length"), 1)
        page.press("Escape")
        self.assertEqual(page.evaluate("[document.activeElement.id, document.getElementById('search-results').hidden]"),
                         ["site-search", True])
        page.type_text("tab bar")
        first_title, first_url = search_results(page, "tab bar")[0]
        page.press("Enter")  # nothing selected: the first result
        wait_for_navigation(page, urllib.parse.urlsplit(first_url).path)
        self.assertEqual(page.evaluate("location.href"), first_url)
        self.assertIn(first_title, page.evaluate(LANDED_HEADING) or "")


class KeyboardTests(BrowserTestCase):
    def test_first_tab_focuses_the_visible_skip_link_which_moves_focus_to_main(self):
        for path in ("", "brands/bumble/", "compare/?brands=bumble,tinder"):
            with self.subTest(path=path):
                page = self.open(path)
                self.assertEqual(page.press_tab(), 'a.skip-link "Skip to content"')
                top = page.evaluate("document.activeElement.getBoundingClientRect().top")
                self.assertGreaterEqual(top, 0, "the focused skip link is off screen")
                page.press("Enter")
                page.wait_for("document.activeElement && document.activeElement.id === 'main'")


# -- 2. the compare page -----------------------------------------------------------------------

def compare_rows(page: cdp.Page) -> dict[str, list[dict]]:
    """The compare table's rows by label: per brand column, the swatch's computed background
    (or None) and the ΔE note (or '')."""
    return dict(page.evaluate("""[...document.querySelectorAll("table.compare-table tbody tr:not(.compare-section)")]
        .map(tr => [tr.querySelector("th").textContent.trim(), [...tr.querySelectorAll("td")].map(td => {
            const swatch = td.querySelector(".cell-swatch");
            return {paint: swatch && getComputedStyle(swatch).backgroundColor,
                    delta: (td.querySelector(".delta") || {textContent: ""}).textContent};
        })])"""))


class ComparePageTests(BrowserTestCase):
    PICKER = "form[data-compare]"

    def chosen(self, page: cdp.Page) -> list[str]:
        return page.evaluate(f"[...document.querySelectorAll('{self.PICKER} select[name=brand]')].map(s => s.value)")

    def header(self, page: cdp.Page) -> list[str]:
        return texts(page, "table.compare-table thead th a")

    def test_shows_the_brands_named_in_the_url_with_their_colours(self):
        page = self.open("compare/?brands=bumble,tinder")
        wait_for_compare(page, "bumble,tinder")
        self.assertEqual(self.header(page), ["Bumble", "Tinder"])
        self.assertEqual(page.evaluate("[...document.querySelectorAll('table.compare-table thead th a')]"
                                       ".map(a => a.pathname)"), ["/brands/bumble/", "/brands/tinder/"])
        self.assertEqual(self.chosen(page), ["bumble", "tinder", "", ""])
        self.assertEqual(texts(page, "[data-compare-status]"), ["Comparing Bumble, Tinder."])
        canvas = "tr[data-row='color-canvas'] td .cell-swatch"
        self.assertEqual(computed(page, canvas, "backgroundColor"), WHITE)
        rows = compare_rows(page)
        self.assertEqual([cell["paint"] for cell in rows["Brand"]], [BUMBLE_YELLOW, TINDER_PINK])
        self.assertEqual(rows["Brand"][0]["delta"], "")
        self.assertRegex(rows["Brand"][1]["delta"], r"^ΔE \d+(\.\d)? vs Bumble$")
        self.assertNoConsoleErrors(page, "the compare page")

    def test_script_and_build_give_the_same_differences(self):
        # The static category page is computed by the build (Swift), the picker by site.js.
        static = self.open("compare/dating/")
        live = self.open("compare/?brands=bumble,grindr,raya,tinder")
        wait_for_compare(live, "bumble,grindr,raya,tinder")
        self.assertEqual(texts(static, "table.compare-table thead th a"), self.header(live))
        expected, shown = compare_rows(static), compare_rows(live)
        self.assertEqual(sorted(expected), sorted(shown))
        for label in expected:
            with self.subTest(row=label):
                self.assertEqual(shown[label], expected[label])

    def test_choosing_a_brand_updates_the_url_and_the_back_button_returns(self):
        page = self.open("compare/?brands=bumble,tinder")
        wait_for_compare(page, "bumble,tinder")
        page.select(f"{self.PICKER} select[data-slot='1']", "tiktok")
        wait_for_compare(page, "bumble,tiktok")
        self.assertEqual(page.evaluate("location.search"), "?brands=bumble,tiktok")
        self.assertEqual(self.header(page), ["Bumble", "TikTok"])
        self.assertEqual(texts(page, "[data-compare-status]"), ["Comparing Bumble, TikTok."])
        page.evaluate("history.back()")
        wait_for_compare(page, "bumble,tinder")
        self.assertEqual(page.evaluate("location.search"), "?brands=bumble,tinder")
        self.assertEqual(self.header(page), ["Bumble", "Tinder"])
        self.assertEqual(self.chosen(page), ["bumble", "tinder", "", ""])
        page.evaluate("history.forward()")
        wait_for_compare(page, "bumble,tiktok")
        self.assertEqual(self.chosen(page), ["bumble", "tiktok", "", ""])
        self.assertNoConsoleErrors(page, "the compare page")

    def test_unknown_brands_in_the_url_are_left_out(self):
        page = self.open("compare/?brands=bumble,nonexistent,raya")
        wait_for_compare(page, "bumble,raya")
        self.assertEqual(self.header(page), ["Bumble", "Raya"])
        self.assertEqual(self.chosen(page), ["bumble", "raya", "", ""])
        self.assertNoConsoleErrors(page, "the compare page")  # no request for nonexistent/compare.json

    def test_one_brand_asks_for_another(self):
        page = self.open("compare/?brands=bumble")
        self.assertEqual(texts(page, "[data-compare-status]"), ["Pick at least two brands to compare."])
        self.assertFalse(page.evaluate("!!document.querySelector('table.compare-table')"))


class ScreenshotTests(BrowserTestCase):
    """Full-page shots for people to look at, into $E2E_SCREENSHOTS (not taken when unset)."""

    PAGES = [  # (page, file name stem, what must be on screen before the shot)
        ("compare/?brands=bumble,tinder", "compare-bumble-tinder", COMPARE_TABLE.format(brands='"bumble,tinder"')),
        ("compare/dating/", "compare-dating", "true"),
        ("brands/bumble/", "brands-bumble", "true"),
        ("", "index", "true"),
        ("symbols/", "symbols", "true"),
    ]

    def test_main_pages_at_desktop_and_phone_width_in_light_and_dark(self):
        out = os.environ.get("E2E_SCREENSHOTS")
        if not out:
            self.skipTest("set E2E_SCREENSHOTS=<folder> to save screenshots")
        os.makedirs(out, exist_ok=True)
        saved = []
        for path, stem, ready in self.PAGES:
            for width in screenshot.DEFAULT_WIDTHS:
                for scheme in ("light", "dark"):
                    with self.subTest(path=path, width=width, scheme=scheme):
                        page = self.open(path, scheme=scheme, width=width)
                        page.wait_for(ready)
                        saved.append(page.screenshot(os.path.join(out, f"{stem}-{width}-{scheme}.png")))
                        self.assertNoConsoleErrors(page, path)
        self.assertEqual(len(saved), len(self.PAGES) * 4)

    def test_search_open_at_desktop_and_phone_width_in_light_and_dark(self):
        out = os.environ.get("E2E_SCREENSHOTS")
        if not out:
            self.skipTest("set E2E_SCREENSHOTS=<folder> to save screenshots")
        os.makedirs(out, exist_ok=True)
        for width in screenshot.DEFAULT_WIDTHS:
            for scheme in ("light", "dark"):
                page = self.open("brands/bumble/", scheme=scheme, width=width)
                type_into(page, "#site-search", "haptics")
                search_results(page, "haptics")
                page.press("ArrowDown")
                page.screenshot(os.path.join(out, f"search-haptics-{width}-{scheme}.png"), full_page=False)
                self.assertNoConsoleErrors(page, "search")


# -- 3. without JavaScript ---------------------------------------------------------------------

class WithoutJavaScriptTests(BrowserTestCase):
    def open_static(self, path: str) -> cdp.Page:
        page = self.open(path, javascript=False)
        self.assertTrue(page.evaluate("document.querySelector('form[data-search]').hidden"),
                        "the script ran: this test needs it off")
        return page

    def test_home_lists_every_brand(self):
        page = self.open_static("")
        self.assertEqual(sorted(texts(page, ".cards .card-title")), sorted(SAMPLE_BRANDS.values()))
        self.assertEqual(sorted(page.evaluate("[...document.querySelectorAll('.cards a.card-link')].map(a => a.pathname)")),
                         sorted(f"/brands/{slug}/" for slug in SAMPLE_BRANDS))

    def test_controls_that_need_the_script_stay_hidden(self):
        page = self.open_static("brands/bumble/")
        visible = """[...document.querySelectorAll(%s)].filter(e => e.getClientRects().length > 0).length"""
        for selector in ("form[data-search]", "[data-theme-toggle]", "[data-copy]", "[data-copy-code]", ".copy-row",
                         "[data-contrast-swap]"):
            with self.subTest(selector=selector):
                self.assertEqual(page.evaluate(visible % json.dumps(selector)), 0)
        compare = self.open_static("compare/")
        self.assertEqual(compare.evaluate(visible % json.dumps("form[data-compare]")), 0)
        self.assertIn("/compare/dating/", compare.evaluate(
            "[...document.querySelectorAll('.category-links a')].map(a => a.pathname)"))

    def test_static_compare_page_shows_the_category_side_by_side(self):
        page = self.open_static("compare/dating/")
        self.assertEqual(texts(page, "table.compare-table thead th a"), ["Bumble", "Grindr", "Raya", "Tinder"])
        rows = compare_rows(page)
        self.assertEqual([cell["paint"] for cell in rows["Brand"]],
                         [BUMBLE_YELLOW, "rgb(255, 222, 0)", WHITE, TINDER_PINK])
        self.assertEqual(rows["Canvas"][0]["paint"], WHITE)
        self.assertTrue(all(cell["delta"].startswith("ΔE ") for cell in rows["Brand"][1:]), rows["Brand"])

    def test_brand_page_paints_swatches_and_the_checker_result(self):
        page = self.open_static("brands/bumble/")
        self.assertEqual(computed(page, "#color-bumbleYellow .swatch-fill", "backgroundColor"), BUMBLE_YELLOW)
        unpainted = page.evaluate("""[...document.querySelectorAll(".swatch-fill")]
            .filter(e => getComputedStyle(e).backgroundColor === "rgba(0, 0, 0, 0)").map(e => e.closest(".swatch").id)""")
        self.assertEqual(unpainted, [])
        form = "form[data-contrast]"
        text, background = page.evaluate(f"[...document.querySelectorAll('{form} select')].map(s => s.value)")
        self.assertEqual((text, background), (rgb_of("#1F1F1F"), rgb_of("#FFFFFF")))  # bumbleBlack on bumbleCanvas
        self.assertEqual(computed(page, f"{form} [data-contrast-sample]", "color"), text)
        self.assertEqual(computed(page, f"{form} [data-contrast-sample]", "backgroundColor"), background)
        ratio = wcag_ratio("#1F1F1F", "#FFFFFF")
        shown = texts(page, f"{form} [data-contrast-ratio]")[0]
        self.assertRegex(shown, r"^\d+\.\d\d:1$")
        # Both the build and the script work from the 8-bit colour the page publishes.
        self.assertAlmostEqual(float(shown.removesuffix(":1")), ratio, delta=0.01)
        self.assertEqual(texts(page, f"{form} [data-contrast-level]"), [wcag_level(ratio)])

    def test_build_and_script_print_the_same_initial_ratio(self):
        # The build and the script compute contrast from the same published 8-bit colours
        # (bumbleBlack #1F1F1F on white is 16.48:1), so the number does not change as the page
        # loads, and it agrees with any contrast tool.
        static = texts(self.open_static("brands/bumble/"), "[data-contrast-ratio]")
        live = texts(self.open("brands/bumble/"), "[data-contrast-ratio]")
        self.assertEqual(static, live)


# -- 4. HTML validity --------------------------------------------------------------------------

class HtmlValidityTests(unittest.TestCase):
    def test_every_page_stylesheet_and_image_is_valid(self):
        require(tools.find_java)
        require(tools.find_vnu_jar)
        result = htmlcheck.check_folder(sample_site())
        self.assertGreaterEqual(result.files_checked, 20)
        self.assertEqual([str(d) for d in result.diagnostics], [], result.summary())  # warnings too


class SearchOpenValidityTests(BrowserTestCase):
    def test_the_page_with_search_results_open_is_valid_html(self):
        # The DOM the search script builds (listbox, options, marked snippets), serialized after
        # it ran, through vnu: no error. (Warnings are printed: a live DOM keeps script state.)
        require(tools.find_java)
        require(tools.find_vnu_jar)
        folder = tempfile.mkdtemp(prefix="search-open-")
        self.addCleanup(shutil.rmtree, folder, True)
        for query in ("haptics", "bumbleYellow"):
            page = self.open("brands/bumble/")
            type_into(page, "#site-search", query)
            search_results(page, query)
            page.press("ArrowDown")
            html = page.evaluate("'<!DOCTYPE html>\\n' + document.documentElement.outerHTML")
            with open(os.path.join(folder, f"{query}.html"), "w", encoding="utf-8") as file:
                file.write(html)
        result = htmlcheck.check_folder(folder, css=False, svg=False)
        self.assertEqual(result.files_checked, 2)
        self.assertEqual([str(d) for d in result.errors], [], result.summary())
        if result.warnings:
            print("\nsearch open: " + result.summary() + "\n" + "\n".join(str(d) for d in result.warnings))


# -- 5. links ----------------------------------------------------------------------------------

class LinkTests(BrowserTestCase):
    @classmethod
    def setUpClass(cls):
        cls.prefixed = scratch("prefixed")
        site_build.build(cls.prefixed, "--base-url", PREFIX)
        super().setUpClass()

    def test_every_internal_link_and_anchor_resolves(self):
        report = linkcheck.check_site(sample_site(), base="/")
        self.assertEqual([str(p) for p in report.problems], [], report.summary())
        self.assertGreater(report.links_checked, 1000)

    def test_links_in_data_files_resolve(self):
        # The search index's records, compare.json and sitemap.xml: what the scripts turn into links.
        self.assertEqual(site_data_links.check(sample_site(), "/"), [])

    def test_site_built_for_a_sub_path_links_only_inside_it(self):
        report = linkcheck.check_site(self.prefixed, base=PREFIX)
        self.assertEqual([str(p) for p in report.problems], [], report.summary())
        self.assertEqual(site_data_links.check(self.prefixed, PREFIX), [])

    def test_site_served_under_a_sub_path_works_in_the_browser(self):
        with serve.StaticServer(self.prefixed, prefix=PREFIX) as server:
            page = self.open("brands/bumble/", server=server)
            self.assertEqual(computed(page, "#color-bumbleYellow .swatch-fill", "backgroundColor"), BUMBLE_YELLOW)
            self.assertEqual(page.evaluate("getComputedStyle(document.body).fontFamily").split(",")[0], "system-ui")
            self.assertNoConsoleErrors(page, f"{PREFIX}brands/bumble/")
            compare = self.open("compare/?brands=bumble,tinder", server=server)
            wait_for_compare(compare, "bumble,tinder")  # compare.json fetched under the prefix
            self.assertEqual(compare.evaluate("[...document.querySelectorAll('table.compare-table thead th a')]"
                                              ".map(a => a.pathname)"),
                             [f"{PREFIX}brands/bumble/", f"{PREFIX}brands/tinder/"])
            self.assertNoConsoleErrors(compare, f"{PREFIX}compare/")
            type_into(page, "#site-search", "bumbleYellow")  # search/index.json under the prefix
            self.assertEqual(search_results(page, "bumbleYellow")[0][1],
                             server.url_for("brands/bumble/") + "#color-bumbleYellow")
            type_into(page, "#site-search", "haptics")  # shards and chunks under the prefix
            title, url = search_results(page, "haptics")[0]
            self.assertTrue(url.startswith(server.url_for("brands/")), url)
            page.press("ArrowDown")
            page.press("Enter")
            wait_for_navigation(page, urllib.parse.urlsplit(url).path)
            self.assertEqual(page.evaluate("location.href"), url)
            self.assertIn(title, page.evaluate(LANDED_HEADING) or "")
            self.assertNoConsoleErrors(page, f"{PREFIX}brands/bumble/ after a search")


# -- 6. accessibility --------------------------------------------------------------------------

class AccessibilityTests(BrowserTestCase):
    @classmethod
    def setUpClass(cls):
        require(tools.find_axe_js)
        super().setUpClass()

    def test_no_serious_or_critical_violation_on_any_page_in_light_or_dark(self):
        # axe is the slowest check here; the two schemes run at once, in two browsers.
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            light = pool.submit(a11y.check_site, sample_site(), schemes=("light",), browser=self.browser)
            dark = pool.submit(a11y.check_site, sample_site(), schemes=("dark",))
            results = {"light": light.result(), "dark": dark.result()}
        for scheme, result in results.items():
            with self.subTest(scheme=scheme):
                self.assertEqual(result.pages_checked, len(site_build.html_pages(sample_site())))
                self.assertEqual([str(d) for d in result.errors], [], result.summary())
                if result.warnings:  # moderate and minor: reported, not failed
                    print(f"\n{scheme}: {result.summary()}:\n" + "\n".join(str(d) for d in result.warnings))

    def test_states_the_scripts_make_have_no_serious_violation(self):
        # axe over the DOM the scripts build: the picker's table, open search results.
        for scheme in ("light", "dark"):
            with self.subTest(scheme=scheme):
                compare = self.open("compare/?brands=bumble,tinder,raya,tiktok", scheme=scheme)
                wait_for_compare(compare, "bumble,tinder,raya,tiktok")
                search = self.open("brands/bumble/", scheme=scheme)
                type_into(search, "#site-search", "yellow")
                search_results(search, "yellow")
                search.press("ArrowDown")
                found = a11y.check_page(compare, "compare/?brands=…") + a11y.check_page(search, "search results")
                # Snippets with marked matches, over the brand page, in both widths.
                for width in (1280, 390):
                    prose = self.open("brands/bumble/", scheme=scheme, width=width)
                    type_into(prose, "#site-search", "haptics")
                    search_results(prose, "haptics")
                    prose.press("ArrowDown")
                    found += a11y.check_page(prose, f"search results for prose at {width}")
                self.assertEqual([str(d) for d in found if d.is_error], [])


# -- 6b. layouts SwiftUI gives, drawn from a guide written for these tests ----------------------

DRAWINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "drawings")


class DrawnLayoutTests(BrowserTestCase):
    """Components of Tests/e2e/fixtures/drawings (Layout Lab), each drawing one layout: the
    computed styles in Chromium are the values the code states."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.site = scratch("drawings")
        site_build.build(cls.site, content=DRAWINGS)
        cls.layout_server = serve.StaticServer(cls.site)
        cls.layout_server.__enter__()

    @classmethod
    def tearDownClass(cls):
        cls.layout_server.__exit__(None, None, None)

    def canvas(self, name: str) -> str:
        return f"{PREVIEW.format(name=json.dumps(name))} .preview-state:nth-child(1) .preview-canvas"

    def grid(self, page: cdp.Page, selector: str) -> list:
        return page.evaluate(f"""(() => {{
            const g = document.querySelector({json.dumps(selector)}), s = getComputedStyle(g);
            const cells = [...g.children].map(c => c.getBoundingClientRect());
            return [s.display, s.gridTemplateColumns.split(" ").map(w => Math.round(parseFloat(w))), s.columnGap, s.rowGap,
                    new Set(cells.map(c => Math.round(c.left))).size, new Set(cells.map(c => Math.round(c.top))).size];
        }})()""")

    def test_a_lazy_vgrid_lays_its_cells_on_the_columns_its_code_declares(self):
        # Array(repeating: GridItem(.flexible(), spacing: 6), count: 4), spacing: 10; six cells.
        page = self.open("brands/layout-lab/", server=self.layout_server)
        display, tracks, column_gap, row_gap, columns, rows = self.grid(page, self.canvas("Four Column Grid") + ' [data-view="LazyVGrid"]')
        self.assertEqual((display, len(tracks), column_gap, row_gap, columns, rows), ("grid", 4, "6px", "10px", 4, 2))
        self.assertEqual(len(set(tracks)), 1, f"flexible tracks share the width: {tracks}")
        self.assertNoConsoleErrors(page, "the Layout Lab page")

    def test_fixed_and_adaptive_tracks_are_their_sizes(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        grids = self.canvas("Fixed And Adaptive Grids") + ' [data-view="LazyVGrid"]'
        fixed = self.grid(page, grids)
        self.assertEqual(fixed[1], [60, 90])
        adaptive = page.evaluate(f"getComputedStyle(document.querySelectorAll({json.dumps(grids)})[1]).gridTemplateColumns.split(' ')"
                                 ".map(w => parseFloat(w))")
        self.assertGreaterEqual(len(adaptive), 2)
        self.assertTrue(all(width >= 50 for width in adaptive), adaptive)

    def test_a_3d_rotation_turns_about_its_axis(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        transforms = page.evaluate(f"""[...document.querySelectorAll({json.dumps(self.canvas("Turned Card") + " *")})]
            .map(e => e.style.transform).filter(t => t)""")
        self.assertEqual(transforms, ["perspective(400px) rotate3d(0, 1, 0, 30deg)"])
        # Turned about y, the card is narrower on screen than its 120 pt, as tall as 80.
        box = page.evaluate(f"""(() => {{ const r = document.querySelector({json.dumps(self.canvas("Turned Card") + ' [data-view="RoundedRectangle"]')}).getBoundingClientRect();
            return [Math.round(r.width), Math.round(r.height)]; }})()""")
        self.assertLess(box[0], 120)
        self.assertGreaterEqual(box[1], 80)

    def test_a_view_drawn_dark_by_its_code_is_dark_on_a_light_page(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        text = self.canvas("Night Label") + ' [data-view="Text"]'
        # labGlow is blue in light and yellow in dark; .preferredColorScheme(.dark) draws it
        # yellow on the light page, on the dark ground.
        self.assertEqual(computed(page, text, "color"), "rgb(255, 255, 0)")
        self.assertEqual(computed(page, self.canvas("Night Label"), "backgroundColor"), "rgb(0, 0, 0)")

    # Custom Shapes drawn from their path(in:): an SVG path whose corners follow the frame, and a
    # clip to the outline.
    def test_a_bubble_is_the_path_its_code_draws_at_its_own_size(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        path = self.canvas("Tailed Bubble") + " svg.pv-outline path"
        drawn = page.evaluate(f"""(() => {{
            const p = document.querySelector({json.dumps(path)}), box = p.ownerSVGElement.getBoundingClientRect();
            return [p.getAttribute("d"), Math.round(box.width), Math.round(box.height), getComputedStyle(p).fill];
        }})()""")
        d, width, height, fill = drawn
        self.assertEqual((width, height), (160, 40))
        # The script redrew it at 160×40: the top edge ends 19 pt before the right side, the
        # tail corner is 6 pt.
        self.assertTrue(d.startswith(f"M19 0 L{width - 19} 0"), d)
        self.assertIn(f"A6 6 0 0 1 {width - 6} {height}", d)
        self.assertEqual(fill, "rgb(232, 234, 237)")
        no_script = self.open("brands/layout-lab/", server=self.layout_server, javascript=False)
        self.assertTrue(no_script.evaluate(f"document.querySelector({json.dumps(path)}).getAttribute('d')").startswith("M19 0 L81 0"))

    def test_a_clip_to_a_hexagon_is_the_hexagon(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        clip = page.evaluate(f"""[...document.querySelectorAll({json.dumps(self.canvas("Hexagon Avatar") + " *")})]
            .map(e => getComputedStyle(e).clipPath).find(c => c && c !== "none")""")
        self.assertTrue(clip.startswith("polygon(50% 0%, 93.3% 25%"), clip)

    def box(self, page: cdp.Page, selector: str, index: int = 0) -> list:
        """The box of the `index`th element matching `selector`: left, top, width, height, rounded."""
        return page.evaluate(f"""(() => {{ const r = document.querySelectorAll({json.dumps(selector)})[{index}].getBoundingClientRect();
            return [r.left, r.top, r.width, r.height].map(Math.round); }})()""")

    def test_an_async_image_is_its_placeholder_in_its_frame_and_clip(self):
        # AsyncImage { … } placeholder: { Color.labInk.opacity(0.2) }.frame(64, 64).clipShape(Circle()).
        page = self.open("brands/layout-lab/", server=self.layout_server)
        images = self.canvas("Loading Avatar") + ' [data-view="AsyncImage"]'
        color = images + ' [data-view="Color"]'
        self.assertEqual(computed(page, color, "backgroundColor"), "rgb(17, 17, 17)")
        self.assertEqual(page.evaluate(f"getComputedStyle(document.querySelector({json.dumps(color)}).parentElement).opacity"), "0.2")
        self.assertEqual(self.box(page, images)[2:], [64, 64])
        self.assertEqual(self.box(page, color)[2:], [64, 64])
        clip = page.evaluate(f"getComputedStyle(document.querySelector({json.dumps(images)}).closest('[data-view=\".clipShape\"]')).borderRadius")
        self.assertEqual(clip, "50%")
        # The phase form draws its `.empty` case, a spinner centered in the 96 × 64 frame; no
        # photo placeholder and no gap.
        frame = self.box(page, self.canvas("Loading Avatar") + ' [data-view=".frame"]', 1)
        spinner = self.box(page, images + " .pv-spinner")
        self.assertEqual(frame[2:], [96, 64])
        self.assertEqual((spinner[0] + spinner[2] / 2, spinner[1] + spinner[3] / 2), (frame[0] + 48, frame[1] + 32))
        self.assertEqual(page.evaluate(f"document.querySelectorAll({json.dumps(self.canvas('Loading Avatar') + ' .pv-photo, ' + self.canvas('Loading Avatar') + ' .pv-gap')}).length"), 0)

    def test_a_horizontal_scroll_view_overflows_in_a_row_and_a_vertical_one_stacks_from_the_top(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        scrolls = self.canvas("Story Strip") + ' [data-view="ScrollView"]'
        style = lambda index, *props: page.evaluate(f"""(() => {{ const s = getComputedStyle(document.querySelectorAll({json.dumps(scrolls)})[{index}]);
            return {json.dumps(props)}.map(p => s[p]); }})()""")
        # ScrollView(.horizontal, showsIndicators: false): a row that scrolls, no bar.
        self.assertEqual(style(0, "flexDirection", "overflowX", "overflowY", "scrollbarWidth"), ["row", "auto", "hidden", "none"])
        row, cells = self.box(page, scrolls), [self.box(page, scrolls + ' [data-view=".frame"]', i) for i in range(8)]
        # Eight 72 pt cells 10 apart after 16 pt of padding: 678 pt of content, none squeezed.
        self.assertEqual([cell[2:] for cell in cells], [[72, 40]] * 8)
        self.assertEqual([cell[0] - row[0] for cell in cells], [16 + 82 * i for i in range(8)])
        scroll_width = page.evaluate(f"document.querySelector({json.dumps(scrolls)}).scrollWidth")
        self.assertEqual(scroll_width, 678)
        self.assertLess(row[2], scroll_width)
        # ScrollView { VStack } with .contentMargins(.top, 20) in a 120 pt frame: a column from
        # the top, 20 pt down, with the thin bar of a box that scrolls.
        self.assertEqual(style(1, "flexDirection", "overflowX", "overflowY", "scrollbarWidth", "paddingTop"),
                         ["column", "hidden", "auto", "thin", "20px"])
        column, first = self.box(page, scrolls, 1), self.box(page, scrolls + ' [data-view="Text"]', 8)
        self.assertEqual(column[3], 120)
        self.assertEqual(first[1] - column[1], 20)

    def test_a_safe_area_inset_sits_at_its_edge_beside_the_content_it_does_not_cover(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        canvas = self.canvas("Reply Inset")
        frame = self.box(page, canvas + ' [data-view=".frame"]')
        scroll = self.box(page, canvas + ' [data-view="ScrollView"]')
        reply = page.evaluate(f"""(() => {{ const e = [...document.querySelectorAll({json.dumps(canvas + ' [data-view=".safeAreaInset"]')})].at(-1).lastElementChild;
            const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round); }})()""")
        bar = self.box(page, canvas + ' [data-view="Color"]', 0)
        # .safeAreaInset(edge: .bottom, spacing: 12) in a 240 pt frame: the reply bar (44 pt) at
        # the bottom, 12 pt below the scroll view, which keeps the rest: 240 - 12 - 44.
        self.assertEqual(frame[3], 240)
        self.assertEqual(reply[3], 44)
        self.assertEqual(reply[1] - (scroll[1] + scroll[3]), 12)
        self.assertEqual(reply[1] + reply[3], frame[1] + 240)
        self.assertEqual(scroll[3], 240 - 12 - 44)
        # .safeAreaInset(edge: .leading, alignment: .top, spacing: 6): a 4 × 40 bar at the top
        # leading corner, and everything else 6 pt after it.
        self.assertEqual(bar, [frame[0], frame[1], 4, 40])
        self.assertEqual(scroll[0], frame[0] + 4 + 6)
        self.assertEqual(reply[0], frame[0] + 4 + 6)

    def toolbar(self, page: cdp.Page, name: str, bar: str) -> dict:
        """The bar's box and, per side (leading, middle, trailing), its texts and symbols with their boxes."""
        return page.evaluate(f"""(() => {{
            const bar = document.querySelector({json.dumps(self.canvas(name) + f' [data-bar="{bar}"]')});
            const box = e => {{ const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].map(Math.round); }};
            const items = side => [side, ...side.querySelectorAll('*')].filter(e => e.matches('[data-view="Text"], [data-view=".navigationTitle"], [data-view="Image"]'))
                .map(e => [e.textContent || e.dataset.view, box(e), getComputedStyle(e).color, getComputedStyle(e).fontWeight, getComputedStyle(e).fontSize]);
            return {{bar: box(bar), sides: [...bar.children].map(items)}};
        }})()""")

    def test_toolbar_items_are_in_a_bar_above_the_content_at_their_placements(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        top = self.toolbar(page, "Inbox Toolbar", "navigation")
        left, _, right, bottom = top["bar"]
        self.assertEqual(bottom - top["bar"][1], 44)
        leading, middle, trailing = top["sides"]
        # .topBarLeading: Edit, 16 pt in; .navigationTitle("Inbox") in the middle, headline;
        # a ToolbarItemGroup(.topBarTrailing): the symbol, then Filter, 16 pt from the edge.
        self.assertEqual([(text, box[0] - left) for text, box, *_ in leading], [("Edit", 16)])
        (title, box, color, weight, size), = middle
        self.assertEqual((title, weight, size), ("Inbox", "600", "17px"))
        self.assertLessEqual(abs((box[0] + box[2]) / 2 - (left + right) / 2), 1)
        self.assertEqual([text for text, *_ in trailing], ["plus", "Filter"])
        self.assertLess(trailing[0][1][2], trailing[1][1][0])
        self.assertEqual(right - trailing[1][1][2], 16)
        # The buttons are in the tint; the title is not.
        self.assertEqual(leading[0][2], trailing[1][2])
        self.assertNotEqual(leading[0][2], color)
        # The content is below the bar, not under it; .bottomBar below the content.
        welcome = self.box(page, self.canvas("Inbox Toolbar") + ' [data-view="Text"]', 2)
        self.assertGreaterEqual(welcome[1], bottom)
        below = self.toolbar(page, "Inbox Toolbar", "bottom")
        self.assertGreaterEqual(below["bar"][1], welcome[1] + welcome[3])
        (updated, box, *_), = below["sides"][0]
        self.assertEqual(updated, "Updated just now")
        self.assertLessEqual(abs((box[0] + box[2]) / 2 - (below["bar"][0] + below["bar"][2]) / 2), 1)

    def test_a_bare_toolbar_button_is_trailing_beside_the_title(self):
        page = self.open("brands/layout-lab/", server=self.layout_server)
        top = self.toolbar(page, "Settings Toolbar", "navigation")
        leading, middle, trailing = top["sides"]
        self.assertEqual((leading, [text for text, *_ in middle], [text for text, *_ in trailing]), ([], ["Settings"], ["Done"]))
        self.assertEqual(top["bar"][2] - trailing[0][1][2], 16)


# -- 7. the wider corpus -----------------------------------------------------------------------

@unittest.skipUnless(os.path.isdir(CORPUS), f"no corpus at {os.path.normpath(CORPUS)} (../shared/guides)")
class CorpusTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.site = scratch("corpus")
        cls.build_run = site_build.build(cls.site, content=os.path.normpath(CORPUS))

    def test_builds_every_guide_without_errors(self):
        self.assertEqual(self.build_run.diagnostics("error"), [], self.build_run.describe())
        brands = [name for name in os.listdir(os.path.join(self.site, "brands"))
                  if os.path.isfile(os.path.join(self.site, "brands", name, "index.html"))]
        self.assertEqual(len(brands), CORPUS_GUIDES, sorted(brands))
        if self.build_run.diagnostics("warning"):
            print("\ncorpus build warnings:\n" + "\n".join(self.build_run.diagnostics("warning")))

    def test_every_link_resolves(self):
        report = linkcheck.check_site(self.site)
        self.assertEqual([str(p) for p in report.problems], [], report.summary())
        self.assertEqual(site_data_links.check(self.site), [])

    def test_every_page_loads_cleanly_on_a_phone(self):
        page = shared_browser().new_page()
        self.addCleanup(page.close)
        page.set_viewport(*screenshot.viewport_for(390))
        with serve.StaticServer(self.site) as server:
            for path in site_build.html_pages(self.site):
                with self.subTest(path=path):
                    page.console_errors.clear()
                    self.assertEqual(page.goto(server.url_for(path)), 200)
                    self.assertEqual([str(error) for error in page.console_errors], [])
                    self.assertEqual(page.evaluate("document.documentElement.scrollWidth"), 390)
                    self.assertEqual(page.evaluate(SPILLING_CARDS), [])

    def test_every_page_is_valid_html(self):
        require(tools.find_java)
        require(tools.find_vnu_jar)
        result = htmlcheck.check_folder(self.site)
        self.assertEqual([str(d) for d in result.diagnostics], [], result.summary())  # warnings too

    def test_two_builds_are_byte_identical(self):
        again = scratch("corpus-again")
        site_build.build(again, content=os.path.normpath(CORPUS))
        assertSameTree(self, self.site, again)


# -- 8. determinism ----------------------------------------------------------------------------

def assertSameTree(test: unittest.TestCase, first: str, second: str) -> None:
    one, two = site_build.tree_bytes(first), site_build.tree_bytes(second)
    test.assertEqual(sorted(one), sorted(two), "the builds wrote different files")
    differing = [path for path in one if one[path] != two[path]]
    test.assertEqual(differing, [], "files that differ between two builds")


class DeterminismTests(unittest.TestCase):
    def test_two_builds_into_two_folders_are_byte_identical(self):
        again = scratch("site-again")
        site_build.build(again)
        assertSameTree(self, sample_site(), again)


# -- 9. output safety at the command line ------------------------------------------------------

class OutputSafetyTests(unittest.TestCase):
    def setUp(self):
        # A project of its own: the build runs there with sitegen's default folder names.
        self.project = tempfile.mkdtemp(prefix="sitegen-e2e-project-", dir=_folder)
        for folder in ("content", "templates"):
            shutil.copytree(os.path.join(site_build.REPO_ROOT, folder), os.path.join(self.project, folder))

    def sitegen(self, *arguments: str) -> site_build.BuildRun:
        return site_build.run_sitegen(*arguments, cwd=self.project)

    def test_refuses_to_write_over_the_content_folder(self):
        content = site_build.tree_bytes(os.path.join(self.project, "content"))
        run = self.sitegen("build", "--output", "content")
        self.assertNotEqual(run.returncode, 0, run.describe())
        self.assertIn("Error: refusing to write the site to 'content': it is the content folder", run.stderr)
        self.assertEqual(site_build.tree_bytes(os.path.join(self.project, "content")), content)

    def test_a_template_error_fails_the_build_and_keeps_the_previous_site(self):
        self.assertEqual(self.sitegen("build", "--output", "out").returncode, 0)
        previous = site_build.tree_bytes(os.path.join(self.project, "out"))
        template = os.path.join(self.project, "templates", "brand.mustache")
        with open(template, encoding="utf-8") as file:
            good = file.read()
        faults = [  # (how the template is broken, the message it must get)
            (good.replace("{{/brand}}", "{{/brnd}}"), "{{/brnd}}", "section 'brand' closed with '{{/brnd}}'"),
            (good + "<p>{{oops\n", "{{oops", "tag is never closed; expected '}}'"),
        ]
        for broken, culprit, message in faults:
            with self.subTest(message=message):
                with open(template, "w", encoding="utf-8") as file:
                    file.write(broken)
                offset = broken.index(culprit)
                line = broken.count("\n", 0, offset) + 1
                column = offset - broken.rfind("\n", 0, offset)
                run = self.sitegen("build", "--output", "out")
                self.assertEqual(run.returncode, 1, run.describe())
                self.assertEqual(run.diagnostics("error"), [f"templates/brand.mustache:{line}:{column}: error: {message}"],
                                 run.describe())
                self.assertEqual(site_build.tree_bytes(os.path.join(self.project, "out")), previous)
                self.assertEqual(sorted(os.listdir(self.project)), ["content", "out", "templates"],
                                 "a failed build left files beside the output")
