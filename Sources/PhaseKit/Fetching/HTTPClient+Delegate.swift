import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session's delegate: routes callbacks to the ``Transfer`` of each task.
///
/// Each transfer is removed from the table exactly once, by whoever settles it first (completion,
/// the size limit, or cancellation), so its continuation is resumed exactly once.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private let transfers = Lock<[Int: Transfer]>([:])
  /// Headers dropped, like `Authorization`, on a redirect to another origin.
  private let sensitiveHeaders: Set<String>

  init(sensitiveHeaders: Set<String> = []) {
    self.sensitiveHeaders = sensitiveHeaders
  }

  func register(_ id: Int, _ transfer: Transfer) {
    transfers.withLock { $0[id] = transfer }
  }

  /// Settles a transfer if it is still open; later callbacks for it are ignored.
  func finish(_ id: Int, with result: Result<(data: Data, response: HTTPURLResponse), DataError>) {
    let transfer = transfers.withLock { $0.removeValue(forKey: id) }
    transfer?.continuation.resume(returning: result)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let id = dataTask.taskIdentifier
    let tooLarge: DataError? = transfers.withLock { transfers in
      guard var transfer = transfers[id] else { return nil }
      transfer.response = response as? HTTPURLResponse
      transfer.expectedBytes = transfer.announcedLength
      if let expected = transfer.expectedBytes, expected > transfer.maximumBodySize {
        return .tooLarge(limit: transfer.maximumBodySize)
      }
      transfers[id] = transfer
      return nil
    }
    if let tooLarge {
      finish(id, with: .failure(tooLarge))
      completionHandler(.cancel)
    } else {
      completionHandler(.allow)
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let id = dataTask.taskIdentifier
    let step: Transfer.Step? = transfers.withLock { transfers in
      // The body grows in place (amortised O(n)): copying the transfer out of the table and back
      // would copy the whole body on every chunk, O(n²) for a large download.
      guard let index = transfers.index(forKey: id) else { return nil }
      return transfers.values[index].receive(data)
    }
    switch step {
    case .progress(let report, let progress): report(progress)
    case .tooLarge(let limit):
      finish(id, with: .failure(.tooLarge(limit: limit)))
      dataTask.cancel()
    case nil: break
    }
  }

  /// Follows a redirect to http or https only, never from https to http (``HTTPRedirectRules``),
  /// without the request's credentials when it leads to another origin; any other redirect ends
  /// the transfer as the server's fault.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let origin = response.url ?? task.currentRequest?.url
    // Judged on the Location the server sent: FoundationNetworking turns a `file:///x` without a
    // host into `http://<this host>/x` before asking.
    let location = response.value(forHTTPHeaderField: "Location").flatMap {
      URL(string: $0.trimmingCharacters(in: .whitespaces), relativeTo: origin)?.absoluteURL
    }
    guard let refusal = HTTPRedirectRules.refusal(from: origin, to: location ?? request.url) else {
      // FoundationNetworking copies every header to the next request, credentials included,
      // whatever host it leads to.
      completionHandler(
        HTTPRedirectRules.withoutCrossOriginCredentials(request, from: origin, sensitive: sensitiveHeaders))
      return
    }
    finish(task.taskIdentifier, with: .failure(refusal))
    completionHandler(nil)
    task.cancel()
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let id = task.taskIdentifier
    guard let transfer = transfers.withLock({ $0.removeValue(forKey: id) }) else { return }
    transfer.continuation.resume(returning: Self.outcome(of: transfer, error: error))
  }

  /// A failed TLS handshake as the code Apple platforms give it: on Linux, FoundationNetworking
  /// reports an untrusted certificate (libcurl's "SSL certificate problem: …") and other TLS
  /// failures as -1, which reads as a lost connection ("check your internet connection").
  /// -1202 for a certificate, -1200 for any other TLS failure, with libcurl's words; `nil` for
  /// anything else.
  private static func tlsFailure(_ error: NSError, url: URL?) -> DataError? {
    guard error.domain == NSURLErrorDomain, error.code == -1, url?.scheme?.lowercased() == "https",
      let description = error.userInfo[NSLocalizedDescriptionKey] as? String
    else { return nil }
    let lowered = description.lowercased()
    let code: Int
    if lowered.contains("certificate") {
      code = -1202
    } else if lowered.hasPrefix("ssl") || lowered.contains("tls") {
      code = -1200
    } else {
      return nil
    }
    return DataError.classify(
      urlErrorCode: code, message: DataError.urlErrorMessage(code) + ": " + description.prefix(200), url: url)
  }

  private static func outcome(of transfer: Transfer, error: (any Error)?)
    -> Result<(data: Data, response: HTTPURLResponse), DataError>
  {
    let location = transfer.url?.absoluteString
    if let error {
      let nsError = error as NSError
      if let tls = tlsFailure(nsError, url: transfer.url) { return .failure(tls) }
      let classified =
        nsError.domain == NSURLErrorDomain
        ? DataError.classify(transferErrorCode: nsError.code, url: transfer.url)
        : DataError.classify(error, url: transfer.url)
      // Once headers arrived, a dropped connection means a truncated body, whatever code libcurl
      // picked (-1 or -1005 on Linux): that is a network fault, never "offline".
      if transfer.response != nil, case .offline(let underlying) = classified {
        return .failure(.networkError(underlying))
      }
      return .failure(classified)
    }
    guard let response = transfer.response else {
      return .failure(
        .networkError(
          .init(domain: "PhaseKit", code: -1, message: "no HTTP response", location: location)))
    }
    let hasBody = transfer.method != "HEAD" && response.statusCode != 304 && response.statusCode != 204
    if hasBody, let expected = transfer.expectedBytes, Int64(transfer.data.count) < expected {
      return .failure(
        .networkError(
          .init(
            domain: "PhaseKit", code: -1,
            message: "body truncated: received \(transfer.data.count) of \(expected) bytes",
            location: location)))
    }
    return .success((transfer.data, response))
  }
}
