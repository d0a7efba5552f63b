#!/bin/bash
# What plotting costs on the calling actor, for PlotPointsModel.defaultSynchronousPointLimit:
# the median time of one `plotPoints(forWidth: 320)` (downsample + flatten), release build, for
# datasets of 2 000 to 2 000 000 points in two series. Run under the CPU lock on a shared machine:
#
#   flock -o /work/coord/cpu.lock Tools/swiftui-typecheck/plot-points-timing.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
swift build -c release --target PhaseCharts >/dev/null
release="$root/.build/release"
cat >"$work/main.swift" <<'EOF'
import Foundation
import PhaseCharts

func dataset(_ n: Int) -> Dataset {
  let xs = (0..<n / 2).map(Double.init)
  return Dataset(series: [
    Series(name: "a", xs: xs, ys: xs.map { sin($0 / 50) * 10 + ($0 / 7).truncatingRemainder(dividingBy: 3) }),
    Series(name: "b", xs: xs, ys: xs.map { cos($0 / 31) * 5 }),
  ])
}
for n in [2_000, 20_000, 200_000, 2_000_000] {
  let d = dataset(n)
  var times: [Double] = []
  var out = 0
  for _ in 0..<201 {
    let start = DispatchTime.now().uptimeNanoseconds
    out = d.plotPoints(forWidth: 320).count
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
  }
  times.sort()
  print("\(n) points: plotted to 320 columns in \(String(format: "%.1f", times[100])) µs (median of 201), \(out) points out")
}
EOF
swiftc -O "$work/main.swift" -I "$release/Modules" -I "$root/Sources/CSQLite" -I "$root/Sources/CZlib" \
  "$release"/PhaseCharts.build/*.o "$release"/PhaseKit.build/*.o -lsqlite3 -lz -o "$work/timing" 2>/dev/null
"$work/timing"
