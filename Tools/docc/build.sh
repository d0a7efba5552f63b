#!/bin/bash
# Builds the DocC documentation of every library module from symbol graphs, with the `docc` that
# ships in the toolchain (the swift-docc-plugin cannot be fetched here), and fails on any warning:
# a ``symbol`` link that does not resolve, an article or image that is missing, a topic group that
# names nothing. Each module is its own archive, so a link to another module's symbol does not
# resolve: name it in code voice (`DataError`), or link its article on the Web.
#
#   Tools/docc/build.sh            # archives in .build/docc/<Module>.doccarchive
#   Tools/docc/build.sh OUT_DIR
#
# PhaseKit, PhaseCharts, PhaseDrawing and PhaseKitSocket come from `swift package
# dump-symbol-graph` (which builds the package first). PhaseKitUI is empty on Linux (every file is
# `#if canImport(SwiftUI)`), so its symbol graph comes from compiling it against the stand-in
# SwiftUI / Charts modules of Tools/swiftui-typecheck, which carry the iOS SDK's signatures; on a
# Mac (and on the Swift Package Index) the real SDK is used.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/.build/docc}
modules=(PhaseKit PhaseCharts PhaseDrawing PhaseKitUI PhaseKitSocket)
swift_bin=$(dirname "$(realpath "$(command -v swift)")")
docc=${DOCC:-$swift_bin/docc}
[ -x "$docc" ] || docc=$(command -v docc)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"

swift package dump-symbol-graph --emit-extension-block-symbols >"$work/dump.log" 2>&1 || {
  cat "$work/dump.log"
  exit 1
}
graphs=$(sed -n 's|^Files written to ||p' "$work/dump.log" | tail -1)
for module in "${modules[@]}"; do
  mkdir -p "$work/graphs/$module"
  cp "$graphs/$module.symbols.json" "$work/graphs/$module/"
  cp "$graphs/$module"@*.symbols.json "$work/graphs/$module/" 2>/dev/null || true
done

if ! grep -q '"kind":{"identifier":"swift\.' "$work/graphs/PhaseKitUI/PhaseKitUI.symbols.json" \
  && [ "$(uname)" != Darwin ]; then
  # PhaseKitUI against the stand-ins (iOS), as Tools/swiftui-typecheck/check.sh compiles it.
  standins="$root/Tools/swiftui-typecheck/StandIns"
  bin=$(swift build --show-bin-path)
  built="$bin/Modules"
  [ -d "$built" ] || built="$bin"
  mkdir -p "$work/sdk"
  for module in Accessibility SwiftUI Charts UIKit SwiftUIUIKit Network; do
    swiftc -swift-version 5 -suppress-warnings -parse-as-library -emit-module -module-name "$module" \
      -I "$work/sdk" "$standins/$module.swift" -emit-module-path "$work/sdk/$module.swiftmodule"
  done
  rm -f "$work/graphs/PhaseKitUI/"*
  mkdir -p "$work/ui"
  # shellcheck disable=SC2046
  swiftc -swift-version 6 -parse-as-library -suppress-warnings -I "$work/sdk" -I "$built" \
    -I "$root/Sources/CSQLite" -I "$root/Sources/CZlib" -module-name PhaseKitUI -emit-module \
    -emit-module-path "$work/ui/PhaseKitUI.swiftmodule" \
    $(find "$root/Sources/PhaseKitUI" -name '*.swift' | sort)
  # symbolgraph-extract (not -emit-symbol-graph) leaves out the re-exported PhaseKit and
  # PhaseCharts, which have pages of their own.
  swift symbolgraph-extract -module-name PhaseKitUI -target "$(uname -m)-unknown-linux-gnu" \
    -I "$work/ui" -I "$work/sdk" -I "$built" -I "$root/Sources/CSQLite" -I "$root/Sources/CZlib" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$work/graphs/PhaseKitUI"
fi

mkdir -p "$out"
status=0
for module in "${modules[@]}"; do
  catalog="$root/Sources/$module/$module.docc"
  args=()
  [ -d "$catalog" ] && args+=("$catalog")
  rm -rf "$out/$module.doccarchive"
  if ! "$docc" convert "${args[@]}" --additional-symbol-graph-dir "$work/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$out/$module.doccarchive" --ide-console-output \
    >"$work/$module.log" 2>&1; then
    status=1
  fi
  warnings=$(grep -c ': warning: \|: error: \|^warning: \|^error: ' "$work/$module.log" || true)
  echo "$module: $warnings warning(s)"
  if [ "$warnings" -ne 0 ]; then
    sed "s|$root/||g" "$work/$module.log"
    status=1
  fi
done
[ $status -eq 0 ] && echo "ok: $out"
exit $status
