/// How the bars of a category chart (``Dataset/Mark/bars``) sit in a plot of a given size:
/// standing or lying, and the label each category gets.
///
/// Every renderer takes the same decision from here (SVG, the terminal's width in columns and
/// Swift Charts alike), in this order:
/// 1. **Standing bars, level names**: at most ``maximumLevelLabelCount`` categories whose names
///    fit under their bars.
/// 2. **Lying bars**, names in a column left of them: when the names are long or there are
///    many, as long as each row still has room for a line of text.
/// 3. **Standing bars, turned names** (45°, or 90° in slots too narrow for that): when there
///    are more categories than rows, every name cut to a share of the height, and only every
///    second (third, …) one named in slots too narrow for a line of text each.
///
/// ```swift
/// let layout = CategoryBarLayout(categories: dataset.categories, width: 760, height: 380)
/// layout.orientation   // .horizontal for 20 country names
/// layout.labels        // the names, long ones cut with "…"
/// ```
public struct CategoryBarLayout: Sendable, Hashable {
  /// Which way bars grow from zero.
  public enum Orientation: String, Sendable, Hashable {
    /// Bars stand on the x axis, names under them.
    case vertical
    /// Bars lie along the y axis, names left of them, the first category on top.
    case horizontal
  }

  /// Which way the bars grow.
  public var orientation: Orientation
  /// The label of each category, in order: its name, cut with `…` where it is too long, or
  /// empty for a category left unnamed (see ``labelStride``).
  public var labels: [String]
  /// How many categories apart labels are drawn: 1 (the default) when every category is named.
  public var labelStride: Int
  /// How far labels under standing bars are turned counter-clockwise, in degrees: 0, 45 or 90;
  /// 0 for lying bars.
  public var labelAngle: Int
  /// The room the labels take beside the plot, in the units of the size given: the height of
  /// the band under standing bars, or the width of the name column left of lying bars.
  public var labelExtent: Double

  /// The most standing bars with level names: past it, names under bars crowd each other.
  public static let maximumLevelLabelCount = 12
  /// The share of the height turned names may take under the plot.
  public static let turnedLabelShare = 0.3
  /// The share of the width the name column of lying bars may take.
  public static let nameColumnShare = 0.4

  /// Lays out `categories` in a plot area `width` × `height` (points, pixels or terminal dots
  /// at `fontSize`), the room for the bars and their labels together.
  ///
  /// - Parameters:
  ///   - categories: The category names, in the order of the bars.
  ///   - width: The width of the plot and its labels.
  ///   - height: The height of the plot and its labels.
  ///   - fontSize: The size of the label text; 11 by default.
  public init(categories: [String], width: Double, height: Double, fontSize: Double = 11) {
    let count = max(categories.count, 1)
    let column = DisplayColumns.width(fontSize: fontSize)
    let widths = categories.map(DisplayColumns.count)
    let widest = widths.max() ?? 0
    let slot = max(width, 1) / Double(count)
    labelStride = 1
    if count <= Self.maximumLevelLabelCount && Double(widest) * column <= slot - 6 {
      orientation = .vertical
      labels = categories
      labelAngle = 0
      labelExtent = fontSize * 1.6
      return
    }
    let rowPitch = fontSize + 3
    if Double(count) * rowPitch <= height {
      let room = max(Int(width * Self.nameColumnShare / column), 6)
      orientation = .horizontal
      labels = categories.map { DisplayColumns.truncated($0, toColumns: room) }
      labelAngle = 0
      labelExtent = Double(labels.map(DisplayColumns.count).max() ?? 0) * column
      return
    }
    // Turned names: a 45° name needs its slot to be about one and a half lines wide (its neighbour is then a
    // line away) to clear
    // the next; a 90° one, a line.
    orientation = .vertical
    labelAngle = slot >= 1.55 * fontSize ? 45 : 90
    if labelAngle == 90 { labelStride = max(Int((1.15 * fontSize / slot).rounded(.up)), 1) }
    let share = labelAngle == 45 ? 0.7071 : 1.0
    let room = max(Int(height * Self.turnedLabelShare / (column * share)), 4)
    let stride = labelStride
    labels = categories.enumerated().map { index, name in
      index % stride == 0 ? DisplayColumns.truncated(name, toColumns: room) : ""
    }
    let longest = Double(labels.map(DisplayColumns.count).max() ?? 0) * column
    labelExtent = longest * share + fontSize * (labelAngle == 45 ? 1.2 : 0.6) + 4
  }
}
