#!/usr/bin/env bash
# Benchmarks of a release build of mediate against the targets of docs/benchmarks.md:
# start-up, a 10-line-item simulation, reading and validating 10,000 line items,
# and the --runs throughput. Timing is wall clock over many runs of the real binary;
# hyperfine, when installed, adds its own statistics.
set -euo pipefail

binary=${1:-.build/release/mediate}
[[ -x $binary ]] || { echo "bench: no binary at $binary (run make release)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A rewarded waterfall of N line items: all but the last fail, so every one is loaded.
generate() {
  awk -v n="$1" 'BEGIN {
    print "{\"version\": 1, \"seed\": 7,"
    print " \"adUnit\": {\"id\": \"/6499/example/rewarded\", \"format\": \"rewarded\", \"reward\": {\"type\": \"coins\", \"amount\": 10}},"
    print " \"request\": {\"testMode\": true, \"extras\": {\"muteAudio\": true}},"
    print " \"lineItems\": ["
    for (i = 0; i < n; i++) {
      class = (i % 2) ? "SampleCustomEvent" : "GADMediationAdapterSampleAdNetwork"
      outcome = (i < n - 1) ? "noFill" : "fill"
      printf "  {\"label\": \"Network %d\", \"className\": \"%s\", \"parameter\": \"unit-%d\", \"ecpm\": %d.25, \"timeoutMs\": 5000,\n", i, class, i, i % 50
      printf "   \"network\": {\"load\": {\"outcome\": \"%s\", \"latencyMs\": {\"min\": 50, \"max\": 400}}}}%s\n", outcome, (i < n - 1) ? "," : ""
    }
    print " ],"
    print " \"app\": {\"presentAfterMs\": 1000}}"
  }'
}
generate 10 > "$work/ten.json"
generate 10000 > "$work/ten-thousand.json"

# mean_ms COUNT COMMAND...: mean wall time of COUNT runs, in milliseconds.
mean_ms() {
  local count=$1; shift
  local start end
  start=$(date +%s%N)
  for ((i = 0; i < count; i++)); do "$@" > /dev/null; done
  end=$(date +%s%N)
  awk -v total=$((end - start)) -v count="$count" 'BEGIN { printf "%.2f", total / count / 1000000 }'
}

failures=0
check() { # NAME MEAN_MS TARGET_MS
  local verdict=ok
  awk -v mean="$2" -v target="$3" 'BEGIN { exit !(mean < target) }' || { verdict="OVER TARGET"; failures=$((failures + 1)); }
  printf '%-44s %9s ms   target < %4s ms   %s\n' "$1" "$2" "$3" "$verdict"
}

echo "mediate benchmarks: $("$binary" --version), $(nproc) cores, $(uname -m)"
echo "configs: 10 line items ($(wc -c < "$work/ten.json") bytes), 10,000 line items ($(wc -c < "$work/ten-thousand.json") bytes)"
echo
check "mediate --version" "$(mean_ms 200 "$binary" --version)" 10
check "mediate simulate (10 line items)" "$(mean_ms 200 "$binary" simulate "$work/ten.json")" 10
check "mediate validate (10,000 line items)" "$(mean_ms 20 "$binary" validate "$work/ten-thousand.json")" 300
printf '%-44s %9s ms   (no target)\n' "mediate simulate (10,000 line items)" "$(mean_ms 5 "$binary" simulate "$work/ten-thousand.json")"

runs=200000
for jobs in 1 "$(nproc)"; do
  start=$(date +%s%N)
  "$binary" simulate --runs "$runs" --jobs "$jobs" "$work/ten.json" > /dev/null
  end=$(date +%s%N)
  awk -v runs="$runs" -v jobs="$jobs" -v ns=$((end - start)) \
    'BEGIN { printf "%-44s %9.0f runs/s (no target yet)\n", "simulate --runs " runs " --jobs " jobs, runs / (ns / 1e9) }'
done

if [[ -x /usr/bin/time ]]; then
  /usr/bin/time -f "%M" -o "$work/rss" "$binary" validate "$work/ten-thousand.json" > /dev/null
  printf '%-44s %9s KiB\n' "max RSS, validate (10,000 line items)" "$(cat "$work/rss")"
fi

if command -v hyperfine > /dev/null; then
  echo
  hyperfine -N --warmup 10 --style basic \
    "$binary --version" "$binary simulate $work/ten.json" "$binary validate $work/ten-thousand.json"
fi
exit $((failures > 0))
