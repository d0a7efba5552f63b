import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite struct ScaleTests {
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

  @Test func nicedDomainStartsAndEndsOnATick() {
    for (raw, count, niced) in [(-3.2...27.5, 5, -10.0...30), (0.13...0.87, 4, 0...1), (2...21, 4, 0...25)] {
      let (domain, ticks) = LinearTicks.nicedAxis(raw, count: count)
      #expect(domain == niced)
      #expect(ticks.first?.value == domain.lowerBound)
      #expect(ticks.last?.value == domain.upperBound)
    }
  }

  @Test(arguments: [
    (0.0, 0, "0"), (-0.0001, 2, "0.00"), (1234.5, 1, "1234.5"), (-2.25, 1, "-2.3"), (0.05, 2, "0.05"),
    (1e300, 0, "1e+300"),
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
      jan1 + 9 * 3600, 50.0, ["2026-01-01 09:00", "09:00:10", "09:00:20", "09:00:30", "09:00:40", "09:00:50"]
    ),
    (jan1 + 9 * 3600, 3600.0, ["2026-01-01 09:00", "09:15", "09:30", "09:45", "10:00"]),
    (jan1, day, ["2026", "06:00", "12:00", "18:00", "01-02"]),
    (jan1, 6 * day, ["2026", "01-03", "01-05", "01-07"]),
    (jan1, 120 * day, ["2026", "2026-02", "2026-03", "2026-04", "2026-05"]),
    (jan1 - 3 * year, 5 * year, ["2024", "2025", "2026", "2027", "2028"]),
    (-day * 3, day * 2, ["1969-12-29", "12:00", "12-30", "12:00", "12-31"]),
  ]

  @Test(arguments: timeCases)
  func timeTicksChooseTheirUnitAndLabelInUTC(start: Double, span: Double, labels: [String]) {
    let ticks = TimeTicks.ticks(in: start...(start + span), count: 5)
    #expect(ticks.map(\.label) == labels)
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
