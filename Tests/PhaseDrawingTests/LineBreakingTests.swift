import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// `TextMetrics.wrap` follows the basic rules of Chinese line breaking: no line starts with a
/// closing mark or ends with an opening one, and a run of Latin letters and digits (a word, a
/// number, a file name) is never cut while it fits on a line of its own.
@Suite(.timeLimit(.minutes(6))) struct LineBreakingTests {
  /// Texts the renderers wrap: card messages and hints in both languages, and made-up ones
  /// dense in punctuation, brackets, numbers and file names.
  static let texts: [String] = [
    "无可用数据。请稍后重试。",
    "已加载 1440 个数据点（2 个系列），来源 weather-2026.csv，用时 0.01 秒。",
    "1440 个单元格不是数值（已按缺失处理）；第一个“n/a2”位于第 7 行的“temp”列。",
    "无法连接到服务器。请检查网络连接，然后重试！文件：「phasekit-chart.svg」、《说明》【注意】",
    "所有 1440 个数据点都被移除：缺失或非数字（1440）。",
    "服务器返回 HTTP 503（服务不可用）。地址：https://api.example.com/weather.csv？请稍后再试：",
    "数据在读取过程中被改动（被截短）；没有绘制任何内容。请等它不再变化后重新运行。",
    "1440 cells were not values (counted as missing); the first, \"n/a2\", is at line 7, column \"temp\".",
    "Could not connect to the server. Check your connection (or try --offline), then retry!",
    "文件phasekit-chart.svg已写入，共12345个点。",
  ]

  static let closers: Set<Character> = ["，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "》", "”", "…", ",", ".", ";", ":", "?", "!", ")"]
  static let openers: Set<Character> = ["（", "「", "『", "【", "《", "“", "("]

  /// Texts without a long word: every CJK character with its marks fits in 6 columns.
  static let shortRuns: [String] = [
    "无可用数据。请稍后重试。",
    "所有 1440 个数据点都被移除：缺失或非数字（全部）。",
    "数据在读取过程中被改动（被截短）；没有绘制任何内容。请等它不再变化后重新运行。",
    "他说：“好！”然后离开了……《说明》【注意】「重试」、『完成』？",
  ]

  @Test func aClosingMarkNeverStartsALineNorAnOpeningOneEndsIt() {
    // 6 columns hold a CJK character with two closing marks ("”。"); from 38 columns on, every
    // word of `texts` fits with its marks (the longest is the address with its "？").
    let cases = Self.shortRuns.map { ($0, 6...60) } + Self.texts.map { ($0, 38...80) }
    for (text, widths) in cases {
      for width in widths {
        let lines = TextMetrics.wrap(text, maxColumns: width)
        for (index, line) in lines.enumerated() {
          if index > 0, let first = line.first {
            #expect(!Self.closers.contains(first), "width \(width): line \(index) of \(lines) starts with \(first)")
          }
          if index < lines.count - 1, let last = line.last {
            #expect(!Self.openers.contains(last), "width \(width): line \(index) of \(lines) ends with \(last)")
          }
          #expect(TextMetrics.columns(line) <= width, "width \(width): \(line) is too wide")
        }
      }
    }
  }

  @Test func wrappingKeepsEveryCharacterInOrder() {
    for text in Self.texts {
      for width in 2...60 {
        let lines = TextMetrics.wrap(text, maxColumns: width)
        // Only the spaces where lines break are dropped.
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
        #expect(lines.allSatisfy { TextMetrics.columns($0) <= max(width, 2) }, "width \(width): \(lines)")
      }
    }
  }

  @Test(arguments: ["weather-2026.csv", "1440", "phasekit-chart.svg", "12345", "https://api.example.com/weather.csv"])
  func aLatinWordInChineseTextStaysWholeWhenItFitsALine(word: String) {
    let text = Self.texts.first { $0.contains(word) }!
    for width in TextMetrics.columns(word)...60 {
      let lines = TextMetrics.wrap(text, maxColumns: width)
      #expect(lines.contains { $0.contains(word) }, "width \(width): \(word) was cut in \(lines)")
    }
  }

  @Test func theFullStopGoesDownWithTheCharacterBeforeIt() {
    // Greedy breaking without the rules gives "无可用数据" and "。请重试。".
    #expect(TextMetrics.wrap("无可用数据。请重试。", maxColumns: 10) == ["无可用数", "据。请重", "试。"])
    #expect(TextMetrics.wrap("数据（第 7 行）无效", maxColumns: 6) == ["数据", "（第 7", "行）无", "效"])
    #expect(TextMetrics.wrap("来源 a.csv，用时", maxColumns: 8) == ["来源", "a.csv，", "用时"])
    // A word that fits stays whole even when its comma then starts the next line (the word
    // with the comma is wider than the line); a word wider than the line is cut.
    #expect(TextMetrics.wrap("文件 weather.csv，完成", maxColumns: 11) == ["文件", "weather.csv", "，完成"])
    #expect(TextMetrics.wrap("supercalifragilistic", maxColumns: 8) == ["supercal", "ifragili", "stic"])
  }
}
