#!/bin/bash
# slurm-array.sh: sbatch slurm-array.sh; then sbatch --dependency=afterok:<job id> merge.sh
#SBATCH --array=0-15
#SBATCH --cpus-per-task=16
# One task of the array is one shard: mediate reads SLURM_ARRAY_TASK_ID, _MIN, _MAX, _STEP and _COUNT
# (--shard auto), so any evenly stepped --array works (0-15, 1-16, 0-30:2); a list (--array=1,2,9) is
# refused. Submit from this folder: the shards go to results/ there (RESULTS), and shard.sh's settings
# (MEDIATE, CONFIG, RUNS, BASELINE) pass through sbatch's environment.
#
# SHARDS_PER_TASK=K (sbatch --export=ALL,SHARDS_PER_TASK=4 slurm-array.sh) runs K shards in each task
# with GNU parallel instead (gnu-parallel.sh, --shard auto:slurm,parallel): COUNT × K shards in all,
# task t's k-th being shard (t − 1) · K + k.
set -euo pipefail
here=$(dirname "$0")
# sbatch runs a copy of this script from its spool folder: shard.sh is in the folder it was submitted from.
[[ -f $here/shard.sh ]] || here=${SLURM_SUBMIT_DIR:-.}
export RESULTS=${RESULTS:-$PWD/results}
if [[ -n ${SHARDS_PER_TASK:-} ]]; then
  SHARD=auto:slurm,parallel MEDIATE_SHARD_COUNT=$SHARDS_PER_TASK exec bash "$here/gnu-parallel.sh"
fi
exec sh "$here/shard.sh" --jobs "${SLURM_CPUS_PER_TASK:-16}" "$@"
