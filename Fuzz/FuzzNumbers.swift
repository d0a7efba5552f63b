// Differential libFuzzer target: DecimalParser must agree bit for bit with Double(String) on
// every finite decimal, and the date parsers must never crash and must agree with each other's
// detection. Built by scripts/fuzz.sh, not by `swift build`.

/// The libFuzzer entry point: parses one input every way and checks the parsers agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumbers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  let parsed = size == 0 ? nil : DecimalParser.parse(data, count: size)
  // Only plain ASCII decimal text can be compared: Double(String) also reads hex, nan and inf,
  // which the parser rejects on purpose.
  let isDecimalText = bytes.allSatisfy { b in
    (b >= 48 && b <= 57) || b == 43 || b == 45 || b == 46 || b == 101 || b == 69
  }
  if isDecimalText {
    let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
    if parsed?.bitPattern != expected?.bitPattern {
      fatalError(
        "DecimalParser(\(text)) = \(String(describing: parsed)), Double = \(String(describing: expected))")
    }
  } else if let parsed, !parsed.isFinite {
    fatalError("DecimalParser returned a non-finite value for \(text)")
  }
  for format in DateFormat.allCases {
    if let seconds = size == 0 ? nil : DateParser.parse(data, count: size, as: format), !seconds.isFinite,
      format != .unixSeconds, format != .unixMilliseconds
    {
      fatalError("\(format) gave \(seconds) for \(text)")
    }
  }
  if let detected = DateFormat.detect(text), detected.seconds(from: text) == nil {
    fatalError("detected \(detected) for \(text) but it does not parse")
  }
  return 0
}
