import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// The lines the tool prints about a load, in the user's language.
enum ReportText {
  /// `Loaded 178 points in 2 series from a.csv in 0.01 s`, with where a web source's data came
  /// from: `(network)`, `(disk cache)`, `(memory cache)`. A local file says nothing more (`(file)`
  /// told a file's user what they had typed); data piped to standard input says so instead of a
  /// source.
  static func loaded(
    _ prepared: PreparedChart, from source: String, duration: Double, origin: Origin,
    isStandardInput: Bool = false, language: Language
  ) -> String {
    // A histogram's points are its bins: say how many values they count.
    if prepared.dataset.mark == .histogram, let bins = prepared.dataset.series.first {
      return CLIText.loadedHistogram.format(
        [
          String(Int(bins.ys.reduce(0, +))), String(bins.count), source,
          PhaseKitText.unitSeconds.format([String(format: "%.2f", duration)], in: language),
        ], in: language)
    }
    if origin == .file && !isStandardInput {
      return CLIText.loadedFromFile.format(
        [
          String(prepared.report.inputCount), String(prepared.seriesMade), source,
          PhaseKitText.unitSeconds.format([String(format: "%.2f", duration)], in: language),
        ], in: language)
    }
    if isStandardInput {
      return CLIText.loadedFromStandardInput.format(
        [
          String(prepared.report.inputCount), String(prepared.seriesMade),
          PhaseKitText.unitSeconds.format([String(format: "%.2f", duration)], in: language),
        ], in: language)
    }
    return CLIText.loaded.format(
      [
        String(prepared.report.inputCount), String(prepared.seriesMade), source,
        PhaseKitText.unitSeconds.format([String(format: "%.2f", duration)], in: language),
        name(of: origin, language),
      ], in: language)
  }

  /// The line that says a long-format table was split into series without being asked, or nil.
  static func split(_ columns: DecodedTable.Columns, seriesCount: Int, language: Language) -> String? {
    guard columns.seriesWasFound, let series = columns.series else { return nil }
    let split = CLIText.splitBySeries.format(
      [String(seriesCount), series, columns.x, String(columns.repeatedX), series], in: language)
    // Several y columns multiply the series (plotly's gapminder: 142 countries × 6 columns,
    // population beside life expectancy on one axis): say so, and how to chart one.
    // A panel per measure of many units draws them apart: nothing to warn about.
    let perMeasure = columns.choice.notes.contains {
      if case .unitsAsMedianPerMeasure = $0 { true } else { false }
    }
    guard columns.y.count > 1, !perMeasure else { return split }
    let quoted = columns.y.prefix(4).map { CLIText.quoted.format([$0], in: language) }
    let names =
      quoted.joined(separator: CLIText.listSeparator.text(in: language))
      + (columns.y.count > 4 ? CLIText.listMore.text(in: language) : "")
    return split + "\n"
      + CLIText.splitTimesColumns.format([series, String(columns.y.count), names], in: language)
  }

  /// `numbers: decimal comma, "." groups thousands (from 4 columns)`: how the numbers were
  /// read when they were not written plainly.
  static func numbers(_ notation: NumberNotation, language: Language) -> String {
    var parts = [
      (notation.decimal == .comma ? CLIText.numbersDecimalComma : CLIText.numbersDecimalPoint).text(in: language)
    ]
    if let grouping = notation.grouping {
      parts.append(
        grouping == " "
          ? CLIText.numbersSpaceGroups.text(in: language)
          : CLIText.numbersGroups.format([CLIText.quoted.format([grouping], in: language)], in: language))
    }
    if !notation.units.isEmpty {
      let units = notation.units.map { CLIText.quoted.format([$0], in: language) }
      parts.append(
        CLIText.numbersUnits.format([units.joined(separator: CLIText.listSeparator.text(in: language))], in: language))
    }
    let list = parts.joined(separator: CLIText.listSeparator.text(in: language))
    if notation.wasAsked { return CLIText.numbersAsked.format([list], in: language) }
    let columns =
      notation.columns == 1
      ? CLIText.numbersColumn.text(in: language) : CLIText.numbersColumns.format([String(notation.columns)], in: language)
    return CLIText.numbers.format([list, columns], in: language)
  }

  /// `network`, `file`, `disk cache`, `memory cache` / `网络`, `文件`, `磁盘缓存`, `内存缓存`.
  private static func name(of origin: Origin, _ language: Language) -> String {
    switch origin {
    case .network: return CLIText.originNetwork.text(in: language)
    case .file: return CLIText.originFile.text(in: language)
    case .memory: return CLIText.originMemory.text(in: language)
    case .disk: return CLIText.originDisk.text(in: language)
    }
  }

  /// What sanitization did, one line per reason, and where the first cell that was not a value
  /// is (decoding counts such cells as missing).
  static func sanitization(
    _ report: SanitizationReport, unreadable: UnreadableCells? = nil, language: Language
  ) -> String {
    var lines = [
      CLIText.kept.format([String(report.keptCount), String(report.inputCount)], in: language)
    ]
    for (reason, count) in report.dropped.sorted(by: { $0.key < $1.key }) where count > 0 {
      lines.append(CLIText.dropped.format([String(count), name(of: reason, language)], in: language))
    }
    if let unreadable { lines.append("  " + StateCard.unreadableText(unreadable, language: language)) }
    if report.didSort { lines.append(CLIText.sorted.text(in: language)) }
    if report.breaksAdded > 0 {
      lines.append(
        report.breaksAdded == 1
          ? CLIText.oneBreak.text(in: language)
          : CLIText.breaks.format([String(report.breaksAdded)], in: language))
    }
    if report.breaksAtMissing > 0 {
      lines.append(CLIText.breaksAtMissing.format([String(report.breaksAtMissing)], in: language))
    }
    if report.outcome == .allInvalid {
      lines.append(StateCard.removalReason(report, language: language))
    } else if report.outcome == .noData {
      lines.append(PhaseKitText.noDataAvailable.text(in: language))
    }
    return lines.joined(separator: "\n")
  }

  /// The line that says the data is drawn as points and why, with how to get a line
  /// (`--mark line`) when points were chosen automatically; nil for a line.
  static func points(_ prepared: PreparedChart, language: Language) -> String? {
    switch prepared.pointsReason {
    case nil: return nil
    case .requested: return CLIText.pointsRequested.text(in: language)
    case .chosen: return nil  // the choice line and its notes say it
    case .unorderedRows:
      let x = prepared.dataset.xLabel.isEmpty ? "x" : prepared.dataset.xLabel
      // When a quarter of the points or more share an x, a line would keep one per x value
      // (and the decoder refuses it): no hint towards a line then.
      // Out of the rows of each x array, not of all points: the four y columns of iris share
      // one x column, whose repeats are counted once.
      if prepared.repeatedX * 4 >= max(prepared.xRows, 1) {
        return CLIText.pointsUnorderedRepeated.format([x, String(prepared.repeatedX)], in: language)
      }
      return CLIText.pointsUnordered.format([x, x], in: language)
    }
  }

  static func wroteFile(_ path: String, language: Language) -> String {
    CLIText.wrote.format([path], in: language)
  }

  /// Why `path` (named by `option`) could not be written, from the system's own reason ("No such
  /// file or directory", "Is a directory"): a write is not a load, so not a ``DataError``.
  static func writeFailed(_ path: String, option: String, error: any Error, language: Language) -> String {
    // PhaseKit's words for a file are a read's ("may not be read"): say the system's reason.
    if case DataError.fileUnavailable(let underlying) = error, underlying.domain == NSPOSIXErrorDomain {
      return CLIText.writeFailed.format([path, systemReason(Int32(underlying.code), language), option], in: language)
    }
    let nsError = error as NSError
    let posix =
      nsError.domain == NSPOSIXErrorDomain
      ? nsError : (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
    let reason =
      posix.flatMap { $0.domain == NSPOSIXErrorDomain ? systemReason(Int32($0.code), language) : nil }
      ?? nsError.localizedDescription
    return CLIText.writeFailed.format([path, reason, option], in: language)
  }

  /// The system's reason for `code`: the catalog's (`systemReason.ENOENT`) for the errors a
  /// write meets, in a language whose text it has; else `strerror`'s, which speaks English.
  private static func systemReason(_ code: Int32, _ language: Language) -> String {
    if let name = systemReasonNames[code], let text = CLICatalog.lookup("systemReason.\(name)", in: language) {
      return text
    }
    return String(cString: strerror(code))
  }

  /// The errors a write meets, by the name their catalog key carries.
  private static let systemReasonNames: [Int32: String] = [
    ENOENT: "ENOENT", EACCES: "EACCES", EPERM: "EPERM", EISDIR: "EISDIR", ENOTDIR: "ENOTDIR",
    ENOSPC: "ENOSPC", EROFS: "EROFS", EEXIST: "EEXIST", EDQUOT: "EDQUOT", ENAMETOOLONG: "ENAMETOOLONG",
  ]

  /// The catalog keys of the system's reasons.
  static var systemReasonKeys: [String] { systemReasonNames.values.sorted().map { "systemReason.\($0)" } }

  private static func name(of reason: SanitizationReport.Reason, _ language: Language) -> String {
    StateCard.reasonName(reason, language: language)
  }
}

/// The process exit status: sysexits.h values, so scripts can tell the outcomes apart.
enum ExitCode: Int32 {
  /// Fresh data was charted.
  case success = 0
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// The data could not be decoded, or held no valid point (EX_DATAERR).
  case dataError = 65
  /// The data could not be loaded (EX_UNAVAILABLE).
  case loadFailed = 69
  /// An output file (the SVG, the states folder, the events log) could not be written
  /// (EX_CANTCREAT).
  case cannotWrite = 73
  /// The load failed and cached data was shown instead (EX_TEMPFAIL: try again later).
  case stale = 75
}

extension ReportText {
  /// `also: --x lstat --y price --mark points · --x rm --y price --mark points`: the other charts
  /// the choice names (``ChartChoice/alternatives``), each as the flags that draw it; nil when
  /// it names none. Names are quoted for a shell where they need it.
  static func alternatives(_ choice: ChartChoice, language: Language) -> String? {
    guard !choice.alternatives.isEmpty else { return nil }
    // The choice line's separator, the same in every language the catalog has.
    let charts = choice.alternatives.map(flags).joined(separator: " · ")
    return CLIText.choiceAlso.format([charts], in: language)
  }

  /// The flags that draw `alternative`: `--x lstat --y price --mark points`.
  static func flags(_ alternative: ChartChoice.Alternative) -> String {
    var parts = ["--x", shellQuoted(alternative.x)]
    for y in alternative.y { parts += ["--y", shellQuoted(y)] }
    switch alternative.mark {
    case .points: parts += ["--mark", "points"]
    case .line: parts += ["--mark", "line"]
    case .bars, .histogram, .heatmap: break
    }
    return parts.joined(separator: " ")
  }

  /// `name` as a shell reads it back: bare when it is letters, digits and `._-/:` only, else in
  /// single quotes.
  static func shellQuoted(_ name: String) -> String {
    let plain =
      !name.isEmpty && !name.hasPrefix("-")
      && name.unicodeScalars.allSatisfy {
        ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "._-/:".unicodeScalars.contains($0)
      }
    return plain ? name : "'" + name.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension PreparedChart {
  /// The series the data was read into, before the chart cut them to the ones it draws one by
  /// one (the 12 largest and a band): what "Loaded … in N series" and "Split into N series" say.
  var seriesMade: Int {
    for note in columns.choice.notes {
      switch note {
      case .tooManySeries(_, let total), .measuresCut(_, let total): return total
      case .unitsAsMedian(_, let units, _): return units
      case .unitsAsMedianPerMeasure(_, let units, _): return units
      case .runAsMedian(_, _, let columns): return columns
      default: continue
      }
    }
    return dataset.series.count
  }
}
