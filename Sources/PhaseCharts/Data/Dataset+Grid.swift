extension Dataset {
  /// The cells of a heatmap (``Mark/heatmap``): a value at each (x, y) of a grid, drawn as a
  /// rectangle coloured by the value on ``scale``, with a legend of the colours.
  ///
  /// A 75 × 75 grid of a 2-D density (plotnine's `faithfuld`: eruptions × waiting → density),
  /// a response surface, a matrix of readings (rows × columns of soil temperatures): what
  /// Vega-Lite draws with `rect`, ggplot2 with `geom_raster`, matplotlib with `imshow`.
  ///
  /// ```swift
  /// let grid = Dataset.Grid(xs: [1, 2, 1, 2], ys: [1, 1, 2, 2], values: [0.1, 0.4, 0.2, 0.9], valueLabel: "density")
  /// grid.xCentres               // [1, 2]
  /// Dataset.Grid.edges(of: [1, 2])   // [0.5, 1.5, 2.5]: each cell spans half-way to its neighbours
  /// ```
  ///
  /// The arrays are parallel, one element per cell; a cell whose value is not finite (a blank
  /// in the table) is left blank, and an (x, y) the table does not hold has no cell.
  public struct Grid: Sendable, Hashable {
    /// How values are turned into colours.
    public enum Scale: String, Sendable, Hashable, Codable {
      /// Dark to light (viridis-like, blue-purple to yellow), low to high: a density, a count,
      /// a temperature. Readable by the common forms of colour blindness and in grey.
      case sequential
      /// Blue through a pale middle at zero to red, symmetric around zero: correlations,
      /// differences. The domain is `-m…m` for the largest magnitude `m`.
      case diverging
    }

    /// Each cell's x: a number, or for ``xCategories`` a slot `0, 1, 2, …`.
    public var xs: [Double]
    /// Each cell's y: a number, or for ``yCategories`` a slot `0, 1, 2, …`.
    public var ys: [Double]
    /// Each cell's value; NaN for a blank cell.
    public var values: [Double]
    /// The name of the value (the legend's title), such as `density`.
    public var valueLabel: String
    /// How values are coloured; ``Scale/sequential`` by default.
    public var scale: Scale
    /// The names of the x slots when x is categorical (a correlation matrix's columns);
    /// empty (the default) for numeric x.
    public var xCategories: [String]
    /// The names of the y slots when y is categorical; empty (the default) for numeric y.
    public var yCategories: [String]

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - xs: Each cell's x.
    ///   - ys: Each cell's y; as many as `xs`.
    ///   - values: Each cell's value; as many as `xs`.
    ///   - valueLabel: The value's name.
    ///   - scale: How values are coloured; ``Scale/sequential`` by default.
    ///   - xCategories: The names of x slots; empty (numeric x) by default.
    ///   - yCategories: The names of y slots; empty (numeric y) by default.
    public init(
      xs: [Double], ys: [Double], values: [Double], valueLabel: String, scale: Scale = .sequential,
      xCategories: [String] = [], yCategories: [String] = []
    ) {
      precondition(xs.count == ys.count && xs.count == values.count, "A grid needs an x, a y and a value per cell")
      self.xs = xs
      self.ys = ys
      self.values = values
      self.valueLabel = valueLabel
      self.scale = scale
      self.xCategories = xCategories
      self.yCategories = yCategories
    }

    /// The number of cells.
    public var count: Int { xs.count }

    /// The distinct finite x values, ascending: the columns of cells.
    public var xCentres: [Double] { Self.centres(xs) }
    /// The distinct finite y values, ascending: the rows of cells.
    public var yCentres: [Double] { Self.centres(ys) }

    /// The values a colour is given to, from the lowest to the highest finite value; for a
    /// ``Scale/diverging`` scale, symmetric around zero. Nil when no value is finite.
    public var valueDomain: ClosedRange<Double>? {
      var low = Double.infinity
      var high = -Double.infinity
      for value in values where value.isFinite {
        low = min(low, value)
        high = max(high, value)
      }
      guard low <= high else { return nil }
      if scale == .diverging {
        let magnitude = max(abs(low), abs(high), .leastNormalMagnitude)
        return -magnitude...magnitude
      }
      return low...high
    }

    /// Where `value` falls on the colour scale over `domain`, from 0 (lowest) to 1 (highest);
    /// nil for a value that is not finite, a blank cell.
    ///
    /// - Parameters:
    ///   - value: A cell's value.
    ///   - domain: The scale's domain, ``valueDomain``.
    /// - Returns: The fraction, clamped to 0…1; 0.5 for a domain of one value.
    public static func fraction(of value: Double, in domain: ClosedRange<Double>) -> Double? {
      guard value.isFinite else { return nil }
      let span = domain.upperBound - domain.lowerBound
      guard span > 0, span.isFinite else { return 0.5 }
      return min(max((value - domain.lowerBound) / span, 0), 1)
    }

    /// The colour stops of `scale`, evenly spaced from 0 to 1, as 24-bit RGB values: viridis'
    /// nine for ``Scale/sequential``, ColorBrewer's RdBu (blue for low) for ``Scale/diverging``.
    ///
    /// - Parameter scale: The scale.
    /// - Returns: The stops.
    public static func colorStops(_ scale: Scale) -> [UInt32] {
      switch scale {
      case .sequential:
        [0x440154, 0x472D7B, 0x3B528B, 0x2C728E, 0x21918C, 0x28AE80, 0x5EC962, 0xADDC30, 0xFDE725]
      case .diverging:
        [0x2166AC, 0x4393C3, 0x92C5DE, 0xD1E5F0, 0xF7F7F7, 0xFDDBC7, 0xF4A582, 0xD6604D, 0xB2182B]
      }
    }

    /// The colour at `fraction` (0…1) of `scale`, interpolated between its stops, as a 24-bit
    /// RGB value.
    ///
    /// - Parameters:
    ///   - fraction: Where on the scale, from ``fraction(of:in:)``.
    ///   - scale: The scale.
    /// - Returns: The colour.
    public static func color(at fraction: Double, scale: Scale) -> UInt32 {
      let stops = colorStops(scale)
      let position = min(max(fraction.isNaN ? 0 : fraction, 0), 1) * Double(stops.count - 1)
      let lower = min(Int(position), stops.count - 2)
      let t = position - Double(lower)
      var rgb: UInt32 = 0
      for shift in [16, 8, 0] as [UInt32] {
        let a = Double((stops[lower] >> shift) & 0xFF)
        let b = Double((stops[lower + 1] >> shift) & 0xFF)
        rgb |= UInt32((a + (b - a) * t).rounded()) << shift
      }
      return rgb
    }

    /// One cell to draw: its edges, in x and y units, and its value (NaN for a blank cell).
    public struct Cell: Sendable, Hashable {
      /// The left edge.
      public var x0: Double
      /// The right edge.
      public var x1: Double
      /// The lower edge.
      public var y0: Double
      /// The upper edge.
      public var y1: Double
      /// The value; NaN for a blank cell.
      public var value: Double

      /// Creates a cell.
      public init(x0: Double, x1: Double, y0: Double, y1: Double, value: Double) {
        self.x0 = x0
        self.x1 = x1
        self.y0 = y0
        self.y1 = y1
        self.value = value
      }
    }

    /// The cells with their edges, one per (x, y) of the grid, in the grid's order, with the
    /// x and y ranges they cover edge to edge: each cell spans half-way to its neighbours
    /// (``edges(of:)``), a categorical axis' cell its slot ±0.5. Nil for a grid with no cell.
    ///
    /// A drawing (the SVG, the terminal, Swift Charts' `RectangleMark(xStart:xEnd:yStart:yEnd:)`)
    /// places these rectangles and colours each by ``color(at:scale:)``.
    public var layout: (cells: [Cell], x: ClosedRange<Double>, y: ClosedRange<Double>)? {
      func spans(_ numeric: () -> [Double], categories: [String]) -> (index: [Double: Int], edges: [Double])? {
        // A categorical axis has a slot per name, whatever values its cells hold.
        let centres = categories.isEmpty ? numeric() : categories.indices.map(Double.init)
        guard let last = centres.last else { return nil }
        var index: [Double: Int] = [:]
        for (position, centre) in centres.enumerated() { index[centre] = position }
        let edges = categories.isEmpty ? Self.edges(of: centres) : centres.map { $0 - 0.5 } + [last + 0.5]
        return (index, edges)
      }
      guard count > 0, let x = spans({ xCentres }, categories: xCategories),
        let y = spans({ yCentres }, categories: yCategories), let xFirst = x.edges.first, let xLast = x.edges.last,
        let yFirst = y.edges.first, let yLast = y.edges.last
      else { return nil }
      var cells: [Cell] = []
      cells.reserveCapacity(count)
      for cell in 0..<count {
        guard let column = x.index[xs[cell]], let row = y.index[ys[cell]] else { continue }
        cells.append(
          Cell(x0: x.edges[column], x1: x.edges[column + 1], y0: y.edges[row], y1: y.edges[row + 1], value: values[cell]))
      }
      return (cells, xFirst...xLast, yFirst...yLast)
    }

    /// The distinct finite values of `values`, ascending.
    static func centres(_ values: [Double]) -> [Double] {
      Array(Set(values.lazy.filter(\.isFinite))).sorted()
    }

    /// The boundaries of cells centred on `centres` (ascending, distinct): half-way between
    /// neighbours, and half a step beyond the first and the last; one more than the centres.
    /// A single centre spans ±0.5.
    ///
    /// - Parameter centres: The cells' centres, ascending.
    /// - Returns: The edges, ascending; empty for no centre.
    public static func edges(of centres: [Double]) -> [Double] {
      guard let first = centres.first, let last = centres.last else { return [] }
      guard centres.count > 1 else { return [first - 0.5, first + 0.5] }
      var edges = [first - (centres[1] - first) / 2]
      for (a, b) in zip(centres, centres.dropFirst()) { edges.append((a + b) / 2) }
      edges.append(last + (last - centres[centres.count - 2]) / 2)
      return edges
    }
  }
}
