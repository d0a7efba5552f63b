import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Code that sends some of an ``HTTPClient``'s requests instead of its `URLSession`.
///
/// A client without a transport sends everything on URLSession. A client made with one offers it
/// every request first; the transport either answers it or hands it back (the request itself, or
/// where a redirect led) for URLSession to send. On Linux, PhaseKit has one of its own,
/// ``SocketTransport``, an HTTP/1.1 client over sockets for plain `http://`, which
/// ``HTTPClient/shared`` uses.
///
/// ```swift
/// let client = HTTPClient(transport: SocketTransport(additionalHeaders: ["X-Team": "blue"]))
/// let source = HTTPSource(url: url, client: client)
/// ```
///
/// > Important: A transport must give the same results and the same ``DataError`` as URLSession
/// > for the same exchange (statuses are returned as they are; ``HTTPSource`` maps them), hold
/// > `maximumBodySize` on the decoded size as bytes arrive, end with ``DataError/cancelled`` as
/// > soon as the task is cancelled, and never block Swift's cooperative thread pool.
public protocol HTTPTransport: Sendable {
  /// Sends `request`, or hands it back to the client's URLSession.
  ///
  /// - Parameters:
  ///   - request: The request, as the client got it.
  ///   - maximumBodySize: The largest body accepted, in decoded bytes.
  ///   - progress: Called as bytes arrive, and once with the final count.
  /// - Returns: The transport's answer, or the request URLSession should send instead.
  func send(
    _ request: URLRequest, maximumBodySize: Int, progress: @escaping @Sendable (LoadProgress) -> Void
  ) async -> HTTPTransportOutcome
}

/// What an ``HTTPTransport`` did with a request.
public enum HTTPTransportOutcome: Sendable {
  /// The exchange ended: the body and the response (any status), or the classified failure.
  case finished(Result<(data: Data, response: HTTPURLResponse), DataError>)
  /// URLSession should send this request: the one given (the transport does not handle it), or
  /// the one a redirect leads to (another scheme, such as `https`).
  case handOff(URLRequest)
}
