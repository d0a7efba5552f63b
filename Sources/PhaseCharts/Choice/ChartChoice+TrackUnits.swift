import Foundation

/// Several tracks in one table: the samples of several aircraft, one after another, each named
/// by a column (`traffic`'s collections: 10 aircraft taxiing at Zurich, 213 over Paris, with
/// `icao24` and `callsign`), were drawn as the route of "one track", one aircraft's last fix
/// joined in the reader's eye to the next one's first. The time starts again with each
/// aircraft; the column whose values each keep their time growing names the tracks. Up to
/// ``maxDrawnSeries`` are a route each, a colour per aircraft; more are drawn together as one
/// map of their points, and the note says how many there are and by which column.
extension ChartChoice {
  /// The most columns of words read again to find the tracks' unit: each costs a pass.
  static let maxTrackUnitColumns = 2

  /// The unit column of `table`'s tracks and a route per unit (its longitude along x, its
  /// latitude along y, in the table's order), read again by `read` split by the column; nil
  /// when the time never starts again (one track) or no column of words (`plan.textColumns`,
  /// the first ``maxTrackUnitColumns`` of categories, ids and units) splits the rows into two
  /// or more tracks each of whose time grows.
  static func trackUnits(
    _ table: DecodedTable, plan: ColumnPlan, map: (longitude: Series, latitude: Series),
    read: (DecodeOptions) -> DecodedTable?
  ) -> (unit: String, routes: [Series])? {
    guard let first = table.dataset.series.first, timeStartsAgain(first.xs),
      let longitude = plan.names.firstIndex(of: map.longitude.name),
      let latitude = plan.names.firstIndex(of: map.latitude.name)
    else { return nil }
    let columns = plan.textColumns.filter { column in
      plan.roles.indices.contains(column) && [.category, .id, .unit, .label].contains(plan.roles[column])
    }
    for column in columns.prefix(maxTrackUnitColumns) {
      var options = DecodeOptions(x: .index(plan.x), y: [.index(longitude), .index(latitude)])
      options.series = .index(column)
      options.findsSeries = false
      guard let split = read(options), split.dataset.series.count >= 4, split.dataset.series.count % 2 == 0
      else { continue }
      let pairs = stride(from: 0, to: split.dataset.series.count, by: 2).map {
        (split.dataset.series[$0], split.dataset.series[$0 + 1])
      }
      // The decoder names each split series "<unit> <column>" (DatasetBuilder).
      let (longitudeSuffix, latitudeSuffix) = (" " + map.longitude.name, " " + map.latitude.name)
      guard
        pairs.allSatisfy({
          $0.0.name.hasSuffix(longitudeSuffix) && $0.1.name.hasSuffix(latitudeSuffix) && timeGrows($0.0.xs)
        })
      else { continue }
      let routes = pairs.map { pair in
        Series(name: String(pair.0.name.dropLast(longitudeSuffix.count)), xs: pair.0.ys, ys: pair.1.ys)
      }
      return (plan.names[column], routes)
    }
    return nil
  }

  /// Whether the time steps back somewhere (NaN skipped): a new track starts there.
  static func timeStartsAgain(_ xs: [Double]) -> Bool {
    var previous = -Double.infinity
    for x in xs where x.isFinite {
      if x < previous { return true }
      previous = x
    }
    return false
  }
}
