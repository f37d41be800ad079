"""A minimal Chromium DevTools Protocol client over a pipe: no driver, no port.

    with cdp.Browser() as browser, browser.new_page() as page:
        page.goto(url)
        page.evaluate("getComputedStyle(document.body).color")

Each page gets its own browser context, so cookies and storage never leak between tests.
Every wait has a timeout and raises CDPTimeout saying what it waited for. The Chromium
process (and its children) is killed when the Browser closes, or at interpreter exit at
the latest; what Chromium prints goes to a file, quoted when it dies.
"""
from __future__ import annotations

import shutil
import tempfile
import weakref

from cdp_connection import BrowserClosed, CDPError, CDPTimeout, Connection
from cdp_console import ConsoleMessage
from cdp_page import ElementNotFound, JavaScriptError, NavigationError, Page
from cdp_process import ChromiumProcess
from tools import ToolMissing, find_chromium

__all__ = ["Browser", "Page", "ConsoleMessage", "CDPError", "CDPTimeout", "BrowserClosed",
           "JavaScriptError", "NavigationError", "ElementNotFound", "ToolMissing"]

# Headless and reproducible: no GPU, no sandbox (root in CI), no first-run UI, no background
# traffic, no scrollbars or colour profile differences in screenshots.
CHROMIUM_FLAGS = [
    "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
    "--no-first-run", "--no-default-browser-check", "--disable-dev-shm-usage",
    "--disable-extensions", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--disable-default-apps", "--disable-features=Translate,MediaRouter",
    "--password-store=basic", "--mute-audio", "--hide-scrollbars", "--force-color-profile=srgb",
    "--lang=en-US",
]


class Browser:
    """A headless Chromium. Use as a context manager, or call start() and close()."""

    def __init__(self, timeout: float = 10.0, startup_timeout: float = 30.0,
                 extra_args: tuple[str, ...] = (), executable: str | None = None):
        self.timeout = timeout
        self._startup_timeout = startup_timeout
        self._extra_args = list(extra_args)
        self._executable = executable
        self._process: ChromiumProcess | None = None
        self._connection: Connection | None = None
        self._folder: str | None = None
        self.version = ""

    def start(self) -> "Browser":
        """Launch Chromium and wait until it answers; raises ToolMissing if there is none."""
        if self._process:
            raise RuntimeError("this Browser was started already; make a new one")
        executable = self._executable or find_chromium()
        self._folder = tempfile.mkdtemp(prefix="sitegen-chromium-")
        args = [*CHROMIUM_FLAGS, f"--user-data-dir={self._folder}/profile", *self._extra_args,
                "about:blank"]
        try:
            process = ChromiumProcess(executable, args, f"{self._folder}/chromium.log")
        except OSError as error:
            shutil.rmtree(self._folder, ignore_errors=True)
            raise BrowserClosed(f"could not run {executable}: {error}") from None
        self._process = process
        self._finalizer = weakref.finalize(self, _shut_down, process, self._folder)
        self._connection = Connection(process.answers_read, process.commands_write,
                                      on_closed=self._describe_exit)
        try:
            version = self._connection.send("Browser.getVersion", timeout=self._startup_timeout)
        except (CDPTimeout, BrowserClosed) as error:
            detail = process.stderr_tail()
            self.close()
            raise BrowserClosed(f"chromium did not start: {error}"
                                + (f"\n{detail}" if detail else "")) from None
        self.version = version.get("product", "")
        return self

    @property
    def pid(self) -> int | None:
        """The Chromium process id (the leader of its process group), while started."""
        return self._process.pid if self._process else None

    @property
    def folder(self) -> str | None:
        """The temporary folder holding the profile and chromium.log; removed by close()."""
        return self._folder

    def new_page(self) -> Page:
        """Open a blank tab in a fresh browser context and attach to it."""
        connection = self._require_connection()
        context_id = connection.send("Target.createBrowserContext", timeout=self.timeout)["browserContextId"]
        target_id = connection.send("Target.createTarget", {
            "url": "about:blank", "browserContextId": context_id}, timeout=self.timeout)["targetId"]
        session_id = connection.send("Target.attachToTarget", {
            "targetId": target_id, "flatten": True}, timeout=self.timeout)["sessionId"]
        return Page(connection, target_id, session_id, context_id, self.timeout)

    def close(self) -> None:
        """Ask Chromium to quit, then kill whatever is left; safe to call twice."""
        if self._connection and self._process and self._process.is_running():
            try:
                self._connection.send("Browser.close", timeout=2)
            except (CDPError, CDPTimeout, BrowserClosed):
                pass  # killed below either way
            self._process.wait(2)
        self._connection = None
        if self._process:
            self._finalizer()

    def __enter__(self) -> "Browser":
        return self.start()

    def __exit__(self, *exc_info) -> None:
        self.close()

    def _require_connection(self) -> Connection:
        if not self._connection:
            raise BrowserClosed("the browser is not running (call start() or use 'with Browser()')")
        return self._connection

    def _describe_exit(self) -> str:
        process = self._process
        if not process:
            return "chromium is gone"
        process.wait(1)
        status = f"exit status {process.exit_status}" if process.exit_status is not None else "still running"
        tail = process.stderr_tail()
        return f"chromium closed the DevTools pipe ({status})" + (f"; it printed:\n{tail}" if tail else "")


def _shut_down(process: ChromiumProcess, folder: str) -> None:
    # A module-level function: weakref.finalize must not hold the Browser alive.
    process.kill()
    shutil.rmtree(folder, ignore_errors=True)
