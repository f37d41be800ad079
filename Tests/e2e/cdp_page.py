"""One browser tab, driven over a flattened DevTools session: navigate, evaluate, emulate,
screenshot, and a few real input events."""
from __future__ import annotations

import base64
import json
import math
import time

from cdp_connection import BrowserClosed, CDPTimeout, Connection
from cdp_console import ConsoleMessage, console_message_from

# Keys for press(): (key, code, Windows virtual key code, text the key types).
_KEYS = {
    "Tab": ("Tab", "Tab", 9, ""),
    "Enter": ("Enter", "Enter", 13, "\r"),
    "Escape": ("Escape", "Escape", 27, ""),
    "Space": (" ", "Space", 32, " "),
    "ArrowLeft": ("ArrowLeft", "ArrowLeft", 37, ""),
    "ArrowUp": ("ArrowUp", "ArrowUp", 38, ""),
    "ArrowRight": ("ArrowRight", "ArrowRight", 39, ""),
    "ArrowDown": ("ArrowDown", "ArrowDown", 40, ""),
}
_SHIFT = 8  # Input.dispatchKeyEvent modifier bit


class JavaScriptError(Exception):
    """A script run by evaluate() threw, or the promise it returned rejected."""


class NavigationError(Exception):
    """The browser could not load a URL at all (not an HTTP error status: that still loads)."""


class ElementNotFound(LookupError):
    """No element matches the selector, or it has no box to click."""


class Page:
    """A tab in its own browser context (fresh cookies and storage). Made by Browser.new_page()."""

    def __init__(self, connection: Connection, target_id: str, session_id: str,
                 context_id: str, timeout: float):
        self._connection = connection
        self.target_id = target_id
        self.session_id = session_id
        self._context_id = context_id
        self.timeout = timeout
        self._console_errors: list[ConsoleMessage] = []
        self._loaded: set[str] = set()  # loader ids whose load event fired
        self._closed = False
        connection.listen(session_id, self._on_event)
        for domain in ("Page", "Runtime", "Log"):
            self._send(f"{domain}.enable")
        self._send("Page.setLifecycleEventsEnabled", {"enabled": True})

    @property
    def console_errors(self) -> list[ConsoleMessage]:
        """Errors the page reported so far, reading what already arrived on the pipe first.
        Clear the list to start afresh."""
        self._connection.pump()
        return self._console_errors

    # -- navigation -------------------------------------------------------------------------

    def goto(self, url: str, timeout: float = 30.0) -> int:
        """Navigate and wait for the load event of that very navigation; returns the HTTP
        status of the document (0 where there is none, as for data: URLs or a #fragment)."""
        deadline = time.monotonic() + timeout
        result = self._send("Page.navigate", {"url": url}, timeout=timeout)
        if result.get("errorText"):
            raise NavigationError(f"could not load {url}: {result['errorText']}")
        loader_id = result.get("loaderId")
        if not loader_id:
            return 0  # same-document navigation (only the #fragment changed): no load event
        self._connection.wait_until(lambda: loader_id in self._loaded, deadline - time.monotonic(),
                                    f"the load event of {url}", total=timeout)
        return self.evaluate("performance.getEntriesByType('navigation')[0]?.responseStatus ?? 0")

    def reload(self, timeout: float = 30.0) -> int:
        """Load the current URL again and wait for it; returns the HTTP status."""
        return self.goto(self.evaluate("location.href"), timeout)

    # -- scripts ----------------------------------------------------------------------------

    def evaluate(self, expression: str, timeout: float | None = None):
        """Run JavaScript in the page and return its value as JSON data (awaiting a promise).

        Works with page scripts disabled too: DevTools evaluation is not a page script.
        """
        result = self._send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True,
            "userGesture": True,
        }, timeout=timeout or self.timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            description = details.get("exception", {}).get("description") or details.get("text")
            raise JavaScriptError(f"{description}\n  in: {_shorten(expression)}")
        return _value_of(result["result"])

    def wait_for(self, expression: str, timeout: float | None = None, poll: float = 0.05):
        """Re-evaluate `expression` until it is truthy and return its value."""
        timeout = timeout or self.timeout
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() >= deadline:
                raise CDPTimeout(f"timed out after {timeout:g}s waiting for {_shorten(expression)}")
            self._connection.pump(poll)

    def javascript_enabled(self, enabled: bool) -> None:
        """Turn page scripts on or off; takes effect for the next navigation."""
        self._send("Emulation.setScriptExecutionDisabled", {"value": not enabled})

    # -- emulation --------------------------------------------------------------------------

    def set_viewport(self, width: int, height: int, mobile: bool = False, scale: float = 1) -> None:
        """Emulate a window size; `mobile` also honours `<meta name=viewport>` and touch."""
        self._send("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile})
        self._send("Emulation.setTouchEmulationEnabled", {"enabled": mobile})

    def set_color_scheme(self, scheme: str) -> None:
        """Emulate `prefers-color-scheme: light` or `dark`."""
        if scheme not in ("light", "dark"):
            raise ValueError(f"color scheme must be 'light' or 'dark', not '{scheme}'")
        self._send("Emulation.setEmulatedMedia",
                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def screenshot(self, path: str, full_page: bool = True, clip: dict | None = None) -> str:
        """Save a PNG of the viewport, of the whole page scrolled out, or of `clip` (a box in the
        page's own CSS pixels, `{x, y, width, height}`, e.g. one element's); returns `path`."""
        params: dict = {"format": "png"}
        if clip:
            params["captureBeyondViewport"] = True
            params["clip"] = {"scale": 1, **clip}
        elif full_page:
            metrics = self._send("Page.getLayoutMetrics")
            content, viewport = metrics["cssContentSize"], metrics["cssLayoutViewport"]
            params["captureBeyondViewport"] = True
            params["clip"] = {"x": 0, "y": 0, "scale": 1,
                              "width": math.ceil(max(content["width"], viewport["clientWidth"])),
                              "height": math.ceil(max(content["height"], viewport["clientHeight"]))}
        data = self._send("Page.captureScreenshot", params, timeout=max(self.timeout, 30))["data"]
        with open(path, "wb") as png:
            png.write(base64.b64decode(data))
        return path

    # -- input ------------------------------------------------------------------------------

    def click(self, selector: str) -> None:
        """Scroll the element into view and click its centre with real mouse events, so the
        click lands on whatever is on top there, as a user's would."""
        x, y = self._centre_of(selector)
        for event in ("mouseMoved", "mousePressed", "mouseReleased"):
            self._send("Input.dispatchMouseEvent", {
                "type": event, "x": x, "y": y, "button": "none" if event == "mouseMoved" else "left",
                "clickCount": 0 if event == "mouseMoved" else 1})

    def select(self, selector: str, value: str) -> None:
        """Choose the `<option>` with `value` in a `<select>`, firing `input` and `change`."""
        found = self.evaluate(f"""(() => {{
            const select = document.querySelector({json.dumps(selector)});
            if (!select) return "missing";
            if (![...select.options].some(o => o.value === {json.dumps(value)})) return "no-option";
            select.value = {json.dumps(value)};
            select.dispatchEvent(new Event("input", {{bubbles: true}}));
            select.dispatchEvent(new Event("change", {{bubbles: true}}));
            return "ok";
        }})()""")
        if found == "missing":
            raise ElementNotFound(f"no element matches '{selector}'")
        if found == "no-option":
            raise ElementNotFound(f"'{selector}' has no option with value '{value}'")

    def press(self, key: str, shift: bool = False) -> None:
        """Press and release a key: one of Tab, Enter, Escape, Space, Arrow{Left,Up,Right,Down}."""
        if key not in _KEYS:
            raise ValueError(f"unknown key '{key}'; known: {', '.join(_KEYS)}")
        name, code, key_code, text = _KEYS[key]
        common = {"key": name, "code": code, "windowsVirtualKeyCode": key_code,
                  "nativeVirtualKeyCode": key_code, "modifiers": _SHIFT if shift else 0}
        self._send("Input.dispatchKeyEvent", {"type": "keyDown", "text": text, **common} if text
                   else {"type": "rawKeyDown", **common})
        self._send("Input.dispatchKeyEvent", {"type": "keyUp", **common})

    def type_text(self, text: str) -> None:
        """Type `text` into the focused element, as a keyboard's text input does (one input
        event per call, as `Input.insertText` makes it)."""
        self._send("Input.insertText", {"text": text})

    def press_tab(self, shift: bool = False) -> str:
        """Move focus like the Tab key (Shift+Tab with `shift`); returns the focused element."""
        self.press("Tab", shift)
        return self.focused()

    def focused(self) -> str:
        """A short description of the focused element: `a#id.class "text"`."""
        return self.evaluate("""(() => {
            const e = document.activeElement;
            if (!e || e === document.body) return "body";
            const classes = [...e.classList].map(c => "." + c).join("");
            const text = (e.getAttribute("aria-label") || e.textContent || "").trim().slice(0, 40);
            return e.localName + (e.id ? "#" + e.id : "") + classes + (text ? ` "${text}"` : "");
        })()""")

    # -- lifecycle --------------------------------------------------------------------------

    def close(self) -> None:
        """Close the tab and drop its browser context."""
        if self._closed:
            return
        self._closed = True
        self._connection.listen(self.session_id, None)
        try:
            self._connection.send("Target.closeTarget", {"targetId": self.target_id})
            self._connection.send("Target.disposeBrowserContext", {"browserContextId": self._context_id})
        except BrowserClosed:
            pass  # nothing left to close; the error that killed the browser was raised already

    def __enter__(self) -> "Page":
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    # -- internals --------------------------------------------------------------------------

    def _send(self, method: str, params: dict | None = None, timeout: float | None = None) -> dict:
        return self._connection.send(method, params, session_id=self.session_id,
                                     timeout=timeout or self.timeout)

    def _centre_of(self, selector: str) -> tuple[float, float]:
        box = self.evaluate(f"""(() => {{
            const element = document.querySelector({json.dumps(selector)});
            if (!element) return null;
            element.scrollIntoView({{block: "center", inline: "center"}});
            const r = element.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height];
        }})()""")
        if box is None:
            raise ElementNotFound(f"no element matches '{selector}'")
        x, y, width, height = box
        if width == 0 or height == 0:
            raise ElementNotFound(f"'{selector}' has no size to click (hidden?)")
        return x + width / 2, y + height / 2

    def _on_event(self, method: str, params: dict) -> None:
        if method == "Page.lifecycleEvent" and params.get("name") == "load":
            self._loaded.add(params.get("loaderId", ""))
        else:
            message = console_message_from(method, params)
            if message:
                self._console_errors.append(message)


def _value_of(remote_object: dict):
    if "value" in remote_object:
        return remote_object["value"]
    special = remote_object.get("unserializableValue")
    if special is not None:
        return {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf, "-0": -0.0}.get(
            special, special)
    return None  # undefined, or something returnByValue cannot carry


def _shorten(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"
