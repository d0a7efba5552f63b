import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Designed experiments, frequency tables and cases described by words (issue #32, h32g): drawn
/// by their factors, never as a scatter of one column against another.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceDesignTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// UCBAdmissions as R's `as.data.frame` writes it (a row per cell, `Freq` the count).
  static let admissions: String = {
    let cells: [(String, String, String, Int)] = [
      ("Admitted", "Male", "A", 512), ("Rejected", "Male", "A", 313), ("Admitted", "Female", "A", 89),
      ("Rejected", "Female", "A", 19), ("Admitted", "Male", "B", 353), ("Rejected", "Male", "B", 207),
      ("Admitted", "Female", "B", 17), ("Rejected", "Female", "B", 8), ("Admitted", "Male", "C", 120),
      ("Rejected", "Male", "C", 205), ("Admitted", "Female", "C", 202), ("Rejected", "Female", "C", 391),
      ("Admitted", "Male", "D", 138), ("Rejected", "Male", "D", 279), ("Admitted", "Female", "D", 131),
      ("Rejected", "Female", "D", 244), ("Admitted", "Male", "E", 53), ("Rejected", "Male", "E", 138),
      ("Admitted", "Female", "E", 94), ("Rejected", "Female", "E", 299), ("Admitted", "Male", "F", 22),
      ("Rejected", "Male", "F", 351), ("Admitted", "Female", "F", 24), ("Rejected", "Female", "F", 317),
    ]
    return "\"\",\"Admit\",\"Gender\",\"Dept\",\"Freq\"\n"
      + cells.enumerated().map { "\"\($0.offset + 1)\",\"\($0.element.0)\",\"\($0.element.1)\",\"\($0.element.2)\",\($0.element.3)\n" }
      .joined()
  }()

  // MARK: - Frequency tables

  /// A frequency table was a strip of `Freq` per `Admit`; it is the counts summed per
  /// department (the factor with the most levels), stacked by admission, gender added up.
  @Test func aFrequencyTableIsBarsOfSummedCountsStackedByTheOutcome() throws {
    let prepared = try Self.prepare(Self.admissions)
    let choice = prepared.columns.choice
    #expect(choice.x == "Dept")
    #expect(choice.y == ["Freq"])
    #expect(choice.series == "Admit")
    #expect(choice.mark == .bars)
    #expect(prepared.dataset.mark == .bars)
    #expect(prepared.dataset.categories == ["A", "B", "C", "D", "E", "F"])
    #expect(prepared.dataset.series.map(\.name) == ["Admit = Admitted", "Admit = Rejected"])
    #expect(prepared.dataset.series.first?.ys == [601, 370, 322, 269, 147, 46])
    #expect(prepared.dataset.series.last?.ys == [332, 215, 596, 523, 437, 668])
    #expect(choice.notes.contains(.countsSummed(count: "Freq", column: "Dept", stackedBy: "Admit")))
    #expect(choice.notes.contains(.summedOver(columns: ["Gender"])))
    #expect(choice.skipped.map(\.name) == ["", "Gender"])
    #expect(choice.noteSentences(in: .english).contains("Added up over Gender."))
  }

  /// Titanic as a frequency table without a row-name column: `Freq` itself keeps the rows in
  /// order; the bars are per class (4 levels), stacked by `Survived`.
  @Test func aFrequencyTableWithoutRowNamesStacksByTheYesNoOutcome() throws {
    var text = "Class,Sex,Age,Survived,Freq\n"
    var total = 0.0
    var perClass: [String: Double] = [:]
    var value = 3
    for survived in ["No", "Yes"] {
      for age in ["Child", "Adult"] {
        for sex in ["Male", "Female"] {
          for klass in ["1st", "2nd", "3rd", "Crew"] {
            value = (value * 37 + 11) % 400
            text += "\(klass),\(sex),\(age),\(survived),\(value)\n"
            total += Double(value)
            perClass[klass, default: 0] += Double(value)
          }
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "Class")
    #expect(choice.series == "Survived")
    #expect(prepared.dataset.categories == ["1st", "2nd", "3rd", "Crew"])
    let sums = prepared.dataset.categories.indices.map { slot in
      prepared.dataset.series.reduce(0) { $0 + $1.ys[slot] }
    }
    #expect(sums == ["1st", "2nd", "3rd", "Crew"].map { perClass[$0] ?? -1 })
    #expect(sums.reduce(0, +) == total)
    #expect(choice.notes.contains(.summedOver(columns: ["Sex", "Age"])))
  }

  // MARK: - Designed experiments

  /// ToothGrowth drew `dose` against `len`, the response on x; it is `len` over the dose (the
  /// treatment), a colour per supplement, a point per run.
  @Test func anExperimentDrawsTheResponseOverTheTreatmentColouredByTheSecondFactor() throws {
    var text = "\"\",\"len\",\"supp\",\"dose\"\n"
    var row = 0
    for supp in ["VC", "OJ"] {
      for dose in ["0.5", "1", "2"] {
        for run in 0..<10 {
          row += 1
          text += "\"\(row)\",\(Double(run) + 4.2 + (Double(dose) ?? 0) * 8),\"\(supp)\",\(dose)\n"
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "dose")
    #expect(choice.y == ["len"])
    #expect(choice.series == "supp")
    #expect(choice.mark == .points)
    #expect(prepared.dataset.xKind == .category)
    #expect(prepared.dataset.categories == ["0.5", "1", "2"])
    #expect(prepared.dataset.series.map(\.name) == ["supp = VC", "supp = OJ"])
    #expect(prepared.dataset.series.map(\.ys.count) == [30, 30])
    // Each supplement's points sit beside the other's within the slot of their dose.
    let vc = prepared.dataset.series[0].xs
    let oj = prepared.dataset.series[1].xs
    #expect(vc.allSatisfy { x in [0.0, 1, 2].contains { abs(x - $0) < 0.2 && x < $0 } })
    #expect(oj.allSatisfy { x in [0.0, 1, 2].contains { abs(x - $0) < 0.2 && x > $0 } })
    #expect(choice.notes.first == .pointsPerCell(column: "dose", colour: "supp"))
  }

  /// warpbreaks: two factors of words; the one with more levels (tension) is x, wool the colour.
  @Test func twoFactorsOfWordsPutTheOneWithMoreLevelsOnX() throws {
    var text = ",breaks,wool,tension\n"
    var row = 0
    for wool in ["A", "B"] {
      for tension in ["L", "M", "H"] {
        for run in 0..<9 {
          text += "\(row),\(20 + run * 3 + (tension == "L" ? 10 : 0)),\(wool),\(tension)\n"
          row += 1
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "tension")
    #expect(choice.series == "wool")
    #expect(choice.y == ["breaks"])
    #expect(prepared.dataset.categories == ["L", "M", "H"])
    #expect(prepared.dataset.series.reduce(0) { $0 + $1.ys.count } == 54)
  }

  /// A subject number (`Ss`) and a block are not factors to show: the diet (named as the
  /// treatment, so x) and the exercise (the colour) are, the scores on y.
  @Test func subjectsAndBlocksAreNotFactors() throws {
    var text = "Ss,block,Diet,Exercise,Scores\n"
    var subject = 0
    for diet in ["Low", "High"] {
      for exercise in ["None", "Moderate", "High"] {
        for block in 1...4 {
          subject += 1
          text += "\(subject),B\(block),\(diet),\(exercise),\(-10 - subject % 7 * 3)\n"
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "Diet")
    #expect(choice.series == "Exercise")
    #expect(choice.y == ["Scores"])
    #expect(choice.mark == .points)
  }

  /// A response over a treatment code of numbers (`trt` 1…10) was drawn with the response on
  /// x and the codes as horizontal strips; the codes are x.
  @Test func aTreatmentCodeOfNumbersIsXNotY() throws {
    var text = "\"\",\"yield\",\"trt\"\n"
    for row in 0..<60 { text += "\"\(row + 1)\",\(50 + (row * 7) % 23),\(row % 10 + 1)\n" }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "trt")
    #expect(choice.y == ["yield"])
    #expect(prepared.dataset.categories == (1...10).map(String.init))
    #expect(choice.notes.first == .pointsPerCategory(column: "trt"))
  }

  /// A cross-section of several measures beside one category is not a design: left as it was.
  @Test func severalMeasuresBesideACategoryAreNotADesign() throws {
    var text = "sepal_length,sepal_width,petal_length,species\n"
    for row in 0..<60 {
      text += "\(4.3 + Double(row % 17) * 0.2),\(2.0 + Double(row % 11) * 0.2),\(1.0 + Double(row % 23) * 0.25),s\(row / 20)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.notes.contains { if case .pointsPerCell = $0 { true } else { false } })
    #expect(!choice.notes.contains { if case .countsSummed = $0 { true } else { false } })
  }

  // MARK: - Cases of words

  /// Titanic one row per passenger, with row names: counts per class stacked by survival (the
  /// outcome), not the class alone.
  @Test func casesOfWordsAreCountsStackedByTheOutcome() throws {
    var text = "\"\",\"status\",\"age\",\"sex\",\"survived\"\n"
    var expected: [String: [String: Double]] = [:]
    for row in 0..<200 {
      let status = ["first", "second", "third", "crew"][row % 4]
      let survived = row % 3 == 0 ? "yes" : "no"
      expected[status, default: [:]][survived, default: 0] += 1
      text += "\"\(row + 1)\",\"\(status)\",\"\(row % 7 == 0 ? "child" : "adult")\",\"\(row % 2 == 0 ? "male" : "female")\",\"\(survived)\"\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "status")
    #expect(choice.series == "survived")
    #expect(choice.mark == .bars)
    #expect(choice.yAxisTitle(in: .english) == "count")
    let categories = prepared.dataset.categories
    #expect(Set(categories) == ["first", "second", "third", "crew"])
    for series in prepared.dataset.series {
      let level = String(series.name.dropFirst("survived = ".count))
      #expect(zip(categories, series.ys).allSatisfy { expected[$0.0]?[level] == $0.1 })
    }
    #expect(choice.notes.first == .countsPerCategory(column: "status", stackedBy: "survived"))
    #expect(choice.notes.contains(.summedOver(columns: ["age", "sex"])))
  }

  /// Lenses: `none` is a level of the outcome (no lenses prescribed), not a missing value.
  @Test func aLevelNamedNoneIsALevelNotAMissingValue() throws {
    var text = ",age,astigmatic,lenses\n"
    for row in 0..<24 {
      let lenses = ["none", "soft", "hard", "none"][row % 4]
      text += "\(row),\(["young", "pre-presbyopic", "presbyopic"][row / 8]),\(row % 2 == 0 ? "no" : "yes"),\(lenses)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "age")
    #expect(prepared.columns.choice.series == "lenses")
    #expect(Set(prepared.dataset.series.map(\.name)) == ["lenses = none", "lenses = soft", "lenses = hard"])
  }

  /// Items of a questionnaire answered on one scale are not factors of each other: the answers
  /// to the first item are counted, as before.
  @Test func itemsOnOneScaleAreNotADesign() throws {
    let scale = ["Agree", "Neutral", "Disagree", "Strongly Agree", "Strongly Disagree"]
    var text = ",good_exp,support,instructors,better\n"
    for row in 0..<60 {
      text += "\(row),\(scale[row % 5]),\(scale[(row / 2) % 5]),\(scale[(row / 3) % 4]),\(scale[(row * 7) % 5])\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.mark == .bars)
    #expect(!choice.notes.contains { if case .summedOver = $0 { true } else { false } })
  }

  /// Counts of events per animal (broods of 0 to 9 young, mostly few) beside a concentration
  /// are measures, not factors: the table is not read as a design.
  @Test func countsOfEventsAreNotFactors() throws {
    var text = ",conc,brood1,brood2,total\n"
    for row in 0..<50 {
      let conc = [0, 80, 160, 235, 310][row / 10]
      let brood1 = [0, 0, 0, 1, 0, 2, 0, 5, 0, 9][row % 10]
      let brood2 = [3, 0, 0, 0, 1, 0, 7, 0, 0, 0][(row * 3) % 10]
      text += "\(row),\(conc),\(brood1),\(brood2),\(brood1 + brood2 + row % 4)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.series == nil)
    #expect(!choice.notes.contains { if case .pointsPerCell = $0 { true } else { false } })
  }

  // MARK: - Contingency tables and matrices of rates

  /// VADeaths (death rates per age band, R's row names as the labels) was drawn as three
  /// lines against the first column; it is a group of bars per age band, one colour per column.
  @Test func aMatrixOfRatesIsGroupedBarsPerRowLabel() throws {
    let text = """
      "","Rural Male","Rural Female","Urban Male","Urban Female"
      "50-54",11.7,8.7,15.4,8.4
      "55-59",18.1,11.7,24.3,13.6
      "60-64",26.9,20.3,37,19.3
      "65-69",41,30.9,54.6,35.1
      "70-74",66,54.3,71.1,50

      """
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "")
    #expect(choice.y == ["Rural Male", "Rural Female", "Urban Male", "Urban Female"])
    #expect(choice.mark == .bars)
    #expect(prepared.dataset.barsAreGrouped)
    #expect(prepared.dataset.categories == ["50-54", "55-59", "60-64", "65-69", "70-74"])
    #expect(prepared.dataset.series.map(\.name) == ["Rural Male", "Rural Female", "Urban Male", "Urban Female"])
    #expect(prepared.dataset.series[2].ys == [15.4, 24.3, 37, 54.6, 71.1])
    #expect(choice.notes == [.groupedBars(column: "")])
  }

  /// A contingency table of counts per city (smoking × cancer) was a scatter of two cells.
  @Test func aContingencyTableOfCountsIsGroupedBarsPerCity() throws {
    var text = ",Location,smoking_yes_cancer_yes,smoking_yes_cancer_no,smoking_no_cancer_yes,smoking_no_cancer_no\n"
    for (row, city) in ["Beijing", "Shanghai", "Shenyang", "Nanjing", "Harbin", "Zhengzhou", "Taiyuan", "Nanchang"]
      .enumerated()
    {
      text += "\(row),\(city),\(126 + row * 97),\(100 + row * 61),\(35 + row * 40),\(61 + row * 70)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "Location")
    #expect(prepared.columns.choice.y.count == 4)
    #expect(prepared.dataset.barsAreGrouped)
    #expect(prepared.dataset.categories.first == "Beijing")
    #expect(prepared.dataset.series.first?.ys.first == 126)
  }

  /// Measures of different kinds per row (a car's weight beside its miles per gallon) are not
  /// a matrix: their largest values differ far more than 20 times.
  @Test func measuresOfDifferentKindsPerLabelAreNotAMatrix() throws {
    var text = "model,mpg,weight,cyl\n"
    for row in 0..<12 { text += "car \(row),\(20 + row),\(2400 + row * 130),\([4, 6, 8][row % 3])\n" }
    let prepared = try Self.prepare(text)
    #expect(!prepared.dataset.barsAreGrouped)
  }
}
