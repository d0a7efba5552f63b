import Testing

@testable import PhaseCharts

/// `ChartChoice.short(_:)`: how a column's name is quoted in a sentence.
@Suite(.timeLimit(.minutes(5))) struct ShortNameTests {
  @Test func aNameOfSixtyScalarsIsQuotedWhole() {
    let name = String(repeating: "a", count: 60)
    #expect(ChartChoice.short(name) == name)
    #expect(ChartChoice.short("") == "")
  }

  @Test func aLongerNameKeepsItsFirstFortyAndLastFifteenScalars() {
    let name = String(repeating: "b", count: 40) + "middle" + String(repeating: "e", count: 15)
    #expect(
      ChartChoice.short(name) == String(repeating: "b", count: 40) + "…" + String(repeating: "e", count: 15))
  }

  @Test func aMegabyteNameIsCutAtScalarsNotBytes() {
    let name = "温度" + String(repeating: "x", count: 1 << 20) + "末尾"
    let short = ChartChoice.short(name)
    #expect(short.unicodeScalars.count == 56)
    #expect(short.hasPrefix("温度x"))
    #expect(short.hasSuffix("x末尾"))
  }
}
