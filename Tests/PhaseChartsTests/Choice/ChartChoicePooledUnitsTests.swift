import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The curves of a few units pooled into one cloud are drawn a line per unit (#32, s27, h44b):
/// rheodata's flow curves, `sample_id, shear_rate_1/s, stress_Pa`, were one log-log cloud of
/// dotted rows in which no sample could be told from another.
@Suite(.timeLimit(.minutes(5))) struct ChartChoicePooledUnitsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func isCurves(_ note: ChartChoice.Note) -> Bool {
    if case .curvesPerUnit = note { true } else { false }
  }

  /// Flow curves as rheodata writes them: for each sample, a sweep of shear rates over five
  /// decades and the stress of a yield-stress fluid, `τ = τy + k·γ̇^0.5`, the samples' yield
  /// stresses a decade apart; `descending` sweeps from high rates to low.
  static func flowCurves(samples: Int, points: Int = 30, descending: Bool = false, idName: String = "sample_id")
    -> String
  {
    var text = "\"\",\"\(idName)\",\"shear_rate_1/s\",\"stress_Pa\"\n"
    var row = 1
    for sample in 0..<samples {
      let yield = 0.5 * pow(10, Double(sample) / 3)
      for point in 0..<points {
        let step = descending ? points - 1 - point : point
        let rate = pow(10, -3 + 5 * Double(step) / Double(points - 1))
        let wobble = 1 + 0.01 * sin(Double(row))
        text += String(format: "\"%d\",\"phi_0.%d\",%.6g,%.6g\n", row, 80 - sample, rate, (yield + 2 * sqrt(rate)) * wobble)
        row += 1
      }
    }
    return text
  }

  /// Ten samples' flow curves: a line per sample over the shear rate, one pair of log axes.
  @Test func flowCurvesOfSamplesAreALineEach() throws {
    let prepared = try Self.prepare(Self.flowCurves(samples: 10))
    let choice = prepared.columns.choice
    #expect(choice.x == "shear_rate_1/s")
    #expect(choice.y == ["stress_Pa"])
    #expect(choice.series == "sample_id")
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.layout == .overlay)
    #expect(prepared.dataset.series.count == 10)
    #expect(prepared.dataset.series.first?.name == "phi_0.80")
    #expect(choice.notes.contains(.curvesPerUnit(unit: "sample_id", units: 10)))
    #expect(!choice.notes.contains { if case .rowsAreObservations = $0 { true } else { false } })
    #expect(prepared.dataset.xScale == .log)
  }

  /// Sweeps from high rates down to low, and samples named by a unit's word (`specimen`
  /// numbered 1 to 3, an id): curves all the same.
  @Test func descendingSweepsOfSpecimensAreCurves() throws {
    let prepared = try Self.prepare(Self.flowCurves(samples: 3, descending: true, idName: "id"))
    #expect(prepared.columns.choice.notes.contains(.curvesPerUnit(unit: "id", units: 3)))
    #expect(prepared.dataset.series.count == 3)
  }

  /// Forty samples over one grid of rates: too many lines, their median and the band of the
  /// middle 80% over the rates they share.
  @Test func manyUnitsOverSharedRatesAreTheirMedian() throws {
    let prepared = try Self.prepare(Self.flowCurves(samples: 40, points: 12))
    let choice = prepared.columns.choice
    #expect(choice.notes.contains(.curvesPerUnit(unit: "sample_id", units: 40)))
    #expect(choice.notes.contains { if case .unitsAsMedian = $0 { true } else { false } })
    #expect(prepared.dataset.series.count == 1)
  }

  /// Iris-like measures of three species, named by an id, the rows of each sorted by one
  /// measure: the other does not follow on from row to row, so the species are no curves and
  /// the rows stay a scatter.
  @Test func aSortedScatterOfSpeciesKeepsItsColours() throws {
    var text = "species_id,sepal_length,sepal_width\n"
    for species in 0..<3 {
      for row in 0..<40 {
        let width = 3 + 0.4 * Double(species) + 0.5 * sin(Double(row * 7_919 % 97))
        text += String(format: "s%d,%.2f,%.2f\n", species, 4.5 + 0.05 * Double(row) + 0.3 * Double(species), width)
      }
    }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains(where: Self.isCurves))
    #expect(prepared.dataset.mark == .points)
  }

  /// One sample's flow curve: nothing to split.
  @Test func oneUnitIsNotSplit() throws {
    let prepared = try Self.prepare(Self.flowCurves(samples: 1, points: 60))
    #expect(!prepared.columns.choice.notes.contains(where: Self.isCurves))
  }

  /// A table whose x runs on through every unit (one sweep cut into phases, each unit after the
  /// one before): x never starts again, so the units are no set of curves.
  @Test func unitsThatDoNotStartAgainAreNotCurves() throws {
    var text = "phase_id,load,strain\n"
    for row in 0..<90 {
      text += String(format: "p%d,%.3f,%.4f\n", row / 30, Double(row) * 0.5, 0.01 * Double(row) + 0.001 * sin(Double(row)))
    }
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains(where: Self.isCurves))
  }

  /// The note names the unit and the number of curves, in both languages.
  @Test func theCurvesNoteSaysSoInBothLanguages() {
    let note = ChartChoice.Note.curvesPerUnit(unit: "sample_id", units: 7)
    for language in [Language.english, .simplifiedChinese] {
      let sentence = note.sentence(in: language)
      #expect(!sentence.contains("%"))
      #expect(sentence.contains("sample_id") && sentence.contains("7"))
    }
  }

  /// The check on rows by level: two sweeps that overlap and follow on are curves; the same
  /// rows shuffled along x are not.
  @Test func sweepsAreCurvesAndShuffledRowsAreNot() {
    let levels = [Int](repeating: 0, count: 10) + [Int](repeating: 1, count: 10)
    let x = (0..<20).map { Double($0 % 10) }
    let y = (0..<20).map { Double($0 % 10 + $0 / 10) }
    #expect(ChartChoice.areCurves(levels[...], x: x, y: y))
    let shuffled: [Double] = [3, 7, 1, 9, 0, 5, 2, 8, 4, 6, 6, 2, 9, 0, 4, 1, 8, 3, 7, 5]
    #expect(!ChartChoice.areCurves(levels[...], x: shuffled, y: y))
  }

  /// A unit whose rows sweep x again and again is no single curve: the population of each of
  /// 30 countries by age group, one sweep a year and sex (bokeh's `population`, after the merge
  /// of session 28 drew the countries' median and lost the sexes). 95% of each country's steps
  /// go up, but every age comes back on every sweep.
  @Test func unitsThatSweepAgainAndAgainAreNotOneCurveEach() {
    var levels: [Int] = []
    var x: [Double] = []
    var y: [Double] = []
    for country in 0..<30 {
      for sweep in 0..<8 {
        for age in stride(from: 0, through: 100, by: 5) {
          levels.append(country)
          x.append(Double(age))
          y.append(Double(1_000 * (country + 1)) * exp(-Double(age) / 40) * (1 + 0.01 * Double(sweep)))
        }
      }
    }
    #expect(!ChartChoice.areCurves(levels[...], x: x, y: y))
    // The same countries with one sweep each are curves.
    let once = levels.indices.filter { $0 % (8 * 21) < 21 }
    #expect(ChartChoice.areCurves(once.map { levels[$0] }[...], x: once.map { x[$0] }, y: once.map { y[$0] }))
  }
}
