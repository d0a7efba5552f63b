import Foundation

extension Dataset {
  /// How the series of a dataset share the plot.
  ///
  /// Measures on one scale (two temperatures, prices of several shares) belong on one axis,
  /// where they can be compared: ``overlay``. Measures on different scales (a price and a
  /// volume, a rate and a count) drawn on one axis squash the smaller ones into a flat line;
  /// they get one panel each, over the same x, each with its own y scale: ``panels``
  /// (small multiples).
  public enum Layout: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every series on one plot with one y axis; the default.
    case overlay
    /// One panel per series, stacked, sharing the x axis, each with its own y axis.
    case panels
  }
}

/// Many series drawn as one shape: for each x bucket, the lowest and the highest value of the
/// series it stands for, as a band behind the series drawn one by one.
///
/// A table with thousands of series (one per flight route, per station) cannot draw a path for
/// each: the picture is a blur and the file is too large to open. The largest series are drawn
/// as they are; the others become one envelope, named `+N` in the legend.
public struct SeriesEnvelope: Sendable, Equatable, Hashable {
  /// How many series the envelope stands for.
  public var count: Int
  /// The x value of each bucket, in ascending order.
  public var xs: [Double]
  /// The lowest value of the series in each bucket.
  public var lows: [Double]
  /// The highest value of the series in each bucket.
  public var highs: [Double]
  /// What the legend calls the band when it is not the lowest and highest of the series it
  /// stands for (the 10th to 90th percentile of a panel's units); nil for `+N`.
  public var label: String? = nil

  /// Creates an envelope.
  ///
  /// - Parameters:
  ///   - count: How many series it stands for.
  ///   - xs: Bucket x values, ascending.
  ///   - lows: The lowest value in each bucket; as many as `xs`.
  ///   - highs: The highest value in each bucket; as many as `xs`.
  public init(count: Int, xs: [Double], lows: [Double], highs: [Double]) {
    precondition(xs.count == lows.count && xs.count == highs.count, "one low and one high per x")
    self.count = count
    self.xs = xs
    self.lows = lows
    self.highs = highs
  }

  /// The legend's name for the envelope: its ``label``, else `+N`.
  public var name: String { label ?? "+\(count)" }
}
