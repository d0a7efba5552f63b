import Foundation

/// A number of bytes as people read it: `512 B`, `1.5 KB`, `64 MB`, `2.3 GB`.
///
/// One convention everywhere PhaseKit shows a size (a limit in an error, the cache's list, a
/// download's progress): powers of 1024, as the sizes given to it are read (`--max-bytes 64M`
/// is 64 × 2²⁰ bytes) and as curl's progress meter shows them. A value under 10 of its unit
/// keeps one decimal unless it is whole (`1.5 KB`, `2 MB`); from 10 up it is rounded to a
/// whole number (`340 KB`), never to 1024 of a unit (that is `1 MB`).
public enum ByteCount {
  /// The units, each 1024 times the one before.
  static let units = ["B", "KB", "MB", "GB", "TB", "PB"]

  /// `bytes` as text, e.g. `ByteCount.text(1536)` is `1.5 KB`.
  ///
  /// - Parameter bytes: A count of bytes; a negative count is shown as 0 B.
  /// - Returns: The count in the largest unit it reaches, with its unit.
  public static func text(_ bytes: Int64) -> String {
    guard bytes >= 1024 else { return "\(max(bytes, 0)) B" }
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    if value < 10 {
      let tenths = (value * 10).rounded() / 10
      if tenths < 10 {
        return tenths == tenths.rounded() ? "\(Int(tenths)) \(units[unit])" : "\(tenths) \(units[unit])"
      }
    }
    let whole = value.rounded()
    // 1023.6 KB rounds to 1024 KB: that is 1 MB.
    if whole >= 1024, unit < units.count - 1 { return "1 \(units[unit + 1])" }
    return "\(Int(whole)) \(units[unit])"
  }

  /// `bytes` as text, as for a count of type `Int64`.
  public static func text(_ bytes: Int) -> String { text(Int64(bytes)) }
}
