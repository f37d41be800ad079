"""`sitegen init` from an installed binary: a new project that builds, with no checkout beside it.

    python3 -m unittest discover -s Tests/e2e -p 'test_init.py' -v

The binary is copied into a temporary bin/ folder and run from there, in folders far from the
repository, as a new user would: `sitegen init <dir> && cd <dir> && sitegen build`.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import unittest

import site_build


class InitTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="sitegen-e2e-init-")
        cls.binary = os.path.join(cls.folder, "bin", "sitegen")
        os.makedirs(os.path.dirname(cls.binary))
        shutil.copy2(site_build.sitegen_binary(), cls.binary)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def sitegen(self, *arguments: str, cwd: str) -> subprocess.CompletedProcess:
        return subprocess.run([self.binary, *arguments], cwd=cwd, capture_output=True, text=True, timeout=600)

    def test_init_then_build(self):
        project = os.path.join(self.folder, "x")
        created = self.sitegen("init", project, cwd=self.folder)
        self.assertEqual(created.returncode, 0, created.stderr)
        for path in ("sitegen.toml", "content/LICENSE", "content/dating/bumble/DESIGN-swiftui.md",
                     "templates/brand.mustache", "templates/layouts/base.mustache", "templates/assets/site.css"):
            self.assertTrue(os.path.isfile(os.path.join(project, path)), path)
        built = self.sitegen("build", cwd=project)
        self.assertEqual(built.returncode, 0, built.stderr)
        for path in ("index.html", "brands/bumble/index.html", "brands/bumble/design/index.html", "assets/site.css"):
            self.assertTrue(os.path.isfile(os.path.join(project, "public", path)), path)
        self.assertIn("note: no sitemap.xml", built.stderr)
        # The theme the binary carries is the repository's, byte for byte.
        with open(os.path.join(project, "templates", "brand.mustache"), "rb") as copied, \
                open(os.path.join(site_build.REPO_ROOT, "templates", "brand.mustache"), "rb") as original:
            self.assertEqual(copied.read(), original.read())

    def test_a_folder_of_guides_alone_builds_with_the_built_in_theme(self):
        """Issue 34: `sitegen build --content guides` with no templates/ builds, and a single
        overridden partial changes that part of every page and nothing else."""
        project = os.path.join(self.folder, "guides-only")
        shutil.copytree(os.path.join(site_build.REPO_ROOT, "content", "dating"), os.path.join(project, "guides", "dating"))
        built = self.sitegen("build", "--content", "guides", "--output", "builtin", cwd=project)
        self.assertEqual(built.returncode, 0, built.stderr)
        self.assertEqual(built.stderr.count("note: no 'templates' folder: using the built-in theme"), 1, built.stderr)
        before = site_build.tree_bytes(os.path.join(project, "builtin"))
        self.assertIn("brands/bumble/index.html", before)

        os.makedirs(os.path.join(project, "templates", "partials"))
        with open(os.path.join(project, "templates", "partials", "footer.mustache"), "w") as file:
            file.write('<footer class="site-footer">Ours</footer>\n')
        built = self.sitegen("build", "--content", "guides", "--output", "mine", cwd=project)
        self.assertEqual(built.returncode, 0, built.stderr)
        self.assertNotIn("built-in theme", built.stderr)
        after = site_build.tree_bytes(os.path.join(project, "mine"))
        self.assertEqual(sorted(before), sorted(after))
        footer = re.compile(rb'<footer class="site-footer">.*?</footer>', re.S)
        # The build's hidden manifest records the theme's hash, which the override changes.
        changed = [path for path in before if before[path] != after[path] and not path.startswith(".")]
        self.assertTrue(changed)
        for path in changed:
            self.assertTrue(path.endswith(".html"), path)
            self.assertEqual(footer.sub(b'<footer class="site-footer">Ours</footer>', before[path]), after[path], path)

    def test_init_refuses_a_folder_that_is_not_empty(self):
        project = os.path.join(self.folder, "taken")
        os.makedirs(project)
        with open(os.path.join(project, "notes.txt"), "w") as file:
            file.write("mine\n")
        refused = self.sitegen("init", project, cwd=self.folder)
        self.assertEqual(refused.returncode, 74, refused.stderr)
        self.assertIn("is not empty", refused.stderr)
        self.assertEqual(os.listdir(project), ["notes.txt"])


if __name__ == "__main__":
    unittest.main()
