import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// `phasekit watch <url-or-path> [chart options] [--every SECONDS]`: a full-screen chart of a
/// changing source, refreshed every interval, with every loading state shown live.
///
/// The story: options (parsed from ``OptionTables/watch``) → source, store and one loader
/// → a `WatchDriver` that decides everything → this file draws what it says, and the terminal
/// layer (`WatchTerminal`) enters and restores the screen.
@MainActor
struct WatchCommand {
  let options: ChartOptions
  let interval: Duration
  let language: Language
  /// Where the messages before and after the full screen are said. The screen itself is the
  /// process's terminal (`WatchTerminal`).
  let console: Console

  init(options: WatchOptions, console: Console) {
    self.options = options.chart
    self.interval = .milliseconds(Int64(options.every * 1000))
    self.console = console
    self.language = options.chart.language ?? console.language
  }

  func run() async -> ExitCode {
    guard let source = resolveSource() else {
      console.printErrorSafe("phasekit: \(DataError.invalidURL(options.source ?? "").message(in: language)): \(options.source ?? "")")
      console.printError(CLIText.seeHelp.format(["watch "], in: language))
      return .usage
    }
    if let refusal = CacheFolder.refusal(options: options, source: source, console: console, language: language) {
      console.printErrorSafe("phasekit: " + refusal)
      return .cannotWrite
    }
    let store = makeStore(for: source)
    var pipeline = self.pipeline
    // A mapped file's pages go back to the system as they are decoded (they stay in its page
    // cache): the store keeps the mapping, not a resident copy of the file.
    pipeline.decoding.releasesConsumedBytes = (source as? FileSource)?.mapsFile == true
    let decodingPipeline = pipeline
    let changeOnce = MappedFileChangeForTesting(source, environment: console.environment)
    let decode: @Sendable (Data) throws(DataError) -> PreparedChart = { data throws(DataError) in
      changeOnce?.apply()
      return try decodingPipeline.prepare(data)
    }
    let progressSink = Lock<(@Sendable (LoadProgress) -> Void)?>(nil)
    let deadline = Duration.milliseconds(Int64(options.timeout * 1000))
    let identity = source.identity
    // One attempt per refresh: the watch's own schedule is the retry (with backoff), and each
    // attempt has the loader's deadline, which holds even against a server that hangs.
    let loader = Loader<PreparedChart>(
      configuration: .init(attemptTimeout: deadline, deadline: deadline, retry: .none, label: identity)
    ) { context throws(DataError) in
      let report = progressSink.withLock { $0 }
      // Revalidation: the store sends the cached copy's validators (ETag / Last-Modified, or a
      // file's size and time), and a 304 or an unchanged file returns the decoded value as is.
      return try await store.load(
        source, key: identity, policy: .networkOnly, decode: decode,
        progress: { progress in
          context.reportProgress(progress)
          report?(progress)
        })
    }
    let screen = WatchScreenWriter(
      terminal: WatchTerminal(), isInteractive: isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1,
      usesColor: options.color ?? (isatty(STDOUT_FILENO) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty),
      style: options.ascii ? .ascii : .braille, language: language, source: displayName(of: source))
    let driver = WatchDriver<PreparedChart, ContinuousClock>(
      configuration: .init(interval: interval), clock: ContinuousClock(),
      load: { progress in
        progressSink.withLock { $0 = progress }
        await loader.refresh()
        if let error = loader.error { return .failed(error) }
        guard let loaded = loader.loaded else { return .failed(.emptyData) }
        return .loaded(
          loaded.value, summary: .init(loaded.value), date: loaded.date,
          isChanged: loaded.value != screen.lastValue)
      },
      update: { driver, update in screen.show(driver, update) })

    screen.begin(driver)
    if source.origin == .network,
      let cached = try? await store.load(
        source, key: identity, policy: .cacheOnly, decode: decode)
    {
      // Offline or not, an earlier run's copy is on screen at once, marked stale, until the
      // first load confirms or replaces it. Read through the store so that the decoded value
      // stays in memory and a 304 later costs no decode.
      driver.showCachedCopy(cached.value, summary: .init(cached.value), date: cached.date)
    }
    await driver.run()
    loader.cancel()
    screen.end()

    guard driver.value == nil, var error = driver.model.error else { return .success }
    let typo = NamedColumnTypo.corrected(error)
    error = typo ?? error
    // Nothing was ever shown: say why on the normal screen, and exit as `chart` would.
    var presentation = error.presentation(in: language, location: source.identity)
    if typo != nil { NamedColumnTypo.sayOnce(&presentation, for: error, location: source.identity, language: language) }
    console.printErrorSafe("phasekit: \(presentation.title): \(presentation.message)")
    if let suggestion = presentation.recoverySuggestion { console.printError(suggestion) }
    if typo != nil { return .usage }
    switch error {
    case .decodingError, .emptyData: return .dataError
    case .invalidURL: return .usage
    default: return .loadFailed
    }
  }

  /// An HTTP source for http(s) URLs, a file for `file://` URLs and paths; nil for other URLs.
  ///
  /// A file is mapped, not read: reading a large one into a buffer of its size cost more than
  /// decoding it (408 MB: 3.2 s instead of chart's 1.2 s of CPU, most of it the system giving
  /// the process fresh pages). The mapping is guarded, since a watched file is rewritten while
  /// the process runs: a file that shrinks under it reads as zeros and is read again instead of
  /// raising SIGBUS (`FileSource.guardsMapping`).
  private func resolveSource() -> (any DataSource)? {
    let source = options.source.flatMap {
      try? dataSource(forArgument: $0, relativeTo: console.baseDirectory, maximumSize: options.maxBytes)
    }
    guard let source else { return nil }
    guard var file = source as? FileSource else { return source }
    file.mapsFile = true
    file.guardsMapping = true
    return file
  }

  /// Memory for files (their size and time revalidate them); memory over the disk cache for
  /// the network, so that a later run starts from this run's copy.
  ///
  /// The memory has no size limit: it holds one key, the watched source, and a copy it dropped
  /// would leave nothing to revalidate, so that every refresh read and decoded the whole source
  /// again (a 400 MB file took 6 s of CPU every 10 s and swung between 0.65 and 1.3 GB).
  private func makeStore(for source: any DataSource) -> ResourceStore {
    let memoryOnly = ResourceStore.Configuration(memoryCostLimit: .max)
    guard source.origin == .network, options.useCache else { return ResourceStore(configuration: memoryOnly) }
    let directory = CacheFolder.url(options: options, console: console)
    do {
      return try ResourceStore(directory: directory, configuration: memoryOnly)
    } catch {
      console.printErrorSafe("phasekit: " + CLIText.cacheDisabled.format(["\(error)"], in: language))
      return ResourceStore(configuration: memoryOnly)
    }
  }

  private var pipeline: ChartPipeline {
    var decoding = DecodeOptions()
    if let format = options.format { decoding.format = format == "json" ? .json : .csv }
    if let x = options.x { decoding.x = ColumnSelector(argument: x) }
    decoding.y = options.y.map(ColumnSelector.init(argument:))
    if let series = options.series { decoding.series = ColumnSelector(argument: series) }
    options.applyReading(to: &decoding)
    var pipeline = ChartPipeline(decoding: decoding, marks: options.mark)
    pipeline.language = language
    return pipeline
  }

  private func displayName(of source: any DataSource) -> String {
    terminalSafe(options.source ?? source.identity)
  }
}

/// Test hook: with `PHASEKIT_TEST_SHRINK_MAPPED_TO=<bytes>` the watched file is truncated to
/// that size, or with `PHASEKIT_TEST_APPEND_TO_MAPPED=<text>` the text is appended to it, once,
/// right after the first load mapped it and before its bytes are decoded: what another process
/// could do at that moment, made certain, so that a test sees what a person would.
private final class MappedFileChangeForTesting: Sendable {
  private let path: String
  private let shrinkTo: Int64?
  private let appended: String?
  private let isDone = Lock(false)

  init?(_ source: any DataSource, environment: [String: String]) {
    let shrinkTo = environment["PHASEKIT_TEST_SHRINK_MAPPED_TO"].flatMap { Int64($0) }
    let appended = environment["PHASEKIT_TEST_APPEND_TO_MAPPED"]
    guard shrinkTo != nil || appended != nil, let file = source as? FileSource else { return nil }
    path = file.url.path
    self.shrinkTo = shrinkTo
    self.appended = appended
  }

  func apply() {
    guard
      isDone.withLock({ done in
        defer { done = true }; return !done
      })
    else { return }
    if let shrinkTo { _ = truncate(path, off_t(shrinkTo)) }
    if let appended, let handle = FileHandle(forWritingAtPath: path) {
      _ = try? handle.seekToEnd()
      try? handle.write(contentsOf: Data(appended.utf8))
      try? handle.close()
    }
  }
}

/// Text with control characters, escape sequences and bidirectional overrides made visible, so
/// that a URL or a server's message cannot drive the terminal; one line (line breaks too). The
/// secrets of a URL in it show as `…` (``SecretRedaction``): a screen is shared and filmed.
func terminalSafe(_ text: String) -> String {
  TerminalSafeText.make(SecretRedaction.apply(to: text), keepsLineBreaks: false)
}
