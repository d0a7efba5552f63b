#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import SwiftUI

  /// The loading card's chart: a grey, axis-less line where the chart will be, with the loading
  /// title ("Loading…" / "加载中…") over it, so the layout does not jump when data arrives.
  ///
  /// ```swift
  /// ChartSkeleton(title: card.title)
  ///   .frame(height: 300)
  /// ```
  public struct ChartSkeleton: View {
    /// A gentle rise and fall: recognisably a chart, clearly not data.
    private static let shape: [Double] = [0.42, 0.5, 0.46, 0.58, 0.55, 0.66, 0.6, 0.7, 0.64, 0.74]

    private let title: String
    private let symbolName: String

    /// Creates a skeleton.
    ///
    /// - Parameters:
    ///   - title: The text over the skeleton, such as the loading card's title.
    ///   - symbolName: An SF Symbols name shown with the title; `chart.xyaxis.line` by default.
    public init(title: String, symbolName: String = "chart.xyaxis.line") {
      self.title = title
      self.symbolName = symbolName
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      Chart(Array(Self.shape.enumerated()), id: \.offset) { point in
        LineMark(x: .value("x", point.offset), y: .value("y", point.element))
          .foregroundStyle(Color.secondary.opacity(0.35))
      }
      .chartYScale(domain: 0.0...1.0)
      .chartXAxis(.hidden)
      .chartYAxis(.hidden)
      .overlay {
        Label(title, systemImage: symbolName)
          .font(.callout)
          .foregroundStyle(.secondary)
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(title))
    }
  }
#endif
