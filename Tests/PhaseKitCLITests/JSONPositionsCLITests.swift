import Foundation
import Testing
import _PhaseKitTestSupport

/// A one-line JSON file (as APIs send it) with something wrong in row 41, through the real
/// `phasekit` binary: the failure and the unreadable value say line, column and path, in
/// English and in Chinese.
@Suite(.serialized, .timeLimit(.minutes(6))) struct JSONPositionsCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-json-positions-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// 60 rows on one line, row 41's temperature replaced by `bad`; the 1-based column of the
  /// first byte of `bad` (the line is ASCII before it).
  static func oneLine(_ bad: [UInt8]) -> (bytes: [UInt8], column: Int) {
    var bytes = Array("[".utf8)
    var column = 0
    for row in 0..<60 {
      if row > 0 { bytes += Array(",".utf8) }
      bytes += Array(#"{"date":"2024-02-\#(String(format: "%02d", row % 28 + 1))T\#(String(format: "%02d", row / 28)):00Z","temp":"#.utf8)
      if row == 41 {
        column = bytes.count + 1
        bytes += bad
      } else {
        bytes += Array("\(Double(row) / 2)".utf8)
      }
      bytes += Array("}".utf8)
    }
    return (bytes + Array("]".utf8), column)
  }

  func chart(_ name: String, _ bytes: [UInt8], _ arguments: [String], environment: [String: String] = [:])
    async throws -> InProcessCommand.Result
  {
    try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
    return await InProcessCommand.run(
      ["chart", path(name), "--no-terminal", "--no-cache", "--out", path(name + ".svg")] + arguments,
      environment: environment)
  }

  @Test func invalidUTF8IsPlacedInEnglishAndInChinese() async throws {
    let (bytes, column) = Self.oneLine(Array(#""h"#.utf8) + [0xFF] + Array(#"ot""#.utf8))
    let place = "line 1, column \(column + 2), at $[41].temp"
    let english = try await chart("bad.json", bytes, ["--lang", "en"])
    #expect(english.status == 65, "\(english)")
    #expect(english.stderr.contains("Could not read the data: \(place): invalid UTF-8 in a string"), "\(english)")

    let chinese = try await chart("bad.json", bytes, ["--lang", "zh-Hans"])
    let zhPlace = "第 1 行第 \(column + 2) 列，$[41].temp"
    #expect(chinese.status == 65, "\(chinese)")
    #expect(chinese.stderr.contains("无法读取数据: \(zhPlace)：字符串中有无效的 UTF-8 字节"), "\(chinese)")
    // The language of the locale, as messagesFollowTheLanguage sets it.
    let byLocale = try await chart("bad.json", bytes, [], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(byLocale.stderr.contains("\(zhPlace)：字符串中有无效的 UTF-8 字节"), "\(byLocale)")
  }

  @Test func anUnreadableValueIsPlacedInEnglishAndInChinese() async throws {
    let (bytes, column) = Self.oneLine(Array(#""n/a2""#.utf8))
    let english = try await chart("unreadable.json", bytes, ["--lang", "en"])
    #expect(english.status == 0, "\(english)")
    #expect(
      english.stdout.contains(
        "1 cell was not a value and was counted as missing: \"n/a2\", at line 1, column \(column) ($[41].temp)."),
      "\(english)")
    let chinese = try await chart("unreadable.json", bytes, ["--lang", "zh-Hans"])
    #expect(chinese.status == 0, "\(chinese)")
    #expect(
      chinese.stdout.contains("1 个单元格不是有效值，已计为缺失：\"n/a2\"，位于第 1 行第 \(column) 列（$[41].temp）。"),
      "\(chinese)")
  }
}
