import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Wide tables (#32, h32h class 1): rows are series and the columns are named by the x values
/// (years, `day_3`…, wind speeds). Each is drawn as a line per row over the column names, or
/// past 12 rows as the median and the 10–90% band, and the report says it was read wide.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceWideTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func isReadWide(_ choice: ChartChoice) -> Bool {
    choice.notes.contains { if case .readWide = $0 { true } else { false } }
  }

  /// R's `USPersonalExpenditure` written with its row names: it was refused with a hint to
  /// transpose it; it is a line per category over the years.
  @Test func yearsAsColumnsWithRowNamesAreALinePerRow() throws {
    let text = """
      ,1940,1945,1950,1955,1960
      Food and Tobacco,22.2,44.5,59.6,73.2,86.8
      Household Operation,10.5,15.5,29.0,36.5,46.2
      Medical and Health,3.53,5.76,9.71,14.0,21.1
      Personal Care,1.04,1.98,2.45,3.4,5.4
      Private Education,0.341,0.974,1.8,2.6,3.64

      """
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(prepared.dataset.series.map(\.name).first == "Food and Tobacco")
    #expect(prepared.dataset.series.count == 5)
    #expect(prepared.dataset.series[0].xs == [1940, 1945, 1950, 1955, 1960])
    #expect(prepared.dataset.series[0].ys == [22.2, 44.5, 59.6, 73.2, 86.8])
    #expect(prepared.dataset.mark == .line)
    #expect(choice.series == "")
    #expect(choice.summary(in: .english).contains("series: \"\""))
    #expect(choice.notes.contains(.readWide(first: "1940", last: "1960", columns: 5, label: "")))
    #expect(choice.skipped.isEmpty)
    let sentence = try #require(choice.noteSentences(in: .english).first)
    #expect(sentence.contains("5 columns 1940 to 1960 are x"))
  }

  /// libpysal's `usjoin`: 48 states' incomes in columns 1929…2009 beside a numeric FIPS code.
  /// Too many rows for a line each: the median and the band, with the row count stated; the
  /// code is skipped, never drawn.
  @Test func manyRowsAreTheMedianWithABand() throws {
    var text = ",Name,STATE_FIPS," + (1929...1960).map(String.init).joined(separator: ",") + "\n"
    for state in 0..<48 {
      let values = (0..<32).map { String(300 + state * 10 + $0 * 25) }
      text += "\(state),State \(state),\(state + 1)," + values.joined(separator: ",") + "\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(Self.isReadWide(choice))
    #expect(choice.series == "Name")
    #expect(prepared.dataset.series.count == 1)
    let band = try #require(prepared.dataset.others)
    #expect(band.count == 48)
    #expect(band.xs.first == 1929 && band.xs.last == 1960)
    #expect(choice.notes.contains(.unitsAsMedian(unit: "Name", units: 48, measure: "")))
    #expect(choice.noteSentences(in: .english).contains { $0.contains("The median of 48 rows (Name)") })
    #expect(choice.skipped.map(\.name).contains("STATE_FIPS"))
    #expect(!choice.y.contains("STATE_FIPS"))
  }

  /// great_tables' `illness`: lab tests by day (`day_3`…`day_9`) with units and normal
  /// ranges beside, and `NA` cells: a line per test over the day numbers.
  @Test func prefixedDayColumnsAreTheDayNumbers() throws {
    let text = """
      "","test","units","day_3","day_4","day_5","day_6","day_7","day_8","day_9","norm_l","norm_u"
      "1","Viral load","copies per mL",12000,4200,1600,830,760,520,250,NA,NA
      "2","WBC","x10^9 / L",5.26,4.26,9.92,10.49,24.77,30.26,19.03,4,10
      "3","Neutrophils","x10^9 / L",4.87,4.72,7.92,18.21,22.08,27.17,16.59,2,8
      "4","RBC","x10^12 / L",5.72,5.98,4.23,4.83,4.12,2.68,3.32,4,5.5

      """
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "day")
    #expect(choice.series == "test")
    #expect(prepared.dataset.series.map(\.name) == ["Viral load", "WBC", "Neutrophils", "RBC"])
    #expect(prepared.dataset.series[1].xs == [3, 4, 5, 6, 7, 8, 9])
    #expect(Set(choice.skipped.map(\.name)) == ["", "units", "norm_l", "norm_u"])
  }

  /// Many rows on scales 100-fold apart are different measures (lab tests in their units):
  /// the first 12 get a panel each, never one median of unlike things.
  @Test func manyRowsOnUnlikeScalesArePanels() throws {
    var text = "test,units,day_3,day_4,day_5\n"
    for test in 0..<20 {
      let scale = test % 2 == 0 ? 10_000.0 : 1.0
      text += "T\(test),u,\(scale * 1.5),\(scale * 2.5),\(scale * 2)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(Self.isReadWide(choice))
    #expect(choice.series == nil)
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.series.count == 12)
    #expect(prepared.dataset.others == nil)
    #expect(choice.notes.contains(.measuresCut(shown: 12, total: 20)))
  }

  /// A source note under the table (words in the numbered columns' rows left empty) does not
  /// make the code column the label: the names of the rows are.
  @Test func notesBelowTheTableDoNotChooseTheLabel() throws {
    var text = ",FIPS,AreaName,1969,1970,1971\n"
    for area in 0..<5 { text += "\(area),0\(area),Area \(area),\(100 + area),\(110 + area),\(120 + area)\n" }
    text += "5,Source: Bureau of Economic Analysis,,,,\n"
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.series == "AreaName")
    #expect(prepared.dataset.series.map(\.name) == (0..<5).map { "Area \($0)" })
  }

  /// windpowerlib's power coefficient curves: wind speeds `0.0`, `0.5`, … as column names,
  /// most cells empty: a line per turbine over the speeds, never two speeds scattered.
  @Test func decimalColumnNamesAreARealAxis() throws {
    let speeds = stride(from: 0.0, through: 6.0, by: 0.5).map { String(format: "%.1f", $0) }
    var text = ",turbine_type," + speeds.joined(separator: ",") + "\n"
    for turbine in 0..<3 {
      let cells = speeds.indices.map { $0 % 2 == 0 ? String(Double($0) * 0.05 + Double(turbine) * 0.01) : "" }
      text += "\(turbine),E-\(101 + turbine)/3050," + cells.joined(separator: ",") + "\n"
    }
    let prepared = try Self.prepare(text)
    #expect(Self.isReadWide(prepared.columns.choice))
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.series.count == 3)
    #expect(prepared.dataset.series[0].xs == [0, 1, 2, 3, 4, 5, 6])
  }

  /// statsmodels' `elnino`: a row per year and a column per month. Twelve month lines over
  /// the years hid the seasons; it is one series over the months of every year.
  @Test func monthColumnsBesideAYearAreOneSeriesOverTime() throws {
    let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
    var text = ",YEAR," + months.joined(separator: ",") + "\n"
    for (row, year) in (1950...1953).enumerated() {
      text += "\(row),\(year).0," + months.indices.map { String(20 + Double($0) / 2 + Double(row)) }.joined(separator: ",") + "\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "YEAR")
    #expect(prepared.dataset.xKind == .date)
    #expect(prepared.dataset.series.count == 1)
    let series = try #require(prepared.dataset.series.first)
    #expect(series.count == 48)
    #expect(series.xs.first == DateParser.seconds(year: 1950, month: 1, day: 1))
    #expect(series.xs.last == DateParser.seconds(year: 1953, month: 12, day: 1))
    #expect(series.ys[13] == 20.5 + 1)
    #expect(choice.notes.contains(.monthsAsColumns(first: "JAN", last: "DEC", year: "YEAR")))
    #expect(choice.skipped.map(\.name) == [""])
  }

  /// Numbered columns beside a column of times are replicates of each time, not x: the table
  /// is read the usual way.
  @Test func numberedReplicatesBesideATimeAreNotWide() throws {
    var text = "time,1,2,3\n"
    for t in 0..<20 { text += "\(t),\(Double(t) * 1.1),\(Double(t) * 0.9),\(Double(t))\n" }
    let prepared = try Self.prepare(text)
    #expect(!Self.isReadWide(prepared.columns.choice))
    #expect(prepared.columns.choice.x == "time")
  }

  /// Variable lists (`x1`, `x2`, `x3`; R's `V1`, `V2`, …) are measures, not x values.
  @Test(arguments: ["x1,x2,x3,y", "V1,V2,V3,V4", "q1,q2,q3,q4"])
  func numberedVariablesAreNotWide(header: String) throws {
    let width = header.split(separator: ",").count
    var text = header + "\n"
    for row in 0..<30 { text += (0..<width).map { String((row * 7 + $0 * 13) % 17) }.joined(separator: ",") + "\n" }
    let prepared = try Self.prepare(text)
    #expect(!Self.isReadWide(prepared.columns.choice))
  }

  /// A header of years with a column of words that holds no numbers below is not wide.
  @Test func yearsOverWordsAreNotReadWide() throws {
    let text = "name,2001,2002,2003\na,x,y,z\nb,u,v,w\n"
    let table = try Data(text.utf8).withUnsafeBytes { raw in
      try ChartDecoder.wideTable(raw.bindMemory(to: UInt8.self), options: DecodeOptions())
    }
    #expect(table == nil)
  }

  /// The column names that carry x values, and those that do not.
  @Test func columnNamesThatAreNumbers() {
    #expect(WideTable.number(named: "1969  ")?.x == 1969)
    #expect(WideTable.number(named: "1969")?.isYear == true)
    #expect(WideTable.number(named: "day_3").map { [$0.prefix, String($0.x)] } == ["day", "3.0"])
    #expect(WideTable.number(named: "X1990")?.prefix == "x")
    #expect(WideTable.number(named: "3.5")?.x == 3.5)
    #expect(WideTable.number(named: "V1") == nil)
    #expect(WideTable.number(named: "x1") == nil)
    #expect(WideTable.number(named: "d2") == nil)
    #expect(WideTable.number(named: "FEB").map { [$0.prefix, String($0.x)] } == ["month", "2.0"])
    #expect(WideTable.number(named: "Januar_SA") == nil)
    #expect(WideTable.number(named: "norm_l") == nil)
    #expect(WideTable.number(named: "1.2.3") == nil)
    #expect(WideTable.header(["a", "1", "2"]) == nil)
    #expect(WideTable.header(["a", "b", "c", "d", "2000", "2001", "2002"]) == nil)
    #expect(WideTable.header(["a", "b", "2000", "2001", "2001.0"]) == nil)
  }

  /// The notes of a wide table say so in both languages.
  @Test func theNotesSaySoInBothLanguages() {
    let notes: [ChartChoice.Note] = [
      .readWide(first: "1940", last: "1960", columns: 5, label: "state"),
      .readWide(first: "1940", last: "1960", columns: 5, label: nil),
      .unitsAsMedian(unit: "Name", units: 48, measure: ""),
      .monthsAsColumns(first: "1940", last: "1960", year: "YEAR"),
    ]
    for note in notes {
      for language in [Language.english, .simplifiedChinese] {
        let sentence = note.sentence(in: language)
        #expect(!sentence.isEmpty && !sentence.contains("%"), "\(note) in \(language): \(sentence)")
        #expect(sentence.contains(note == notes[2] ? "48" : "1940"))
      }
    }
  }
}
