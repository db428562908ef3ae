#!/usr/bin/env python3
"""decide2.md section 5's shard balance goal: a portfolio's shards finish together.

Generates a portfolio of 100 groups (seeded, so every run measures the same file): each group a rewarded
waterfall of 5 to 30 line items with fill rates from 0.1 to 0.9, every fifth group with two bidders besides,
and traffic from 10,000 to 5,000,000 requests a day. For N = 4 and 16 it runs

    MEDIATE simulate --runs RUNS --shard I/N --jobs 1 portfolio.json

for I = 1 … N, one process at a time (so that they do not share the cores), measures each one's CPU seconds
(user + system, resource.getrusage(RUSAGE_CHILDREN) before and after), and passes when every shard's CPU time
is within 25 % of the N shards' mean. It also merges the shards and requires the bytes of the unsharded run.
Prints one line per N; exit status 1 when either misses.

Usage: scripts/portfolio-shard-balance.py MEDIATE [RUNS]   (Python 3 standard library only; RUNS default 20000)
"""

import json
import os
import random
import resource
import subprocess
import sys
import tempfile

GROUPS = 100
TOLERANCE = 0.25


def bidder(index, rng):
    return {
        "label": f"Bidder {index}", "className": "GADMediationAdapterBidder",
        "bidding": {"latencyMs": {"min": 50, "max": 300}, "floor": 0.0},
        "network": {"load": {"valuation": {"scale": round(rng.uniform(0.5, 1.5), 2), "sigma": 0.4,
                                            "participation": 0.9},
                             "latencyMs": {"min": 20, "max": 200}}},
    }


def group(index, rng):
    items = rng.randint(5, 30)
    line_items = []
    for k in range(items):
        line_items.append({
            "label": f"Network {k}", "className": "GADMediationAdapterSampleAdNetwork", "parameter": f"unit-{k}",
            "ecpm": round(50 - k * 1.5, 2), "timeoutMs": 5000,
            "network": {"load": {"fillRate": round(rng.uniform(0.1, 0.9), 3),
                                 "latencyMs": {"min": 20, "max": rng.randint(100, 900)}}},
        })
    config = {
        "version": 1,
        "adUnit": {"id": f"unit-{index}", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
        "lineItems": line_items,
        "app": {"presentAfterMs": 0},
    }
    if index % 5 == 4:
        config["demand"] = {"valueCpm": {"median": 4.0, "sigma": 0.9}}
        config["auction"] = {"timeoutMs": 800, "floor": 0.5}
        config["adapters"] = {"GADMediationAdapterBidder": {"formats": ["rewarded"], "bidding": True}}
        config["lineItems"] = [bidder(1, rng), bidder(2, rng)] + line_items
    return {"name": f"Group {index:03d}", "requestsPerDay": rng.randint(10_000, 5_000_000), "config": config}


def cpu_seconds(command, output):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(output, "wb") as out:
        subprocess.run(command, stdout=out, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    mediate = sys.argv[1]
    runs = sys.argv[2] if len(sys.argv) > 2 else "20000"
    rng = random.Random(35)
    portfolio = {"version": 1, "seed": 1, "groups": [group(index, rng) for index in range(GROUPS)]}
    failed = False
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "portfolio.json")
        with open(path, "w") as file:
            json.dump(portfolio, file)
        whole = os.path.join(work, "whole.ndjson")
        cpu_seconds([mediate, "simulate", "--runs", runs, "--jobs", "1", path], whole)
        for count in (4, 16):
            times = []
            files = []
            for index in range(1, count + 1):
                output = os.path.join(work, f"shard-{count}-{index}.ndjson")
                times.append(cpu_seconds(
                    [mediate, "simulate", "--runs", runs, "--jobs", "1", "--shard", f"{index}/{count}", path], output))
                files.append(output)
            mean = sum(times) / count
            worst = max(abs(t - mean) / mean for t in times)
            merged = subprocess.run([mediate, "merge"] + files[::-1], capture_output=True, check=True).stdout
            with open(whole, "rb") as file:
                same = merged == file.read()
            ok = worst <= TOLERANCE and same
            failed = failed or not ok
            print(f"N = {count:2d}: shard CPU mean {mean:.3f} s, min {min(times):.3f} s, max {max(times):.3f} s, "
                  f"worst {worst * 100:.1f} % from the mean (target <= {TOLERANCE * 100:.0f} %); merge "
                  f"{'equals' if same else 'DIFFERS FROM'} the unsharded output  {'ok' if ok else 'MISSED'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
