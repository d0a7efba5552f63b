/// The keys of the texts PhaseKit shows to people.
///
/// Renderers, error presentations and the command-line tool take their words from here, never
/// from ad-hoc strings. Texts with placeholders (`%1$@`, `%2$@` by position, so that a language
/// can order the parts of a sentence its own way) are filled with ``PhaseKitText/format(_:in:)``.
///
/// The texts live in one hand-edited String Catalog in PhaseKit's resource bundle
/// (`Resources/PhaseKitText.xcstrings`: en, zh-Hans; a third language is a column of the catalog
/// and nothing else); an app replaces any of them with a `PhaseKit` table of its own or
/// ``override(_:in:with:)``. See ``text(in:)`` for the order.
///
/// ```swift
/// PhaseKitText.noDataAvailable.text(in: .simplifiedChinese)  // "无可用数据"
/// ```
public enum PhaseKitText: String, Sendable, Hashable, CaseIterable {
  case failedToLoad
  case retry
  case loading
  case noDataAvailable
  case allPointsInvalid
  /// "All %@ points were removed: %@" — the count and the reasons with their counts.
  case allPointsRemoved
  /// "%@ (%@)" — a reason and a count ("missing or not a number (89)").
  case countedReason
  /// "%@ cells were not values and were counted as missing; the first, %@, is at line %@,
  /// column %@." — a count, the cell, its line and its column.
  case unreadableCells
  /// "1 cell was not a value and was counted as missing: %@, at line %@, column %@." — the cell,
  /// its line and its column.
  case unreadableCell
  /// "%@ cells were not values and were counted as missing; the first, %@, is at line %@,
  /// column %@ (%@)." — JSON: a count, the value, its line, its column in characters and its
  /// path.
  case unreadableCellsAtPath
  /// "1 cell was not a value and was counted as missing: %@, at line %@, column %@ (%@)." —
  /// JSON: the value, its line, its column in characters and its path.
  case unreadableCellAtPath
  case showingDataFrom
  case details
  case average
  // Error messages (DataError.message(in:)). The seed's Chinese texts are kept verbatim.
  case errorInvalidURL
  case errorNetwork
  case errorOffline
  /// "Can't find the server %@. …" — its host name did not resolve (-1003).
  case errorHostNotFound
  case errorTimedOut
  case errorTimedOutAfter
  case errorHTTPStatus
  case errorUnauthorized
  case errorForbidden
  case errorRateLimited
  case errorRateLimitedRetryAfter
  case errorServiceUnavailable
  case errorTooLarge
  case errorDecoding
  case errorEmptyData
  case errorFileUnavailable
  case errorFilePermission
  case errorCancelled
  case errorOther
  /// "The request cannot be sent: %@" — a ``DataError/RequestFault``'s words.
  case errorInvalidRequest
  /// "the method %@ is not an HTTP token" — the method, made visible.
  case requestBadMethod
  /// "the header name %@ is not an HTTP token" — the name, made visible.
  case requestBadHeaderName
  /// "the value of the header %@ holds a line break or another control character" — the name.
  case requestBadHeaderValue
  /// A redirect loop (-1007), inside "Network error: %@".
  case networkRedirectLoop
  /// An answer that is not HTTP (-1002).
  case networkNotHTTP
  /// A compressed body that cannot be decoded (-1015, -1016).
  case networkBodyUndecodable
  /// The connection ended before the whole answer arrived (-1005).
  case networkConnectionLost
  /// A malformed answer (-1011): a broken chunk, a body longer or shorter than announced.
  case networkBadResponse
  /// "the server redirects to a %@: address; only http and https are followed" — the scheme.
  case networkRedirectScheme
  /// "the server redirects from https to http; …".
  case networkRedirectDowngrade
  // Recovery suggestions (DataError.recoverySuggestion(in:)).
  case suggestCheckCertificate
  case suggestCheckConnection
  case suggestTryAgainLater
  case suggestServerProblem
  case suggestCheckAddress
  case suggestSignIn
  case suggestRequestAccess
  case suggestWait
  case suggestSmaller
  case suggestContactProvider
  case suggestOtherRange
  case suggestCheckFile
  case suggestRegularFile
  case suggestFilePermission
  case suggestTryAgain
  /// For ``DataError/invalidRequest(_:)``: the code that builds the request must change.
  case suggestFixRequest
  // Units used inside messages.
  case unitSeconds
  case unitMinutes
  /// The opening of a chart's accessible description: series count, point count.
  case chartSummary
  /// One series in a chart's accessible description: name, points, x range, y range.
  case seriesSummary
  /// A heatmap in a chart's accessible description: value name, cells, columns, rows, x
  /// range, y range, value range.
  case heatmapSummary
  /// A note that lines were reduced to the pixel width: drawn points, total points.
  case reducedForDrawing
  /// The error line of a stale chart: the error message.
  case refreshFailed
  /// The name of a series that has none.
  case series

  // Sanitization report lines.
  /// "Sanitization: kept %@ of %@ points".
  case sanitizationKept
  /// "  dropped %@: %@" — a count and a reason.
  case sanitizationDropped
  /// "terminal too narrow (%1$@ columns); need %2$@" — the terminal's width, the narrowest chart.
  case terminalTooNarrow
  /// "too narrow" — when the whole notice does not fit either.
  case terminalTooNarrowShort
  /// "Drawn as points: the rows are not in order of %@." — the x column; for descriptions.
  case drawnAsPointsUnordered
  /// "Drawn as points." — for descriptions.
  case drawnAsPoints
  /// "%@ points drawn as %@ dots, one per pixel they cover." — the points, the dots.
  case reducedDotsForDrawing
  /// Reason names for the report.
  case reasonMissing
  case reasonInfinite
  case reasonSentinel
  case reasonOutOfRange
  case reasonDuplicateX

  // Readable detail lines of error cards: the raw codes stay in `DataError.details`
  // and the events log.
  /// "line %@, column %@".
  case detailLineColumn
  /// "line %@".
  case detailLine
  /// "column %1$@": a decoding failure's column when its line is not known.
  case detailColumn
  /// "%1$@: %2$@": a decoding failure's place, then what failed.
  case detailPlaced
  /// ", ": between the parts of a decoding failure's place.
  case detailPlaceSeparator
  /// "at %@" (a field name or JSON path).
  case detailField
  /// "at %@" — a JSON path after the line and column of a decoding failure
  /// (`DataError.DecodingFailure.description(in:)`).
  case detailPath
  /// The title of a failure to read data that did arrive: "Could not read the data".
  case cannotReadData
  /// The title of a failure to choose columns: "Cannot chart these columns".
  case cannotChartColumns

  /// The text in the given language: a replacement made with ``override(_:in:with:)``, else the
  /// app's own `PhaseKit` string table (Apple platforms), else PhaseKit's String Catalog.
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The localized text, possibly with `%@` placeholders.
  public func text(in language: Language = .current) -> String {
    Self.resolve(self, in: language)
  }

  /// The text with each placeholder replaced by an argument: `%1$@` by the first, `%2$@` by the
  /// second, wherever the language puts them.
  ///
  /// - Parameters:
  ///   - arguments: The values for the placeholders.
  ///   - language: The language; ``Language/current`` by default.
  /// - Returns: The filled-in text.
  public func format(_ arguments: [String], in language: Language = .current) -> String {
    text(in: language).fillingPlaceholders(with: arguments)
  }

  /// The text in English, as the code says it: the default value when the catalog has no text
  /// for the key (a `phasekit` binary copied without its resource bundle), as
  /// `String(localized:defaultValue:)` has one. Every other language, and the English people
  /// read when the catalog is there, come from `Resources/PhaseKitText.xcstrings`.
  package var defaultValue: String {
    switch self {
    case .failedToLoad: "Failed to load"
    case .retry: "Retry"
    case .loading: "Loading…"
    case .noDataAvailable: "No data available"
    case .allPointsInvalid: "All %1$@ points were invalid"
    case .allPointsRemoved: "All %1$@ points were removed: %2$@"
    case .countedReason: "%1$@ (%2$@)"
    case .unreadableCells: "%1$@ cells were not values and were counted as missing; the first, %2$@, is at line %3$@, column %4$@."
    case .unreadableCell: "1 cell was not a value and was counted as missing: %1$@, at line %2$@, column %3$@."
    case .unreadableCellsAtPath: "%1$@ cells were not values and were counted as missing; the first, %2$@, is at line %3$@, column %4$@ (%5$@)."
    case .unreadableCellAtPath: "1 cell was not a value and was counted as missing: %1$@, at line %2$@, column %3$@ (%4$@)."
    case .showingDataFrom: "Showing data from %1$@"
    case .details: "Details"
    case .average: "Average"
    case .errorInvalidURL: "Invalid URL"
    case .errorNetwork: "Network error: %1$@"
    case .errorOffline: "Can't reach the server. You may be offline."
    case .errorHostNotFound: "Can't find the server %1$@. Check the address, or you may be offline."
    case .errorTimedOut: "The request timed out."
    case .errorTimedOutAfter: "The request timed out after %1$@."
    case .errorHTTPStatus: "The server returned an error (HTTP %1$@)."
    case .errorUnauthorized: "Sign-in required: the server refused the credentials (HTTP 401)."
    case .errorForbidden: "Permission denied: you don't have access to this data (HTTP 403)."
    case .errorRateLimited: "Too many requests."
    case .errorRateLimitedRetryAfter: "Too many requests. Try again in %1$@."
    case .errorServiceUnavailable: "The service is temporarily unavailable (HTTP 503)."
    case .errorTooLarge: "The data is too large (limit %1$@)."
    case .errorDecoding: "Data could not be read: %1$@"
    case .errorEmptyData: "No data available"
    case .errorFileUnavailable: "The file could not be read: %1$@"
    case .errorFilePermission: "Permission denied: the file %1$@ may not be read."
    case .errorCancelled: "The load was cancelled."
    case .errorOther: "Unexpected error: %1$@"
    case .errorInvalidRequest: "The request cannot be sent: %1$@"
    case .requestBadMethod: "the method %1$@ is not an HTTP token"
    case .requestBadHeaderName: "the header name %1$@ is not an HTTP token"
    case .requestBadHeaderValue: "the value of the header %1$@ holds a line break or another control character"
    case .networkRedirectLoop: "too many redirects: the server redirects in a loop"
    case .networkNotHTTP: "the server's answer is not HTTP (is this the right port?)"
    case .networkBodyUndecodable: "the server's compressed data cannot be decoded"
    case .networkConnectionLost: "the connection ended before the whole answer arrived"
    case .networkBadResponse: "the server's answer is malformed"
    case .networkRedirectScheme: "the server redirects to a %1$@: address; only http and https are followed"
    case .networkRedirectDowngrade: "the server redirects from https to http; an encrypted request is never followed to an unencrypted address"
    case .suggestCheckCertificate:
      "The server's certificate was not accepted, so no secure connection was made. Check the address; if it is right, the server's owner must fix its certificate."
    case .suggestCheckConnection: "Check your internet connection and try again."
    case .suggestTryAgainLater: "Try again. If it keeps happening, the server may be overloaded."
    case .suggestServerProblem: "The server has a problem. Try again later."
    case .suggestCheckAddress: "Check the address; the data may have moved."
    case .suggestSignIn: "Sign in again, then retry."
    case .suggestRequestAccess: "Ask the data's owner for access, or check the app's permissions in Settings."
    case .suggestWait: "Wait a moment, then try again."
    case .suggestSmaller: "Choose a smaller data set or time range."
    case .suggestContactProvider: "The data is not in the expected format. Contact the data provider if this persists."
    case .suggestOtherRange: "Try a different time range or data source."
    case .suggestCheckFile: "Check that the file exists."
    case .suggestRegularFile: "Give the path of a regular file, not a directory, pipe or device."
    case .suggestFilePermission: "Allow the app to read the file, for example in Settings or with chmod."
    case .suggestTryAgain: "Try again."
    case .suggestFixRequest: "Trying again sends the same request: the code that builds it must change."
    case .unitSeconds: "%1$@ s"
    case .unitMinutes: "%1$@ min"
    case .chartSummary: "Chart with %1$@ series and %2$@ points."
    case .seriesSummary: "%1$@: %2$@ points, x from %3$@ to %4$@, y from %5$@ to %6$@."
    case .heatmapSummary:
      "Heatmap of %1$@: %2$@ cells, %3$@ columns by %4$@ rows, x from %5$@ to %6$@, y from %7$@ to %8$@, %1$@ from %9$@ to %10$@."
    case .reducedForDrawing: "Lines drawn from %1$@ of %2$@ points, reduced to the pixel width."
    case .refreshFailed: "Couldn't refresh: %1$@"
    case .series: "Series"
    case .sanitizationKept: "Sanitization: kept %1$@ of %2$@ points"
    case .sanitizationDropped: "  dropped %1$@: %2$@"
    case .terminalTooNarrow: "terminal too narrow (%1$@ columns); need %2$@"
    case .terminalTooNarrowShort: "too narrow"
    case .drawnAsPointsUnordered: "Drawn as points: the rows are not in order of %1$@."
    case .drawnAsPoints: "Drawn as points."
    case .reducedDotsForDrawing: "%1$@ points drawn as %2$@ dots, one per pixel they cover."
    case .reasonMissing: "missing or not a number"
    case .reasonInfinite: "infinite"
    case .reasonSentinel: "sentinel value such as -999"
    case .reasonOutOfRange: "out of range"
    case .reasonDuplicateX: "duplicate x"
    case .detailLineColumn: "line %1$@, column %2$@"
    case .detailLine: "line %1$@"
    case .detailColumn: "column %1$@"
    case .detailPlaced: "%1$@: %2$@"
    case .detailPlaceSeparator: ", "
    case .detailField: "at %1$@"
    case .detailPath: "at %1$@"
    case .cannotReadData: "Could not read the data"
    case .cannotChartColumns: "Cannot chart these columns"
    }
  }
}
