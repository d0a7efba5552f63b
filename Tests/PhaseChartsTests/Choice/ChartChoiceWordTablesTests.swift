import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A table of words only (a contingency table one row per case) is counted per category and
/// stacked by its outcome whatever form it was written in: with R's row names, as a plain CSV
/// with no row index, or as JSON records or columns. Written plainly, the rows had no column of
/// numbers to be read over, and the counts lost their split (`x: status` alone).
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceWordTablesTests {
  /// Titanic one row per passenger: class, age, sex, survived.
  static let rows: [[String]] = (0..<200).map { row in
    [
      ["first", "second", "third", "crew"][row % 4], row % 7 == 0 ? "child" : "adult",
      row % 2 == 0 ? "male" : "female", row % 3 == 0 ? "yes" : "no",
    ]
  }
  static let names = ["status", "age", "sex", "survived"]

  /// The same table in each form people write it.
  static func forms() throws -> [String: String] {
    let quoted = { (cells: [String]) in cells.map { "\"\($0)\"" }.joined(separator: ",") }
    var r = "\"\"," + quoted(names) + "\n"
    var plain = names.joined(separator: ",") + "\n"
    for (index, row) in rows.enumerated() {
      r += "\"\(index + 1)\"," + quoted(row) + "\n"
      plain += row.joined(separator: ",") + "\n"
    }
    let records = rows.map { Dictionary(uniqueKeysWithValues: zip(names, $0)) }
    let columns = Dictionary(uniqueKeysWithValues: names.indices.map { column in (names[column], rows.map { $0[column] }) })
    func json(_ value: Any) throws -> String {
      String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
    return ["r": r, "plain": plain, "records": try json(records), "columns": try json(columns)]
  }

  @Test func aTableOfWordsIsCountedAndStackedByItsOutcomeInEveryForm() throws {
    var expected: [String: [String: Double]] = [:]
    for row in Self.rows { expected[row[0], default: [:]][row[3], default: 0] += 1 }
    for (form, text) in try Self.forms() {
      let prepared = try ChartPipeline().prepare(Data(text.utf8))
      let choice = prepared.columns.choice
      #expect(choice.x == "status", "\(form)")
      #expect(choice.series == "survived", "\(form)")
      #expect(choice.mark == .bars, "\(form)")
      #expect(choice.notes.first == .countsPerCategory(column: "status", stackedBy: "survived"), "\(form)")
      #expect(choice.notes.contains(.summedOver(columns: ["age", "sex"])), "\(form)")
      // The words were counted, not read as numbers: none of them is an unreadable cell.
      #expect(prepared.columns.unreadable == nil, "\(form)")
      let categories = prepared.dataset.categories
      #expect(Set(categories) == ["first", "second", "third", "crew"], "\(form)")
      for series in prepared.dataset.series {
        let level = String(series.name.dropFirst("survived = ".count))
        #expect(zip(categories, series.ys).allSatisfy { expected[$0.0]?[level] == $0.1 }, "\(form): \(series.name)")
      }
    }
  }

  /// One column of categories beside names of rows (plotnine's `presidential`: name and party;
  /// ISLP's `Khan_ytest`: one class code) is its rows counted per category in every form: read
  /// from JSON records, the words were read as x alone and every row fell in one category (one
  /// bar of one row), then refused as a category of one value.
  @Test func oneColumnOfCategoriesIsCountedInEveryForm() throws {
    let parties = (0..<30).map { ["Republican", "Democratic", "Whig"][$0 % 5 == 0 ? 2 : $0 % 2] }
    var plain = "name,party\n"
    var records: [[String: String]] = []
    for (index, party) in parties.enumerated() {
      plain += "President \(index),\(party)\n"
      records.append(["name": "President \(index)", "party": party])
    }
    let json = String(decoding: try JSONSerialization.data(withJSONObject: records, options: [.sortedKeys]), as: UTF8.self)
    let counts = Dictionary(parties.map { ($0, 1.0) }, uniquingKeysWith: +)
    for (form, text) in [("plain", plain), ("records", json)] {
      let prepared = try ChartPipeline().prepare(Data(text.utf8))
      #expect(prepared.columns.choice.x == "party", "\(form)")
      #expect(prepared.columns.choice.mark == .bars, "\(form)")
      let categories = prepared.dataset.categories
      #expect(Set(categories) == Set(counts.keys), "\(form)")
      let ys = try #require(prepared.dataset.series.first?.ys, "\(form)")
      #expect(zip(categories, ys).allSatisfy { counts[$0.0] == $0.1 }, "\(form)")
    }
  }

  /// A case number beside the words (`id` 1…n, as moderndive's `promotions` has) is skipped as
  /// an id; the words are counted as without it.
  @Test func anIdBesideTheWordsIsSkipped() throws {
    var text = "id,decision,gender\n"
    for row in 0..<48 { text += "\(row + 1),\(row % 3 == 0 ? "not" : "promoted"),\(row % 2 == 0 ? "male" : "female")\n" }
    let choice = try ChartPipeline().prepare(Data(text.utf8)).columns.choice
    #expect(choice.x == "decision")
    #expect(choice.series == "gender")
    #expect(choice.mark == .bars)
  }
}
