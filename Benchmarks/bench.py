#!/usr/bin/env python3
"""sitegen's build benchmark: everything measured side by side in one run, on the same files.

For each corpus it times
  cmark        the cmark-gfm command line rendering every guide in one process
  floor        the I/O floor: cmark plus copying a finished sitegen output tree of the same
               corpus to a fresh folder with `cp -r` (reading the guides, writing the same bytes)
  full         sitegen build from scratch (no previous output)
  no-previews  the same with --no-previews: what drawing the components costs
  rebuild      sitegen build after one guide changed (previous output in place)
  hugo         Hugo building the same guides as plain pages, default highlighting
  hugo-plain   the same with code highlighting off
and prints medians, the ratios the project targets, and sitegen's peak memory. The full builds
of all corpora and the Hugo runs go round by round (200, Hugo, 1,000, then again), so the
1,000/200 and Hugo ratios compare neighbouring runs. Nothing here asserts: a busy machine
slows everything alike, and the ratios are what count.

Every timed run writes into a fresh folder of its own, and nothing is removed between timings:
the outputs go only at the start (what an interrupted run left) and the end, and a run waits
until the last removal is 5 minutes old (wait_out_recent_removals says why). The corpora are
updated in place. A run with the defaults needs about 7 GB of disk for its outputs.

    Benchmarks/run                 # corpora: the 31 guides, 200 and 1,000 brands; 5 runs each
    Benchmarks/run --runs 3 --brands 200
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import make_corpus as corpus_maker

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".bench")
# Outputs are removed only before and after the timings (remove_outputs), and a run starts
# this long after the last removal (wait_out_recent_removals).
LAST_REMOVAL = ".last-removal"
RECENTLY_DELETED_SECONDS = 305
EXTENSIONS = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist"]


def run(command, cwd=ROOT):
    """Runs a command; returns (wall seconds, peak RSS in MB). Standard error goes to a file,
    not a pipe: a build that prints many warnings would fill a pipe nobody reads until the end."""
    # What earlier runs wrote goes to disk first, untimed: the kernel writes dirty pages back in
    # the background once they pass a tenth of memory or 30 s of age, on the same two cores,
    # and without this the copy of the 1,000-brand site, timed after gigabytes of earlier
    # outputs, took 1.6 s against 0.1 s for 200 brands.
    os.sync()
    with tempfile.TemporaryFile() as stderr:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=stderr)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        stderr.seek(0)
        printed = stderr.read().decode(errors="replace")
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench: {' '.join(command)} failed:\n{printed[-2000:]}")
    return elapsed, usage.ru_maxrss / 1024


def median(samples):
    return statistics.median(samples)


def guides_in(corpus):
    return [os.path.join(folder, "DESIGN-swiftui.md") for folder in corpus_maker.source_guides(corpus)]


def copy_of(source):
    """The source guides copied into the work folder: the rebuild measurement edits a guide,
    and must never edit the originals (content/ is the project's sample site). Updated in
    place, like the corpora (`make_corpus.update_tree`)."""
    target = os.path.join(WORK, "source")
    wanted = {}
    for folder, _, files in os.walk(source):
        for name in files:
            path = os.path.join(folder, name)
            try:
                with open(path, encoding="utf-8") as handle:
                    wanted[os.path.relpath(path, source)] = handle.read()
            except UnicodeDecodeError:
                continue  # guides and their companions are text; nothing else is read
    corpus_maker.update_tree(target, wanted)
    return target


def make_corpus(source, brands):
    target = os.path.join(WORK, f"corpus-{brands}")
    subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "make_corpus.py"), "--brands", str(brands), "--source", source, "--out", target],
                   check=True, stdout=subprocess.DEVNULL)
    return target


def hugo_site(corpus, name):
    """A Hugo site with the guides as plain pages and the smallest layouts that render them."""
    site = os.path.join(WORK, f"out-hugo-{name}")  # an output: removed with the others at the end
    os.makedirs(os.path.join(site, "content"))
    os.makedirs(os.path.join(site, "layouts", "_default"))
    for index, guide in enumerate(guides_in(corpus)):
        shutil.copy(guide, os.path.join(site, "content", f"guide-{index:04d}.md"))
    with open(os.path.join(site, "layouts", "_default", "single.html"), "w") as handle:
        handle.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ .Content }}</body></html>\n")
    with open(os.path.join(site, "layouts", "_default", "list.html"), "w") as handle:
        handle.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ range .Pages }}<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}</body></html>\n")
    with open(os.path.join(site, "config.toml"), "w") as handle:
        handle.write('baseURL = "http://example.org/"\ntitle = "bench"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    with open(os.path.join(site, "plain.toml"), "w") as handle:
        handle.write("[markup.highlight]\ncodeFences = false\n")
    return site


def touch_one_guide(guide, round_number):
    """Changes one guide the way an author would: a new paragraph at the end."""
    with open(guide, "a", encoding="utf-8") as handle:
        handle.write(f"\n\nEdited for benchmark round {round_number}.\n")


def remove_outputs():
    """Removes every output of the work folder (builds, copies, Hugo sites and the spares sitegen
    keeps beside them), and notes when. Only before and after the timings, never between them."""
    removed = False
    for name in os.listdir(WORK):
        if name.startswith(("out-", ".out-", "hugo-")):  # hugo-: where earlier versions kept Hugo's sites
            shutil.rmtree(os.path.join(WORK, name), ignore_errors=True)
            removed = True
    if removed:
        with open(os.path.join(WORK, LAST_REMOVAL), "w") as handle:
            handle.write(f"{time.time()}\n")


def wait_out_recent_removals():
    """Waits until the last removal of outputs is `RECENTLY_DELETED_SECONDS` old. ext4 without a
    journal (this guest's disk) will not reuse an inode freed within the last 5 minutes while
    its inode-table block is unwritten: each file created then scans past every such inode.
    After a 1,000-brand output was removed, a 1,000-brand build took 10 s instead of 6, 5 s of it
    in the kernel; a run right after another would time that, not the build."""
    try:
        with open(os.path.join(WORK, LAST_REMOVAL)) as handle:
            age = time.time() - float(handle.read())
    except (OSError, ValueError):
        return
    if age < RECENTLY_DELETED_SECONDS:
        wait = RECENTLY_DELETED_SECONDS - age
        print(f"Waiting {wait:.0f} s: outputs were removed {age:.0f} s ago, and files created within minutes of a removal cost more to create (see bench.py)…", file=sys.stderr)
        time.sleep(wait)


def interleaved(corpora, runs, sitegen, hugo_max):
    """Full builds of every corpus, and Hugo with highlighting where it runs, round by round:
    each ratio between corpora or against Hugo comes from neighbouring runs, so the guest's
    drift (a fifth either way over minutes) falls on both sides alike."""
    sites = {name: hugo_site(corpus, name) for corpus, name in corpora if len(guides_in(corpus)) <= hugo_max}
    samples = {name: {"full": [], "peak": [], "hugo": []} for _, name in corpora}
    for index in range(runs):
        for corpus, name in corpora:
            print(f"  round {index + 1} of {runs}: {name}…", file=sys.stderr)
            seconds, peak = run([sitegen, "build", "--content", corpus, "--output", os.path.join(WORK, f"out-{name}-full-{index}")])
            samples[name]["full"].append(seconds)
            samples[name]["peak"].append(peak)
            if name in sites:
                site = sites[name]
                samples[name]["hugo"].append(run(["hugo", "--quiet", "-d", os.path.join(site, "public")], cwd=site)[0])
    return sites, samples


def measure(corpus, name, runs, sitegen, site, samples):
    """Everything else of one corpus; `samples` are its interleaved full builds and Hugo runs."""
    output = os.path.join(WORK, f"out-{name}")
    guides = guides_in(corpus)
    result = {"name": name, "brands": len(guides)}
    result["cmark"] = median([run(["cmark-gfm", *EXTENSIONS, *guides])[0] for _ in range(runs)])
    result["full"] = median(samples["full"])
    result["full-runs"] = samples["full"]
    result["peak"] = max(samples["peak"])
    plain = []
    for index in range(runs):
        plain.append(run([sitegen, "build", "--no-previews", "--content", corpus, "--output", f"{output}-plain-{index}"])[0])
    result["no-previews"] = median(plain)
    run([sitegen, "build", "--content", corpus, "--output", output])
    rebuilds = []
    for round_number in range(runs):
        touch_one_guide(guides[0], round_number)
        seconds, peak = run([sitegen, "build", "--content", corpus, "--output", output])
        rebuilds.append(seconds)
        result["peak"] = max(result["peak"], peak)
    result["rebuild"] = median(rebuilds)
    # The floor's copy writes exactly what a full build writes: the finished output tree.
    copies = []
    for index in range(runs):
        copies.append(run(["cp", "-r", output, f"{output}-copy-{index}"])[0])
    result["copy"] = median(copies)
    result["floor"] = result["cmark"] + result["copy"]
    result["bytes"] = sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(output) for name in names)
    if site:
        result["hugo"] = median(samples["hugo"])
        # Each round's Hugo run beside that round's full build: the guest's speed drifts by a
        # fifth over minutes, and the median of the rounds' own ratios follows it less.
        result["hugo-paired"] = median([hugo / full for hugo, full in zip(samples["hugo"], samples["full"])])
        result["hugo-plain"] = median([run(["hugo", "--quiet", "--config", "config.toml,plain.toml", "-d", os.path.join(site, "public-plain")], cwd=site)[0] for _ in range(runs)])
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--brands", type=int, nargs="*", default=[200, 1000], help="synthetic corpus sizes")
    parser.add_argument("--source", default=None, help="guides to replicate (default: ../shared/guides, else content/)")
    parser.add_argument("--hugo-max", type=int, default=200, help="run Hugo on corpora up to this many brands")
    args = parser.parse_args()
    os.makedirs(WORK, exist_ok=True)
    source = args.source or next(p for p in [os.path.join(os.path.dirname(ROOT), "shared", "guides"), os.path.join(ROOT, "content")] if os.path.isdir(p))
    print(f"Building sitegen (release)…", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "sitegen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    sitegen = os.path.join(ROOT, ".build", "release", "sitegen")

    corpora = [(copy_of(source), f"source-{len(guides_in(source))}")] + [(make_corpus(source, n), f"corpus-{n}") for n in args.brands]
    remove_outputs()  # what an interrupted run left
    wait_out_recent_removals()
    print("Full builds and Hugo, corpus by corpus in each round…", file=sys.stderr)
    sites, samples = interleaved(corpora, args.runs, sitegen, args.hugo_max)
    results = []
    for corpus, name in corpora:
        print(f"Measuring {name}…", file=sys.stderr)
        results.append(measure(corpus, name, args.runs, sitegen, sites.get(name), samples[name]))

    print(f"\nsitegen build benchmark — medians of {args.runs} runs, {os.cpu_count()} cores, {time.strftime('%Y-%m-%d')}")
    print(f"{'corpus':<14}{'brands':>7}{'cmark':>8}{'cp -r':>8}{'floor':>8}{'full':>8}{'no-prev':>9}{'rebuild':>9}{'hugo':>8}{'hugo-pl':>9}{'peak MB':>9}{'KB/brand':>10}")
    for r in results:
        def ms(key):
            return f"{r[key] * 1000:.0f}ms" if key in r else "—"
        print(f"{r['name']:<14}{r['brands']:>7}{ms('cmark'):>8}{ms('copy'):>8}{ms('floor'):>8}{ms('full'):>8}{ms('no-previews'):>9}{ms('rebuild'):>9}{ms('hugo'):>8}{ms('hugo-plain'):>9}{r['peak']:>9.0f}{r['bytes'] / r['brands'] / 1024:>10.0f}")
    print("\nratios (target in brackets)")
    for r in results:
        line = [f"{r['name']}: full/floor {r['full'] / r['floor']:.1f}× [≤8×]", f"rebuild/full {r['rebuild'] / r['full']:.2f} [≤0.10]",
                f"full/no-previews {r['full'] / r['no-previews']:.2f} [≤1.25]"]
        if "hugo" in r:
            line.append(f"hugo/full {r['hugo'] / r['full']:.1f}× (round by round {r['hugo-paired']:.1f}×) [≥5×]")
            line.append(f"hugo-plain/full {r['hugo-plain'] / r['full']:.1f}×")
        line.append(f"peak {r['peak']:.0f} MB [≤150]")
        print("  " + ", ".join(line))
    sizes = {r["brands"]: r for r in results}
    if 200 in sizes and 1000 in sizes:
        paired = median([large / small for large, small in zip(sizes[1000]["full-runs"], sizes[200]["full-runs"])])
        print(f"  1,000 vs 200 brands: full {sizes[1000]['full'] / sizes[200]['full']:.2f}× (round by round {paired:.2f}×) [≤5.5×], peak {sizes[1000]['peak']:.0f} MB [≤150]")
    remove_outputs()


if __name__ == "__main__":
    main()
