// libFuzzer target for the CSV decoder; built by scripts/fuzz.sh, not by `swift build`.
// The first byte picks options, so one corpus explores strict/lenient, long format, no header
// and small limits; the rest is the document. Any crash, hang or sanitizer report is a bug, and
// so is any difference between the fast decoder split into pieces (one-pass rows, values
// written into the column arrays, the split verified afterwards) and the reference (the general
// record reader on one core, appending to growable arrays, grouping a named series column's
// rows as it reads them), and any difference between the one-pass long-format split (found or
// named) and its reference.

import PhaseKit

/// The libFuzzer entry point: decodes one input, which must never crash, both ways.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 1 else { return 0 }
  let options = fuzzOptions(data[0], format: .csv)
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  _ = try? ChartDecoder.decode(bytes, options: options)
  checkLongFormat(bytes, options: options)
  // The second byte picks how many workers (1...4) the fast decoder splits the rows among,
  // and the smallest run of lines they claim: 1 byte (a run per line near where the workers
  // meet), 16, 64 or 256 bytes.
  var csvOptions = options
  csvOptions.format = .csv
  let pieces = Int(data[1] & 3) + 1
  let chunk = [1, 16, 64, 256][Int(data[1] >> 2 & 3)]
  // Bit 4: every run taken from the back (all moved), whatever the timing.
  let fromBack = data[1] & 16 != 0
  let split = describe { () throws(DataError) in
    try CSVTableDecoder.decode(
      bytes, options: csvOptions, pieces: pieces, minimumParallelBytes: 0, minimumChunkBytes: chunk,
      startsFromBack: fromBack)
  }
  // The reference reads every row with the general record reader and groups the rows of a
  // named series column as it reads them.
  let reference = describe { () throws(DataError) in
    try CSVTableDecoder.decode(bytes, options: csvOptions, allowsFastRows: false, groupsRows: true)
  }
  if split != reference {
    fatalError("split decode (\(pieces) workers, runs of \(chunk) bytes) differs from the reference:\n\(split)\n---\n\(reference)")
  }
  return 0
}
