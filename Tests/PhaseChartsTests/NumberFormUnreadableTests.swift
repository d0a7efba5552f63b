import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A column of numbers with values no form reads (`inf`, as lifelines' `mice` table holds in
/// 82 of 144 rows) is a column of numbers in a decimal-comma file as in the plain file: number
/// forms count it as numbers on the same terms as planning does (half of its first values).
@Suite(.timeLimit(.minutes(5))) struct NumberFormUnreadableTests {
  private func rows(_ separator: String, _ decimal: String) -> String {
    // Numbers at the top, `inf` below: 31 of 100 values are numbers.
    let values = (0..<100).map { $0 >= 31 ? "inf" : "\(300 + $0)\(decimal)5" }
    return "l\(separator)u\n" + values.enumerated().map { "\($0)\(separator)\($1)" }.joined(separator: "\n") + "\n"
  }

  @Test func aColumnMostlyUnreadableBelowItsTopReadsTheSameWithADecimalComma() throws {
    let plain = try ChartDecoder.decodeTable(Data(rows(",", ".").utf8))
    let comma = try ChartDecoder.decodeTable(Data(rows(";", ",").utf8))
    let plainYs = try #require(plain.dataset.series.first?.ys)
    let commaYs = try #require(comma.dataset.series.first?.ys)
    #expect(plainYs.filter { !$0.isNaN } == commaYs.filter { !$0.isNaN })
    #expect(commaYs.filter { !$0.isNaN }.count == 31)
    #expect(commaYs.first == 300.5)
    #expect(comma.columns.numbers?.decimal == .comma)
  }
}
