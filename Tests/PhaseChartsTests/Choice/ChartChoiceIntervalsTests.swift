import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Rows that are intervals of time (#32, h33d class 5): the counting-process form of survival
/// data. Their lengths are drawn, not one end against the other nor both over a year.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceIntervalsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// lifelines' `stanford_heart_transplants`: `start`, `stop`, `event`, covariates, `id`;
  /// a patient with a transplant has two rows, before and after it.
  @Test func countingProcessRowsAreDrawnAsTheirLengths() throws {
    var text = ",start,stop,event,age,year,surgery,transplant,id\n"
    var row = 0
    for patient in 1...40 {
      let wait = Double(patient * 7 % 50)
      if patient % 3 == 0 {
        text += "\(row),0.0,\(wait + 1),0,\(Double(patient) - 20.5),\(Double(patient) / 10),0,0,\(patient)\n"
        row += 1
        text += "\(row),\(wait + 1),\(wait + 1 + Double(patient * 13 % 200)),1,\(Double(patient) - 20.5),\(Double(patient) / 10),0,1,\(patient)\n"
      } else {
        text += "\(row),0.0,\(Double(patient * 7 % 90) + 1),1,\(Double(patient) - 20.5),\(Double(patient) / 10),\(patient % 2),0,\(patient)\n"
      }
      row += 1
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(prepared.dataset.mark == .histogram)
    #expect(choice.x == "stop − start")
    #expect(choice.notes.contains(.intervalLengths(start: "start", stop: "stop")))
    #expect(choice.alternatives.first == ChartChoice.Alternative(x: "start", y: ["stop"], mark: .points))
    let counted = prepared.dataset.series.first?.ys.reduce(0, +)
    #expect(counted == Double(row))
  }

  /// lifelines' `recur` and `holly_molly_polly` write the ends as `TIME0`, `TIME1` and
  /// `Start(days)`, `Stop(days)`.
  @Test func endsNamedWithNumbersOrUnitsArePaired() throws {
    var text = ",ID,AGE,TREAT,TIME0,TIME1,CENSOR,EVENT\n"
    for row in 0..<30 { text += "\(row),\(row / 3 + 1),\(40 + row / 3),\(row / 3 % 2),\(row % 3 * 30),\(row % 3 * 30 + 5 + row),1,\(row % 3 + 1)\n" }
    #expect(try Self.prepare(text).columns.choice.x == "TIME1 − TIME0")
    var days = ",ID,Status,Stratum,Start(days),Stop(days),tx,T\n"
    for row in 0..<7 { days += "\(row),M,1,\(row % 2 + 1),\(row * 100),\(row * 100 + 5 + row),\(row % 2),\(5 + row)\n" }
    #expect(try Self.prepare(days).columns.choice.x == "Stop(days) − Start(days)")
  }

  /// A `start` and an `end` where the end comes first in some row are no interval.
  @Test func endsThatRunBackAreNoInterval() throws {
    var text = "start,end,event,age\n"
    for row in 0..<20 { text += "\(row * 3),\(row * 3 + (row == 7 ? -2 : 4)),\(row % 2),\(30 + row * 7 % 11)\n" }
    #expect(try !Self.prepare(text).columns.choice.notes.contains(.intervalLengths(start: "start", stop: "end")))
  }

  /// Named columns are drawn as named.
  @Test func namedColumnsAreDrawnAsNamed() throws {
    var text = "start,stop,age\n"
    for row in 0..<20 { text += "\(row),\(row + 5 + row % 3),\(30 + row)\n" }
    var options = DecodeOptions()
    options.x = .name("age")
    let table = try ChartDecoder.decodeTable(Data(text.utf8), options: options)
    #expect(table.columns.x == "age")
  }
}

extension ChartChoiceIntervalsTests {
  /// A `start` and an `end` beside a price, with no event and no subject, are a timeline.
  @Test func aTimelineWithoutEventsIsLeftAsItWas() throws {
    var text = "start,end,price\n"
    for row in 0..<20 { text += "\(row * 3),\(row * 3 + 4),\(100 + Double(row * row % 17))\n" }
    #expect(try !Self.prepare(text).columns.choice.notes.contains(.intervalLengths(start: "start", stop: "end")))
  }
}
