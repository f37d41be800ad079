"""sitemap.xml against the Sitemap protocol 0.9 schema (lxml), with and without an origin.

    python3 -m unittest discover -s Tests/e2e -p 'test_sitemap.py' -v

With `--base-url https://example.com/docs/` the sample site's sitemap must validate against
schemas/sitemap-0.9.xsd and list every page but 404.html by its absolute URL; without an origin
the build writes no sitemap and says why once. Skipped without lxml (`scripts/setup --test`
installs it); with E2E_REQUIRE_TOOLS=1 a missing lxml fails instead.
"""
from __future__ import annotations

import os
import shutil
import tempfile
import unittest

import site_build
from tools import ToolMissing, require

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "schemas", "sitemap-0.9.xsd")
NAMESPACE = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


def find_lxml():
    try:
        from lxml import etree
    except ImportError:
        raise ToolMissing("the Python package lxml is not installed (run 'scripts/setup --test')") from None
    return etree


class SitemapTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.etree = require(find_lxml)
        cls.folder = tempfile.mkdtemp(prefix="sitegen-e2e-sitemap-")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def test_sitemap_with_an_origin_validates(self):
        output = os.path.join(self.folder, "origin")
        site_build.build(output, "--base-url", "https://example.com/docs/")
        schema = self.etree.XMLSchema(self.etree.parse(SCHEMA))
        document = self.etree.parse(os.path.join(output, "sitemap.xml"))
        self.assertTrue(schema.validate(document), "\n".join(str(error) for error in schema.error_log))
        locations = [element.text for element in document.iter(NAMESPACE + "loc")]
        pages = [path for path in site_build.html_pages(output) if path != "404.html"]
        expected = sorted("https://example.com/docs/" + (path[:-len("index.html")] if path.endswith("index.html") else path)
                          for path in pages)
        self.assertEqual(sorted(locations), expected)

    def test_a_relative_sitemap_would_fail_the_schema(self):
        # The schema really checks what the issue was about: root-relative locations fail.
        schema = self.etree.XMLSchema(self.etree.parse(SCHEMA))
        relative = self.etree.fromstring(
            b'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/brands/bumble/</loc></url></urlset>')
        self.assertFalse(schema.validate(relative))

    def test_no_origin_no_sitemap_and_one_note(self):
        for base in ("/", "/docs/"):
            output = os.path.join(self.folder, "no-origin" + base.replace("/", "-"))
            run = site_build.build(output, "--base-url", base)
            self.assertFalse(os.path.exists(os.path.join(output, "sitemap.xml")), run.describe())
            notes = [line for line in run.stderr.splitlines() if line.startswith("note: no sitemap.xml")]
            self.assertEqual(len(notes), 1, run.describe())


if __name__ == "__main__":
    unittest.main()
