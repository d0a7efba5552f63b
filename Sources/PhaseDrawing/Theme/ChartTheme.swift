import PhaseCharts
/// Colours and fonts for drawing charts and state cards: ``light`` and ``dark``, or your own.
///
/// The series palette is Okabe–Ito, ordered so the first colours differ most for people with
/// the common forms of colour blindness; the font stack lists CJK fonts so Chinese labels render
/// on macOS, Linux and Windows.
public struct ChartTheme: Sendable, Hashable {
  /// The page behind the chart.
  public var background: ChartColor
  /// The background of a state card or banner.
  public var cardBackground: ChartColor
  /// Titles, tick labels and other main text.
  public var foreground: ChartColor
  /// Captions, hints and axis titles.
  public var secondaryForeground: ChartColor
  /// Gridlines.
  public var grid: ChartColor
  /// Axis lines and rules.
  public var axis: ChartColor
  /// Actions such as the retry button.
  public var accent: ChartColor
  /// Text on an accent-coloured button.
  public var onAccent: ChartColor
  /// The warning symbol of error and stale cards.
  public var warning: ChartColor
  /// Skeleton shapes of the loading card.
  public var skeleton: ChartColor
  /// Series colours, used in order and repeated when there are more series.
  public var palette: [ChartColor]
  /// The CSS font-family list for SVG text.
  public var fontFamily: String

  /// Creates a theme.
  ///
  /// - Parameters: Every colour and the font list; see the properties.
  public init(
    background: ChartColor, cardBackground: ChartColor, foreground: ChartColor,
    secondaryForeground: ChartColor, grid: ChartColor, axis: ChartColor, accent: ChartColor,
    onAccent: ChartColor = .white, warning: ChartColor, skeleton: ChartColor, palette: [ChartColor],
    fontFamily: String = ChartTheme.defaultFontFamily
  ) {
    self.background = background
    self.cardBackground = cardBackground
    self.foreground = foreground
    self.secondaryForeground = secondaryForeground
    self.grid = grid
    self.axis = axis
    self.accent = accent
    self.onAccent = onAccent
    self.warning = warning
    self.skeleton = skeleton
    self.palette = palette.isEmpty ? [.blue] : palette
    self.fontFamily = fontFamily
  }

  /// System UI fonts first, then CJK fonts for Chinese text, then the generic family.
  public static let defaultFontFamily =
    "-apple-system, 'Segoe UI', 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', "
    + "'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', "
    + "sans-serif"

  /// Dark text on white.
  public static let light = ChartTheme(
    background: .white, cardBackground: ChartColor(hex: 0xF6F7F9),
    foreground: ChartColor(hex: 0x1C1C1E), secondaryForeground: ChartColor(hex: 0x5F6368),
    grid: ChartColor(hex: 0xE3E5E8), axis: ChartColor(hex: 0x8A8F98),
    accent: ChartColor(hex: 0x0072B2), warning: ChartColor(hex: 0xE69F00),
    skeleton: ChartColor(hex: 0xDDE1E6),
    palette: [.blue, .red, .green, .purple, .orange, .cyan, .yellow, ChartColor(hex: 0x555555)]
  )

  /// Light text on near-black, with the palette's brighter colours first.
  public static let dark = ChartTheme(
    background: ChartColor(hex: 0x111418), cardBackground: ChartColor(hex: 0x1D2127),
    foreground: ChartColor(hex: 0xECEDEF), secondaryForeground: ChartColor(hex: 0xA3A8B0),
    grid: ChartColor(hex: 0x2C3138), axis: ChartColor(hex: 0x6B717B),
    accent: ChartColor(hex: 0x56B4E9), onAccent: ChartColor(hex: 0x111418),
    warning: ChartColor(hex: 0xE69F00),
    skeleton: ChartColor(hex: 0x2E333A),
    palette: [.cyan, .orange, .green, .purple, .yellow, .red, ChartColor(hex: 0x3B9AE1), .white]
  )

  /// How many series get a colour of their own (``seriesColor(_:)``): three times the palette.
  public var distinctSeriesColors: Int { 3 * palette.count }

  /// The colour of the series a chart cannot tell apart by colour: those past
  /// ``distinctSeriesColors``, and those its legend has no room to name. They are drawn in
  /// this muted colour, under the others, and the legend's last entry (`+838`) says how many
  /// share it, so that no line is taken for a series whose colour it repeats.
  public var othersColor: ChartColor { foreground.mixed(with: background, in: self, amount: 0.72) }

  /// The colour of the series at `index`: the palette's colours, then the same hues mixed 45%
  /// toward the foreground, then 45% toward the background, so that three times as many
  /// series as the palette has colours get colours of their own before they repeat.
  ///
  /// - Parameter index: The series index, from 0.
  /// - Returns: The colour.
  public func seriesColor(_ index: Int) -> ChartColor {
    let count = palette.count
    let position = ((index % (3 * count)) + 3 * count) % (3 * count)
    let base = palette[position % count]
    switch position / count {
    case 1: return base.mixed(with: foreground, in: self, amount: 0.45)
    case 2: return base.mixed(with: background, in: self, amount: 0.45)
    default: return base
    }
  }
}
