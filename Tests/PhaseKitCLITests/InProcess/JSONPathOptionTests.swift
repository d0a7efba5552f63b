import Foundation
import PhaseCharts
import PhaseKit
import Testing

@testable import PhaseKitCLI

/// `--json-path` reaches the decoder's options, and its help is in both languages (issue #31).
@Suite(.timeLimit(.minutes(5))) struct JSONPathOptionTests {
  @Test func theOptionSetsTheDecodersPath() throws {
    guard case .chart(let options) = try Command.parse(["chart", "d.json", "--json-path", "$.data[0].rows"]) else {
      Issue.record("not a chart")
      return
    }
    #expect(options.jsonPath == "$.data[0].rows")
    var decoding = DecodeOptions()
    options.applyReading(to: &decoding)
    #expect(decoding.jsonPath == "$.data[0].rows")
  }

  @Test func withoutItThePathIsFound() throws {
    guard case .chart(let options) = try Command.parse(["chart", "d.json"]) else {
      Issue.record("not a chart")
      return
    }
    var decoding = DecodeOptions()
    options.applyReading(to: &decoding)
    #expect(decoding.jsonPath == nil)
  }

  @Test func theHelpNamesItInEnglishAndChinese() {
    #expect(CLICatalog.text("option.chart.json-path", in: .english).contains("$.result.series"))
    #expect(CLICatalog.text("option.chart.json-path", in: .simplifiedChinese).contains("记录数组"))
    #expect(CLICatalog.text("value.jsonPath", in: .simplifiedChinese) == "路径")
  }
}
