"""The DevTools Protocol over Chromium's debugging pipe: NUL-terminated JSON both ways.

One thread, no reader thread: every wait reads the pipe itself (select with a deadline) and
hands each message on as it arrives, answers by id, events to the listener of their session.
Events of sessions nobody listens to are dropped.
"""
from __future__ import annotations

import json
import os
import select
import time
from typing import Callable

EventListener = Callable[[str, dict], None]


class CDPError(Exception):
    """Chromium answered a command with an error."""

    def __init__(self, method: str, error: dict):
        self.method = method
        self.code = error.get("code")
        super().__init__(f"{method} failed: {error.get('message', error)}"
                         + (f" ({error['data']})" if error.get("data") else ""))


class CDPTimeout(TimeoutError):
    """Something we waited for did not happen in time."""


class BrowserClosed(Exception):
    """Chromium closed the pipe: it exited or crashed."""


class Connection:
    """Sends commands and routes what comes back. `on_closed` explains a dead browser."""

    def __init__(self, read_fd: int, write_fd: int, on_closed: Callable[[], str]):
        self._read_fd = read_fd
        self._write_fd = write_fd
        os.set_blocking(write_fd, False)  # so a browser that stops reading cannot hang a write
        self._on_closed = on_closed
        self._buffer = bytearray()
        self._last_id = 0
        self._answers: dict[int, dict] = {}
        self._abandoned: set[int] = set()  # commands that timed out: drop their late answers
        self._listeners: dict[str | None, EventListener] = {}
        self._closed = False

    def send(self, method: str, params: dict | None = None, *, session_id: str | None = None,
             timeout: float = 10.0) -> dict:
        """Send one command and wait for its answer; its `result`, or raise CDPError."""
        self._last_id += 1
        command_id = self._last_id
        message: dict = {"id": command_id, "method": method, "params": params or {}}
        if session_id:
            message["sessionId"] = session_id
        deadline = time.monotonic() + timeout
        self._write(json.dumps(message).encode() + b"\0", deadline, method)
        try:
            self.wait_until(lambda: command_id in self._answers, deadline - time.monotonic(),
                            f"the answer to {method}", total=timeout)
        except CDPTimeout:
            self._abandoned.add(command_id)
            raise
        answer = self._answers.pop(command_id)
        if "error" in answer:
            raise CDPError(method, answer["error"])
        return answer.get("result", {})

    def listen(self, session_id: str | None, listener: EventListener | None) -> None:
        """Route events of `session_id` (None: the browser itself) to `listener`; None stops."""
        if listener is None:
            self._listeners.pop(session_id, None)
        else:
            self._listeners[session_id] = listener

    def wait_until(self, condition: Callable[[], bool], timeout: float, what: str,
                   total: float | None = None) -> None:
        """Read messages until `condition()` holds; CDPTimeout after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while not condition():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise CDPTimeout(f"timed out after {total or timeout:g}s waiting for {what}")
            self._read(remaining)

    def pump(self, seconds: float = 0.0) -> None:
        """Handle whatever arrives within `seconds` (0: only what is already there)."""
        deadline = time.monotonic() + seconds
        while True:
            if not self._read(max(0.0, deadline - time.monotonic())):
                if time.monotonic() >= deadline:
                    return

    def _read(self, timeout: float) -> bool:
        """Read once, dispatching complete messages; False if nothing arrived in time."""
        if self._closed:
            raise BrowserClosed(self._on_closed())
        ready, _, _ = select.select([self._read_fd], [], [], timeout)
        if not ready:
            return False
        chunk = os.read(self._read_fd, 1 << 20)
        if not chunk:
            self._closed = True
            raise BrowserClosed(self._on_closed())
        self._buffer += chunk
        while (end := self._buffer.find(b"\0")) >= 0:
            message = json.loads(self._buffer[:end])
            del self._buffer[:end + 1]
            self._dispatch(message)
        return True

    def _dispatch(self, message: dict) -> None:
        if "id" in message:
            if message["id"] in self._abandoned:
                self._abandoned.discard(message["id"])
            else:
                self._answers[message["id"]] = message
            return
        listener = self._listeners.get(message.get("sessionId"))
        if listener:
            listener(message.get("method", ""), message.get("params", {}))

    def _write(self, data: bytes, deadline: float, method: str) -> None:
        view = memoryview(data)
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise CDPTimeout(f"timed out sending {method}: the browser stopped reading")
            _, writable, _ = select.select([], [self._write_fd], [], remaining)
            if writable:
                try:
                    view = view[os.write(self._write_fd, view):]
                except BrokenPipeError:
                    self._closed = True
                    raise BrowserClosed(self._on_closed()) from None
