import Foundation

/// What sanitization did: every dropped or merged point counted by reason, whether points were
/// reordered, how many breaks were added, and what is left.
///
/// ``outcome`` tells "there was no data" apart from "every point was invalid": a chart shows
/// "No data available" for the first and says what was wrong for the second. Sanitization never
/// invents a placeholder point.
///
/// ```swift
/// let (clean, report) = dataset.sanitized()
/// if report.outcome == .allInvalid {
///   print("all \(report.inputCount) points were invalid: \(report.summary)")
/// }
/// ```
public struct SanitizationReport: Sendable, Hashable, CustomStringConvertible {
  /// Why a point was dropped (or merged into another).
  public enum Reason: String, Sendable, Hashable, CaseIterable, Comparable {
    /// x or y was NaN: a blank, `null` or non-numeric cell in the source.
    case missing
    /// x or y was infinite.
    case infinite
    /// y was one of ``SanitizationOptions/sentinels``.
    case sentinel
    /// x or y was outside ``SanitizationOptions/xRange`` / ``SanitizationOptions/yRange``.
    case outOfRange
    /// Another point had the same x (merged per ``SanitizationOptions/duplicateX``).
    case duplicateX

    /// Orders reasons as declared, for stable printing.
    public static func < (lhs: Reason, rhs: Reason) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// What is left after sanitization.
  public enum Outcome: String, Sendable, Hashable {
    /// There were no points to begin with.
    case noData
    /// There were points, and every one was dropped.
    case allInvalid
    /// Some points were dropped, merged or reordered; some remain.
    case cleaned
    /// Nothing needed to change.
    case clean
  }

  /// Points before sanitization.
  public var inputCount: Int
  /// Points after sanitization.
  public var keptCount: Int
  /// Dropped or merged points by reason; reasons with no points are absent.
  public var dropped: [Reason: Int]
  /// Whether points had to be sorted by x.
  public var didSort: Bool
  /// Line breaks added for gaps longer than ``SanitizationOptions/maxGap``.
  public var breaksAdded: Int
  /// Line breaks added over rows with no value (a blank, `NA`, a sentinel) between two kept
  /// points, so that a line never bridges a hole in the data; 0 by default.
  public var breaksAtMissing = 0

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - inputCount: Points before sanitization.
  ///   - keptCount: Points after.
  ///   - dropped: Dropped or merged points by reason; empty by default.
  ///   - didSort: Whether points were sorted; `false` by default.
  ///   - breaksAdded: Breaks added for gaps; 0 by default.
  public init(
    inputCount: Int, keptCount: Int, dropped: [Reason: Int] = [:], didSort: Bool = false,
    breaksAdded: Int = 0
  ) {
    self.inputCount = inputCount
    self.keptCount = keptCount
    self.dropped = dropped.filter { $0.value != 0 }
    self.didSort = didSort
    self.breaksAdded = breaksAdded
  }

  /// The number of points dropped or merged for `reason`.
  public subscript(reason: Reason) -> Int { dropped[reason, default: 0] }

  /// All points dropped or merged, over every reason.
  public var droppedCount: Int { dropped.values.reduce(0, +) }

  /// What is left; see ``Outcome``.
  public var outcome: Outcome {
    if inputCount == 0 { return .noData }
    if keptCount == 0 { return .allInvalid }
    return droppedCount == 0 && !didSort && breaksAdded == 0 && breaksAtMissing == 0 ? .clean : .cleaned
  }

  /// `missing 3, sentinel 2, sorted, 1 break added`, or `clean`.
  public var summary: String {
    var parts = dropped.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
    if didSort { parts.append("sorted") }
    if breaksAdded > 0 { parts.append("\(breaksAdded) break\(breaksAdded == 1 ? "" : "s") added") }
    return parts.isEmpty ? "clean" : parts.joined(separator: ", ")
  }

  /// `kept 95 of 100 (missing 3, sentinel 2)`.
  public var description: String {
    "kept \(keptCount) of \(inputCount) (\(summary))"
  }

  /// Adds another report's counts to this one (for a dataset of several series).
  public mutating func merge(_ other: SanitizationReport) {
    inputCount += other.inputCount
    keptCount += other.keptCount
    dropped.merge(other.dropped, uniquingKeysWith: +)
    didSort = didSort || other.didSort
    breaksAdded += other.breaksAdded
    breaksAtMissing += other.breaksAtMissing
  }
}
