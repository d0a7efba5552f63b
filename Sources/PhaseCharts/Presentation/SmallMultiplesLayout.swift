/// How the panels of a dataset drawn as small multiples (``Dataset/Layout/panels``) share a
/// height: one panel per series, in the order of ``Dataset/series``, stacked top to bottom over
/// one x axis.
///
/// Each panel is named by its series. With room, the name is a small title above the panel's
/// plot; when the panels are too low for that (a dozen series in a chart 450 pixels high), the
/// name moves left of the plot, beside the y axis, and every pixel of the height goes to the
/// plots. Low panels get fewer y ticks: 2 or 3 under about 100 pixels.
///
/// ```swift
/// let layout = SmallMultiplesLayout(panelCount: 12, height: 380)
/// layout.titlePlacement   // .beside: twelve titles above would leave 11-pixel plots
/// layout.plotHeight       // 28
/// ```
public struct SmallMultiplesLayout: Sendable, Hashable {
  /// Where each panel's name goes.
  public enum TitlePlacement: String, Sendable, Hashable {
    /// A line of small text above the plot, starting at its left edge.
    case above
    /// Left of the plot, beside the y axis, level with the middle of the plot.
    case beside
  }

  /// The number of panels.
  public var panelCount: Int
  /// The height of each panel's plot.
  public var plotHeight: Double
  /// Where the panels' names go.
  public var titlePlacement: TitlePlacement
  /// The room above each plot for its title: 0 when titles go beside.
  public var titleHeight: Double
  /// The space between one panel's plot and the next panel (its title or plot).
  public var gap: Double
  /// How many y ticks each panel asks for: between 2 and 5.
  public var yTickCount: Int
  /// Whether the panels are high enough to name: each takes at least a line of text. A stack
  /// of hundreds of panels in a small chart draws their plots, unnamed.
  public var showsTitles: Bool

  /// The lowest plot that takes its title above it; lower plots take it beside.
  public static func minimumPlotHeightWithTitleAbove(fontSize: Double) -> Double { 3.5 * fontSize }

  /// Shares `height` among `panelCount` panels with titles at `fontSize`.
  ///
  /// - Parameters:
  ///   - panelCount: The number of panels (series); at least 1 is used.
  ///   - height: The height of the stack, from the top of the first panel to the bottom of the
  ///     last plot, in points or pixels.
  ///   - fontSize: The size of the titles and tick labels; 11 by default.
  public init(panelCount: Int, height: Double, fontSize: Double = 11) {
    let count = max(panelCount, 1)
    let spaces = Double(count - 1)
    self.panelCount = count
    titleHeight = (fontSize * 1.3).rounded(.up)
    gap = (fontSize * 0.6).rounded(.up)
    plotHeight = (height - Double(count) * titleHeight - spaces * gap) / Double(count)
    titlePlacement = .above
    if plotHeight < Self.minimumPlotHeightWithTitleAbove(fontSize: fontSize) {
      titlePlacement = .beside
      titleHeight = 0
      gap = (fontSize * 0.4).rounded(.up)
      plotHeight = (height - spaces * gap) / Double(count)
    }
    plotHeight = max(plotHeight, 1)
    showsTitles = plotHeight + gap + titleHeight >= fontSize * 1.1
    yTickCount = min(max(Int(plotHeight / (3 * fontSize)), 2), 5)
  }

  /// The distance from the top of the stack to the top of panel `index`'s plot.
  public func plotTop(_ index: Int) -> Double {
    Double(index) * (titleHeight + plotHeight + gap) + titleHeight
  }
}
