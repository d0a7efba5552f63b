import Foundation
import Testing

@testable import PhaseKit

/// A decoding failure never carries a huge name whole: a 1 MB column name is kept as its start
/// and end, and said once.
@Suite(.timeLimit(.minutes(6))) struct LongWordsTests {
  @Test func aWordOverTwoHundredCharactersKeepsItsStartAndEnd() {
    let name = "start" + String(repeating: "x", count: 1 << 20) + "end"
    let failure = DataError.DecodingFailure(
      message: "only one column, \"\(name)\": a chart needs an x column", path: name)
    let shortened =
      "start" + String(repeating: "x", count: 75) + "…" + String(repeating: "x", count: 17) + "end"
    #expect(failure.path == shortened)
    #expect(failure.message == "only one column, \"\(shortened)\": a chart needs an x column")
    // Said once: the message quotes it, so the place does not repeat it.
    #expect(failure.description == failure.message)
    #expect(failure.description(in: .simplifiedChinese).components(separatedBy: "start").count == 2)
  }

  @Test(arguments: [
    "plain text", "", "\"quoted\" words", String(repeating: "y", count: 200),
    String(repeating: "ab ", count: 5000),
  ])
  func textWithoutALongWordIsUnchanged(text: String) {
    #expect(DataError.DecodingFailure.shortenedWords(text) == text)
    #expect(DataError.DecodingFailure(message: text, path: "temp").description == "temp: " + text)
  }

  @Test func everyLongWordIsShortenedAndTheRestKept() {
    let long = String(repeating: "数", count: 300)
    let text = "a \(long) b\t\(long)\n\"\(long)\""
    let short = String(repeating: "数", count: 80) + "…" + String(repeating: "数", count: 20)
    #expect(DataError.DecodingFailure.shortenedWords(text) == "a \(short) b\t\(short)\n\"\(short)\"")
  }
}
