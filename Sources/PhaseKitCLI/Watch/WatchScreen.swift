import Foundation
import PhaseCharts
import PhaseKit

/// What a watch screen shows at one moment, as text: the body to draw under the status lines
/// and the status lines themselves, in one language. Made from a ``WatchModel`` by
/// ``WatchModel/screen(at:date:source:language:timeZone:)``; drawn by the command line.
///
/// Layout, top to bottom: ``status`` ("updated 14:05:12, 8 s ago", the countdown or
/// "refreshing…", the point count, the source), ``notice`` (the stale mark with age and error and the retry
/// countdown, or the cached-copy mark), the body (chart, skeleton with ``progressText``, or the
/// error card), and the key hints.
public struct WatchScreen: Sendable, Hashable {
  /// What fills the space under the status lines.
  public enum Body: Sendable, Hashable {
    /// No data yet and no error: a chart skeleton with a progress bar.
    case loading
    /// The chart of the content; `isStale` when it is marked stale.
    case chart(isStale: Bool)
    /// Nothing to show: the error card with what to do.
    case error(DataError)
  }

  /// What fills the space under the status lines.
  public var body: Body
  /// The first status line.
  public var status: String
  /// The second status line: the stale mark, the cached-copy mark, or `nil`.
  public var notice: String?
  /// Which columns the chart draws (`x: time · y: value · skipped: rownames (row numbers)`),
  /// for the second line when it has nothing more pressing to say; nil before any data.
  public var columns: String?
  /// The progress line under the skeleton ("[████░░░░] 45% 1.2 MB of 2.6 MB"), while loading
  /// with nothing to show.
  public var progressText: String?
  /// The key hints for the last line.
  public var keys: String
}

extension WatchModel {
  /// The screen at `now`.
  ///
  /// - Parameters:
  ///   - now: The current instant, for countdowns.
  ///   - date: The current wall-clock date, for ages.
  ///   - source: The source's name as shown ("data.csv", a URL).
  ///   - language: The language of every text.
  ///   - timeZone: The zone "updated 14:05:12" is written in; the user's by default.
  /// - Returns: The screen.
  public func screen(
    at now: Instant, date: Date, source: String, language: Language,
    timeZone: TimeZone = .current
  ) -> WatchScreen {
    // The source goes last: a long URL is what the terminal's width cuts, not the news.
    var parts: [String] = []
    if let content {
      parts.append(
        WatchText.updated.format(
          [Self.clockText(content.date, timeZone: timeZone), Self.ageText(date.timeIntervalSince(content.date), language)],
          in: language))
    }
    if isLoading {
      // The first load's skeleton says "Loading…" itself.
      if content != nil || error != nil { parts.append(WatchText.refreshing.text(in: language)) }
    } else if isPaused {
      parts.append(WatchText.paused.text(in: language))
    } else if let due = nextRefresh {
      let remaining = Self.countdownText(now.duration(to: due), language)
      parts.append(
        (error == nil ? WatchText.nextRefresh : WatchText.retryIn).format([remaining], in: language))
    }
    if let summary = content?.summary {
      parts.append(
        summary.droppedCount == 0
          ? WatchText.points.format([String(summary.pointCount)], in: language)
          : WatchText.pointsDropped.format(
            [String(summary.pointCount), String(summary.droppedCount)], in: language))
    } else if error == nil {
      parts.append(WatchText.noDataYet.text(in: language))
    }

    var notice: String?
    if let content {
      let age = Self.ageText(date.timeIntervalSince(content.date), language)
      if let error {
        // The reason goes first and the path or URL last, cut in the middle: at 80 columns a
        // long absolute path must not push the reason off the line.
        // A decoding failure's place (line 3, column 2) is part of its reason, not a where.
        let place: String? = if case .decodingError = error { nil } else { error.readableDetails(in: language) }
        let (reason, location) = Self.splitLocation(error.message(in: language), place)
        var text = WatchText.stale.format(
          [age, PhaseKitText.refreshFailed.format([reason], in: language)], in: language)
        if !isLoading, !isPaused, let due = nextRefresh {
          text += " · " + WatchText.retryIn.format([Self.countdownText(now.duration(to: due), language)], in: language)
        }
        if let location { text += " · " + Self.middleCut(location, to: 40) }
        notice = text
      } else if content.isCachedCopy {
        notice = WatchText.cachedCopy.format([age], in: language)
      }
    }

    let body: WatchScreen.Body
    if content != nil {
      body = .chart(isStale: isStale)
    } else if let error {
      body = .error(error)
    } else {
      body = .loading
    }
    var progressText: String?
    if body == .loading, let startedAt = loadStartedAt {
      progressText = Self.progressText(progress, waited: startedAt.duration(to: now), language: language)
    }
    parts.append(source)
    var screen = WatchScreen(
      body: body, status: parts.joined(separator: " · "), notice: notice,
      progressText: progressText, keys: (isPaused ? WatchText.keysPaused : .keys).text(in: language))
    let numbers = content?.summary.numbers.map { ReportText.numbers($0, language: language) }
    screen.columns =
      [content?.summary.choice?.summary(in: language), numbers].compactMap { $0 }
      .joined(separator: " · ").nilIfEmpty
    return screen
  }

  /// One line for a log (standard output that is not a terminal) after a load ended:
  /// `14:05:12 data.csv: 120 points (changed)`, or the failure with the retry countdown.
  ///
  /// - Parameters:
  ///   - isChanged: Whether the load that just ended brought new data.
  ///   - now: The current instant.
  ///   - date: The current wall-clock date.
  ///   - source: The source's name.
  ///   - language: The language.
  ///   - timeZone: The zone times are written in.
  /// - Returns: The line.
  public func logLine(
    isChanged: Bool, at now: Instant, date: Date, source: String, language: Language,
    timeZone: TimeZone = .current
  ) -> String {
    var line = Self.clockText(date, timeZone: timeZone) + " " + source + ": "
    if let error {
      line += WatchText.failed.format([error.message(in: language)], in: language)
      if let content {
        line +=
          " — "
          + WatchText.stale.format(
            [
              Self.ageText(date.timeIntervalSince(content.date), language),
              PhaseKitText.showingDataFrom.format(
                [Self.clockText(content.date, timeZone: timeZone)], in: language),
            ], in: language)
      }
      if let due = nextRefresh {
        line += " · " + WatchText.retryIn.format([Self.countdownText(now.duration(to: due), language)], in: language)
      }
      return line
    }
    guard let summary = content?.summary else { return line + WatchText.noDataYet.text(in: language) }
    line +=
      summary.droppedCount == 0
      ? WatchText.points.format([String(summary.pointCount)], in: language)
      : WatchText.pointsDropped.format([String(summary.pointCount), String(summary.droppedCount)], in: language)
    line += " (" + (isChanged ? WatchText.changed : WatchText.unchanged).text(in: language) + ")"
    return line
  }

  // MARK: - Text pieces

  /// `message` without `location` in it, and the location, when the message quotes it
  /// (`The file could not be read: /a/b.csv (no such file)` → `The file could not be read (no
  /// such file)` and `/a/b.csv`); the message and nil otherwise.
  static func splitLocation(_ message: String, _ location: String?) -> (String, String?) {
    guard let location, location.count > 8, let range = message.range(of: location) else {
      return (message, nil)
    }
    var reason = message.replacingCharacters(in: range, with: "")
    for (gap, join) in [(":  (", " ("), (": (", " ("), ("  ", " ")] {
      reason = reason.replacingOccurrences(of: gap, with: join)
    }
    reason = reason.trimmingCharacters(in: .whitespaces)
    if reason.hasSuffix(":") { reason.removeLast() }
    return (reason, location)
  }

  /// `text` cut to at most `limit` characters by replacing its middle with `…`, so both the
  /// start and the file name of a long path stay.
  static func middleCut(_ text: String, to limit: Int) -> String {
    guard text.count > limit, limit > 4 else { return text }
    let tail = (limit - 1) * 3 / 5
    let head = limit - 1 - tail
    return String(text.prefix(head)) + "…" + String(text.suffix(tail))
  }

  /// `14:05:12` in `timeZone`.
  static func clockText(_ date: Date, timeZone: TimeZone) -> String {
    let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    guard local.isFinite, abs(local) < 1e14 else { return "--:--:--" }
    let seconds = Int(local.rounded(.down))
    let ofDay = ((seconds % 86_400) + 86_400) % 86_400
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return two(ofDay / 3_600) + ":" + two(ofDay / 60 % 60) + ":" + two(ofDay % 60)
  }

  /// `8 s`, `3 min`, `2 h`: whole units, rounded down, never negative.
  static func ageText(_ seconds: TimeInterval, _ language: Language) -> String {
    let whole = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
    if whole < 120 { return WatchText.ageSeconds.format([String(whole)], in: language) }
    if whole < 7_200 { return WatchText.ageMinutes.format([String(whole / 60)], in: language) }
    return WatchText.ageHours.format([String(whole / 3_600)], in: language)
  }

  /// A countdown in whole seconds, rounded up so that "in 0 s" appears only when it is due.
  static func countdownText(_ remaining: Duration, _ language: Language) -> String {
    let seconds = max(0, Int(Self.seconds(remaining).rounded(.up)))
    if seconds < 120 { return WatchText.ageSeconds.format([String(seconds)], in: language) }
    return WatchText.ageMinutes.format([String((seconds + 59) / 60)], in: language)
  }

  /// A bar with percentage and sizes when the size is known; bytes so far when it is not;
  /// "waiting for the server… 3 s" before the first byte.
  static func progressText(_ progress: LoadProgress?, waited: Duration, language: Language) -> String {
    guard let progress, progress.receivedBytes > 0 else {
      return WatchText.waiting.format([countdownText(waited, language)], in: language)
    }
    let received = byteText(progress.receivedBytes)
    guard let fraction = progress.fractionCompleted, let expected = progress.expectedBytes else {
      return "⋯ " + received
    }
    let width = 30
    let filled = Int((fraction * Double(width)).rounded(.down))
    return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      + "] \(Int(fraction * 100))% " + received + " / " + byteText(expected)
  }

  static func seconds(_ duration: Duration) -> Double {
    let (whole, atto) = duration.components
    return Double(whole) + Double(atto) / 1e18
  }

  /// `12 B`, `340 KB`, `1.2 MB` (``ByteCount``).
  static func byteText(_ bytes: Int64) -> String { ByteCount.text(bytes) }
}
