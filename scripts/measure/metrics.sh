#!/bin/bash
# The size figures of a checkout (source lines, public declarations, catalogs, tests, README and
# BENCHMARKS lines, issue numbers left in comments). Usage: scripts/measure/metrics.sh CHECKOUT

cd "$1"
echo "source lines (Sources/**/*.swift): $(find Sources -name '*.swift' | xargs cat | wc -l)"
echo "source files: $(find Sources -name '*.swift' | wc -l)"
for m in PhaseKit PhaseCharts PhaseDrawing PhaseKitUI PhaseKitSocket PhaseKitCLI phasekit; do
  [ -d Sources/$m ] && echo "  $m: $(find Sources/$m -name '*.swift' | xargs cat | wc -l) lines, $(grep -rhE '^\s*(@[A-Za-z]+\s+)*public ' Sources/$m --include=*.swift | wc -l) public decls"
done
echo "public declarations (lines starting with public, Sources/): $(grep -rhE '^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(public|open) ' Sources --include=*.swift | wc -l)"
echo "catalog lines: $(cat $(find Sources -name '*.xcstrings') | wc -l) in $(find Sources -name '*.xcstrings' | wc -l) catalogs"
echo "test files: $(find Tests -name '*.swift' | wc -l); @Test: $(grep -rh '@Test' Tests --include=*.swift | wc -l)"
echo "README lines: $(wc -l < README.md); BENCHMARKS lines: $(wc -l < BENCHMARKS.md)"
echo "issue numbers in comments: $(grep -rnE '//.*([Ii]ssue [0-9]+|#[0-9]{1,3}\b)' Sources Tests --include=*.swift | wc -l)"
