# mediate: build, test, re-record golden files, benchmark.
SWIFT ?= swift
FIXTURE ?= Fixtures/scenarios/rewarded-fall-through/config.json

PREFIX ?= /usr/local

.PHONY: build demo test golden release bench lint format clean install uninstall

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
bench: release
	scripts/bench.sh .build/release/mediate

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
