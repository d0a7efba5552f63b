import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Every shape `DataFrame.to_json(orient=...)` writes loads, and gives the chart the records
/// give (issue #31, point 4). The documents are pandas' own output for one small table, with
/// a default row index and with a date index (`df.set_index("date")`).
@Suite(.timeLimit(.minutes(5))) struct JSONPandasOrientTests {
  private func table(_ json: String) throws -> DecodedTable {
    try ChartDecoder.decodeTable(Data(json.utf8))
  }

  private func ys(_ table: DecodedTable) -> [String: [Double]] {
    Dictionary(uniqueKeysWithValues: table.dataset.series.map { ($0.name, $0.ys) })
  }

  /// 2024-01-01 … 2024-01-03 at 00:00 UTC.
  private let days: [Double] = [1_704_067_200, 1_704_153_600, 1_704_240_000]

  /// What every orient must give: dates as x, `v` and `w` as measures.
  private func expectTheTable(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let read = try table(json)
    #expect(read.dataset.xKind == .date, sourceLocation: sourceLocation)
    #expect(read.dataset.series.first?.xs == days, sourceLocation: sourceLocation)
    let series = ys(read)
    #expect(series["v"] == [1.5, 2, 3], sourceLocation: sourceLocation)
    #expect(series["w"] == [3, 1, 4], sourceLocation: sourceLocation)
    #expect(series.count == 2, sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    // records
    #"[{"date":"2024-01-01","v":1.5,"w":3},{"date":"2024-01-02","v":2.0,"w":1},{"date":"2024-01-03","v":3.0,"w":4}]"#,
    // columns (pandas' default)
    #"{"date":{"0":"2024-01-01","1":"2024-01-02","2":"2024-01-03"},"v":{"0":1.5,"1":2.0,"2":3.0},"w":{"0":3,"1":1,"2":4}}"#,
    // index
    #"{"0":{"date":"2024-01-01","v":1.5,"w":3},"1":{"date":"2024-01-02","v":2.0,"w":1},"2":{"date":"2024-01-03","v":3.0,"w":4}}"#,
    // split
    #"{"columns":["date","v","w"],"index":[0,1,2],"data":[["2024-01-01",1.5,3],["2024-01-02",2.0,1],["2024-01-03",3.0,4]]}"#,
    // table
    #"{"schema":{"fields":[{"name":"index","type":"integer"},{"name":"date","type":"string"},{"name":"v","type":"number"},{"name":"w","type":"integer"}],"primaryKey":["index"],"pandas_version":"1.4.0"},"data":[{"index":0,"date":"2024-01-01","v":1.5,"w":3},{"index":1,"date":"2024-01-02","v":2.0,"w":1},{"index":2,"date":"2024-01-03","v":3.0,"w":4}]}"#,
    // to_dict(orient="list"), as json.dump writes it
    #"{"date": ["2024-01-01", "2024-01-02", "2024-01-03"], "v": [1.5, 2.0, 3.0], "w": [3, 1, 4]}"#,
    // values with a header row
    #"[["date","v","w"],["2024-01-01",1.5,3],["2024-01-02",2.0,1],["2024-01-03",3.0,4]]"#,
  ])
  func everyOrientOfATableWithARowIndexGivesTheSameTable(_ json: String) throws {
    try expectTheTable(json)
  }

  @Test(arguments: [
    // columns
    #"{"v":{"2024-01-01":1.5,"2024-01-02":2.0,"2024-01-03":3.0},"w":{"2024-01-01":3,"2024-01-02":1,"2024-01-03":4}}"#,
    // index
    #"{"2024-01-01":{"v":1.5,"w":3},"2024-01-02":{"v":2.0,"w":1},"2024-01-03":{"v":3.0,"w":4}}"#,
    // split
    #"{"columns":["v","w"],"index":["2024-01-01","2024-01-02","2024-01-03"],"data":[[1.5,3],[2.0,1],[3.0,4]]}"#,
    // table
    #"{"schema":{"fields":[{"name":"date","type":"string"},{"name":"v","type":"number"},{"name":"w","type":"integer"}],"primaryKey":["date"],"pandas_version":"1.4.0"},"data":[{"date":"2024-01-01","v":1.5,"w":3},{"date":"2024-01-02","v":2.0,"w":1},{"date":"2024-01-03","v":3.0,"w":4}]}"#,
  ])
  func everyOrientOfATableIndexedByDateKeepsTheDatesAsX(_ json: String) throws {
    try expectTheTable(json)
  }

  @Test func theRowLabelsOfAColumnsObjectAreNamedIndexAndTheChartIsTheRecordsChart() throws {
    let read = try table(#"{"a":{"0":5,"1":7,"2":6},"b":{"0":1,"1":2,"2":2}}"#)
    let records = try table(#"[{"a":5,"b":1},{"a":7,"b":2},{"a":6,"b":2}]"#)
    #expect(read.plan?.names.first == "index")
    #expect(read.dataset == records.dataset)
  }

  @Test func aWideIndexOrientIsToldFromColumnsByItsRowLabels() throws {
    // Two rows of four columns: the outer keys are the row labels, though fewer.
    let read = try table(#"{"0":{"a":1,"b":2,"c":3,"d":4},"1":{"a":5,"b":6,"c":7,"d":8}}"#)
    let records = try table(#"[{"a":1,"b":2,"c":3,"d":4},{"a":5,"b":6,"c":7,"d":8}]"#)
    #expect(read.plan?.names == ["index", "a", "b", "c", "d"])
    #expect(read.dataset == records.dataset)
  }

  @Test func objectsOfObjectsThatAreNotOneTableAreStillRefused() throws {
    let error = #expect(throws: DataError.self) {
      _ = try table(#"{"meta":{"a":1},"stats":{"b":2,"c":3}}"#)
    }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.reason == .noArrayField(fields: ["meta", "stats"]))
  }

  @Test func recordsKeyedByNameThatLeaveOutFieldsAreRowsWithBlanks() throws {
    // An API's people by name, each with the fields it has: a row per name, not a column.
    let read = try table(
      #"{"Alice":{"age":31,"height":168.2,"weight":61},"Bob":{"age":45,"height":181.0},"#
        + #""Chen":{"weight":70,"age":28,"height":175.5},"Dana":{"age":52,"height":160.1,"weight":58}}"#)
    #expect(read.plan?.names == ["index", "age", "height", "weight"])
    let records = try table(
      #"[{"index":"Alice","age":31,"height":168.2,"weight":61},{"index":"Bob","age":45,"height":181.0},"#
        + #"{"index":"Chen","weight":70,"age":28,"height":175.5},{"index":"Dana","age":52,"height":160.1,"weight":58}]"#)
    // Bob's weight is blank in both (NaN, which == never matches): compared as written.
    #expect(String(describing: read.dataset) == String(describing: records.dataset))
    #expect(read.dataset.categories == ["Alice", "Bob", "Chen", "Dana"])
    #expect(ys(read)["weight"]?.filter(\.isNaN).count == 1)
  }

  @Test func aKeyWrittenTwiceInARecordKeepsItsFirstValue() throws {
    let read = try table(
      #"{"a":{"x":1,"y":10,"x":99},"b":{"x":2,"y":20},"c":{"x":3},"d":{"x":4,"y":40}}"#)
    let records = try table(#"[{"x":1,"y":10},{"x":2,"y":20},{"x":3},{"x":4,"y":40}]"#)
    #expect(ys(read)["x"] == ys(records)["x"])
  }

  @Test func keysOfOneLengthInAnotherOrderAreToldApartByTheirBytes() throws {
    // Each record's keys are first compared, in place, with the previous record's at the same
    // place: `ba` where `ab` stood must not be taken for it.
    let read = try table(
      #"{"p1":{"ab":1,"ba":10},"p2":{"ba":20,"ab":2},"p3":{"ab":3,"ba":30},"p4":{"ba":40,"ab":4,"cd":7}}"#)
    #expect(read.plan?.names == ["index", "ab", "ba", "cd"])
    let records = try table(
      #"[{"index":"p1","ab":1,"ba":10},{"index":"p2","ba":20,"ab":2},{"index":"p3","ab":3,"ba":30},"#
        + #"{"index":"p4","ba":40,"ab":4,"cd":7}]"#)
    #expect(String(describing: read.dataset) == String(describing: records.dataset))
    let swapped = try table(
      #"[{"index":"p1","ab":10,"ba":1},{"index":"p2","ba":2,"ab":20},{"index":"p3","ab":30,"ba":3},"#
        + #"{"index":"p4","ba":4,"ab":40,"cd":7}]"#)
    #expect(String(describing: read.dataset) != String(describing: swapped.dataset))
  }

  @Test func unevenSeriesUnderDateKeysAreColumnsOverTheDates() throws {
    // A series per field, each with the dates it has: the inner keys label the rows.
    let read = try table(
      #"{"rain":{"2024-01-01":3,"2024-01-02":0,"2024-01-03":5},"temp":{"2024-01-01":4.5,"2024-01-03":6.0},"#
        + #""wind":{"2024-01-02":12,"2024-01-03":9}}"#)
    #expect(read.plan?.names == ["index", "rain", "temp", "wind"])
    #expect(ys(read)["temp"]?.filter(\.isNaN).count == 1)
    #expect(ys(read)["rain"]?.count == 3)
  }

  @Test(arguments: [
    // Two objects: too few to say they are records.
    #"{"meta":{"a":1,"b":2},"stats":{"a":3}}"#,
    // Three objects that share almost nothing: under half the cells written.
    #"{"meta":{"a":1},"stats":{"b":2},"links":{"c":3}}"#,
    #"{"p":{"a":1,"b":2},"q":{"c":3,"d":4},"r":{"e":5,"f":6},"s":{"a":7}}"#,
  ])
  func objectsOfObjectsThatShareFewKeysAreStillRefused(_ json: String) throws {
    let error = #expect(throws: DataError.self) {
      _ = try table(json)
    }
    guard case .decodingError(let failure)? = error else { return }
    guard case .noArrayField = failure.reason else {
      Issue.record("expected noArrayField, got \(failure.reason)")
      return
    }
  }

  /// Every field of an object of records is looked into for a table before the object is read
  /// as rows; a look that finds none must not work out its place (a read from the document's
  /// start), or 10,000 records keyed by id take half a minute. 20,000 here: quadratic, this
  /// test runs past its suite's time limit.
  @Test func manyRecordsKeyedByIdAreReadWithoutPlacingEachLook() throws {
    let rows = (0..<20_000).map { #""user\#($0)":{"age":\#(18 + $0 % 70),"height":\#(150 + $0 % 45).5}"# }
    let read = try table("{" + rows.joined(separator: ",") + "}")
    #expect(read.plan?.names == ["index", "age", "height"])
    #expect(ys(read)["height"]?.count == 20_000)
    // The look itself: "no table here", with no place.
    let json = #"{"age":31,"height":168.2}"#
    let bytes = Array(json.utf8)
    let error = bytes.withUnsafeBufferPointer { buffer -> DataError? in
      var scanner = JSONScanner(base: buffer.baseAddress!, count: buffer.count, limits: DecodeOptions().limits)
      do throws(DataError) {
        _ = try JSONTableDecoder.decodeColumns(&scanner, options: DecodeOptions(), isProbe: true)
        return nil
      } catch {
        return error
      }
    }
    guard case .decodingError(let failure)? = error else {
      Issue.record("expected a decoding failure, got \(String(describing: error))")
      return
    }
    #expect(failure.reason == .noArrayField(fields: ["age", "height"]))
    #expect(failure.line == nil && failure.path == nil)
  }

  @Test(arguments: [
    (#"{"a":1,"b":"x"}"#, false),
    (#"{"a":"[not] {an} array","b":"quote \" [x]"}"#, false),
    (#"{"a":1,"b":[1,2]}"#, true),
    (#"{"a":"\\","b":{"c":1}}"#, true),
    (#"{}"#, false),
  ])
  func anObjectIsLookedIntoOnlyWhenItHoldsAContainer(_ json: String, holds: Bool) {
    let bytes = Array(json.utf8)
    let found = bytes.withUnsafeBufferPointer { buffer in
      JSONTableDecoder.holdsContainer(
        JSONScanner(base: buffer.baseAddress!, count: buffer.count, limits: DecodeOptions().limits), from: 1,
        to: buffer.count - 1)
    }
    #expect(found == holds, "\(json)")
  }

  @Test func recordsByKeyNeedThreeObjectsAndHalfTheirCells() {
    #expect(JSONTableDecoder.isRecordsByKey([3, 2, 3], keys: 3))
    #expect(!JSONTableDecoder.isRecordsByKey([1, 1, 1, 3], keys: 4))  // 6 of 16: under half
    #expect(!JSONTableDecoder.isRecordsByKey([2, 1], keys: 2))
    #expect(!JSONTableDecoder.isRecordsByKey([], keys: 0))
    #expect(JSONTableDecoder.isRecordsByKey([2, 2, 2, 2], keys: 4))  // 8 of 16: half
  }

  @Test func aFailureInsideAReshapedTableKeepsItsPathAndDropsThePlaceOfTheCopy() throws {
    var options = DecodeOptions()
    options.missingValues = .fail
    let json = #"{"v":{"0":1.5,"1":"oops","2":3.0},"w":{"0":3,"1":1,"2":4}}"#
    let error = #expect(throws: DataError.self) {
      _ = try ChartDecoder.decodeTable(Data(json.utf8), options: options)
    }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.line == nil)
    #expect(failure.path == "$.v[1]")
  }
}
