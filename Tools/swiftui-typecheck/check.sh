#!/bin/bash
# Typechecks PhaseKitUI, and the examples of docs/swiftui.md, on a machine without SwiftUI (Linux):
# against stand-in SwiftUI, Charts, UIKit, AppKit and ImageIO modules declared from Apple's
# documented signatures, in Swift 6 mode with warnings as errors. It catches concurrency,
# typed-throws and API-shape mistakes early; building on macOS remains the real test.
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

# build DIR FLAGS MODULE... : compiles stand-in modules into DIR.
build() {
  local dir=$1 flags=$2
  shift 2
  mkdir -p "$dir"
  for module in "$@"; do
    swiftc -swift-version 5 -suppress-warnings -parse-as-library $flags -emit-module -module-name "$module" \
      -I "$dir" "$here/StandIns/$module.swift" -emit-module-path "$dir/$module.swiftmodule"
  done
}
build "$work/ios" "" SwiftUI Charts UIKit SwiftUIUIKit
build "$work/xcode16" "-D XCODE16_SDK" SwiftUI Charts UIKit SwiftUIUIKit
build "$work/macos" "" SwiftUI Charts AppKit ImageIO

sources=$(find "$root/Sources/PhaseKitUI" -name '*.swift' | sort)
flags=(-swift-version 6 -warnings-as-errors -I "$modules" -I "$root/Sources/CSQLite")
status=0
for sdk in ios xcode16 macos; do
  echo "PhaseKitUI against the $sdk stand-ins"
  swiftc -typecheck -I "$work/$sdk" "${flags[@]}" -module-name PhaseKitUI $sources || status=1
done
echo "docs/swiftui.md examples"
swiftc -emit-module "${flags[@]}" -module-name PhaseKitUI -I "$work/ios" $sources \
  -emit-module-path "$work/ios/PhaseKitUI.swiftmodule"
# The stand-ins' directory comes first: SwiftPM's own (empty, on Linux) PhaseKitUI module is in
# the build's module directory too.
swiftc -typecheck -I "$work/ios" "${flags[@]}" "$here"/Examples/*.swift || status=1
[ $status -eq 0 ] && echo "ok"
exit $status
