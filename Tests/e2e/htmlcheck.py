"""Validates built pages (and their CSS and SVG) with the Nu HTML Checker, vnu.jar, in one batch.

    python3 Tests/e2e/htmlcheck.py public [--warnings-fatal] [--allow-skip]

Errors fail the run (exit 1); warnings are printed and fail only with --warnings-fatal.
vnu's bare "info" notes are not printed. Without Java or vnu.jar the run fails (exit 2),
or with --allow-skip is skipped (exit 77), except in CI, where the tools must be present.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.parse
from dataclasses import dataclass, field

import tools
from diagnostics import (EXIT_OK, EXIT_PROBLEMS, EXIT_SKIPPED, EXIT_TOOL_MISSING, ArgumentParser,
                         Diagnostic, ci_requires_tools, counted, print_diagnostics)

HTML_SUFFIXES = (".html", ".htm")
# vnu's language detection guesses from the text and is noisy on short pages; `lang` itself
# is checked by a11y.py.
VNU_OPTIONS = ["--format", "json", "--stdout", "--exit-zero-always", "--no-langdetect"]
SMALL_BATCH = 100


@dataclass
class Result:
    """What was checked and what vnu said about it."""

    files_checked: int = 0
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.is_error]

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if not d.is_error]

    def summary(self) -> str:
        return (f"htmlcheck: {counted(self.files_checked, 'file')} checked, "
                f"{counted(len(self.errors), 'error')}, {counted(len(self.warnings), 'warning')}")


# Files a build tool reads, not a browser: a Tailwind v4 theme (`@theme`, `@variant`) is not CSS
# until Tailwind compiles it, so vnu would refuse its at-rules. test_exports.py checks its shape.
TOOL_SOURCES = (".tailwind.css",)


def files_to_check(folder: str, css: bool = True, svg: bool = True) -> list[str]:
    """The pages (and stylesheets and SVG images, if asked) under `folder`, sorted."""
    suffixes = HTML_SUFFIXES + ((".css",) if css else ()) + ((".svg",) if svg else ())
    found = []
    for parent, subfolders, files in os.walk(folder):
        subfolders.sort()
        found += [os.path.join(parent, name) for name in files
                  if name.lower().endswith(suffixes) and not name.lower().endswith(TOOL_SOURCES)]
    return sorted(found)


def check_folder(folder: str, css: bool = True, svg: bool = True, ignore: list[str] = ()) -> Result:
    """Validate everything under `folder`; diagnostic paths are relative to it."""
    return check_files(files_to_check(folder, css, svg), root=folder, ignore=ignore)


def check_files(files: list[str], root: str | None = None, ignore: list[str] = ()) -> Result:
    """Validate `files` (.css and .svg are checked as such); raises tools.ToolMissing without
    Java or vnu.jar. `ignore`: regexes of messages to drop."""
    if not files:
        return Result()
    java, jar = tools.find_java(), tools.find_vnu_jar()
    missing = [path for path in files if not os.path.isfile(path)]
    if missing:
        raise FileNotFoundError(f"no such file '{missing[0]}'")  # vnu would skip it silently
    # Stylesheets get a run of their own: with --also-check-css, vnu 25.8 numbers the lines of
    # HTML and SVG files from 0. The two runs go in parallel, one per core.
    stylesheets = [path for path in files if path.lower().endswith(".css")]
    documents = [path for path in files if not path.lower().endswith(".css")]
    runs = [_start_vnu(java, jar, ["--also-check-svg"], documents)] if documents else []
    runs += [_start_vnu(java, jar, ["--also-check-css"], stylesheets)] if stylesheets else []
    messages = [message for run in runs for message in _messages_of(run)]
    given = {os.path.abspath(path): path for path in files}
    patterns = [re.compile(pattern) for pattern in ignore]
    diagnostics = [d for d in (_diagnostic(m, given, root) for m in messages)
                   if d and not any(p.search(d.message) for p in patterns)]
    return Result(len(files), sorted(diagnostics))


def _start_vnu(java: str, jar: str, options: list[str], files: list[str]) -> subprocess.Popen:
    # For a small batch the JIT's optimising tier costs more than it saves: C1 alone halves the
    # CPU time of checking a handful of files. A whole site keeps the full JIT.
    jvm = ["-XX:TieredStopAtLevel=1"] if len(files) < SMALL_BATCH else []
    return subprocess.Popen([java, *jvm, "-jar", jar, *VNU_OPTIONS, *options, *files],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _messages_of(run: subprocess.Popen) -> list[dict]:
    try:
        stdout, stderr = run.communicate(timeout=600)
    except subprocess.TimeoutExpired:
        run.kill()
        run.communicate()
        raise RuntimeError("vnu did not finish within 600s") from None
    try:
        return json.loads(stdout)["messages"]
    except (ValueError, KeyError):
        raise RuntimeError(f"vnu gave no JSON report (exit status {run.returncode}):\n"
                           f"{stderr.strip() or stdout.strip()}") from None


def _diagnostic(message: dict, given: dict[str, str], root: str | None) -> Diagnostic | None:
    kind, sub_type = message.get("type"), message.get("subType")
    if kind == "info" and sub_type != "warning":
        return None  # vnu's plain notes ("trailing slash on void elements ...")
    severity = "warning" if kind == "info" else "error"
    path = urllib.parse.unquote(urllib.parse.urlsplit(message.get("url", "")).path)
    # Name the file as the caller did: relative to the checked folder, or as given.
    path = os.path.relpath(path, root) if root else given.get(path, path)
    # vnu says line 0 for a one-line file without a final newline.
    line = max(message.get("firstLine", message.get("lastLine", 1)), 1)
    column = message.get("firstColumn", message.get("lastColumn", 0))
    return Diagnostic(path, line, column, severity, message.get("message", "").strip())


def main(argv: list[str] | None = None) -> int:
    parser = ArgumentParser(prog="htmlcheck.py", description="Validate built HTML, CSS and SVG with vnu.")
    parser.add_argument("paths", nargs="+", metavar="folder-or-file", help="a site folder, or files")
    parser.add_argument("--no-css", action="store_true", help="do not check .css files")
    parser.add_argument("--no-svg", action="store_true", help="do not check .svg files")
    parser.add_argument("--warnings-fatal", action="store_true", help="fail on warnings too")
    parser.add_argument("--ignore", action="append", default=[], metavar="REGEX",
                        help="drop messages matching REGEX (repeatable)")
    parser.add_argument("--allow-skip", action="store_true",
                        help="exit 77 instead of failing when java or vnu.jar is missing (not in CI)")
    arguments = parser.parse_args(argv)
    files: list[str] = []
    for path in arguments.paths:
        if os.path.isdir(path):
            files += files_to_check(path, not arguments.no_css, not arguments.no_svg)
        elif os.path.isfile(path):
            files.append(path)
        else:
            parser.error(f"no such file or folder '{path}'")
    root = arguments.paths[0] if len(arguments.paths) == 1 and os.path.isdir(arguments.paths[0]) else None
    try:
        result = check_files(files, root=root, ignore=arguments.ignore)
    except tools.ToolMissing as missing:
        if arguments.allow_skip and not ci_requires_tools():
            print(f"htmlcheck: skipped: {missing}", file=sys.stderr)
            return EXIT_SKIPPED
        print(f"htmlcheck: error: {missing}", file=sys.stderr)
        return EXIT_TOOL_MISSING
    print_diagnostics(result.diagnostics, root=root)
    print(result.summary())
    failed = result.errors or (arguments.warnings_fatal and result.warnings)
    return EXIT_PROBLEMS if failed else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
