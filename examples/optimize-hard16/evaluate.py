#!/usr/bin/env python3
"""Closed-form revenue and latency of a waterfall of `beta` valuations.

Reads a mediate config (a file, or - for standard input) and prints, by
closed form, what `mediate simulate --runs N` converges to:

    revenuePer1000Requests  R = sum_i P(reach i) * p_i * ecpm_i
    latencyMs.mean          L = sum_i P(reach i) * latencyMs_i
    fillRate                F = 1 - prod_i (1 - p_i)

where the waterfall line items are walked in the config's walk order
(`waterfallOrder` "listed", the default, or "ecpm": by descending eCPM, ties
in listed order), P(reach i) = prod_{j<i} (1 - p_j), and p_i is line item i's
own fill probability.

The model is mediate's (docs/config.md, "network.load.valuation" and "Random
streams"): a waterfall line item with valuation maxCpm * Beta(alpha, beta)
fills when a fresh draw of that price is at least its `ecpm` (its floor), and
is then paid its `ecpm`. Every line item draws from a stream of its own, once
per load: two instances of one network do not share a draw, so the p_i are
independent. A line item whose load has a `fillRate` instead fills with that
probability. Each line item the walk calls adds its `latencyMs` (a fixed
number, or a range {min, max} whose mean is (min + max) / 2) to the request's
latency; the walk stops at the first fill, and every request counts, filled
or not.

For integer shapes, P(Beta(a, b) >= x) = P(Binomial(a + b - 1, x) <= a - 1),
an exact fraction. Configs beyond this model (bidders, `demand` or
`logNormal` valuations, `participation`, an `outcome`, non-integer shapes,
a timeout or the app's patience shorter than the walk) are refused.

Usage: evaluate.py CONFIG [--json]
Python 3 standard library only.
"""

import argparse
import json
import math
import sys
from fractions import Fraction


def refuse(message):
    sys.exit(f"evaluate.py: {message}")


def exact(number):
    """A JSON number as an exact fraction (the config's decimals are exact)."""
    return Fraction(str(number))


def beta_tail(a, b, x):
    """P(Beta(a, b) >= x) for integer shapes a, b >= 1."""
    if x <= 0:
        return Fraction(1)
    if x >= 1:
        return Fraction(0)
    n = a + b - 1
    return sum(Fraction(math.comb(n, j)) * x**j * (1 - x) ** (n - j) for j in range(a))


def shape(value, name, label):
    value = exact(value)
    if value.denominator != 1 or value < 1:
        refuse(f"{label}: {name} {value} is not a positive integer (the closed form needs integer shapes)")
    return int(value)


def line_item(item):
    """(label, ecpm, fill probability, mean latency) of one waterfall line item."""
    label = item["label"]
    if "bidding" in item:
        refuse(f"{label}: a bidding line item is beyond this model")
    ecpm = exact(item.get("ecpm", 0))
    load = item.get("network", {}).get("load", {})
    if load.get("outcome") is not None:
        refuse(f"{label}: an outcome is beyond this model")
    valuation = load.get("valuation")
    if valuation is not None:
        if valuation.get("distribution", "demand") != "beta":
            refuse(f"{label}: only beta valuations have a closed form here")
        if exact(valuation.get("participation", 1)) != 1:
            refuse(f"{label}: participation is beyond this model")
        a = shape(valuation["alpha"], "alpha", label)
        b = shape(valuation["beta"], "beta", label)
        p = beta_tail(a, b, ecpm / exact(valuation["maxCpm"]))
    else:
        p = exact(load.get("fillRate", 1))
    latency = load.get("latencyMs", 0)
    if isinstance(latency, dict):
        latency = Fraction(latency["min"] + latency["max"], 2)
    else:
        latency = exact(latency)
    timeout = item.get("timeoutMs")
    if timeout is not None and (latency if not isinstance(load.get("latencyMs"), dict) else load["latencyMs"]["max"]) >= timeout:
        refuse(f"{label}: a timeout the load can reach is beyond this model")
    return label, ecpm, p, latency


def evaluate(config):
    if config.get("demand", {}).get("patienceMs") is not None:
        refuse("the app's patience is beyond this model")
    items = [line_item(item) for item in config["lineItems"]]
    if config.get("waterfallOrder", "listed") == "ecpm":
        items = sorted(enumerate(items), key=lambda pair: (-pair[1][1], pair[0]))
        items = [item for _, item in items]
    reach = Fraction(1)
    revenue = Fraction(0)
    latency = Fraction(0)
    for _, ecpm, p, mean_latency in items:
        latency += reach * mean_latency
        revenue += reach * p * ecpm
        reach *= 1 - p
    return {
        "revenuePer1000Requests": revenue,
        "latencyMsMean": latency,
        "fillRate": 1 - reach,
        "walk": [label for label, *_ in items],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("config", help="a mediate config, or - for standard input")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    arguments = parser.parse_args()
    source = sys.stdin if arguments.config == "-" else open(arguments.config, encoding="utf-8")
    with source:
        result = evaluate(json.load(source))
    revenue = float(result["revenuePer1000Requests"])
    latency = float(result["latencyMsMean"])
    fill = float(result["fillRate"])
    if arguments.json:
        print(json.dumps({"revenuePer1000Requests": round(revenue, 6), "latencyMsMean": round(latency, 6),
                          "fillRate": round(fill, 6)}))
    else:
        print(f"revenuePer1000Requests  {revenue:.4f}")
        print(f"latencyMs.mean          {latency:.1f}")
        print(f"fillRate                {fill:.6f}")


if __name__ == "__main__":
    main()
