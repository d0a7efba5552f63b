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
