import Foundation

/// A list's serial number: `Num`, `S.No`, `Sr. No.`, `#` counting 1, 2, 3, … (or 0, 1, 2, …)
/// down a table whose rows a column of words names one by one (36 Indian states and their
/// dengue cases, 231 countries and their COVID counts). The number says where a row stands in
/// the list, as a spreadsheet's row number does, not when it was taken: drawn over it, the
/// states' counts became lines from one state to the next. It is skipped as a row number and
/// the rows are read as the units they are.
extension ColumnRole {
  /// Names of a serial number, as the words of a column's name (``ColumnPlan/words(of:)``):
  /// one word (`Num`, `No`, `SNo`, `Sr`, `Sl`, `SN`, `Serial`, `Rank`, `Idx`), or two that read as one
  /// (`S.No`, `Sr. No.`, `Sl No`, `Serial Number`, `S/N`). `Rank` counts a list as a serial
  /// number does when it runs 1…n down the rows beside a name per row.
  static let serialNumberNames: Set<[String]> = [
    ["num"], ["no"], ["nos"], ["nr"], ["number"], ["sno"], ["srno"], ["slno"], ["sn"], ["sr"], ["sl"],
    ["serial"], ["rank"], ["idx"], ["s", "no"], ["s", "n"], ["s", "num"], ["sr", "no"], ["sl", "no"], ["sr", "num"],
    ["serial", "no"], ["serial", "num"], ["serial", "number"], ["sr", "number"], ["sl", "number"],
  ]

  /// Whether `name` is a serial number's (``serialNumberNames``, or `#`, `No.`).
  static func isSerialNumberName(_ name: String) -> Bool {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard trimmed.utf8.count <= 24 else { return false }
    if trimmed == "#" { return true }
    return serialNumberNames.contains(ColumnPlan.words(of: trimmed))
  }

  /// The column that is a list's serial number: one counting the rows (role ``rowIndex``)
  /// under a serial number's name (``isSerialNumberName(_:)``) while a column of words names
  /// each row (``label``); nil when there is none. An `atomic number` or a `step` is no
  /// serial number: its name says what it numbers.
  ///
  /// - Parameters:
  ///   - roles: Every column's role.
  ///   - names: Every column's name.
  /// - Returns: The serial number's column.
  static func serialNumber(_ roles: [ColumnRole], names: [String]) -> Int? {
    guard roles.contains(.label) else { return nil }
    return roles.indices.first { roles[$0] == .rowIndex && names.indices.contains($0) && isSerialNumberName(names[$0]) }
  }
}

extension ChartChoice {
  /// The note that says `plan` skipped a list's serial number (``ColumnRole/serialNumber(_:names:)``)
  /// beside its first column of labels; nil when it has none, or when the serial number is
  /// drawn after all (named as x or y).
  static func serialNumberNote(_ plan: ColumnPlan) -> Note? {
    guard let serial = ColumnRole.serialNumber(plan.roles, names: plan.names), plan.x != serial,
      !plan.ys.contains(serial), let labels = plan.roles.firstIndex(of: .label), plan.names.indices.contains(labels)
    else { return nil }
    return .serialNumberSkipped(column: plan.names[serial], labels: plan.names[labels])
  }
}
