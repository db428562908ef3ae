#!/bin/sh
# merge.sh: any order; checks expect.summary on the whole batch
# The shards of RESULTS (or the files given) into the output of the whole batch, byte for byte what one
# mediate simulate --runs RUNS CONFIG prints: results/summary.ndjson, with the config's expect.summary
# checked on it (exit status 1 and a line on standard error for each failed check). With BASELINE
# set, the shards are a comparison's: results/comparison.ndjson, what mediate compare prints.
# A missing shard, one given twice or one of another batch is refused (exit status 65).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# sbatch runs a copy of this script from its spool folder: the config is in the folder it was submitted from.
[ -f "$here/shard.sh" ] || here=${SLURM_SUBMIT_DIR:-$PWD}
MEDIATE=${MEDIATE:-mediate}
CONFIG=${CONFIG:-$here/waterfall.json}
RESULTS=${RESULTS:-$PWD/results}
[ $# -gt 0 ] || set -- "$RESULTS"/shard-*.ndjson
if [ -n "${BASELINE:-}" ]; then out=$RESULTS/comparison.ndjson; else out=$RESULTS/summary.ndjson; fi
partial=$(mktemp "$RESULTS/.merge-XXXXXXXX")
trap 'rm -f "$partial"' EXIT
status=0
if [ -n "${BASELINE:-}" ]; then
  "$MEDIATE" merge --format ndjson "$@" > "$partial" || status=$?
else
  "$MEDIATE" merge --format ndjson --config "$CONFIG" "$@" > "$partial" || status=$?
fi
# 0, or 1 (a check of expect.summary failed): the whole output, written; anything else writes nothing.
if [ "$status" -le 1 ]; then chmod a+r "$partial" && mv "$partial" "$out"; fi
exit "$status"
