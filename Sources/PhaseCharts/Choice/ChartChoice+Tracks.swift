import Foundation

/// A longitude and a latitude drawn over the measure that orders the rows (a ride's distance)
/// are two wiggles that say nothing a reader follows: where the ride went is a map, not two
/// panels beside its altitude, power and speed. Beside other measures, the profile leaves them
/// out; alone, they are the route (``rowsAreNoSequence(_:rows:)``).
extension ChartChoice {
  /// `others`, the measures drawn against the one that orders the rows, without their
  /// longitude and latitude (``mapPair(_:)``) when another measure is left to draw; `others`
  /// as it is otherwise.
  static func droppingCoordinates(_ others: [Series]) -> [Series] {
    guard others.count >= 3, let map = mapPair(others) else { return others }
    let coordinates = [map.longitude.name, map.latitude.name]
    return others.filter { !coordinates.contains($0.name) }
  }
}
