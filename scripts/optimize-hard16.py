#!/usr/bin/env python3
"""decide2.md section 3's goal hard16: `optimize` from three seeds, judged by the closed form.

For seeds 3, 101 and 202, runs

    MEDIATE optimize --subject-to 'latencyMs.mean <= 500' --vary order,floors,drop \\
        --seed S --format json --out OUT examples/optimize-hard16/hard16.json

(every other option at its default), measures the child's CPU seconds (user + system, from
resource.getrusage(RUSAGE_CHILDREN) before and after), and evaluates OUT with
examples/optimize-hard16/evaluate.py (imported: the exact closed form of mediate's model).
A seed passes when the closed-form revenue is at least 24.812 per 1,000 requests (99.5 % of the
best known, a fixed gate), the closed-form mean latency at most 505 ms, and the CPU time at most
180 s. Prints one line per seed, then the best of the three, and says when it beats the best
known answer (24.9366 at 500.0 ms) within the constraint itself (closed-form latency <= 500 ms),
so that docs/benchmarks.md can record it. Exit status 1 when any seed fails.

Usage: scripts/optimize-hard16.py MEDIATE [--json] [--keep DIR]   (Python 3 standard library only)
  --json      one JSON object instead of the lines
  --keep DIR  keep each seed's OUT as DIR/hard16-seed-S.json (and its report beside it)
"""

import argparse
import importlib.util
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "..", "examples", "optimize-hard16")
PROBLEM = os.path.join(FOLDER, "hard16.json")
SEEDS = (3, 101, 202)
CONSTRAINT = "latencyMs.mean <= 500"
BEST_KNOWN = 24.936613  # examples/optimize-hard16/best-known.json by the closed form (24.9366)
GATE_REVENUE = 24.812
GATE_LATENCY = 505.0
GATE_CPU = 180.0


def load_evaluator():
    spec = importlib.util.spec_from_file_location("hard16_evaluate", os.path.join(FOLDER, "evaluate.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(mediate, seed, evaluator, keep):
    row = {"seed": seed, "status": None, "revenue": None, "share": None, "latency": None, "cpuSeconds": None,
           "wallSeconds": None, "candidates": None, "starts": None, "kicks": None, "stoppedBy": None,
           "search": None, "walk": None, "pass": False, "why": []}
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "best.json")
        command = [mediate, "optimize", "--subject-to", CONSTRAINT, "--vary", "order,floors,drop",
                   "--seed", str(seed), "--format", "json", "--out", out, PROBLEM]
        before = cpu_of_children()
        began = time.monotonic()
        done = subprocess.run(command, capture_output=True, text=True)
        row["wallSeconds"] = round(time.monotonic() - began, 2)
        row["cpuSeconds"] = round(cpu_of_children() - before, 2)
        row["status"] = done.returncode
        # 0: a feasible best; 1: no candidate met the constraint (OUT is then the baseline).
        if done.returncode not in (0, 1):
            row["why"].append(f"optimize ended with status {done.returncode}: {done.stderr.strip()[:300]}")
            return row
        if done.returncode == 1:
            row["why"].append("optimize found no feasible candidate (status 1)")
        try:
            record = json.loads(done.stdout)
        except ValueError:
            record = {}
            row["why"].append("the report is not JSON")
        for key in ("candidates", "starts", "kicks", "stoppedBy", "search"):
            row[key] = record.get(key)
        if not os.path.exists(out):
            row["why"].append("optimize wrote no --out config")
            return row
        with open(out, encoding="utf-8") as handle:
            config = json.load(handle)
        if keep:
            os.makedirs(keep, exist_ok=True)
            shutil.copyfile(out, os.path.join(keep, f"hard16-seed-{seed}.json"))
            with open(os.path.join(keep, f"hard16-seed-{seed}-report.json"), "w", encoding="utf-8") as handle:
                handle.write(done.stdout)
    try:
        result = evaluator.evaluate(config)
    except SystemExit as refusal:  # evaluate.py refuses what it does not model
        row["why"].append(f"the evaluator refused the config: {refusal}")
        return row
    revenue = float(result["revenuePer1000Requests"])
    latency = float(result["latencyMsMean"])
    row["revenue"] = round(revenue, 6)
    row["share"] = round(revenue / BEST_KNOWN, 6)
    row["latency"] = round(latency, 6)
    floors = {item["label"]: item.get("ecpm") for item in config["lineItems"]}
    row["walk"] = [[label, floors[label]] for label in result["walk"]]
    if revenue < GATE_REVENUE:
        row["why"].append(f"revenue {revenue:.4f} < {GATE_REVENUE}")
    if latency > GATE_LATENCY:
        row["why"].append(f"latency {latency:.1f} ms > {GATE_LATENCY:g}")
    if row["cpuSeconds"] > GATE_CPU:
        row["why"].append(f"CPU {row['cpuSeconds']:.1f} s > {GATE_CPU:g}")
    row["pass"] = not row["why"]
    return row


def dash(value, spec=""):
    return "-" if value is None else format(value, spec)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mediate")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--keep", metavar="DIR")
    options = parser.parse_args()
    evaluator = load_evaluator()
    rows = [run(options.mediate, seed, evaluator, options.keep) for seed in SEEDS]
    scored = [row for row in rows if row["revenue"] is not None]
    # The best of the three within the problem's own constraint (closed form), else the best at all.
    within = [row for row in scored if row["latency"] <= 500.0]
    best = max(within or scored, key=lambda row: row["revenue"], default=None)
    beats = best is not None and best["latency"] <= 500.0 and best["revenue"] > BEST_KNOWN
    report = {"gate": {"revenue": GATE_REVENUE, "latencyMs": GATE_LATENCY, "cpuSeconds": GATE_CPU},
              "bestKnown": BEST_KNOWN, "seeds": rows, "best": best, "beatsBestKnown": beats,
              "pass": all(row["pass"] for row in rows)}
    if options.json:
        print(json.dumps(report, indent=2))
        return 0 if report["pass"] else 1
    print(f"hard16: optimize --subject-to '{CONSTRAINT}' --vary order,floors,drop; gate: closed-form revenue "
          f">= {GATE_REVENUE}, latency <= {GATE_LATENCY:g} ms, <= {GATE_CPU:g} CPU-s; best known {BEST_KNOWN:.4f}")
    print(f"{'seed':>5} {'revenue':>9} {'of best':>8} {'latency':>8} {'CPU-s':>7} {'wall-s':>7} {'candidates':>10} "
          f"{'starts':>6} {'kicks':>5} {'search':>10}  verdict")
    for row in rows:
        print(f"{row['seed']:>5} {dash(row['revenue'], '.4f'):>9} "
              f"{'-' if row['share'] is None else format(100 * row['share'], '.2f') + ' %':>8} "
              f"{dash(row['latency'], '.1f'):>8} {dash(row['cpuSeconds'], '.1f'):>7} {dash(row['wallSeconds'], '.1f'):>7} "
              f"{dash(row['candidates']):>10} {dash(row['starts']):>6} {dash(row['kicks']):>5} {dash(row['search']):>10}  "
              + ("PASS" if row["pass"] else "FAIL: " + "; ".join(row["why"])))
    if best is None:
        print("best of the three: none (no seed returned a config)")
    else:
        print(f"best of the three: seed {best['seed']}, {best['revenue']:.6f} per 1,000 requests at "
              f"{best['latency']:.3f} ms (closed form), {100 * best['share']:.3f} % of the best known")
        print("  walk: " + " > ".join(f"{label} {floor}" for label, floor in best["walk"]))
        if beats:
            print(f"  BEATS the best known {BEST_KNOWN:.6f} within latency <= 500 ms: record it in docs/benchmarks.md "
                  "(the gate stays at 24.812)")
        elif best["revenue"] > BEST_KNOWN:
            print(f"  above the best known in revenue but at {best['latency']:.3f} ms > 500 by the closed form: not a "
                  "better answer to the problem")
        else:
            print("  does not beat the best known")
    print("hard16: " + ("every seed passes" if report["pass"] else
                        f"{sum(not row['pass'] for row in rows)} of {len(rows)} seeds fail"))
    return 0 if report["pass"] else 1


if __name__ == "__main__":
    sys.exit(main())
