import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Years written as dates (#32, h37c): vega's `cars` writes each car's model year as
/// `1970-01-01`; the cars pooled over thirteen model years are a cross-section, as ISLP's
/// `Auto` (the same cars with a whole-number year) already is, while a yearly series and a long
/// table sorted by year keep their dates.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceYearDatesTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A car a row: name, mileage, cylinders, weight, horsepower, the model year as a date, origin;
  /// `perYear` cars of each of `years`, sorted by year as vega's file is.
  static func cars(years: ClosedRange<Int> = 1970...1982, perYear: Int = 30) -> String {
    var text = ",Name,Miles_per_Gallon,Cylinders,Horsepower,Weight_in_lbs,Year,Origin\n"
    var row = 0
    for year in years {
      for car in 0..<perYear {
        let weight = 1800 + (row * 613) % 3200
        let mpg = 46 - Double(weight) / 120 + Double(year - 1970) * 0.4 + Double(car % 5)
        let cylinders = [4, 6, 8, 4, 4][row % 5]
        text += "\(row),make \(row % 40) model \(car),\(mpg),\(cylinders),\(60 + (row * 37) % 170),\(weight),"
        text += "\(year)-01-01,\(["USA", "Europe", "Japan"][row % 3])\n"
        row += 1
      }
    }
    return text
  }

  @Test func carsPooledOverModelYearsWrittenAsDatesAreACrossSection() throws {
    let prepared = try Self.prepare(Self.cars())
    let choice = prepared.columns.choice
    #expect(choice.x != "Year")
    #expect(choice.columns.first { $0.name == "Year" }?.role == .waves)
    #expect(choice.skipped.contains { $0.name == "Year" })
    #expect(prepared.dataset.mark == .points)
    #expect(!choice.notes.contains { if case .xRepeats = $0 { true } else { false } })
    #expect(Set([choice.x ?? ""] + choice.y).isSubset(of: ["Miles_per_Gallon", "Horsepower", "Weight_in_lbs"]))
  }

  /// A yearly series written as dates, one row a year: still over its dates.
  @Test func aYearlySeriesWrittenAsDatesKeepsItsDates() throws {
    var text = "date,value\n"
    for year in 1950..<2010 { text += "\(year)-01-01,\(Double(year - 1950) * 1.5 + Double(year % 3))\n" }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "date")
    #expect(prepared.dataset.mark == .line)
  }

  /// A long table sorted by year, the same countries in each year's block: a panel, still over
  /// its dates.
  @Test func countriesInEachYearsBlockKeepTheirDates() throws {
    var text = "year,country,gdp\n"
    for year in 1990..<2020 {
      for country in 0..<20 { text += "\(year)-01-01,Country \(country),\(1000 + country * 50 + (year - 1990) * 10)\n" }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "year")
  }

  /// maven's `pizzaplace`: a pizza a row, the first sixty-odd sold on 1 January, then every
  /// day of the year: events over dates, counted per day, whatever the first rows show.
  @Test func aDayOfEventsOnTheFirstOfJanuaryIsNoYear() throws {
    var text = "id,date,time,size,price\n"
    var row = 0
    for day in 0..<120 {
      for _ in 0..<(70 + (day * 13) % 20) {
        let date = String(format: "2015-%02d-%02d", 1 + day / 28, 1 + day % 28)
        text += "\(row),\(date),12:00:00,\(["S", "M", "L"][row % 3]),\(12.5 + Double(row % 7))\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.columns.first { $0.name == "date" }?.role == .time)
    #expect(prepared.dataset.mark != .histogram)
  }

  @Test func onlyTheFirstOfJanuaryIsAYear() {
    #expect(ColumnRole.yearsOfFirstJanuary(["1970-01-01", "1971-01-01T00:00:00", "1972/01/01 00:00"]) == ["1970", "1971", "1972"])
    #expect(ColumnRole.yearsOfFirstJanuary(["1970-01-01", "1970-02-01"]) == nil)
    #expect(ColumnRole.yearsOfFirstJanuary(["1970-01-01 12:00"]) == nil)
    #expect(ColumnRole.yearsOfFirstJanuary(["01-01-1970"]) == nil)
    #expect(ColumnRole.yearsOfFirstJanuary([]) == nil)
  }
}
