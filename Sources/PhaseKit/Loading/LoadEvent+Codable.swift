import Foundation

extension LoadEvent {
  private enum CodingKeys: String, CodingKey {
    case date, label, loadID, event, attempt, error, code, reason, failure, delay, duration, origin, bytes
    case detail, cause, interval, early
  }

  /// ISO 8601 with milliseconds, whatever the encoder's date strategy: log lines read the same
  /// everywhere.
  private static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// Decodes the flat JSON form written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let dateText = try container.decode(String.self, forKey: .date)
    guard let date = try? Self.dateStyle.parse(dateText) else {
      throw DecodingError.dataCorruptedError(
        forKey: .date, in: container, debugDescription: "not an ISO 8601 date: \(dateText)")
    }
    self.date = date
    label = try container.decode(String.self, forKey: .label)
    loadID = try container.decode(UInt64.self, forKey: .loadID)
    let name = try container.decode(String.self, forKey: .event)
    func field<T: Decodable>(_ key: CodingKeys) throws -> T { try container.decode(T.self, forKey: key) }
    // The error itself; a line written without it (an older log) keeps its words and code.
    func failure() throws -> DataError {
      if let error = try container.decodeIfPresent(DataError.self, forKey: .failure) { return error }
      let code: String = try field(.code)
      return .other(.init(domain: "PhaseKit.LoadEvent", code: 0, message: "\(code): " + (try field(.error) as String)))
    }
    switch name {
    case "started": kind = .started
    case "attemptStarted": kind = .attemptStarted(attempt: try field(.attempt))
    case "attemptFailed": kind = .attemptFailed(attempt: try field(.attempt), error: try failure())
    case "retryScheduled": kind = .retryScheduled(attempt: try field(.attempt), delay: try field(.delay))
    case "succeeded":
      kind = .succeeded(
        duration: try field(.duration), origin: try field(.origin),
        bytes: try container.decodeIfPresent(Int.self, forKey: .bytes))
    case "failed": kind = .failed(duration: try field(.duration), error: try failure())
    case "cancelled": kind = .cancelled
    case "refreshing":
      kind = .refreshing(
        cause: try field(.cause), interval: try container.decodeIfPresent(Double.self, forKey: .interval),
        early: try field(.early))
    case "cache": kind = .cache(try field(.detail))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .event, in: container, debugDescription: "unknown event \"\(name)\"")
    }
  }

  /// Encodes one flat object: `date`, `label`, `loadID`, `event` (``Kind/name``) and the kind's
  /// fields (`attempt`, `delay`, `duration`, `origin`, `bytes`, `detail`; for a failure `error`,
  /// the message in English, `code`, ``DataError/code``, `reason`, a decoding failure's reason
  /// code, and `failure`, the error).
  ///
  /// Logs are shipped to aggregators and attached to bug reports, so every text that may hold an
  /// address (`label`, `detail`, the failure) is written through ``SecretRedaction``: secret
  /// query values, passwords and `#credentials=` digests show as `…`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date.formatted(Self.dateStyle), forKey: .date)
    try container.encode(SecretRedaction.apply(to: label), forKey: .label)
    try container.encode(loadID, forKey: .loadID)
    try container.encode(kind.name, forKey: .event)
    switch kind {
    case .started, .cancelled: break
    case .attemptStarted(let attempt): try container.encode(attempt, forKey: .attempt)
    case .attemptFailed(let attempt, let error):
      try container.encode(attempt, forKey: .attempt)
      try encode(error, into: &container)
    case .retryScheduled(let attempt, let delay):
      try container.encode(attempt, forKey: .attempt)
      try container.encode(delay, forKey: .delay)
    case .succeeded(let duration, let origin, let bytes):
      try container.encode(duration, forKey: .duration)
      try container.encode(origin, forKey: .origin)
      try container.encodeIfPresent(bytes, forKey: .bytes)
    case .failed(let duration, let error):
      try container.encode(duration, forKey: .duration)
      try encode(error, into: &container)
    case .cache(let detail): try container.encode(SecretRedaction.apply(to: detail), forKey: .detail)
    case .refreshing(let cause, let interval, let early):
      try container.encode(cause, forKey: .cause)
      try container.encodeIfPresent(interval, forKey: .interval)
      try container.encode(early, forKey: .early)
    }
  }

  /// A failure's fields: `error`, `code`, `reason` (decoding failures) and `failure`.
  private func encode(_ error: DataError, into container: inout KeyedEncodingContainer<CodingKeys>) throws {
    let redacted = error.redactingSecrets
    try container.encode(redacted.message(in: .english), forKey: .error)
    try container.encode(error.code, forKey: .code)
    if case .decodingError(let failure) = error { try container.encode(failure.reason.code, forKey: .reason) }
    try container.encode(redacted, forKey: .failure)
  }
}

extension DataError {
  /// The error as a log keeps it: the secrets of the addresses it holds (query values such as
  /// `token=`, passwords) shown as `…` (``SecretRedaction``), and a decoding failure's names and
  /// values bounded as its message bounds them (``DecodingFailure/Reason/bounded``).
  var redactingSecrets: DataError {
    func redact(_ underlying: Underlying) -> Underlying {
      var copy = underlying
      copy.location = underlying.location.map(SecretRedaction.apply(to:))
      copy.message = SecretRedaction.apply(to: underlying.message)
      return copy
    }
    switch self {
    case .invalidURL(let text): return .invalidURL(SecretRedaction.apply(to: text))
    case .networkError(let underlying): return .networkError(redact(underlying))
    case .offline(let underlying): return .offline(redact(underlying))
    case .fileUnavailable(let underlying): return .fileUnavailable(redact(underlying))
    case .other(let underlying): return .other(redact(underlying))
    case .decodingError(var failure):
      failure.reason = failure.reason.bounded
      return .decodingError(failure)
    default: return self
    }
  }
}
