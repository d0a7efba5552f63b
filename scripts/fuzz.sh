#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/ with AddressSanitizer.
#
#   scripts/fuzz.sh [seconds-per-target] [target...]     # targets: csv json numbers
#
# `swift build --sanitize=fuzzer` cannot add AddressSanitizer reliably on this toolchain, so the
# decoder sources are compiled straight with swiftc (see shared/DESIGN.md): first the PhaseKit
# error type as a module, then the decoder sources in
# Sources/PhaseCharts/Data with one Fuzz/ entry point. The fuzzers
# are never part of `swift build` or `swift test`. Each target starts from its seeds in
# Fuzz/Corpus/<target> (the first byte picks the options): among them a header name and a JSON
# key of 4,000 characters, and documents of two gzip members. The HTTP client's parsers, the
# gzip members of a body and request parts with line breaks (header and request-line injection)
# are fuzzed from seeds in Tests/PhaseKitSocketTests (`mutatedMultiMemberGzipAndInjectionSeeds…`,
# `theParsersSurviveRandomBytes`), which need the whole package. A crash leaves its input in
# .build/fuzz/artifacts/; turn it into an ordinary test in Tests/PhaseChartsTests/FuzzRegressionTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
shift || true
targets=("${@:-csv json numbers}")
targets=(${targets[@]})
out=.build/fuzz
mkdir -p "$out/artifacts"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name PhaseKit)

swiftc "${flags[@]}" -module-name PhaseKit -emit-module -emit-module-path "$out/PhaseKit.swiftmodule" \
  -emit-library -static -o "$out/libPhaseKit.a" Sources/PhaseKit/Errors/DataError.swift \
  Sources/PhaseKit/Errors/DataError+LongWords.swift \
  Sources/PhaseKit/Support/Lock.swift Sources/PhaseKit/Support/LargeBuffers.swift \
  Sources/PhaseKit/Support/Processors.swift

# The decoder and its model, without the drawing helpers that live beside them.
data=Sources/PhaseCharts/Data
sources=("$data"/Series.swift "$data"/DecodeOptions.swift "$data"/ChartDecoder*.swift
  "$data"/ColumnPlan*.swift "$data"/DatasetBuilder.swift "$data"/SeriesCandidates.swift
  "$data"/ByteKeyTable.swift "$data"/DecimalParser*.swift
  "$data"/DateFormat.swift "$data"/DateParser*.swift "$data"/CSV*.swift "$data"/JSON*.swift
  "$data"/WideColumns.swift "$data"/UnreadableCells.swift "$data"/PackedData.swift "$data"/Dataset+Mark.swift)

for target in "${targets[@]}"; do
  case "$target" in
    csv) entry=Fuzz/FuzzCSV.swift ;;
    json) entry=Fuzz/FuzzJSON.swift ;;
    numbers) entry=Fuzz/FuzzNumbers.swift ;;
    *) echo "unknown target $target" >&2; exit 2 ;;
  esac
  # zlib (the system's) for gzip input, as the package links it on Linux.
  swiftc "${flags[@]}" -module-name "Fuzz_$target" -I "$out" -L "$out" -lPhaseKit -I Sources/CZlib -lz \
    "${sources[@]}" Fuzz/FuzzSupport.swift "$entry" -o "$out/fuzz-$target" 2>&1 \
    | { grep -v "ld.gold: warning: Cannot export local symbol" || true; }
  corpus="$out/corpus-$target"
  mkdir -p "$corpus"
  cp -n Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
  echo "== fuzz-$target for ${seconds}s"
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$out/fuzz-$target" "$corpus" \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/artifacts/$target-" -print_final_stats=1 2>&1 | tail -n 12
done
