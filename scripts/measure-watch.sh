#!/usr/bin/env bash
# CPU and memory of `phasekit watch FILE --every 1` after its first load: how long the first line
# took, the CPU of the first load and of the next 10 s of refreshes, resident memory, and peak.
#
#   scripts/measure-watch.sh .build/release/phasekit big.csv [SECONDS]
#
# SECONDS (default 10) is how long the refreshes after the first load are measured. The file's
# pages are read into the system's cache first, as `chart`'s and `watch`'s runs of the same file
# would find them after the first.
set -euo pipefail
bin=$1; file=$2; seconds=${3:-10}; out=$(mktemp)
cat "$file" > /dev/null
"$bin" watch "$file" --every 1 > "$out" 2>&1 &
pid=$!
trap 'kill -9 $pid 2>/dev/null || true; rm -f "$out"' EXIT
start=$(date +%s.%N)
while [ ! -s "$out" ]; do sleep 0.05; done
first=$(date +%s.%N)
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
field() { awk -v k="$1:" '$1 == k {print $2}' "/proc/$pid/status"; }
cpu1=$(ticks); rss1=$(field VmRSS)
sleep "$seconds"
cpu2=$(ticks); rss2=$(field VmRSS); peak=$(field VmHWM)
hz=$(getconf CLK_TCK)
echo "first line after $(echo "$first - $start" | bc) s; CPU of the first load $(echo "scale=2; $cpu1 / $hz" | bc) s;" \
  "CPU of the next $seconds s $(echo "scale=2; ($cpu2 - $cpu1) / $hz" | bc) s; resident ${rss1} kB then ${rss2} kB;" \
  "peak ${peak} kB; $(wc -l < "$out") lines"
