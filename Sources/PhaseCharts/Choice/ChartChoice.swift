import Foundation
import PhaseKit

/// Which columns a chart draws, how, and why: the decisions ``ChartDecoder`` and
/// ``ChartPipeline`` take for a table, as one value an app or a tool can show.
///
/// ```swift
/// let prepared = try ChartPipeline().prepare(data)
/// print(prepared.columns.choice.summary(in: .english))
/// // x: time · y: value · skipped: rownames (row numbers)
/// ```
///
/// Every column of the table appears in ``columns`` with its ``ColumnRole``; the ones not drawn
/// are ``skipped``, each with its role as the reason. ``notes`` say why the mark or the layout
/// is what it is (rows in no order, scales that differ, too many series).
public struct ChartChoice: Sendable, Hashable {
  /// A column and its role.
  public struct Column: Sendable, Hashable {
    /// The column's name (repeats made distinct: `a`, `a (2)`).
    public var name: String
    /// What the column is for.
    public var role: ColumnRole

    /// Creates a column description.
    public init(name: String, role: ColumnRole) {
      self.name = name
      self.role = role
    }
  }

  /// Why the chart is drawn the way it is, as data; ``summary(in:)`` says it in words.
  public enum Note: Sendable, Hashable {
    /// Nothing orders the rows and the measures do not follow one another from row to row:
    /// the rows are observations, drawn as points of `y` against `x`.
    case rowsAreObservations(x: String, y: String)
    /// Nothing orders the rows, but the values follow on from row to row: lines over the row
    /// number.
    case linesOverRows
    /// One measure and nothing to order it: its distribution, `bins` bins of `width` each
    /// (Freedman–Diaconis, or Sturges for tiny or spread-free samples).
    case histogram(bins: Int, rule: BinRule)
    /// One number per word of `column`: bars, sorted by value unless the words have an order.
    case barsPerLabel(column: String, sortedByValue: Bool)
    /// `count` categories beyond the `shown` largest were left out of a bar chart.
    case barsCut(shown: Int, total: Int)
    /// The values of `column` repeat: each is drawn as a point at its category.
    case pointsPerCategory(column: String)
    /// x repeats `count` times with no column to split the rows by: points, not a line.
    case xRepeats(count: Int)
    /// The measures' ranges differ by `ratio` or more: one panel per measure.
    case scalesDiffer(ratio: Double)
    /// `total` series: the `drawn` largest are drawn, the others as one `+N` band.
    case tooManySeries(drawn: Int, total: Int)
    /// `total` measures of observations: the first `shown` are drawn, a panel each.
    case measuresCut(shown: Int, total: Int)
    /// The values are codes (a few whole numbers): points, since a line between codes means
    /// nothing.
    case codesAsPoints
    /// Whole numbers written `YYYYMM` or `YYYYMMDD` were read as dates.
    case compactDates
  }

  /// How a histogram's bins were chosen.
  public enum BinRule: String, Sendable, Hashable {
    /// Width 2·IQR·n^(-1/3), the Freedman–Diaconis rule.
    case freedmanDiaconis
    /// ⌈log₂ n⌉ + 1 bins, Sturges' rule.
    case sturges
  }

  /// Every column of the table, in order, with its role.
  public var columns: [Column] = []
  /// The x column's name; nil when x is the row number.
  public var x: String?
  /// The columns drawn as y values.
  public var y: [String] = []
  /// The column whose words name the series or the categories, if any.
  public var series: String?
  /// How the points are drawn.
  public var mark: Dataset.Mark = .line
  /// Whether the series share one plot or get a panel each.
  public var layout: Dataset.Layout = .overlay
  /// Why, in order.
  public var notes: [Note] = []
  /// The mark the decoder settled on from the table itself (bars, a histogram, points of one
  /// measure against another), which the pipeline keeps; nil when the pipeline decides.
  var decidedMark: Dataset.Mark?
  /// The columns read together as x when x is more than one (`year` and `quarter`).
  var xColumns: [String] = []

  /// Creates an empty choice: no columns, nothing chosen.
  public init() {}

  /// The columns that are not drawn, each with its role as the reason.
  public var skipped: [Column] {
    let used = Set([x, series].compactMap { $0 } + y + xColumns)
    return columns.filter { !used.contains($0.name) }
  }
}
