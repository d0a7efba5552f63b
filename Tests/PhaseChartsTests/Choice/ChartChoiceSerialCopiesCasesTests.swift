import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Three shapes of unseen tables (#32, h41b): a list's serial number beside the names of its
/// rows is no x; columns computed from x by a step or a power are not drawn over it; a table of
/// cases and controls with coded exposures is counted per exposure, split by the outcome.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceSerialCopiesCasesTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  // MARK: A serial number

  /// A list of 30 countries as a spreadsheet numbers it: `S.No` 1…30 beside the country's name,
  /// sorted by population, with its area and income, which jump from country to country.
  static func countries(serial: String = "S.No", index: Bool = true) -> String {
    var text = (index ? "," : "") + "\(serial),Country,Population,Area,GDP per capita\n"
    for row in 0..<30 {
      let population = 1_400_000 - row * 41_000 - (row * row * 37) % 9_000
      let area = 50_000 + ((row * row * 7919 + row * 31) % 100_003) * 37
      let income = 900 + ((row * row * 4111 + row * 17) % 10_007) * 6
      text += (index ? "\(row)," : "") + "\(row + 1),Country \(row),\(population),\(area),\(income)\n"
    }
    return text
  }

  @Test(arguments: ["S.No", "Num", "Sr. No.", "#", "Serial Number"])
  func aSerialNumberBesideNamesIsSkippedNotX(serial: String) throws {
    let prepared = try Self.prepare(Self.countries(serial: serial))
    let choice = prepared.columns.choice
    #expect(choice.x != serial)
    #expect(!choice.y.contains(serial))
    #expect(choice.skipped.contains { $0.name == serial && $0.role == .rowIndex })
    #expect(choice.notes.contains(.serialNumberSkipped(column: serial, labels: "Country")))
    // The rows are countries, not a sequence: no line from one to the next.
    #expect(prepared.dataset.mark != .line)
  }

  @Test func aSerialNumberAsTheFirstColumnOfAPlainFileIsSkippedToo() throws {
    let prepared = try Self.prepare(Self.countries(serial: "Num", index: false))
    let choice = prepared.columns.choice
    #expect(choice.x != "Num")
    #expect(!choice.y.contains("Num"))
    #expect(choice.notes.contains(.serialNumberSkipped(column: "Num", labels: "Country")))
    #expect(prepared.dataset.mark != .line)
  }

  /// Hourly PM2.5 readings numbered `Num` 1…n, with no name per row: the hours in order, still
  /// drawn over their number.
  @Test func aNumberWithNoNamesBesideItStillOrdersTheRows() throws {
    var text = "Num,pm25,TEMP,PRES\n"
    for row in 0..<60 {
      let pm = 80 + 40 * sin(Double(row) / 6) + Double(row % 3)
      text += "\(row + 1),\(pm),\(-5 + Double(row) * 0.1),\(1020 - Double(row) * 0.05)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "Num")
    #expect(prepared.dataset.mark == .line)
    #expect(!prepared.columns.choice.notes.contains { if case .serialNumberSkipped = $0 { true } else { false } })
  }

  @Test func namesOfSerialNumbers() {
    let serials = ["Num", "No", "No.", "S.No", "SNo", "S/N", "Sr", "Sl No", "SN", "Serial", "#", "Rank", "Serial Number"]
    for name in serials {
      #expect(ColumnRole.isSerialNumberName(name), "\(name)")
    }
    for name in ["atomic number", "step", "sample", "overall_episode", "Number of cases", "id", "State No"] {
      #expect(!ColumnRole.isSerialNumberName(name), "\(name)")
    }
  }

  // MARK: Columns computed from x

  /// zepid's GvHD person-days: each patient's days from 1, `yesterday` and `tomorrow` a day off,
  /// `daysq` and `daycu` its square and cube, `age` and `agesq`, 0/1 events, and the days
  /// without GvHD, `day` again written `1.0` (until an onset, later than these rows).
  static func personDays(patients: Int = 40) -> String {
    var text = ",id,age,agesq,male,wait,yesterday,tomorrow,day,daysq,daycu,gvhd,relapse,daysnogvhd\n"
    var row = 0
    for patient in 1...patients {
      let age = 18 + (patient * 37) % 40
      let days = 1 + (patient * 13) % 9
      for day in 1...days {
        let wait = 2 + Double((patient * 7919) % 97) / 10
        let gvhd = day > 4 && patient % 3 == 0 ? 1 : 0
        let relapse = day == days && patient % 5 == 0 ? 1 : 0
        text += "\(row),\(patient),\(age),\(age * age),\(patient % 2),\(wait),\(day - 1),\(day + 1),\(day),"
        text += "\(day * day),\(day * day * day),\(gvhd),\(relapse),\(Double(day))\n"
        row += 1
      }
    }
    return text
  }

  @Test func stepsAndPowersOfXAreCopiesNotDrawn() throws {
    let prepared = try Self.prepare(Self.personDays())
    let choice = prepared.columns.choice
    let computed = ["yesterday", "tomorrow", "daysq", "daycu", "daysnogvhd"]
    #expect(choice.x == "day")
    for name in computed {
      #expect(choice.columns.first { $0.name == name }?.role == .copy, "\(name)")
      #expect(!choice.y.contains(name), "\(name)")
    }
    #expect(choice.columns.first { $0.name == "agesq" }?.role == .copy)
    #expect(choice.notes.contains(.computedFromX(x: "day", columns: computed)))
  }

  @Test func computedCopiesOfSampleValues() {
    let day = ["1", "1", "2", "1", "2", "3", "1", "2", "3", "4", "5", "1"]
    let shifted = day.map { String(Int($0)! - 1) }
    let squared = day.map { String(Int($0)! * Int($0)!) }
    // A spread that changes from row to row is no step: `high` is not `low` plus a constant.
    let low = ["3", "5", "2", "8", "6", "4", "9", "1", "7", "5", "3", "6"]
    let high = low.enumerated().map { String(Int($1)! + 1 + $0 % 3) }
    // 0 and 1 are their own squares: a code equal to another's square says nothing.
    let flag = ["0", "1", "1", "0", "1", "0", "0", "1", "1", "0", "1", "0"]
    let copies = ColumnRole.computedCopies(
      names: ["yesterday", "day", "daysq", "low", "high", "flag", "flag2"],
      values: [shifted, day, squared, low, high, flag, flag],
      roles: [.counter, .counter, .measure, .measure, .measure, .code, .code])
    #expect(copies.map(\.copy) == [0, 2])
    #expect(copies.map(\.original) == [1, 1])
  }

  // MARK: Cases and controls

  /// zepid's `case_control_data`: eleven people, whether each fell ill (`case`), and what they
  /// ate, slept and washed, coded 0/1, 0/1/2 or 3–5.
  static let caseControl = """
    ,id,case,breakfast,lunch,snack,dinner,sleep,sunscreen,hand_wash
    0,1,1,1,2,1,1,1,1,5
    1,2,0,1,1,1,0,0,1,5
    2,3,1,1,2,0,0,1,1,3
    3,4,0,1,0,1,0,0,1,5
    4,5,0,1,2,1,1,0,1,5
    5,6,0,1,1,1,1,0,1,5
    6,7,0,1,2,1,1,0,1,4
    7,8,1,1,1,0,1,0,1,4
    8,9,1,1,2,0,1,0,1,4
    9,10,0,1,1,1,1,0,1,5
    10,11,0,1,1,0,1,0,1,5

    """

  @Test func casesAndControlsAreCountedPerLevelOfTheStrongestExposure() throws {
    let prepared = try Self.prepare(Self.caseControl)
    let choice = prepared.columns.choice
    let dataset = prepared.dataset
    #expect(dataset.mark == .bars)
    #expect(dataset.xKind == .category)
    // Hand washing splits cases from controls most (Cramér's V 0.63; sleep 0.62, snack 0.61).
    #expect(choice.x == "hand_wash")
    #expect(choice.series == "case")
    #expect(dataset.categories == ["3", "4", "5"])
    #expect(dataset.series.map(\.name) == ["case = 0", "case = 1"])
    #expect(dataset.series.map(\.ys) == [[0, 1, 6], [1, 2, 1]])
    // Breakfast and sunscreen hold one value: five exposures.
    #expect(choice.notes.contains(.countsPerExposure(outcome: "case", exposure: "hand_wash", exposures: 5)))
    #expect(!choice.notes.contains { if case .rowsAreObservations = $0 { true } else { false } })
  }

  /// Exposures that are all 0/1 flags: the table of flags is a case-control table all the same.
  @Test func aCaseControlTableOfFlagsIsCountedToo() throws {
    var text = "id,case,smoker,coffee,alcohol\n"
    for row in 0..<30 {
      let isCase = row < 10
      let smoker = isCase ? (row % 5 != 0 ? 1 : 0) : (row % 4 == 0 ? 1 : 0)
      text += "\(row + 1),\(isCase ? 1 : 0),\(smoker),\(row % 2),\(row % 3 == 0 ? 1 : 0)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(prepared.dataset.mark == .bars)
    #expect(choice.x == "smoker")
    #expect(choice.series == "case")
    #expect(prepared.dataset.series.map(\.ys) == [[15, 5], [2, 8]])
    #expect(choice.notes.contains(.countsPerExposure(outcome: "case", exposure: "smoker", exposures: 3)))
  }

  @Test func aMeasureBesideTheCodesMakesTheRowsObservations() throws {
    // An age of many values: the rows are people to draw, not only a table of codes.
    var lines = Self.caseControl.split(separator: "\n").map(String.init)
    lines[0] += ",age"
    for row in 1..<lines.count { lines[row] += ",\(23 + row * 7 % 40).5" }
    let prepared = try Self.prepare(lines.joined(separator: "\n") + "\n")
    #expect(!prepared.columns.choice.notes.contains { if case .countsPerExposure = $0 { true } else { false } })
  }

  @Test func codesWithNoOutcomeNamedAreNoCaseControlTable() throws {
    let text = Self.caseControl.replacingOccurrences(of: ",case,", with: ",group,")
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains { if case .countsPerExposure = $0 { true } else { false } })
  }

  @Test func theNotesSayWhatWasDoneInBothLanguages() {
    let notes: [ChartChoice.Note] = [
      .serialNumberSkipped(column: "Num", labels: "States"),
      .computedFromX(x: "day", columns: ["yesterday", "daysq"]),
      .countsPerExposure(outcome: "case", exposure: "hand_wash", exposures: 5),
    ]
    for note in notes {
      let english = note.sentence(in: .english)
      let chinese = note.sentence(in: .simplifiedChinese)
      #expect(!english.contains("%") && !chinese.contains("%"))
      #expect(english != chinese)
    }
    #expect(notes[0].sentence(in: .english).hasPrefix("Num counts the rows beside States"))
    #expect(notes[1].sentence(in: .english).hasPrefix("yesterday, daysq not drawn: computed from day"))
    #expect(notes[2].sentence(in: .english).contains("one per level of hand_wash, split by case"))
  }
}
