#!/usr/bin/env python3
"""Coverage of compare's percentile intervals (order statistics, decide2.md section 4) against
their closed forms: A's one line item answers after a uniform latency of 0 to 999 ms, B's of 0 to
1,199 ms, both always filling, so each run's latency is that draw. The population's percentile p
of a uniform integer from 0 to M is the smallest x with (x + 1) / (M + 1) >= p: p50 499 and 599,
p90 899 and 1,079, p99 989 and 1,187, so the true differences are 100, 180 and 198 ms. Over SEEDS
seeds of RUNS paired runs each, prints how often each interval holds its true difference; the
interval covers at least 95 % by construction (each side at 97.5 %). Exit status 1 when one of
them covers less than 95 %.

usage: percentile-coverage.py MEDIATE [SEEDS] [RUNS]"""
import json, math, os, subprocess, sys, tempfile

binary = sys.argv[1]
seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 400
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 2000

def config(maximum):
    return {
        "version": 1, "seed": 1,
        "adUnit": {"id": "/6499/example/rewarded", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
        "lineItems": [{"label": "Net", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "net", "ecpm": 1,
                       "network": {"load": {"outcome": "fill", "latencyMs": {"min": 0, "max": maximum}}}}],
    }

def quantile(p, maximum):
    return math.ceil(p * (maximum + 1) - 1e-9) - 1

fields = {"p50": 0.50, "p90": 0.90, "p99": 0.99}
truth = {name: quantile(p, 1199) - quantile(p, 999) for name, p in fields.items()}
covered = {name: 0 for name in fields}
with tempfile.TemporaryDirectory() as work:
    a, b = os.path.join(work, "a.json"), os.path.join(work, "b.json")
    json.dump(config(999), open(a, "w"))
    json.dump(config(1199), open(b, "w"))
    for seed in range(1, seeds + 1):
        out = subprocess.run(
            [binary, "compare", "--format", "ndjson", "--runs", str(runs), "--seed", str(seed), "--jobs", "1",
             "--fields", "latencyMs", a, b], check=True, capture_output=True, text=True).stdout
        entries = {e["field"]: e for e in json.loads(out)["fields"]}
        for name in fields:
            entry = entries[".latencyMs." + name]
            assert entry["ciKind"] == "orderStatistics", entry
            if entry["ci95"]["low"] <= truth[name] <= entry["ci95"]["high"]:
                covered[name] += 1
missed = False
for name in fields:
    share = covered[name] / seeds
    missed |= share < 0.95
    print("%s: true difference %d ms, covered in %d of %d seeds (%.1f %%)" % (name, truth[name], covered[name], seeds, 100 * share))
sys.exit(1 if missed else 0)
