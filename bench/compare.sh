#!/usr/bin/env bash
# `bench/compare.sh [REV]` (or `npm run bench:compare -- REV`): the apply times and the submit p50 as
# a ratio to the storage floor, for REV and for this working tree, on the same machine at the same time.
# REV is checked out in a temporary git worktree sharing this tree's node_modules; the two trees' bench
# files run alternately, RUNS times each (default 3), and the script prints each figure's median and
# the ratio current / before (> 1: slower now). Default REV: e9fdc28, the last commit before the
# issue-12 architecture work (the skeleton, contract v3 and the turn service).
# Quick knobs: RUNS, BENCH_SUBMISSIONS (api, default 1500), MANOEUVRE_GAMES (greedy games per pairing
# and seat in the Manoeuvre bench, default 2: only its apply median is read).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
rev="${1:-e9fdc28}"
runs="${RUNS:-3}"
games="${MANOEUVRE_GAMES:-2}"
before="$(mktemp -d "${TMPDIR:-/tmp}/rozkaz-bench-XXXXXX")"
out="$(mktemp -d "${TMPDIR:-/tmp}/rozkaz-bench-out-XXXXXX")"
cleanup() {
  git -C "$here" worktree remove --force "$before" >/dev/null 2>&1 || rm -rf "$before"
  git -C "$here" worktree prune >/dev/null 2>&1 || true
  rm -rf "$out"
}
trap cleanup EXIT
git -C "$here" worktree add --quiet --detach "$before" "$rev"
ln -s "$(readlink -f "$here/node_modules")" "$before/node_modules"
echo "before: $rev ($(git -C "$before" log -1 --format='%h %ad' --date=iso)); current: $here (HEAD $(git -C "$here" rev-parse --short HEAD), working tree)"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# one run of the three benches in a tree, their figures appended to $out/<label>.<figure>
bench_once() {
  local tree="$1" label="$2" log
  log="$(cd "$tree" && BENCH_GAMES="$games" node --import tsx bench/manoeuvre.bench.ts 2>&1)"
  sed -n 's/^apply: .* median \([0-9.]*\) ms.*/\1/p' <<<"$log" >>"$out/$label.manoeuvre-apply"
  log="$(cd "$tree" && node --import tsx bench/owc.bench.ts 2>&1)"
  sed -n 's/^movement batch .*: median \([0-9.]*\) ms.*/\1/p' <<<"$log" >>"$out/$label.owc-move"
  sed -n 's/^one attack with .*: median \([0-9.]*\) ms.*/\1/p' <<<"$log" >>"$out/$label.owc-attack"
  sed -n 's/^one attack on a two-unit .*: median \([0-9.]*\) ms.*/\1/p' <<<"$log" >>"$out/$label.owc-stack"
  log="$(cd "$tree" && BENCH_GAME_SUBMISSIONS=4 node --import tsx bench/api.bench.ts 2>&1)"
  sed -n 's/^ratio API \/ floor *\([0-9.]*\)× p50.*/\1/p' <<<"$log" >>"$out/$label.submit-p50-per-floor"
}

for i in $(seq 1 "$runs"); do
  echo "run $i of $runs: before, then current"
  bench_once "$before" before
  bench_once "$here" current
done

median() { sort -g "$1" | awk '{ a[NR] = $1 } END { if (NR == 0) print "n/a"; else print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
printf '\n%-40s %10s %10s %9s\n' "median of $runs runs" before current "cur/bef"
for f in manoeuvre-apply owc-move owc-attack owc-stack submit-p50-per-floor; do
  b="$(median "$out/before.$f")"
  c="$(median "$out/current.$f")"
  unit=ms
  [ "$f" = submit-p50-per-floor ] && unit=×
  awk -v f="$f ($unit)" -v b="$b" -v c="$c" \
    'BEGIN { printf "%-40s %10s %10s %9s\n", f, b, c, (b + 0 > 0 && c != "n/a") ? sprintf("%.3f", c / b) : "n/a" }'
done
echo "each run's figures: $(for f in "$out"/*; do printf '%s=[%s] ' "$(basename "$f")" "$(paste -sd, "$f")"; done)"
