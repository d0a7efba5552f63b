import Foundation

/// The columns a map's shapefile carries beside its units' data: the area and the perimeter
/// of each county's polygon (`AREA`, `PERIMETER`, `SHAPE_AREA`, `SHAPE_LEN`). They describe
/// the shape drawn on the map, not the unit the table is about, and their scatter (a longer
/// border holds a larger area) says only that big polygons are big; the SIDS rates, the
/// crimes or the house values beside them are what the table was collected for.
extension ChartChoice {
  /// The words of a polygon's perimeter, after `shape` (`SHAPE_LEN`, `Shape_Leng`) or alone
  /// (`PERIMETER`).
  static let shapeLengthWords: Set<String> = ["perimeter", "len", "leng", "length"]

  /// Whether `name` names a polygon's area (`AREA`, `SHAPE_AREA`, `Shape_Area`).
  static func isShapeArea(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: String(name.prefix(200)))
    return words == ["area"] || words == ["shape", "area"]
  }

  /// Whether `name` names a polygon's perimeter (`PERIMETER`, `SHAPE_LEN`, `Shape_Leng`):
  /// `length` alone is a measure (an abalone's), only after `shape` a border.
  static func isShapeLength(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: String(name.prefix(200)))
    if words == ["perimeter"] { return true }
    return words.count == 2 && words[0] == "shape" && shapeLengthWords.contains(words[1])
  }

  /// The indexes of `series` that are a polygon's geometry: every area and perimeter
  /// (``isShapeArea(_:)``, ``isShapeLength(_:)``) when the table holds both, as a shapefile's
  /// table does; nil when it does not (an island's `Area` beside its species is a measure of
  /// the island).
  static func shapeGeometry(_ series: [Series]) -> [Int]? {
    let areas = series.indices.filter { isShapeArea(series[$0].name) }
    let lengths = series.indices.filter { isShapeLength(series[$0].name) }
    guard !areas.isEmpty, !lengths.isEmpty else { return nil }
    return (areas + lengths).sorted()
  }

  /// The pair to draw of a table with a shapefile's geometry (``shapeGeometry(_:)``): the
  /// scatter of its other measures (``scatterPair(_:derived:)``), as indexes into `series`,
  /// when at least two are left, their pair is worth drawing (``isWorthDrawing(_:_:derived:)``)
  /// and neither is a numbering of the rows (``isNumbering(_:)``: a community area's number
  /// says less than its shape); nil otherwise, and the geometry may be drawn.
  static func pairBesideGeometry(_ series: [Series], derived: Derivations = .none) -> (x: Int, y: Int)? {
    guard let shapes = shapeGeometry(series) else { return nil }
    let kept = series.indices.filter { !shapes.contains($0) }
    guard kept.count >= 2 else { return nil }
    let rest = kept.map { series[$0] }
    let pair = scatterPair(rest, derived: derived)
    guard pair.x != pair.y, isWorthDrawing(rest[pair.x], rest[pair.y], derived: derived),
      !isNumbering(rest[pair.x]), !isNumbering(rest[pair.y])
    else { return nil }
    return (kept[pair.x], kept[pair.y])
  }

  /// Whether `measure` numbers its rows: over its first ``functionCheckRows`` finite values,
  /// at least 12, whole numbers all distinct within a span under twice their count (a
  /// county's number 1825 to 2000 over 100 counties; its births, 248 to 21,588, are not).
  static func isNumbering(_ measure: Series) -> Bool {
    let values = measure.ys.prefix(functionCheckRows).filter(\.isFinite)
    guard values.count >= 12, isCount(values), let low = values.min(), let high = values.max() else { return false }
    return Set(values).count == values.count && high - low < 2 * Double(values.count)
  }
}

extension ChartChoice {
  /// The note that says a shapefile's geometry was left out (``pairBesideGeometry(_:derived:)``)
  /// when `pair`, the scatter drawn, is the pair of the other measures; nil otherwise.
  static func geometryNote(_ series: [Series], pair: (x: Int, y: Int), derived: Derivations = .none) -> Note? {
    guard series.count > 2, mapPair(series) == nil, let shapes = shapeGeometry(series),
      let other = pairBesideGeometry(series, derived: derived), (other.x, other.y) == (pair.x, pair.y)
    else { return nil }
    return .geometrySkipped(columns: shapes.map { series[$0].name })
  }
}
