import Foundation

extension ColumnPlan {
  /// The columns that hold no value in the sample rows, read from their first numbers further
  /// down: a ticker listed years after a price table starts (matplotlib's Stocks: AMZN, DELL and
  /// GOOGL from 1997, after the 64 sample rows), a sensor added to a log later. Read from the
  /// sample alone, such a column was skipped as empty, and its values were never drawn.
  ///
  /// One decision for every decoder (CSV fields, JSON records and JSON columns): each value
  /// found further down is offered with ``take(_:column:)``, which keeps it when it is a number
  /// and stops looking in that column at its first value that is not one. A number is a plain
  /// one (`1234.5`) or one in the table's form for numbers not written plainly (``form``, the
  /// sample's ``NumberForm/Table/fallback``: `1234,5` and `1.234,50` in a `;` file of decimal
  /// commas), so that a late column reads as the sample's columns do; a garbled `12..5` in a
  /// column of `NA`, a note in a mostly blank column, stays as the sample saw it.
  ///
  /// At most ``recordLimit`` records below the sample are read, and ``valueLimit`` values per
  /// column are kept.
  struct LateColumns {
    /// How many records below the sample are read to find the first values of columns that
    /// the sample left empty.
    static let recordLimit = 100_000

    /// How many values of such a column are added to the sample.
    static let valueLimit = 8

    /// How a value not written plainly is read: the sample's fallback form (a decimal comma
    /// and `.` groups in a `;` file, a point and `,` groups otherwise).
    let form: NumberForm

    /// Whether each column is still looked for.
    private var isOpen: [Bool]
    /// How many columns are still looked for.
    private(set) var openCount: Int
    /// How many values of each column were kept.
    private var found: [Int]

    /// The columns of `samples` (`count` of them) with no value that is not a missing-value
    /// marker; nil when there is none, unless `opensColumns` (columns first seen further down,
    /// ``openColumn()``, are looked for too). `form` is asked only then: it may cost a look at
    /// the whole sample.
    init?(count: Int, samples: [[String?]], opensColumns: Bool = false, form: () -> NumberForm) {
      let empty = (0..<count).map { column in
        samples.allSatisfy { row in
          guard column < row.count, let text = row[column] else { return true }
          return ColumnPlan.isMissingMarker(text)
        }
      }
      let openCount = empty.count(where: { $0 })
      guard openCount > 0 || opensColumns else { return nil }
      self.isOpen = empty
      self.openCount = openCount
      self.found = [Int](repeating: 0, count: count)
      self.form = form()
    }

    /// Whether any column is still looked for.
    var isLooking: Bool { openCount > 0 }

    /// Whether `column` is still looked for.
    func isLooking(at column: Int) -> Bool { column >= 0 && column < isOpen.count && isOpen[column] }

    /// Offers `text`, the next non-blank value of `column` further down: true when it is kept
    /// for the sample. A missing-value marker is passed over; a value that is not a number in
    /// the plain form nor in ``form`` ends the search in that column, as does the
    /// ``valueLimit``-th number kept.
    mutating func take(_ text: String, column: Int) -> Bool {
      guard isLooking(at: column), !ColumnPlan.isMissingMarker(text) else { return false }
      guard Self.isNumber(text, in: form) else {
        close(column)
        return false
      }
      found[column] += 1
      if found[column] >= Self.valueLimit { close(column) }
      return true
    }

    /// Adds a column that the sample does not have (a JSON key first seen further down), looked
    /// for as the sample's empty ones are: its index, after the others.
    mutating func openColumn() -> Int {
      isOpen.append(true)
      found.append(0)
      openCount += 1
      return isOpen.count - 1
    }

    /// Whether a number of `column` was kept.
    func hasKept(_ column: Int) -> Bool { column >= 0 && column < found.count && found[column] > 0 }

    /// Stops looking in `column`, when the values further down cannot say more (a JSON
    /// `true` or object).
    mutating func close(_ column: Int) {
      guard isLooking(at: column) else { return }
      isOpen[column] = false
      openCount -= 1
    }

    /// Whether `text` is a number written plainly or in `form`: only a value that reads, as a
    /// whole, one way or the other (`12..5` reads in neither).
    static func isNumber(_ text: String, in form: NumberForm) -> Bool {
      let trimmed = ColumnPlan.trimmedText(text)
      if Double(trimmed) != nil || DecimalParser.parse(Array(trimmed.utf8)) != nil { return true }
      return !form.isPlain && form.read(trimmed) != nil
    }
  }
}

extension NumberForm.Table {
  /// The fallback form that a table's delimiter alone gives, when the sample does not decide
  /// (``NumberForm/detect(names:samples:lines:delimiter:asked:)`` failed): a decimal comma in a
  /// `;` file, a point otherwise.
  static func fallback(delimiter: UInt8) -> NumberForm {
    delimiter == UInt8(ascii: ";") ? NumberForm(decimal: 44, grouping: 46) : NumberForm.Table().fallback
  }
}
