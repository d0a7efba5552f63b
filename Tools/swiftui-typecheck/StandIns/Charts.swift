// A stand-in for the parts of Swift Charts that PhaseKitUI uses, with the signatures and
// `@available` of iPhoneOS18.0.sdk's Charts.swiftinterface (every declaration here is iOS 16 /
// macOS 13 / tvOS 16 / watchOS 9; `ChartContent`, `Chart` and `chartLegend(_:)` are
// `@MainActor @preconcurrency`, marks' initializers and other modifiers `nonisolated`; the
// axis types are not actor-isolated).
@_exported import SwiftUI

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder var body: Body { get }
}
extension Never: ChartContent {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol PrimitiveChartContent: ChartContent where Body == Never {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension PrimitiveChartContent { public var body: Never { fatalError() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ModifiedChartContent<C>: PrimitiveChartContent { init(_ c: C) {} }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TupleChartContent<T>: PrimitiveChartContent { init(_ t: T) {} }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct BuilderConditional<A, B>: PrimitiveChartContent {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct EmptyChartContent: PrimitiveChartContent {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct OptionalChartContent<C>: PrimitiveChartContent {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder public struct ChartContentBuilder {
  public static func buildExpression<C: ChartContent>(_ c: C) -> C { c }
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
  public static func buildBlock<C: ChartContent>(_ c: C) -> C { c }
  public static func buildBlock<each C: ChartContent>(_ c: repeat each C) -> TupleChartContent<
    (repeat each C)
  > { TupleChartContent((repeat each c)) }
  public static func buildIf<C: ChartContent>(_ c: C?) -> OptionalChartContent<C> { .init() }
  public static func buildEither<A: ChartContent, B: ChartContent>(first: A) -> BuilderConditional<A, B> {
    .init()
  }
  public static func buildEither<A: ChartContent, B: ChartContent>(second: B) -> BuilderConditional<A, B> {
    .init()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Plottable {}
extension Double: Plottable {}
extension Int: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PlottableValue<Value: Plottable> {
  public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { .init() }
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { .init() }
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { .init() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnnotationPosition: Equatable {
  public static let automatic = AnnotationPosition(), top = AnnotationPosition()
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnnotationContext {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScaleType {
  public static var linear: ScaleType { ScaleType() }
  public static var log: ScaleType { ScaleType() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Array: ScaleDomain where Element: Plottable {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol ScaleRange { associatedtype VisualValue }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient: ScaleRange { public typealias VisualValue = Color }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AutomaticScaleDomain: ScaleDomain {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ScaleDomain where Self == AutomaticScaleDomain {
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct LineMark: PrimitiveChartContent, Sendable {
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
  public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct PointMark: PrimitiveChartContent, Sendable {
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
  public nonisolated init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {}
  public nonisolated init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct RuleMark: PrimitiveChartContent {
  public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ChartContent {
  public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    ModifiedChartContent(self)
  }
  public nonisolated func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    ModifiedChartContent(self)
  }
  public nonisolated func symbolSize(_ area: CGFloat) -> some ChartContent { ModifiedChartContent(self) }
  // The SDK's also takes `axis: Axis? = nil` before `span`; left out (stricter), unused here.
  public nonisolated func position<P: Plottable>(by value: PlottableValue<P>, span: MarkDimension = .automatic)
    -> some ChartContent
  { ModifiedChartContent(self) }
  public nonisolated func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some ChartContent { ModifiedChartContent(self) }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) { self.init(_unsafe: data) }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: ChartContent {
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_unsafe: data)
  }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct Chart<Content: ChartContent>: PrimitiveView, Sendable {
  public nonisolated init(@ChartContentBuilder content: () -> Content) {}
  public nonisolated init<Data, ID, C>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {}
  public nonisolated init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where
    Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent,
    Data.Element: Identifiable
  {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  @MainActor @preconcurrency public func chartLegend(_ visibility: Visibility) -> some View {
    ModifiedContent(self)
  }
  public nonisolated func chartXAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View { ModifiedContent(self) }
  public nonisolated func chartYAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View { ModifiedContent(self) }
  public nonisolated func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
    ModifiedContent(self)
  }
  public nonisolated func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
    ModifiedContent(self)
  }
  public nonisolated func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> some View
  { ModifiedContent(self) }
  public nonisolated func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View where Range.VisualValue: ShapeStyle { ModifiedContent(self) }
  public nonisolated func chartXAxis(_ v: Visibility) -> some View { ModifiedContent(self) }
  public nonisolated func chartYAxis(_ v: Visibility) -> some View { ModifiedContent(self) }
}

// MARK: - Bars, bands and axes (checked against iPhoneOS18.0.sdk's Charts.swiftinterface)

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  init() {}
  public static var automatic: MarkDimension { MarkDimension() }
  public nonisolated init(floatLiteral value: Double) {}
  public nonisolated init(integerLiteral value: Int) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct MarkStackingMethod: Equatable, Sendable {
  public static var standard: MarkStackingMethod { MarkStackingMethod() }
  public static var unstacked: MarkStackingMethod { MarkStackingMethod() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct BarMark: PrimitiveChartContent, Sendable {
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {}
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct RectangleMark: PrimitiveChartContent, Sendable {
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct AreaMark: PrimitiveChartContent, Sendable {
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ChartContent {
  public nonisolated func opacity(_ value: Double) -> some ChartContent { ModifiedChartContent(self) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AxisContent {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AxisMark {}
extension Never: AxisContent, AxisMark {}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TupleAxisMark<T>: AxisMark { init(_ t: T) {} }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder public struct AxisMarkBuilder {
  public static func buildExpression<C: AxisMark>(_ c: C) -> C { c }
  public static func buildBlock<C: AxisMark>(_ c: C) -> C { c }
  public static func buildBlock<each C: AxisMark>(_ c: repeat each C) -> TupleAxisMark<(repeat each C)> {
    TupleAxisMark((repeat each c))
  }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder public struct AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ c: C) -> C { c }
  public static func buildBlock<C: AxisContent>(_ c: C) -> C { c }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValue: Sendable {
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
  public var index: Int { 0 }
  public var count: Int { 0 }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarkPreset { public static var automatic: AxisMarkPreset { AxisMarkPreset() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarkPosition { public static var automatic: AxisMarkPosition { AxisMarkPosition() } }
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarkValues {
  public static var automatic: AxisMarkValues { AxisMarkValues() }
  public static func automatic(
    desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues { AxisMarkValues() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarks<Content: AxisMark>: AxisContent {
  public nonisolated init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {}
  public nonisolated init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {}
  public nonisolated init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content
  ) {}
  public nonisolated init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) where Content == Never {}
  public nonisolated init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
    stroke: StrokeStyle? = nil
  ) where Content == Never {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisGridLine: AxisMark {
  public nonisolated init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValueLabelOrientation {
  public static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation() }
  public static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation() }
  public static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValueLabelCollisionResolution {
  public static var automatic: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValueLabel<Content: View>: AxisMark {
  public nonisolated init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  public nonisolated func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> some View
  { ModifiedContent(self) }
  public nonisolated func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> some View
  { ModifiedContent(self) }
}
