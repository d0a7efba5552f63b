import Foundation

/// Why a load failed, classified so that the app can explain it, decide whether to retry, and
/// choose how prominently to show it.
///
/// The seed's cases (`invalidURL`, `networkError`, `decodingError`, `emptyData`) are kept, with
/// their Chinese texts in zh-Hans; every other failure a user meets has a case of its own, so a
/// decoding bug never reads as a network problem. Payloads are `Sendable` and `Equatable`, so
/// tests compare errors directly.
public enum DataError: Error, Sendable, Hashable, Codable {
  /// The address could not be understood. The payload is the text that was given.
  case invalidURL(String)
  /// The network failed in a way that may succeed on retry (connection reset, DNS, TLS...).
  case networkError(Underlying)
  /// The connection could not be made at all: the device looks offline or the host is unreachable.
  case offline(Underlying)
  /// No answer arrived before the deadline.
  case timedOut(after: Duration)
  /// The server answered with an HTTP status that is not a success and has no case of its own.
  case httpStatus(Int)
  /// The server refused the credentials (401) or the permission (403): a person must act.
  case unauthorized(status: Int)
  /// The server asked the client to slow down (429), optionally saying for how long.
  case rateLimited(retryAfter: Duration?)
  /// The service is temporarily unavailable (HTTP 503), optionally saying when to come back.
  case serviceUnavailable(retryAfter: Duration?)
  /// The response was larger than the configured limit, in bytes.
  case tooLarge(limit: Int)
  /// The bytes arrived but could not be turned into a value; the payload says what and where.
  case decodingError(DecodingFailure)
  /// The data was valid but held nothing to show.
  case emptyData
  /// A local file could not be read; the payload names the file and why.
  case fileUnavailable(Underlying)
  /// The load was cancelled. A ``Loader`` never shows this as a failure.
  case cancelled
  /// An error PhaseKit could not classify (thrown by a caller's own code); never retried.
  case other(Underlying)
  /// A part of a request the caller built (its method, a header's name or value) that HTTP does
  /// not allow; the request was not sent, and is never retried.
  case invalidRequest(RequestFault)

  /// A `Sendable`, `Equatable` description of an underlying error: its domain, code and message.
  public struct Underlying: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The error domain, such as `NSURLErrorDomain` or `NSPOSIXErrorDomain`.
    public var domain: String
    /// The error code in that domain, such as `-1004` for "could not connect".
    public var code: Int
    /// A message for people and logs.
    public var message: String
    /// The URL or path involved, when known.
    public var location: String?
    /// The error's own text for people, when it has one: a `LocalizedError`'s `errorDescription`,
    /// or a `CustomNSError`'s / `NSError`'s `NSLocalizedDescriptionKey`. When set, an unclassified
    /// error (``DataError/other(_:)``) shows this text as it is, not "Unexpected error: …".
    public var localizedMessage: String?
    /// The error's own recovery suggestion (`LocalizedError.recoverySuggestion`), when it has one.
    public var localizedRecoverySuggestion: String?

    /// Creates an underlying error description.
    ///
    /// - Parameters:
    ///   - domain: The error domain.
    ///   - code: The code in that domain.
    ///   - message: A message for people and logs.
    ///   - location: The URL or path involved; `nil` by default.
    ///   - localizedMessage: The error's own text for people; `nil` by default.
    ///   - localizedRecoverySuggestion: The error's own recovery suggestion; `nil` by default.
    public init(
      domain: String, code: Int, message: String, location: String? = nil,
      localizedMessage: String? = nil, localizedRecoverySuggestion: String? = nil
    ) {
      self.domain = domain
      self.code = code
      self.message = message
      self.location = location
      self.localizedMessage = localizedMessage
      self.localizedRecoverySuggestion = localizedRecoverySuggestion
    }

    /// The text a person reads: ``localizedMessage`` when the error has its own, else
    /// ``message``. Named as on `Error`, so code written for the seed's `networkError(Error)`
    /// payload (`error.localizedDescription`) reads the same.
    public var localizedDescription: String { localizedMessage ?? message }

    /// `NSURLErrorDomain -1004: could not connect (https://example.com/a.csv)`: domain, code,
    /// message and location, for logs.
    public var description: String {
      "\(domain) \(code): \(message)" + (location.map { " (\($0))" } ?? "")
    }
  }

  /// Where and why decoding failed: a typed ``Reason`` plus the line and column, or the JSON
  /// path, or the field name, whichever the decoder knows.
  ///
  /// Two failures are equal when they say the same (``message``) at the same place with the same
  /// ``kind``, so that a test may write the failure it expects in words.
  public struct DecodingFailure: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Why it failed, as data; ``message`` is its English rendering.
    public var reason: Reason
    /// The 1-based line, for text formats.
    public var line: Int?
    /// The 1-based column: for CSV the field's number in its record; for JSON the character
    /// (Unicode scalar) where the failure is within its line, so that a one-line document from
    /// an API still says where (`line 1, column 1234`).
    public var column: Int?
    /// The JSON path or field name, such as `$[3].temp`, `$.series["a b"]` or `temp_max`. JSON
    /// failures name the innermost value where they are.
    public var path: String?
    /// A kind set by hand over the reason's own (see ``kind``).
    private var assignedKind: Kind?

    /// What was wrong and what was expected, in English, such as `expected a number, found
    /// "abc"`: the rendering of ``reason`` (``Reason/description``). In another language:
    /// ``message(in:)``.
    ///
    /// Setting it replaces the reason with ``Reason/unclassified(_:)``, text said as it is.
    public var message: String {
      get { reason.description }
      set { reason = .unclassified(newValue) }
    }

    /// What a program can act on, for the failures that a different reading option fixes; nil
    /// for the others. Derived from ``reason`` (``Reason/kind``); a failure made from words
    /// (``init(message:line:column:path:kind:)``) keeps the kind it was given.
    public var kind: Kind? {
      get { assignedKind ?? reason.kind }
      set { assignedKind = newValue }
    }

    /// The failures a reader can fix by reading the data differently, told apart by type so
    /// that a tool can say which option to change. Each is derived from a ``Reason``, which
    /// holds more (the sample value, the columns).
    public enum Kind: Sendable, Hashable, Codable {
      /// The format was set to `expected` (`"csv"` or `"json"`), but the data is `found`:
      /// JSON read as CSV, or CSV read as JSON. `start` is how the data begins.
      case formatMismatch(expected: String, found: String, start: String)
      /// The data read in the format it was set to gives `columns` columns and not one row:
      /// it is most likely in the other format.
      case noPoints(format: String, columns: Int)
      /// The JSON document's table was not where it was looked for (no field holds one, or
      /// nothing readable is at the path given), and reading at one of `paths` (`$.data.hourly`)
      /// gives one: each was checked by reading it.
      case jsonTables(paths: [String])
      /// No line up to `line` could be the header of the table below it: lines above the
      /// table (a title, notes, a download's preamble) that skipping lines would pass.
      case headerNotFound(line: Int)
      /// As ``headerNotFound(line:)``, and the table reads once its first `skipLines` lines
      /// are skipped.
      case tableBelowLines(skipLines: Int)
      /// The columns are years and the rows are series named by the words of `label` (a
      /// World Bank download): the table must be transposed to chart it.
      case yearsAsColumns(label: String)
      /// A record has more fields than the reader's own limit, `limit` columns: a limit of the
      /// program reading the data, not a fault of the data.
      case tooManyColumns(limit: Int)
      /// The column that names the series has more than `limit` distinct values.
      case tooManySeries(limit: Int)
      /// No column can be x by itself (words only, or numbers all taken as y): one must be
      /// chosen.
      case noXColumn
      /// No column holds anything to draw or count (ids and names of rows only): no option
      /// of reading or choosing columns fixes it.
      case nothingToChart
      /// The slashed dates of `column` read as month/day/year and as day/month/year alike:
      /// their order must be said.
      case ambiguousDateOrder(column: String)
      /// The numbers of `column` read both with a decimal point and with a decimal comma
      /// (`1,234`), and nothing in the table decides: the decimal separator must be said.
      case undecidedDecimalSeparator(column: String)
      /// The numbers of `column` are written in a form that is not read, or not all one way
      /// (`12.5%` beside `12,5 %`): saying the decimal separator reads them one way.
      case unreadNumberForm(column: String)
    }

    /// Creates a decoding failure for a reason.
    ///
    /// - Parameters:
    ///   - reason: Why it failed.
    ///   - line: The 1-based line; `nil` by default.
    ///   - column: The 1-based column; `nil` by default.
    ///   - path: The JSON path or the column's name; `nil` by default. A word of it longer than
    ///     200 characters is kept as its start and end around `…`.
    public init(_ reason: Reason, line: Int? = nil, column: Int? = nil, path: String? = nil) {
      self.reason = reason
      self.line = line
      self.column = column
      self.path = path.map(Self.shortenedWords)
    }

    /// Creates a decoding failure in the caller's own words (``Reason/unclassified(_:)``), said
    /// as they are in every language.
    ///
    /// A word of `message` or `path` longer than 200 characters (a huge column name or value) is
    /// kept as its start and end around `…`, so that it is never echoed whole.
    ///
    /// - Parameters:
    ///   - message: What was wrong.
    ///   - line: The 1-based line; `nil` by default.
    ///   - column: The 1-based column; `nil` by default.
    ///   - path: The JSON path or the column's name; `nil` by default.
    ///   - kind: What a program can act on; `nil` by default.
    public init(
      message: String, line: Int? = nil, column: Int? = nil, path: String? = nil, kind: Kind? = nil
    ) {
      self.init(.unclassified(message), line: line, column: column, path: path)
      self.assignedKind = kind
    }

    /// Whether two failures say the same at the same place: the same reason, or the same
    /// English message (a failure written in words equals the typed one that says it).
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.line == rhs.line && lhs.column == rhs.column && lhs.path == rhs.path && lhs.kind == rhs.kind
        && (lhs.reason == rhs.reason || lhs.message == rhs.message)
    }

    /// Hashes what `==` compares: the message and the place.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(message)
      hasher.combine(line)
      hasher.combine(column)
      hasher.combine(path)
    }

    /// The text a person reads, ``description``; named as on `Error`, so code written for the
    /// seed's `decodingError(Error)` payload (`error.localizedDescription`) reads the same.
    public var localizedDescription: String { description }

    /// `line 3, column 7: expected a number`, with whichever parts are known; a JSON path
    /// follows as `at $[41].temp`, a column's name as it is. In another language:
    /// ``description(in:)``.
    public var description: String { placed(message, in: nil) }
  }

  /// What is wrong with a request a caller built, found before anything is sent.
  ///
  /// A line break in a header name or value would add a header of the attacker's choosing; one
  /// in the method, or a space, would smuggle a second request line or change the path. Such a
  /// request is refused, whole, as ``DataError/invalidRequest(_:)``.
  public enum RequestFault: Sendable, Hashable, Codable {
    /// The method is empty or holds a character an HTTP token may not (a space, a line break,
    /// another separator or control character).
    case method(String)
    /// A header name is empty or holds a character an HTTP token may not.
    case headerName(String)
    /// The value of the header with this name holds a line break, NUL or another control
    /// character (a tab is allowed). The value is not kept: it may be a secret.
    case headerValue(name: String)
  }

}
