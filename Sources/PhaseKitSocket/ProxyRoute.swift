#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc
  import PhaseKit

  /// Which HTTP proxy a plain `http://` request goes through, from the variables curl and libcurl
  /// read: `http_proxy` (or `HTTP_PROXY`), else `all_proxy` (or `ALL_PROXY`), unless `no_proxy`
  /// (or `NO_PROXY`) exempts the host.
  ///
  /// `no_proxy` is a comma-separated list: `*` exempts every host; a name exempts itself and its
  /// subdomains (`example.com`, `.example.com`); an IP address, with or without brackets, itself
  /// (`::1`, `[::1]`, `127.0.0.1`); an address with a prefix length a network (`10.0.0.0/8`,
  /// `fd00::/8`).
  struct ProxyRoute: Sendable {
    /// The proxy to connect to.
    struct Proxy: Sendable, Equatable {
      var host: String
      var port: Int
      /// `Basic …` from the proxy URL's user and password, for `Proxy-Authorization`.
      var authorization: String?
    }

    /// The proxy for `http://`, when one is set; `nil` also when it is set to a kind this client
    /// does not speak (see ``isUnsupported``).
    let proxy: Proxy?
    /// Whether a proxy is set that only URLSession speaks (`https://`, `socks5://`, …).
    let isUnsupported: Bool
    private let exemptions: [String]

    /// No proxy.
    static let direct = ProxyRoute(environment: { _ in nil })

    init(environment: (String) -> String?) {
      func value(_ names: String...) -> String? {
        for name in names {
          if let text = environment(name), !text.trimmingCharacters(in: .whitespaces).isEmpty { return text }
        }
        return nil
      }
      exemptions = (value("no_proxy", "NO_PROXY") ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }.filter { !$0.isEmpty }
      guard
        var text = value("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY")?
          .trimmingCharacters(in: .whitespaces)
      else {
        proxy = nil
        isUnsupported = false
        return
      }
      if !text.contains("://") { text = "http://" + text }
      guard let url = URL(string: text), url.scheme?.lowercased() == "http", let host = url.host,
        !host.isEmpty
      else {
        proxy = nil
        isUnsupported = true
        return
      }
      let (_, authorization) = HTTPSource.splitCredentials(of: url)
      var bare = host
      if bare.hasPrefix("["), bare.hasSuffix("]") { bare = String(bare.dropFirst().dropLast()) }
      proxy = Proxy(host: bare, port: url.port ?? 1080, authorization: authorization)
      isUnsupported = false
    }

    /// The proxy `url` goes through; `nil` to connect directly.
    func proxy(for url: URL) -> Proxy? {
      guard let proxy, let host = url.host?.lowercased(), !isExempt(host) else { return nil }
      return proxy
    }

    /// Whether `no_proxy` exempts `host` (a name, or an IP literal with or without brackets).
    func isExempt(_ host: String) -> Bool {
      let host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
      let address = IPAddress(host)
      for entry in exemptions {
        if entry == "*" { return true }
        var pattern = entry.hasPrefix("[") ? String(entry.dropFirst().prefix { $0 != "]" }) : entry
        if let address, let slash = pattern.firstIndex(of: "/"),
          let bits = Int(pattern[pattern.index(after: slash)...]),
          let network = IPAddress(String(pattern[..<slash]))
        {
          if network.contains(address, prefixLength: bits) { return true }
          continue
        }
        if let address, let exact = IPAddress(pattern) {
          if exact == address { return true }
          continue
        }
        if pattern.hasPrefix(".") { pattern.removeFirst() }
        // A name: itself or a subdomain; a port after it is not compared.
        if let colon = pattern.lastIndex(of: ":"), !pattern.contains("::") {
          pattern = String(pattern[..<colon])
        }
        if host == pattern || host.hasSuffix("." + pattern) { return true }
      }
      return false
    }
  }

  /// An IPv4 or IPv6 address as its bytes.
  struct IPAddress: Equatable {
    let bytes: [UInt8]

    init?(_ text: String) {
      var v4 = in_addr()
      var v6 = in6_addr()
      if inet_pton(AF_INET, text, &v4) == 1 {
        bytes = withUnsafeBytes(of: &v4) { Array($0) }
      } else if inet_pton(AF_INET6, text, &v6) == 1 {
        bytes = withUnsafeBytes(of: &v6) { Array($0) }
      } else {
        return nil
      }
    }

    /// Whether `other` is in the network of this address's first `prefixLength` bits.
    func contains(_ other: IPAddress, prefixLength: Int) -> Bool {
      guard bytes.count == other.bytes.count, prefixLength >= 0, prefixLength <= bytes.count * 8 else {
        return false
      }
      var left = prefixLength
      for index in bytes.indices where left > 0 {
        let mask: UInt8 = left >= 8 ? 0xFF : ~(0xFF >> UInt8(left))
        if bytes[index] & mask != other.bytes[index] & mask { return false }
        left -= 8
      }
      return true
    }
  }
#endif
