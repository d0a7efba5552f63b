// A stand-in for the parts of SwiftUI that PhaseKitUI uses, declared with the signatures and the
// `@available` of Apple's iOS 18 SDK interfaces (SwiftUI.swiftinterface / SwiftUICore.swiftinterface
// in iPhoneOS18.0.sdk), so that PhaseKitUI can be compiled where SwiftUI does not exist. Only the
// declarations matter; the bodies never run. check.sh turns every `@available` above PhaseKit's
// floor (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1) into a deprecation, which
// -warnings-as-errors then rejects: keep each declaration's `@available` on one line. A declaration
// without one is iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 (SwiftUI's first release).
// `onGeometryChange(for:of:action:)` is iOS 16 (`@_alwaysEmitIntoClient` in the iOS 18 SDK).
// With -D XCODE16_SDK, `task` and `onGeometryChange` take the closure types of the Xcode 16.0 SDK
// (iPhoneOS18.0.sdk: `task` `@Sendable` + `@_inheritActorContext`; `onGeometryChange` a plain
// transform); without it, the newer, stricter shapes (`task` `sending @isolated(any)`, a
// `@Sendable` transform of a `Sendable` value). PhaseKitUI must compile against both.
// Every `Button` initializer takes a `@MainActor` action in both (iPhoneOS18.0.sdk already has it).
// docs/apple-api-check.md records, declaration by declaration, the SDK text each one matches.
@_exported import Foundation
import Accessibility

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}
extension Never: View { public var body: Never { fatalError() } }
public protocol PrimitiveView: View where Body == Never {}
extension PrimitiveView { public var body: Never { fatalError() } }

public struct EmptyView: PrimitiveView { public init() {} }
public struct TupleView<T>: PrimitiveView { public init(_ t: T) {} }
public struct ConditionalContent<A: View, B: View>: PrimitiveView {}
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }
public struct ModifiedContent<Content>: PrimitiveView { public init(_ c: Content) {} }

@resultBuilder public struct ViewBuilder {
  public static func buildExpression<C: View>(_ c: C) -> C { c }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<C: View>(_ c: C) -> C { c }
  public static func buildBlock<each C: View>(_ c: repeat each C) -> TupleView<(repeat each C)> {
    TupleView((repeat each c))
  }
  public static func buildIf<C: View>(_ c: C?) -> C? { c }
  public static func buildEither<A: View, B: View>(first: A) -> ConditionalContent<A, B> {
    ConditionalContent()
  }
  public static func buildEither<A: View, B: View>(second: B) -> ConditionalContent<A, B> {
    ConditionalContent()
  }
  public static func buildLimitedAvailability<C: View>(_ c: C) -> EmptyView { EmptyView() }
}

public protocol DynamicProperty {}
@propertyWrapper @frozen public struct State<Value>: DynamicProperty {
  public init(wrappedValue: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}
extension State: Sendable where Value: Sendable {}
@dynamicMemberLookup public struct Binding<Value> {
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public subscript<T>(dynamicMember kp: WritableKeyPath<Value, T>) -> Binding<T> { fatalError() }
}
extension Binding: @unchecked Sendable where Value: Sendable {}
public protocol EnvironmentKey { associatedtype Value; static var defaultValue: Value { get } }
public struct EnvironmentValues {
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }
}
@available(*, unavailable) extension EnvironmentValues: Sendable {}
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}
extension Environment: Sendable where Value: Sendable {}

public struct Animation: Sendable {
  public static let easeInOut = Animation(); public static let `default` = Animation()
}
public struct Transaction {
  public init() {}; public init(animation: Animation?) {}; public var animation: Animation?
}
@available(*, unavailable) extension Transaction: Sendable {}
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{ try body() }

public struct Font: Hashable, Sendable {
  public static let largeTitle = Font(), title = Font(), callout = Font(), caption = Font(),
    subheadline = Font(), headline = Font()
  public struct Weight: Hashable { public static let semibold = Weight() }
  public func weight(_ w: Weight) -> Font { self }
}
public protocol ShapeStyle: Sendable {}
public struct Color: Hashable, ShapeStyle, View, PrimitiveView {
  public static let orange = Color(), secondary = Color(), red = Color(), primary = Color(), clear = Color()
  public func opacity(_ o: Double) -> Color { self }
  init() {}
  // iOS 13: `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red:green:blue:opacity: = 1)`.
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
}
// iOS 13: a gradient from an array of colours (Charts makes it a ScaleRange of colours).
@frozen public struct Gradient: Hashable, Sendable {
  public init(colors: [Color]) {}
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == Color { public static var orange: Color { Color() } }
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var secondary: HierarchicalShapeStyle { .init() }
}
public protocol Shape: Sendable, View {}
public struct RoundedRectangle: Shape, PrimitiveView { public init(cornerRadius: CGFloat) {} }
public struct FillStyle { public init() {} }

public struct Alignment: Sendable {
  public static let center = Alignment(), leading = Alignment(), topTrailing = Alignment()
}
public struct HorizontalAlignment: Sendable {
  public static let center = HorizontalAlignment(), leading = HorizontalAlignment()
}
public struct VerticalAlignment: Sendable {
  public static let center = VerticalAlignment(), firstTextBaseline = VerticalAlignment()
}
public enum TextAlignment: Sendable { case leading, center, trailing }
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Visibility: Sendable { case automatic, visible, hidden }
public struct AccessibilityChildBehavior: Hashable {
  public static let ignore = Self(), contain = Self(), combine = Self()
}
@available(*, unavailable) extension AccessibilityChildBehavior: Sendable {}
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public init() {}
  public static let isHeader = Self()
  public func contains(_ member: Self) -> Bool { true }
  public func union(_ other: Self) -> Self { self }
  public func intersection(_ other: Self) -> Self { self }
  public func symmetricDifference(_ other: Self) -> Self { self }
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) { (true, self) }
  public mutating func remove(_ member: Self) -> Self? { nil }
  public mutating func update(with newMember: Self) -> Self? { nil }
  public mutating func formUnion(_ other: Self) {}
  public mutating func formIntersection(_ other: Self) {}
  public mutating func formSymmetricDifference(_ other: Self) {}
}
public struct GeometryProxy { public var size: CGSize { fatalError() } }
@available(*, unavailable) extension GeometryProxy: Sendable {}
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  public init(stringLiteral: String) {}; public init(_ s: String) {}
  public init(stringInterpolation: DefaultStringInterpolation) {}
}
@available(*, unavailable) extension LocalizedStringKey: Sendable {}

public struct Text: PrimitiveView, Equatable, Sendable {
  public init(_ key: LocalizedStringKey) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  public init(verbatim: String) {}
  public func font(_ f: Font?) -> Text { self }
}
public struct Image: PrimitiveView, Equatable, Sendable {
  public init(systemName: String) {}
  public func resizable() -> Image { self }
}
public struct UnitPoint: Sendable { public static let center = UnitPoint() }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct StrokeStyle: Equatable {}
public struct AnyTransition {
  // `@available(*, unavailable) extension AnyTransition: Sendable` in the SDK: not Sendable.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title: View, Icon: View>: PrimitiveView {
  public init(_ titleKey: LocalizedStringKey, systemImage: String) where Title == Text, Icon == Image {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String)
  where Title == Text, Icon == Image {}
}
public struct Spacer: PrimitiveView { public init(minLength: CGFloat? = nil) {} }
public struct VStack<Content: View>: PrimitiveView {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}
public struct HStack<Content: View>: PrimitiveView {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}
public struct Group<Content>: PrimitiveView {
  public init(@ViewBuilder content: () -> Content) where Content: View {}
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView {
  public init() where Label == EmptyView, CurrentValueLabel == EmptyView {}
  public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {}
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
  where CurrentValueLabel == EmptyView {}
}
@MainActor @preconcurrency public struct Button<Label: View>: PrimitiveView {
  @preconcurrency public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  @preconcurrency public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)
  where Label == Text {}
  @preconcurrency @_disfavoredOverload public nonisolated init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where Label == Text {}
}
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
}
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct BorderedButtonStyle: PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
}
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  @MainActor @preconcurrency public init() {}
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  @MainActor @preconcurrency public static var borderedProminent: Self { .init() }
}
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  @MainActor @preconcurrency public static var bordered: Self { .init() }
}
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  @MainActor @preconcurrency public static var borderless: Self { .init() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public init(_unsafe data: Data) { self.data = data }
}
@available(*, unavailable) extension ForEach: Sendable {}
extension ForEach: View, PrimitiveView where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { self.data = data }
}

#if XCODE16_SDK
  extension View {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func task<T: Equatable>(
      id: T, priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func task(
      priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent(self) }
  }
#else
  extension View {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func task<T: Equatable>(
      id: T, priority: TaskPriority = .userInitiated,
      _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { ModifiedContent(self) }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func task(
      priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { ModifiedContent(self) }
  }
#endif

extension View {
  public nonisolated func font(_ f: Font?) -> some View { ModifiedContent(self) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func foregroundStyle<S: ShapeStyle>(_ s: S) -> some View { ModifiedContent(self) }
  public nonisolated func padding(_ length: CGFloat? = nil) -> some View { ModifiedContent(self) }
  public nonisolated func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { ModifiedContent(self) }
  public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { ModifiedContent(self) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void)
    -> some View
  {
    ModifiedContent(self)
  }
  public nonisolated func scaledToFit() -> some View { ModifiedContent(self) }
  public nonisolated func transition(_ t: AnyTransition) -> some View { ModifiedContent(self) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { ModifiedContent(self) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { ModifiedContent(self) }
  public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    ModifiedContent(self)
  }
  public nonisolated func multilineTextAlignment(_ a: TextAlignment) -> some View { ModifiedContent(self) }
  public nonisolated func lineLimit(_ number: Int?) -> some View { ModifiedContent(self) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { ModifiedContent(self) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func accessibilityLabel(_ label: Text) -> some View { ModifiedContent(self) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    ModifiedContent(self)
  }
  public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    ModifiedContent(self)
  }
  #if XCODE16_SDK
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated func onGeometryChange<T: Equatable>(
      for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View { ModifiedContent(self) }
  #else
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @preconcurrency public nonisolated func onGeometryChange<T: Equatable & Sendable>(
      for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
      action: @escaping (_ newValue: T) -> Void
    ) -> some View { ModifiedContent(self) }
  #endif
  public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { ModifiedContent(self) }
}

// MARK: - Added for the seed ports (checked against iPhoneOS18.0.sdk)

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct RefreshAction: Sendable {
  public func callAsFunction() async {}
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
extension EnvironmentValues {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var refresh: RefreshAction? { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set {}
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout: Animatable {}
public protocol Animatable {}
extension Layout {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    ModifiedContent(content())
  }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyLayout: Layout {
  public init<L: Layout>(_ layout: L) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct VStackLayout: Layout {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct HStackLayout: Layout {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol AXChartDescriptorRepresentable {
  func makeChartDescriptor() -> AXChartDescriptor
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}
extension AXChartDescriptorRepresentable {
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    ModifiedContent(self)
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R)
    -> some View
  { ModifiedContent(self) }
  /// An iOS 18 API, above PhaseKit's floor: Rejected/AboveTheFloor.swift proves that check.sh
  /// rejects it.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public nonisolated func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void)
    -> some View
  { ModifiedContent(self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }
extension EnvironmentValues {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var colorScheme: ColorScheme {
    get { fatalError() }
    set {}
  }
}

// Scene phases, as iPhoneOS18.0.sdk's SwiftUI interface declares them (offset 291 504:
// `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public enum ScenePhase :
// Swift.Comparable { case background, inactive, active }`, then `extension SwiftUI.ScenePhase :
// Swift.Sendable`; offset 292 037: the same availability on `extension
// SwiftUICore.EnvironmentValues { public var scenePhase: SwiftUI.ScenePhase { get set } }`;
// offset ~1 353 500: `extension SwiftUI.ScenePhase : Swift.Hashable`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable {
  case background
  case inactive
  case active
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScenePhase: Hashable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScenePhase: Sendable {}
extension EnvironmentValues {
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set {}
  }
}
