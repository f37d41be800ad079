"""`kill -9` at any point of a build leaves the old site or the new one, whole.

    python3 -m unittest discover -s Tests/e2e -p 'test_kill.py' -v

strace's fault injection kills the real binary from outside (`-e inject=SYSCALL:signal=KILL:
when=N`) at points spread over a rebuild, taken from a traced run of the same rebuild: the
atomic exchange that swaps the site in, the renames around it, and writes, opens, hard links,
lookups, directory reads and removals from the first file read to the last. After each kill the output folder must be, file by
file, either a reference build of the old content or one of the new; the next build must
then finish the job and leave nothing beside the output. Skipped, with the reason, where
strace is missing or cannot trace (a container without ptrace); with E2E_REQUIRE_TOOLS=1 a
missing strace fails instead.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
import unittest

import site_build
from tools import ToolMissing, require

TEMPLATES = os.path.join(site_build.REPO_ROOT, "templates")
CONTENT = os.path.join(site_build.REPO_ROOT, "content")

# The syscalls a kill lands on. Where in each the kills land comes from a traced rebuild
# (`traced_points`), so the points follow the build as it changes instead of going stale
# as it gets faster: the exchange that swaps the new site in, the renames that take the spare
# as staging and set the old site aside, and opens, directory reads, lookups, hard links,
# writes and removals spread from the first to the last a thread makes. A rebuild recycles the
# spare, whose folders are there already: it looks them and the files it keeps up
# (`newfstatat`) and links through descriptors of the two roots (`linkat`); folder creations
# are a first build's (`FIRST_BUILD_POINTS`).
KILLED_SYSCALLS = ["renameat2", "rename", "openat", "getdents64", "newfstatat", "linkat", "write", "unlinkat"]
FIRST_BUILD_POINTS = [("renameat2", 1), ("mkdir", 5), ("write", 4)]
# FileStamp.settling (2 s, counted in whole seconds) and one second more.
SETTLED_SECONDS = 3.2


def find_strace() -> str:
    path = shutil.which("strace")
    if not path:
        raise ToolMissing("strace not found on PATH (run 'scripts/setup --test')")
    return path


class KillTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.strace = require(find_strace)
        probe = subprocess.run([cls.strace, "-f", "-o", "/dev/null", "true"], capture_output=True, text=True)
        if probe.returncode != 0:
            raise unittest.SkipTest(f"strace cannot trace here (no ptrace?): {probe.stderr.strip()}")
        cls.binary = site_build.sitegen_binary()
        cls.folder = tempfile.mkdtemp(prefix="sitegen-kill-")
        cls.content = os.path.join(cls.folder, "content")
        shutil.copytree(CONTENT, cls.content)
        with open(os.path.join(cls.content, "dating", "bumble", "mark.png"), "wb") as file:
            file.write(b"\x89PNG old")
        cls.old = cls.build_into("ref-old")
        # The new content: one guide's prose, one token, one content file changed; the other
        # brands are kept by the rebuild (hard-linked from the live site).
        cls.edit("social/tiktok/DESIGN-swiftui.md", lambda text: text + "\n\nA new closing paragraph.\n")
        cls.edit("dating/bumble/DESIGN-swiftui.md", lambda text: text.replace("// #FFC629", "// #FFC629 (brand yellow)"))
        with open(os.path.join(cls.content, "dating", "bumble", "mark.png"), "wb") as file:
            file.write(b"\x89PNG new")
        # The manifest stamps only guides whose files settled two seconds before a build
        # (FileStamp): once they have, every build of this content writes the same manifest,
        # the reference's included.
        time.sleep(SETTLED_SECONDS)
        cls.new = cls.build_into("ref-new")
        assert cls.old != cls.new

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    @classmethod
    def edit(cls, path, change):
        path = os.path.join(cls.content, path)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        with open(path, "w", encoding="utf-8") as file:
            file.write(change(text))

    @classmethod
    def build_into(cls, name: str) -> dict[str, bytes]:
        output = os.path.join(cls.folder, name)
        shutil.rmtree(output, ignore_errors=True)
        run = subprocess.run(cls.command(output), capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr
        return site_build.tree_bytes(output)

    @classmethod
    def command(cls, output: str) -> list[str]:
        return [cls.binary, "build", "--content", cls.content, "--templates", TEMPLATES, "--output", output]

    def killed_build(self, output: str, syscall: str, when: int) -> bool:
        """Runs the build under strace, killed at the `when`th `syscall` of a thread; whether it was."""
        run = subprocess.run(
            [self.strace, "-f", "-o", "/dev/null", "-e", f"trace={syscall}",
             "-e", f"inject={syscall}:signal=KILL:when={when}", *self.command(output)],
            capture_output=True, text=True, timeout=120)
        if run.returncode == 0:
            return False
        self.assertIn(run.returncode, (-9, 137), f"the build ended otherwise than killed:\n{run.stderr}")
        return True

    def leftovers(self) -> list[str]:
        # The spare (the site before last, kept on purpose for the next build to recycle) is
        # not a leftover.
        return sorted(name for name in os.listdir(self.folder) if name.startswith(".public.") and name != ".public.spare")

    def prepare(self, start_from_old: bool) -> str:
        """The output folder as a kill finds it: nothing, or the old site with a spare beside it.

        The spare is the old site plus a brand since removed, as after a build that dropped
        one: recycling it must remove that brand's files, so removals are killed too."""
        output = os.path.join(self.folder, "public")
        spare = os.path.join(self.folder, ".public.spare")
        for path in [output, spare] + [os.path.join(self.folder, name) for name in self.leftovers()]:
            shutil.rmtree(path, ignore_errors=True)
        if start_from_old:
            shutil.copytree(os.path.join(self.folder, "ref-old"), output)
            shutil.copytree(os.path.join(self.folder, "ref-old"), spare)
            removed = os.path.join(spare, "removed-brand")
            for folder in range(8):
                os.makedirs(os.path.join(removed, f"part-{folder}"))
                for page in range(8):
                    with open(os.path.join(removed, f"part-{folder}", f"page-{page}.html"), "w") as file:
                        file.write("<!doctype html><title>gone</title>")
        return output

    def traced_points(self) -> list[tuple[str, int]]:
        """Kill points spread over the calls some thread is sure to make in a rebuild.

        strace's `when` counts per thread, and which threads run which steps moves from run
        to run. What some thread surely reaches is taken as the call's total split evenly over
        the threads that made it (the busiest makes at least that), at its lowest over three
        rebuilds traced from the same starting state the kills start from."""
        sure: dict[str, int] = {}
        for _ in range(3):
            for name, count in self.traced_counts().items():
                sure[name] = min(sure.get(name, count), count)
        points = []
        for name in KILLED_SYSCALLS:
            self.assertIn(name, sure, f"the traced rebuild made no {name}; the kill points miss a step")
            whens = {max(1, round(sure[name] * share)) for share in (0, 0.25, 0.5, 0.75, 0.95)}
            points += [(name, when) for when in sorted(whens)]
        return points

    def traced_counts(self) -> dict[str, int]:
        output = self.prepare(start_from_old=True)
        trace = os.path.join(self.folder, "trace")
        run = subprocess.run([self.strace, "-f", "-o", trace, "-e", "trace=" + ",".join(KILLED_SYSCALLS),
                              *self.command(output)], capture_output=True, text=True, timeout=120)
        self.assertEqual(run.returncode, 0, run.stderr)
        counts: dict[str, dict[str, int]] = {}
        with open(trace, encoding="utf-8", errors="replace") as file:
            for line in file:
                pid, _, rest = line.partition(" ")
                name = rest.lstrip().partition("(")[0]
                if name in KILLED_SYSCALLS:
                    per_thread = counts.setdefault(name, {})
                    per_thread[pid] = per_thread.get(pid, 0) + 1
        return {name: sum(per_thread.values()) // len(per_thread) for name, per_thread in counts.items()}

    def check_kills(self, points, start_from_old: bool) -> int:
        kills = 0
        for syscall, when in points:
            with self.subTest(syscall=syscall, when=when, start="old site" if start_from_old else "no output"):
                output = self.prepare(start_from_old)
                killed = self.killed_build(output, syscall, when)
                kills += killed
                if os.path.exists(output):
                    after = site_build.tree_bytes(output)
                    self.assertTrue(after == self.new or (start_from_old and after == self.old),
                                    f"killed at {syscall} #{when}: the output is neither site whole "
                                    f"({len(after)} files; old {len(self.old)}, new {len(self.new)})")
                else:
                    self.assertFalse(start_from_old, f"killed at {syscall} #{when}: the output folder is gone")
                # The next build cleans up what the killed one left and finishes the job.
                run = subprocess.run(self.command(output), capture_output=True, text=True, timeout=120)
                self.assertEqual(run.returncode, 0, run.stderr)
                self.assertEqual(site_build.tree_bytes(output), self.new)
                self.assertEqual(self.leftovers(), [], "a killed build's folders outlived the next build")
        return kills

    def test_a_killed_rebuild_leaves_the_old_site_or_the_new_one_whole(self):
        points = self.traced_points()
        kills = self.check_kills(points, start_from_old=True)
        # A run whose threads share a call more evenly than every traced one did can leave
        # a point or two past what any thread makes.
        self.assertGreaterEqual(kills, len(points) * 0.9, f"only {kills} of {len(points)} points killed the build")

    def test_a_killed_first_build_leaves_no_site_or_the_whole_new_one(self):
        kills = self.check_kills(FIRST_BUILD_POINTS, start_from_old=False)
        self.assertGreaterEqual(kills, len(FIRST_BUILD_POINTS) - 1)


if __name__ == "__main__":
    unittest.main()
