import Foundation

/// The x ticks of an axis of times of day, in hours after midnight (`ChartDecoder` reads
/// `00:15` or `00:00-00:15` as 0.25; ``Dataset/xIsTimeOfDay``): on whole clock steps (every 15
/// or 30 minutes, 1, 2, 3, 4, 6 or 12 hours), labelled as a clock reads them, `00:00 06:00
/// 12:00 18:00 24:00`, never `0 5 10 15 20`.
public enum ClockTicks {
  /// The steps tried, in hours, smallest first: each divides the day evenly.
  static let steps: [Double] = [0.25, 0.5, 1, 2, 3, 4, 6, 12, 24]

  /// The ticks in `domain`, at most `count` of them (at least 2 are aimed for): the values, in
  /// hours, and their clock labels.
  ///
  /// - Parameters:
  ///   - domain: The axis's range, in hours after midnight.
  ///   - count: The most ticks there is room for.
  /// - Returns: The ticks, ascending; empty for a domain that is not finite.
  public static func ticks(in domain: ClosedRange<Double>, count: Int) -> [(value: Double, label: String)] {
    let span = domain.upperBound - domain.lowerBound
    guard span.isFinite, span >= 0, domain.lowerBound.isFinite, abs(domain.lowerBound) < 1e6 else { return [] }
    let limit = Double(max(count, 2))
    let step = steps.first { (span / $0).rounded(.down) + 1 <= limit } ?? (span / (limit - 1) / 24).rounded(.up) * 24
    var value = (domain.lowerBound / step).rounded(.up) * step
    var ticks: [(value: Double, label: String)] = []
    while value <= domain.upperBound + step * 1e-9 && ticks.count < 1000 {
      ticks.append((value, label(value)))
      value += step
    }
    return ticks
  }

  /// A time of day in hours after midnight as a clock shows it: `06:30`; `24:00` for the end
  /// of the day, `-01:00` before its start.
  ///
  /// - Parameter hours: Hours after midnight.
  /// - Returns: The label.
  public static func label(_ hours: Double) -> String {
    let minutes = Int((abs(hours) * 60).rounded())
    let text = String(format: "%02d:%02d", minutes / 60, minutes % 60)
    return hours < 0 && minutes > 0 ? "-" + text : text
  }
}
