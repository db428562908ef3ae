#!/usr/bin/env python3
"""decide2.md section 7's goal for `mediate plan --check-tests`: on the worked example and on generated pairs,
the simulated live tests agree with the plan.

Generates PAIRS pairs of configs (seeded, so every run measures the same pairs), in turn of three kinds:
fill (a waterfall of 2 to 5 line items with fill rates from 0.1 to 0.9), demand (the same line items priced
by a valuation of the demand, a log-normal value per request) and auction (two bidders before the
waterfall). B is A with one change of a few percent: an eCPM, a fill rate, a valuation's scale, the auction
floor. Each pair gets R from 1 to 50 requests a user, rho from 0 to 0.3, a split from 1 to 50 % and a
target of 2 to 60 days; N, the requests a day, is chosen to meet the target (plan's days go as 1/N), within
10^4 to 10^6. A pair is kept when its plan is within the test (withinTest) and its self-check of 1,000 tests
stays within 10^10 simulated requests (L x decisionDay x N); otherwise the pair is drawn again. Then

    MEDIATE plan --check-tests TESTS --split S --requests-per-day N --requests-per-user R --icc RHO A B

runs for the worked example (examples/plan/) and every pair. Goals: `check.agrees` in every one, and
`check.daysForPower` within 20 % of `days` where `days` >= 4. One line per pair; exit status 1 when a
goal is missed.

Usage: scripts/plan-agreement.py MEDIATE [PAIRS] [TESTS] [RUNS]
  (Python 3 standard library only; PAIRS default 9, TESTS default 1000, RUNS default 100000)
With TESTS below 1,000 the same pairs are drawn (the bound is always that of 1,000 tests), and the
tolerances of `agrees` widen as 1/sqrt(TESTS): a quick run of a debug build, not the goal; TESTS 0 only
draws the pairs and prints their plans.
"""

import json
import math
import os
import random
import subprocess
import sys
import tempfile

GOAL_TESTS = 1000
BOUND = 10**10
TOLERANCE = 0.20


def line_items(rng, count, demand):
    items = []
    ecpm = rng.uniform(8, 20)
    for k in range(count):
        load = {"latencyMs": {"min": 20, "max": rng.randint(100, 900)}}
        if demand:
            load["valuation"] = {"distribution": "demand", "scale": round(rng.uniform(0.6, 1.4), 3), "sigma": 0}
        else:
            load["fillRate"] = round(rng.uniform(0.1, 0.9), 3)
        items.append({
            "label": f"Network {k}", "className": "GADMediationAdapterSampleAdNetwork", "parameter": f"unit-{k}",
            "ecpm": round(ecpm, 2), "timeoutMs": 5000, "network": {"load": load},
        })
        ecpm *= rng.uniform(0.5, 0.85)
    return items


def bidder(index, rng):
    return {
        "label": f"Bidder {index}", "className": "GADMediationAdapterBidder",
        "bidding": {"latencyMs": {"min": 50, "max": 300}, "floor": 0.0},
        "network": {"load": {"valuation": {"scale": round(rng.uniform(0.5, 1.5), 3), "sigma": 0.4,
                                            "participation": 0.9},
                             "latencyMs": {"min": 20, "max": 200}}},
    }


def pair(kind, rng):
    """A and B of one kind: B is A with one change of 1 to 8 percent."""
    config = {
        "version": 1, "seed": rng.randint(1, 10**6),
        "adUnit": {"id": "ca-app-pub-3940256099942544/1712485313", "format": "rewarded",
                   "reward": {"type": "coins", "amount": 1}},
        "lineItems": line_items(rng, rng.randint(2, 5), kind == "demand"),
        "app": {"presentAfterMs": 0},
    }
    if kind in ("demand", "auction"):
        config["demand"] = {"valueCpm": {"median": round(rng.uniform(4, 12), 2), "sigma": round(rng.uniform(0.4, 1.2), 2)}}
    if kind == "auction":
        config["auction"] = {"timeoutMs": 800, "floor": round(rng.uniform(0.5, 3), 2)}
        config["adapters"] = {"GADMediationAdapterBidder": {"formats": ["rewarded"], "bidding": True}}
        config["lineItems"] = [bidder(1, rng), bidder(2, rng)] + config["lineItems"]
    b = json.loads(json.dumps(config))
    step = rng.choice([-1, 1]) * rng.uniform(0.01, 0.08)
    waterfall = [item for item in b["lineItems"] if "bidding" not in item]
    if kind == "fill":
        item = rng.choice(waterfall)
        if rng.random() < 0.5:
            item["ecpm"] = round(item["ecpm"] * (1 + step), 2)
        else:
            load = item["network"]["load"]
            load["fillRate"] = round(min(0.95, max(0.05, load["fillRate"] * (1 + step))), 3)
    elif kind == "demand":
        item = rng.choice(waterfall)
        if rng.random() < 0.5:
            item["ecpm"] = round(item["ecpm"] * (1 + step), 2)
        else:
            valuation = item["network"]["load"]["valuation"]
            valuation["scale"] = round(valuation["scale"] * (1 + step), 3)
    else:
        if rng.random() < 0.5:
            b["auction"]["floor"] = round(b["auction"]["floor"] * (1 + step), 2)
        else:
            valuation = b["lineItems"][0]["network"]["load"]["valuation"]
            valuation["scale"] = round(valuation["scale"] * (1 + step), 3)
    return config, b


def plan(mediate, a, b, settings, tests=0, runs="100000"):
    command = [mediate, "plan", "--format", "json", "--runs", runs, "--split", str(settings["split"]),
               "--requests-per-day", str(settings["n"]), "--requests-per-user", str(settings["r"]),
               "--icc", "%.6f" % settings["rho"], "--check-tests", str(tests), a, b]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError("plan ended with status %d: %s" % (done.returncode, done.stderr.strip()))
    return json.loads(done.stdout)


def simulated(settings, days):
    per_day = -(-settings["n"] // settings["r"]) * settings["r"]
    return GOAL_TESTS * min(days, 90) * per_day


def judge(label, record, tests):
    detect, check = record["detect"], record["check"]
    days = detect["days"]
    if check is None:
        print("%-9s days %s (exact %s), decision day %s (TESTS 0: no self-check)"
              % (label, days, detect["daysExact"], detect["decisionDay"]))
        return False
    ok = check["agrees"]
    close = None
    if days is not None and days >= 4 and check["daysForPower"] is not None:
        close = abs(check["daysForPower"] - days) <= TOLERANCE * days
    elif days is not None and days >= 4:
        close = False
    missed = not ok or close is False
    print("%-9s days %s (exact %s), decision day %s; power %.3f, false positives %.3f, daysForPower %s%s  %s"
          % (label, days, detect["daysExact"], detect["decisionDay"], check["power"], check["falsePositive"],
             check["daysForPower"], "" if close is None else " (within 20 %%: %s)" % ("yes" if close else "no"),
             "MISSED" if missed else "ok"))
    return missed


def main():
    mediate = sys.argv[1]
    pairs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
    tests = int(sys.argv[3]) if len(sys.argv) > 3 else GOAL_TESTS
    runs = sys.argv[4] if len(sys.argv) > 4 else "100000"
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    rng = random.Random(36)
    missed = 0
    example = {"split": 10, "n": 100000, "r": 10, "rho": 0.05}
    record = plan(mediate, os.path.join(root, "examples/plan/a.json"), os.path.join(root, "examples/plan/b.json"),
                  example, tests, runs)
    missed += judge("example", record, tests)
    kinds = ["fill", "demand", "auction"]
    with tempfile.TemporaryDirectory() as work:
        for index in range(pairs):
            kind = kinds[index % 3]
            for attempt in range(50):
                a, b = pair(kind, rng)
                settings = {"split": rng.randint(1, 50), "r": rng.randint(1, 50), "rho": round(rng.uniform(0, 0.3), 6),
                            "n": 100000}
                target = math.exp(rng.uniform(math.log(2), math.log(60)))
                path_a = os.path.join(work, f"{index}-a.json")
                path_b = os.path.join(work, f"{index}-b.json")
                for path, config in ((path_a, a), (path_b, b)):
                    with open(path, "w") as file:
                        json.dump(config, file)
                probe = plan(mediate, path_a, path_b, settings, 0, "20000")["detect"]
                if probe["daysExact"] is None or probe["daysIfSmallest"] is None:
                    continue
                n = round(100000 * probe["daysExact"] / target)
                if not 10**4 <= n <= 10**6:
                    continue
                settings["n"] = n
                detect = plan(mediate, path_a, path_b, settings, 0, runs)["detect"]
                if not detect["withinTest"] or simulated(settings, detect["decisionDay"]) > BOUND:
                    continue
                break
            else:
                print("%s pair %d: no pair met the goal's conditions in 50 draws  MISSED" % (kind, index))
                missed += 1
                continue
            record = plan(mediate, path_a, path_b, settings, tests, runs)
            print("  %s pair %d: split %d %%, N %d, R %d, rho %.6f" % (kind, index, settings["split"], settings["n"],
                                                                       settings["r"], settings["rho"]))
            missed += judge(f"{kind} {index}", record, tests)
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
