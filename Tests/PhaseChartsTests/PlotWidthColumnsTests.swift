import Testing

@testable import PhaseCharts

/// `SeriesChart` (PhaseKitUI) reports its width through `Dataset.plotWidth(quantizing:)` so that a
/// resize by a fraction of a point does not run the downsampling again on the main actor. That is
/// only correct while the quantized width plots exactly the same points; these tests pin it.
@Suite(.timeLimit(.minutes(6))) struct PlotWidthColumnsTests {
  /// Two series of 5 000 points each: far more points than any width below has columns, so every
  /// width downsamples.
  private static let dataset: Dataset = {
    let xs = (0..<5_000).map(Double.init)
    return Dataset(series: [
      Series(name: "sine", xs: xs, ys: xs.map { ($0 / 37).squareRoot() * ($0 / 11).truncatingRemainder(dividingBy: 7) }),
      Series(name: "saw", xs: xs, ys: xs.map { $0.truncatingRemainder(dividingBy: 97) }),
    ])
  }()

  @Test(arguments: [
    0, 0.3, 0.999, 1, 1.5, 99.2, 100, 100.0001, 319.01, 320.5, 640.9, 1023.999, -4, .nan, .infinity,
  ])
  func theQuantizedWidthPlotsTheSamePoints(width: Double) {
    let dataset = Self.dataset
    let quantized = Dataset.plotWidth(quantizing: width)
    #expect(dataset.plotPoints(forWidth: quantized) == dataset.plotPoints(forWidth: width))
  }

  @Test func widthsWithinOneColumnQuantizeToTheSameWidth() {
    #expect(Dataset.plotWidth(quantizing: 199.01) == 200)
    #expect(Dataset.plotWidth(quantizing: 200) == 200)
    #expect(Dataset.plotWidth(quantizing: 200.01) == 201)
    #expect(Dataset.plotWidth(quantizing: 0.4) == 0)
    #expect(Dataset.plotWidth(quantizing: .nan) == 0)
  }

  @Test func widthsWithinOneColumnPlotTheSamePointsAndTheNextColumnDoesNot() {
    let dataset = Self.dataset
    let column = dataset.plotPoints(forWidth: 200)
    #expect(dataset.plotPoints(forWidth: 199.01) == column)
    #expect(dataset.plotPoints(forWidth: 200.01) != column)
  }

  /// Before its first layout the chart's width is 0; rounding keeps it 0, which plots at the
  /// fallback width instead of drawing nothing.
  @Test func theFirstFrameBeforeLayoutPlotsAtTheFallbackWidth() {
    let dataset = Self.dataset
    let first = dataset.plotPoints(forWidth: Dataset.plotWidth(quantizing: 0))
    #expect(!first.isEmpty)
    #expect(first == dataset.plotPoints(forWidth: Double(Dataset.fallbackPlotWidth)))
  }
}
