import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A track over time is a map (#32, s27, h43e): `traffic`'s ADS-B samples of one flight were
/// drawn as six to eight line panels over the timestamp, latitude and longitude among them.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceTracksTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// One aircraft's flight as `traffic` writes it: a sample every few seconds, with its
  /// position, speed, heading, climb and altitude, and the aircraft's address and callsign.
  static func flight(rows: Int = 400, latitude: (Int) -> Double, longitude: (Int) -> Double) -> String {
    var text = "\"\",\"timestamp\",\"icao24\",\"latitude\",\"longitude\",\"groundspeed\",\"track\",\"vertical_rate\",\"callsign\",\"altitude\"\n"
    let start = 11 * 3_600 + 50 * 60
    for row in 0..<rows {
      let second = start + row * 9
      let altitude = 2_500 + 1_500 * sin(Double(row) / Double(rows) * .pi)
      text += String(
        format: "\"%d\",2019-05-23 %02d:%02d:%02d,\"4b43ac\",%.6f,%.6f,%d,%d,%d,\"REGA1\",%.0f\n", row + 1, second / 3_600,
        second / 60 % 60, second % 60, latitude(row), longitude(row), 90 + row % 17, (200 + row / 3) % 360,
        (row % 11) * 64 - 320, altitude)
    }
    return text
  }

  /// A rescue helicopter's flight out and back: the route, longitude along x and latitude along
  /// y, a point per sample; the measures over the timestamp are the alternative.
  @Test func oneFlightOverTimeIsItsRoute() throws {
    let text = Self.flight(
      latitude: { 47.43 + 0.12 * sin(Double($0) / 400 * .pi) },
      longitude: { 9.38 - 0.3 * Double($0) / 400 + 0.02 * cos(Double($0) / 40) })
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "longitude")
    #expect(choice.y == ["latitude"])
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.series.count == 1)
    #expect(choice.notes.contains(.trackAsRoute(time: "timestamp", rows: 400)))
    let profile = try #require(choice.alternatives.first)
    #expect(profile.x == "timestamp")
    #expect(profile.y.contains("altitude"))
    #expect(!profile.y.contains("latitude") && !profile.y.contains("longitude"))
  }

  /// A weather station's records: its latitude and longitude on every row are one place,
  /// dropped as constant; the readings stay over the time.
  @Test func aStationsFixedCoordinatesAreNoTrack() throws {
    var text = "time,station_lat,station_lon,temperature,pressure\n"
    for row in 0..<200 {
      text += String(
        format: "2024-04-%02d %02d:00:00,52.3790,4.9000,%.1f,%.1f\n", 1 + row / 24, row % 24, 10 + 5 * sin(Double(row) / 24 * 2 * .pi),
        1_013 + Double(row % 13))
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "time")
    #expect(!prepared.columns.choice.notes.contains { if case .trackAsRoute = $0 { true } else { false } })
  }

  /// A receiver parked in one place: its fixes jitter about the spot from sample to sample,
  /// which follow on nowhere: no route.
  @Test func jitterAboutOnePlaceIsNoTrack() throws {
    let text = Self.flight(
      rows: 300,
      latitude: { 47.43 + 0.0001 * Double(($0 * 7_919) % 23) },
      longitude: { 9.38 + 0.0001 * Double(($0 * 104_729) % 19) })
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains { if case .trackAsRoute = $0 { true } else { false } })
  }

  /// A slow drift about one place (a buoy on its mooring): the values follow on, but the
  /// coordinates span a few of their own steps, no path.
  @Test func aPathGoesSomewhere() {
    let drift = (0..<400).map { 47.43 + 0.001 * Double($0 % 2) }
    #expect(!ChartChoice.movesAlongPath(drift))
    let flown = (0..<400).map { 47.43 + 0.001 * Double($0) }
    #expect(ChartChoice.movesAlongPath(flown))
  }

  /// Places sorted by where they are (nannyml's California block groups, given timestamps):
  /// latitude and longitude follow on row by row but step back and forth: no track.
  @Test func placesSortedByWhereTheyAreAreNoTrack() throws {
    let text = Self.flight(
      rows: 400,
      latitude: { 32.5 + 9 * Double($0) / 400 + 0.3 * Double($0 % 2) },
      longitude: { -124 + 10 * Double($0) / 400 + 0.3 * Double($0 % 3) })
    let prepared = try Self.prepare(text)
    #expect(!prepared.columns.choice.notes.contains { if case .trackAsRoute = $0 { true } else { false } })
  }

  /// Times out of order (samples of several flights pooled and shuffled): no one track.
  @Test func timesOutOfOrderAreNoTrack() {
    #expect(ChartChoice.timeGrows((0..<200).map(Double.init)))
    #expect(!ChartChoice.timeGrows((0..<200).map { Double(($0 * 37) % 200) }))
  }

  @Test func theRouteNoteSaysSoInBothLanguages() {
    let note = ChartChoice.Note.trackAsRoute(time: "timestamp", rows: 1_065)
    for language in [Language.english, .simplifiedChinese] {
      let sentence = note.sentence(in: language)
      #expect(!sentence.contains("%"))
      #expect(sentence.contains("timestamp") && sentence.contains("1065"))
    }
  }
}
