#!/usr/bin/env python3
"""Checks that mediate's --runs summary of ../shared/bench/mc-auction.json agrees with
refloop-auction.c, an independent C computation of the same model, within sampling error.

The two draw from different random streams, so they agree statistically, not to the digit: each
figure's difference must be within 4 standard errors of a difference of two independent estimates.
Proportions (fill rate, runs with a bid, runs won by a bid, each source's share of the wins) use the
binomial standard error; revenue per 1,000 requests uses the spread of mediate's ten shards.

    python3 scripts/auction-agreement.py MEDIATE REFLOOP_AUCTION CONFIG [RUNS]
Exit status 0 when every figure agrees, 1 otherwise. `make bench` runs it."""
import json
import math
import re
import subprocess
import sys

SHARDS = 10


def summary(binary, config, runs, shard):
    out = subprocess.run([binary, "simulate", "--runs", str(runs), "--shard", f"{shard}/{SHARDS}", config],
                         check=True, capture_output=True, text=True).stdout
    return next(json.loads(line) for line in out.splitlines() if '"type":"summary"' in line)


def main(argv):
    binary, reference, config = argv[1:4]
    runs = int(argv[4]) if len(argv) > 4 else 1_000_000
    shards = [summary(binary, config, runs, k) for k in range(1, SHARDS + 1)]
    items = json.load(open(config))["lineItems"]
    bidders = [i for i, item in enumerate(items) if "bidding" in item]
    instances = [i for i, item in enumerate(items) if "bidding" not in item]
    total = sum(s["runs"] for s in shards)

    def count(key):
        return sum(s[key] for s in shards)

    def auction(key):
        return sum(s["auction"][key] for s in shards)

    def wins(index):
        return sum(s["lineItems"][index]["wins"] for s in shards)

    ours = {
        "fill rate": count("filled") / total,
        "runs with a bid": auction("withBid") / total,
        "runs won by a bid": auction("wonByBid") / total,
    }
    for n, i in enumerate(bidders):
        ours[f"bidder {n} serves"] = wins(i) / total
    for n, i in enumerate(instances):
        ours[f"instance {n} serves"] = wins(i) / total
    revenue_per_thousand = [s["revenue"] * 1000 / s["runs"] for s in shards]
    ours_revenue = sum(s["revenue"] for s in shards) * 1000 / total
    mean = sum(revenue_per_thousand) / SHARDS
    spread = math.sqrt(sum((r - mean) ** 2 for r in revenue_per_thousand) / (SHARDS - 1))
    revenue_se = spread / math.sqrt(SHARDS)

    text = subprocess.run([reference, str(runs)], check=True, capture_output=True, text=True).stdout
    number = lambda pattern: float(re.search(pattern, text).group(1))
    theirs = {
        "fill rate": number(r"fillRate ([0-9.]+)"),
        "runs with a bid": number(r"withBid (\d+)") / runs,
        "runs won by a bid": number(r"wonByBid (\d+)") / runs,
    }
    for n in range(len(bidders)):
        theirs[f"bidder {n} serves"] = number(rf"bidder {n}: auction wins that served (\d+)") / runs
    for n in range(len(instances)):
        theirs[f"instance {n} serves"] = number(rf"instance {n}: wins (\d+)") / runs
    theirs_revenue = number(r"per 1000 requests ([0-9.]+)")

    failed = 0
    print(f"  {'figure':<28} {'mediate':>10} {'refloop-auction':>16} {'difference':>11} {'4 SE':>9}")
    for name, p in ours.items():
        q = theirs[name]
        pooled = (p * total + q * runs) / (total + runs)
        se = math.sqrt(pooled * (1 - pooled) * (1 / total + 1 / runs))
        ok = abs(p - q) <= 4 * se + 1e-12
        failed += not ok
        print(f"  {name:<28} {p:>10.5f} {q:>16.5f} {p - q:>11.5f} {4 * se:>9.5f}  {'ok' if ok else 'DIFFERS'}")
    # Each estimate's standard error is about the same: the shards' spread stands for both.
    se = revenue_se * math.sqrt(2)
    ok = abs(ours_revenue - theirs_revenue) <= 4 * se
    failed += not ok
    print(f"  {'revenue per 1,000 requests':<28} {ours_revenue:>10.4f} {theirs_revenue:>16.4f} "
          f"{ours_revenue - theirs_revenue:>11.4f} {4 * se:>9.4f}  {'ok' if ok else 'DIFFERS'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
