import PhaseCharts
/// Chart content for each element of a collection, as SwiftUI's `ForEach` inside a `Chart`.
///
/// ```swift
/// ForEach(data.points) { point in
///   LineMark(x: .value("Date", point.date), y: .value("Temp", point.temperature))
/// }
/// ForEach(cities, id: \.name) { city in ... }
/// ```
///
/// The content closure runs once per element when the `ForEach` is created; the chart keeps the
/// resulting marks, not the collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>:
  ChartContent, PrimitiveChartContent
{
  var marks: [MarkNode]

  /// Creates content for each element, identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity (kept for Swift Charts source
  ///     compatibility; marks are drawn in collection order).
  ///   - content: The content for one element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: (Data.Element) -> Content
  ) {
    marks = []
    marks.reserveCapacity(data.count)
    for element in data { marks.append(contentsOf: content(element).resolvedMarks) }
  }

  /// Never called: `ForEach` is primitive content.
  public var body: Never { return fatalError("ForEach is primitive content") }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates content for each element of a collection of identifiable elements.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - content: The content for one element.
  public init(_ data: Data, @ChartContentBuilder content: (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates content for each integer of a range.
  ///
  /// - Parameters:
  ///   - data: The range, such as `0..<count`.
  ///   - content: The content for one index.
  public init(_ data: Range<Int>, @ChartContentBuilder content: (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
