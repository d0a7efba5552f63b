import Foundation
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct ScaleTests {
  @Test(arguments: [
    (0.0...10.0, 5, [0.0, 2, 4, 6, 8, 10], ["0", "2", "4", "6", "8", "10"]),
    (0.0...1.0, 5, [0, 0.2, 0.4, 0.6, 0.8, 1], ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"]),
    (-3.0...27.0, 3, [0, 10, 20], ["0", "10", "20"]),
    (
      0.0...250_000.0, 5, [0, 50000, 100_000, 150_000, 200_000, 250_000],
      ["0", "50k", "100k", "150k", "200k", "250k"]
    ),
    (0.1...0.3, 2, [0.1, 0.2, 0.3], ["0.1", "0.2", "0.3"]),
  ])
  func linearTicksUseOneTwoFiveSteps(
    domain: ClosedRange<Double>, count: Int, values: [Double], labels: [String]
  ) {
    let ticks = LinearTicks.ticks(in: domain, count: count)
    #expect(ticks.map(\.value).map { ($0 * 1e9).rounded() } == values.map { ($0 * 1e9).rounded() })
    #expect(ticks.map(\.label) == labels)
  }

  @Test func nicedDomainIsTightAndItsTicksAreNice() {
    // The sample, −10.7…33.4: −15…35 with ticks every 10, not −20…40.
    for (raw, count, niced, ticks) in [
      (-10.7...33.4, 6, -15.0...35, [-10.0, 0, 10, 20, 30]),
      (-3.2...27.5, 5, -5.0...30, [0.0, 10, 20, 30]),
      (0.13...0.87, 4, 0.1...0.9, [0.2, 0.4, 0.6, 0.8]),
      (2...21, 4, 2...22, [5.0, 10, 15, 20]),
      (0...100, 5, 0...100, [0.0, 20, 40, 60, 80, 100]),
    ] {
      let (domain, got) = LinearTicks.nicedAxis(raw, count: count)
      #expect(domain == niced, "\(raw)")
      #expect(got.map(\.value).map { ($0 * 1e9).rounded() } == ticks.map { ($0 * 1e9).rounded() })
      #expect((raw.upperBound - raw.lowerBound) / (domain.upperBound - domain.lowerBound) >= 0.8)
    }
  }

  @Test func dataFillsAtLeastFourFifthsOfTheNicedAxis() {
    var state: UInt64 = 1
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1
      let low = Double(Int64(bitPattern: state) % 100_000) / 100
      state = state &* 6_364_136_223_846_793_005 &+ 1
      let span = Double(state % 100_000 + 1) / 1000
      let (domain, ticks) = LinearTicks.nicedAxis(low...(low + span), count: 2 + Int(state % 9))
      #expect(domain.lowerBound <= low && domain.upperBound >= low + span)
      #expect(span / (domain.upperBound - domain.lowerBound) >= 0.8 - 1e-9, "rounding only")
      #expect(ticks.count >= 1)
    }
  }

  @Test(arguments: [
    (0.0, 0, "0"), (-0.0001, 2, "0.00"), (1234.5, 1, "1234.5"), (-2.25, 1, "-2.3"), (0.05, 2, "0.05"),
    (1e300, 0, "1e300"), (1.25e20, 2, "1.25e20"),
  ])
  func fixedFormattingIsHandWrittenAndExact(value: Double, decimals: Int, expected: String) {
    #expect(ChartNumberFormat.fixed(value, decimals: decimals) == expected)
  }

  static let jan1 = 1_767_225_600.0  // 2026-01-01 00:00 UTC

  static let day = 86400.0
  static let year = 365 * day
  /// Spans that need each unit, with the labels they get: the coarsest boundary each tick is on.
  static let timeCases: [(start: Double, span: Double, labels: [String])] = [
    (
      jan1 + 9 * 3600, 50.0,
      ["Jan 1, 2026 09:00", "09:00:10", "09:00:20", "09:00:30", "09:00:40", "09:00:50"]
    ),
    (jan1 + 9 * 3600, 3600.0, ["Jan 1, 2026 09:00", "09:15", "09:30", "09:45", "10:00"]),
    (jan1, day, ["2026", "06:00", "12:00", "18:00", "Jan 2"]),
    (jan1, 6 * day, ["2026", "Jan 3", "Jan 5", "Jan 7"]),
    (jan1, 120 * day, ["2026", "Feb", "Mar", "Apr", "May"]),
    (jan1 - 3 * year, 5 * year, ["2024", "2025", "2026", "2027", "2028"]),
    (-day * 3, day * 2, ["Dec 29, 1969", "12:00", "Dec 30", "12:00", "Dec 31"]),
  ]

  @Test(arguments: timeCases)
  func timeTicksChooseTheirUnitAndLabelLikeSwiftCharts(start: Double, span: Double, labels: [String]) {
    let ticks = TimeTicks.ticks(in: start...(start + span), count: 5)
    #expect(ticks.map(\.label) == labels)
  }

  @Test func timeTicksSpeakChineseAndFollowTheZone() {
    let zh = TimeTicks.ticks(
      in: Self.jan1...(Self.jan1 + 120 * Self.day), count: 5, language: .simplifiedChinese)
    #expect(zh.map(\.label) == ["2026年", "2月", "3月", "4月", "5月"])
    // In UTC+01:00 the daily ticks sit at local midnight, 23:00 UTC the day before.
    let berlin = TimeZone(secondsFromGMT: 3600)!
    let ticks = TimeTicks.ticks(in: Self.jan1...(Self.jan1 + 6 * Self.day), count: 5, zone: berlin)
    #expect(ticks.map(\.label) == ["Jan 3, 2026", "Jan 5", "Jan 7"])
    #expect(ticks.allSatisfy { ($0.value + 3600).truncatingRemainder(dividingBy: Self.day) == 0 })
    #expect(TimeTicks.zoneName(berlin) == "UTC+01:00")
    #expect(TimeTicks.zoneName(TimeZone(secondsFromGMT: -19800)!) == "UTC−05:30")
    #expect(TimeTicks.zoneName(.gmt) == "UTC")
    #expect(TimeTicks.zoneName(TimeZone(identifier: "Europe/Berlin")!) == "Europe/Berlin")
  }

  @Test(arguments: [
    (0, 1970, 1, 1), (-1, 1969, 12, 31), (20_513, 2026, 3, 1), (11_016, 2000, 2, 29),
    (-719_468, 0, 3, 1),
  ])
  func civilDatesRoundTrip(days: Int, year: Int, month: Int, day: Int) {
    #expect(TimeTicks.civil(days: days) == (year, month, day))
    #expect(TimeTicks.days(year: year, month: month, day: day) == days)
  }

  @Test func absurdDomainsGiveNoTicksInsteadOfHanging() {
    #expect(TimeTicks.ticks(in: 0...1e300, count: 5).isEmpty)
    #expect(LinearTicks.ticks(in: -Double.infinity...0, count: 5).isEmpty)
    #expect(LinearTicks.ticks(in: 0...1e-300, count: 5).count <= 1000)
  }
}
