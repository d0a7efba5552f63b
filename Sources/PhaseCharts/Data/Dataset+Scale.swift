import Foundation
import PhaseKit

extension Dataset {
  /// How values are placed along an axis.
  ///
  /// Positive measures that span several decades (body weights from 20 g to 87 t, fitted
  /// coefficients from 1e-6 to 1e4) put most points in one corner of an even axis: a log axis
  /// spreads them, each decade as wide as the next. Swift Charts draws it with
  /// `chartXScale(type: .log)`; PhaseDrawing's renderers with `chartXScale(type: .log)` too.
  public enum Scale: String, Sendable, Hashable, Codable, CaseIterable {
    /// Equal steps of value take equal room; the default.
    case linear
    /// Equal ratios of value take equal room (1, 10, 100 evenly apart); only positive values
    /// are placed, others are left out.
    case log

    /// The axis title for a column drawn on this scale: the name itself on a linear scale,
    /// `body (log scale)` on a log scale.
    ///
    /// - Parameters:
    ///   - name: The axis's title without the scale; empty for none.
    ///   - language: The language of the words added; `Language.current` by default.
    /// - Returns: The title.
    public func axisTitle(_ name: String, in language: Language = .current) -> String {
      guard self == .log else { return name }
      let key: PhaseChartsText = name.isEmpty ? .axisLogScaleAlone : .axisLogScale
      return key.format([name], in: language)
    }
  }
}
