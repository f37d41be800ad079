"""The exports of every sample brand (content/), checked with outside tools and an independent
reader: the DTCG 2025.10 JSON schemas (vendored in fixtures/dtcg-2025.10 with their license)
through `jsonschema`, tinycss2 for tokens.css and the Tailwind theme, `zipfile` for the Xcode
asset catalog, and dtcg_reader.py resolving the light and dark themes through the resolver.

    python3 -m unittest discover -s Tests/e2e -p 'test_exports.py' -v

Needs the PyPI packages jsonschema and tinycss2 (`scripts/setup --test`); without them the
tests skip, except with CI=true or E2E_REQUIRE_TOOLS=1, where they fail.
"""
from __future__ import annotations

import glob
import json
import os
import re
import shutil
import tempfile
import unittest
import zipfile

import dtcg_reader
import site_build
from diagnostics import ci_requires_tools

try:
    import jsonschema
    import referencing
    import tinycss2
except ImportError as missing:  # pragma: no cover - reported by the tests themselves
    jsonschema = referencing = tinycss2 = None
    MISSING = f"{missing.name} is not installed: run 'scripts/setup --test'"
else:
    MISSING = None

SCHEMAS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "dtcg-2025.10")
SAMPLE_BRANDS = ["bumble", "grindr", "raya", "tiktok", "tinder"]
CORPUS = os.environ.get("SITEGEN_SHARED_GUIDES") or os.path.join(site_build.REPO_ROOT, "..", "shared", "guides")
_site: str | None = None


def setUpModule() -> None:
    global _site
    if MISSING:
        if ci_requires_tools():
            raise AssertionError(MISSING + " (CI must have every e2e tool)")
        raise unittest.SkipTest(MISSING)
    folder = tempfile.mkdtemp(prefix="sitegen-e2e-exports-")
    unittest.addModuleCleanup(shutil.rmtree, folder, ignore_errors=True)
    _site = os.path.join(folder, "public")
    site_build.build(_site, "--no-previews")


def brand_file(slug: str, name: str) -> str:
    return os.path.join(_site, "brands", slug, name)


def read(path: str) -> str:
    with open(path, encoding="utf-8") as file:
        return file.read()


def validator(schema_file: str):
    """A validator for one vendored schema, its `$ref`s resolved offline from the same folder."""
    resources = []
    for path in glob.glob(os.path.join(SCHEMAS, "**", "*.json"), recursive=True):
        schema = dtcg_reader.load(path)
        resources.append((schema["$id"], referencing.Resource.from_contents(schema, default_specification=referencing.jsonschema.DRAFT7)))
    registry = referencing.Registry().with_resources(resources)
    schema = dtcg_reader.load(os.path.join(SCHEMAS, schema_file))
    return jsonschema.Draft7Validator(schema, registry=registry)


def declarations(rules) -> dict[str, str]:
    """Custom properties of a rule list's qualified rules, in order, values serialized."""
    found = {}
    for rule in rules:
        if rule.type == "qualified-rule":
            for item in tinycss2.parse_declaration_list(rule.content, skip_comments=True, skip_whitespace=True):
                if item.type == "declaration":
                    found[item.name] = tinycss2.serialize(item.value).strip()
    return found


def css_color(value: str, properties: dict[str, str], seen=()) -> tuple[str, float]:
    """(`#rrggbb`, alpha) of a tokens.css color value, following `var()`."""
    if match := re.fullmatch(r"var\((--[\w-]+)\)", value):
        assert match.group(1) not in seen, f"var() cycle through {match.group(1)}"
        return css_color(properties[match.group(1)], properties, seen + (match.group(1),))
    if re.fullmatch(r"#[0-9A-Fa-f]{6}", value):
        return value.lower(), 1.0
    match = re.fullmatch(r"rgb\((\d+) (\d+) (\d+) / ([\d.]+)%\)", value)
    assert match, f"not a color tokens.css writes: {value!r}"
    r, g, b, percent = match.groups()
    return "#%02x%02x%02x" % (int(r), int(g), int(b)), float(percent) / 100


def json_color(token: dtcg_reader.Token) -> tuple[str, float]:
    return dtcg_reader.hex_of(token.value), token.value.get("alpha", 1)


def extension(document: dict, path: str) -> dict:
    node = document
    for part in path.split("."):
        node = node[part]
    return node.get("$extensions", {}).get("org.sitegen", {})


class ExportChecks:
    """Checks of every brand's exports in `self.site`; the sample site and the corpus run them."""

    site = ""
    slugs: list[str] = []

    def file(self, slug: str, name: str) -> str:
        return os.path.join(self.site, "brands", slug, name)

    def test_token_files_and_resolvers_pass_the_dtcg_schemas(self) -> None:
        tokens, resolver = validator("format.json"), validator("resolver.json")
        for slug in self.slugs:
            self.assertFalse(os.path.exists(self.file(slug, "tokens.json")), "the old tokens.json is gone")
            for name in [f"{slug}.tokens.json", f"{slug}.dark.tokens.json"]:
                if name.endswith(".dark.tokens.json") and not os.path.exists(self.file(slug, name)):
                    continue
                errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in tokens.iter_errors(dtcg_reader.load(self.file(slug, name)))]
                self.assertEqual(errors, [], name)
            errors = [e.message for e in resolver.iter_errors(dtcg_reader.load(self.file(slug, f"{slug}.resolver.json")))]
            self.assertEqual(errors, [], slug)

    def test_every_brand_resolves_in_light_and_dark(self) -> None:
        darkened = 0
        for slug in self.slugs:
            resolver = self.file(slug, f"{slug}.resolver.json")
            light = dtcg_reader.resolve(resolver, {"theme": "light"})
            dark = dtcg_reader.resolve(resolver, {"theme": "dark"})
            self.assertEqual(dtcg_reader.resolve(resolver, {}), light, "light is the default")
            self.assertEqual(set(light), set(dark))
            for path, token in light.items():
                self.assertNotIsInstance(token.value, str, f"{slug} {path} resolved to a value")
                if token.type == "color" and dark[path].value != token.value:
                    darkened += 1
        self.assertGreater(darkened, 0, "some sample colors change in dark")

    def test_css_and_json_agree_value_for_value(self) -> None:
        for slug in self.slugs:
            rules = tinycss2.parse_stylesheet(read(self.file(slug, "tokens.css")), skip_comments=True, skip_whitespace=True)
            self.assertEqual([r.type for r in rules if r.type == "error"], [], slug)
            root = declarations([r for r in rules if r.type == "qualified-rule"])
            names = [item.name for r in rules if r.type == "qualified-rule"
                     for item in tinycss2.parse_declaration_list(r.content, skip_comments=True, skip_whitespace=True) if item.type == "declaration"]
            self.assertEqual(len(names), len(set(names)), f"{slug}: a custom property defined twice")
            media = [r for r in rules if r.type == "at-rule" and r.lower_at_keyword == "media"]
            dark_block = {**root, **declarations(tinycss2.parse_rule_list(media[0].content, skip_comments=True, skip_whitespace=True))} if media else root
            resolver = self.file(slug, f"{slug}.resolver.json")
            for theme, properties in [("light", root), ("dark", dark_block)]:
                tokens = dtcg_reader.resolve(resolver, {"theme": theme})
                base = dtcg_reader.load(self.file(slug, f"{slug}.tokens.json"))
                for path, token in tokens.items():
                    variable = extension(base, path).get("cssVariable")
                    if token.type == "color":
                        self.assertIn(variable, properties, f"{slug} {path}")
                        css_hex, css_alpha = css_color(properties[variable], properties)
                        json_hex, json_alpha = json_color(token)
                        self.assertEqual((css_hex, round(css_alpha, 3)), (json_hex, round(json_alpha, 3)), f"{slug} {theme} {path}")
                    elif token.type == "typography":
                        self.assert_font(properties[variable], token.value, f"{slug} {path}")

    def assert_font(self, shorthand: str, value: dict, where: str) -> None:
        """`[italic] <weight> <size>px <families>` against the composite, families included."""
        parts = [t for t in tinycss2.parse_component_value_list(shorthand) if t.type not in ("whitespace", "comment")]
        if parts[0].type == "ident" and parts[0].value == "italic":
            parts = parts[1:]
        self.assertEqual(parts[0].value, value["fontWeight"], where)
        self.assertEqual((parts[1].value, parts[1].unit), (value["fontSize"]["value"], value["fontSize"]["unit"]), where)
        families, current = [], []
        for token in parts[2:]:
            if token.type == "literal" and token.value == ",":
                families.append(" ".join(current)); current = []
            else:
                current.append(token.value)
        families.append(" ".join(current))
        self.assertEqual(families, value["fontFamily"], where)


    def test_theme_shape_and_values(self) -> None:
        for slug in self.slugs:
            rules = tinycss2.parse_stylesheet(read(self.file(slug, f"{slug}.tailwind.css")), skip_comments=True, skip_whitespace=True)
            theme = [r for r in rules if r.type == "at-rule" and r.lower_at_keyword == "theme"]
            self.assertEqual(len(theme), 1, slug)
            properties = {d.name: tinycss2.serialize(d.value).strip() for d in tinycss2.parse_declaration_list(theme[0].content, skip_comments=True, skip_whitespace=True) if d.type == "declaration"}
            self.assertTrue(all(re.match(r"--(color|font|text|font-weight|ease)-[\w-]+$", name) for name in properties), slug)
            light = dtcg_reader.resolve(self.file(slug, f"{slug}.resolver.json"), {"theme": "light"})
            base = dtcg_reader.load(self.file(slug, f"{slug}.tokens.json"))
            for path, token in light.items():
                if token.type == "color":
                    name = "--color-" + extension(base, path)["cssVariable"][2:]
                    self.assertEqual(css_color(properties[name], properties)[0], dtcg_reader.hex_of(token.value), f"{slug} {path}")
            layers = [r for r in rules if r.type == "at-rule" and r.lower_at_keyword == "layer"]
            if os.path.exists(self.file(slug, f"{slug}.dark.tokens.json")):
                self.assertEqual(tinycss2.serialize(layers[0].prelude).strip(), "theme", slug)
                inner = tinycss2.parse_rule_list(layers[0].content, skip_comments=True, skip_whitespace=True)
                self.assertEqual(tinycss2.serialize(inner[0].prelude).strip(), ":root, :host")
                variant = [r for r in tinycss2.parse_blocks_contents(inner[0].content, skip_comments=True, skip_whitespace=True) if r.type == "at-rule"]
                self.assertEqual((variant[0].lower_at_keyword, tinycss2.serialize(variant[0].prelude).strip()), ("variant", "dark"))
            else:
                self.assertEqual(layers, [], slug)


    def test_colorsets_have_any_and_dark_values_from_the_resolver(self) -> None:
        for slug in self.slugs:
            name = "".join(word[:1].upper() + word[1:] for word in re.split(r"[^0-9A-Za-z]+", slug))  # apple-music → AppleMusic
            with zipfile.ZipFile(self.file(slug, f"{name}.xcassets.zip")) as archive:
                self.assertIsNone(archive.testzip(), "every CRC-32 matches")
                files = archive.namelist()
                self.assertEqual(json.loads(archive.read(f"{name}.xcassets/Contents.json")), {"info": {"author": "xcode", "version": 1}})
                light = dtcg_reader.resolve(self.file(slug, f"{slug}.resolver.json"), {"theme": "light"})
                dark = dtcg_reader.resolve(self.file(slug, f"{slug}.resolver.json"), {"theme": "dark"})
                # A token named by its Swift path is one DTCG name with '·' for each '.', and an
                # asset (and Swift) name with '_': asset names stay ASCII.
                colors = {path.rsplit(".", 1)[1].replace("·", "_"): path for path, token in light.items() if token.type == "color"}
                colorsets = sorted(f.split("/")[1][:-len(".colorset")] for f in files if f.endswith(".colorset/Contents.json"))
                self.assertEqual(colorsets, sorted(colors), slug)
                swift = archive.read(f"{name}Colors.swift").decode()
                for token, path in colors.items():
                    contents = json.loads(archive.read(f"{name}.xcassets/{token}.colorset/Contents.json"))
                    self.assertEqual(contents["info"], {"author": "xcode", "version": 1})
                    any_, dark_ = contents["colors"]
                    self.assertEqual(any_["idiom"], "universal")
                    self.assertNotIn("appearances", any_)
                    self.assertEqual(dark_["appearances"], [{"appearance": "luminosity", "value": "dark"}])
                    for entry, theme in [(any_, light), (dark_, dark)]:
                        self.assertEqual(entry["color"]["color-space"], "srgb")
                        components = entry["color"]["components"]
                        self.assertEqual(sorted(components), ["alpha", "blue", "green", "red"])
                        self.assertTrue(all(re.fullmatch(r"[01]\.\d{3}", v) for v in components.values()), components)
                        expected = theme[path].value["components"]
                        for channel, want in zip(["red", "green", "blue"], expected):
                            self.assertAlmostEqual(float(components[channel]), want, delta=0.0006, msg=f"{slug} {token} {channel}")
                    # A name that is a Swift keyword (`open`) is written in backticks.
                    self.assertTrue(f'static let {token} = Color("{token}")' in swift or f'static let `{token}` = Color("{token}")' in swift, f"{slug} {token}")


    def test_the_brand_page_links_every_export(self) -> None:
        for slug in self.slugs:
            page = read(self.file(slug, "index.html"))
            exports = [name for name in os.listdir(os.path.join(self.site, "brands", slug))
                       if name.endswith((".json", ".css", ".zip")) and name != "compare.json"]
            for name in exports:
                self.assertIn(f'href="/brands/{slug}/{name}"', page, f"{slug}: {name}")


class SampleChecks(unittest.TestCase):
    """What the sample brands say exactly, and the checkers' own sanity."""

    def file(self, slug: str, name: str) -> str:
        return brand_file(slug, name)

    def test_the_schemas_refuse_what_they_should(self) -> None:
        tokens = validator("format.json")
        bad = {"color": {"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#fff"}}}}
        self.assertFalse(tokens.is_valid(bad), "a 3-digit hex is refused, so the schema is really applied")

    def test_an_alias_chain_and_a_dark_counterpart(self) -> None:
        # Tinder's canvas is paired with its dark canvas: dark resolves it through the dark set.
        resolver = self.file("tinder", "tinder.resolver.json")
        light = dtcg_reader.resolve(resolver, {"theme": "light"})
        dark = dtcg_reader.resolve(resolver, {"theme": "dark"})
        canvas, dark_canvas = "color.Canvas (Light).tdrCanvas", "color.Dark.tdrDarkCanvas"
        self.assertEqual(dtcg_reader.hex_of(light[canvas].value), "#ffffff")
        self.assertEqual(dark[canvas].chain, [canvas, dark_canvas])
        self.assertEqual(dtcg_reader.hex_of(dark[canvas].value), dtcg_reader.hex_of(light[dark_canvas].value))
        # Typography composites point at family and weight tokens; gradient stops at colors.
        title = next(token for path, token in light.items() if path.endswith(".tdrScreenTitle"))
        self.assertEqual(title.value["fontWeight"], 700)
        self.assertEqual(title.value["fontFamily"][0], "TinderSans")
        raw = json.dumps(dtcg_reader.load(self.file("tinder", "tinder.tokens.json"))["gradient"])
        self.assertIn('"{color.Brand.tdrPink}"', raw)

    def test_the_reader_finds_cycles_and_missing_contexts(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            with open(os.path.join(folder, "a.tokens.json"), "w") as file:
                json.dump({"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.a}"}}}, file)
            with open(os.path.join(folder, "r.resolver.json"), "w") as file:
                json.dump({"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}},
                           "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}},
                           "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}, file)
            with self.assertRaisesRegex(dtcg_reader.ResolverError, "cycle"):
                dtcg_reader.resolve(os.path.join(folder, "r.resolver.json"), {"theme": "light"})
            with self.assertRaisesRegex(dtcg_reader.ResolverError, "no context"):
                dtcg_reader.resolve(os.path.join(folder, "r.resolver.json"), {})


class SampleExportTests(ExportChecks, unittest.TestCase):
    """Every export of the five sample brands in content/."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.site, cls.slugs = _site, SAMPLE_BRANDS


ALIAS_GUIDE = """# Acme (iOS) — SwiftUI Implementation Guide

```swift
import SwiftUI

extension Color {
    // MARK: Brand
    static let acmeBrand = Color(red: 1, green: 0.5, blue: 0) // #FF8000
    static let acmeAccent = Color.acmeBrand
    static let acmeAccentDeep = acmeAccent
    // MARK: Canvas
    static let acmeCanvas = Color.white
    static let acmeCanvasDark = Color(red: 0.1, green: 0.1, blue: 0.1)
    static let acmeSurface = Color.acmeCanvas
}
```
"""


class AliasGuideExportTests(ExportChecks, unittest.TestCase):
    """A guide written here with Swift alias chains, one of them through a paired token: the
    samples have none, and the reader must follow both to the same values as tokens.css."""

    @classmethod
    def setUpClass(cls) -> None:
        folder = tempfile.mkdtemp(prefix="sitegen-e2e-exports-aliases-")
        cls.addClassCleanup(shutil.rmtree, folder, ignore_errors=True)
        os.makedirs(os.path.join(folder, "content", "misc", "acme"))
        with open(os.path.join(folder, "content", "misc", "acme", "DESIGN-swiftui.md"), "w", encoding="utf-8") as file:
            file.write(ALIAS_GUIDE)
        cls.site, cls.slugs = os.path.join(folder, "public"), ["acme"]
        site_build.build(cls.site, "--no-previews", content=os.path.join(folder, "content"))

    def test_alias_chains_resolve_in_both_themes(self) -> None:
        resolver = self.file("acme", "acme.resolver.json")
        light = dtcg_reader.resolve(resolver, {"theme": "light"})
        dark = dtcg_reader.resolve(resolver, {"theme": "dark"})
        deep = "color.Brand.acmeAccentDeep"
        self.assertEqual(light[deep].chain, [deep, "color.Brand.acmeAccent", "color.Brand.acmeBrand"])
        self.assertEqual(dtcg_reader.hex_of(light[deep].value), "#ff8000")
        surface = "color.Canvas.acmeSurface"
        self.assertEqual(dtcg_reader.hex_of(light[surface].value), "#ffffff")
        self.assertEqual(dark[surface].chain, [surface, "color.Canvas.acmeCanvas", "color.Canvas.acmeCanvasDark"])
        self.assertEqual(dtcg_reader.hex_of(dark[surface].value), "#1a1a1a")


class CorpusExportTests(ExportChecks, unittest.TestCase):
    """The same checks over ../shared/guides (31 guides); skipped when that folder is absent."""

    @classmethod
    def setUpClass(cls) -> None:
        if not os.path.isdir(CORPUS):
            raise unittest.SkipTest(f"no corpus at {CORPUS}")
        folder = tempfile.mkdtemp(prefix="sitegen-e2e-exports-corpus-")
        cls.addClassCleanup(shutil.rmtree, folder, ignore_errors=True)
        cls.site = os.path.join(folder, "public")
        site_build.build(cls.site, "--no-previews", content=CORPUS)
        cls.slugs = sorted(os.listdir(os.path.join(cls.site, "brands")))


if __name__ == "__main__":
    unittest.main()
