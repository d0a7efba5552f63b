// libFuzzer target for the JSON decoder; built by scripts/fuzz.sh, not by `swift build`.

/// The libFuzzer entry point: decodes one input, which must never crash, and checks the
/// one-pass long-format split against decoding again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let options = fuzzOptions(data[0], format: .json)
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  _ = try? ChartDecoder.decode(bytes, options: options)
  checkLongFormat(bytes, options: options)
  return 0
}
