#!/bin/bash
# job-array-matrix.sh BINARY: --shard auto on every job-array engine (decide2.md section 6), the full
# matrix `make bench` runs (the test suite runs N = 3 of each: Tests/MediateCLITests/JobArrayTests.swift).
#
# For each engine and N in 1, 2, 3, 7 and 16, N shards run as separate processes through
# examples/job-arrays/ (shard.sh, or slurm-array.sh for Slurm), each with the variables set as the engine
# sets them (a local stand-in for the engine); merge.sh then merges them, in shuffled order, and the
# result must be byte for byte what one `simulate --runs` prints. Slurm runs with MIN 0 and with MIN 1
# (and a STEP 2 array); `auto:slurm,parallel` runs 4 tasks of 4 shards each. One line per case; the exit
# status is 1 when any merge differs or any process fails.
set -euo pipefail

binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
examples=$(cd "$(dirname "$0")/../examples/job-arrays" && pwd)
runs=${RUNS:-100003}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$examples"
"$binary" simulate --runs "$runs" waterfall.json > "$work/whole.ndjson"
failures=0
cases=0

# shard_env: the environment of every task, without any variable of the table but those a case sets.
clean=(-u JOB_COMPLETION_INDEX -u SLURM_ARRAY_TASK_ID -u SLURM_ARRAY_TASK_COUNT -u SLURM_ARRAY_TASK_MIN
  -u SLURM_ARRAY_TASK_MAX -u SLURM_ARRAY_TASK_STEP -u AWS_BATCH_JOB_ARRAY_INDEX -u AWS_BATCH_JOB_ARRAY_SIZE
  -u PARALLEL_SEQ -u MEDIATE_SHARD_INDEX -u MEDIATE_SHARD_COUNT -u SHARD)

# task RESULTS SCRIPT VARIABLE=VALUE...: one task of an engine.
task() {
  local results=$1 script=$2
  shift 2
  local shell=sh
  [[ $script == slurm-array.sh ]] && shell=bash
  env "${clean[@]}" MEDIATE="$binary" RESULTS="$results" RUNS="$runs" CONFIG=waterfall.json \
    SLURM_CPUS_PER_TASK=1 "$@" "$shell" "$examples/$script" 2>> "$results.log"
}

# check NAME RESULTS COUNT: merges the COUNT shards in RESULTS in shuffled order, against the whole batch.
check() {
  local name=$1 results=$2 count=$3 verdict=ok
  cases=$((cases + 1))
  local files
  files=$(ls "$results"/shard-*-of-"$count".ndjson 2> /dev/null | shuf --random-source=<(yes) || true)
  if [[ $(printf '%s\n' "$files" | grep -c . || true) != "$count" ]]; then
    verdict="MISSED: $(ls "$results" | wc -l) files for $count shards ($(tail -n 1 "$results.log" 2> /dev/null))"
  elif ! MEDIATE="$binary" RESULTS="$results" sh "$examples/merge.sh" $files 2>> "$results.log"; then
    verdict="MISSED: merge failed ($(tail -n 1 "$results.log"))"
  elif ! cmp -s "$work/whole.ndjson" "$results/summary.ndjson"; then
    verdict="MISSED: the merge differs from the whole batch"
  fi
  [[ $verdict == ok ]] || failures=$((failures + 1))
  printf '%-44s %s\n' "$name" "$verdict"
}

for n in 1 2 3 7 16; do
  results=$work/kubernetes-$n
  for ((i = 0; i < n; i++)); do task "$results" shard.sh MEDIATE_SHARD_COUNT=$n JOB_COMPLETION_INDEX=$i || true; done
  check "kubernetes, N = $n" "$results" $n

  for min in 0 1; do
    results=$work/slurm-$min-$n
    for ((id = min; id < min + n; id++)); do
      task "$results" slurm-array.sh SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=$min \
        SLURM_ARRAY_TASK_MAX=$((min + n - 1)) SLURM_ARRAY_TASK_STEP=1 SLURM_ARRAY_TASK_COUNT=$n || true
    done
    check "slurm --array=$min-$((min + n - 1)), N = $n" "$results" $n
  done
  results=$work/slurm-step-$n
  for ((id = 1; id < 1 + 2 * n; id += 2)); do
    task "$results" slurm-array.sh SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=1 \
      SLURM_ARRAY_TASK_MAX=$((2 * n - 1)) SLURM_ARRAY_TASK_STEP=2 SLURM_ARRAY_TASK_COUNT=$n || true
  done
  check "slurm --array=1-$((2 * n - 1)):2, N = $n" "$results" $n

  results=$work/aws-batch-$n
  for ((i = 0; i < n; i++)); do
    task "$results" shard.sh AWS_BATCH_JOB_ARRAY_INDEX=$i AWS_BATCH_JOB_ARRAY_SIZE=$n || true
  done
  check "aws-batch, N = $n" "$results" $n

  results=$work/parallel-$n
  for ((i = 1; i <= n; i++)); do
    task "$results" shard.sh SHARD=auto:parallel MEDIATE_SHARD_COUNT=$n PARALLEL_SEQ=$i || true
  done
  check "parallel, N = $n" "$results" $n

  results=$work/env-$n
  for ((i = 1; i <= n; i++)); do task "$results" shard.sh MEDIATE_SHARD_COUNT=$n MEDIATE_SHARD_INDEX=$i || true; done
  check "env, N = $n" "$results" $n
done

results=$work/slurm-parallel
for ((id = 0; id < 4; id++)); do
  for ((seq = 1; seq <= 4; seq++)); do
    task "$results" shard.sh SHARD=auto:slurm,parallel SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=0 \
      SLURM_ARRAY_TASK_MAX=3 SLURM_ARRAY_TASK_STEP=1 SLURM_ARRAY_TASK_COUNT=4 MEDIATE_SHARD_COUNT=4 PARALLEL_SEQ=$seq || true
  done
done
check "auto:slurm,parallel, 4 tasks × 4 shards" "$results" 16

echo "$((cases - failures)) of $cases merges byte for byte ($runs runs)"
((failures == 0))
