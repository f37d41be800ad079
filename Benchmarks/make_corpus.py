#!/usr/bin/env python3
"""Makes a synthetic corpus of N brands by replicating real guides under new names.

Each copy keeps its guide's text (so parsing and rendering do the same work as on real
guides) but gets a new brand name in its title and a new folder, so every page, slug and
token file is distinct. DESIGN.md and README.md companions are copied too.

    python3 Benchmarks/make_corpus.py --brands 200 --source ../shared/guides --out .bench/corpus-200
"""
import argparse
import os
import re
import sys


def source_guides(root):
    guides = []
    for dirpath, _, files in os.walk(root):
        if "DESIGN-swiftui.md" in files:
            guides.append(dirpath)
    return sorted(guides)


def update_tree(root, wanted):
    """Makes the folder `root` hold exactly `wanted` (relative path → text), writing only the
    files that differ and removing only the ones no longer wanted. A corpus made again is left
    as it was: on ext4 without a journal, files created within minutes of thousands being
    removed make the kernel scan past every freed inode, which slowed the next builds by
    seconds (see bench.py)."""
    for relative, text in wanted.items():
        path = os.path.join(root, relative)
        try:
            with open(path, encoding="utf-8") as handle:
                if handle.read() == text:
                    continue
        except (FileNotFoundError, UnicodeDecodeError):
            os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    for folder, folders, files in os.walk(root, topdown=False):
        for name in files:
            path = os.path.join(folder, name)
            if os.path.relpath(path, root) not in wanted:
                os.remove(path)
        if folder != root and not os.listdir(folder):
            os.rmdir(folder)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--brands", type=int, required=True)
    parser.add_argument("--source", required=True, help="a folder of <category>/<brand>/DESIGN-swiftui.md guides")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    guides = source_guides(args.source)
    if not guides:
        sys.exit(f"make_corpus: no guides under {args.source}")
    wanted = {}
    for index in range(args.brands):
        original = guides[index % len(guides)]
        category = os.path.basename(os.path.dirname(original))
        brand = os.path.basename(original)
        copy = index // len(guides)
        name = brand if copy == 0 else f"{brand}-{copy + 1}"
        target = os.path.join(category, name)
        for file in ("DESIGN-swiftui.md", "DESIGN.md", "README.md"):
            path = os.path.join(original, file)
            if not os.path.exists(path):
                continue
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            if copy > 0 and file == "DESIGN-swiftui.md":
                # A new brand name in the title: "# Bumble (iOS) — …" → "# Bumble 2 (iOS) — …".
                text = re.sub(r"^# ([^(—\n]+?)( \(|\s—)", lambda m: f"# {m.group(1)} {copy + 1}{m.group(2)}", text, count=1, flags=re.M)
            wanted[os.path.join(target, file)] = text
    license_path = os.path.join(args.source, "LICENSE")
    if os.path.exists(license_path):
        with open(license_path, encoding="utf-8") as handle:
            wanted["LICENSE"] = handle.read()
    update_tree(args.out, wanted)
    print(f"{args.brands} brands from {len(guides)} guides in {args.out}")


if __name__ == "__main__":
    main()
