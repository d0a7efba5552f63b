import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Issue 10, point 6: the decoders' common messages read in Chinese with `--lang zh-Hans`.
@Suite(.timeLimit(.minutes(6))) struct DecoderTextTests {
  @Test func everyTemplateIsRecognizedAndKeepsItsParts() {
    for template in DecoderText.templates {
      let count = template.en.components(separatedBy: "%@").count - 1
      let parts = (0..<count).map { "\"part\($0)\"" }
      var english = template.en
      var chinese = template.zh
      for part in parts {
        english = english.replacingOccurrences(
          of: "%@", with: part, options: [], range: english.range(of: "%@"))
        chinese = chinese.replacingOccurrences(
          of: "%@", with: part, options: [], range: chinese.range(of: "%@"))
      }
      #expect(DecoderText.localized(english, in: .simplifiedChinese) == chinese, "\(template.en)")
      #expect(DecoderText.localized(english, in: .english) == english)
      #expect(template.zh.components(separatedBy: "%@").count - 1 == count, "same number of parts")
    }
  }

  /// Each input fails with a message the decoders really write; its Chinese has no English left
  /// but the column names and values it quotes.
  @Test(arguments: [
    "city,country\nParis,France\n",
    // x counts the rows (a row index): y is the only column to draw, in a form not read.
    "x;y\n1;2,5\n2;3,5\n3;4,5\n4;5,5\n5;6,5\n",
    "a,b\n1,2\n3\n",
    "date;y\n2024-01-01;abc\n2024-01-02;def\n",
    "date,value\n2024-01-01,\"1\n",
  ])
  func realDecoderMessagesAreTranslated(csv: String) throws {
    let error = #expect(throws: DataError.self) { try ChartDecoder.decode(csv) }
    guard case .decodingError(let failure) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    let chinese = DecoderText.describe(failure, in: .simplifiedChinese)
    #expect(chinese != failure.description)
    // Drop what is quoted, the column named as the place (names and values from the file) and
    // the option names: no Latin
    // words may remain.
    let unquoted = chinese.replacingOccurrences(of: failure.path ?? "\u{0}", with: "")
      .replacingOccurrences(of: #""[^"]*""#, with: "", options: .regularExpression)
      .replacingOccurrences(of: #"--[a-z]+"#, with: "", options: .regularExpression)
    let words = unquoted.split { !$0.isLetter || !$0.isASCII }.filter { $0.count > 1 }
    #expect(words.isEmpty, "English left in: \(chinese)")
  }

  @Test func aMessageWithoutATemplateIsLeftAsItIs() {
    #expect(DecoderText.localized("something new", in: .simplifiedChinese) == "something new")
  }
}
