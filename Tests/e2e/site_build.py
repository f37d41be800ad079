"""Running the real `sitegen` binary for the site's end-to-end tests.

    import site_build
    run = site_build.build("/tmp/site", "--base-url", "/docs/")   # a finished BuildRun
    site_build.tree_bytes("/tmp/site")                           # {path: bytes} of every file

The binary is $SITEGEN, or `.build/debug/sitegen` under the repository root. When neither
exists, `swift build --product sitegen` is run once per process, so the tests work on a fresh
checkout whatever order they run in.
"""
from __future__ import annotations

import os
import re
import subprocess
import threading
from dataclasses import dataclass

REPO_ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT_BINARY = os.path.join(REPO_ROOT, ".build", "debug", "sitegen")
# `path:line:col: severity: message`, the shape every sitegen diagnostic has.
DIAGNOSTIC = re.compile(r"^(?P<place>[^\s:][^:\n]*(?::\d+){0,2}): (?P<severity>error|warning): (?P<message>.*)$",
                        re.MULTILINE)

_lock = threading.Lock()
_binary: str | None = None


class BinaryMissing(Exception):
    """$SITEGEN names no file, or `swift build` could not make one."""


@dataclass
class BuildRun:
    """A finished `sitegen` run: what it was asked, how it ended, what it printed."""

    arguments: list[str]
    returncode: int
    stdout: str
    stderr: str

    def diagnostics(self, severity: str | None = None) -> list[str]:
        """The `path:line:col: severity: message` lines of stderr, optionally of one severity."""
        return [match.group(0) for match in DIAGNOSTIC.finditer(self.stderr)
                if severity is None or match.group("severity") == severity]

    def describe(self) -> str:
        """The command and its output, for an assertion message."""
        return f"$ sitegen {' '.join(self.arguments)}\nexit status {self.returncode}\n{self.stderr}{self.stdout}"


def sitegen_binary() -> str:
    """The sitegen executable to test, built with `swift build` if there is none yet."""
    global _binary
    with _lock:
        if _binary:
            return _binary
        override = os.environ.get("SITEGEN")
        if override:
            if not os.access(override, os.X_OK):
                raise BinaryMissing(f"$SITEGEN is '{override}', which is not an executable")
            _binary = os.path.abspath(override)
            return _binary
        if not os.access(DEFAULT_BINARY, os.X_OK):
            _swift_build()
        _binary = DEFAULT_BINARY
        return _binary


def _swift_build() -> None:
    run = subprocess.run(["swift", "build", "--product", "sitegen"], cwd=REPO_ROOT,
                         capture_output=True, text=True, timeout=1800)
    if run.returncode != 0 or not os.access(DEFAULT_BINARY, os.X_OK):
        tail = "\n".join((run.stderr or run.stdout).strip().splitlines()[-20:])
        raise BinaryMissing(f"'swift build --product sitegen' failed (exit status {run.returncode}):\n{tail}")


def run_sitegen(*arguments: str, cwd: str | None = None) -> BuildRun:
    """Run `sitegen <arguments>` (from the repository root unless `cwd` is given)."""
    run = subprocess.run([sitegen_binary(), *arguments], cwd=cwd or REPO_ROOT,
                         capture_output=True, text=True, timeout=600)
    return BuildRun(list(arguments), run.returncode, run.stdout, run.stderr)


def build(output: str, *options: str, content: str | None = None, cwd: str | None = None) -> BuildRun:
    """`sitegen build --output <output> [--content <content>] <options>`; raises AssertionError
    with the build's output when it fails, so a broken build explains itself."""
    arguments = ["build", "--output", output, *(["--content", content] if content else []), *options]
    run = run_sitegen(*arguments, cwd=cwd)
    if run.returncode != 0:
        raise AssertionError(f"the build failed\n{run.describe()}")
    return run


def tree_bytes(folder: str) -> dict[str, bytes]:
    """Every file under `folder` (hidden ones too), by its relative path, with its bytes."""
    files = {}
    for parent, subfolders, names in os.walk(folder):
        subfolders.sort()
        for name in sorted(names):
            path = os.path.join(parent, name)
            with open(path, "rb") as file:
                files[os.path.relpath(path, folder)] = file.read()
    return files


def html_pages(folder: str) -> list[str]:
    """The site-relative paths of every .html page under `folder`, sorted."""
    return [path for path in files_in(folder) if path.endswith(".html")]


def files_in(folder: str) -> list[str]:
    """Every file under `folder` by its relative path, without reading it."""
    paths = []
    for parent, subfolders, names in os.walk(folder):
        subfolders.sort()
        paths += [os.path.relpath(os.path.join(parent, name), folder) for name in sorted(names)]
    return sorted(paths)
