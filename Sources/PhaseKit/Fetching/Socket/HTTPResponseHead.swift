#if canImport(Glibc) && canImport(CZlib)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The status line and header fields of an HTTP/1.x response, parsed strictly enough that
  /// garbage is an error and leniently enough for real servers (bare LF line ends, folded lines).
  struct HTTPResponseHead {
    /// `HTTP/1.1` or `HTTP/1.0`, as the server wrote it.
    var version: String
    var status: Int
    /// The fields in the order received, names as the server spelled them.
    var fields: [(name: String, value: String)]

    /// The most bytes a head may take; a larger one is a bad response (libcurl allows 100 KB).
    static let maximumSize = 256 << 10

    /// Whether `bytes` (the start of an answer) can still be HTTP: `false` as soon as they differ
    /// from `HTTP/`, so a server speaking another protocol fails at once instead of timing out.
    static func canBeHTTP(_ bytes: UnsafeRawBufferPointer) -> Bool {
      let prefix: [UInt8] = Array("HTTP/".utf8)
      for index in 0..<min(bytes.count, prefix.count) where bytes[index] != prefix[index] {
        return false
      }
      return true
    }

    /// The offset just past the blank line that ends the head, or `nil` when it has not arrived.
    ///
    /// - Parameters:
    ///   - bytes: The bytes received so far.
    ///   - start: Where the previous search stopped, so a head arriving in pieces is scanned once.
    static func end(in bytes: UnsafeRawBufferPointer, searchingFrom start: Int) -> Int? {
      var index = max(0, start - 3)
      while index < bytes.count {
        if bytes[index] == 0x0A {
          if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return index + 2 }
          if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { return index + 3 }
        }
        index += 1
      }
      return nil
    }

    /// Parses a complete head (as delimited by ``end(in:searchingFrom:)``).
    ///
    /// - Throws: -1002 (classified as "not HTTP") when the status line is not HTTP/1.x, -1011
    ///   (bad server response) for a malformed status code or header line.
    init(parsing bytes: UnsafeRawBufferPointer) throws(TransportFailure) {
      // Split on LF bytes (in a String, CR LF is one Character and would not split on "\n").
      var lines: [Substring] = []
      for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
        let trimmed = line.last == 0x0D ? line.dropLast() : line
        lines.append(Substring(String(decoding: trimmed, as: UTF8.self)))
      }
      while lines.last?.isEmpty == true { lines.removeLast() }
      guard let statusLine = lines.first else { throw .url(code: -1002, message: nil) }
      (version, status) = try Self.parseStatusLine(statusLine)
      fields = []
      for line in lines.dropFirst() {
        if line.first == " " || line.first == "\t" {
          // An obsolete folded continuation: part of the previous field's value.
          guard !fields.isEmpty else { throw .badResponse("a header line starts with a space") }
          let more = line.trimmingCharacters(in: .whitespaces)
          if !more.isEmpty { fields[fields.count - 1].value += " " + more }
          continue
        }
        guard let colon = line.firstIndex(of: ":") else {
          throw .badResponse("a header line without a colon")
        }
        let name = line[..<colon]
        guard !name.isEmpty, name.utf8.allSatisfy(HTTPRequestRules.isTokenByte) else {
          throw .badResponse("a header name with characters HTTP does not allow")
        }
        fields.append((String(name), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
      }
    }

    private static func parseStatusLine(_ line: Substring) throws(TransportFailure) -> (String, Int) {
      let bytes = Array(line.utf8)
      // HTTP/d.d SP ddd [SP reason]
      guard bytes.count >= 8, bytes.starts(with: Array("HTTP/".utf8)), isDigit(bytes[5]), bytes[6] == 0x2E,
        isDigit(bytes[7])
      else { throw .url(code: -1002, message: nil) }
      guard bytes[5] == 0x31 else { throw .badResponse("HTTP version \(line.prefix(8)) is not 1.x") }
      guard bytes.count >= 12, bytes[8] == 0x20, isDigit(bytes[9]), isDigit(bytes[10]), isDigit(bytes[11]),
        bytes.count == 12 || bytes[12] == 0x20, bytes[9] != 0x30
      else { throw .badResponse("a malformed status line") }
      let status = bytes[9...11].reduce(0) { $0 * 10 + Int($1 - 0x30) }
      return (String(decoding: bytes[0..<8], as: UTF8.self), status)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Every value of a field (case-insensitive name), joined with `, ` as URLSession joins
    /// repeated fields; `nil` when absent.
    func value(for name: String) -> String? {
      let values = fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
      return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// The fields as `HTTPURLResponse` takes them: repeated fields joined with `, ` under the
    /// first spelling of their name.
    var headerFields: [String: String] {
      var result: [String: String] = [:]
      var spelling: [String: String] = [:]
      for (name, value) in fields {
        let key = name.lowercased()
        if let first = spelling[key] {
          result[first]! += ", " + value
        } else {
          spelling[key] = name
          result[name] = value
        }
      }
      return result
    }

    /// The announced body length: `nil` when absent.
    ///
    /// - Throws: -1011 when the value is not a number, or repeated with different numbers.
    func contentLength() throws(TransportFailure) -> Int? {
      guard let text = value(for: "Content-Length") else { return nil }
      var length: Int?
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let digits = part.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.utf8.allSatisfy(Self.isDigit), digits.count <= 18,
          let value = Int(digits),
          length == nil || length == value
        else { throw .badResponse("a malformed Content-Length: \(text.prefix(40))") }
        length = value
      }
      return length
    }
  }
#endif
