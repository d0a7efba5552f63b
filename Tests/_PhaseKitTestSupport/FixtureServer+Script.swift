import Foundation
import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FixtureServer {
  /// Makes every later request to `path` behave as if `parameters` were its query (they win over
  /// the request's own), so a test can switch a URL a client keeps polling between good data,
  /// changed data, 500s, hangs and 304s. An empty dictionary clears it.
  ///
  /// - Parameters:
  ///   - path: The path, such as `/watch-1`.
  ///   - parameters: Fault parameters as in the server script's header (`body`, `status`, `hang`,
  ///     `etag`, …).
  public func set(path: String, _ parameters: [String: String]) async throws {
    _ = try await HTTPClient.shared.data(
      for: URLRequest(url: url(path: "/__set", query: parameters.merging(["path": path]) { a, _ in a })))
  }

  /// Scripts the answers to `path`: the n-th request after this call uses `steps[n]` (the last
  /// step repeats, or the list starts over when `cycle` is true).
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - steps: One parameter dictionary per request.
  ///   - cycle: Whether to start over after the last step; `false` by default.
  public func script(path: String, steps: [[String: String]], cycle: Bool = false) async throws {
    let json = String(decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
    _ = try await HTTPClient.shared.data(
      for: URLRequest(
        url: url(path: "/__script", query: ["path": path, "steps": json, "cycle": cycle ? "1" : "0"])))
  }

  /// Lets every `hold_after` answer to `path` (the first bytes sent, the rest held) send the rest
  /// of its body, now and later. A test that must see a body half-way holds it there for as long
  /// as its own side takes to be scheduled, then releases it.
  ///
  /// - Parameter path: The path, such as `/progress-1`.
  public func release(path: String) async throws {
    _ = try await HTTPClient.shared.data(for: URLRequest(url: url(path: "/__release", query: ["path": path])))
  }
}
