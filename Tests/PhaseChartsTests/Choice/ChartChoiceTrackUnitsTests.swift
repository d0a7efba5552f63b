import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Several aircraft in one table are a route each, not "one track" (#32, s27, h44b): `traffic`'s
/// collections (10 aircraft taxiing at Zurich, 213 over Paris) were drawn as one track.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceTrackUnitsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// `aircraft` flights as `traffic` writes a collection: each aircraft's samples in time order,
  /// one aircraft after another, the clock starting again at each. `fanned`: each heads its own
  /// way from one airport; else each flies east along the airway a little north of and after
  /// the one before.
  static func collection(aircraft: Int, rows: Int = 300, fanned: Bool = true) -> String {
    var text = "\"\",\"altitude\",\"callsign\",\"groundspeed\",\"icao24\",\"latitude\",\"longitude\",\"timestamp\"\n"
    var line = 1
    for plane in 0..<aircraft {
      let heading = 0.3 + Double(plane) * 2 * .pi / Double(aircraft)
      for row in 0..<rows {
        let second = 12 * 3_600 + plane * 37 + row * 5
        let distance = 0.002 * Double(row)
        let latitude = fanned ? 48.9 + distance * sin(heading) : 48 + 0.05 * Double(plane) + 0.0001 * Double(row)
        let longitude = fanned ? 2.4 + distance * cos(heading) : 1 + 0.2 * Double(plane) + 0.0005 * Double(row)
        text += String(
          format: "\"%d\",%d,\"AFR%03d\",%d,\"a%05x\",%.6f,%.6f,2021-10-07 %02d:%02d:%02d\n", line, 9_000 + 20 * row, plane,
          300 + row % 7, plane, latitude, longitude, second / 3_600, second / 60 % 60, second % 60)
        line += 1
      }
    }
    return text
  }

  static func isTracks(_ note: ChartChoice.Note) -> Bool {
    if case .tracksOfUnits = note { true } else { false }
  }

  /// Three aircraft one after another: a route each, coloured by the first column of words
  /// whose values keep each one's clock growing.
  @Test func aFewAircraftAreARouteEach() throws {
    let prepared = try Self.prepare(Self.collection(aircraft: 3))
    let choice = prepared.columns.choice
    #expect(choice.x == "longitude")
    #expect(choice.y == ["latitude"])
    #expect(choice.series == "callsign")
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.layout == .overlay)
    #expect(prepared.dataset.series.map(\.name) == ["AFR000", "AFR001", "AFR002"])
    #expect(choice.notes.contains(.tracksOfUnits(unit: "callsign", units: 3, time: "timestamp")))
    #expect(!choice.notes.contains { if case .trackAsRoute = $0 { true } else { false } })
  }

  /// Fifteen aircraft along an airway: too many colours; their routes together as one map, and the note says
  /// how many tracks there are rather than "one track".
  @Test func manyAircraftAreOneMapThatSaysSo() throws {
    let prepared = try Self.prepare(Self.collection(aircraft: 15, fanned: false))
    let choice = prepared.columns.choice
    #expect(choice.series == nil)
    #expect(prepared.dataset.series.count == 1)
    #expect(choice.notes.contains(.tracksOfUnits(unit: "callsign", units: 15, time: "timestamp")))
    #expect(choice.notes.contains { $0.sentence(in: .english).contains("15 tracks") })
  }

  /// One aircraft: its route, as before.
  @Test func oneAircraftIsOneTrack() throws {
    let prepared = try Self.prepare(Self.collection(aircraft: 1))
    let choice = prepared.columns.choice
    #expect(!choice.notes.contains(where: Self.isTracks))
    #expect(choice.notes.contains { if case .trackAsRoute = $0 { true } else { false } })
  }

  /// Both notes say how many tracks and by which column, in both languages, with no
  /// placeholder left.
  @Test func theTracksNotesSaySoInBothLanguages() {
    for units in [3, 213] {
      let note = ChartChoice.Note.tracksOfUnits(unit: "icao24", units: units, time: "timestamp")
      for language in [Language.english, .simplifiedChinese] {
        let sentence = note.sentence(in: language)
        #expect(!sentence.contains("%"))
        #expect(sentence.contains("icao24") && sentence.contains(String(units)) && sentence.contains("timestamp"))
      }
    }
  }

  /// The clock's steps back, where a new track starts.
  @Test func theTimeStartsAgainWhereItStepsBack() {
    #expect(ChartChoice.timeStartsAgain([1, 2, 3, 1, 2]))
    #expect(!ChartChoice.timeStartsAgain([1, 2, .nan, 3, 3]))
  }
}
