import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A table is refused for a column of dates in a form that is not read only when the column
/// holds dates (issue #32, session 28): a value has a date's shape (three digit fields, one of
/// them a year, joined by one kind of separator), and a column of dates read but for a few, or
/// known only to the month or year (`1985-12-00`, as MySQL stores them), is not in a form that
/// is not read.
@Suite(.timeLimit(.minutes(6))) struct DateShapeTests {
  static func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
    Double(DateParser.daysFromCivil(year: year, month: month, day: day)) * 86_400
  }

  // MARK: The shape of a date

  @Test(
    arguments: [
      "1.1.24", "24.01.01", "2024.01.01", "13.01.2024", "1/31/24", "1985-12-00", "0000-00-00",
      "2024-01-01T08:30:00Z", "1.1.2024 08:30", "2020.7.1.", "1/13/2024 8:30:00 PM",
    ])
  func aDateHasADatesShape(_ text: String) {
    #expect(ColumnPlan.looksLikeDate(text))
  }

  /// Digits joined by a bar (a distribution's parameters), versions, IP addresses, phone
  /// numbers and four fields are text; so are three short fields with none a year.
  @Test(
    arguments: [
      "85.29|7.47", "1.2.3.4", "192.168.0.1", "12-34-56-78", "555-123-4567", "12.34.56", "1.2.3",
      "2024-01-01 (est)", "1.2.2024 later",
    ])
  func textWithDigitsIsNotADate(_ text: String) {
    #expect(!ColumnPlan.looksLikeDate(text))
    #expect(!ColumnPlan.isUnreadDateForm(text))
  }

  @Test func aDayOrMonthZeroIsAPartialDateNotAnUnreadForm() {
    for text in ["1985-12-00", "1955-00-00", "0000-00-00", "0000-00-00 00:00:00", "2001/05/00"] {
      #expect(ColumnPlan.isPartialDate(text), "\(text)")
      #expect(!ColumnPlan.isUnreadDateForm(text), "\(text)")
      // Read as no date, as pandas, readr and lubridate read it.
      #expect(DateFormat.detect(text) == nil, "\(text)")
    }
    // A date read, a month 13 and a form not read are not dates known to the month.
    for text in ["1985-12-01", "1985-13-00", "24.01.00"] {
      #expect(!ColumnPlan.isPartialDate(text), "\(text)")
    }
    #expect(ColumnPlan.isUnreadDateForm("1.1.24") && ColumnPlan.isUnreadDateForm("24.01.01"))
  }

  // MARK: Tables

  /// OpenAP's aircraft performance tables (min, opt and max per variable, and the
  /// distribution's parameters as `85.29|7.47`) were refused as dates in a form not read.
  @Test func parametersJoinedByABarDoNotRefuseTheTable() throws {
    let csv = """
      "","variable","flight phase","name","opt","min","max","model","parameters"
      "1","to_v_lof","takeoff","Liftoff speed",85.3,74.5,96,"norm","85.29|7.47"
      "2","to_d_tof","takeoff","Takeoff distance",1.65,1.06,2.24,"norm","1.65|0.36"
      "3","to_acc_tof","takeoff","Mean takeoff accelaration",1.93,1.5,2.37,"norm","1.93|0.27"
      "4","ic_va_avg","initial_climb","Mean airspeed",83,76,89,"norm","83.31|4.64"
      "5","ic_vs_avg","initial_climb","Mean vertical rate",12.59,9.15,16.04,"norm","12.59|2.09"
      "6","cl_d_range","climb","Climb range",257,141,374,"norm","258.08|45.16"

      """
    // The measures are drawn (which against which is the choice's); the parameters are words.
    let dataset = try ChartDecoder.decode(csv)
    #expect(!dataset.series.isEmpty)
    #expect(Set(dataset.series.map(\.name)).isSubset(of: ["opt", "min", "max"]))
  }

  /// A list of power units whose commissioning dates are known to the month or year
  /// (`1985-12-00`, `1955-00-00`), as exported from a MySQL database, is drawn, not refused.
  @Test func datesKnownToTheMonthDoNotRefuseTheTable() throws {
    let dates = ["1985-12-00", "1986-12-00", "1955-00-00", "1972-00-00", "1990-06-15", "2001-00-00"]
    let rows = dates.enumerated().map { "\($0.offset + 1),Unit \($0.offset % 3),\(100 + 37 * $0.offset),\($0.element)" }
    let csv = "\"\",Unit,Capacity (MWe),Date Commissioned (yyyy-mm-dd)\n" + rows.joined(separator: "\n") + "\n"
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.series.map(\.name).contains("Capacity (MWe)"))
  }

  /// Dates read but for a few (a day `00`, `unknown`, a typo) are x, those few missing and
  /// counted as cells that were not values.
  @Test func datesReadButForAFewAreXWithThoseMissing() throws {
    let dates = [
      "2020-01-01", "2020-01-02", "2020-01-00", "2020-01-04", "unknown", "2020-01-06", "2020-01-07", "2020-1-08x",
    ]
    let csv = "date,value\n" + dates.enumerated().map { "\($0.element),\($0.offset)" }.joined(separator: "\n") + "\n"
    let table = try ChartDecoder.decodeTable(Data(csv.utf8))
    #expect(table.dataset.xKind == .date)
    let xs = table.dataset.series[0].xs.filter { !$0.isNaN }
    #expect(xs.first == Self.day(2020, 1, 1))
    #expect(xs.count == 5)
    let cells = try #require(table.columns.unreadable)
    #expect(cells.count == 3 && cells.text == "2020-01-00")
  }

  /// Negative: dates really in a form that is not read, drawn over the row number, still refuse
  /// the table, and the value named is the first in that form, not a date read before it.
  @Test func datesInAFormNotReadStillRefuseAndNameTheValueNotRead() throws {
    let rows = ["2024-01-05"] + (1...6).map { "\($0).1.24" }
    let csv = "date,y\n" + rows.enumerated().map { "\($0.element),\($0.offset + 1)" }.joined(separator: "\n") + "\n"
    #expect {
      _ = try ChartDecoder.decode(csv)
    } throws: { error in
      guard case .decodingError(let failure)? = error as? DataError else { return false }
      return failure.message.hasPrefix("the date format of \"1.1.24\" in column \"date\" is not supported")
        && failure.line == 3 && failure.column == 1
    }
  }
}
