import Foundation

extension WideTable {
  /// The number a cell of a numbered column holds: written plainly (`24.5`), or with a decimal
  /// comma when the values are separated by semicolons (`24,5` in `df.to_csv(sep=";",
  /// decimal=",")`, Excel's CSV in most of Europe), so that such a wide table is read wide as its
  /// plain form is; nil for anything else. A tab or `|` file keeps `23,288` unread: there the
  /// comma may group thousands.
  static func value(_ start: UnsafePointer<UInt8>, count: Int, delimiter: UInt8) -> Double? {
    if let value = DecimalParser.parse(start, count: count) { return value }
    guard delimiter == UInt8(ascii: ";"), count > 0 else { return nil }
    let (value, length) = DecimalParser.parsePrefix(start, limit: count, decimal: UInt8(ascii: ","))
    return length == count ? value : nil
  }
}
