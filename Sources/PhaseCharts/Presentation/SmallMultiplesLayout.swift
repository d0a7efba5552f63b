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
/// layout.plotHeight       // 27.1
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
  /// The size of the titles and tick labels the layout was made for.
  public var fontSize: Double
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
    self.fontSize = fontSize
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

  /// The widest the column of names beside the plots may be: a fifth of the chart's width.
  public static let titleColumnShare = 0.2

  /// The width of the column of names left of the plots (0 when titles go above, or there are
  /// none): the widest name, up to ``titleColumnShare`` of `width` (at least six characters).
  ///
  /// - Parameters:
  ///   - names: The series' names, one per panel.
  ///   - width: The width of the whole chart.
  public func titleColumnWidth(for names: [String], width: Double) -> Double {
    guard titlePlacement == .beside, showsTitles else { return 0 }
    return Double(titleColumns(for: names, width: width)) * DisplayColumns.width(fontSize: fontSize)
  }

  /// Each panel's name as drawn: cut with `…` to the plot's width above it (`plotWidth`), or
  /// to the name column beside it; empty names read `–`; all empty when ``showsTitles`` is false.
  ///
  /// - Parameters:
  ///   - names: The series' names, one per panel.
  ///   - width: The width of the whole chart.
  ///   - plotWidth: The width of the plots, for titles above them.
  public func titles(for names: [String], width: Double, plotWidth: Double) -> [String] {
    guard showsTitles else { return names.map { _ in "" } }
    let room =
      titlePlacement == .above
      ? Int(plotWidth / DisplayColumns.width(fontSize: fontSize)) : titleColumns(for: names, width: width)
    return names.map { DisplayColumns.truncated($0.isEmpty ? "–" : $0, toColumns: room) }
  }

  private func titleColumns(for names: [String], width: Double) -> Int {
    let room = max(6, Int(width * Self.titleColumnShare / DisplayColumns.width(fontSize: fontSize)))
    let widest = names.map { DisplayColumns.count($0.isEmpty ? "–" : $0, limit: room) }.max() ?? 0
    return min(widest, room)
  }
}
