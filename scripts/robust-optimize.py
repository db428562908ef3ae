#!/usr/bin/env python3
"""decide2.md section 1, "Closed form a tester can check", at full size: `optimize --vary floors`
of examples/worlds/sigma-worlds.json (one line item Net, demand median 10, worlds sigma 0.5, 1, 1.5)
on 20,000 runs. With floor f and sigma s, revenue per 1,000 requests is
R_s(f) = f * (1 - Phi(ln(f/10)/s)). Goals: the robust floor in [9.85, 10.15] with a closed-form
worst-world revenue of at least 4.95; each world's own best within 0.5 % of its optimum (5.157669 at
sigma 1, 5.385556 at 0.5, 7.113245 at 1.5); dependsOnWorld true. Exit 1 when a goal is missed.

Usage: robust-optimize.py MEDIATE [RUNS]"""
import json, math, os, subprocess, sys

binary = sys.argv[1]
runs = sys.argv[2] if len(sys.argv) > 2 else "20000"
config = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "worlds", "sigma-worlds.json")
done = subprocess.run(
    [binary, "optimize", "--format", "json", "--runs", runs, "--vary", "floors", "--out", os.devnull, config],
    capture_output=True, text=True)
if done.returncode != 0:
    print("optimize ended with status %d: %s" % (done.returncode, done.stderr.strip()))
    sys.exit(1)
record = json.loads(done.stdout)
sigma = {"sigma 1": 1.0, "sigma 0.5": 0.5, "sigma 1.5": 1.5}
optimum = {"sigma 1": 5.157669, "sigma 0.5": 5.385556, "sigma 1.5": 7.113245}


def revenue(floor, s):
    return floor * 0.5 * math.erfc(math.log(floor / 10) / s / math.sqrt(2))


def floor_of(changes):
    return next((float(c["new"]) for c in changes if c["path"] == '.lineItems["Net"].ecpm'), 10.0)


missed = 0
robust = floor_of(record["changes"])
worst = min(revenue(robust, s) for s in sigma.values())
ok = 9.85 <= robust <= 10.15 and worst >= 4.95
missed += not ok
print("robust floor %.2f, closed-form worst-world revenue %.6f (target [9.85, 10.15], >= 4.95)  %s"
      % (robust, worst, "ok" if ok else "MISSED"))
for world in record["worldOptima"] or []:
    floor = floor_of(world["changes"])
    earned = revenue(floor, sigma[world["world"]])
    ok = earned >= optimum[world["world"]] * 0.995
    missed += not ok
    print("%-10s own best floor %6.2f earns %.6f of %.6f (%.2f %%)  %s"
          % (world["world"], floor, earned, optimum[world["world"]], 100 * earned / optimum[world["world"]],
             "ok" if ok else "MISSED"))
missed += not record["worldOptima"] or not record["dependsOnWorld"]
print("dependsOnWorld %s" % json.dumps(record["dependsOnWorld"]))
sys.exit(1 if missed else 0)
