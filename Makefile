# The two commands the README opens with, plus the benchmark.
SITEGEN := .build/release/sitegen

.PHONY: serve site test bench clean

serve: site
	$(SITEGEN) serve public/

site:
	scripts/setup
	swift build -c release --product sitegen
	$(SITEGEN) build

# Swift tests, then the end-to-end tests of the built site (and the e2e harness's self-test),
# then every fuzz target's seeds and saved findings replayed once (Fuzz/run --replay: no search,
# deterministic). All three always run; the target fails if any does. Swift's backtracer is off
# for the tests: a test that traps (as a literal past UInt64.max once did) then fails the run at
# once, where the backtracer left swift test waiting on the dead test process for over an hour. sitegen is built first so the
# e2e tests never run a stale binary. The tools were just installed, so E2E_REQUIRE_TOOLS=1
# turns a missing browser or validator into a failure, never a skip.
test:
	scripts/setup --test
	status=0; \
	SWIFT_BACKTRACE=enable=no swift test || status=1; \
	{ swift build --product sitegen && \
	  E2E_REQUIRE_TOOLS=1 python3 -m unittest discover -s Tests/e2e -p 'test_*.py' -v; } || status=1; \
	Fuzz/run --replay || status=1; \
	exit $$status

bench:
	scripts/setup --test
	Benchmarks/run

clean:
	rm -rf .build public/*

# libFuzzer targets listed in Fuzz/targets, each searching for FUZZ_SECONDS (see Fuzz/run). Not
# part of CI, which only replays what the search found (make test): it needs a core per target
# for as long as it runs.
FUZZ_SECONDS ?= 60
.PHONY: fuzz
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run
