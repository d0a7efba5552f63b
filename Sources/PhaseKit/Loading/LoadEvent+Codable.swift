import Foundation

extension LoadEvent {
  private enum CodingKeys: String, CodingKey {
    case date, label, loadID, event, attempt, error, code, delay, duration, origin, bytes, detail
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
    switch name {
    case "started": kind = .started
    case "attemptStarted": kind = .attemptStarted(attempt: try field(.attempt))
    case "attemptFailed":
      kind = .attemptFailed(attempt: try field(.attempt), error: try field(.error), code: try field(.code))
    case "retryScheduled": kind = .retryScheduled(attempt: try field(.attempt), delay: try field(.delay))
    case "succeeded":
      kind = .succeeded(
        duration: try field(.duration), origin: try field(.origin),
        bytes: try container.decodeIfPresent(Int.self, forKey: .bytes))
    case "failed":
      kind = .failed(duration: try field(.duration), error: try field(.error), code: try field(.code))
    case "cancelled": kind = .cancelled
    case "cache": kind = .cache(try field(.detail))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .event, in: container, debugDescription: "unknown event \"\(name)\"")
    }
  }

  /// Encodes one flat object: `date`, `label`, `loadID`, `event` (``Kind/name``) and the kind's
  /// fields (`attempt`, `error`, `code`, `delay`, `duration`, `origin`, `bytes`, `detail`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date.formatted(Self.dateStyle), forKey: .date)
    try container.encode(label, forKey: .label)
    try container.encode(loadID, forKey: .loadID)
    try container.encode(kind.name, forKey: .event)
    switch kind {
    case .started, .cancelled: break
    case .attemptStarted(let attempt): try container.encode(attempt, forKey: .attempt)
    case .attemptFailed(let attempt, let error, let code):
      try container.encode(attempt, forKey: .attempt)
      try container.encode(error, forKey: .error)
      try container.encode(code, forKey: .code)
    case .retryScheduled(let attempt, let delay):
      try container.encode(attempt, forKey: .attempt)
      try container.encode(delay, forKey: .delay)
    case .succeeded(let duration, let origin, let bytes):
      try container.encode(duration, forKey: .duration)
      try container.encode(origin, forKey: .origin)
      try container.encodeIfPresent(bytes, forKey: .bytes)
    case .failed(let duration, let error, let code):
      try container.encode(duration, forKey: .duration)
      try container.encode(error, forKey: .error)
      try container.encode(code, forKey: .code)
    case .cache(let detail): try container.encode(detail, forKey: .detail)
    }
  }
}
