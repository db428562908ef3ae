#!/usr/bin/env bash
# Benchmarks of a release build of mediate against the targets of docs/benchmarks.md.
#
# Every speed target is a ratio measured in this same run, so the machine's speed
# (which varies by 2x between runs here) cancels out:
#   - the Monte Carlo kernel (--runs, one job) against refloop, the plain C loop of the
#     same model (../shared/bench/refloop.c), rounds interleaved, median of the ratios;
#   - two jobs against one;
#   - the traced run and the reader against fixed budgets.
# BASELINE=path/to/mediate (make bench BASE=<commit> builds one) measures an older build beside
# this one: its kernel against refloop in the same rounds, its two jobs against one, its
# instructions per run, its traced run and its reader, interleaved with this build's.
# Instructions per run come from callgrind (repeatable whatever else the machine does).
# Shared data is found at ../shared beside the package, or at $MEDIATE_SHARED.
set -euo pipefail

binary=${1:-.build/release/mediate}
[[ -x $binary ]] || { echo "bench: no binary at $binary (run make release)" >&2; exit 1; }
shared=${MEDIATE_SHARED:-$(cd "$(dirname "$0")/../.." && pwd)/shared}
[[ -f $shared/bench/mc10.json && -f $shared/bench/refloop.c ]] || {
  echo "bench: no $shared/bench/{mc10.json,refloop.c}: clone shared/ beside the package or set MEDIATE_SHARED" >&2
  exit 1
}
rounds=${ROUNDS:-5}
baseline=
if [[ -n ${BASELINE:-} ]]; then
  [[ -x $BASELINE ]] || { echo "bench: no baseline binary at $BASELINE" >&2; exit 1; }
  baseline=$BASELINE
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/refloop" "$shared/bench/refloop.c"
mc10=$shared/bench/mc10.json
# mc10's Android twin, kept with the scripts (android.md, "Twins").
mc10_android=$(cd "$(dirname "$0")" && pwd)/bench/mc10-android.json
auction=$shared/bench/mc-auction.json

# A rewarded waterfall of N line items in descending eCPM order (as AdMob walks, so no
# violation): all but the last fail, so every one is loaded.
generate() {
  awk -v n="$1" -v compact="${2:-}" 'BEGIN {
    sep = compact ? "" : " "
    print "{\"version\":1,\"seed\":7,\"adUnit\":{\"id\":\"/6499/example/rewarded\",\"format\":\"rewarded\",\"reward\":{\"type\":\"coins\",\"amount\":10}},"
    print "\"request\":{\"testMode\":true,\"extras\":{\"muteAudio\":true}},\"lineItems\":["
    for (i = 0; i < n; i++) {
      class = (i % 2) ? "SampleCustomEvent" : "GADMediationAdapterSampleAdNetwork"
      outcome = (i < n - 1) ? "noFill" : "fill"
      if (compact)
        printf "{\"label\":\"N%d\",\"className\":\"%s\",\"parameter\":\"u%d\",\"ecpm\":%d,\"network\":{\"load\":{\"outcome\":\"%s\",\"latencyMs\":{\"min\":50,\"max\":400}}}}%s\n", i, class, i, n - i, outcome, (i < n - 1) ? "," : ""
      else
        printf "  {\"label\": \"Network %d\", \"className\": \"%s\", \"parameter\": \"unit-%d\", \"ecpm\": %d.25, \"timeoutMs\": 5000,\n   \"network\": {\"load\": {\"outcome\": \"%s\", \"latencyMs\": {\"min\": 50, \"max\": 400}}}}%s\n", i, class, i, n - i, outcome, (i < n - 1) ? "," : ""
    }
    print "],\"app\":{\"presentAfterMs\":1000}}"
  }'
}
generate 10 > "$work/ten.json"
generate 10000 > "$work/ten-thousand.json"
generate 100000 compact > "$work/hundred-thousand.json"

now_ns() { date +%s%N; }
# median of the numbers on standard input
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# mean_ms COUNT COMMAND...: mean wall time of COUNT runs, in milliseconds.
mean_ms() {
  local count=$1; shift
  local start end
  start=$(now_ns)
  for ((i = 0; i < count; i++)); do "$@" > /dev/null; done
  end=$(now_ns)
  awk -v total=$((end - start)) -v count="$count" 'BEGIN { printf "%.2f", total / count / 1000000 }'
}

failures=0
# verdict NAME VALUE COMPARISON TARGET UNIT: prints a line and counts a miss.
# script_row LABEL SCRIPT [ARGS...]: runs scripts/SCRIPT on the binary with ARGS, its lines indented, and
# prints one row whose verdict is the script's exit status (a failure counts as a missed target).
script_row() {
  local label=$1 script=$2
  shift 2
  if python3 "$(dirname "$0")/$script" "$binary" "$@" | sed 's/^/  /'; then
    printf '%-58s %12s %-6s target %s %s  %s\n' "$label" "yes" "" "" "" "ok"
  else
    printf '%-58s %12s %-6s target %s %s  %s\n' "$label" "no" "" "" "" "MISSED"
    failures=$((failures + 1))
  fi
}

verdict() {
  local ok=ok
  awk -v v="$2" -v t="$4" -v c="$3" 'BEGIN { exit !((c == "<=" && v <= t) || (c == ">=" && v >= t) || (c == "<" && v < t)) }' \
    || { ok="MISSED"; failures=$((failures + 1)); }
  printf '%-58s %12s %-6s target %s %s  %s\n' "$1" "$2" "$5" "$3" "$4" "$ok"
}

echo "mediate benchmarks: $("$binary" --version), $(nproc) cores, $(uname -m), $rounds rounds"
[[ -z $baseline ]] || echo "baseline: $baseline ($("$baseline" --version))"
echo

echo "== Monte Carlo kernel against refloop (mc10.json, 2,000,000 runs, one job)"
runs=2000000
ratios=()
base_ratios=()
for ((round = 1; round <= rounds; round++)); do
  start=$(now_ns)
  "$binary" simulate --runs $runs --jobs 1 "$mc10" > /dev/null
  mid=$(now_ns)
  "$work/refloop" $runs > /dev/null
  end=$(now_ns)
  kernel_ns=$((mid - start)); floor_ns=$((end - mid))
  ratio=$(awk -v k=$kernel_ns -v f=$floor_ns 'BEGIN { printf "%.2f", k / f }')
  ratios+=("$ratio")
  printf '  round %d: mediate %7.1f ms (%5.1f M runs/s)   refloop %7.1f ms (%5.1f M runs/s)   ratio %s\n' "$round" \
    "$(awk -v n=$kernel_ns 'BEGIN { print n / 1e6 }')" "$(awk -v n=$kernel_ns -v r=$runs 'BEGIN { print r / n * 1e3 }')" \
    "$(awk -v n=$floor_ns 'BEGIN { print n / 1e6 }')" "$(awk -v n=$floor_ns -v r=$runs 'BEGIN { print r / n * 1e3 }')" "$ratio"
  if [[ -n $baseline ]]; then
    # The baseline against the same refloop time, run right after it.
    start=$(now_ns)
    "$baseline" simulate --runs $runs --jobs 1 "$mc10" > /dev/null
    base_ns=$(($(now_ns) - start))
    base_ratios+=("$(awk -v k=$base_ns -v f=$floor_ns 'BEGIN { printf "%.2f", k / f }')")
    printf '           baseline %7.1f ms (%5.1f M runs/s)   ratio %s\n' "$(awk -v n=$base_ns 'BEGIN { print n / 1e6 }')" \
      "$(awk -v n=$base_ns -v r=$runs 'BEGIN { print r / n * 1e3 }')" "${base_ratios[-1]}"
  fi
done
verdict "time per run, mediate / refloop (median of rounds)" "$(printf '%s\n' "${ratios[@]}" | median)" "<=" 3 "x"
if [[ -n $baseline ]]; then
  printf '%-58s %12s x\n' "the same for the baseline" "$(printf '%s\n' "${base_ratios[@]}" | median)"
fi

echo
echo "== the auction model against refloop-auction (mc-auction.json, 1,000,000 runs, one job)"
if [[ -f $auction && -f $shared/bench/refloop-auction.c ]]; then
  cc -O2 -o "$work/refloop-auction" "$shared/bench/refloop-auction.c" -lm
  runs=1000000
  ratios=()
  for ((round = 1; round <= rounds; round++)); do
    start=$(now_ns)
    "$binary" simulate --runs $runs --jobs 1 "$auction" > /dev/null
    mid=$(now_ns)
    "$work/refloop-auction" $runs > /dev/null
    end=$(now_ns)
    kernel_ns=$((mid - start)); floor_ns=$((end - mid))
    ratio=$(awk -v k=$kernel_ns -v f=$floor_ns 'BEGIN { printf "%.2f", k / f }')
    ratios+=("$ratio")
    printf '  round %d: mediate %7.1f ms (%5.2f M runs/s)   refloop-auction %7.1f ms (%5.2f M runs/s)   ratio %s\n' "$round" \
      "$(awk -v n=$kernel_ns 'BEGIN { print n / 1e6 }')" "$(awk -v n=$kernel_ns -v r=$runs 'BEGIN { print r / n * 1e3 }')" \
      "$(awk -v n=$floor_ns 'BEGIN { print n / 1e6 }')" "$(awk -v n=$floor_ns -v r=$runs 'BEGIN { print r / n * 1e3 }')" "$ratio"
  done
  verdict "auction: time per run, mediate / refloop-auction (median)" "$(printf '%s\n' "${ratios[@]}" | median)" "<=" 3 "x"
  speedups=()
  for ((round = 1; round <= rounds; round++)); do
    start=$(now_ns)
    "$binary" simulate --runs 4000000 --jobs 1 "$auction" > /dev/null
    mid=$(now_ns)
    "$binary" simulate --runs 4000000 --jobs 2 "$auction" > /dev/null
    end=$(now_ns)
    speedups+=("$(awk -v one=$((mid - start)) -v two=$((end - mid)) 'BEGIN { printf "%.2f", one / two }')")
  done
  if (($(nproc) >= 2)); then
    verdict "auction: speed-up of --jobs 2 (median of rounds)" "$(printf '%s\n' "${speedups[@]}" | median)" ">=" 1.8 "x"
  fi
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -f "%M" -o "$work/rss-small" "$binary" simulate --runs 100000 "$auction" > /dev/null
    /usr/bin/time -f "%M" -o "$work/rss-large" "$binary" simulate --runs 10000000 "$auction" > /dev/null
    verdict "auction: peak RSS of 10,000,000 runs beyond 100,000" \
      "$(awk -v a="$(cat "$work/rss-small")" -v b="$(cat "$work/rss-large")" 'BEGIN { printf "%.1f", (b - a) / 1024 }')" "<=" 2 "MiB"
  fi
  "$binary" simulate --runs 300001 "$auction" > "$work/whole.ndjson"
  for index in 1 2 3; do "$binary" simulate --runs 300001 --shard $index/3 "$auction" > "$work/shard-$index.ndjson"; done
  "$binary" merge "$work"/shard-{1,2,3}.ndjson > "$work/merged.ndjson"
  if cmp -s "$work/whole.ndjson" "$work/merged.ndjson"; then merged=1; else merged=0; fi
  verdict "auction: three shards merge to the unsharded summary byte for byte" "$merged" ">=" 1 ""
  # The kernel's figures against the C loop's, an independent computation of the model (1,000,000 runs each).
  if command -v python3 > /dev/null; then
    if python3 "$(dirname "$0")/auction-agreement.py" "$binary" "$work/refloop-auction" "$auction" 1000000; then agree=1; else agree=0; fi
    verdict "auction: fill, bids, win shares and revenue agree with refloop-auction" "$agree" ">=" 1 ""
  else
    echo "  (no python3: the agreement with refloop-auction is not checked)"
  fi
else
  echo "  (no $shared/bench/mc-auction.json or refloop-auction.c)"
fi

echo
echo "== compare against one --runs (mc10.json against itself, 1,000,000 runs, one job)"
# compare_ratio B: the median over rounds of compare mc10 B against simulate mc10, interleaved.
compare_ratio() {
  local ratios=() start mid end
  for ((round = 1; round <= rounds; round++)); do
    start=$(now_ns)
    "$binary" simulate --runs 1000000 --jobs 1 "$mc10" > /dev/null
    mid=$(now_ns)
    "$binary" compare --runs 1000000 --jobs 1 "$mc10" "$1" > /dev/null
    end=$(now_ns)
    ratios+=("$(awk -v one=$((mid - start)) -v two=$((end - mid)) 'BEGIN { printf "%.2f", two / one }')")
  done
  printf '%s\n' "${ratios[@]}" | median
}
verdict "compare / one --runs of the same N (median of rounds)" "$(compare_ratio "$mc10")" "<=" 2.2 "x"
# Configs that differ (no target; docs/benchmarks.md): one eCPM and one fill rate changed, so
# that some runs play alike and some do not; and two line items' walk order swapped, so that
# almost no run plays alike (each line item still loads alike in most runs).
python3 - "$mc10" "$work/mc10-changed.json" "$work/mc10-swapped.json" <<'PY'
import copy, json, sys
config = json.load(open(sys.argv[1]))
changed = copy.deepcopy(config)
changed["lineItems"][5]["ecpm"] = 16
changed["lineItems"][2]["network"]["load"]["fillRate"] = 0.12
json.dump(changed, open(sys.argv[2], "w"))
swapped = copy.deepcopy(config)
swapped["lineItems"][1]["ecpm"], swapped["lineItems"][2]["ecpm"] = 30, 40
json.dump(swapped, open(sys.argv[3], "w"))
PY
for other in changed swapped; do
  echo "  compare against mc10 with $other line items / one --runs (median of rounds): $(compare_ratio "$work/mc10-$other.json")x (no target)"
done
if command -v valgrind > /dev/null; then
  for n in 20001 200001; do
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.simulate.$n" "$binary" simulate --runs $n --jobs 1 "$mc10" > /dev/null 2> "$work/cg.simulate.$n.log"
  done
  small=$(awk '/refs:/ { gsub(",", "", $4); print $4 }' "$work/cg.simulate.20001.log")
  large=$(awk '/refs:/ { gsub(",", "", $4); print $4 }' "$work/cg.simulate.200001.log")
  echo "  simulate --runs: $(( (large - small) / 180000 )) instructions a run (callgrind, 200,001 runs minus 20,001)"
  for other in self changed swapped; do
    b=$mc10
    [[ $other == self ]] || b=$work/mc10-$other.json
    for n in 20001 200001; do
      valgrind --tool=callgrind --callgrind-out-file="$work/cg.compare.$n" "$binary" compare --runs $n --jobs 1 "$mc10" "$b" > /dev/null 2> "$work/cg.compare.$n.log"
    done
    small=$(awk '/refs:/ { gsub(",", "", $4); print $4 }' "$work/cg.compare.20001.log")
    large=$(awk '/refs:/ { gsub(",", "", $4); print $4 }' "$work/cg.compare.200001.log")
    echo "  compare against mc10 ($other): $(( (large - small) / 180000 )) instructions a paired run (callgrind, 200,001 runs minus 20,001)"
  done
fi

echo "== optimize --vary order over 7 line items (mc10.json's first seven, reversed; 5,040 orders x 20,000 runs)"
python3 - "$mc10" "$work/mc7.json" <<'PY'
import json, sys
config = json.load(open(sys.argv[1]))
config["lineItems"] = list(reversed(config["lineItems"][:7]))
config.pop("expect", None)
json.dump(config, open(sys.argv[2], "w"), indent=2)
PY
start=$(now_ns)
"$binary" optimize --vary order --format json --out "$work/mc7-best.json" "$work/mc7.json" > "$work/mc7-report.json"
end=$(now_ns)
seconds=$(awk -v t=$((end - start)) 'BEGIN { printf "%.2f", t / 1e9 }')
played=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["candidates"])' "$work/mc7-report.json")
verdict "optimize --vary order, 7 line items, 20,000 runs ($played candidates)" "$seconds" "<=" 60 "s"
printf '  %s candidates per second, %s runs per second\n' \
  "$(awk -v c="$played" -v s="$seconds" 'BEGIN { printf "%.0f", c / s }')" \
  "$(awk -v c="$played" -v s="$seconds" 'BEGIN { printf "%.0f", c * 20000 / s }')"

echo
echo "== optimize --max-seconds S: the whole command within 1.1 S + 1 s (the reliability cases of decide2.md section 3)"
# A rewarded waterfall of N line items, each a network with a beta valuation (shapes, scales and latencies
# varied by index), each floor at its valuation's mean (to the cent below), 3 s patience.
generate_priced() {
  awk -v n="$1" 'BEGIN {
    print "{\"version\":1,\"seed\":5,\"adUnit\":{\"id\":\"/6499/example/rewarded\",\"format\":\"rewarded\",\"reward\":{\"type\":\"coins\",\"amount\":10}},"
    print "\"demand\":{\"patienceMs\":3000},\"lineItems\":["
    for (i = 0; i < n; i++) {
      alpha = 1 + i % 7; beta = 1 + (i * 3) % 5; scale = 5 + (n - i) * 45 / n
      floor = int(scale * alpha / (alpha + beta) * 100) / 100
      low = 20 + (i * 37) % 300
      printf "{\"label\":\"N%d\",\"className\":\"GADMediationAdapterSampleAdNetwork\",\"parameter\":\"u%d\",\"ecpm\":%.2f,", i, i, floor
      printf "\"network\":{\"load\":{\"valuation\":{\"distribution\":\"beta\",\"alpha\":%d,\"beta\":%d,\"maxCpm\":%.2f},", alpha, beta, scale
      printf "\"latencyMs\":{\"min\":%d,\"max\":%d}}}}%s\n", low, low + 200, (i < n - 1) ? "," : ""
    }
    print "]}"
  }'
}
for case in "100 100000 2" "400 200000 5"; do
  read -r items runs seconds <<< "$case"
  generate_priced "$items" > "$work/priced-$items.json"
  start=$(now_ns)
  "$binary" optimize --runs "$runs" --max-seconds "$seconds" --format json --out "$work/priced-$items-best.json" \
    "$work/priced-$items.json" > "$work/priced-$items-report.json"
  end=$(now_ns)
  wall=$(awk -v t=$((end - start)) 'BEGIN { printf "%.2f", t / 1e9 }')
  verdict "optimize --max-seconds $seconds, $items line items, --runs $runs: wall" "$wall" "<=" \
    "$(awk -v s="$seconds" 'BEGIN { print 1.1 * s + 1 }')" "s"
  python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
print("  %d candidates, stoppedBy %s, holdoutRuns %d of %d, %d runs played" % (r["candidates"], r["stoppedBy"], r["holdoutRuns"], r["runs"], r["runsPlayed"]))' \
    "$work/priced-$items-report.json"
done

echo
echo "== compare's percentile intervals against their closed forms (scripts/percentile-coverage.py, 400 seeds x 2,000 paired runs)"
script_row "p50, p90 and p99 intervals each cover 95 % or more" percentile-coverage.py 400 2000

echo
echo "== optimize from Playtika's five starting waterfalls (scripts/playtika-optimize.py)"
script_row "every start reaches 99.9 % of the closed-form optimum" playtika-optimize.py

echo
echo "== optimize on hard16 from seeds 3, 101 and 202 (scripts/optimize-hard16.py, decide2.md section 3)"
script_row "hard16: >= 24.812, <= 505 ms, <= 180 CPU-s from each seed" optimize-hard16.py

echo
echo "== optimize's enumerable and floor problems against brute force (scripts/optimize-brute-force.py, 2,000 runs)"
script_row "every problem gives the brute force's answer (or better)" optimize-brute-force.py

echo
echo "== optimize --robust worst on decide2.md's closed form (scripts/robust-optimize.py, 20,000 runs)"
script_row "robust floor keeps 10, each world's best within 0.5 %" robust-optimize.py

echo
echo "== a portfolio's shards finish together (scripts/portfolio-shard-balance.py, 100 groups, 20,000 runs each)"
script_row "N = 4 and 16 shards' CPU within 25 % of their mean" portfolio-shard-balance.py 20000

echo
echo "== plan --check-tests 1000 agrees with the plan (scripts/plan-agreement.py, the worked example and 9 generated pairs)"
script_row "agrees everywhere; daysForPower within 20 % of days >= 4" plan-agreement.py 9 1000

echo
echo "== two jobs against one (mc10.json, 20,000,000 runs)"
# two_jobs BINARY ROUND: one round of one job then two; prints the line (with the load average, which
# counts this bench's own one or two processes) and sets $speedup and $one_ns (the one job's time).
two_jobs() {
  local start mid end
  start=$(now_ns)
  "$1" simulate --runs 20000000 --jobs 1 "$mc10" > /dev/null
  mid=$(now_ns)
  "$1" simulate --runs 20000000 --jobs 2 "$mc10" > /dev/null
  end=$(now_ns)
  one_ns=$((mid - start))
  speedup=$(awk -v one=$((mid - start)) -v two=$((end - mid)) 'BEGIN { printf "%.2f", one / two }')
  printf '  round %d%s: one job %7.1f ms, two jobs %7.1f ms, speed-up %s  (load %s)\n' "$2" "$3" \
    "$(awk -v n=$((mid - start)) 'BEGIN { print n / 1e6 }')" "$(awk -v n=$((end - mid)) 'BEGIN { print n / 1e6 }')" \
    "$speedup" "$(cut -d' ' -f1 /proc/loadavg 2> /dev/null || echo ?)"
}
# side_by_side ONE_NS: what the machine itself gives two independent processes in the same round: two
# one-job processes of half the runs each, side by side, against the one job of all of them (ONE_NS);
# sets $pair_speedup. Nothing is shared between them, so when --jobs 2 misses and this misses too, the
# cores were not free (another process, or a host that slows one virtual core while the other runs);
# when only --jobs 2 misses, the batch is to blame.
side_by_side() {
  local start end
  start=$(now_ns)
  "$binary" simulate --runs 10000000 --jobs 1 "$mc10" > /dev/null &
  "$binary" simulate --runs 10000000 --jobs 1 --seed 8 "$mc10" > /dev/null
  wait
  end=$(now_ns)
  pair_speedup=$(awk -v one="$1" -v two=$((end - start)) 'BEGIN { printf "%.2f", one / two }')
  printf '           two processes of half the runs side by side %7.1f ms, speed-up %s\n' \
    "$(awk -v n=$((end - start)) 'BEGIN { print n / 1e6 }')" "$pair_speedup"
}
speedups=()
base_speedups=()
pair_speedups=()
for ((round = 1; round <= rounds; round++)); do
  two_jobs "$binary" "$round" ""
  speedups+=("$speedup")
  side_by_side "$one_ns"
  pair_speedups+=("$pair_speedup")
  if [[ -n $baseline ]]; then
    two_jobs "$baseline" "$round" " (baseline)"
    base_speedups+=("$speedup")
  fi
done
if (($(nproc) >= 2)); then
  verdict "speed-up of --jobs 2 (median of rounds)" "$(printf '%s\n' "${speedups[@]}" | median)" ">=" 1.8 "x"
  printf '%-58s %12s x\n' "the same for two processes side by side (no target)" \
    "$(printf '%s\n' "${pair_speedups[@]}" | median)"
  if [[ -n $baseline ]]; then
    printf '%-58s %12s x\n' "the same for the baseline" "$(printf '%s\n' "${base_speedups[@]}" | median)"
  fi
else
  echo "  (one core: the two-job target needs two)"
fi

echo
echo "== memory of --runs (peak RSS, mc10.json)"
if [[ -x /usr/bin/time ]]; then
  for n in 100000 10000000; do
    /usr/bin/time -f "%M" -o "$work/rss" "$binary" simulate --runs $n "$mc10" > /dev/null
    verdict "peak RSS, --runs $n" "$(awk '{ printf "%.1f", $1 / 1024 }' "$work/rss")" "<=" 20 "MiB"
  done
else
  echo "  (no /usr/bin/time: install the time package to measure peak RSS)"
fi

echo
echo "== instructions per run under callgrind (mc10.json, one job)"
if command -v valgrind > /dev/null; then
  # per_run BINARY [CONFIG]: (I(200001) - I(1)) / 200000 for BINARY playing CONFIG (mc10.json by default).
  per_run() {
    local one many config=${2:-$mc10}
    count() {
      valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$1" simulate --runs "$2" --jobs 1 "$config" \
        2>&1 > /dev/null | awk '/Collected/ { gsub(",", "", $NF); print $NF }'
    }
    one=$(count "$1" 1)
    many=$(count "$1" 200001)
    awk -v a="$one" -v b="$many" 'BEGIN { printf "%.0f", (b - a) / 200000 }'
  }
  per_run_now=$(per_run "$binary")
  verdict "instructions per run, (I(200001) - I(1)) / 200000" "$per_run_now" "<=" 4000 "instr"
  if [[ -n $baseline ]]; then
    verdict "instructions per run, no more than the baseline's" "$per_run_now" "<=" "$(per_run "$baseline")" "instr"
  fi
  # The kernel plays Android configs at the same cost (issue 32): mc10's Android twin (scripts/bench/, the
  # registered classes replaced by their twins as android.md's "Twins" says) within 1 % of mc10's instructions.
  # Still mc10's twin: the same walk, so the same fills and latencies on the same runs (android.md, "Twins" 1).
  walk_differences=$("$binary" compare --format json --runs 20000 --jobs 1 "$mc10" "$mc10_android" | python3 -c '
import json, sys
fields = {f["field"]: f["difference"] for f in json.load(sys.stdin)["fields"]}
print(sum(abs(fields[k]) for k in (".filled", ".latencyMs.mean", ".latencyMs.p90") if fields[k] is not None))')
  verdict "Android twin against mc10: fills and latency differences" "$walk_differences" "<=" 0 ""
  per_run_android=$(per_run "$binary" "$mc10_android")
  echo "  mc10's Android twin: $per_run_android instructions a run, mc10: $per_run_now"
  verdict "Android twin / mc10, instructions per run, |ratio - 1|" \
    "$(awk -v a="$per_run_android" -v i="$per_run_now" 'BEGIN { d = a / i - 1; printf "%.4f", d < 0 ? -d : d }')" \
    "<=" 0.01 ""
else
  echo "  (no valgrind: apt-get install -y valgrind)"
fi

echo
echo "== the traced run and the reader"
trace_bytes=$("$binary" simulate "$work/ten-thousand.json" | wc -c)
trace_ms=$(mean_ms 10 "$binary" simulate "$work/ten-thousand.json")
verdict "mediate --version" "$(mean_ms 200 "$binary" --version)" "<" 10 "ms"
verdict "simulate, 10 line items" "$(mean_ms 200 "$binary" simulate "$work/ten.json")" "<" 10 "ms"
verdict "simulate, mc10.json" "$(mean_ms 200 "$binary" simulate "$mc10")" "<" 10 "ms"
verdict "ndjson trace of 10,000 line items, whole process" "$(awk -v b="$trace_bytes" -v ms="$trace_ms" 'BEGIN { printf "%.1f", b / ms / 1000 }')" ">=" 50 "MB/s"
verdict "validate, 10,000 line items" "$(mean_ms 20 "$binary" validate "$work/ten-thousand.json")" "<" 300 "ms"
if [[ -x /usr/bin/time ]]; then
  size=$(wc -c < "$work/hundred-thousand.json")
  /usr/bin/time -f "%M" -o "$work/rss" "$binary" validate "$work/hundred-thousand.json" > /dev/null
  verdict "validate, 100,000 line items ($((size / 1000000)) MB): peak RSS / file size" \
    "$(awk -v r="$(cat "$work/rss")" -v s="$size" 'BEGIN { printf "%.2f", r * 1024 / s }')" "<" 4 "x"
  printf '%-58s %12s ms\n' "validate, 100,000 line items" "$(mean_ms 3 "$binary" validate "$work/hundred-thousand.json")"
fi

# Bad input costs what its size does (docs/config.md, "Limits"): each case against a valid
# file of the same size, read in the same run. Budget: about 1 s and 100 MB beyond that.
echo
echo "== Bad input, against a valid file of the same size"
pad() { head -c "$1" /dev/zero | tr '\0' "$2"; }
unit='"adUnit":{"id":"/1/n","format":"native"}'
item='"lineItems":[{"label":"A","className":"SampleCustomEvent","parameter":"p"}]'
{ printf '{"'; pad 14155776 k; printf '": 1}'; } > "$work/unknown-key.json"
{ printf '{%s,%s,"app":{"clicks":[{"atMs":0,"asset":"' "$unit" "$item"; pad 4194304 x; printf '"}]}}'; } > "$work/click-asset.json"
awk 'BEGIN { printf "{"; for (i = 0; i < 500000; i++) printf "%s\"unknown%d\":0", (i ? "," : ""), i; print "}" }' > "$work/unknown-keys.json"
# valid_like FILE: a valid config of FILE's size (the excess in one long ad unit ID).
valid_like() {
  local size head='{"adUnit":{"id":"' tail; tail="\",\"format\":\"native\"},$item}"
  size=$(wc -c < "$1")
  { printf '%s' "$head"; pad $((size - ${#head} - ${#tail})) i; printf '%s' "$tail"; } > "$1.valid"
}
for case in unknown-key click-asset unknown-keys; do
  file=$work/$case.json
  valid_like "$file"
  "$binary" validate "$file.valid" > /dev/null || { echo "bench: $case.json.valid is not valid" >&2; exit 1; }
  bad_ms=$(mean_ms 3 "$binary" validate "$file" 2> /dev/null || true)
  good_ms=$(mean_ms 3 "$binary" validate "$file.valid")
  verdict "$case ($(($(wc -c < "$file") / 1000)) kB): time beyond a valid file" \
    "$(awk -v b="$bad_ms" -v g="$good_ms" 'BEGIN { printf "%.0f", b - g }')" "<" 1000 "ms"
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -f "%M" -o "$work/rss-bad" "$binary" validate "$file" > /dev/null 2>&1 || true
    /usr/bin/time -f "%M" -o "$work/rss-good" "$binary" validate "$file.valid" > /dev/null
    verdict "$case: peak RSS beyond a valid file" \
      "$(awk -v b="$(tail -1 "$work/rss-bad")" -v g="$(tail -1 "$work/rss-good")" 'BEGIN { printf "%.1f", (b - g) / 1024 }')" "<" 100 "MB"
  fi
done

# Long strings in the outputs for people (issue 17): the text format of a config against its ndjson,
# which writes the same strings without measuring them. Budget: about 0.5 s and 50 MB beyond that.
echo
echo "== Long strings in text, HTML and Mermaid, against ndjson of the same config"
# long_config LABEL_BYTES AD_UNIT_BYTES: a rewarded waterfall of two line items, the second one filling.
long_config() {
  printf '{"seed":7,"adUnit":{"id":"/6499/'; pad "$2" u
  printf '","format":"rewarded","reward":{"type":"coins","amount":10}},"lineItems":['
  printf '{"label":"Network A","className":"SampleCustomEvent","parameter":"a","network":{"load":"noFill"}},'
  printf '{"label":"GADMediation'; pad "$1" x; printf 'Unity","className":"GADMediationAdapterSampleAdNetwork","parameter":"b"}]}'
}
long_config 204800 1 > "$work/long-label.json"
long_config 1 262144 > "$work/long-ad-unit.json"
while IFS='|' read -r name file args; do
  # The same command in ndjson: $args without its --format.
  plain=${args/--format */}
  people_ms=$(mean_ms 3 "$binary" simulate $args "$work/$file")
  ndjson_ms=$(mean_ms 3 "$binary" simulate $plain --format ndjson "$work/$file")
  verdict "$name: time beyond ndjson" "$(awk -v b="$people_ms" -v g="$ndjson_ms" 'BEGIN { printf "%.0f", b - g }')" "<" 500 "ms"
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -f "%M" -o "$work/rss-people" "$binary" simulate $args "$work/$file" > /dev/null
    /usr/bin/time -f "%M" -o "$work/rss-ndjson" "$binary" simulate $plain --format ndjson "$work/$file" > /dev/null
    verdict "$name: peak RSS beyond ndjson" \
      "$(awk -v b="$(tail -1 "$work/rss-people")" -v g="$(tail -1 "$work/rss-ndjson")" 'BEGIN { printf "%.1f", (b - g) / 1024 }')" "<" 50 "MB"
  fi
done << 'ROWS'
--runs 10, text, 200 kB label|long-label.json|--runs 10 --format text
trace, text, 200 kB label|long-label.json|--format text
trace, HTML, 200 kB label|long-label.json|--format html
trace, Mermaid, 200 kB label|long-label.json|--format mermaid
trace, text, 256 kB ad unit ID|long-ad-unit.json|--format text
ROWS

# Many adapter profiles cost what their size does (issue 17): 12,500 profiles with one line item
# each, against the same waterfall sharing one profile, played once (--runs 1 compiles the kernel,
# probing each distinct line item) and traced.
profiles() {
  awk -v n=12500 -v shared="$1" 'BEGIN {
    printf "{\"adUnit\":{\"id\":\"u\",\"format\":\"rewarded\",\"reward\":{\"type\":\"c\",\"amount\":1}},\"adapters\":{"
    for (i = 0; i < (shared ? 1 : n); i++) printf "%s\"Adapter%d\":{\"formats\":[\"rewarded\"]}", (i ? "," : ""), i
    printf "},\"lineItems\":["
    for (i = 0; i < n; i++)
      printf "%s{\"label\":\"L%d\",\"className\":\"Adapter%d\",\"parameter\":\"p\",\"network\":{\"load\":\"noFill\"}}", (i ? "," : ""), i, (shared ? 0 : i)
    print "]}" }'
}
profiles 0 > "$work/many-profiles.json"
profiles 1 > "$work/one-profile.json"
for args in "--runs 1" ""; do
  many_ms=$(mean_ms 3 "$binary" simulate $args "$work/many-profiles.json")
  one_ms=$(mean_ms 3 "$binary" simulate $args "$work/one-profile.json")
  verdict "12,500 profiles, simulate ${args:-(a trace)}: time beyond one profile" \
    "$(awk -v b="$many_ms" -v g="$one_ms" 'BEGIN { printf "%.0f", b - g }')" "<" 1000 "ms"
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -f "%M" -o "$work/rss-bad" "$binary" simulate $args "$work/many-profiles.json" > /dev/null
    /usr/bin/time -f "%M" -o "$work/rss-good" "$binary" simulate $args "$work/one-profile.json" > /dev/null
    verdict "12,500 profiles, simulate ${args:-(a trace)}: peak RSS beyond one profile" \
      "$(awk -v b="$(tail -1 "$work/rss-bad")" -v g="$(tail -1 "$work/rss-good")" 'BEGIN { printf "%.1f", (b - g) / 1024 }')" "<" 100 "MB"
  fi
done

echo
echo "== formats (issue 21): a refreshing banner's requests on the kernel and on the engine, against rewarded runs"
# Three line items; as a banner refreshed every 30 s for 2 minutes (4 requests a run), once with every
# answer before its timeout (the kernel plays the refreshes) and once with a load that may answer late
# (the engine plays them); and as the same waterfall rewarded.
formats_config() {  # format-keys app timeout
  cat <<JSON
{"version": 1, "seed": 9, "adUnit": {"id": "/1/f", $1}, $2
 "lineItems": [
  {"label": "A", "className": "SampleCustomEvent", "parameter": "a", "ecpm": 6, "timeoutMs": $3,
   "network": {"load": {"fillRate": 0.4, "latencyMs": {"min": 100, "max": 2500}}}},
  {"label": "B", "className": "SampleCustomEvent", "parameter": "b", "ecpm": 3,
   "network": {"load": {"fillRate": 0.6, "latencyMs": {"min": 50, "max": 800}}}},
  {"label": "C", "className": "SampleCustomEvent", "parameter": "c", "ecpm": 1,
   "network": {"load": {"fillRate": 0.9, "latencyMs": {"min": 50, "max": 300}}}}]}
JSON
}
formats_config '"format": "banner", "refreshIntervalMs": 30000' '"app": {"viewForMs": 120000},' 3000 > "$work/banner-kernel.json"
formats_config '"format": "banner", "refreshIntervalMs": 30000' '"app": {"viewForMs": 120000},' 2000 > "$work/banner-engine.json"
formats_config '"format": "rewarded", "reward": {"type": "c", "amount": 1}' '' 3000 > "$work/rewarded.json"
rewarded_ms=$(mean_ms 3 "$binary" simulate --runs 1000000 --jobs 1 "$work/rewarded.json")
kernel_ms=$(mean_ms 3 "$binary" simulate --runs 250000 --jobs 1 "$work/banner-kernel.json")
engine_ms=$(mean_ms 1 "$binary" simulate --runs 25000 --jobs 1 "$work/banner-engine.json")
awk -v r="$rewarded_ms" -v k="$kernel_ms" -v e="$engine_ms" 'BEGIN {
  printf "  %-60s %8.1f M/s\n", "rewarded runs, one job", 1000000 / r / 1000
  printf "  %-60s %8.1f M/s\n", "banner requests on the kernel (250,000 runs x 4), one job", 1000000 / k / 1000
  printf "  %-60s %8.3f M/s\n", "banner requests on the engine (25,000 runs x 4), one job", 100000 / e / 1000
}'

# fit reads a report of any size in one pass, holding one row and the sums per source (decide2.md §2):
# a 1 GiB CSV of 1,000 sources, generated into a pipe, within 64 MiB over mediate's own baseline (the
# peak RSS of fitting a report of two rows).
echo
echo "== fit of a 1 GiB report through a pipe (1,000 sources)"
if [[ -x /usr/bin/time ]]; then
  printf 'Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)\nA,100,10,10,0.02\nB,90,9,9,0.01\n' > "$work/small-report.csv"
  /usr/bin/time -f "%M" -o "$work/rss-small" "$binary" fit --format ndjson "$work/small-report.csv" > /dev/null 2>&1
  start=$(now_ns)
  awk 'BEGIN {
    print "Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)"
    for (row = 0; row < 33554432; row++) printf "Source %d,\"1,000\",100,100,0.25\n", row % 1000
  }' | /usr/bin/time -f "%M" -o "$work/rss-big" "$binary" fit --format ndjson - > /dev/null 2> "$work/fit-big.err"
  fit_ms=$(( ($(now_ns) - start) / 1000000 ))
  grep -q '"rows":33554432' "$work/fit-big.err" || echo "  fit of the 1 GiB report did not read every row: $(head -c 300 "$work/fit-big.err")"
  over=$(awk -v b="$(cat "$work/rss-big")" -v s="$(cat "$work/rss-small")" 'BEGIN { printf "%.1f", (b - s) / 1024 }')
  printf '  %-60s %8s ms (%s MiB peak, %s MiB baseline)\n' "fit of 33,554,432 rows (about 1.1 GiB) from a pipe" "$fit_ms" \
    "$(awk '{ printf "%.1f", $1 / 1024 }' "$work/rss-big")" "$(awk '{ printf "%.1f", $1 / 1024 }' "$work/rss-small")"
  verdict "fit of a 1 GiB report: memory over the baseline" "$over" "<=" 64 "MiB"
else
  echo "  (no /usr/bin/time: install the time package to measure peak RSS)"
fi

# fit's answers cost what the report's size does (issue 27's review): sources that never matched (each
# placed below the last source with more requests) and labels without an ASCII letter (each a class name
# numbered after the others of its stem) were quadratic. 30,000 sources: a config of about 12 MiB, under
# the 16 MiB a config may be (100,000 sources would make one of about 41 MiB, which fit refuses).
echo
echo "== fit of 30,000 sources, each placed or named among the others"
awk 'BEGIN { print "Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)"
  for (i = 0; i < 30000; i++) printf "S%d,%d,0,0,0\n", i, i + 1 }' > "$work/dead-sources.csv"
awk 'BEGIN { print "Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)"
  for (i = 0; i < 30000; i++) printf "\"网络 %d\",100,10,10,0.01\n", i }' > "$work/unnamed-sources.csv"
for report in dead-sources unnamed-sources; do
  start=$(now_ns)
  status=0
  "$binary" fit --format ndjson --out "$work/$report.json" "$work/$report.csv" > /dev/null 2>&1 || status=$?
  ((status == 0)) || echo "  fit of $report.csv ended with status $status"
  verdict "fit of $report.csv (30,000 sources)" "$(( ($(now_ns) - start) / 1000000 ))" "<=" 3000 "ms"
done

echo
echo "== --shard auto on every job-array engine (examples/job-arrays, decide2.md section 6)"
# N = 1, 2, 3, 7 and 16 shards of each engine through the shipped scripts, the engine's variables set as it
# sets them; Slurm from MIN 0, from MIN 1 and in steps of 2; auto:slurm,parallel 4 x 4. Each merge in
# shuffled order must be the bytes of one simulate --runs.
if "$(dirname "$0")/job-array-matrix.sh" "$binary" | sed 's/^/  /'; then arrays=1; else arrays=0; fi
verdict "job arrays: every engine's shards merge byte for byte" "$arrays" ">=" 1 ""

if [[ -n $baseline ]]; then
  echo
  echo "== against the baseline build $BASELINE (interleaved, median of $((rounds * 4)))"
  base_bytes=$("$baseline" simulate "$work/ten-thousand.json" | wc -c)
  base_ms=$(mean_ms 10 "$baseline" simulate "$work/ten-thousand.json")
  printf '  %-60s %8s MB/s (this build: %s bytes, the baseline %s)\n' "ndjson trace of 10,000 line items, the baseline" \
    "$(awk -v b="$base_bytes" -v ms="$base_ms" 'BEGIN { printf "%.1f", b / ms / 1000 }')" "$trace_bytes" "$base_bytes"
  for args in "simulate $work/ten-thousand.json" "validate $work/hundred-thousand.json" "simulate $mc10"; do
    new=(); old=()
    for ((round = 1; round <= rounds * 4; round++)); do
      old+=("$(mean_ms 1 "$BASELINE" $args)")
      new+=("$(mean_ms 1 "$binary" $args)")
    done
    printf '  %-60s this %8s ms   baseline %8s ms\n' "$(basename "${args% *}") ${args##*/}" \
      "$(printf '%s\n' "${new[@]}" | median)" "$(printf '%s\n' "${old[@]}" | median)"
  done
fi

if command -v hyperfine > /dev/null; then
  echo
  hyperfine -N --warmup 10 --style basic \
    "$binary --version" "$binary simulate $work/ten.json" "$binary validate $work/ten-thousand.json"
fi
echo
if ((failures > 0)); then echo "bench: $failures target(s) missed"; else echo "bench: every target met"; fi
exit $((failures > 0))
