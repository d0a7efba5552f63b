import Foundation

/// A longitude and a latitude drawn over the measure that orders the rows (a ride's distance)
/// are two wiggles that say nothing a reader follows: where the ride went is a map, not two
/// panels beside its altitude, power and speed. Beside other measures, the profile leaves them
/// out; alone, they are the route (``rowsAreNoSequence(_:rows:)``).
///
/// Over a time the same holds the other way round (#32, s27: `traffic`'s ADS-B samples of one
/// flight, `timestamp, latitude, longitude, altitude, groundspeed, track, …`, drawn as six to
/// eight line panels): rows in time order whose longitude and latitude move along a path are
/// one track, and a track is its route (``routeOverTime(_:)``), the profile over the time its
/// alternative. Several aircraft one after another, each named by a column (`icao24`), are a
/// route each (``trackUnits(_:plan:map:read:)``).
extension ChartChoice {
  /// `others`, the measures drawn against the one that orders the rows, without their
  /// longitude and latitude (``mapPair(_:)``) when another measure is left to draw; `others`
  /// as it is otherwise.
  static func droppingCoordinates(_ others: [Series]) -> [Series] {
    guard others.count >= 3, let map = mapPair(others) else { return others }
    let coordinates = [map.longitude.name, map.latitude.name]
    return others.filter { !coordinates.contains($0.name) }
  }

  /// The fewest rows a track over time is drawn as its route from.
  static let minimumTrackRows = 50

  /// `table`, read over a time, as the map of its route when its rows are one track: nothing
  /// splits them into series, the time only grows down the rows (a step back in 1 of 100 at
  /// most), and its longitude and latitude (``mapPair(_:)``) each take ten values or more and
  /// move along a path (``movesAlongPath(_:)``): longitude along x, latitude along y, a point
  /// per row, the measures over the time named as the alternative. Nil for any other table: a
  /// station's fixed coordinates on every row, places with no time, events at scattered places
  /// (``placesOverTime(_:)``), tracks interleaved in time. Several tracks one after another,
  /// each named by a column that `read` splits the rows by, are a route each, or past
  /// ``maxDrawnSeries`` one map of them all (``trackUnits(_:plan:map:read:)``).
  static func routeOverTime(_ table: DecodedTable, read: (DecodeOptions) -> DecodedTable? = { _ in nil }) -> DecodedTable? {
    guard let plan = table.plan, !plan.xIsRowNumber, table.columns.series == nil,
      plan.roles.indices.contains(plan.x), plan.roles[plan.x] == .time,
      let first = table.dataset.series.first, first.count >= minimumTrackRows,
      table.dataset.series.allSatisfy({ $0.count == first.count }),
      let map = mapPair(table.dataset.series),
      movesAlongPath(map.longitude.ys), movesAlongPath(map.latitude.ys),
      timeGrows(first.xs)
    else { return nil }
    let time = plan.names[plan.x]
    var choice = ChartChoice(plan: plan)
    choice.x = map.longitude.name
    choice.y = [map.latitude.name]
    choice.mark = .points
    choice.decidedMark = .points
    choice.layout = .overlay
    // Measures of one value, said as they were over the time (``droppingIdleMeasures(_:choice:)``).
    choice.notes += table.columns.choice.notes.filter { if case .oneValue = $0 { true } else { false } }
    // Several aircraft, one after another, are a track each (ChartChoice+TrackUnits.swift).
    let units = trackUnits(table, plan: plan, map: map, read: read)
    choice.notes.append(
      units.map { .tracksOfUnits(unit: $0.unit, units: $0.routes.count, time: time) } ?? .trackAsRoute(time: time, rows: first.count))
    // The profile over the time: the measures drawn over it, time stamps left out
    // (ChartChoice+Stamps.swift).
    let xIsDate = table.dataset.xKind == .date
    let profile = table.dataset.series.filter { $0.name != map.longitude.name && $0.name != map.latitude.name }
      .filter { !isEpochStamp($0, xIsDate: xIsDate) }.map(\.name)
    for stamp in table.columns.choice.columns where stamp.role == .time && stamp.name != time {
      if let column = choice.columns.firstIndex(where: { $0.name == stamp.name }) { choice.columns[column].role = .time }
    }
    if !profile.isEmpty { choice.alternatives = [Alternative(x: time, y: profile, mark: .line)] }
    var result = table
    result.dataset = Dataset(
      xKind: .number, xLabel: map.longitude.name, yLabel: map.latitude.name,
      series: [Series(name: map.latitude.name, xs: map.longitude.ys, ys: map.latitude.ys)], mark: .points)
    if let units, units.routes.count <= maxDrawnSeries {
      result.dataset.series = units.routes
      choice.series = units.unit
    }
    result.unsplitRepeats = 0
    result.columns.choice = choice
    result.columns.x = map.longitude.name
    result.columns.y = [map.latitude.name]
    result.columns.series = choice.series
    return result
  }

  /// The least share of moves that go the same way as the one before along a path: 0.7 (a
  /// flight's samples 0.84 to 1; places sorted by where they are, California's block groups,
  /// 0.34 to 0.39).
  static let minimumHeadingShare = 0.7

  /// Whether a coordinate moves along a path: ten distinct values or more among its first
  /// thousand, consecutive values that follow on (``isTrack(_:)``), a span of twenty mean
  /// steps or more, so that the points go somewhere rather than jitter about one place, and
  /// moves that keep their way (``minimumHeadingShare``): a vehicle heads on, places sorted by
  /// where they are step back and forth within each stretch.
  static func movesAlongPath(_ ys: [Double]) -> Bool {
    guard Set(ys.prefix(1_000).filter(\.isFinite)).count >= 10, isTrack(ys) else { return false }
    var low = Double.infinity
    var high = -Double.infinity
    var steps = 0.0
    var count = 0
    var previous: Double?
    var lastWay = 0.0
    var moves = 0
    var kept = 0
    for y in ys where y.isFinite {
      low = min(low, y)
      high = max(high, y)
      if let previous {
        steps += abs(y - previous)
        count += 1
        if y != previous {
          let way: Double = y > previous ? 1 : -1
          if lastWay != 0 {
            moves += 1
            if way == lastWay { kept += 1 }
          }
          lastWay = way
        }
      }
      previous = y
    }
    guard count > 0, high > low, moves > 0 else { return false }
    return high - low >= 20 * steps / Double(count) && Double(kept) >= minimumHeadingShare * Double(moves)
  }

  /// Whether times grow down the rows: steps back (NaN skipped) in 1 of 100 steps at most.
  static func timeGrows(_ xs: [Double]) -> Bool {
    var back = 0
    var steps = 0
    var previous: Double?
    for x in xs where x.isFinite {
      if let previous {
        steps += 1
        if x < previous { back += 1 }
      }
      previous = x
    }
    return steps > 0 && back * 100 <= steps
  }
}
