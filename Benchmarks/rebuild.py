#!/usr/bin/env python3
"""Times rebuilds of a 200-brand site: a no-op rebuild and a one-edit rebuild, median of 5.

    python3 Benchmarks/make_corpus.py --brands 200 --source ../shared/guides --out .bench/corpus-200
    python3 Benchmarks/rebuild.py --binary .build/release/sitegen --content .bench/corpus-200

What a rebuild costs beyond rendering is its output swap: files kept from the live site are
hard-linked into the new one, the two are exchanged, and the old tree is removed.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--content", required=True)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="sitegen-rebuild-")
    try:
        content = os.path.join(work, "content")
        shutil.copytree(args.content, content)
        output = os.path.join(work, "public")
        command = [args.binary, "build", "--content", content, "--templates", os.path.join(ROOT, "templates"), "--output", output]

        def build():
            start = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True)
            return time.perf_counter() - start

        full = build()
        noop = [build() for _ in range(args.runs)]
        guide = next(os.path.join(folder, "DESIGN-swiftui.md") for folder, _, names in sorted(os.walk(content)) if "DESIGN-swiftui.md" in names)
        edits = []
        for run in range(args.runs):
            with open(guide, "a", encoding="utf-8") as file:
                file.write(f"\n\nEdit number {run}.\n")
            edits.append(build())
        files = sum(len(names) for _, _, names in os.walk(output))
        print(f"{args.binary}: {files} files; full build {full:.3f} s; "
              f"no-op rebuild median {statistics.median(noop):.3f} s ({', '.join(f'{t:.3f}' for t in noop)}); "
              f"one-edit rebuild median {statistics.median(edits):.3f} s ({', '.join(f'{t:.3f}' for t in edits)})")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
