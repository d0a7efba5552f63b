#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  /// Which proxy a plain `http://` request goes through, from the variables curl and libcurl
  /// read: `http_proxy`, else `all_proxy` (or `ALL_PROXY`), unless `no_proxy` (or `NO_PROXY`)
  /// exempts the host.
  ///
  /// `HTTP_PROXY` in upper case is ignored, as curl ignores it: a CGI program receives a request's
  /// `Proxy:` header as `HTTP_PROXY`, so a client that obeyed it would send its requests through
  /// a proxy any caller named (httpoxy, CVE-2016-5385).
  ///
  /// The proxy is an HTTP proxy (`http://`, or no scheme) or a SOCKS one: `socks5://` (the client
  /// resolves the name), `socks5h://` (the proxy does), `socks4://` or `socks://`, `socks4a://`.
  /// Any other kind (`https://`) is ``isUnsupported``.
  ///
  /// `no_proxy` is a comma-separated list: `*` exempts every host; a name exempts itself and its
  /// subdomains (`example.com`, `.example.com`); an IP address, with or without brackets, itself
  /// (`::1`, `[::1]`, `127.0.0.1`); an address with a prefix length a network (`10.0.0.0/8`,
  /// `fd00::/8`).
  struct ProxyRoute: Sendable {
    /// The proxy to connect to.
    struct Proxy: Sendable, Equatable {
      /// The protocol spoken to the proxy.
      enum Kind: String, Sendable, Equatable {
        /// An HTTP proxy: the request in absolute form.
        case http
        /// SOCKS 4: the client resolves the name to an IPv4 address.
        case socks4
        /// SOCKS 4a: the proxy resolves the name.
        case socks4a
        /// SOCKS 5: the client resolves the name.
        case socks5
        /// SOCKS 5 with the name resolved by the proxy.
        case socks5h
      }

      var host: String
      var port: Int
      /// `Basic …` from the proxy URL's user and password, for `Proxy-Authorization`.
      var authorization: String?
      /// How the proxy is spoken to; HTTP by default.
      var kind: Kind = .http
      /// The proxy URL's user and password, for a SOCKS proxy (RFC 1929; SOCKS 4 sends the user).
      var user: String?
      var password: String?
    }

    /// The proxy for `http://`, when one is set; `nil` also when it is set to a kind this client
    /// does not speak (see ``isUnsupported``).
    let proxy: Proxy?
    /// Whether a proxy is set of a kind this client does not speak (`https://`); the scheme is
    /// ``unsupportedScheme``.
    let isUnsupported: Bool
    /// The scheme of an unsupported proxy, such as `https`; never its address or credentials.
    let unsupportedScheme: String?
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
      // `http_proxy` in lower case only (see the type's discussion on httpoxy).
      guard
        var text = value("http_proxy", "all_proxy", "ALL_PROXY")?
          .trimmingCharacters(in: .whitespaces)
      else {
        proxy = nil
        isUnsupported = false
        unsupportedScheme = nil
        return
      }
      if !text.contains("://") { text = "http://" + text }
      let scheme = URL(string: text)?.scheme?.lowercased() ?? ""
      let kinds: [String: Proxy.Kind] = [
        "http": .http, "socks": .socks4, "socks4": .socks4, "socks4a": .socks4a, "socks5": .socks5,
        "socks5h": .socks5h,
      ]
      guard let url = URL(string: text), let kind = kinds[scheme], let host = url.host, !host.isEmpty else {
        proxy = nil
        isUnsupported = true
        unsupportedScheme = scheme.isEmpty ? "?" : scheme
        return
      }
      let (_, authorization) = HTTPSource.splitCredentials(of: url)
      var bare = host
      if bare.hasPrefix("["), bare.hasSuffix("]") { bare = String(bare.dropFirst().dropLast()) }
      proxy = Proxy(
        host: bare, port: url.port ?? 1080, authorization: kind == .http ? authorization : nil, kind: kind,
        user: kind == .http ? nil : url.user(percentEncoded: false),
        password: kind == .http ? nil : url.password(percentEncoded: false))
      isUnsupported = false
      unsupportedScheme = nil
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
