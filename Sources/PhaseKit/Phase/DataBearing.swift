/// A value that can hold no data: a chart with no points, a list with no rows.
///
/// The "has data" rule: an answer whose value has no data never replaces a value that has. A
/// ``Loader`` made with ``Loader/init(store:source:key:policy:configuration:hasData:decode:)``
/// and a ``ResourceStore`` load given ``ResourceStore/hasData(_:)`` apply it: such an answer is
/// never stored, and when a good copy is cached the load fails with ``DataError/emptyData``, so
/// the good copy stays on screen with a ``LoadNotice/refreshFailed(_:loadedAt:)`` notice. With
/// nothing cached the answer is shown as it is (a "no data" card).
///
/// PhaseCharts' `Dataset`, `SanitizedDataset` and `PreparedChart` conform.
///
/// ```swift
/// struct Readings: DataBearing {
///   var rows: [Reading]
///   var hasData: Bool { !rows.isEmpty }
/// }
/// ```
public protocol DataBearing {
  /// Whether the value holds anything to show.
  var hasData: Bool { get }
}

extension ResourceStore {
  /// The "has data" rule (see ``DataBearing``), in one place: a ``DataBearing`` value has data
  /// when it says so; any other value always has.
  ///
  /// The default `hasData` of ``Loader/init(store:source:key:policy:configuration:hasData:decode:)``;
  /// pass it as the `hasData` of ``load(_:key:policy:decode:hasData:progress:record:publish:)``
  /// to apply the same rule to a load of the store.
  ///
  /// - Parameter value: A decoded value.
  /// - Returns: Whether it holds anything to show.
  public static func hasData<Value>(_ value: Value) -> Bool {
    guard let bearing = value as? any DataBearing else { return true }
    return bearing.hasData
  }
}
