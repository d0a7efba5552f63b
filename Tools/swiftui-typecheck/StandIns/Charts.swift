@_exported import SwiftUI

@MainActor @preconcurrency public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder var body: Body { get }
}
extension Never: ChartContent {}
public protocol PrimitiveChartContent: ChartContent where Body == Never {}
extension PrimitiveChartContent { public var body: Never { fatalError() } }
public struct ModifiedChartContent<C>: PrimitiveChartContent { init(_ c: C) {} }
public struct TupleChartContent<T>: PrimitiveChartContent { init(_ t: T) {} }
public struct BuilderConditional<A, B>: PrimitiveChartContent {}
public struct EmptyChartContent: PrimitiveChartContent {}
public struct OptionalChartContent<C>: PrimitiveChartContent {}

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

public protocol Plottable {}
extension Double: Plottable {}
extension Int: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}
public struct PlottableValue<Value: Plottable> {
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { .init() }
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { .init() }
}
public struct AnnotationPosition: Sendable {
  public static let automatic = AnnotationPosition(), top = AnnotationPosition()
}
public struct AnnotationContext {}
public struct ScaleType: Sendable {}
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain {}
public struct AutomaticScaleDomain: ScaleDomain {}
extension ScaleDomain where Self == AutomaticScaleDomain {
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain()
  }
}

public struct LineMark: PrimitiveChartContent {
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
  public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {}
}
public struct RuleMark: PrimitiveChartContent {
  public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {}
}
extension ChartContent {
  public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    ModifiedChartContent(self)
  }
  public nonisolated func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    ModifiedChartContent(self)
  }
  public nonisolated func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some ChartContent { ModifiedChartContent(self) }
}
extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) { self.init(_unsafe: data) }
}
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: ChartContent {
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_unsafe: data)
  }
}
@MainActor @preconcurrency public struct Chart<Content: ChartContent>: PrimitiveView {
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
  public nonisolated func chartXAxis(_ v: Visibility) -> some View { ModifiedContent(self) }
  public nonisolated func chartYAxis(_ v: Visibility) -> some View { ModifiedContent(self) }
}
