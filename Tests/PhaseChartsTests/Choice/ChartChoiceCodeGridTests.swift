import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Points that pile up — whole-number codes on a grid, or full columns at a few values of x —
/// are drawn as a line of the mean (or median) per value of x over the band of the middle 80%;
/// scatters whose points can be told apart stay points.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceCodeGridTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A reproducible stream of numbers in 0..<1.
  struct Noise {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  /// moderndive's `gss` as R writes it: 500 people, their age (18–89), household size
  /// (1–8, whole numbers) and class in words.
  static func survey() -> String {
    var noise = Noise(state: 3)
    let classes = ["lower class", "working class", "middle class", "upper class"]
    var text = "\"\",\"age\",\"hompop\",\"class\"\n"
    for row in 1...500 {
      let age = 18 + Int(noise.next() * 58)
      let size = max(1, min(8, Int((4.5 - abs(Double(age) - 40) / 15 + noise.next() * 3).rounded(.down))))
      let group = classes[Int(noise.next() * 4)]
      text += "\"\(row)\",\(age),\(size),\"\(group)\"\n"
    }
    return text
  }

  /// Four classes of 500 people leave two rows per class and age: one line of the mean over
  /// all rows, not four tangled ones.
  @Test func householdSizeAgainstAgeIsTheMeanPerAgeOverTheBandOfTheRows() throws {
    let prepared = try Self.prepare(Self.survey())
    let choice = prepared.columns.choice
    let dataset = prepared.dataset
    #expect(dataset.mark == .line)
    #expect(choice.x == "age")
    #expect(choice.y == ["hompop"])
    #expect(choice.series == nil)
    #expect(dataset.series.count == 1)
    let line = dataset.series[0]
    #expect(line.name == "hompop (mean)")
    // Named in the chart's language, whatever the process's: the pile is summarized before the
    // pipeline's language is known.
    var chinese = ChartPipeline()
    chinese.language = .simplifiedChinese
    let named = try chinese.prepare(Data(Self.survey().utf8)).dataset
    #expect(named.series.first?.name == PhaseChartsText.seriesMeanOf.format(["hompop"], in: .simplifiedChinese))
    #expect(named.others?.label == PhaseChartsText.bandMiddleRows.text(in: .simplifiedChinese))
    #expect(named.series.first?.name != line.name)
    // One mean per age of five rows or more, in increasing age, between the codes' ends.
    #expect(line.xs == line.xs.sorted())
    #expect(Set(line.xs).count == line.xs.count)
    #expect(line.xs.count >= 40)
    #expect(line.ys.allSatisfy { (1...8).contains($0) })
    #expect(line.ys.contains { $0 != $0.rounded() })
    let band = try #require(dataset.others)
    #expect(band.count == 500)
    #expect(band.label == "10–90% of the rows")
    #expect(choice.notes.contains(.pileSummarized(x: "age", y: "hompop", rows: 500, grid: true)))
    #expect(!choice.notes.contains { if case .rowsAreObservations = $0 { true } else { false } })
    #expect(!choice.notes.contains { $0.coloursAScatter })
    #expect(choice.alternatives.first == ChartChoice.Alternative(x: "age", y: ["hompop"], mark: .points))
    #expect(choice.noteSentences(in: .english).contains { $0.hasPrefix("The mean of hompop at each age") })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("每个 age 处 hompop 的均值") })
  }

  /// An income bracket (1–24) against an education code (1–7) of 944 voters, coloured by the
  /// vote (statsmodels' `anes96`): enough rows per vote and education for a line each.
  @Test func anIncomeBracketByEducationIsTheMeanPerEducationForEachVote() throws {
    var noise = Noise(state: 13)
    var text = ",educ,income,vote\n"
    for row in 0..<944 {
      let education = 1 + Int(noise.next() * 7)
      let income = min(24, max(1, 2 * education + Int(noise.next() * 12)))
      let vote = noise.next() < 0.3 + 0.05 * Double(education) ? 1 : 0
      text += "\(row),\(education),\(income),\(vote).0\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(prepared.dataset.mark == .line)
    #expect(choice.x == "educ")
    #expect(choice.series == "vote")
    #expect(prepared.dataset.series.count == 2)
    #expect(prepared.dataset.series.allSatisfy { $0.xs == (1...7).map(Double.init) })
    #expect(choice.notes.contains { $0.coloursAScatter })
  }

  /// A customer subtype code (1–40) within its main type code (1–10), coloured by whether the
  /// customer bought (ISLP's `Caravan`): each subtype lies in one type, so the pair is a
  /// lookup; the customers are counted per main type, stacked by the purchase.
  @Test func aSubtypeCodeWithinItsTypeCodeIsCountedPerType() throws {
    var noise = Noise(state: 17)
    var text = "\"\",\"MOSTYPE\",\"MOSHOOFD\",\"Purchase\"\n"
    var perType = [Int](repeating: 0, count: 10)
    for row in 1...2_000 {
      let subtype = 1 + Int(noise.next() * 40)
      let type = (subtype - 1) / 4 + 1
      perType[type - 1] += 1
      text += "\"\(row)\",\(subtype),\(type),\"\(noise.next() < 0.1 ? "Yes" : "No")\"\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let dataset = prepared.dataset
    #expect(dataset.mark == .bars)
    #expect(choice.x == "MOSHOOFD")
    #expect(choice.series == "Purchase")
    #expect(dataset.categories == (1...10).map(String.init))
    #expect(dataset.series.count == 2)
    for type in 0..<10 {
      #expect(dataset.series.map { $0.ys[type] }.reduce(0, +) == Double(perType[type]))
    }
    #expect(choice.notes.contains(.countsPerCategory(column: "MOSHOOFD", stackedBy: "Purchase")))
    #expect(choice.yAxisTitle(in: .english) == "count")
  }

  /// Two pixel intensities of scikit-learn's `digits` (0–16), 1,000 images, nothing else.
  @Test func twoPixelIntensitiesAreTheMeanOfOnePerValueOfTheOther() throws {
    var noise = Noise(state: 11)
    var text = ",pixel_0_2,pixel_1_2\n"
    for row in 0..<1_000 {
      let first = Int(noise.next() * 17)
      let second = min(16, max(0, first / 2 + Int(noise.next() * 9)))
      text += "\(row),\(first),\(second)\n"
    }
    let prepared = try Self.prepare(text)
    let dataset = prepared.dataset
    #expect(dataset.mark == .line)
    #expect(dataset.series.count == 1)
    #expect(dataset.series[0].name == "pixel_1_2 (mean)")
    #expect(dataset.series[0].xs == (0...16).map(Double.init))
    #expect(prepared.columns.choice.notes.contains(.pileSummarized(x: "pixel_0_2", y: "pixel_1_2", rows: 1_000, grid: true)))
    #expect(dataset.others != nil)
  }

  /// A population per five-year age group pooled over places and years (bokeh's
  /// `population`): hundreds of values at each of 21 ages, coloured by sex.
  @Test func fullColumnsPerAgeGroupAreTheMedianPerAgeForEachSex() throws {
    var noise = Noise(state: 7)
    var text = "\"\",\"Sex\",\"AgeGrpStart\",\"Value\"\n"
    var row = 1
    for place in 0..<120 {
      for sex in ["Male", "Female"] {
        for group in 0...20 {
          let value = (1_000 + Double(place) * 5_000) * (1.2 - Double(group) / 20) * (0.8 + 0.4 * noise.next())
          text += "\"\(row)\",\"\(sex)\",\(group * 5),\(value.rounded())\n"
          row += 1
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let dataset = prepared.dataset
    #expect(dataset.mark == .line)
    #expect(choice.x == "AgeGrpStart")
    #expect(choice.y == ["Value"])
    #expect(dataset.series.count == 2)
    #expect(dataset.series.allSatisfy { $0.xs == (0...20).map { Double($0 * 5) } })
    #expect(choice.notes.contains(.pileSummarized(x: "AgeGrpStart", y: "Value", rows: 5_040, grid: false)))
    #expect(choice.noteSentences(in: .english).contains { $0.hasPrefix("The median of Value at each AgeGrpStart") })
  }

  /// Heights in cm against weights in kg of 1,000 athletes: whole numbers, but of too many
  /// levels to be codes; the scatter reads.
  @Test func heightsAndWeightsInWholeUnitsStayPoints() throws {
    var noise = Noise(state: 5)
    var text = ",height,weight\n"
    for row in 0..<1_000 {
      let height = 150 + Int(noise.next() * 60)
      let weight = Int(Double(height) * 0.9 - 95 + noise.next() * 30)
      text += "\(row),\(height),\(weight)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.mark == .points)
    #expect(!prepared.columns.choice.notes.contains { if case .pileSummarized = $0 { true } else { false } })
  }

  /// lifelines' `rossi`: the week of arrest (most of 432 men at week 52, the end of the
  /// study) against prior convictions, coloured by the arrest. Most weeks hold a row or two:
  /// no mean to draw at them; the coloured points stay, colour and all.
  @Test func weeksOfAFewRowsEachStayColouredPoints() throws {
    var noise = Noise(state: 21)
    var text = "\"\",\"week\",\"arrest\",\"prio\"\n"
    for row in 1...432 {
      let arrested = row <= 114
      let week = arrested ? 1 + Int(noise.next() * 51) : 52
      text += "\"\(row)\",\(week),\(arrested ? 1 : 0),\(Int(noise.next() * noise.next() * 18))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.columns.choice.series == "arrest")
    #expect(!prepared.columns.choice.notes.contains { if case .pileSummarized = $0 { true } else { false } })
  }

  /// A hundred rows of two 1–10 codes: too few to pile up; the points stay.
  @Test func aFewRowsOfCodesStayPoints() throws {
    var noise = Noise(state: 9)
    var text = ",X,Y\n"
    for row in 0..<100 {
      let first = 1 + Int(noise.next() * 10)
      text += "\(row),\(first),\(min(10, first / 2 + 1 + Int(noise.next() * 5)))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.mark == .points)
  }

  /// The pile is judged per value of x: a measure of many values stays a scatter however
  /// many rows there are.
  @Test func pointPileNeedsFewValuesOfX() {
    let many = Series(name: "y", xs: (0..<2_000).map { Double($0 % 500) }, ys: (0..<2_000).map { Double($0 % 7) })
    #expect(ChartChoice.pointPile([many]) == nil)
    let grid = Series(name: "y", xs: (0..<2_000).map { Double($0 % 12) }, ys: (0..<2_000).map { Double($0 % 7) })
    #expect(ChartChoice.pointPile([grid]) == .grid)
    let columns = Series(name: "y", xs: (0..<2_000).map { Double($0 % 5) }, ys: (0..<2_000).map { Double($0) * 0.37 })
    #expect(ChartChoice.pointPile([columns]) == .columns)
  }
}
