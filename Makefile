# mediate: build, test, re-record golden files, benchmark.
SWIFT ?= swift
FIXTURE ?= Fixtures/scenarios/rewarded-fall-through/config.json

.PHONY: build demo test golden release bench lint format clean

build:
	$(SWIFT) build

# The main job on a shipped fixture: a rewarded waterfall that falls through to a fill.
demo:
	$(SWIFT) run mediate simulate --format text $(FIXTURE)

# Every test: units, the JSONTestSuite, and end-to-end runs of the binary on Fixtures/.
test:
	$(SWIFT) test

# Re-record every golden file from the current build; review `git diff Fixtures` before committing.
golden:
	-MEDIATE_RECORD=1 $(SWIFT) test --filter "FixtureTests" >/dev/null
	git status --short docs/rules.md
	git status --short Fixtures

release:
	$(SWIFT) build -c release --static-swift-stdlib

# Start-up, simulation and config-reading times of the release binary (see docs/benchmarks.md).
bench: release
	scripts/bench.sh .build/release/mediate

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
