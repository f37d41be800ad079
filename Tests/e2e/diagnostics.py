"""Problems found by the e2e tools, printed the way editors and CI parse them.

Every tool here (linkcheck, htmlcheck, a11y) reports a list of `Diagnostic`s and prints them
sorted as `path:line:col: severity: message`, the format the Swift side uses too.
"""
from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass

# Exit codes shared by the command-line tools.
EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_TOOL_MISSING = 2
EXIT_USAGE = 64
EXIT_SKIPPED = 77  # the automake/meson convention for "test skipped"


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One problem at a place in a file; `line`/`column` are 1-based, 0 when unknown."""

    path: str
    line: int
    column: int
    severity: str  # "error" or "warning"
    message: str

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def formatted(self, root: str | None = None) -> str:
        """`path:line:col: severity: message`, with `path` joined to `root` when given."""
        path = os.path.normpath(os.path.join(root, self.path)) if root else self.path
        place = path
        if self.line:
            place += f":{self.line}"
            if self.column:
                place += f":{self.column}"
        return f"{place}: {self.severity}: {self.message}"

    def __str__(self) -> str:
        return self.formatted()


def print_diagnostics(diagnostics: list[Diagnostic], root: str | None = None, file=None) -> None:
    """Print diagnostics sorted by place, so output is stable from run to run."""
    out = file or sys.stdout
    for diagnostic in sorted(diagnostics):
        print(diagnostic.formatted(root), file=out)


def ci_requires_tools() -> bool:
    """True where a missing browser or validator must fail rather than skip.

    CI sets CI=true; E2E_REQUIRE_TOOLS=1 asks the same on a developer machine. A green run that
    silently skipped every browser check would hide a broken install step.
    """
    return os.environ.get("CI", "").lower() in ("1", "true", "yes") or \
        os.environ.get("E2E_REQUIRE_TOOLS", "") == "1"


class ArgumentParser(argparse.ArgumentParser):
    """argparse with the house usage-error shape (`Error: …` then usage) and exit status 64."""

    def error(self, message: str):
        print(f"Error: {message}", file=sys.stderr)
        self.print_usage(sys.stderr)
        sys.exit(EXIT_USAGE)


def counted(number: int, noun: str) -> str:
    """'1 page', '3 pages': summaries read as sentences."""
    return f"{number} {noun}{'' if number == 1 else 's'}"
