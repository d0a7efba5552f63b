import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The common date forms beyond ISO, and errors that blame the format, not the y columns.
@Suite(.timeLimit(.minutes(6))) struct DateFormDetectionTests {
  static let jan13 = Double(DateParser.daysFromCivil(year: 2024, month: 1, day: 13)) * 86_400

  @Test(
    arguments: [
      ("2024-01", DateFormat.iso8601, 2024, 1, 1), ("2024-Q1", .iso8601, 2024, 1, 1),
      ("2024-q3", .iso8601, 2024, 7, 1), ("Jan 2024", .monthName, 2024, 1, 1),
      ("January 2024", .monthName, 2024, 1, 1), ("sept 2023", .monthName, 2023, 9, 1),
      ("1/13/2024", .monthDayYearSlashed, 2024, 1, 13), ("01/13/2024", .monthDayYearSlashed, 2024, 1, 13),
      ("13/01/2024", .dayMonthYearSlashed, 2024, 1, 13), ("13/1/2024", .dayMonthYearSlashed, 2024, 1, 13),
      ("13.01.2024", .dayMonthYearDotted, 2024, 1, 13), ("2.3.2024", .dayMonthYearDotted, 2024, 3, 2),
    ] as [(String, DateFormat, Int, Int, Int)])
  func readsTheForm(_ text: String, _ format: DateFormat, _ year: Int, _ month: Int, _ day: Int) {
    let expected = Double(DateParser.daysFromCivil(year: year, month: month, day: day)) * 86_400
    #expect(format.seconds(from: text) == expected)
  }

  @Test(
    arguments: [
      ("2024-13", DateFormat.iso8601), ("2024-Q5", .iso8601), ("2024-Q0", .iso8601), ("Jan 24", .monthName),
      ("13/13/2024", .monthDayYearSlashed), ("1/32/2024", .monthDayYearSlashed),
      ("1/13/2024", .dayMonthYearSlashed), ("2/30/2024", .monthDayYearSlashed), ("1/1/245", .monthDayYearSlashed),
      ("31.02.2024", .dayMonthYearDotted), ("2024-01-", .iso8601),
    ] as [(String, DateFormat)])
  func rejectsWhatIsNotADateInTheForm(_ text: String, _ format: DateFormat) {
    #expect(format.seconds(from: text) == nil)
  }

  @Test func aSlashedTimeIsRead() {
    #expect(DateFormat.monthDayYearSlashed.seconds(from: "1/13/2024 08:30") == Self.jan13 + 8.5 * 3600)
  }

  @Test func aColumnWithASecondFieldOver12IsMonthFirst() throws {
    let csv = "date,y\n" + (1...20).map { "1/\($0)/2024,\($0)" }.joined(separator: "\n")
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.xKind == .date)
    #expect(dataset.series[0].xs[12] == Self.jan13)
    #expect(dataset.series[0].xs[1] == Self.jan13 - 11 * 86_400)
  }

  /// `PBS` as R's tsibble exports it: a month a row, written `1991 Jul`, is a date column.
  @Test func tsibbleMonthsAreReadAsDates() throws {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let csv = "Month,Cost\n" + (0..<30).map { "\(1991 + $0 / 12) \(months[$0 % 12]),\(100 + $0)" }.joined(separator: "\n")
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.xKind == .date)
    #expect(dataset.series[0].xs.count == 30)
    #expect(dataset.series[0].xs[12] == DateFormat.iso8601.seconds(from: "1992-01-01"))
  }

  @Test func aColumnWithAFirstFieldOver12IsDayFirst() throws {
    let csv = "date,y\n" + (1...20).map { "\($0)/01/2024,\($0)" }.joined(separator: "\n")
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.series[0].xs[12] == Self.jan13)
    #expect(dataset.series[0].xs.allSatisfy { !$0.isNaN })
  }

  @Test func slashedDatesThatNoValueDecidesFailSayingHowToChoose() throws {
    let csv = "date,y\n01/02/2024,1\n01/03/2024,2\n01/04/2024,3\n"
    #expect {
      _ = try ChartDecoder.decode(csv)
    } throws: { error in
      guard case .decodingError(let failure)? = error as? DataError else { return false }
      // The library names no flag; the kind lets a tool add its own.
      return failure.message.contains("month/day/year") && !failure.message.contains("--")
        && failure.kind == .ambiguousDateOrder(column: failure.path ?? "")
        && failure.line == 2 && failure.column == 1 && failure.path == "date"
    }
    // Chosen, the same file reads.
    let dataset = try ChartDecoder.decode(csv, options: DecodeOptions(xFormat: .date(.dayMonthYearSlashed)))
    #expect(dataset.series[0].xs[0] == Double(DateParser.daysFromCivil(year: 2024, month: 2, day: 1)) * 86_400)
  }

  /// pvlib's module catalogue (an R export): every row stamped with the one release date
  /// `1/3/2019`, which reads both ways. Nothing is drawn over one date, so its order does not
  /// matter: the catalogue's measures chart rather than the whole table being refused.
  @Test func oneAmbiguousDateStampedOnEveryRowDoesNotRefuseTheTable() throws {
    let rows = (1...8).map { n in
      "\"\(n)\",\"Module \(n)\",\(170 + 5 * n).5,\(150 + 4 * n).2,1.\(500 + 7 * n),\"1/3/2019\""
    }
    let csv = "\"\",\"Name\",\"STC\",\"PTC\",\"Length\",\"Date\"\n" + rows.joined(separator: "\n") + "\n"
    let dataset = try ChartDecoder.decode(csv)
    // The measures are drawn (over the first of them, as a table with no time is read); the
    // date is neither x nor a series.
    #expect(dataset.xLabel == "STC")
    #expect(dataset.series.map(\.name) == ["PTC", "Length"])
    // Two dates that no value decides still refuse: they could be the time the rows follow.
    let two = csv.replacingOccurrences(of: "\"1/3/2019\"\n\"8\"", with: "\"1/4/2019\"\n\"8\"")
    #expect(two != csv)
    #expect {
      _ = try ChartDecoder.decode(two)
    } throws: { error in
      guard case .decodingError(let failure)? = error as? DataError else { return false }
      return failure.kind == .ambiguousDateOrder(column: "Date")
    }
  }

  @Test(arguments: ["2024-01", "Jan 2024", "2024-Q1", "13.01.2024"])
  func aColumnInANewFormIsX(_ first: String) throws {
    let dataset = try ChartDecoder.decode("when,y\n\(first),1\n")
    #expect(dataset.xKind == .date)
    #expect(dataset.series.map(\.name) == ["y"])
  }

  @Test func anUnsupportedDateFormatIsNamedWithItsLineAndColumn() throws {
    let csv = "n,date,y\n1,24.01.01,1\n2,24.01.02,2\n"
    #expect {
      _ = try ChartDecoder.decode(csv, options: DecodeOptions(x: "date"))
    } throws: { error in
      guard case .decodingError(let failure)? = error as? DataError else { return false }
      return failure.message.hasPrefix("the date format of \"24.01.01\" in column \"date\" is not supported")
        && failure.line == 2 && failure.column == 2
    }
  }

  @Test func anUnsupportedDateBesideNumbersBlamesTheFormatNotTheYColumns() throws {
    // x falls to the numbers; the dates column is what is left, and it is not a y problem.
    do {
      #expect {
        _ = try ChartDecoder.decode("date,y\n24.01.01,1\n24.01.02,2\n")
      } throws: { error in
        guard case .decodingError(let failure)? = error as? DataError else { return false }
        return failure.message.hasPrefix("the date format of \"24.01.01\"")
          && !failure.message.contains("choose y columns") && failure.line == 2 && failure.column == 1
      }
    }
    // With the numbers counting the rows (a row index, not drawn), nothing else is left to draw:
    // the format is named.
    #expect {
      _ = try ChartDecoder.decode("date,y\n" + (1...6).map { "24.01.0\($0),\($0)" }.joined(separator: "\n"))
    } throws: { error in
      guard case .decodingError(let failure)? = error as? DataError else { return false }
      return failure.message.hasPrefix("the date format of \"24.01.01\"")
        && !failure.message.contains("choose y columns") && failure.line == 2 && failure.column == 1
    }
  }

  /// Once refused as a number format that is not read; read since issue #31.
  @Test func aGermanNumberFormatIsRead() throws {
    let table = try ChartDecoder.decodeTable(Data("i;Umsatz\n1;4.824,14\n2;1.226,21\n".utf8))
    #expect(table.dataset.series.first { $0.name == "Umsatz" }?.ys == [4824.14, 1226.21])
    #expect(table.columns.numbers?.decimal == .comma)
    // With `i` counting the rows (a row index).
    let counted = try ChartDecoder.decodeTable(
      Data(("i;Umsatz\n" + (1...6).map { "\($0);4.824,1\($0)" }.joined(separator: "\n")).utf8))
    #expect(counted.dataset.series.first { $0.name == "Umsatz" }?.ys == [4824.11, 4824.12, 4824.13, 4824.14, 4824.15, 4824.16])
  }

  @Test func theNewMessagesHaveChinese() {
    let messages: [(DataError.DecodingFailure.Reason, String)] = [
      (
        .unsupportedDateFormat(value: "1", column: "d"),
        "the date format of \"1\" in column \"d\" is not supported; write dates like 2024-01-31, 2024/01/31, 1/31/2024, 31/01/2024, 31.01.2024, Jan 31 2024, 2024-01, Jan 2024 or 2024-Q1"
      ),
      (
        .unsupportedNumberFormat(value: "1,5", column: "d"),
        "the numbers in column \"d\", such as \"1,5\", are not all written one way, or are in a form that is not read; say which character separates their decimals"
      ),
      (
        .ambiguousDateOrder(column: "d", sample: "1/2/2024"),
        "the dates in column \"d\" such as \"1/2/2024\" read both as month/day/year and as day/month/year, and no value decides; say which order they are in"
      ),
    ]
    for (reason, message) in messages {
      #expect(reason.description == message)
      let chinese = reason.message(in: .simplifiedChinese)
      #expect(chinese != message)
      #expect(chinese.contains("\"d\""))
    }
  }
}
