import PhaseCharts
/// Something a ``Chart`` draws: a mark, a group of marks, or your own composition of them.
///
/// Marks (``LineMark``, ``PointMark``, ``AreaMark``, ``BarMark``, ``RuleMark``) and ``ForEach``
/// are the primitives. Compose your own content the way you compose a SwiftUI view:
///
/// ```swift
/// struct Threshold: ChartContent {
///   let value: Double
///   var body: some ChartContent {
///     RuleMark(y: .value("Limit", value))
///       .annotation { Text("limit").font(.caption) }
///   }
/// }
/// ```
public protocol ChartContent {
  /// The content this content is made of.
  associatedtype Body: ChartContent
  /// The content this content is made of; primitives have `Never` and are never asked.
  @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
  /// Never called: `Never` is the body of primitive chart content.
  public var body: Never { return fatalError("Never has no body") }
}

/// Content that holds its marks directly instead of describing them with a `body`.
protocol PrimitiveChartContent {
  var marks: [MarkNode] { get }
}

extension ChartContent {
  /// The marks this content draws, in order: primitives answer directly, compositions are
  /// expanded through their `body`.
  var resolvedMarks: [MarkNode] {
    if let primitive = self as? any PrimitiveChartContent { return primitive.marks }
    return body.resolvedMarks
  }
}

/// Marks collected by a ``ChartContentBuilder``: the result of a `Chart { ... }` block.
///
/// You rarely name this type; it is what `if`, `for` and modifiers produce.
public struct ChartContentList: ChartContent, PrimitiveChartContent, Sendable {
  var marks: [MarkNode]

  /// Creates an empty list.
  public init() { marks = [] }

  init(marks: [MarkNode]) { self.marks = marks }

  /// Never called: the list is primitive content.
  public var body: Never { return fatalError("ChartContentList is primitive content") }

  /// A copy with `change` applied to every mark.
  func map(_ change: (inout MarkNode) -> Void) -> ChartContentList {
    var copy = self
    for index in copy.marks.indices { change(&copy.marks[index]) }
    return copy
  }
}

/// The result builder behind `Chart { ... }`, with `if`/`else`, `if let`, `switch` and `for`-`in`.
///
/// ```swift
/// Chart {
///   if points.isEmpty {
///     RuleMark(y: .value("平均值", 0))
///   } else {
///     for point in points { LineMark(x: .value("Day", point.day), y: .value("Temp", point.t)) }
///   }
/// }
/// ```
@resultBuilder
public enum ChartContentBuilder {
  /// Collects the marks of one statement.
  public static func buildExpression<Content: ChartContent>(_ content: Content)
    -> ChartContentList
  {
    ChartContentList(marks: content.resolvedMarks)
  }

  /// Joins the statements of a block, in order.
  public static func buildBlock(_ parts: ChartContentList...) -> ChartContentList {
    ChartContentList(marks: parts.flatMap(\.marks))
  }

  /// An `if` without `else`, or an `if let`: nothing when the condition fails.
  public static func buildOptional(_ part: ChartContentList?) -> ChartContentList {
    part ?? ChartContentList()
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: ChartContentList) -> ChartContentList { part }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: ChartContentList) -> ChartContentList { part }

  /// A `for`-`in` loop: the marks of every iteration, in order.
  public static func buildArray(_ parts: [ChartContentList]) -> ChartContentList {
    ChartContentList(marks: parts.flatMap(\.marks))
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: ChartContentList) -> ChartContentList {
    part
  }
}
