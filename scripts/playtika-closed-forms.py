#!/usr/bin/env python3
"""Closed forms of the five starting waterfalls of Playtika's synthetic benchmark.

The model (PlaytikaOSS/public_waterfall2, data/valuation_folder/
synthetic_valuation_matrix.csv): each network values a request at
30 x Beta(a, b) USD CPM, independently of the other networks (Unity Beta(1, 6),
Facebook Beta(5, 5), AdMob Beta(6, 1)). An instance with floor f fills when the
network's value is at least f and is paid f (CPM). The waterfall is walked in
order until an instance fills.

For integer a, b the tail of the Beta distribution is a binomial sum:

    P(Beta(a, b) >= x) = sum_{j=0}^{a-1} C(a+b-1, j) x^j (1-x)^(a+b-1-j)

so every probability here is an exact fraction. Per request the revenue is
f_i / 1000 USD with probability q_i = p_i * prod_{j<i} (1 - p_j) and 0
otherwise, so its mean and variance are exact too; only the square roots
(standard errors) are rounded.

Usage: scripts/playtika-closed-forms.py [--runs N] [--sigmas K] [--json]
(defaults: 50,000 requests, the number of users of Playtika's valuation matrix,
and a tolerance of 4 standard errors, what examples/playtika/ checks).
Python 3 standard library only.
"""

import argparse
import json
import math
import sys
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal, getcontext
from fractions import Fraction

getcontext().prec = 50

MAX_CPM = 30
NETWORKS = {"Unity": (1, 6), "Facebook": (5, 5), "AdMob": (6, 1)}

# The starting waterfalls, in walk order: data/waterfall_data/init_synth_waterfall{1..5}.csv.
WATERFALLS = [
    [("Facebook", 20), ("Unity", 10), ("AdMob", 5)],
    [("Facebook", 5), ("Unity", 5), ("AdMob", 0)],
    [("Unity", 10), ("AdMob", 5), ("Facebook", 5)],
    [("AdMob", 20), ("Unity", 20), ("Facebook", 15)],
    [("Facebook", 12), ("AdMob", 5), ("Unity", 0)],
]


def beta_tail(a, b, x):
    """P(Beta(a, b) >= x) for integers a, b >= 1 and a fraction x in [0, 1]."""
    if x <= 0:
        return Fraction(1)
    if x >= 1:
        return Fraction(0)
    n = a + b - 1
    return sum(Fraction(math.comb(n, j)) * x**j * (1 - x) ** (n - j) for j in range(a))


def fill_probability(network, floor):
    """P(30 x Beta(a, b) >= floor), the instance's own fill probability."""
    a, b = NETWORKS[network]
    return beta_tail(a, b, Fraction(floor, MAX_CPM))


def sqrt(fraction):
    return Decimal(fraction.numerator).sqrt() / Decimal(fraction.denominator).sqrt() if fraction else Decimal(0)


def decimal(fraction):
    return Decimal(fraction.numerator) / Decimal(fraction.denominator)


def rounded(value, places, rounding):
    return value.quantize(Decimal(1).scaleb(-places), rounding=rounding)


def binomial_quantiles(n, p, tail):
    """(lo, hi) for K ~ Binomial(n, p): the largest lo with P(K < lo) <= tail and
    the smallest hi with P(K > hi) <= tail (floating point, from log-probabilities)."""
    if p <= 0:
        return 0, 0
    if p >= 1:
        return n, n
    log_p, log_q = math.log(p), math.log1p(-p)
    pmf = [math.exp(math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1) + k * log_p + (n - k) * log_q)
           for k in range(n + 1)]
    below, lo = 0.0, 0
    while below + pmf[lo] <= tail:
        below += pmf[lo]
        lo += 1
    above, hi = 0.0, n
    while above + pmf[hi] <= tail:
        above += pmf[hi]
        hi -= 1
    return lo, hi


def analyse(waterfall, runs, sigmas):
    """Everything the README's table and the configs' checks need, for `runs` requests."""
    reach = Fraction(1)
    instances = []
    for network, floor in waterfall:
        p = fill_probability(network, floor)
        win = reach * p
        instances.append({"network": network, "floor": floor, "fill": p, "win": win})
        reach *= 1 - p
    fill = 1 - reach
    # Revenue of one request, USD: floor / 1000 with probability win, else 0.
    mean = sum(Fraction(i["floor"], 1000) * i["win"] for i in instances)
    second = sum(Fraction(i["floor"], 1000) ** 2 * i["win"] for i in instances)
    variance = second - mean**2
    revenue = runs * mean
    revenue_se = sqrt(runs * variance)
    fill_se = sqrt(fill * (1 - fill) / runs)

    # Revenue: mean -/+ sigmas standard errors, rounded outwards to the cent. A leaf takes one
    # comparison, so the upper bound is checked on revenuePer1000Requests (revenue x 1000 / runs).
    revenue_low = rounded(decimal(revenue) - sigmas * revenue_se, 2, ROUND_FLOOR)
    revenue_high = rounded(decimal(revenue) + sigmas * revenue_se, 2, ROUND_CEILING)
    per_1000_high = rounded(revenue_high * 1000 / runs, 6, ROUND_CEILING)

    # Fill: requests filled >= low, fill rate <= high. mean -/+ sigmas standard errors, widened where
    # needed to the exact binomial quantiles of the same one-sided tail probability (the no-fills of
    # waterfalls 1 and 3 are too rare for the normal approximation).
    tail = 0.5 * math.erfc(sigmas / math.sqrt(2))
    filled_mean = decimal(fill * runs)
    filled_se = fill_se * runs
    no_fill_lo, no_fill_hi = binomial_quantiles(runs, float(1 - fill), tail)
    filled_low = max(0, min(math.floor(filled_mean - sigmas * filled_se), runs - no_fill_hi))
    fill_high = min(Decimal(1), max(rounded(decimal(fill) + sigmas * fill_se, 6, ROUND_CEILING),
                                    rounded(Decimal(runs - no_fill_lo) / runs, 6, ROUND_CEILING)))
    if fill == 1:
        checks = {"filled": f"== {runs}", "fillRate": "== 1"}
    else:
        checks = {"filled": f">= {filled_low}", "fillRate": f"<= {fill_high.normalize():f}"}
    checks = {
        "revenue": f">= {revenue_low}",
        "revenuePer1000Requests": f"<= {per_1000_high.normalize():f}",
        **checks,
    }
    return {
        "instances": instances,
        "fill": fill,
        "revenue": revenue,
        "revenueSE": revenue_se,
        "fillSE": fill_se,
        "revenuePerRequest": mean,
        "revenuePerRequestVariance": variance,
        "revenueRange": (revenue_low, revenue_high),
        "checks": checks,
    }


def name(waterfall):
    return " > ".join(f"{network} ${floor}" for network, floor in waterfall)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=50_000, help="requests per evaluation (default 50000)")
    parser.add_argument("--sigmas", type=int, default=4, help="tolerance in standard errors (default 4)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    options = parser.parse_args()
    results = [analyse(w, options.runs, options.sigmas) for w in WATERFALLS]

    if options.json:
        out = []
        for number, (waterfall, r) in enumerate(zip(WATERFALLS, results), 1):
            out.append({
                "waterfall": number,
                "instances": [
                    {"network": i["network"], "floor": i["floor"], "fillProbability": float(i["fill"]),
                     "fillProbabilityExact": str(i["fill"]), "winProbability": float(i["win"]),
                     "winProbabilityExact": str(i["win"])}
                    for i in r["instances"]
                ],
                "runs": options.runs,
                "revenue": float(r["revenue"]),
                "revenueExact": str(r["revenue"]),
                "revenueStandardError": float(r["revenueSE"]),
                "fillRate": float(r["fill"]),
                "fillRateExact": str(r["fill"]),
                "fillRateStandardError": float(r["fillSE"]),
                "revenueRange": [str(x) for x in r["revenueRange"]],
                "checks": r["checks"],
            })
        json.dump(out, sys.stdout, indent=2)
        print()
        return

    print(f"Playtika's synthetic benchmark: {options.runs} requests, tolerance {options.sigmas} standard errors")
    print("Networks: " + ", ".join(f"{n} {MAX_CPM} x Beta({a}, {b})" for n, (a, b) in NETWORKS.items()))
    for number, (waterfall, r) in enumerate(zip(WATERFALLS, results), 1):
        print()
        print(f"Waterfall {number}: {name(waterfall)}")
        for i in r["instances"]:
            print(f"  {i['network']:<8} ${i['floor']:>2}  fills alone {float(i['fill']):.6f}"
                  f"  wins {float(i['win']):.6f}  ({i['win']})")
        print(f"  revenue    {float(r['revenue']):.4f} USD per {options.runs} requests"
              f"  (exact {r['revenue']}), standard error {float(r['revenueSE']):.4f}")
        print(f"  per request mean {float(r['revenuePerRequest']):.8f}, variance {float(r['revenuePerRequestVariance']):.10f}")
        print(f"  fill rate  {float(r['fill']):.6f}  (exact {r['fill']}), standard error {float(r['fillSE']):.6f}")
        low, high = r["revenueRange"]
        print(f"  tolerance  revenue {low} to {high}")
        print("  checks     " + ", ".join(f"{k} {v!r}" for k, v in r["checks"].items()))


if __name__ == "__main__":
    main()
