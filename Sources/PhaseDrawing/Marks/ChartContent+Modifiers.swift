import PhaseCharts
extension ChartContent {
  /// Puts these marks in the series named by `value`: one colour and one legend entry per
  /// distinct value, and one line per series for line and area marks.
  ///
  /// ```swift
  /// LineMark(x: .value("Date", p.date), y: .value("Temp", p.t))
  ///   .foregroundStyle(by: .value("City", p.city))
  /// ```
  ///
  /// - Parameter value: The series dimension and this content's value in it.
  /// - Returns: The content, assigned to the series.
  public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>)
    -> ChartContentList
  {
    let name = value.primitive.seriesName
    return ChartContentList(marks: resolvedMarks).map {
      $0.series = name
      $0.seriesLabel = value.label
    }
  }

  /// Draws these marks in a fixed colour instead of the palette's.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The recoloured content.
  public func foregroundStyle(_ color: ChartColor) -> ChartContentList {
    ChartContentList(marks: resolvedMarks).map { $0.color = color }
  }

  /// Annotates each of these marks with text.
  ///
  /// Shaped like Swift Charts' `annotation(position:content:)`, with a ``Text`` as content.
  ///
  /// - Parameters:
  ///   - position: Where the text sits relative to the mark; `.automatic` by default.
  ///   - content: The text.
  /// - Returns: The annotated content.
  public func annotation(
    position: AnnotationPosition = .automatic, content: () -> Text
  ) -> ChartContentList {
    let text = content()
    return ChartContentList(marks: resolvedMarks).map {
      $0.annotation = text
      $0.annotationPosition = position
    }
  }

  /// Strokes these line and rule marks with `style` (width and dash) in SVG.
  ///
  /// - Parameter style: The stroke style.
  /// - Returns: The restyled content.
  public func lineStyle(_ style: StrokeStyle) -> ChartContentList {
    ChartContentList(marks: resolvedMarks).map { $0.stroke = style }
  }

  /// Connects the points of these line and area marks with curves or steps instead of straight
  /// segments, in SVG (the terminal draws straight segments).
  ///
  /// - Parameter method: How to connect the points.
  /// - Returns: The content, with the interpolation set.
  public func interpolationMethod(_ method: InterpolationMethod) -> ChartContentList {
    ChartContentList(marks: resolvedMarks).map { $0.interpolation = method }
  }

  /// Places bars of different `value`s side by side within their band instead of stacking them,
  /// as Swift Charts' `position(by:)` does for grouped bar charts.
  ///
  /// ```swift
  /// BarMark(x: .value("Month", month), y: .value("Sales", sales))
  ///   .foregroundStyle(by: .value("Shop", shop))
  ///   .position(by: .value("Shop", shop))
  /// ```
  ///
  /// - Parameter value: The group dimension and this content's value in it.
  /// - Returns: The content, assigned to the group.
  public func position<Value: Plottable>(by value: PlottableValue<Value>) -> ChartContentList {
    let group = value.primitive.seriesName
    return ChartContentList(marks: resolvedMarks).map { $0.positionGroup = group }
  }

  /// Draws these point marks with one shape.
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The reshaped content.
  public func symbol(_ shape: ChartSymbolShape) -> ChartContentList {
    ChartContentList(marks: resolvedMarks).map { $0.symbol = shape }
  }

  /// Draws these point marks with a shape per distinct `value`, cycling through
  /// `ChartSymbolShape.allCases` in order of first appearance, so series differ by shape as
  /// well as colour.
  ///
  /// - Parameter value: The symbol dimension and this content's value in it.
  /// - Returns: The content, assigned to the group.
  public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> ChartContentList {
    let group = value.primitive.seriesName
    return ChartContentList(marks: resolvedMarks).map { $0.symbolGroup = group }
  }
}
