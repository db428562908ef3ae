#!/usr/bin/env bash
# make bench BASE=<commit>: builds mediate as it was at <commit>, for scripts/bench.sh to measure beside
# this build in one sitting (BASELINE=...). The commit is checked out in a worktree of its own under
# .build/bench-base/<full hash> (ignored by git, as all of .build is), built there with the flags of
# `make release` in its own .build, and kept, so that a second `make bench BASE=<commit>` only measures.
# Prints the binary's path on standard output; git's and the build's messages go to standard error.
set -euo pipefail

base=${1:?usage: scripts/build-base.sh COMMIT}
swift=${SWIFT:-swift}
root=$(git rev-parse --show-toplevel)
commit=$(git -C "$root" rev-parse --verify --quiet "$base^{commit}") || {
  echo "bench: $base names no commit of this repository" >&2
  exit 1
}
tree=$root/.build/bench-base/$commit

# `make clean` removes .build but not git's record of the worktrees that were in it.
git -C "$root" worktree prune
if [[ ! -e $tree/Package.swift ]]; then
  rm -rf "$tree"
  mkdir -p "$(dirname "$tree")"
  git -C "$root" worktree add --detach "$tree" "$commit" >&2
fi
echo "bench: building the base $(git -C "$root" log -1 --format='%h %s' "$commit" | cut -c1-100) in $tree" >&2
(cd "$tree" && "$swift" build -c release --static-swift-stdlib --product mediate >&2)
binary=$tree/.build/release/mediate
[[ -x $binary ]] || { echo "bench: the base's build left no $binary" >&2; exit 1; }
echo "$binary"
