extension Dataset {
  /// The datasets of the panels when the series are drawn as small multiples
  /// (``Layout/panels``): one per series, in order, each with that series alone, named for the
  /// y axis after it, and drawn as the dataset's mark over the same x.
  ///
  /// Draw each over ``xExtent`` so that the panels share their x scale; see
  /// ``SmallMultiplesLayout`` for their heights and where their names go.
  ///
  /// A panel whose series has a band (``bands``) has it as its ``others``, drawn behind it,
  /// and a panel with a log y (``panelYScales``) has it as its ``yScale``.
  public var panels: [Dataset] {
    series.enumerated().map { index, series in
      var panel = self
      panel.series = [series]
      panel.yLabel = series.name
      panel.layout = .overlay
      panel.others = bands.indices.contains(index) ? bands[index] : nil
      panel.bands = []
      panel.yScale = panelYScale(index)
      panel.panelYScales = []
      return panel
    }
  }

  /// How panel `index` places its y values: its entry of ``panelYScales``, else linear.
  public func panelYScale(_ index: Int) -> Scale {
    panelYScales.indices.contains(index) ? panelYScales[index] : .linear
  }

  /// The smallest and the largest finite x value of all series (for a histogram, up to the end
  /// of the last bin), or nil when there is none: the x domain panels share.
  public var xExtent: ClosedRange<Double>? {
    var lower = Double.infinity
    var upper = -Double.infinity
    for series in series {
      for x in series.xs where x.isFinite {
        lower = min(lower, x)
        upper = max(upper, x)
      }
    }
    guard lower <= upper else { return nil }
    if mark == .histogram, let binWidth, binWidth.isFinite, binWidth > 0 { upper = binEnd(from: upper) }
    return lower...upper
  }
}
