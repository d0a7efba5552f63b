import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The chart of each class of table a person recognises at a glance: words and codes (counts),
/// cross-sections (the outcome against its strongest predictor), panels (a line per unit, or
/// the median and a band), and the alternatives the choice names.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceShapesTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A seeded random generator, the same on every run.
  struct Seeded {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Double(state >> 33) / Double(1 << 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[min(items.count - 1, Int(next() * Double(items.count)))] }
  }

  // MARK: - Words and codes (#32 point 5)

  /// A contingency table of words (class, sex, age, survived) was refused with "choose the x
  /// column"; it is bars of the rows counted per class, stacked by the outcome (written without
  /// a row index, as with one: ChartChoiceWordTablesTests).
  @Test func aTableOfWordsIsBarsOfCounts() throws {
    var random = Seeded(state: 3)
    var text = "Class,Sex,Age,Survived\n"
    var perClass: [String: [String: Int]] = [:]
    for _ in 0..<300 {
      let klass = random.pick(["1st", "2nd", "3rd", "Crew"])
      let survived = random.pick(["No", "Yes"])
      text += "\(klass),\(random.pick(["Male", "Female"])),\(random.pick(["Child", "Adult"])),\(survived)\n"
      perClass[klass, default: [:]][survived, default: 0] += 1
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "Class")
    #expect(choice.series == "Survived")
    #expect(choice.mark == .bars)
    #expect(prepared.dataset.mark == .bars)
    #expect(prepared.dataset.xKind == .category)
    let categories = prepared.dataset.categories
    #expect(Set(categories) == Set(perClass.keys))
    #expect(prepared.dataset.series.map(\.name).sorted() == ["Survived = No", "Survived = Yes"])
    for series in prepared.dataset.series {
      let level = String(series.name.dropFirst("Survived = ".count))
      #expect(zip(categories, series.ys).allSatisfy { Double(perClass[$0.0]?[level] ?? -1) == $0.1 })
    }
    #expect(prepared.dataset.series.flatMap(\.ys).reduce(0, +) == 300)
    #expect(choice.notes.first == .countsPerCategory(column: "Class", stackedBy: "Survived"))
    #expect(choice.yAxisTitle(in: .english) == "count")
    #expect(prepared.columns.unreadable == nil)
  }

  /// Two columns of codes (a treatment and an outcome, 0/1 and 1/2) were a scatter of four
  /// dots; they are the counts per treatment, stacked by outcome.
  @Test func codesAreCountsStackedByTheSecondCode() throws {
    var random = Seeded(state: 11)
    var text = "treat,outcome\n"
    var table: [Int: [Int: Int]] = [:]
    for _ in 0..<200 {
      let treat = random.next() < 0.5 ? 0 : 1
      let outcome = random.next() < 0.3 + 0.3 * Double(treat) ? 2 : 1
      table[treat, default: [:]][outcome, default: 0] += 1
      text += "\(treat),\(outcome)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "treat")
    #expect(choice.series == "outcome")
    #expect(choice.mark == .bars)
    #expect(prepared.dataset.series.map(\.name) == ["outcome = 1", "outcome = 2"])
    for (level, series) in zip([1, 2], prepared.dataset.series) {
      for (slot, category) in prepared.dataset.categories.enumerated() {
        #expect(series.ys[slot] == Double(table[Int(category)!]?[level] ?? 0))
      }
    }
  }

  // MARK: - Cross-sections (#32 point 4)

  /// A housing table (no time, no sequence) is the outcome against its strongest predictor,
  /// not lines over the row number, and names the next scatters as alternatives.
  @Test func aCrossSectionIsTheOutcomeAgainstItsStrongestPredictor() throws {
    var random = Seeded(state: 5)
    var text = "\"rownames\",\"crim\",\"rm\",\"tax\",\"lstat\",\"price\"\n"
    for row in 0..<200 {
      let rm = 4.5 + 3 * random.next()
      let lstat = 2 + 30 * random.next()
      let crim = 10 * random.next()
      let price = 20 + 9 * (rm - 6) - 0.1 * lstat + 2 * random.next()
      text += "\(row * 2 + 1),\(crim),\(rm),\(random.pick([300, 400, 666])),\(lstat),\(price)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.x == "rm")
    #expect(choice.y == ["price"])
    #expect(choice.mark == .points)
    #expect(choice.alternatives.count == 2)
    #expect(choice.alternatives.allSatisfy { $0.y == ["price"] && $0.mark == .points && $0.x != "rm" })
  }

  /// Without an outcome by name, the pair that goes together most.
  @Test func withoutAnOutcomeThePairThatGoesTogetherMostIsDrawn() throws {
    var random = Seeded(state: 9)
    var text = "a,b,c,d\n"
    for _ in 0..<100 {
      let c = random.next()
      text += "\(random.next()),\(random.next()),\(c),\(c * 3 + 0.1 * random.next())\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.x == "c")
    #expect(choice.y == ["d"])
  }

  // MARK: - Panels (#32 point 3)

  static func panel(units: Int) -> String {
    var random = Seeded(state: 21)
    var text = "id,year,wage\n"
    for unit in 1...units {
      let base = 8 + 4 * random.next()
      for year in 1976...1982 { text += "\(unit),\(year),\(base + 0.3 * Double(year - 1976) + random.next())\n" }
    }
    return text
  }

  /// Up to 12 units: a line per unit over time.
  @Test func aFewUnitsAreALineEach() throws {
    let prepared = try Self.prepare(Self.panel(units: 8))
    #expect(prepared.columns.choice.x == "year")
    #expect(prepared.columns.choice.series == "id")
    #expect(prepared.dataset.series.count == 8)
    #expect(prepared.dataset.others == nil)
  }

  /// More units: the median over time with a 10–90% band, one shape, and the note names the
  /// unit column and how many units.
  @Test func manyUnitsAreTheMedianWithABand() throws {
    let prepared = try Self.prepare(Self.panel(units: 40))
    let choice = prepared.columns.choice
    #expect(prepared.dataset.series.count == 1)
    #expect(prepared.dataset.series.first?.count == 7)
    let band = try #require(prepared.dataset.others)
    #expect(band.count == 40)
    #expect(band.xs.count == 7)
    let median = prepared.dataset.series[0].ys
    #expect(zip(zip(band.lows, band.highs), median).allSatisfy { $0.0 <= $1 && $1 <= $0.1 })
    #expect(choice.notes.contains(.unitsAsMedian(unit: "id", units: 40, measure: "wage")))
    #expect(choice.noteSentences(in: .english).contains { $0.contains("40 units (id)") })
  }
}

extension ChartChoiceShapesTests {
  /// lme4's `sleepstudy` as pandas writes it: a subject's reaction time on days 0…9. Days is
  /// the time within each subject: x, a line per subject up to 12, else the median and a band.
  @Test(arguments: [8, 18]) func daysWithinSubjectsAreTheTime(subjects: Int) throws {
    var random = Seeded(state: 2)
    var text = ",Subject,Days,Reaction\n"
    for (index, subject) in (0..<subjects).map({ 308 + $0 * 3 }).enumerated() {
      for day in 0..<10 { text += "\(index * 10 + day),\(subject),\(day),\(250 + 10 * Double(day) + 30 * random.next())\n" }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "Days")
    #expect(choice.series == "Subject")
    if subjects <= 12 {
      #expect(prepared.dataset.series.count == subjects)
    } else {
      #expect(prepared.dataset.series.count == 1)
      #expect(prepared.dataset.others?.count == subjects)
      #expect(choice.notes.contains(.unitsAsMedian(unit: "Subject", units: subjects, measure: "Reaction")))
    }
  }
}
