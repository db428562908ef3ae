#!/usr/bin/env python3
"""Writes the shard files of Fixtures/commands/merge-*: two shards of a real batch, copies of them
broken in one way each (counts past 2^63, filled above runs, a repeated histogram latency), and the
shards merge --config checks.
Run it after a change to the --runs output, then `make golden`: python3 scripts/merge-fixtures.py BINARY"""
import json, pathlib, subprocess, sys

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/mediate"
root = pathlib.Path(__file__).resolve().parent.parent / "Fixtures" / "commands"
config = root.parent / "scenarios" / "rewarded-random-fill" / "config.json"

def shard(index):
    out = subprocess.run([binary, "simulate", "--runs", "1000", "--shard", f"{index}/2", str(config)],
                         check=True, capture_output=True).stdout.decode()
    return [json.loads(line) for line in out.splitlines()]

def write(folder, name, records):
    folder.mkdir(exist_ok=True)
    (folder / name).write_text("".join(json.dumps(r, separators=(",", ":")) + "\n" for r in records))
    (folder / "args").write_text("merge\nshard-1.ndjson\nshard-2.ndjson\n")

first, second = shard(1), shard(2)

# merge --config: two shards of the config its fixture checks.
checked = root / "merge-config-passes"
for index in (1, 2):
    out = subprocess.run([binary, "simulate", "--runs", "1000", "--shard", f"{index}/2", str(checked / "config.json")],
                         check=True, capture_output=True).stdout.decode()
    (checked / f"shard-{index}.ndjson").write_text(out)
write(root / "merge-shards", "shard-1.ndjson", first)
write(root / "merge-shards", "shard-2.ndjson", second)

def broken(name, change_first, change_second):
    a, b = json.loads(json.dumps(first)), json.loads(json.dumps(second))
    change_first(a)
    change_second(b)
    write(root / name, "shard-1.ndjson", a)
    write(root / name, "shard-2.ndjson", b)

def huge_clicks(records):
    records[-1]["clicks"] = 9223372036854775000

def filled_above_runs(records):
    records[-1]["filled"] = records[-1]["runs"] + 1

def repeated_latency(records):
    histogram = records[1]["latencyMs"]
    at = next(i for i, (_, count) in enumerate(histogram) if count >= 2)
    latency, count = histogram[at]
    histogram[at:at + 1] = [[latency, 1], [latency, count - 1]]

keep = lambda records: None
broken("merge-counts-overflow", huge_clicks, huge_clicks)
broken("merge-filled-above-runs", keep, filled_above_runs)
broken("merge-repeated-latency", keep, repeated_latency)
