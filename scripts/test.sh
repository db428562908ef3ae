#!/usr/bin/env bash
# make test: build every target and the tests optimised (in .build/test, so that `make release` and `make
# demo` keep their own builds), run every test, and end with one line that says how long the tests took
# and which were skipped and why. The build is timed apart from the tests: the test phase is what must
# stay within a minute on a 2-core machine (README, "Development").
#
# Optimised because most of the suite's time is simulation (the differential tests, the invariants, every
# fixture through the binary): built with -O it runs about five times faster than a debug build, with the
# same checks (Swift traps overflow and failed preconditions in both; the sources use no assert()).
# -enable-testing keeps @testable imports working in an optimised build.
set -uo pipefail
swift=${SWIFT:-swift}
flags=(-c release --scratch-path .build/test -Xswiftc -enable-testing)

build_start=$(date +%s)
"$swift" build --build-tests "${flags[@]}" || exit $?
build_seconds=$(($(date +%s) - build_start))

log=$(mktemp)
trap 'rm -f "$log"' EXIT
test_start=$(date +%s)
"$swift" test --skip-build "${flags[@]}" "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
test_seconds=$(($(date +%s) - test_start))

# Swift Testing prints `➜ Test name() skipped: "reason"` for each test a trait turned off.
skipped=$(sed -n 's/^.*➜ \(Test\|Suite\) \(.*\) skipped: "\(skipped: \)\{0,1\}\(.*\)"$/\2 (\4)/p' "$log" | sort -u)
count=$(printf '%s' "$skipped" | grep -c . || true)
verdict=$([[ $status -eq 0 ]] && echo "passed" || echo "FAILED (status $status)")
summary="make test: $verdict; tests ran in ${test_seconds} s (build ${build_seconds} s)"
if [[ $count -eq 0 ]]; then
  echo "$summary; none skipped"
else
  echo "$summary; $count skipped: $(printf '%s' "$skipped" | paste -sd ';' - | sed 's/;/; /g')"
fi
exit "$status"
