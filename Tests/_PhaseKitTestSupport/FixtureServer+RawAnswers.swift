import Foundation
import PhaseKit

extension FixtureServer {
  /// A URL whose answer is `bytes`, exactly as given: the fixture writes them (`raw=`, URL-safe
  /// base64) on the connection and closes it. Each call has a path of its own.
  ///
  /// - Parameter bytes: What the server answers, status line and all (or none).
  /// - Returns: The URL.
  public func url(answering bytes: Data) -> URL {
    let raw = bytes.base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
    return url(path: uniquePath("raw"), query: ["raw": raw])
  }

  /// The answers an HTTP client must survive, the same for a seed: 8 of random bytes (0 to 64)
  /// and 24 valid answers (a body by length, a chunked body with a trailer, a redirect) with 1 to
  /// 4 of their bytes changed.
  ///
  /// - Parameter seed: The generator's seed.
  /// - Returns: 32 answers, byte for byte.
  public static func randomAndMutatedAnswers(seed: UInt64) -> [[UInt8]] {
    var random = SeededGenerator(seed: seed)
    let valid = [
      "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;x=y\r\nhello\r\n0\r\nT: 1\r\n\r\n",
      "HTTP/1.0 302 Found\r\nLocation: /elsewhere?body=x\r\n\r\n",
    ].map { Array($0.utf8) }
    var answers: [[UInt8]] = (0..<8).map { _ in
      (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    }
    for _ in 0..<24 {
      var bytes = valid[Int.random(in: 0..<valid.count, using: &random)]
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
      }
      answers.append(bytes)
    }
    return answers
  }
}
