import PhaseCharts
/// One resolved mark: what the builder produces and the scene consumes. Internal so that the
/// public surface stays the Swift Charts-shaped mark types.
struct MarkNode: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case line, point, area, bar, rule
  }

  var kind: Kind
  var x: PlottablePrimitive?
  var y: PlottablePrimitive?
  /// The lower end of a range mark (`yStart:`); `y` is then the upper end (`yEnd:`).
  var yStart: PlottablePrimitive?
  var xLabel = ""
  var yLabel = ""
  /// The series this mark belongs to (`foregroundStyle(by:)` or `series:`); nil for the default.
  var series: String?
  /// The name of the series dimension, such as `"City"`.
  var seriesLabel: String?
  /// An explicit colour from `foregroundStyle(_:)`.
  var color: ChartColor?
  /// A stroke from `lineStyle(_:)`.
  var stroke: StrokeStyle?
  /// The group from `position(by:)`: bars of different groups stand side by side.
  var positionGroup: String?
  /// A fixed point shape from `symbol(_:)`.
  var symbol: ChartSymbolShape?
  /// The group from `symbol(by:)`: one shape per distinct value.
  var symbolGroup: String?
  /// A curve or step from `interpolationMethod(_:)`.
  var interpolation: InterpolationMethod?
  var annotation: Text?
  var annotationPosition: AnnotationPosition = .automatic

  init<X: Plottable, Y: Plottable>(
    _ kind: Kind, x: PlottableValue<X>?, y: PlottableValue<Y>?
  ) {
    self.kind = kind
    self.x = x?.primitive
    self.y = y?.primitive
    xLabel = x?.label ?? ""
    yLabel = y?.label ?? ""
  }
}
