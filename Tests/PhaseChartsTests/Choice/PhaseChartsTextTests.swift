import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// PhaseCharts' String Catalog: every key in both languages, with the same placeholders, and
/// the catalog is what the texts come from.
@Suite(.timeLimit(.minutes(6))) struct PhaseChartsTextTests {
  /// `%@` and `%n$@` placeholders of a text, positional ones by number.
  static func placeholders(_ text: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: "%(\\d+\\$)?@")
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).map { String(text[Range($0.range, in: text)!]) }.sorted()
  }

  @Test func theCatalogIsFoundAndHasEveryKeyInBothLanguages() throws {
    let catalog = try #require(PhaseChartsText.catalog, "the PhaseCharts resource bundle is missing")
    for key in PhaseChartsText.allCases {
      let english = try #require(catalog.text(key.rawValue, language: .english), "\(key) has no English")
      let chinese = try #require(catalog.text(key.rawValue, language: .simplifiedChinese), "\(key) has no Chinese")
      #expect(Self.placeholders(english).count == Self.placeholders(chinese).count, "\(key)")
      #expect(key.text(in: .english) == english)
      // What a binary without its resource bundle says is the catalog's English.
      #expect(key.defaultValue == english, "\(key): the catalog's English is the code's default value")
    }
  }

  @Test func positionalPlaceholdersLetALanguageReorderTheParts() {
    #expect("%2$@ 对 %1$@".fillingPlaceholders(with: ["x", "y"]) == "y 对 x")
    #expect("%@ and %@".fillingPlaceholders(with: ["a", "b"]) == "a and b")
    #expect("100% of %@".fillingPlaceholders(with: ["rows"]) == "100% of rows")
    #expect("%3$@".fillingPlaceholders(with: ["a"]) == "")
  }

  @Test func everyNoteAndRoleSaysSomethingInBothLanguages() {
    let notes: [ChartChoice.Note] = [
      .rowsAreObservations(x: "a", y: "b"), .linesOverRows, .histogram(bins: 9, rule: .sturges),
      .histogram(bins: 9, rule: .freedmanDiaconis), .barsPerLabel(column: "c", sortedByValue: true),
      .barsPerLabel(column: "c", sortedByValue: false), .barsCut(shown: 40, total: 90),
      .pointsPerCategory(column: "g"), .xRepeats(count: 7), .scalesDiffer(ratio: 40),
      .tooManySeries(drawn: 12, total: 99), .compactDates, .measuresCut(shown: 12, total: 30), .codesAsPoints,
      .copiesSkipped(of: "brozek", copies: ["siri", "density"]),
    ]
    for note in notes {
      for language in [Language.english, .simplifiedChinese] {
        let sentence = note.sentence(in: language)
        #expect(!sentence.isEmpty && !sentence.contains("%"), "\(note) in \(language): \(sentence)")
      }
    }
    #expect(ChartChoice.Note.histogram(bins: 9, rule: .sturges).sentence(in: .english).contains("9 bins"))
    for role in ColumnRole.allCases {
      #expect(role.text(in: .english) != role.text(in: .simplifiedChinese))
    }
  }
}
