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

  @Test func householdSizeAgainstAgeIsTheMeanPerAgeForEachClass() throws {
    let prepared = try Self.prepare(Self.survey())
    let choice = prepared.columns.choice
    let dataset = prepared.dataset
    #expect(dataset.mark == .line)
    #expect(choice.x == "age")
    #expect(choice.y == ["hompop"])
    #expect(choice.series == "class")
    #expect(dataset.series.count == 4)
    #expect(dataset.series.allSatisfy { $0.name.hasPrefix("class = ") })
    // Each line holds one mean per age, in increasing age, between the codes' ends.
    for line in dataset.series {
      #expect(line.xs == line.xs.sorted())
      #expect(Set(line.xs).count == line.xs.count)
      #expect(line.ys.allSatisfy { (1...8).contains($0) })
    }
    #expect(dataset.series.contains { line in line.ys.contains { $0 != $0.rounded() } })
    let band = try #require(dataset.others)
    #expect(band.count == 500)
    #expect(band.label == "10–90% of the rows")
    #expect(choice.notes.contains(.pileSummarized(x: "age", y: "hompop", rows: 500, grid: true)))
    #expect(!choice.notes.contains { if case .rowsAreObservations = $0 { true } else { false } })
    #expect(choice.alternatives.first == ChartChoice.Alternative(x: "age", y: ["hompop"], mark: .points))
    #expect(choice.noteSentences(in: .english).contains { $0.hasPrefix("The mean of hompop at each age") })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("每个 age 处 hompop 的均值") })
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
