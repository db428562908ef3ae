#!/bin/sh
# shard.sh: one shard of the batch, the one command every engine here runs: the Kubernetes manifest
# (kubernetes-indexed-job.yaml), slurm-array.sh, gnu-parallel.sh, and an AWS Batch array job's command.
#
# mediate reads which shard this process is from the job array's variables (--shard auto, decide2.md
# section 6) and says so on standard error: "mediate: shard 3/16 from SLURM_ARRAY_TASK_ID=2 (...)".
# The output is named after the shard, RESULTS/shard-I-of-N.ndjson, and appears only once it is
# complete: a task run twice (a retried pod, a requeued task) writes the same file with the same bytes.
#
# Settings, from the environment (defaults in brackets):
#   MEDIATE   the mediate binary [mediate, on the PATH]
#   CONFIG    the config [waterfall.json beside this script]
#   BASELINE  a second config: compare BASELINE CONFIG instead of simulating CONFIG [none]
#   RUNS      the runs of the whole batch, all shards together [1000000000]
#   SHARD     the value of --shard [auto; gnu-parallel.sh sets auto:parallel, or auto:slurm,parallel]
#   RESULTS   the folder the shard is written to [/results, the manifest's mount point]
# Arguments are passed on to mediate: shard.sh --jobs 16, or shard.sh --shard 3/16 to play one shard
# by hand (an explicit --shard I/N wins over --shard auto).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
MEDIATE=${MEDIATE:-mediate}
CONFIG=${CONFIG:-$here/waterfall.json}
RUNS=${RUNS:-1000000000}
SHARD=${SHARD:-auto}
RESULTS=${RESULTS:-/results}

mkdir -p "$RESULTS"
# A name of its own on a folder the shards share: many hosts, maybe all with the same process ID.
partial=$(mktemp "$RESULTS/.partial-XXXXXXXX")
trap 'rm -f "$partial"' EXIT
if [ -n "${BASELINE:-}" ]; then
  "$MEDIATE" compare --runs "$RUNS" --shard "$SHARD" "$@" "$BASELINE" "$CONFIG" > "$partial"
else
  "$MEDIATE" simulate --runs "$RUNS" --shard "$SHARD" "$@" "$CONFIG" > "$partial"
fi
# The shard the output is: its record's "shard":{"version":2,"index":I,"count":N,...}.
name=$(sed -n 's/.*"shard":{[^}]*"index":\([0-9]*\),"count":\([0-9]*\).*/\1-of-\2/p' "$partial" | head -n 1)
if [ -z "$name" ]; then
  echo "shard.sh: no shard record in mediate's output" >&2
  exit 70
fi
chmod a+r "$partial"
mv "$partial" "$RESULTS/shard-$name.ndjson"
