"""A neutral static file server for the e2e tests: a folder over HTTP on 127.0.0.1.

    with serve.StaticServer("public", prefix="/docs/") as server:
        page.goto(server.url + "index.html")   # http://127.0.0.1:PORT/docs/index.html

A prefix serves the folder under a sub-path, as a site hosted at example.org/docs/ would be;
requests outside it get 404, so links that assume the site sits at / show up as broken.
It knows nothing about sites and sends `Cache-Control: no-store` so a rebuilt page is never stale.
"""
from __future__ import annotations

import http.server
import os
import posixpath
import sys
import threading
import urllib.parse


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """SimpleHTTPRequestHandler without request logs, with fixed types, under a URL prefix."""

    prefix = "/"  # set on a subclass per server
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
        ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
        ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png",
        ".webp": "image/webp", ".woff2": "font/woff2", ".txt": "text/plain; charset=utf-8",
    }

    def translate_path(self, path: str) -> str:
        # send_head lets only paths under the prefix get here.
        url_path = _resolved_path(path)
        # Re-quoted because the base class unquotes again ('%25' must stay a literal '%').
        return super().translate_path(urllib.parse.quote("/" + url_path[len(self.prefix):]))

    def send_head(self):
        url_path = _resolved_path(self.path)
        if url_path + "/" == self.prefix:
            # "/docs" without its slash is the folder itself: redirect as a real host would.
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not url_path.startswith(self.prefix):
            self.send_error(404, f"outside the served prefix {self.prefix}")
            return None
        return super().send_head()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        pass  # tests read results, not request logs


def _resolved_path(request_path: str) -> str:
    """The URL path with %-escapes decoded and dot segments resolved, as a browser would send
    it, so '/docs/../x' cannot sneak outside the prefix."""
    path = urllib.parse.unquote(urllib.parse.urlsplit(request_path).path)
    resolved = posixpath.normpath("/" + path.lstrip("/"))
    resolved = "/" + resolved.lstrip("/")  # normpath keeps a leading '//'
    return resolved + "/" if path.endswith("/") and resolved != "/" else resolved


class StaticServer:
    """Serves `folder` at `url` from a background thread until close()."""

    def __init__(self, folder: str, prefix: str = "/"):
        if not os.path.isdir(folder):
            raise FileNotFoundError(f"no such folder '{folder}'")
        self.folder = os.path.abspath(folder)
        self.prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
        handler = type("Handler", (_QuietHandler,), {"prefix": self.prefix})
        serving = self.folder

        class Server(http.server.ThreadingHTTPServer):
            daemon_threads = True

            def handle_error(self, request, client_address):
                # A browser that drops a connection (a cancelled favicon load, a closed tab)
                # is not news; anything else still prints its traceback.
                if not isinstance(sys.exc_info()[1], ConnectionError):
                    super().handle_error(request, client_address)

            def finish_request(self, request, client_address):
                handler(request, client_address, self, directory=serving)

        self._server = Server(("127.0.0.1", 0), handler)
        host, port = self._server.server_address[:2]
        self.origin = f"http://{host}:{port}"
        self.url = self.origin + self.prefix
        # A short poll interval: close() waits up to one interval for the serving loop to stop.
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,),
                                        name="e2e-static-server", daemon=True)
        self._thread.start()

    def url_for(self, path: str) -> str:
        """The URL of a file given by its path inside the folder ('' for the root)."""
        if not path.strip("/"):
            return self.url
        relative = posixpath.normpath(path).lstrip("/") + ("/" if path.endswith("/") else "")
        return self.url + urllib.parse.quote(relative)

    def close(self) -> None:
        """Stop serving and free the port."""
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def __enter__(self) -> "StaticServer":
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()
