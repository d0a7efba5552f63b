import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// What the decoders say reaches an app's error card: it names no command-line flag. A tool adds
/// its own hint from the failure's kind.
@Suite(.timeLimit(.minutes(6))) struct LibraryMessagesTests {
  @Test(arguments: [
    ("words only", "a,b\nx,y\nz,w\n", DataError.DecodingFailure.Kind?.none),
    ("dates that read both ways", "d,v\n1/2/2024,1\n2/1/2024,2\n", .ambiguousDateOrder(column: "d")),
    ("a name for y that is not there", "x,y\n1,2\n", nil),
  ])
  func decodingFailuresNameNoFlag(label: String, text: String, kind: DataError.DecodingFailure.Kind?) {
    var options = DecodeOptions()
    if label.hasPrefix("a name") { options.y = ["z"] }
    let error = #expect(throws: DataError.self, "\(label)") { _ = try ChartDecoder.decode(text, options: options) }
    guard case .decodingError(let failure) = error else { return }
    #expect(!failure.message.contains("--"), "\(label): \(failure.message)")
    for language in [Language.english, .simplifiedChinese] {
      #expect(!failure.description(in: language).contains("--"), "\(label) in \(language)")
    }
    if let kind { #expect(failure.kind == kind, "\(label)") }
  }

  @Test func aTableWithNothingToUseAsXSaysSoByKind() {
    // Numbers named as every y, words beside them: nothing is left for x.
    let error = #expect(throws: DataError.self) {
      _ = try ChartDecoder.decode("name,a\nx,1\ny,2\n", options: DecodeOptions(y: ["a"]))
    }
    guard case .decodingError(let failure) = error else { return }
    #expect(failure.kind == .noXColumn)
    #expect(failure.message.hasSuffix("choose the x column"))
  }
}
