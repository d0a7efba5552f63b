import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// `phasekit chart` and the no-argument demo: load → sanitize → draw, and say what happened.
@MainActor
struct ChartCommand {
  let options: ChartOptions
  /// Where it writes, what it writes to, the environment it reads.
  let console: Console
  let language: Language

  init(options: ChartOptions, console: Console) {
    self.options = options
    self.console = console
    self.language = options.language ?? console.language
  }

  /// Where the chart (or the card that replaces it) is written.
  var output: OutputFile {
    let path = options.out ?? Self.defaultOutput
    return OutputFile(path: path, url: console.fileURL(path), environment: console.environment)
  }

  /// The file written when no --out is given: in the working folder, named so that it is easy
  /// to find and to ignore (the repository's .gitignore lists it).
  static let defaultOutput = "phasekit-chart.svg"

  private var terminal: Terminal { console.terminal }

  func run() async -> ExitCode {
    // A PNG needs a rasterizer: say so before loading anything, never write SVG under a .png name.
    if let reason = output.unavailableReason(language: language) {
      console.printError("phasekit: " + reason)
      return .usage
    }
    let source: any DataSource
    do {
      source = try resolveSource()
    } catch {
      // Name what was given: "Invalid URL" alone does not say which argument was wrong.
      console.printErrorSafe(
        "phasekit: "
          + CLIText.invalidSource.format([error.message(in: language), options.source ?? ""], in: language))
      console.printError(CLIText.seeHelp.format(["chart "], in: language))
      return .usage
    }
    if let refusal = CacheFolder.refusal(options: options, source: source, console: console, language: language) {
      console.printErrorSafe("phasekit: " + refusal)
      return .cannotWrite
    }
    let feedback = LoadFeedback(console: console, language: language, maxAttempts: options.retries + 1)
    var sinks: [any LoadEventSink] = [feedback]
    var eventLog: JSONLinesEventSink?
    if let path = options.events {
      do {
        let url = console.fileURL(path)
        try createParentFolder(of: url)
        let log = try EventsLog.opening(url)
        eventLog = log
        sinks.append(log)
      } catch {
        console.printErrorSafe(
          "phasekit: " + ReportText.writeFailed(path, option: "--events", error: error, language: language))
        return .cannotWrite
      }
    }
    // A store's events reach the loader over it too (with the load's id): the log has them
    // once, from the store (label "store"), as when every event came from there. The feedback
    // says each kind of cache trouble once whichever way it comes.
    let loaderSinks = sinks.map { $0 is JSONLinesEventSink ? WithoutStoreEvents($0) : $0 }
    let loader = makeLoader(
      source: source, events: FanOutEventSink(loaderSinks), storeEvents: FanOutEventSink(sinks))
    let started = ContinuousClock.now
    await feedback.follow(loader, label: displayName(of: source))

    guard let prepared = loader.value else {
      return await fail(with: loader.error ?? .emptyData, source: source)
    }
    // What was chosen comes first: which columns, which were skipped and why.
    let choice = prepared.columns.choice
    if !choice.columns.isEmpty {
      report(CLIText.choiceHint.format([TerminalSafeText.make(choice.summary(in: language))], in: language))
      if let also = ReportText.alternatives(choice, language: language) { report(TerminalSafeText.make(also)) }
      eventLog?.record(ChoiceRecord(choice, label: source.identity))
    }
    if let numbers = prepared.columns.numbers {
      report(ReportText.numbers(numbers, language: language))
      eventLog?.record(NumbersRecord(numbers, label: source.identity))
    }
    // A fallback to the cache ends without a success event: say where its data came from too.
    let fallback = loader.loaded.map {
      (duration: (ContinuousClock.now - started).seconds, origin: $0.origin)
    }
    if let outcome = feedback.outcome ?? fallback {
      report(
        ReportText.loaded(
          prepared, from: displayName(of: source), duration: outcome.duration,
          origin: outcome.origin, isStandardInput: source is StandardInputSource, language: language))
    }
    let split = ReportText.split(
      prepared.columns, seriesCount: prepared.seriesMade, language: language)
    if let split { report(split) }
    if prepared.columns.skippedLines > 0 {
      let skipped = prepared.columns.skippedLines
      let text = skipped == 1 ? CLIText.skippedLine : CLIText.skippedLines
      report(text.format([String(skipped), String(skipped + 1)], in: language))
    }
    for row in prepared.columns.skippedRows {
      switch row.reason {
      case .units(let units):
        let listed = units.map { TerminalSafeText.make($0) }.joined(separator: ", ")
        report(CLIText.skippedUnitsRow.format([String(row.line), listed], in: language))
      case .totals(let label):
        report(
          CLIText.skippedTotalsRow.format(
            [String(row.line), "\"" + TerminalSafeText.make(label) + "\""], in: language))
      case .placeholderNames(let placeholders):
        // Three of them, each cut to 40 characters (a comment taken for a name is a sentence).
        let shown = placeholders.prefix(3).map { name in
          TerminalSafeText.make(name.count > 40 ? String(name.prefix(39)) + "…" : name)
        }
        let listed = shown.joined(separator: ", ") + (placeholders.count > 3 ? ", …" : "")
        if let path = row.path {
          // A JSON record (or every column's first value) of names, by its path.
          report(
            CLIText.skippedPlaceholderRecord.format(
              [TerminalSafeText.make(path), String(row.line), listed], in: language))
        } else {
          report(
            CLIText.skippedPlaceholderHeader.format([String(row.line), listed, String(row.line + 1)], in: language))
        }
      }
    }
    // Old data is drawn under the stale banner, so whoever opens the file sees that it is old:
    // a fallback after a failed load, or a copy --offline found that is past the store's
    // freshness (it was asked for, so the run still succeeds).
    let stale: (terminal: StaleNotice, file: StaleNotice)?
    if loader.isStale, let error = loader.error {
      stale = staleNotices(for: error, loader: loader, source: source)
    } else if options.offline, let loaded = loader.loaded, loaded.origin != .network,
      Date().timeIntervalSince(loaded.date) >= Self.cachedCopyIsOldAfter
    {
      stale = staleNotices(for: nil, loader: loader, source: source)
    } else {
      stale = nil
    }
    guard await draw(prepared, source: source, stale: stale?.file) else { return .cannotWrite }
    if let stale {
      console.printStatus("⚠︎ " + stale.terminal.title + " — " + (stale.terminal.message ?? ""), toStandardError: true)
      if loader.error != nil { return .stale }
    }
    return prepared.dataset.isEmpty ? .dataError : .success
  }

  /// How old a copy --offline finds may be before it is shown as old: the store's freshness.
  private static var cachedCopyIsOldAfter: Double {
    let (seconds, attoseconds) = ResourceStore.Configuration().staleAfter.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The notices of a run that shows old data: for the terminal, the date as briefly as is
  /// clear today; for the file, which is opened later and maybe elsewhere, the whole date and
  /// the time zone. Without an error (an old copy --offline found), the second line says that
  /// the copy comes from the cache.
  private func staleNotices(for error: DataError?, loader: Loader<PreparedChart>, source: any DataSource)
    -> (terminal: StaleNotice, file: StaleNotice)
  {
    let loadedAt = loader.loaded?.date ?? Date()
    let presentation = error?.presentation(
      in: language, isShowingContent: true, location: source.identity)
    var terminal = StaleNotice(loadedAt: loadedAt, error: presentation, language: language)
    var file = StaleNotice(loadedAt: loadedAt, error: presentation, language: language, now: .distantPast)
    if let error {
      terminal.message = error.message(in: language)
    } else {
      terminal.message = CLIText.offlineCopy.text(in: language)
      file.message = terminal.message
    }
    let zone = TimeZone.current
    file.dateText += " " + (zone.abbreviation() ?? zone.identifier)
    file.title = PhaseKitText.showingDataFrom.format([file.dateText], in: language)
    return (terminal, file)
  }

  /// The embedded sample when no source is given; an HTTP source for http(s) URLs; a file
  /// otherwise.
  private func resolveSource() throws(DataError) -> any DataSource {
    if options.source == "-" {
      return StandardInputSource(read: console.readStandardInput, maximumSize: options.maxBytes)
    }
    guard let text = options.source else { return SampleSource() }
    let source = try dataSource(forArgument: text, relativeTo: console.baseDirectory, maximumSize: options.maxBytes)
    // A local file is decoded at once and not cached: map it rather than copy it (no copy, no
    // buffer of its size; see `FileSource.mapsFile`), with a clear message should another
    // process truncate it meanwhile.
    if var file = source as? FileSource {
      file.mapsFile = true
      if console.installsSignalHandlers {
        TruncatedFileSignal.install(path: file.url.path, language: language)
      }
      return file
    }
    return source
  }

  private var pipeline: ChartPipeline {
    var decoding = DecodeOptions()
    if let format = options.format { decoding.format = format == "json" ? .json : .csv }
    if let x = options.x { decoding.x = ColumnSelector(argument: x) }
    decoding.y = options.y.map(ColumnSelector.init(argument:))
    if options.source == nil && options.y.isEmpty && options.x == nil {
      // The sample's story is its temperatures; precipitation is on another scale.
      decoding.x = "date"
      decoding.y = ["temp_max", "temp_min"]
    }
    if let series = options.series { decoding.series = ColumnSelector(argument: series) }
    options.applyReading(to: &decoding)
    var pipeline = ChartPipeline(decoding: decoding, marks: options.mark, layout: options.layout)
    pipeline.language = language
    return pipeline
  }

  /// The loader of the run. What PhaseKit calls back into is the app's part only: the chart
  /// pipeline's decoding (through the store, for the network), or the reading of a local file.
  ///
  /// - Parameters:
  ///   - source: Where the data comes from.
  ///   - events: The loader's sink.
  ///   - storeEvents: The cache's sink: every event of the store, including those of the load.
  private func makeLoader(
    source: any DataSource, events: any LoadEventSink, storeEvents: any LoadEventSink
  ) -> Loader<PreparedChart> {
    let deadline = Duration.milliseconds(Int64(options.timeout * 1000))
    // A local file or standard input has the whole deadline in one attempt: reading and
    // decoding it again after a timeout would only do the same slow work twice.
    let splitsDeadline = source.canBeReadAgain && source.origin == .network
    let configuration = LoaderConfiguration(
      attemptTimeout: splitsDeadline ? attemptTimeout(within: deadline) : deadline, deadline: deadline,
      retry: RetryPolicy(maxAttempts: options.offline || !source.canBeReadAgain ? 1 : options.retries + 1),
      events: events,
      label: source.identity)
    let pipeline = self.pipeline
    // --offline never touches the network, even when the cache cannot be opened: then an empty
    // memory-only store answers "no cached copy".
    if source.origin == .network,
      let store = openStore(events: storeEvents) ?? (options.offline ? ResourceStore() : nil)
    {
      // Fresh data first; when the network fails, the last good copy with the error beside it.
      // The store decodes with the pipeline itself: no closure of the CLI's in between.
      let decode: @Sendable (Data) throws(DataError) -> PreparedChart = pipeline.prepare
      return Loader(
        store: store, source: source, policy: options.offline ? .cacheOnly : .networkFirst,
        configuration: configuration, decode: decode)
    }
    // Local files are read directly: a cached copy of a file on the same disk buys nothing.
    // The file's bytes are let go as soon as they are decoded, before sanitizing: a large file
    // is never held together with its columns and the clean result.
    // A mapped file's pages are given back as they are decoded, so that a large file never
    // counts in full towards the memory of the run (they stay in the system's page cache).
    var filePipeline = pipeline
    filePipeline.decoding.releasesConsumedBytes = (source as? FileSource)?.mapsFile == true
    let decoding = filePipeline.decoding
    let guardsMapping = console.installsSignalHandlers
    let environment = console.environment
    return Loader(configuration: configuration) { [decoding, filePipeline] context throws(DataError) in
      // The decode looks at the deadline itself: split over both cores it holds the threads the
      // loader's alarm would run on.
      var filePipeline = filePipeline
      filePipeline.decoding.deadline = (ContinuousClock.now + deadline, deadline)
      var response: FetchResponse? = try await source.fetch(FetchRequest(progress: context.reportProgress))
      // Only a mapping's pages are given back: bytes that were read (a file under 8 KiB, a
      // mapping the system refused) would read back as zeros, and a second decode (a table read
      // again without its groups) failed on NUL bytes the file does not hold.
      filePipeline.decoding.releasesConsumedBytes = decoding.releasesConsumedBytes && response?.isMapped == true
      if let data = response?.data, decoding.releasesConsumedBytes {
        if guardsMapping { TruncatedFileSignal.watch(data) }
        TruncatedFileSignal.truncateForTesting(source, environment: environment)
      }
      // Through the pipeline: a table of observations the decoder refuses as a line is read
      // again as points (see `ChartPipeline.decodeTable`).
      let table = try filePipeline.decodeTable(response?.data ?? Data())
      response = nil
      return Loaded(value: pipeline.prepare(table), date: Date(), origin: source.origin)
    }
  }

  /// How long one attempt may take: all of --timeout with --retries 0; otherwise half of it, at
  /// least 15 s, so that a hung attempt leaves time for a retry and a long --timeout still lets
  /// a slow download finish (with a flat 15 s, no --timeout could fetch a 20-second body).
  private func attemptTimeout(within deadline: Duration) -> Duration {
    guard options.retries > 0, !options.offline else { return deadline }
    return min(deadline, max(.seconds(15), deadline / 2))
  }

  /// The store over the cache folder, or nil with --no-cache or when the folder cannot be used
  /// (the load goes on without a cache and says why).
  private func openStore(events: any LoadEventSink) -> ResourceStore? {
    guard options.useCache else { return nil }
    let directory = CacheFolder.url(options: options, console: console)
    // Cache events (hits, misses, repairs of a damaged file) go to the same log as the loads.
    let configuration = ResourceStore.Configuration(events: events)
    do {
      return try ResourceStore(directory: directory, configuration: configuration)
    } catch {
      console.printErrorSafe("phasekit: " + CLIText.cacheDisabled.format(["\(error)"], in: language))
      return nil
    }
  }

  /// Prints a report line: to standard output, or to standard error when the SVG goes there.
  private func report(_ text: String) {
    console.printStatus(text, toStandardError: output.isStandardOutput)
  }

  /// Draws the chart on the terminal and writes it to --out, under the stale banner when
  /// `stale` is given; false when the output could not be written.
  private func draw(_ prepared: PreparedChart, source: any DataSource, stale: StaleNotice?) async -> Bool {
    let dataset = prepared.dataset
    let title =
      options.title
      ?? (options.source == nil ? CLIText.sampleTitle.text(in: language) : Self.title(of: displayName(of: source)))
    var chart = Chart(dataset: dataset).chartTitle(title)
    let choice = prepared.columns.choice
    let xTitle = choice.columns.isEmpty ? dataset.xLabel : (dataset.xLabel.isEmpty ? choice.xAxisTitle(in: language) : dataset.xLabel)
    if !xTitle.isEmpty { chart = chart.chartXAxisLabel(xTitle) }
    if let yTitle = choice.yAxisTitle(in: language) ?? dataset.yLabel.nilIfEmpty { chart = chart.chartYAxisLabel(yTitle) }
    let report = prepared.report
    let card: StateCard? =
      dataset.isEmpty
      ? .noData(report: report, unreadable: prepared.columns.unreadable, language: language) : nil

    // The SVG itself is the product of `--out -`: no terminal chart mixed into it.
    if options.terminal && !output.isStandardOutput {
      let renderer = terminalRenderer(height: 18, coloredByDefault: terminal.isOutputTerminal)
      console.print(card.map { renderer.render($0) } ?? renderer.render(chart))
    }
    if dataset.mark != .histogram {
      self.report(ReportText.sanitization(report, unreadable: prepared.columns.unreadable, language: language))
    }
    if let marks = ReportText.points(prepared, language: language) { self.report(marks) }
    for note in prepared.columns.choice.noteSentences(in: language) {
      self.report(TerminalSafeText.make(note))
    }

    let svgRenderer = self.svgRenderer
    let svg: String
    if let card {
      svg = svgRenderer.render(card)
    } else if let stale {
      var banner = StateCard.stale(notice: stale, language: language)
      banner.actionTitle = nil  // a file has no button to press
      svg = svgRenderer.render(banner, chart: chart)
    } else {
      // The accessible description says what sanitization did in the run's language.
      let lines = ReportText.sanitization(report, unreadable: prepared.columns.unreadable, language: language)
        .split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
      // And, for points, that they are points and why ("Drawn as points: the rows are not in
      // order of total_bill.").
      let sanitization = lines.joined(separator: CLIText.sentenceSeparator.text(in: language))
      var notes =
        prepared.pointsSentence(language: language).map {
          [sanitization + CLIText.sentenceEnd.text(in: language), $0]
        } ?? [sanitization]
      // And which columns were drawn, which were skipped and why, first.
      let choice = prepared.columns.choice
      if !choice.columns.isEmpty {
        notes.insert(choice.summary(in: language), at: 0)
        notes += choice.noteSentences(in: language).filter { !notes.contains($0) }
        if let also = ReportText.alternatives(choice, language: language) { notes.append(also) }
      }
      // And how the numbers were read, when not written plainly.
      if let numbers = prepared.columns.numbers {
        notes.insert(ReportText.numbers(numbers, language: language), at: choice.columns.isEmpty ? 0 : 1)
      }
      svg = svgRenderer.render(chart, notes: notes)
    }
    guard await write(svg) else { return false }
    if !output.isStandardOutput {
      self.report(
        stale == nil
          ? ReportText.wroteFile(output.path, language: language)
          : CLIText.staleChartWritten.format([output.path], in: language))
    }
    return true
  }

  private var svgRenderer: SVGRenderer {
    SVGRenderer(
      width: Double(options.width), height: Double(options.height),
      theme: options.theme == "dark" ? .dark : .light, language: language,
      downsampling: downsampling)
  }

  /// `--downsample`, checked by the parser; auto (draws exactly like every point) by default.
  private var downsampling: DownsamplingMethod {
    DownsamplingMethod(name: options.downsample) ?? .auto
  }

  /// Writes `svg` to --out; false (having said why) when it could not be written.
  private func write(_ svg: String) async -> Bool {
    do {
      try await output.write(svg, standardOutput: console.standardOutput)
      return true
    } catch let error as RasterizerError {
      console.printErrorSafe(
        "phasekit: " + CLIText.pngRasterizerFailed.format([output.path, error.message], in: language))
      return false
    } catch {
      console.printErrorSafe(
        "phasekit: "
          + ReportText.writeFailed(output.path, option: "--out", error: error, language: language))
      return false
    }
  }

  /// A renderer as wide as the terminal, in the style and colours the options ask for; colours
  /// default to on when the stream it prints to is a terminal.
  private func terminalRenderer(height: Int, coloredByDefault: Bool) -> TerminalRenderer {
    TerminalRenderer(
      width: terminal.columns, height: height, style: options.ascii ? .ascii : .braille,
      usesColor: options.color ?? (coloredByDefault && terminal.allowsColor), language: language,
      downsampling: downsampling)
  }

  /// `--out charts/x.svg` makes `charts/`, as `phasekit states --out DIR` makes DIR.
  private func createParentFolder(of url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  }

  private func fail(with error: DataError, source: any DataSource) async -> ExitCode {
    // `--y Clsoe`: a mistake in the command (exit 64), with the nearest column.
    let typo = NamedColumnTypo.corrected(error)
    let error = typo ?? error
    var presentation = error.presentation(
      in: language, location: source is StandardInputSource ? "" : source.identity)
    if typo != nil {
      NamedColumnTypo.sayOnce(
        &presentation, for: error, location: source is StandardInputSource ? "" : source.identity, language: language)
    }
    if case .fileUnavailable = error, let address = webAddress(inMissingPath: options.source) {
      presentation.recoverySuggestion = CLIText.giveWholeURL.format([address], in: language)
    }
    // A local file or standard input that passed --timeout: no server was involved.
    if case .timedOut = error, source.origin == .file {
      presentation.recoverySuggestion = CLIText.localInputTimedOut.format([displayName(of: source)], in: language)
    }
    // Past --max-bytes (a download, a file or standard input alike): the option that allows more.
    if case .tooLarge(let limit) = error, limit > 0 {
      let larger = ChartOptions.byteCountText(min(limit * 2, ChartOptions.maximumByteCount))
      presentation.recoverySuggestion = CLIText.raiseMaxBytes.format([larger], in: language)
    }
    // --offline on a cold cache: the network was never tried, so "you may be offline" misleads.
    if options.offline, case .offline = error {
      presentation.message = CLIText.offlineNoCopy.format([displayName(of: source)], in: language)
      presentation.recoverySuggestion = CLIText.offlineFill.text(in: language)
    }
    // A failure about a column (no line, a column's name as its path) is fixed by choosing other
    // columns, not by contacting the data's provider.
    if case .decodingError(let failure) = error, failure.line == nil,
      let path = failure.path, !path.hasPrefix("$")
    {
      presentation.recoverySuggestion = CLIText.chooseColumns.text(in: language)
    }
    if case .decodingError(let failure) = error, let kind = failure.kind {
      explain(kind, source: source, in: &presentation)
    }
    if options.terminal {
      let renderer = terminalRenderer(height: 12, coloredByDefault: terminal.isErrorTerminal)
      // A terminal has no button to press: the card says what to do, without "[ Retry ]".
      var card = StateCard.error(presentation, language: language)
      card.actionTitle = nil
      console.printError(renderer.render(card))
    } else {
      console.printErrorSafe("phasekit: \(presentation.title): \(presentation.message)")
      if let suggestion = presentation.recoverySuggestion { console.printErrorSafe(suggestion) }
      if let details = presentation.details { console.printErrorSafe(details) }
    }
    await writeErrorCard(presentation)
    if typo != nil { return .usage }
    switch error {
    case .decodingError, .emptyData: return .dataError
    case .invalidURL: return .usage
    default: return .loadFailed
    }
  }

  /// Says a typed decoding failure in the terms of the command line: the file's name, and the
  /// option that fixes it (`--format`, `--skip-lines`).
  private func explain(
    _ kind: DataError.DecodingFailure.Kind, source: any DataSource, in presentation: inout ErrorPresentation
  ) {
    let name = displayName(of: source)
    switch kind {
    case .formatMismatch(let expected, let found, let start):
      presentation.message = CLIText.formatMismatch.format(
        [
          name, found.uppercased(), expected.uppercased(), "\"" + TerminalSafeText.make(start) + "\"", expected,
          expected.uppercased(),
        ], in: language)
      presentation.recoverySuggestion = CLIText.formatSuggestion.format([found], in: language)
    case .noPoints(let format, let columns):
      let other = format == "json" ? "csv" : "json"
      presentation.message = CLIText.formatNoRows.format(
        [name, format.uppercased(), format, String(columns), format.uppercased()], in: language)
      presentation.recoverySuggestion = CLIText.formatSuggestion.format([other], in: language)
    case .jsonTables(let paths):
      // Quoted for the shell: a path starts with `$` and may hold spaces.
      let quoted = paths.map { "'" + TerminalSafeText.make($0).replacingOccurrences(of: "'", with: "'\\''") + "'" }
      presentation.recoverySuggestion = CLIText.jsonPathSuggestion.format(
        [quoted.joined(separator: CLIText.listSeparator.text(in: language))], in: language)
    case .headerNotFound:
      presentation.recoverySuggestion = CLIText.skipLinesSuggestion.text(in: language)
    case .tableBelowLines(let skipLines):
      presentation.recoverySuggestion = CLIText.skipLinesCountSuggestion.format([String(skipLines)], in: language)
    case .tooManySeries:
      break
    case .noXColumn:
      break  // the column problem's suggestion names --x with --y and --series
    case .nothingToChart:
      // No column to choose: naming one would not help, so nothing is suggested.
      presentation.recoverySuggestion = nil
    case .ambiguousDateOrder:
      presentation.recoverySuggestion = CLIText.dateOrderSuggestion.text(in: language)
    case .undecidedDecimalSeparator, .unreadNumberForm:
      presentation.recoverySuggestion = CLIText.decimalSuggestion.text(in: language)
    case .tooManyColumns(let limit):
      presentation.recoverySuggestion = CLIText.tooManyColumnsSuggestion.format([String(limit)], in: language)
    case .yearsAsColumns(let label):
      presentation.recoverySuggestion = CLIText.transposeSuggestion.format(
        [TerminalSafeText.make(label)], in: language)
    }
  }

  /// Replaces --out with the error card, so an older chart left there is not taken for the
  /// result of this run; `--keep-on-error` leaves the file as it was.
  private func writeErrorCard(_ presentation: ErrorPresentation) async {
    guard !output.isStandardOutput || !options.keepOnError else { return }
    if options.keepOnError {
      if FileManager.default.fileExists(atPath: output.url.path) {
        console.printError(CLIText.keptOlderFile.format([output.path], in: language))
      }
      return
    }
    var card = StateCard.error(presentation, language: language)
    card.actionTitle = nil  // a file has no button to press
    if await write(svgRenderer.render(card)), !output.isStandardOutput {
      console.printError(CLIText.errorCardWritten.format([output.path], in: language))
    }
  }

  /// `https://example.com/a.csv` for a missing file named like a web address without its scheme
  /// (`example.com/a.csv`, `localhost:8080/a.csv`), else nil.
  private func webAddress(inMissingPath text: String?) -> String? {
    guard let text, !text.contains("://"), !FileManager.default.fileExists(atPath: console.fileURL(text).path),
      let host = text.split(separator: "/", omittingEmptySubsequences: false).first,
      text.contains("/")
    else { return nil }
    let name = host.split(separator: ":").first.map(String.init) ?? ""
    let port = host.split(separator: ":").dropFirst().first
    let looksLikeHost =
      name == "localhost" || (name.contains(".") && name.last?.isLetter == true && !name.hasPrefix("."))
    guard looksLikeHost, port.map({ Int($0) != nil }) ?? true else { return nil }
    return (name == "localhost" || name.hasPrefix("127.") ? "http://" : "https://") + text
  }

  /// A chart's title from a file name: without its extensions (`sales.csv.gz` → `sales`).
  static func title(of name: String) -> String {
    var title = name
    for suffix in [".gz", ".csv", ".tsv", ".txt", ".json", ".jsonl", ".ndjson"] {
      if title.lowercased().hasSuffix(suffix), title.count > suffix.count { title.removeLast(suffix.count) }
    }
    return title
  }

  /// The source's file name, made safe for a terminal (it may come from a stranger's URL).
  private func displayName(of source: any DataSource) -> String {
    if source is StandardInputSource { return CLIText.standardInput.text(in: language) }
    let identity = source.identity
    return TerminalSafeText.make(
      URL(string: identity)?.lastPathComponent.nilIfEmpty ?? (identity as NSString).lastPathComponent)
  }
}

/// The sample charted when no source is given, `sample-weather.csv`: compiled into the binary,
/// so that a `phasekit` copied alone has it too. It reads as a file of that name.
private struct SampleSource: DataSource {
  var identity: String { "sample-weather.csv" }
  var origin: Origin { .file }

  func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    let data = Data(PackageResources.sample_weather_csv)
    request.progress(LoadProgress(receivedBytes: Int64(data.count), expectedBytes: Int64(data.count)))
    return FetchResponse(data: data)
  }
}

/// A sink without the store's events: the events log's, for a loader over a store whose own sink
/// is the same log, so that each cache event is recorded once.
private struct WithoutStoreEvents: LoadEventSink {
  let sink: any LoadEventSink

  init(_ sink: any LoadEventSink) { self.sink = sink }

  func record(_ event: LoadEvent) {
    if event.storeEvent == nil { sink.record(event) }
  }
}

extension ColumnSelector {
  /// A column named on the command line: a whole number is a 0-based index unless a header
  /// has that name, which the decoder cannot know here, so `#3` forces an index and plain
  /// text is a name.
  init(argument: String) {
    if argument.hasPrefix("#"), let index = Int(argument.dropFirst()) {
      self = .index(index)
    } else {
      self = .name(argument)
    }
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
