#!/bin/bash
# Compiles PhaseKitUI, and the examples of PhaseKitUI.docc/UsingPhaseKitUI.md, on a machine without SwiftUI:
# against stand-in SwiftUI, Charts, Accessibility, UIKit, AppKit and ImageIO modules declared with
# the signatures and `@available` of Apple's iOS 18 SDK interfaces, in Swift 6 mode with warnings
# as errors. Building on macOS (CI) remains the real test; this catches, here:
#   - API-shape, typed-throws and actor-isolation mistakes (type checking);
#   - region-isolation ("sending") mistakes: every file is compiled to an object, not only
#     typechecked, because those are found after type checking;
#   - API above PhaseKit's floor (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1): each stand-in
#     `@available` above it becomes a deprecation, an error under -warnings-as-errors.
# The files in Rejected/ must fail (with the text on their `// expect:` line): proof that the last
# two checks work.
#
#   Tools/swiftui-typecheck/check.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/Tools/swiftui-typecheck"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$root"
swift build --target PhaseCharts >/dev/null # the real PhaseKit and PhaseCharts modules
modules="$root/.build/debug/Modules"
[ -d "$modules" ] || modules="$root/.build/debug"

# floor FILE: the stand-in with a deprecation before every `@available` above the floor.
floor() {
  awk '
    BEGIN { min["iOS"] = 17; min["macOS"] = 14; min["tvOS"] = 17; min["watchOS"] = 10; min["visionOS"] = 1 }
    /^[ \t]*@available\((iOS|macOS|tvOS|watchOS|visionOS) [0-9]/ {
      line = $0; sub(/^[ \t]*@available\(/, "", line); sub(/\).*/, "", line)
      n = split(line, parts, /, */); above = ""
      for (i = 1; i <= n; i++) {
        split(parts[i], pv, / /)
        if ((pv[1] in min) && pv[2] + 0 > min[pv[1]]) above = above (above == "" ? "" : ", ") pv[1] " " pv[2]
      }
      if (above != "") print "@available(*, deprecated, message: \"" above ": above PhaseKit'"'"'s floor (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1)\")"
    }
    { print }' "$1"
}

# standins DIR FLAGS MODULE... : compiles stand-in modules into DIR.
standins() {
  local dir=$1 flags=$2
  shift 2
  mkdir -p "$dir/src"
  for module in "$@"; do
    floor "$here/StandIns/$module.swift" >"$dir/src/$module.swift"
    swiftc -swift-version 5 -suppress-warnings -parse-as-library $flags -emit-module -module-name "$module" \
      -I "$dir" "$dir/src/$module.swift" -emit-module-path "$dir/$module.swiftmodule"
  done
}
standins "$work/ios" "" Accessibility SwiftUI Charts UIKit SwiftUIUIKit Network
standins "$work/xcode16" "-D XCODE16_SDK" Accessibility SwiftUI Charts UIKit SwiftUIUIKit Network
standins "$work/macos" "" Accessibility SwiftUI Charts AppKit ImageIO Network

# compile SDK NAME FILE... : compiles FILEs as module NAME to an object (SIL diagnostics included).
compile() {
  local sdk=$1 name=$2
  shift 2
  # The stand-ins' directory comes first: SwiftPM's own (empty, on Linux) PhaseKitUI module is in
  # the build's module directory too.
  swiftc -swift-version 6 -warnings-as-errors -parse-as-library -wmo -c -I "$work/$sdk" -I "$modules" \
    -I "$root/Sources/CSQLite" -I "$root/Sources/CZlib" -module-name "$name" -emit-module \
    -emit-module-path "$work/$sdk/$name.swiftmodule" -o "$work/$sdk-$name.o" "$@"
}

sources=$(find "$root/Sources/PhaseKitUI" -name '*.swift' | sort)
status=0
for sdk in ios xcode16 macos; do
  echo "PhaseKitUI against the $sdk stand-ins"
  compile "$sdk" PhaseKitUI $sources || status=1
done
echo "PhaseKitUI.docc/UsingPhaseKitUI.md examples"
compile ios Examples "$here"/Examples/*.swift || status=1

for rejected in "$here"/Rejected/*.swift; do
  expected=$(sed -n 's|^// expect: ||p' "$rejected" | head -1)
  name=$(basename "$rejected" .swift)
  if output=$(compile ios "$name" "$rejected" 2>&1); then
    echo "Rejected/$name.swift compiled, but must fail with: $expected"
    status=1
  elif ! grep -qF "$expected" <<<"$output"; then
    echo "Rejected/$name.swift failed without: $expected"
    echo "$output" | head -20
    status=1
  else
    echo "Rejected/$name.swift is rejected, as it must be"
  fi
done

# Synchronization's Mutex needs iOS 18 / macOS 15, and no stand-in can flag it (it is real on
# Linux): no file may import Synchronization outside the non-Apple branch of Lock.swift.
if grep -rln "^[[:space:]]*import Synchronization" "$root/Sources" "$root/Tests" \
  | grep -v "Sources/PhaseKit/Support/Lock.swift"; then
  echo "import Synchronization above: Mutex and Atomic need iOS 18 / macOS 15; use Lock"
  status=1
fi

# A typed-throws function type whose metadata is needed (a generic argument, an optional, a cast
# to Any) needs the Swift 6 runtime: iOS 18 / macOS 15. Xcode rejects it for the iOS 17 floor; Linux
# has no such check, so flag the shapes that need it (a heuristic: `<… throws(E) …>`, `(… throws(E)
# … )?`).
if grep -rnE "<[^<>=]*throws\([A-Za-z.]+\)|throws\([A-Za-z.]+\)[^{]*\)\?" "$root/Sources" --include=*.swift \
  | grep -v "^[^:]*:[0-9]*:[[:space:]]*///"; then
  echo "a typed-throws function type above may need type metadata: the Swift 6 runtime (iOS 18)"
  status=1
fi

[ $status -eq 0 ] && echo "ok"
exit $status
