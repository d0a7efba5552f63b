/// The least-squares straight line `y = slope · x + intercept` through paired values.
struct LineFit {
  var slope: Double
  var intercept: Double

  /// Fits `ys` against `xs` (paired by index); nil when they are empty or `xs` has no spread.
  init?(_ ys: [Double], on xs: [Double]) {
    guard !xs.isEmpty, xs.count == ys.count else { return nil }
    let n = Double(xs.count)
    let meanX = xs.reduce(0, +) / n
    let meanY = ys.reduce(0, +) / n
    var sxx = 0.0
    var sxy = 0.0
    for (x, y) in zip(xs, ys) {
      sxx += (x - meanX) * (x - meanX)
      sxy += (x - meanX) * (y - meanY)
    }
    guard sxx > 0 else { return nil }
    slope = sxy / sxx
    intercept = meanY - slope * meanX
  }

  /// The line's value at `x`.
  func callAsFunction(_ x: Double) -> Double { slope * x + intercept }
}
