"""The errors a page reports over DevTools, as `ConsoleMessage`s: `console.error` (and failed
`console.assert`), uncaught exceptions, and browser log entries of level error, which is where
failed loads of stylesheets, scripts and images (a 404) show up."""
from __future__ import annotations

import json
import urllib.parse
from dataclasses import dataclass


@dataclass(frozen=True)
class ConsoleMessage:
    """One error the page reported."""

    source: str  # "console", "exception", or the Log domain's source ("network", ...)
    text: str
    url: str = ""
    line: int = 0  # 1-based; 0 when unknown

    def __str__(self) -> str:
        place = f"{self.url}:{self.line}: " if self.url and self.line else (f"{self.url}: " if self.url else "")
        return f"{place}{self.source}: {self.text}"


def console_message_from(method: str, params: dict) -> ConsoleMessage | None:
    """The error an event reports, or None for events that are not errors."""
    if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
        text = " ".join(_describe(arg) for arg in params.get("args", []))
        frame = (params.get("stackTrace", {}).get("callFrames") or [{}])[0]
        return ConsoleMessage("console", text, frame.get("url", ""), frame.get("lineNumber", -1) + 1)
    if method == "Runtime.exceptionThrown":
        details = params.get("exceptionDetails", {})
        text = details.get("exception", {}).get("description") or details.get("text", "")
        return ConsoleMessage("exception", text, details.get("url", ""), details.get("lineNumber", -1) + 1)
    if method == "Log.entryAdded":
        entry = params.get("entry", {})
        if entry.get("level") == "error" and not _is_implicit_favicon(entry):
            return ConsoleMessage(entry.get("source", "log"), entry.get("text", ""), entry.get("url", ""),
                                  entry.get("lineNumber", -1) + 1)
    return None


def _is_implicit_favicon(entry: dict) -> bool:
    # Chromium asks every origin for /favicon.ico on its own; a site that declares no icon has
    # not linked to anything broken. A declared icon that is missing still counts (and
    # linkcheck reports it).
    return entry.get("source") == "network" and urllib.parse.urlsplit(entry.get("url", "")).path == "/favicon.ico"


def _describe(remote_object: dict) -> str:
    """A console argument as console.log would print it, roughly."""
    if "value" in remote_object:
        value = remote_object["value"]
        return value if isinstance(value, str) else json.dumps(value)
    preview = remote_object.get("preview")
    if preview and preview.get("type") == "object" and preview.get("subtype") != "error":
        fields = ", ".join(f"{p['name']}: {p.get('value', '')}" for p in preview.get("properties", []))
        return ("[" + fields + "]") if preview.get("subtype") == "array" else ("{" + fields + "}")
    return remote_object.get("description") or remote_object.get("unserializableValue") or \
        remote_object.get("type", "")
