import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Shapes a person draws another way than over their columns' order (issue #32, h38c): a growth
/// curve per season, a dose given in pairs, a ride's coordinates beside its profile, a panel
/// of states over `YR`.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceSeasonsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// agridat's cauliflower: leaves counted at the degree-days of 1956, then again of 1957.
  static let cauliflower = """
    ,year,degdays,leaves
    0,1956,4.5,38
    1,1956,7.5,62
    2,1956,9.5,72
    3,1956,10.5,87
    4,1956,13.0,102
    5,1956,16.0,135
    6,1956,18.0,150
    7,1957,4.5,60
    8,1957,8.0,85
    9,1957,9.5,91
    10,1957,11.5,120
    11,1957,13.0,126
    12,1957,14.0,133
    13,1957,16.5,152

    """

  /// Drawn as strips of degree-days and leaves over the two years; a person draws the leaves
  /// against the degree-days, a line per year.
  @Test func aClockThatStartsAgainEachYearIsXAndTheYearsAreLines() throws {
    let prepared = try Self.prepare(Self.cauliflower)
    let choice = prepared.columns.choice
    #expect(choice.x == "degdays")
    #expect(choice.y == ["leaves"])
    #expect(choice.series == "year")
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.series.map(\.name) == ["1956", "1957"])
    #expect(prepared.dataset.series.map(\.count) == [7, 7])
    #expect(choice.notes.contains(.growthPerSeason(clock: "degdays", season: "year", seasons: 2)))
    let note = ChartChoice.Note.growthPerSeason(clock: "degdays", season: "year", seasons: 2)
    #expect(note.sentence(in: .english) == "degdays starts again in each year: a line for each of its 2 values, over degdays.")
    #expect(note.sentence(in: .simplifiedChinese).contains("重新开始"))
  }

  /// The same table with its years spread over the rows (1956, 1957, 1956, …): no season of
  /// rows in a block, left as it was.
  @Test func yearsThatComeBackAreNoSeasons() throws {
    var lines = Self.cauliflower.split(separator: "\n").map(String.init)
    lines.swapAt(3, 10)
    let prepared = try Self.prepare(lines.joined(separator: "\n") + "\n")
    #expect(prepared.columns.choice.x == "year")
  }

  /// A clock that never starts again (a day count over both years) is a time of its own:
  /// the rows are one series, not a curve per year.
  @Test func aClockThatRunsOnOverTheYearsIsNoSeason() throws {
    var text = ",year,day,mass\n"
    for row in 0..<14 {
      text += "\(row),\(row < 7 ? 1990 : 1991),\(row * 10),\(Double(row) * 3.5 + sin(Double(row)))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains { if case .growthPerSeason = $0 { true } else { false } })
  }

  /// Items of a year sorted by one measure, whose other measure goes its own way: no curve.
  @Test func aYearsItemsSortedByAMeasureAreNoCurve() throws {
    var text = ",year,size,price\n"
    for row in 0..<16 {
      let size = Double(row % 8) * 10 + 5
      text += "\(row),\(row < 8 ? 2001 : 2002),\(size),\(50 + 40 * sin(Double(row) * 2.7))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains { if case .growthPerSeason = $0 { true } else { false } })
  }

  /// agridat's budworm_pyrethroid: budworms killed out of 20 at six doses, males then females.
  /// Drawn as the dose on y against the number killed; the dose is x, coloured by sex.
  @Test func aDoseGivenOncePerSexIsTheFactorOnX() throws {
    var text = ",Killed,Number,Dose,Gender\n"
    let killed = [[1, 4, 9, 13, 18, 20], [0, 2, 6, 10, 12, 16]]
    var row = 0
    for (sex, counts) in zip(["M", "F"], killed) {
      for (dose, count) in zip([1, 2, 4, 8, 16, 32], counts) {
        text += "\(row),\(count),20,\(dose),\(sex)\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "Dose")
    #expect(choice.y == ["Killed"])
    #expect(choice.series == "Gender")
  }

  /// A measure named as a treatment whose levels come a different number of times each is no
  /// factor given in pairs.
  @Test func treatmentLevelsOfUnevenCountsAreNotPairs() {
    #expect(DesignPlan.isTreatmentInPairs("Dose", ["1", "1", "2", "2", "4", "4"]))
    #expect(!DesignPlan.isTreatmentInPairs("Dose", ["1", "1", "2", "2", "4", "4", "4"]))
    #expect(!DesignPlan.isTreatmentInPairs("Dose", ["1", "2", "4"]))
    #expect(!DesignPlan.isTreatmentInPairs("Killed", ["1", "1", "2", "2"]))
  }

  /// bokeh's cycling: a ride's position in semicircles, altitude, power and speed over its
  /// distance. Drawn with latitude and longitude as two line panels; the profile leaves them out.
  @Test func aRidesCoordinatesAreLeftOutOfItsProfile() throws {
    var text = ",position_lat,position_long,altitude,power,distance,speed\n"
    for row in 0..<120 {
      let t = Double(row)
      // A loop out and back: neither coordinate only grows, the distance does.
      let lat = -138_827_872 + Int(3000 * sin(t / 20))
      let long = 1_992_059_008 + Int(2000 * sin(t / 25))
      text += "\(row),\(lat),\(long),\(12.8 + 5 * sin(t / 15)),\(150 + Int(60 * sin(t * 1.7))),\(t * 3.1 + 2),\(7 + sin(t / 9))\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "distance")
    #expect(choice.y == ["altitude", "power", "speed"])
    #expect(prepared.dataset.series.map(\.name) == ["altitude", "power", "speed"])
  }

  /// A track of coordinates alone over its distance keeps them: nothing else to draw.
  @Test func coordinatesAloneAreKept() {
    let xs = (0..<20).map(Double.init)
    let series = [
      Series(name: "lat", xs: xs, ys: xs.map { 45 + $0 / 100 }), Series(name: "lon", xs: xs, ys: xs.map { 7 + $0 / 90 }),
    ]
    #expect(ChartChoice.droppingCoordinates(series).map(\.name) == ["lat", "lon"])
    let more = series + [Series(name: "altitude", xs: xs, ys: xs)]
    #expect(ChartChoice.droppingCoordinates(more).map(\.name) == ["altitude"])
  }

  /// linearmodels' munnell: 48 states over 17 years, the year named `YR`. Drawn as the
  /// unemployment's strips over the years pooled over the states, or a scatter of two of the
  /// measures; `YR` is the time, a line per state.
  @Test func yrIsATimeWord() throws {
    #expect(ColumnPlan.namesTime("YR"))
    #expect(ColumnPlan.namesTime("yr_built"))
    #expect(!ColumnPlan.namesTime("yrs"))
    var text = ",STATE,ST_ABB,YR,P_CAP,EMP,UNEMP\n"
    var row = 0
    let states = ["ALABAMA", "ARIZONA", "ARKANSAS", "CALIFORNIA", "COLORADO", "CONNECTICUT"]
    for (index, state) in states.enumerated() {
      for year in 1970...1986 {
        let size = Double(index + 1) * 10_000
        let unemployment = 4 + Double(index) * 0.3 + 2 * sin(Double(year - 1970) / 3)
        text += "\(row),\(state),\(state.prefix(2)),\(year),\(size + Double(year - 1970) * 300),\(size / 20),\(unemployment)\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "YR")
    #expect(choice.series == "STATE")
    #expect(prepared.dataset.mark == .line)
  }
}
