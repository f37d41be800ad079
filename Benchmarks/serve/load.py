"""Fallback load generator for Benchmarks/serve/run when wrk is not installed.

Keeps N HTTP/1.1 connections busy for D seconds with GETs of one URL, reconnecting when the
server closes (as python's http.server does after every response), and prints requests/second.
Slower than wrk: the client, not the server, may be what it measures.
"""
import argparse
import asyncio
import sys
import time
from urllib.parse import urlsplit


async def client(host, port, path, deadline, counts):
    request = f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()
    reader = writer = None
    while time.monotonic() < deadline:
        try:
            if writer is None:
                reader, writer = await asyncio.open_connection(host, port)
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            length, close = None, head.startswith(b"HTTP/1.0")
            for line in head.split(b"\r\n")[1:]:
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
                if name.lower() == b"connection":
                    close = value.strip().lower() == b"close"
            if length is None:
                await reader.read()
                close = True
            else:
                await reader.readexactly(length)
            counts["ok" if head.split(b" ")[1] == b"200" else "errors"] += 1
            if close:
                writer.close()
                writer = None
        except (OSError, asyncio.IncompleteReadError):
            counts["errors"] += 1
            writer = None


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--duration", type=float, default=10)
    args = parser.parse_args()
    url = urlsplit(args.url)
    counts = {"ok": 0, "errors": 0}
    start = time.monotonic()
    deadline = start + args.duration
    await asyncio.gather(*(client(url.hostname, url.port, url.path or "/", deadline, counts) for _ in range(args.connections)))
    elapsed = time.monotonic() - start
    print(f"    {counts['ok']} ok, {counts['errors']} errors in {elapsed:.1f}s", file=sys.stderr)
    print(f"{counts['ok'] / elapsed:.1f}")


asyncio.run(main())
