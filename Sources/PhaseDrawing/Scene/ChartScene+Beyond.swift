import PhaseCharts
import PhaseKit

extension ChartScene {
  /// A value beyond an axis cut to the bulk of the values, moved to the axis's edge: where it
  /// is drawn and which way it lies (`-1` below or left, `1` above or right, `0` within).
  struct Beyond: Sendable, Hashable {
    var series: Int
    var x: Double
    var y: Double
    var dx: Int8
    var dy: Int8
  }

  /// How many values lie beyond one axis, and the farthest of them in data units.
  struct BeyondTally: Sendable, Hashable {
    var count = 0
    var farthest = 0.0
    /// The farthest value's distance from the edge, in axis positions.
    var distance = -1.0

    mutating func add(_ value: Double, away: Double, farthest data: Double) {
      count += 1
      if away > distance {
        distance = away
        farthest = data
      }
    }
  }

  /// Moves every line vertex and point beyond `x` or `y` (the scene's cut domains) to the
  /// domain's edge, records each in ``beyond`` for its marker and counts them per axis; values
  /// inside, and axes not cut (nil), are left alone.
  mutating func moveBeyondToEdges(x: ClosedRange<Double>?, y: ClosedRange<Double>?) {
    guard x != nil || y != nil else { return }
    func side(_ value: Double, _ range: ClosedRange<Double>?) -> Int8 {
      guard let range, value.isFinite else { return 0 }
      return value < range.lowerBound ? -1 : value > range.upperBound ? 1 : 0
    }
    func clamp(_ value: Double, _ range: ClosedRange<Double>?) -> Double {
      guard let range else { return value }
      return min(max(value, range.lowerBound), range.upperBound)
    }
    func move(series: Int, _ px: inout Double, _ py: inout Double) {
      let dx = side(px, x)
      let dy = side(py, y)
      guard dx != 0 || dy != 0 else { return }
      if dx != 0, let x {
        xBeyond.add(px, away: dx < 0 ? x.lowerBound - px : px - x.upperBound, farthest: xValue(atPosition: px))
      }
      if dy != 0, let y {
        yBeyond.add(py, away: dy < 0 ? y.lowerBound - py : py - y.upperBound, farthest: yValue(atPosition: py))
      }
      px = clamp(px, x)
      py = clamp(py, y)
      beyond.append(Beyond(series: series, x: px, y: py, dx: dx, dy: dy))
    }
    var lines = lines
    for index in lines.indices {
      let series = lines[index].series
      let isPoints = lines[index].isPoints
      for vertex in lines[index].xs.indices {
        let count = beyond.count
        var (px, py) = (lines[index].xs[vertex], lines[index].ys[vertex])
        move(series: series, &px, &py)
        lines[index].xs[vertex] = px
        lines[index].ys[vertex] = py
        // A dot beyond is its open triangle alone: a filled dot at the edge would read as a
        // value there. A line still runs to the edge, its vertex marked.
        if isPoints && beyond.count > count { lines[index].xs[vertex] = .nan }
      }
    }
    self.lines = lines
    var points = points
    for index in points.indices {
      var (px, py) = (points[index].x, points[index].y)
      move(series: points[index].series, &px, &py)
      points[index].x = px
      points[index].y = py
    }
    self.points = points
  }

  /// The sentences that say how many values lie beyond each cut axis, for the description.
  func beyondSentences(language: Language) -> [String] {
    let total = totalPointCount
    var sentences: [String] = []
    for (tally, label, fallback) in [(xBeyond, xLabel, "x"), (yBeyond, yLabel, "y")] where tally.count > 0 {
      sentences.append(
        Dataset.beyondAxisSentence(
          column: label.isEmpty ? fallback : label, count: tally.count, total: total, farthest: tally.farthest,
          in: language))
    }
    return sentences
  }

  /// The markers of ``beyond``, one per pixel cell of `size` and direction, in screen space
  /// (`project`): a handful whatever the number of values beyond.
  func beyondMarkers(
    cell size: Double, project: (Double, Double) -> (x: Double, y: Double)
  ) -> [(x: Double, y: Double, dx: Int8, dy: Int8, series: Int)] {
    var seen = Set<[Int]>()
    var markers: [(x: Double, y: Double, dx: Int8, dy: Int8, series: Int)] = []
    for item in beyond {
      let (px, py) = project(item.x, item.y)
      guard px.isFinite, py.isFinite else { continue }
      let key = [Int((px / size).rounded()), Int((py / size).rounded()), Int(item.dx), Int(item.dy), item.series]
      guard seen.insert(key).inserted else { continue }
      markers.append((px, py, item.dx, item.dy, item.series))
    }
    return markers
  }
}
