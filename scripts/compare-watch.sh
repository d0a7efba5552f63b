#!/usr/bin/env bash
# First load of a large file by `phasekit watch`, two builds against each other and `chart`:
# ROUNDS rounds (default 3), each running BEFORE's watch, AFTER's watch and AFTER's chart, every
# process after a 6 s pause, so that each starts with memory as cold as a new process meets it
# on this virtual machine (freed pages go back to the host after a few seconds; see BENCHMARKS.md,
# "Session 7"). Run it under the CPU lock.
#
#   scripts/compare-watch.sh /tmp/phasekit-main .build/release/phasekit big.csv 3
set -euo pipefail
before=$1; after=$2; file=$3; rounds=${4:-3}
here=$(cd "$(dirname "$0")" && pwd)
for round in $(seq "$rounds"); do
  for bin in "$before" "$after"; do
    sleep 6
    echo "round $round, watch $bin: $("$here/measure-watch.sh" "$bin" "$file" 3 2>/dev/null)"
  done
  sleep 6
  cat "$file" > /dev/null
  times=$(mktemp)
  /usr/bin/time -v "$after" chart "$file" > /dev/null 2> "$times"
  echo "round $round, chart $after: $(grep -E 'Elapsed|User time|System time|Maximum resident' "$times" \
    | sed 's/^[[:space:]]*//' | paste -sd ';' -)"
  rm -f "$times"
done
