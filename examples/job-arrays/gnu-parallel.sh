#!/bin/bash
# gnu-parallel.sh: 16 shards on this machine or over --sshlogin hosts (gnu-parallel.sh --sshlogin a,b,c)
# GNU parallel numbers its jobs 1, 2, ... in PARALLEL_SEQ (the {#} of its command line) and exports no
# count: MEDIATE_SHARD_COUNT says how many there are (16 unless set), and mediate reads both
# (--shard auto:parallel). Each job runs shard.sh, which writes results/shard-I-of-N.ndjson.
#
# Inside a Slurm array task (GNU parallel on each node of the array), compose the two levels:
#   SHARD=auto:slurm,parallel MEDIATE_SHARD_COUNT=4 ./gnu-parallel.sh
# makes shard (task − 1) · 4 + PARALLEL_SEQ of COUNT · 4. Hosts over --sshlogin need mediate and this
# folder at the same paths.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export MEDIATE_SHARD_COUNT=${MEDIATE_SHARD_COUNT:-16}
export SHARD=${SHARD:-auto:parallel}
export RESULTS=${RESULTS:-$PWD/results}
# -N0: each job reads one of the 1 ... N given after ::: and passes none of them on.
parallel -N0 --env MEDIATE_SHARD_COUNT --env SHARD --env RESULTS --env MEDIATE --env CONFIG --env RUNS \
  --env BASELINE "$@" sh "$here/shard.sh" ::: $(seq "$MEDIATE_SHARD_COUNT")
