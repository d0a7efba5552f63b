import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Tables found in statsmodels' datasets: dates written as a column of years and a column of
/// quarters or months (`macrodata`: 663 of 2,639 points were kept, one per year), and tables of
/// observations whose x repeats in most rows (`fair`: 40 of 50,928 points were drawn).
@Suite(.timeLimit(.minutes(6))) struct PeriodsAndObservationsTests {
  /// `year,quarter,realgdp,unemp` for `years` years from 1959.
  static func quarterly(years: Int = 3, header: String = "year,quarter,realgdp,unemp") -> Data {
    var text = header + "\n"
    for year in 1959..<(1959 + years) {
      for quarter in 1...4 {
        text += "\(year).0,\(quarter).0,\(2700 + Double(year - 1959) * 40 + Double(quarter) * 9),\(5.0 + Double(quarter) / 10)\n"
      }
    }
    return Data(text.utf8)
  }

  static func seconds(_ year: Int, _ month: Int) -> Double {
    Double(DateParser.daysFromCivil(year: year, month: month, day: 1)) * 86_400
  }

  @Test func yearsBesideQuartersAreReadAsTheQuartersFirstDays() throws {
    let table = try ChartDecoder.decodeTable(Self.quarterly())
    #expect(table.dataset.xKind == .date)
    #expect(table.dataset.xLabel == "year, quarter")
    #expect(table.columns.x == "year")
    #expect(table.columns.y == ["realgdp", "unemp"])
    #expect(table.dataset.series.map(\.name) == ["realgdp", "unemp"])
    let xs = table.dataset.series[0].xs
    #expect(xs.count == 12)
    #expect(xs[0] == Self.seconds(1959, 1))
    #expect(xs[1] == Self.seconds(1959, 4))
    #expect(xs[7] == Self.seconds(1960, 10))
    #expect(table.dataset.series[1].xs == xs)
    // Nothing is dropped as a duplicate any more.
    let (clean, report) = table.dataset.sanitized()
    #expect(clean.pointCount == 24)
    #expect(report.droppedCount == 0)
  }

  @Test func yearsBesideMonthsAndLongFormatSplitAfterwards() throws {
    var text = "Year,Month,country,value\n"
    for year in 2000...2001 {
      for month in 1...12 {
        for country in ["Chad", "Peru"] { text += "\(year),\(month),\(country),\(year * 100 + month)\n" }
      }
    }
    let table = try ChartDecoder.decodeTable(Data(text.utf8))
    #expect(table.dataset.xKind == .date)
    #expect(table.dataset.xLabel == "Year, Month")
    #expect(table.columns.series == "country")
    #expect(table.dataset.series.map(\.name) == ["Chad", "Peru"])
    #expect(table.dataset.series[1].xs.first == Self.seconds(2000, 1))
    #expect(table.dataset.series[1].xs.last == Self.seconds(2001, 12))
    #expect(table.dataset.series[1].ys.last == 200_112)
  }

  @Test func periodsOutOfRangeOrChosenColumnsAreNotCombined() throws {
    // A "quarter" of 5 is not a quarter: read as it is, x repeats and no words name series, so
    // the rows are drawn as points (they were refused before). v does not
    // count the rows (a column 0, 1, 2, … is a row index, never y).
    var rows = "year,quarter,v\n"
    for row in 0..<12 { rows += "\(2000 + row / 4),\(row == 5 ? 5 : row % 4 + 1),\(row * 10 + 3)\n" }
    let badQuarter = Data(rows.utf8)
    let observed = try ChartPipeline().prepare(badQuarter)
    #expect(observed.dataset.xKind == .number)
    #expect(observed.dataset.mark == .points)
    #expect(observed.columns.choice.x == "year")
    #expect(observed.columns.choice.y == ["quarter", "v"])
    // Observations with two measures get a panel each, whatever their scales.
    #expect(observed.columns.choice.notes == [.xRepeats(count: 9)])
    #expect(observed.dataset.layout == .panels)
    #expect(observed.report.keptCount == 24)
    var options = DecodeOptions()
    options.findsSeries = false
    let asItIs = try ChartDecoder.decodeTable(badQuarter, options: options)
    #expect(asItIs.dataset.xKind == .number)
    #expect(asItIs.columns.y == ["quarter", "v"])
    // Columns named by the reader are read as named.
    var named = DecodeOptions(x: "year")
    named.findsSeries = false
    let namedTable = try ChartDecoder.decodeTable(Self.quarterly(), options: named)
    #expect(namedTable.dataset.xKind == .number)
    #expect(namedTable.columns.y == ["quarter", "realgdp", "unemp"])
    // Only an x named like a year is combined; a column of quarters beside another x is a series.
    let other = try ChartDecoder.decodeTable(Self.quarterly(header: "t,quarter,realgdp,unemp"), options: options)
    #expect(other.dataset.xKind == .number)
    #expect(other.columns.y == ["quarter", "realgdp", "unemp"])
  }

  @Test func observationsWhoseXRepeatsInMostRowsAreDrawnAsPoints() throws {
    // statsmodels' `fair`: ratings 1–5 for 50 rows, no column of words. The ratings
    // are a code, not a measure and not x; nothing orders the rows, so they are observations,
    // points of the second measure against the first (this failed naming x before).
    var text = "rate_marriage,age,yrs_married\n"
    for row in 0..<50 { text += "\(row % 5 + 1),\(20 + row % 17),\(row % 9)\n" }
    let prepared = try ChartPipeline().prepare(Data(text.utf8))
    let choice = prepared.columns.choice
    #expect(choice.x == "age")
    #expect(choice.y == ["yrs_married"])
    #expect(choice.skipped == [ChartChoice.Column(name: "rate_marriage", role: .code)])
    #expect(choice.notes == [.rowsAreObservations(x: "age", y: "yrs_married")])
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.report.keptCount == 50)
    #expect(
      choice.noteSentences(in: .english) == ["Drawn as points of yrs_married against age: nothing orders the rows."])
    // With findsSeries off, the table is read as it is.
    var options = DecodeOptions()
    options.findsSeries = false
    let asItIs = try ChartDecoder.decodeTable(Data(text.utf8), options: options)
    #expect(asItIs.dataset.series.map(\.name) == ["yrs_married"])
    #expect(asItIs.dataset.pointCount == 50)
  }

  @Test func aFewRepeatedXValuesOfAGrowingMeasureAreDuplicatesOfALine() throws {
    // `engel`-shaped: nothing orders the rows, and income only grows: food expenditure is drawn
    // against it. Repeats in a quarter of the rows or more would make them observations
    // (points, as cars' speeds); 3 of 40 are duplicates, merged and reported, as a few repeats
    // of a date are (ColumnChoiceTests.aFewRepeatedRowsInAWideTableAreDuplicatesNotLongFormat),
    // so that an irregularly sampled series (ice-core ages) stays one line.
    var text = "income,foodexp\n"
    for row in 0..<40 { text += "\(400 + (row < 4 ? 0 : row)),\(250 + row)\n" }
    let table = try ChartDecoder.decodeTable(Data(text.utf8))
    #expect(table.dataset.pointCount == 40)
    let prepared = ChartPipeline().prepare(table)
    #expect(prepared.columns.choice.x == "income")
    #expect(prepared.columns.choice.y == ["foodexp"])
    #expect(prepared.columns.choice.notes == [])
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.report[.duplicateX] == 3)
    #expect(prepared.report.keptCount == 37)
  }

  /// statsmodels' `spector.csv` and `E6_jmulti.csv` (and R's `write.table`): values separated
  /// by spaces were one column whose "number format … is not supported".
  @Test func valuesSeparatedBySpacesFailSayingSo() throws {
    let spector = Data("'OBS' 'GPA' 'TUCE' 'PSI' 'GRADE'\n1 2.66 20 0 0\n2 2.89 22 0 0\n3 3.28 24 0 0\n".utf8)
    let headerless = Data("-0.00313258 0.083\n0.0188713 0.083\n0.0216 0.0825\n".utf8)
    for (data, line) in [(spector, 2), (headerless, 2)] {
      let error = #expect(throws: DataError.self) { try ChartDecoder.decodeTable(data) }
      guard case .decodingError(let failure)? = error else {
        Issue.record("expected a decoding error, got \(String(describing: error))")
        continue
      }
      #expect(failure.message.hasPrefix("the values are separated by spaces ("), "\(failure)")
      #expect(failure.message.contains("tr -s ' ' ','"))
      #expect(failure.message(in: .simplifiedChinese).hasPrefix("各值之间用空格分隔（"), "\(failure)")
      #expect(failure.line == line)
    }
    // One column of words with spaces, or of dates and times, is not taken for it.
    for text in ["name,\nJohn Smith,\nJane Doe,\n", "when\n2024-01-01 12:00\n2024-01-02 12:00\n"] {
      do {
        _ = try ChartDecoder.decodeTable(Data(text.utf8))
      } catch .decodingError(let failure) {
        #expect(!failure.message.contains("separated by spaces"), "\(failure)")
      } catch {
        Issue.record("\(error)")
      }
    }
    // A delimiter that was named is the reader's choice: the file is read as one column, as asked.
    var options = DecodeOptions()
    options.delimiter = UInt8(ascii: ";")
    do {
      _ = try ChartDecoder.decodeTable(spector, options: options)
      Issue.record("one column cannot be charted")
    } catch .decodingError(let failure) {
      #expect(!failure.message.contains("separated by spaces"), "\(failure)")
    } catch {
      Issue.record("\(error)")
    }
  }
}
