import Foundation

/// The occasions of a small panel: `t` 1, 2, 3, 4 of each `id` in lifelines' `panel_test`,
/// where some units were seen once or twice. A counter must count three rows or more before it
/// starts again (``countsAndRestarts(_:)``: a 0/1 that alternates counts nothing), which left
/// such a `t` a measure and drew the panel as strips of points over it; named for occasions,
/// it is the time within each unit, and each unit a line over it.
extension ColumnRole {
  /// Names of the occasions at which the units of a panel are seen.
  static let occasionWords: Set<String> = [
    "t", "time", "day", "days", "week", "weeks", "month", "months", "wave", "visit", "period", "occasion",
  ]

  /// Whether a column's name is one word of ``occasionWords`` (`t`, `visit`, `Week`).
  static func isOccasionName(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: name)
    return words.count == 1 && occasionWords.contains(words[0])
  }

  /// Whether `numbers` count occasions from 0 or 1 up by one, starting again at the least value
  /// at least twice, with runs of 2.5 rows or more on average: a unit may have been seen once.
  static func countsOccasions(_ numbers: [Double]) -> Bool {
    guard let least = numbers.min(), least == 0 || least == 1, numbers.first == least else { return false }
    var runs = 1
    for (previous, number) in zip(numbers, numbers.dropFirst()) {
      if number == least {
        runs += 1
      } else if number != previous + 1 {
        return false
      }
    }
    return runs >= 3 && 2 * numbers.count >= 5 * runs
  }

  /// Whether `column` holds the units of a panel whose occasions a counter named for them
  /// counts (``isOccasionName(_:)``, ``ColumnRole/counter``): three runs or more, each value
  /// in one run, and the counter starts again exactly where a run starts. Unlike
  /// ``repeatsInRuns(_:)``, a run may be one row: a unit seen once.
  static func isOccasionsUnit(_ column: Int, names: [String], values: [[String]], roles: [ColumnRole]) -> Bool {
    let starts = blockStarts(values[column])
    guard starts.count >= 3, Set(starts.map { values[column][$0] }).count == starts.count else { return false }
    return names.indices.contains { other in
      guard other != column, roles[other] == .counter, isOccasionName(names[other]),
        values[other].count == values[column].count
      else { return false }
      let numbers = values[other].compactMap(Double.init)
      guard numbers.count == values[other].count, let least = numbers.min() else { return false }
      return numbers.indices.filter { numbers[$0] == least } == starts
    }
  }
}
