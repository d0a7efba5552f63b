import PhaseCharts

extension ChartScene {
  /// Resolves a chart's marks and dataset into data-space geometry.
  init(_ chart: Chart) {
    let marks = chart.marks
    let dataset = chart.dataset
    // The x scale follows the values: any category makes a band scale, any date a time scale.
    var categories = dataset.map(Self.categoryNames) ?? []
    var categoryIndex: [String: Int] = [:]
    for (index, name) in categories.enumerated() where categoryIndex[name] == nil {
      categoryIndex[name] = index
    }
    var hasDate = dataset?.xKind == .date
    for mark in marks {
      switch mark.x {
      case .category(let name) where categoryIndex[name] == nil:
        categoryIndex[name] = categories.count
        categories.append(name)
      case .date: hasDate = true
      default: break
      }
    }
    let isCategorical = (!categories.isEmpty && dataset == nil) || dataset?.xKind == .category
    func xValue(_ value: PlottablePrimitive?) -> Double? {
      switch value {
      case .number(let number):
        isCategorical ? categoryIndex[number.primitivePlottable.seriesName].map(Double.init) : number
      case .date(let date): isCategorical ? nil : date.timeIntervalSince1970
      case .category(let name): categoryIndex[name].map(Double.init)
      case nil: nil
      }
    }
    func yValue(_ value: PlottablePrimitive?) -> Double? {
      switch value {
      case .number(let number): number
      case .date(let date): date.timeIntervalSince1970
      case .category, nil: nil
      }
    }

    // A log axis places numbers only: dates and categories keep their own.
    let xIsLog =
      (chart.xScaleType ?? dataset.map { ScaleType($0.xScale) })?.isLog == true && !isCategorical && !hasDate
    var styles: [SeriesStyle] = []
    var styleIndex: [String: Int] = [:]
    func seriesIndex(_ name: String, color: ChartColor?) -> Int {
      if let index = styleIndex[name] { return index }
      styleIndex[name] = styles.count
      styles.append(SeriesStyle(name: name, color: color))
      return styles.count - 1
    }
    var lines: [Line] = []
    var bars: [PendingBar] = []
    var histogram: [Bar] = []
    for series in dataset?.series ?? [] {
      let index = seriesIndex(series.name, color: nil)
      switch dataset?.mark ?? .line {
      case .line, .points:
        var line = Line(series: index, xs: series.xs, ys: series.ys, breaks: series.breaks, isArea: false)
        line.isPoints = dataset?.mark == .points
        lines.append(line)
      case .bars:
        // One bar per category (or x), stacked with the other series' bars at that x, or
        // beside them when the dataset groups its bars.
        let group = dataset?.barsAreGrouped == true ? series.name : nil
        for (x, y) in zip(series.xs, series.ys) where x.isFinite && y.isFinite {
          bars.append(PendingBar(series: index, x: x, y: y, base: nil, group: group))
        }
      case .heatmap:
        // Drawn from the dataset's grid, below; the series only holds the cells' places.
        continue
      case .histogram:
        let width = dataset?.binWidth ?? 1
        guard width.isFinite, width > 0 else { continue }
        for (start, count) in zip(series.xs, series.ys) where start.isFinite && count.isFinite {
          // On a log x the bins are even in decades: `width` decades from the start's.
          let left = xIsLog ? Self.logPosition(start) : start
          guard left.isFinite else { continue }
          histogram.append(Bar(series: index, x: left + width / 2, width: width, y0: 0, y1: count))
        }
      }
    }
    var named = dataset.map { $0.series.count > 1 } ?? false
    if dataset?.layout == .panels && lines.count > 1 { named = false }

    var lineSlots: [String: Int] = [:]
    var points: [Point] = []
    var symbolGroups: [String: Int] = [:]
    var rules: [Rule] = []
    var annotations: [Annotation] = []
    for mark in marks {
      // A rule is a reference line, not data: it joins a series only when asked to.
      let series =
        mark.kind == .rule && mark.series == nil
        ? -1 : seriesIndex(mark.series ?? "", color: mark.color)
      if mark.series != nil { named = true }
      let x = xValue(mark.x)
      let y = yValue(mark.y)
      switch mark.kind {
      case .line, .area:
        guard let x, let y else { continue }
        let low = yValue(mark.yStart)
        if mark.yStart != nil && low == nil { continue }
        let key = (low != nil ? "b" : mark.kind == .area ? "a" : "l") + (mark.series ?? "")
        if lineSlots[key] == nil {
          lineSlots[key] = lines.count
          lines.append(Line(series: series, xs: [], ys: [], breaks: [], isArea: mark.kind == .area))
          if low != nil { lines[lines.count - 1].lows = [] }
        }
        if let low { lines[lineSlots[key]!].lows?.append(low) }
        if let stroke = mark.stroke { lines[lineSlots[key]!].stroke = stroke }
        if let method = mark.interpolation { lines[lineSlots[key]!].interpolation = method }
        lines[lineSlots[key]!].xs.append(x)
        lines[lineSlots[key]!].ys.append(y)
      case .point:
        guard let x, let y else { continue }
        var shape = mark.symbol ?? .circle
        if let group = mark.symbolGroup {
          if symbolGroups[group] == nil { symbolGroups[group] = symbolGroups.count }
          shape = ChartSymbolShape.allCases[symbolGroups[group]! % ChartSymbolShape.allCases.count]
        }
        points.append(Point(series: series, x: x, y: y, symbol: shape))
      case .bar:
        guard let x, let y else { continue }
        let base = yValue(mark.yStart)
        if mark.yStart != nil && base == nil { continue }
        bars.append(PendingBar(series: series, x: x, y: y, base: base, group: mark.positionGroup))
      case .rule:
        if let y, mark.x == nil {
          rules.append(
            Rule(isHorizontal: true, value: y, series: series, color: mark.color, stroke: mark.stroke))
        } else if let x, mark.y == nil {
          rules.append(
            Rule(isHorizontal: false, value: x, series: series, color: mark.color, stroke: mark.stroke))
        } else if let x, let y, let start = yValue(mark.yStart) {
          rules.append(
            Rule(
              isHorizontal: false, value: x, series: series, color: mark.color, stroke: mark.stroke,
              span: min(start, y)...max(start, y)))
        } else {
          continue
        }
      }
      if let text = mark.annotation {
        let onRule = mark.kind == .rule
        annotations.append(
          Annotation(
            x: onRule && mark.x == nil ? nil : x, y: onRule && mark.y == nil ? nil : y,
            text: text, position: mark.annotationPosition))
      }
    }

    self.init(
      title: chart.title,
      xLabel: chart.xAxisLabel ?? dataset?.xLabel ?? "",
      yLabel: chart.yAxisLabel ?? dataset?.yLabel ?? "",
      xKind: isCategorical ? .category(categories) : hasDate ? .time : .linear,
      xDomain: 0...1, yDomain: 0...1, nicesY: chart.yDomain == nil,
      series: styles,
      showsLegend: chart.legend == .visible || (chart.legend == .automatic && named && styles.count > 0))
    self.lines = lines
    self.points = points
    if xIsLog {
      bars = bars.compactMap { bar in
        var bar = bar
        bar.x = Self.logPosition(bar.x)
        return bar.x.isFinite ? bar : nil
      }
    }
    self.bars = histogram + Self.stacked(bars, categorical: isCategorical)
    self.rules = rules
    showsXAxis = chart.xAxis != .hidden
    showsYAxis = chart.yAxis != .hidden
    self.annotations = annotations
    dataUTCOffset = dataset?.utcOffset
    if let dataset {
      isDatasetBars = dataset.mark == .bars && isCategorical
      binWidth = dataset.mark == .histogram ? dataset.binWidth : nil
      layout = lines.count > 1 ? dataset.layout : .overlay
      // In panels, every series is drawn: the lead never gives an envelope there.
      others = layout == .panels ? nil : dataset.others.flatMap { $0.xs.isEmpty ? nil : $0 }
      panelBands = layout == .panels ? dataset.bands.map { $0.flatMap { $0.xs.isEmpty ? nil : $0 } } : []
      if others != nil && chart.legend != .hidden { showsLegend = true }
    }
    hasDatasetDates = dataset?.xKind == .date
    // Bars stand on zero, which a log y has not; panels each nice their own y, a log one where
    // the dataset says so (`Dataset.panelYScales`, ChartScene+PanelScales.swift).
    let yIsLog =
      (chart.yScaleType ?? dataset.map { ScaleType($0.yScale) })?.isLog == true && self.bars.isEmpty
      && layout != .panels
    placeOnLogScales(x: xIsLog, y: yIsLog)
    if layout == .panels, let scales = dataset?.panelYScales, chart.yScaleType == nil { placePanelsOnLogScales(scales) }
    xIsClock = dataset?.xIsTimeOfDay == true && !xIsLog && !isCategorical && !hasDate && binWidth == nil
    // An axis the core cut to the bulk of the values holds the rest at its edge; a domain set
    // on the chart wins, and then nothing is moved.
    let xCut = chart.xDomain == nil && !isCategorical && !hasDate ? dataset?.xAxisRange : nil
    let yCut = chart.yDomain == nil && self.bars.isEmpty && layout != .panels ? dataset?.yAxisRange : nil
    // A heatmap's cells fill the plot edge to edge: its domains are theirs, not niced.
    heat = dataset?.mark == .heatmap ? dataset?.grid.flatMap(Self.heat) : nil
    if heat != nil, chart.yDomain == nil { nicesY = false }
    fitDomains(
      fixedX: Self.logDomain(chart.xDomain ?? xCut ?? heat?.xExtent, isLog: xIsLog),
      fixedY: Self.logDomain(chart.yDomain ?? yCut ?? heat?.yExtent, isLog: yIsLog))
    if heat != nil { hasXValues = true }
    moveBeyondToEdges(x: xCut.map { _ in xDomain }, y: yCut.map { _ in yDomain })
  }

  /// The names of a dataset's categories, one per slot up to the highest slot a value names (a
  /// slot past the names has none); empty unless x holds categories.
  static func categoryNames(_ dataset: Dataset) -> [String] {
    guard dataset.xKind == .category else { return [] }
    var slots = dataset.categories.count
    for series in dataset.series {
      for x in series.xs where x.isFinite && x >= 0 && x < 1_000_000 {
        slots = max(slots, Int(x.rounded()) + 1)
      }
    }
    return dataset.categories + Array(repeating: "", count: slots - dataset.categories.count)
  }

  /// A bar before stacking: its series, place, height and `position(by:)` group.
  struct PendingBar {
    var series: Int
    var x: Double
    var y: Double
    /// Where a floating bar (`BarMark(x:yStart:yEnd:)`) starts; nil for bars from zero.
    var base: Double?
    var group: String?
  }

  /// Sizes bars and stacks those that share an x value (positive upward, negative downward), as
  /// Swift Charts does; bars with a `position(by:)` group stand side by side in their band
  /// instead, stacking only within their group.
  private static func stacked(_ bars: [PendingBar], categorical: Bool) -> [Bar] {
    guard !bars.isEmpty else { return [] }
    var band = 0.6
    if !categorical {
      let xs = Set(bars.map(\.x)).sorted()
      let gaps = zip(xs.dropFirst(), xs).map { $0 - $1 }
      band = 0.8 * (gaps.min() ?? 1)
    }
    var groups: [String] = []
    for bar in bars { if let group = bar.group, !groups.contains(group) { groups.append(group) } }
    let width = band / Double(max(groups.count, 1))
    var positive: [Double: Double] = [:]
    var negative: [Double: Double] = [:]
    return bars.map { bar in
      let slot = bar.group.flatMap { groups.firstIndex(of: $0) } ?? 0
      let x = groups.isEmpty ? bar.x : bar.x - band / 2 + width * (Double(slot) + 0.5)
      if let start = bar.base {
        return Bar(series: bar.series, x: x, width: width, y0: start, y1: bar.y)
      }
      let base = bar.y >= 0 ? positive[x, default: 0] : negative[x, default: 0]
      if bar.y >= 0 { positive[x] = base + bar.y } else { negative[x] = base + bar.y }
      return Bar(series: bar.series, x: x, width: width, y0: base, y1: base + bar.y)
    }
  }
}
