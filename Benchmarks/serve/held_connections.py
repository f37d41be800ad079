#!/usr/bin/env python3
"""How many new clients `sitegen serve` answers while idle connections hold its descriptors.

    python3 Benchmarks/serve/held_connections.py [--sitegen .build/debug/sitegen]
        [--nofile 256] [--idle 2700] [--clients 10] [--within 5] [--lower-to 128]

Starts `sitegen serve` on a small folder under `ulimit -n <nofile>`, opens <idle> connections
to it that never send a byte, then starts <clients> new clients at once, each sending a GET,
and prints how many got a status line within <within> seconds, with the CPU time and the
descriptors the server has used by then. Everything stays on 127.0.0.1, every wait is bounded,
and the server is stopped at the end (or on any error).

With --lower-to, the limit is lowered once the server is up, below the connection cap it fitted
to the first limit: accept then runs out of descriptors (EMFILE) rather than meeting the cap.

The idle connections are opened without waiting for each handshake: past the server's accept
backlog the kernel holds them back, as it would a flood. The script prints how many completed.
"""
import argparse
import errno
import os
import resource
import selectors
import socket
import subprocess
import sys
import tempfile
import threading
import time

HOST = "127.0.0.1"


def free_port():
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def wait_until_serving(port, process, tries=100):
    for _ in range(tries):
        if process.poll() is not None:
            sys.exit(f"sitegen serve exited with {process.returncode}")
        try:
            with socket.create_connection((HOST, port), timeout=1) as probe:
                probe.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                if probe.recv(12).startswith(b"HTTP/1.1 200"):
                    return
        except OSError:
            pass
        time.sleep(0.1)
    sys.exit("sitegen serve did not come up")


def open_idle(port, count, settle):
    """Starts `count` connects without blocking; returns the sockets and how many completed
    within `settle` seconds."""
    sockets, pending = [], selectors.DefaultSelector()
    for _ in range(count):
        held = socket.socket()
        held.setblocking(False)
        code = held.connect_ex((HOST, port))
        if code not in (0, errno.EINPROGRESS):
            held.close()
            continue
        sockets.append(held)
        pending.register(held, selectors.EVENT_WRITE)
    connected, deadline = 0, time.monotonic() + settle
    while pending.get_map() and time.monotonic() < deadline:
        for key, _ in pending.select(timeout=max(0, deadline - time.monotonic())):
            pending.unregister(key.fileobj)
            if key.fileobj.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0:
                connected += 1
    pending.close()
    return sockets, connected


def ask(port, within, answers, index):
    """One new client: connect, GET /, and record whether a status line came in time."""
    deadline = time.monotonic() + within
    try:
        with socket.create_connection((HOST, port), timeout=within) as client:
            client.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            received = b""
            while b"\r\n" not in received:
                client.settimeout(max(0.01, deadline - time.monotonic()))
                chunk = client.recv(1024)
                if not chunk:
                    break
                received += chunk
            answers[index] = received.startswith(b"HTTP/1.1 ") and time.monotonic() <= deadline
    except OSError:
        answers[index] = False


def cpu_seconds(pid):
    """User and system time the process has used: a server spinning on EMFILE would show it."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def open_descriptors(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sitegen", default=".build/debug/sitegen")
    parser.add_argument("--nofile", type=int, default=256)
    parser.add_argument("--idle", type=int, default=2700)
    parser.add_argument("--clients", type=int, default=10)
    parser.add_argument("--within", type=float, default=5)
    parser.add_argument("--lower-to", type=int, help="once serving, lower the server's soft limit to this (prlimit), "
                        "below the cap it fitted to --nofile as it started, so accept meets EMFILE")
    args = parser.parse_args()

    # This script holds every idle connection itself, so it needs more than the server gets.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = args.idle + args.clients + 64
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, wanted), hard))

    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "index.html"), "w") as page:
            page.write("<!doctype html><body>home</body>\n")
        port = free_port()
        limit = args.nofile
        server = subprocess.Popen(
            [args.sitegen, "serve", folder, "--port", str(port)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard)),
        )
        try:
            wait_until_serving(port, server)
            if args.lower_to:
                resource.prlimit(server.pid, resource.RLIMIT_NOFILE, (args.lower_to, hard))
            held, connected = open_idle(port, args.idle, settle=3)
            answers = [False] * args.clients
            threads = [threading.Thread(target=ask, args=(port, args.within, answers, i)) for i in range(args.clients)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(args.within + 5)
            lowered = f", then {args.lower_to}" if args.lower_to else ""
            print(f"ulimit -n {args.nofile}{lowered}: {connected} of {args.idle} idle connections completed; "
                  f"{sum(answers)} of {args.clients} new clients answered within {args.within:g} s; "
                  f"server CPU {cpu_seconds(server.pid):.2f} s, {open_descriptors(server.pid)} descriptors open")
            for sock in held:
                sock.close()
        finally:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


if __name__ == "__main__":
    main()
