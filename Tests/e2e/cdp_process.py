"""Starting and stopping the Chromium process that `cdp.Browser` talks to over a pipe.

With --remote-debugging-pipe Chromium reads DevTools commands from fd 3 and writes answers to
fd 4. subprocess.Popen can only keep a descriptor at its own number (pass_fds); moving one to
3 or 4 would need preexec_fn, which the Python docs call unsafe once threads exist (the test
server runs in one). os.posix_spawn does the dup2 in C, in the order given, so we use that.
"""
from __future__ import annotations

import fcntl
import os
import signal
import time

BROWSER_READS_FD = 3
BROWSER_WRITES_FD = 4


class ChromiumProcess:
    """A running Chromium in its own session (process group), so killing it takes its
    renderer and GPU children along."""

    def __init__(self, executable: str, args: list[str], stderr_path: str):
        self.stderr_path = stderr_path
        commands_read, self.commands_write = os.pipe()
        self.answers_read, answers_write = os.pipe()
        # Move the child's ends above 4 first: if os.pipe() had handed out 3 or 4, the first
        # dup2 below would overwrite the other end before it is duplicated.
        child_reads = fcntl.fcntl(commands_read, fcntl.F_DUPFD_CLOEXEC, 5)
        child_writes = fcntl.fcntl(answers_write, fcntl.F_DUPFD_CLOEXEC, 5)
        os.close(commands_read)
        os.close(answers_write)
        stderr_fd = os.open(stderr_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
        null_fd = os.open(os.devnull, os.O_RDONLY | os.O_CLOEXEC)
        try:
            # dup2 clears close-on-exec on the new descriptor; every other descriptor we own is
            # close-on-exec (PEP 446), so Chromium inherits exactly 0-4.
            self.pid = os.posix_spawn(executable, [executable, *args], os.environ, file_actions=[
                (os.POSIX_SPAWN_DUP2, null_fd, 0),
                (os.POSIX_SPAWN_DUP2, stderr_fd, 1),
                (os.POSIX_SPAWN_DUP2, stderr_fd, 2),
                (os.POSIX_SPAWN_DUP2, child_reads, BROWSER_READS_FD),
                (os.POSIX_SPAWN_DUP2, child_writes, BROWSER_WRITES_FD),
            ], setsid=True)
        except OSError:
            os.close(self.commands_write)
            os.close(self.answers_read)
            raise
        finally:
            for fd in (child_reads, child_writes, stderr_fd, null_fd):
                os.close(fd)
        self.exit_status: int | None = None

    def is_running(self) -> bool:
        if self.exit_status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.exit_status = os.waitstatus_to_exitcode(status)
        return self.exit_status is None

    def wait(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds for the process to exit; True if it did."""
        deadline = time.monotonic() + timeout
        while self.is_running():
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.02)
        return True

    def kill(self) -> None:
        """SIGKILL the whole process group, reap the browser and close our pipe ends."""
        kill_process_group(self.pid)
        if self.exit_status is None:
            _, status = os.waitpid(self.pid, 0)
            self.exit_status = os.waitstatus_to_exitcode(status)
        for fd in (self.commands_write, self.answers_read):
            try:
                os.close(fd)
            except OSError:
                pass

    def stderr_tail(self, lines: int = 15) -> str:
        """The last lines Chromium printed, to explain a crash or a failed start."""
        try:
            with open(self.stderr_path, errors="replace") as stderr:
                return "".join(stderr.readlines()[-lines:]).rstrip()
        except OSError:
            return ""


def kill_process_group(pid: int) -> None:
    """Kill a session leader's process group; quiet if it is already gone."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
