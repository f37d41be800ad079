# The two commands the README opens with, plus the benchmark.
SITEGEN := .build/release/sitegen

.PHONY: serve site test bench clean

serve: site
	$(SITEGEN) serve public/

site:
	scripts/setup
	swift build -c release --product sitegen
	$(SITEGEN) build

test:
	scripts/setup --test
	swift test

bench:
	scripts/setup --test
	Benchmarks/run

clean:
	rm -rf .build public/*
