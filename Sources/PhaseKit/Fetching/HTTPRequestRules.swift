import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The rules a request's parts from callers must follow before anything is sent (RFC 9110): a
/// method and header names are tokens, header values hold no control character but a tab.
package enum HTTPRequestRules {
  /// The first fault of `method` and `headers`, or `nil` when HTTP allows them all.
  package static func fault(method: String, headers: [String: String]) -> DataError.RequestFault? {
    guard isToken(method) else { return .method(method) }
    // In name order, so the same request always names the same fault.
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      guard isToken(name) else { return .headerName(name) }
      guard isFieldValue(value) else { return .headerValue(name: name) }
    }
    return nil
  }

  /// The first fault of a built request: its method and every header it carries.
  package static func fault(in request: URLRequest) -> DataError.RequestFault? {
    fault(method: request.httpMethod ?? "GET", headers: request.allHTTPHeaderFields ?? [:])
  }

  /// Whether `text` is an RFC 9110 token: one or more `tchar`.
  package static func isToken(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy(isTokenByte)
  }

  /// Whether `text` may be a field value: no control character but a horizontal tab.
  package static func isFieldValue(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0 == "\t" || !($0.value < 0x20 || $0.value == 0x7F) }
  }

  /// RFC 9110 `tchar`: letters, digits and ``!#$%&'*+-.^_`|~``.
  package static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
      UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
      return true
    default: return false
    }
  }
}
