import Foundation
import PhaseKit

extension CSVTableDecoder {
  /// Adds to `samples` the first value further down each column of slashed dates whose sampled
  /// values read both as month/day/year and as day/month/year (`10/3/2016` … `12/11/2016`), so
  /// that planning decides the order from the whole column, not from its first rows: hourly
  /// data from the 3rd of October has its first day over 12 on row 241.
  ///
  /// The added row holds that one value (the other cells are blank, which planning skips) and
  /// its line. Only such columns are read ahead, and only up to their deciding value; when none
  /// decides, the whole table was read, and the rows where the column's day first changes (up
  /// to ``maxDayChanges``) are added instead, for planning to order timestamps by their steps. A table whose sample
  /// already holds every row has nothing more to read.
  static func decideDateOrder(
    names: [String], samples: inout [[String?]], lines: inout [Int], from reader: CSVReader,
    fields: UnsafeMutablePointer<CSVReader.Field>
  ) {
    guard samples.count >= ColumnPlan.sampleRows else { return }
    var undecided = ColumnPlan.undecidedDateColumns(count: names.count, in: samples)
    guard !undecided.isEmpty else { return }
    var scan = reader
    let base = reader.base
    // Where each undecided column's day changes (its first changes, as written, with their
    // lines): planning orders a logger's timestamps by them when no value decides
    // (``ColumnPlan/dateOrder(byStepsOf:)``).
    var dayChanges = [Int: [(text: String, line: Int)]]()
    var lastDay = [Int: [UInt8]]()
    while !undecided.isEmpty, let fieldCount = try? scan.next(into: fields) {
      undecided.removeAll { column in
        guard column < fieldCount else { return false }
        let (start, count) = scan.trimmedRange(of: fields[column])
        let text = { String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self) }
        guard ColumnPlan.decidesDateOrder(base + start, count: count) else {
          if dayChanges[column, default: []].count < maxDayChanges {
            let bytes = UnsafeBufferPointer(start: base + start, count: count)
            let day = Array(bytes.prefix { $0 != UInt8(ascii: " ") })
            if lastDay[column] != day {
              if lastDay[column] != nil { dayChanges[column, default: []].append((text(), scan.recordLine)) }
              lastDay[column] = day
            }
          }
          return false
        }
        var row = [String?](repeating: nil, count: names.count)
        row[column] = text()
        samples.append(row)
        lines.append(scan.recordLine)
        return true
      }
    }
    for column in undecided {
      for change in dayChanges[column, default: []] {
        var row = [String?](repeating: nil, count: names.count)
        row[column] = change.text
        samples.append(row)
        lines.append(change.line)
      }
    }
  }

  /// How many changes of day an undecided column keeps for ``ColumnPlan/dateOrder(byStepsOf:)``.
  static let maxDayChanges = 24
}

extension ColumnPlan {
  /// The columns of slashed dates whose sampled values read both as month/day/year and as
  /// day/month/year (most of their values dates), which a value further down may decide.
  static func undecidedDateColumns(count: Int, in samples: [[String?]]) -> [Int] {
    (0..<count).filter { column in
      let values = values(of: column, in: samples)
      guard let form = dateForm(values), form.isAmbiguous else { return false }
      return 2 * form.count >= values.head.count
    }
  }

  /// Whether the date at `p` reads in one slashed order only (`10/13/2016`, `13/10/2016`).
  static func decidesDateOrder(_ p: UnsafePointer<UInt8>, count: Int) -> Bool {
    let monthFirst = DateParser.parse(p, count: count, as: .monthDayYearSlashed) != nil
    let dayFirst = DateParser.parse(p, count: count, as: .dayMonthYearSlashed) != nil
    return monthFirst != dayFirst
  }
}
