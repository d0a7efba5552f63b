import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// Draws what `WatchDriver` says on the terminal: the whole screen when the content or its
/// state changed, only the two status lines for countdowns; or, when standard output is not a
/// terminal, one log line per refresh.
@MainActor
final class WatchScreenWriter {
  let terminal: WatchTerminal
  let isInteractive: Bool
  let usesColor: Bool
  let style: TerminalRenderer.Style
  let language: Language
  let source: String
  /// The value last drawn, to tell a changed refresh from an unchanged one.
  private(set) var lastValue: PreparedChart?
  private var lastStatus: [String] = []
  /// The key line last drawn.
  private var lastKeys = ""

  init(
    terminal: WatchTerminal, isInteractive: Bool, usesColor: Bool, style: TerminalRenderer.Style,
    language: Language, source: String
  ) {
    self.terminal = terminal
    self.isInteractive = isInteractive
    self.usesColor = usesColor
    self.style = style
    self.language = language
    self.source = source
  }

  /// Takes over the terminal (interactive) and routes keys and signals to the driver.
  func begin<C: Clock>(_ driver: WatchDriver<PreparedChart, C>) where C.Duration == Duration {
    terminal.handleSignals(onQuit: { driver.send(.quit) }, onResize: { driver.sendResize() })
    guard isInteractive else { return }
    terminal.enter()
    terminal.readKeys { byte in
      switch byte {
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: driver.send(.quit)
      case UInt8(ascii: "r"), UInt8(ascii: "R"): driver.send(.refresh)
      case UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: " "): driver.send(.togglePause)
      default: break
      }
    }
  }

  /// Gives the terminal back exactly as it was.
  func end() {
    terminal.restore()
  }

  func show<C: Clock>(_ driver: WatchDriver<PreparedChart, C>, _ update: WatchDriver<PreparedChart, C>.Update)
  where C.Duration == Duration {
    switch update {
    case .redrawAll:
      lastValue = driver.value
      if isInteractive { drawAll(driver) }
    case .redrawStatus:
      if isInteractive { drawStatus(driver) }
    case .loadEnded(let isChanged, _):
      guard !isInteractive else { return }
      let line = driver.model.logLine(
        isChanged: isChanged, at: driver.clock.now, date: Date(), source: source, language: language)
      // Written at once (not through stdout's buffer), so a pipe sees each refresh as it ends.
      terminal.write(line + "\n")
    }
  }

  private func screen<C: Clock>(_ driver: WatchDriver<PreparedChart, C>) -> WatchScreen
  where C.Duration == Duration {
    driver.model.screen(at: driver.clock.now, date: Date(), source: source, language: language)
  }

  /// The two status lines, clipped to the width and styled: the stale mark stands out.
  private func statusLines(_ screen: WatchScreen, columns: Int) -> [String] {
    let first = style(clip(terminalSafe(screen.status), columns), code: "1")
    let secondText = screen.notice ?? screen.progressText ?? screen.columns.map(terminalSafe) ?? ""
    let isWarning = screen.notice != nil
    let second = style(clip(terminalSafe(secondText), columns), code: isWarning ? "1;33" : "2")
    return [first, second]
  }

  private func drawAll<C: Clock>(_ driver: WatchDriver<PreparedChart, C>) where C.Duration == Duration {
    let (columns, rows) = WatchTerminal.size
    let screen = self.screen(driver)
    let status = statusLines(screen, columns: columns)
    // Cards fit the rows left under the status lines; a chart is drawn at least
    // TerminalRenderer.minimumHeight lines high and its bottom cut on a very low terminal.
    let bodyHeight = max(rows - 3, 1)
    let renderer = TerminalRenderer(
      width: columns, height: bodyHeight, style: style, usesColor: usesColor, language: language)
    let body: String
    switch screen.body {
    case .loading:
      body = renderer.render(StateCard.loading(language: language))
    case .chart:
      if let value = driver.value { body = render(value, with: renderer) } else { body = "" }
    case .error(let error):
      // A terminal has no button: the card says what to do; `r` is the retry.
      var card = StateCard.error(error.presentation(in: language), language: language)
      card.actionTitle = nil
      body = renderer.render(card)
    }
    var lines = status
    lines += body.split(separator: "\n", omittingEmptySubsequences: false).dropLast().prefix(bodyHeight).map(String.init)
    while lines.count < rows - 1 { lines.append("") }
    lines = Array(lines.prefix(max(rows - 1, 1)))
    lines.append(style(clip(screen.keys, columns), code: "2"))
    terminal.write("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
    lastStatus = status
    lastKeys = screen.keys
  }

  private func drawStatus<C: Clock>(_ driver: WatchDriver<PreparedChart, C>) where C.Duration == Duration {
    let (columns, rows) = WatchTerminal.size
    let screen = self.screen(driver)
    let status = statusLines(screen, columns: columns)
    // The key line changes with pausing ("p pause" / "p resume"); it sits on the last row.
    if screen.keys != lastKeys {
      lastKeys = screen.keys
      terminal.write("\u{1B}[\(max(rows, 1));1H" + style(clip(screen.keys, columns), code: "2") + "\u{1B}[K")
    }
    // An unchanged status (the same second) writes nothing.
    guard status != lastStatus else { return }
    lastStatus = status
    terminal.write("\u{1B}[1;1H" + status[0] + "\u{1B}[K\u{1B}[2;1H" + status[1] + "\u{1B}[K")
  }

  private func render(_ prepared: PreparedChart, with renderer: TerminalRenderer) -> String {
    let dataset = prepared.dataset
    if dataset.isEmpty {
      // The same card as `chart`: why every point was removed and where the first bad cell is.
      return renderer.render(
        StateCard.noData(report: prepared.report, unreadable: prepared.columns.unreadable, language: language))
    }
    var chart = Chart(dataset: dataset)
    if !dataset.xLabel.isEmpty { chart = chart.chartXAxisLabel(terminalSafe(dataset.xLabel)) }
    if !dataset.yLabel.isEmpty { chart = chart.chartYAxisLabel(terminalSafe(dataset.yLabel)) }
    return renderer.render(chart)
  }

  private func style(_ text: String, code: String) -> String {
    usesColor && !text.isEmpty ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
  }

  /// `text` cut to `columns` display columns (CJK counts two), with `…` when cut.
  private func clip(_ text: String, _ columns: Int) -> String {
    var used = 0
    var out = ""
    for character in text {
      let width = character.unicodeScalars.first.map { Self.isWide($0) ? 2 : 1 } ?? 1
      if used + width > columns - 1, used + width + (text.count > out.count + 1 ? 1 : 0) > columns {
        return out + "…"
      }
      out.append(character)
      used += width
    }
    return out
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
