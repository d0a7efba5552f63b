import PhaseKit

// Shared by the decoder fuzz targets.

/// Options chosen by one byte: strictness, long format, header, x/y choice and small limits, so
/// that limit and error paths are reached often.
func fuzzOptions(_ byte: UInt8, format: DecodeOptions.Format) -> DecodeOptions {
  var options = DecodeOptions(format: byte & 0x80 != 0 ? .auto : format)
  options.missingValues = byte & 1 != 0 ? .fail : .markAsMissing
  if byte & 2 != 0 { options.series = 1 }
  if byte & 4 != 0 { options.hasHeader = false }
  if byte & 8 != 0 { options.x = 1 }
  if byte & 16 != 0 { options.y = [2, "b"] }
  if byte & 32 != 0 { options.xFormat = .date(DateFormat.allCases[Int(byte >> 2) % 5]) }
  options.limits = DecodeOptions.Limits(
    maxBytes: 1 << 20, maxColumns: byte & 64 != 0 ? 4 : 256, maxFieldBytes: 512, maxSeries: 16,
    maxDepth: 8)
  return options
}

/// A decode's outcome as text: its columns, every value bit for bit, or the error.
func describe(_ decode: () throws(DataError) -> DecodedTable) -> String {
  do {
    let table = try decode()
    let dataset = table.dataset
    var text = "\(table.columns) \(dataset.xKind) \(dataset.xLabel) \(dataset.yLabel) "
    text += "\(String(describing: dataset.utcOffset))\n"
    for series in dataset.series {
      text += series.name + "\n"
      text += series.xs.map { String($0.bitPattern, radix: 16) }.joined(separator: " ") + "\n"
      text += series.ys.map { String($0.bitPattern, radix: 16) }.joined(separator: " ") + "\n"
    }
    return text
  } catch {
    return "error \(error)"
  }
}

/// Long format: the one-pass split (the candidate columns, or the named series column,
/// recorded while decoding, the split made in memory) must give what the reference gives
/// (decoding again per candidate column; a named column's rows grouped as they are read),
/// columns, values bit for bit and errors alike; any difference is a crash. `fuzzOptions`
/// names the series column (`series = 1`) for one input in two.
func checkLongFormat(_ bytes: UnsafeBufferPointer<UInt8>, options: DecodeOptions) {
  // The reference reads text only; a gzip document (every member) is compared as the text it
  // holds, which is what `decodeTable` reads.
  if PackedData.isGzip(bytes) {
    guard let text = try? PackedData.gunzip(bytes, limit: options.limits.maxBytes) else { return }
    text.withUnsafeBufferPointer { checkLongFormat($0, options: options) }
    return
  }
  let onePass = describe { () throws(DataError) in try ChartDecoder.decodeTable(bytes, options: options) }
  let again = describe { () throws(DataError) in
    try ChartDecoder.decodeTableDecodingAgain(bytes, options: options)
  }
  if onePass != again {
    fatalError("the one-pass long-format split differs from the reference:\n\(onePass)\n---\n\(again)")
  }
}
