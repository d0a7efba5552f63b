import Foundation

/// `NA` as a code, not a missing value: GeoNames' continent codes (`AF`, `AS`, `EU`, `NA` for
/// North America, `OC`, `SA`, `AN`) and ISO 3166 country codes (`NA` for Namibia). Read as R's
/// missing value, the United States and Canada were drawn as `–`.
///
/// In a column of words whose other levels are all two upper-case letters and are continent
/// codes (three of them at least) or as many as countries' codes are (``naCodeMinimumLevels``),
/// `NA` is one more of them. R's `write.csv` quotes every string and writes a missing value as a
/// bare `NA`: where the texts say how they were quoted and the other levels come quoted, only a
/// quoted `"NA"` is the code. A column of words with `NA` for missing (`male`, `female`, `NA`),
/// a few codes of another kind with `NA` for missing (pitchers' positions `RP`, `SP`, `UC`), and
/// any `na`, `N/A` or blank, stay missing.
extension ChartChoice {
  /// The fewest other levels, two upper-case letters each, that make `NA` one of the codes
  /// when they are no continent codes: as many as a table of countries has.
  static let naCodeMinimumLevels = 20
  /// The continent codes beside `NA` (North America), GeoNames' and ISO's.
  static let continentCodes: Set<String> = ["AF", "AN", "AS", "EU", "OC", "SA"]
  /// The fewest continent codes beside `NA` that make it North America.
  static let naContinentMinimum = 3

  /// Whether each of `names`, the distinct raw texts of a column (quoted as the file wrote them,
  /// or not), is the code `NA` rather than a missing value; false for every other text.
  ///
  /// - Parameter names: The column's distinct texts, in any order.
  /// - Returns: One flag per name, true for an `NA` that is a code.
  static func naCodes(_ names: [String]) -> [Bool] {
    func unquoted(_ key: String) -> (text: String, quoted: Bool) {
      let quoted = key.hasPrefix("\"") && key.hasSuffix("\"") && key.count >= 2
      return (ColumnPlan.trimmedText(quoted ? String(key.dropFirst().dropLast()) : key), quoted)
    }
    let keys = names.map(unquoted)
    guard keys.contains(where: { $0.text == "NA" }) else { return names.map { _ in false } }
    var codes = Set<String>()
    var othersQuoted = false
    for key in keys where key.text != "NA" && !ColumnPlan.isMissingMarker(key.text) && key.text != "." {
      let bytes = Array(key.text.utf8)
      guard bytes.count == 2, bytes.allSatisfy({ $0 >= 65 && $0 <= 90 }) else { return names.map { _ in false } }
      codes.insert(key.text)
      othersQuoted = othersQuoted || key.quoted
    }
    guard codes.count >= naCodeMinimumLevels || codes.intersection(continentCodes).count >= naContinentMinimum
    else { return names.map { _ in false } }
    return keys.map { $0.text == "NA" && ($0.quoted || !othersQuoted) }
  }
}
