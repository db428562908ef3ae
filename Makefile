# mediate: build, test, re-record golden files, benchmark.
SWIFT ?= swift
FIXTURE ?= Fixtures/scenarios/rewarded-fall-through/config.json

PREFIX ?= /usr/local

.PHONY: build demo test mermaid-parser golden examples release bench lint format clean install uninstall fuzz fuzz-build sanitize sanitize-address sanitize-thread

build:
	$(SWIFT) build

# The main job on a shipped fixture: a rewarded waterfall that falls through to a fill.
demo:
	$(SWIFT) run mediate simulate --format text $(FIXTURE)

# Every test: units, the JSONTestSuite (when ../shared is there), end-to-end runs of the binary on Fixtures/
# and the README's examples. Built optimised in .build/test; the last line says how long the tests took and
# which were skipped and why (scripts/test.sh). TEST_ARGS passes options to `swift test` (--filter NAME).
test: mermaid-parser
	SWIFT=$(SWIFT) scripts/test.sh $(TEST_ARGS)

# Mermaid's own parser (mermaid.js from the mmdc wheel on PyPI, run by Node) for MermaidParserTests, once,
# into .build/mermaid; without pip, the network or Node those tests are skipped and say why.
mermaid-parser:
	@scripts/mermaid-parser.sh .build/mermaid || echo "make: no Mermaid parser fetched: MermaidParserTests will be skipped"

# Re-record every golden file from the current build; review `git diff Fixtures` before committing.
golden:
	-MEDIATE_RECORD=1 $(SWIFT) test --filter "FixtureTests|ReadmeOutputTests" >/dev/null
	git status --short docs/rules.md README.md
	git status --short Fixtures

# Copy each ported network's profile (examples/<network>/README.md, "## Profile") into the configs of its folder.
examples:
	python3 scripts/sync-example-profiles.py

release:
	$(SWIFT) build -c release --static-swift-stdlib --product mediate

# The static binary, the man page and the bash, zsh and fish completions under $(PREFIX) (and $(DESTDIR)).
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 .build/release/mediate $(DESTDIR)$(PREFIX)/bin/mediate
	install -m 644 docs/mediate.1 $(DESTDIR)$(PREFIX)/share/man/man1/mediate.1
	.build/release/mediate completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/mediate
	.build/release/mediate completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_mediate
	.build/release/mediate completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/mediate.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/mediate $(DESTDIR)$(PREFIX)/share/man/man1/mediate.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/mediate $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_mediate \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/mediate.fish

# Start-up, simulation and config-reading times of the release binary (see docs/benchmarks.md).
# BASE=<commit> measures the build of that commit beside this one in the same sitting: scripts/build-base.sh
# checks it out in a worktree under .build/bench-base/ (ignored by git) and builds it there as `release`
# does, once; scripts/bench.sh then runs with BASELINE= that binary (its rounds interleaved with ours).
BASE ?=
bench: release
	@if [ -n "$(BASE)" ]; then \
		baseline=$$(SWIFT=$(SWIFT) scripts/build-base.sh "$(BASE)") || exit 1; \
		BASELINE="$$baseline" scripts/bench.sh .build/release/mediate; \
	else \
		scripts/bench.sh .build/release/mediate; \
	fi

# Coverage-guided fuzzing (libFuzzer with AddressSanitizer) of the reader, the decoder and a full
# simulation in every format, from the package in Tests/Fuzz/ so the main build never changes. Seeds: every
# config under Fixtures/ and examples/; dictionary: the config's keys and choices. The corpus grows in
# .fuzz/corpus across runs; a crash, a leak or a slow input is written to .fuzz/artifacts and fails make.
# The recipe `--sanitize=fuzzer` links libFuzzer's main into every executable, the build tool of our
# plugin too (two mains), so the fuzzer is linked as a library (fuzzer_no_main) into MediateFuzz only.
FUZZ_SECONDS ?= 600
FUZZ_JOBS ?= 1
FUZZ_FLAGS ?= -max_len=16384 -timeout=10 -rss_limit_mb=2048
FUZZER_LIB = $(shell find "$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/../lib/clang" -name "libclang_rt.fuzzer_no_main-$$(uname -m).a" -o -path "*/lib/$$(uname -m)-*/libclang_rt.fuzzer_no_main.a" | head -1)
# LeakSanitizer cannot follow Swift's tagged pointers into lazy globals: Tests/Sanitizers/lsan.supp says which (only those).
FUZZ_ENV = LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0

fuzz-build:
	@test -n "$(FUZZER_LIB)" || { echo "make fuzz: this toolchain has no libclang_rt.fuzzer_no_main" >&2; exit 1; }
	cd Tests/Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=address \
		-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
		-Xlinker "$(FUZZER_LIB)" -Xlinker -lstdc++

fuzz: fuzz-build
	rm -rf .fuzz/seeds && mkdir -p .fuzz/seeds .fuzz/corpus .fuzz/artifacts
	find Fixtures examples -name '*.json' | while read -r f; do cp "$$f" ".fuzz/seeds/$$(echo "$$f" | tr / _)"; done
	$(FUZZ_ENV) Tests/Fuzz/.build/release/MediateFuzz --print-dictionary > .fuzz/config.dict
	$(FUZZ_ENV) Tests/Fuzz/.build/release/MediateFuzz $(FUZZ_FLAGS) -dict=.fuzz/config.dict \
		-max_total_time=$(FUZZ_SECONDS) -fork=$(FUZZ_JOBS) -ignore_crashes=0 -artifact_prefix=.fuzz/artifacts/ \
		-print_final_stats=1 .fuzz/corpus .fuzz/seeds

# Every test under AddressSanitizer (with LeakSanitizer), then under ThreadSanitizer, each in its own build
# folder; the process tests run the sanitized binary too. Suppressed: only what belongs to the toolchain
# (Tests/Sanitizers/*.supp say what and why). ASan lets mediate's crash handler replace its own, as the
# crash test needs; halt_on_error makes any report fail the run.
SANITIZER_ENV = LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
	ASAN_OPTIONS=allow_user_segv_handler=1:detect_leaks=1:halt_on_error=1 \
	TSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp:halt_on_error=1:print_suppressions=0

sanitize: sanitize-address sanitize-thread

sanitize-address:
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	$(SANITIZER_ENV) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

sanitize-thread:
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SANITIZER_ENV) $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
