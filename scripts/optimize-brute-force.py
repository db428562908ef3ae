#!/usr/bin/env python3
"""decide2.md section 3's enumerable problems: `optimize` against a brute force on the same runs.

Small waterfalls are generated deterministically (fixed seeds): 4 to 6 line items, each a network
of its own with a `beta` valuation (integer shapes) and a fixed latency, as in
examples/optimize-hard16/hard16.json. For each config and each finite space

    --vary order        n! orders
    --vary drop         2^n - 1 subsets
    --vary order,drop   sum over k = 1..n of n!/(n-k)! walks

once without a constraint and once with `latencyMs.mean <= X` (X between two candidates' values,
chosen from the brute force so that the unconstrained best breaks it), this script runs

    MEDIATE optimize --vary V [--subject-to C] --runs R --format json --out OUT CONFIG

and, independently, `MEDIATE simulate --runs R --jobs 1 --format ndjson` of every candidate (the
listed line items in that order / that subset, `waterfallOrder: "listed"`), whose summary gives
revenuePer1000Requests and latencyMs.mean. Streams are keyed by label (docs/config.md, "Random
streams") and both play runs 0 .. R-1 of the config's seed, so the values agree exactly.
OUT's walk (its `lineItems`, a dropped line item being absent) must earn the brute force's best
objective among the feasible candidates. A problem is

    PASS  the chosen walk has the best value and is the first of the best in this script's order;
    TIE   the chosen walk has the best value, but another of equal value comes first in this script's
          enumeration order (lexicographic orders of the listed positions; subsets and walks longest
          first, then lexicographic; decide2.md: "the first of equals in enumeration order") -
          reported, not failed;
    FAIL  the chosen walk earns less than the best, breaks the constraint, or is not in the space.

Floors (`--vary floors`): generated problems of 1 and 2 floors (with and without a backfill line
item whose floor is fixed, one of them with a latency constraint). The optimizer's objective on
the search runs (OUT simulated with --runs R) must be at least the best of a brute force over a
grid of floors maxCpm * j / S (j = 1..S, to the cent) of every varied line item: S = 200 for one
floor, and S = 40 for two (a 40 x 40 grid, 1,600 processes; 200 x 200 would be 40,000).

Usage: scripts/optimize-brute-force.py MEDIATE [--runs R] [--json]   (Python 3 standard library only)
Exit status 1 when any problem fails.
"""

import argparse
import concurrent.futures
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time

RUNS = 2000
GENERATOR_SEED = 31
STEPS_ONE_FLOOR = 200
STEPS_TWO_FLOORS = 40
CLASS = "GADMediationAdapterSampleAdNetwork"
HEAD = {"version": 1, "adUnit": {"id": "ca-app-pub-3940256099942544/1712485313", "format": "rewarded",
                                 "reward": {"type": "coins", "amount": 10}}}


def network(rng, label):
    """A line item of a network of its own: maxCpm x Beta(a, b), a floor inside it, a fixed latency."""
    alpha, beta = rng.randint(1, 8), rng.randint(1, 8)
    scale = rng.choice((10, 15, 20, 25, 30, 40, 50))
    floor = round(scale * rng.uniform(0.2, 0.8), 2)
    return {"label": label, "className": CLASS, "parameter": label.lower().replace(" ", "-"), "ecpm": floor,
            "network": {"load": {"valuation": {"distribution": "beta", "alpha": alpha, "beta": beta, "maxCpm": scale},
                                 "latencyMs": rng.randrange(50, 401, 10)}}}


def config_of(seed, items, order=None):
    config = dict(HEAD, seed=seed)
    if order is not None:
        config["waterfallOrder"] = order
    config["lineItems"] = items
    return config


class Player:
    """Runs mediate; simulate's summaries cached by the candidate's JSON text."""

    def __init__(self, mediate, runs, work):
        self.mediate, self.runs, self.work = mediate, runs, work
        self.cache = {}
        self.processes = 0
        self.lock = threading.Lock()
        self.workers = max(1, min(os.cpu_count() or 1, 4))

    def simulate(self, config):
        text = json.dumps(config)
        with self.lock:
            known = self.cache.get(text)
        if known is None:
            done = subprocess.run([self.mediate, "simulate", "--runs", str(self.runs), "--jobs", "1",
                                   "--format", "ndjson", "--no-expect", "-"],
                                  input=text, capture_output=True, text=True)
            summary = None
            for line in done.stdout.splitlines():
                record = json.loads(line)
                if record.get("type") == "summary":
                    summary = record
            if summary is None:
                raise RuntimeError(f"simulate ended with status {done.returncode} and no summary: {done.stderr.strip()[:300]}")
            known = (summary["revenuePer1000Requests"], summary["latencyMs"]["mean"])
            with self.lock:
                self.cache[text] = known
                self.processes += 1
        return known

    def simulate_all(self, configs):
        with concurrent.futures.ThreadPoolExecutor(self.workers) as pool:
            return list(pool.map(self.simulate, configs))

    def optimize(self, config, vary, constraint):
        path = os.path.join(self.work, "problem.json")
        out = os.path.join(self.work, "best.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(config, handle, indent=1)
        if os.path.exists(out):
            os.remove(out)
        command = [self.mediate, "optimize", "--vary", vary, "--runs", str(self.runs), "--format", "json", "--out", out]
        if constraint:
            command += ["--subject-to", constraint]
        began = time.monotonic()
        done = subprocess.run(command + [path], capture_output=True, text=True)
        seconds = time.monotonic() - began
        if done.returncode not in (0, 1):
            raise RuntimeError(f"optimize ended with status {done.returncode}: {done.stderr.strip()[:300]}")
        record = json.loads(done.stdout)
        with open(out, encoding="utf-8") as handle:
            best = json.load(handle)
        return done.returncode, record, best, seconds


def walk_of(config):
    """The labels in the order the config's waterfall is walked."""
    items = list(enumerate(config["lineItems"]))
    if config.get("waterfallOrder", "listed") == "ecpm":
        items.sort(key=lambda pair: (-float(pair[1].get("ecpm", 0)), pair[0]))
    return tuple(item["label"] for _, item in items)


def walks(labels, vary):
    """Every candidate walk of the space, in this script's enumeration order."""
    n = len(labels)
    if vary == "order":
        positions = itertools.permutations(range(n))
    elif vary == "drop":
        positions = (c for k in range(n, 0, -1) for c in itertools.combinations(range(n), k))
    else:  # order,drop
        positions = (p for k in range(n, 0, -1) for p in itertools.permutations(range(n), k))
    return [tuple(labels[i] for i in p) for p in positions]


def space_size(n, vary):
    if vary == "order":
        return len(list(itertools.permutations(range(n))))
    if vary == "drop":
        return 2**n - 1
    return sum(len(list(itertools.permutations(range(n), k))) for k in range(1, n + 1))


def binding_latency(table, candidates, best_walk):
    """A latency bound strictly between two candidates' values that the unconstrained best breaks
    and about half the candidates meet."""
    values = sorted({table[w][1] for w in candidates})
    limit = table[best_walk][1]
    below = [v for v in values if v < limit]
    if not below:
        return None
    pick = below[min(len(below) - 1, len(values) // 2)]
    return f"latencyMs.mean <= {pick + 0.0001:.4f}"


def bound_of(constraint):
    return float(constraint.rsplit("<=", 1)[1]) if constraint else float("inf")


def enumerable(player, name, config, vary, rows, log):
    by_label = {item["label"]: item for item in config["lineItems"]}
    labels = [item["label"] for item in config["lineItems"]]
    candidates = walks(labels, vary)
    assert len(candidates) == space_size(len(labels), vary)
    configs = [config_of(config["seed"], [by_label[label] for label in walk], "listed") for walk in candidates]
    table = dict(zip(candidates, player.simulate_all(configs)))
    unconstrained_best = max(candidates, key=lambda w: table[w][0])  # max keeps the first of equals
    bound_constraint = binding_latency(table, candidates, unconstrained_best)
    for constraint in [None] + ([bound_constraint] if bound_constraint else []):
        bound = bound_of(constraint)
        feasible = [w for w in candidates if table[w][1] <= bound]
        row = {"problem": name, "vary": vary, "constraint": constraint, "candidates": len(candidates),
               "feasible": len(feasible)}
        best = max(feasible, key=lambda w: table[w][0])
        best_value = table[best][0]
        equals = [w for w in feasible if table[w][0] == best_value]
        row.update(best=list(best), bestValue=best_value, equalsOfBest=len(equals))
        status, record, out, seconds = player.optimize(config, vary, constraint)
        chosen = walk_of(out)
        row.update(chosen=list(chosen), status=status, played=record.get("candidates"),
                   search=record.get("search"), stoppedBy=record.get("stoppedBy"), seconds=round(seconds, 2))
        # OUT itself, played on the same runs, must be the candidate the table holds.
        replay = player.simulate(out)
        row["chosenValue"] = replay[0]
        why = []
        if chosen not in table:
            why.append("the chosen walk is not in the space")
            verdict = "FAIL"
        else:
            if replay != table[chosen]:
                why.append(f"OUT replays as {replay}, its walk as listed as {table[chosen]}")
            value, latency = table[chosen]
            if latency > bound:
                why.append(f"the chosen walk breaks the constraint ({latency})")
            if value < best_value:
                why.append(f"{value} < the best {best_value} ({100 * value / best_value:.3f} %)")
            if why:
                verdict = "FAIL"
            elif chosen == best:
                verdict = "PASS"
            else:
                verdict = "TIE"
                why.append(f"equal value, {len(equals)} of equals; the first here is {' > '.join(best)}")
        row.update(verdict=verdict, why=why)
        rows.append(row)
        log(row)


def grid(scale, steps):
    return sorted({round(scale * j / steps, 2) for j in range(1, steps + 1)})


def floors(player, name, config, steps, constrained, rows, log):
    varied = [i for i, item in enumerate(config["lineItems"]) if "valuation" in item["network"]["load"]]
    axes = [grid(config["lineItems"][i]["network"]["load"]["valuation"]["maxCpm"], steps) for i in varied]
    points = list(itertools.product(*axes))
    configs = []
    for point in points:
        items = json.loads(json.dumps(config["lineItems"]))
        for i, floor in zip(varied, point):
            items[i]["ecpm"] = floor
        configs.append(config_of(config["seed"], items))
    table = dict(zip(points, player.simulate_all(configs)))
    top = max(points, key=lambda p: table[p][0])
    constraint = None
    if constrained:
        values = sorted({table[p][1] for p in points})
        below = [v for v in values if v < table[top][1]]
        pick = below[len(below) * 3 // 4] if below else None
        constraint = None if pick is None else f"latencyMs.mean <= {pick + 0.0001:.4f}"
    bound = bound_of(constraint)
    feasible = [p for p in points if table[p][1] <= bound]
    best = max(feasible, key=lambda p: table[p][0])
    row = {"problem": name, "vary": "floors", "constraint": constraint, "grid": f"{len(axes)} x {steps} steps",
           "candidates": len(points), "feasible": len(feasible), "best": list(best), "bestValue": table[best][0]}
    status, record, out, seconds = player.optimize(config, "floors", constraint)
    value, latency = player.simulate(out)
    chosen = [out["lineItems"][i]["ecpm"] for i in varied] if walk_of(out) == walk_of(config) else None
    row.update(chosen=chosen if chosen is not None else list(walk_of(out)), chosenValue=value, status=status,
               played=record.get("candidates"), search=record.get("search"), stoppedBy=record.get("stoppedBy"),
               seconds=round(seconds, 2))
    why = []
    if latency > bound:
        why.append(f"OUT breaks the constraint ({latency})")
    if value < table[best][0]:
        why.append(f"{value} < the grid's best {table[best][0]} ({100 * value / table[best][0]:.3f} %)")
    row.update(verdict="FAIL" if why else "PASS", why=why)
    rows.append(row)
    log(row)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mediate")
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    began = time.monotonic()
    rng = random.Random(GENERATOR_SEED)

    def log(row):
        if options.json:
            return
        what = f"{row['problem']}, --vary {row['vary']}" + (f", {row['constraint']}" if row["constraint"] else "")
        if row["vary"] == "floors":
            size = f"{row['grid']} ({row['candidates']} points, {row['feasible']} feasible)"
            best = ", ".join(f"{f:g}" for f in row["best"])
            chosen = ", ".join(f"{f:g}" for f in row["chosen"]) if row["chosen"] and not isinstance(row["chosen"][0], str) \
                else " > ".join(row["chosen"])
            print(f"{row['verdict']:<4}  {what}: optimize {row['chosenValue']} (floors {chosen}; {row['played']} "
                  f"candidates, {row['seconds']:.1f} s) against the grid's best {row['bestValue']} (floors {best}) "
                  f"of {size}" + ("; " + "; ".join(row["why"]) if row["why"] else ""))
        else:
            print(f"{row['verdict']:<4}  {what}: {row['candidates']} candidates ({row['feasible']} feasible), optimize "
                  f"played {row['played']} ({row['search']}, {row['stoppedBy']}, {row['seconds']:.1f} s) and chose "
                  f"{' > '.join(row['chosen'])} = {row['chosenValue']}; brute force {' > '.join(row['best'])} = "
                  f"{row['bestValue']}" + ("; " + "; ".join(row["why"]) if row["why"] else ""))
        sys.stdout.flush()

    rows = []

    def guarded(problem, name, *arguments):
        # A crash of mediate (or a summary missing) fails that problem, not the whole script.
        try:
            problem(player, name, *arguments, rows, log)
        except (RuntimeError, ValueError, KeyError, OSError) as error:
            row = {"problem": name, "vary": arguments[1] if problem is enumerable else "floors", "constraint": None,
                   "verdict": "FAIL", "why": [f"{type(error).__name__}: {error}"]}
            rows.append(row)
            if not options.json:
                print(f"FAIL  {name}, --vary {row['vary']}: {row['why'][0]}")

    with tempfile.TemporaryDirectory() as work:
        player = Player(options.mediate, options.runs, work)
        if not options.json:
            print(f"enumerable problems against brute force: {options.runs:,} runs a candidate, generator seed "
                  f"{GENERATOR_SEED}, simulate one process a candidate ({player.workers} at a time)")
        for number, n in enumerate((4, 5, 6)):
            labels = [f"Net {chr(ord('A') + i)}" for i in range(n)]
            config = config_of(100 + number, [network(rng, label) for label in labels])
            name = f"{n} line items (seed {config['seed']})"
            for vary in ("order", "drop", "order,drop"):
                guarded(enumerable, name, config, vary)
        if not options.json:
            print(f"floors: one floor on a grid of {STEPS_ONE_FLOOR} steps, two floors on a coarser grid of "
                  f"{STEPS_TWO_FLOORS} steps each ({STEPS_TWO_FLOORS ** 2:,} points; 200 x 200 would be 40,000 processes)")
        backfill = {"label": "Backfill", "className": CLASS, "parameter": "backfill", "ecpm": 1.5,
                    "network": {"load": {"fillRate": 0.9, "latencyMs": 80}}}
        one = network(rng, "Solo")
        guarded(floors, "1 floor, alone (seed 200)", config_of(200, [one]), STEPS_ONE_FLOOR, False)
        first = network(rng, "Top")
        guarded(floors, "1 floor, before a backfill (seed 201)", config_of(201, [first, backfill]), STEPS_ONE_FLOOR,
                False)
        pair = [network(rng, "Upper"), network(rng, "Lower")]
        guarded(floors, "2 floors (seed 202)", config_of(202, pair), STEPS_TWO_FLOORS, False)
        pair = [network(rng, "High"), network(rng, "Low"), backfill]
        guarded(floors, "2 floors and a backfill (seed 203)", config_of(203, pair), STEPS_TWO_FLOORS, True)
        processes = player.processes
    failed = [row for row in rows if row["verdict"] == "FAIL"]
    ties = [row for row in rows if row["verdict"] == "TIE"]
    seconds = time.monotonic() - began
    if options.json:
        print(json.dumps({"runs": options.runs, "problems": rows, "failed": len(failed), "ties": len(ties),
                          "simulateProcesses": processes, "seconds": round(seconds, 1)}, indent=2))
    else:
        print(f"{len(rows)} problems: {len(rows) - len(failed) - len(ties)} pass, {len(ties)} ties (the best value, "
              f"another of equals first here; not failed), {len(failed)} fail; {processes:,} simulate processes, "
              f"{seconds:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
