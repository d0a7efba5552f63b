import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A third language is a column of the catalogs and nothing else: catalogs with a pseudo-locale
/// column (`en-XA`, accented and bracketed English), written to a folder and read as the
/// modules' bundles would be, make errors, decoding failures and chart notes speak it, with no
/// line of Swift naming the language.
@Suite(.serialized, .timeLimit(.minutes(6))) struct PseudoLocaleTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// `[Dátá cóúld nót bé réád: %1$@]`: English with its vowels accented and brackets around,
  /// placeholders kept as they are.
  static func pseudo(_ english: String) -> String {
    let accents: [Character: Character] = ["a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"]
    return "[" + String(english.map { accents[$0] ?? $0 }) + "]"
  }

  /// The catalog at `path` with an `en-XA` column: ``pseudo(_:)`` of each English text, or the
  /// text given in `reordered` for its key.
  static func pseudoCatalog(at path: String, reordered: [String: String]) throws -> Data {
    let data = try Data(contentsOf: sources.appendingPathComponent(path))
    var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var strings = try #require(root["strings"] as? [String: Any])
    for (key, value) in strings {
      var entry = try #require(value as? [String: Any])
      var localizations = try #require(entry["localizations"] as? [String: Any])
      let english = try #require(
        ((localizations["en"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String)
      localizations["en-XA"] = ["stringUnit": ["state": "translated", "value": reordered[key] ?? pseudo(english)]]
      entry["localizations"] = localizations
      strings[key] = entry
    }
    root["strings"] = strings
    return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
  }

  /// Writes both catalogs to a fresh folder, each in a bundle of its own, and reads them as
  /// the modules read theirs.
  static func installPseudoCatalogs() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pseudo-\(UUID().uuidString)")
    let catalogs = [
      (
        "PhaseKit", "PhaseKitText", "PhaseKit/Resources/PhaseKitText.xcstrings",
        // The parts the other way round: by position, not by order.
        [
          "decodingFieldCount": "[%2$@ fóúnd whéré %1$@ wéré éxpéctéd]",
          "decodingFieldCountBelowHeader": "[%4$@ wás thé héádér (líné %3$@); %2$@ fóúnd whéré %1$@ wéré éxpéctéd]",
          "decodingTableBelowLines":
            "[thé táblé's héádér ís ón líné %5$@, nót %4$@ (líné %3$@); %2$@ fóúnd whéré %1$@ wéré éxpéctéd]",
        ]
      ),
      (
        "PhaseCharts", "PhaseChartsText", "PhaseCharts/Resources/PhaseChartsText.xcstrings",
        ["noteBarsCut": "[%2$@ bárs, thé %1$@ lárgést dráwn]"]
      ),
    ]
    for (module, table, path, reordered) in catalogs {
      let bundleURL = folder.appendingPathComponent("PhaseKit_\(module).resources")
      try FileManager.default.createDirectory(at: bundleURL, withIntermediateDirectories: true)
      try pseudoCatalog(at: path, reordered: reordered)
        .write(to: bundleURL.appendingPathComponent("\(table).xcstrings"))
      let catalog = try #require(TextCatalog.load(table: table, in: Bundle(url: bundleURL)))
      TextCatalog.replace(table, with: catalog)
    }
    return folder
  }

  @Test func aPseudoLocaleColumnIsSpokenByErrorsFailuresAndNotes() throws {
    let folder = try Self.installPseudoCatalogs()
    defer {
      TextCatalog.replace("PhaseKitText", with: nil)
      TextCatalog.replace("PhaseChartsText", with: nil)
      try? FileManager.default.removeItem(at: folder)
    }
    let pseudo = Language("en-XA")
    // A DataError's message.
    #expect(DataError.emptyData.message(in: pseudo) == "[Nó dátá áváíláblé]")
    #expect(DataError.httpStatus(404).message(in: pseudo) == "[Thé sérvér rétúrnéd án érrór (HTTP 404).]")
    // A decoding failure the decoder really throws, its parts filled by position: a title line
    // read as the header, and the line the table's header is really on. (A short last row is a
    // bad row, with no word of lines above.)
    let error = #expect(throws: DataError.self) { try ChartDecoder.decode("Table 1: CPI, monthly\nMonth,CPI,Change\n2020-01,100,0.1\n") }
    guard case .decodingError(let failure) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(
      failure.description
        == "line 2, column 3: expected 2 fields, found 3; line 1 was read as the header (\"Table 1: CPI,monthly\"), and the table reads with its header on line 2: skip the lines above it"
    )
    let said =
      "[[líné 2, cólúmn 3]: [thé táblé's héádér ís ón líné 2, nót \"Table 1: CPI,monthly\" (líné 1); 3 fóúnd whéré 2 wéré éxpéctéd]]"
    #expect(failure.description(in: pseudo) == said)
    #expect(error?.message(in: pseudo) == "[Dátá cóúld nót bé réád: " + said + "]")
    #expect(DataError.DecodingFailure(.fieldCount(expected: 3, found: 2)).message(in: pseudo) == "[2 fóúnd whéré 3 wéré éxpéctéd]")
    // A chart-choice note, reordered too, and a plain one.
    #expect(ChartChoice.Note.barsCut(shown: 40, total: 90).sentence(in: pseudo) == "[90 bárs, thé 40 lárgést dráwn]")
    #expect(ChartChoice.Note.linesOverRows.sentence(in: pseudo).hasPrefix("["))
    // English and Chinese are as they were; a language no column has reads English.
    #expect(
      failure.description(in: .simplifiedChinese)
        == "第 2 行第 3 列：应有 2 个字段，实际为 3 个；第 1 行被当作表头（\"Table 1: CPI,monthly\"），而表格的表头在第 2 行：请跳过其上方的行")
    #expect(DataError.emptyData.message(in: Language("fr")) == "No data available")
    // Nothing in the code lists the language: it is not one PhaseKit ships.
    #expect(!Language.allCases.contains(pseudo))
    #expect(Language(rawValue: "en-XA") == nil)
  }

  @Test func everyReasonIsSaidInThePseudoLocale() throws {
    let folder = try Self.installPseudoCatalogs()
    defer {
      TextCatalog.replace("PhaseKitText", with: nil)
      TextCatalog.replace("PhaseChartsText", with: nil)
      try? FileManager.default.removeItem(at: folder)
    }
    for reason in DataError.DecodingFailure.Reason.samples {
      let text = reason.message(in: Language("en-XA"))
      guard case .unclassified = reason else {
        #expect(text.hasPrefix("[") && text.hasSuffix("]"), "\(reason): \(text)")
        #expect(text.range(of: #"%(\d+\$)?@"#, options: .regularExpression) == nil, "\(text)")
        continue
      }
      #expect(text == reason.description)
    }
  }
}
