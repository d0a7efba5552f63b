// libFuzzer target for the JSON decoder; built by scripts/fuzz.sh, not by `swift build`.

/// The libFuzzer entry point: decodes one input, which must never crash, and checks the
/// one-pass long-format split against decoding again. A document read as JSON is strict
/// (shared/DESIGN.md): when it decodes, all of it is UTF-8, since the decoder checks every
/// string, used or skipped, and nothing else may hold a byte over 0x7F.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let options = fuzzOptions(data[0], format: .json)
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  // A gzip document is read as the text it holds (every member): that text must be UTF-8.
  let text =
    PackedData.isGzip(bytes)
    ? (try? PackedData.gunzip(bytes, limit: options.limits.maxBytes)) ?? [] : Array(bytes)
  if (try? ChartDecoder.decode(bytes, options: options)) != nil, options.format == .json,
    String(validating: text, as: UTF8.self) == nil
  {
    fatalError("JSON that is not UTF-8 was accepted: \(Array(bytes))")
  }
  checkLongFormat(bytes, options: options)
  return 0
}
