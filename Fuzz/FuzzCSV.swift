// libFuzzer target for the CSV decoder; built by scripts/fuzz.sh, not by `swift build`.
// The first byte picks options, so one corpus explores strict/lenient, long format, no header
// and small limits; the rest is the document. Any crash, hang or sanitizer report is a bug.

/// The libFuzzer entry point: decodes one input, which must never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let options = fuzzOptions(data[0], format: .csv)
  _ = try? ChartDecoder.decode(UnsafeBufferPointer(start: data + 1, count: size - 1), options: options)
  return 0
}
