import PhaseCharts
extension SVGRenderer {
  /// Path data for a line drawn with curves or steps: each unbroken run of finite points is one
  /// subpath; areas close each subpath down to `baseline`.
  ///
  /// Only mark-built lines take this path (they are small); datasets are drawn straight.
  func writeInterpolatedPath(
    _ line: ChartScene.Line, projection: Projection, baseline: Double?, into out: inout SVGWriter
  ) {
    for run in runs(of: line, projection: projection) {
      let first = run[0]
      if let baseline {
        out.vertex(UInt8(ascii: "M"), SVGWriter.tenths(first.x), SVGWriter.tenths(baseline))
        out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(first.x), SVGWriter.tenths(first.y))
      } else {
        out.vertex(UInt8(ascii: "M"), SVGWriter.tenths(first.x), SVGWriter.tenths(first.y))
      }
      switch line.interpolation {
      case .linear: lines(run, into: &out)
      case .catmullRom, .cardinal: curves(run, clamped: false, into: &out)
      case .monotone: curves(run, clamped: true, into: &out)
      case .stepStart, .stepCenter, .stepEnd: steps(run, method: line.interpolation, into: &out)
      }
      if let baseline, let last = run.last {
        out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(last.x), SVGWriter.tenths(baseline))
        out.byte(UInt8(ascii: "Z"))
      }
    }
  }

  /// The line's points in output coordinates, split at breaks and non-finite points.
  private func runs(of line: ChartScene.Line, projection: Projection) -> [[(x: Double, y: Double)]] {
    var runs: [[(x: Double, y: Double)]] = []
    var current: [(x: Double, y: Double)] = []
    let breaks = Set(line.breaks)
    for index in line.xs.indices {
      let x = line.xs[index]
      let y = line.ys[index]
      if breaks.contains(index) || !x.isFinite || !y.isFinite {
        if !current.isEmpty { runs.append(current) }
        current = []
      }
      guard x.isFinite, y.isFinite else { continue }
      let point = (x: projection.x(x), y: projection.y(y))
      // Huge coordinates would make control points overflow; clamp like the straight path does.
      current.append((min(max(point.x, -1e7), 1e7), min(max(point.y, -1e7), 1e7)))
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }

  private func lines(_ run: [(x: Double, y: Double)], into out: inout SVGWriter) {
    for point in run.dropFirst() {
      out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(point.x), SVGWriter.tenths(point.y))
    }
  }

  /// Catmull–Rom as cubic Béziers: the tangent at each point is parallel to the line between its
  /// neighbours. `clamped` keeps each control point's y between its segment's ends, so the curve
  /// never overshoots (monotone between points).
  private func curves(_ run: [(x: Double, y: Double)], clamped: Bool, into out: inout SVGWriter) {
    guard run.count > 2 else { return lines(run, into: &out) }
    for index in 0..<(run.count - 1) {
      let previous = run[max(index - 1, 0)]
      let start = run[index]
      let end = run[index + 1]
      let next = run[min(index + 2, run.count - 1)]
      var c1 = (x: start.x + (end.x - previous.x) / 6, y: start.y + (end.y - previous.y) / 6)
      var c2 = (x: end.x - (next.x - start.x) / 6, y: end.y - (next.y - start.y) / 6)
      if clamped {
        let low = min(start.y, end.y)
        let high = max(start.y, end.y)
        c1.y = min(max(c1.y, low), high)
        c2.y = min(max(c2.y, low), high)
      }
      out.vertex(UInt8(ascii: "C"), SVGWriter.tenths(c1.x), SVGWriter.tenths(c1.y))
      out.vertex(UInt8(ascii: " "), SVGWriter.tenths(c2.x), SVGWriter.tenths(c2.y))
      out.vertex(UInt8(ascii: " "), SVGWriter.tenths(end.x), SVGWriter.tenths(end.y))
    }
  }

  /// Horizontal and vertical moves: `stepStart` rises first, `stepEnd` holds first, `stepCenter`
  /// changes halfway.
  private func steps(
    _ run: [(x: Double, y: Double)], method: InterpolationMethod, into out: inout SVGWriter
  ) {
    for index in 1..<max(run.count, 1) {
      let start = run[index - 1]
      let end = run[index]
      switch method {
      case .stepStart:
        out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(start.x), SVGWriter.tenths(end.y))
      case .stepCenter:
        let middle = (start.x + end.x) / 2
        out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(middle), SVGWriter.tenths(start.y))
        out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(middle), SVGWriter.tenths(end.y))
      default:
        out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(end.x), SVGWriter.tenths(start.y))
      }
      out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(end.x), SVGWriter.tenths(end.y))
    }
  }

  /// A band between `lows` and the line's values: along the top, back along the bottom, closed;
  /// each unbroken run of finite points is its own subpath.
  func writeBand(
    _ line: ChartScene.Line, lows: [Double], projection: Projection, into out: inout SVGWriter
  ) {
    let breaks = Set(line.breaks)
    var run: [Int] = []
    func flush(_ out: inout SVGWriter) {
      guard let first = run.first else { return }
      out.vertex(
        UInt8(ascii: "M"), SVGWriter.tenths(projection.x(line.xs[first])),
        SVGWriter.tenths(projection.y(line.ys[first])))
      for index in run.dropFirst() {
        out.vertex(
          UInt8(ascii: "L"), SVGWriter.tenths(projection.x(line.xs[index])),
          SVGWriter.tenths(projection.y(line.ys[index])))
      }
      for index in run.reversed() {
        out.vertex(
          UInt8(ascii: "L"), SVGWriter.tenths(projection.x(line.xs[index])),
          SVGWriter.tenths(projection.y(lows[index])))
      }
      out.byte(UInt8(ascii: "Z"))
      run = []
    }
    for index in line.xs.indices where index < lows.count {
      let finite = line.xs[index].isFinite && line.ys[index].isFinite && lows[index].isFinite
      if breaks.contains(index) || !finite { flush(&out) }
      if finite { run.append(index) }
    }
    flush(&out)
  }
}
