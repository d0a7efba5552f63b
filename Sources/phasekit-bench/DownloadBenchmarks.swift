import Foundation
import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Downloading 100 MB from a loopback HTTP server: the library's default client,
/// `HTTPClient.shared` (on Linux PhaseKit's HTTP/1.1 client over sockets, receiving straight into
/// the final buffer), against a plain socket read, curl, and a client on URLSession alone (what
/// `HTTPClient.shared` was on Linux before the socket client moved into PhaseKit), all from the
/// same server.
/// Target: at least 0.5× the peers' throughput, i.e. a time ratio ≤ 2.
///
/// Each round runs every contender once, in turn, so a load change on a shared machine hits them
/// alike; the figures are medians over the rounds. `DOWNLOAD_BENCH_MB` changes the size (default
/// 100), `DOWNLOAD_BENCH_ROUNDS` the rounds (default 7); `DOWNLOAD_BENCH_VERBOSE=1` prints every
/// sample.
///
/// With `DOWNLOAD_BENCH_HTTPS_URL` (a URL answering `DOWNLOAD_BENCH_MB` MB, such as
/// `openssl s_server -WWW` on 127.0.0.1) and `DOWNLOAD_BENCH_CA` (the PEM file that signed its
/// certificate), the same rounds also download it with a ``SocketTransport`` over TLS and with
/// `curl --cacert`, and report the one against the other.
let downloadBenchmarks = BenchmarkSuite(name: "download") {
  let environment = ProcessInfo.processInfo.environment
  let megabytes = environment["DOWNLOAD_BENCH_MB"].flatMap(Int.init) ?? 100
  let rounds = max(1, environment["DOWNLOAD_BENCH_ROUNDS"].flatMap(Int.init) ?? 7)
  let size = megabytes << 20
  let server = try LoopbackServer(bodySize: size)
  let url = URL(string: "http://127.0.0.1:\(server.port)/body")!
  let client = HTTPClient.shared
  let sessionClient = HTTPClient(transport: nil)
  // curl discarding the body (/dev/null), and keeping it (a file in /dev/shm or the temporary
  // folder), which is what PhaseKit and the socket read do.
  let kept =
    FileManager.default.fileExists(atPath: "/dev/shm")
    ? "/dev/shm/phasekit-bench-download" : NSTemporaryDirectory() + "phasekit-bench-download"
  defer { try? FileManager.default.removeItem(atPath: kept) }
  let curl = LoopbackServer.curlPath()
  func runCurl(_ target: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: curl!)
    process.arguments = ["-s", "-o", target, url.absoluteString]
    try process.run()
    process.waitUntilExit()
    precondition(process.terminationStatus == 0, "curl failed")
  }

  var contenders: [(name: String, run: () async throws -> Void)] = [
    (
      "PhaseKit HTTPClient.shared",
      {
        let (data, _) = try await client.data(for: URLRequest(url: url), maximumBodySize: size + 1)
        precondition(data.count == size, "short body: \(data.count)")
      }
    ),
    (
      "plain socket read",
      {
        let count = try LoopbackServer.readWithSocket(port: server.port, expectedSize: size)
        precondition(count >= size, "short socket read: \(count)")
      }
    ),
    (
      "HTTPClient on URLSession",
      {
        let (data, _) = try await sessionClient.data(for: URLRequest(url: url), maximumBodySize: size + 1)
        precondition(data.count == size, "short body: \(data.count)")
      }
    ),
  ]
  if curl != nil {
    contenders.append(("curl -o /dev/null", { try runCurl("/dev/null") }))
    contenders.append(("curl -o file", { try runCurl(kept) }))
  } else {
    print("download: curl not found; compared with the socket read and URLSession only")
  }
  let plainCount = contenders.count
  if let secure = environment["DOWNLOAD_BENCH_HTTPS_URL"].flatMap(URL.init(string:)),
    let authority = environment["DOWNLOAD_BENCH_CA"], let curl
  {
    let secureClient = HTTPClient(
      transport: SocketTransport(trustedCertificatesFile: authority, environment: [:]))
    contenders.append(
      (
        "PhaseKit SocketTransport https",
        {
          let (data, _) = try await secureClient.data(for: URLRequest(url: secure), maximumBodySize: size + 1)
          precondition(data.count == size, "short body: \(data.count)")
        }
      ))
    contenders.append(
      (
        "curl https -o /dev/null",
        {
          let process = Process()
          process.executableURL = URL(fileURLWithPath: curl)
          process.arguments = ["-s", "--cacert", authority, "-o", "/dev/null", secure.absoluteString]
          try process.run()
          process.waitUntilExit()
          precondition(process.terminationStatus == 0, "curl https failed")
        }
      ))
  }
  var samples = [[Double]](repeating: [], count: contenders.count)
  let clock = ContinuousClock()
  for round in 0...rounds {
    for (index, contender) in contenders.enumerated() {
      let started = clock.now
      try await contender.run()
      if round > 0 { samples[index].append((clock.now - started).seconds) }  // round 0 warms up
    }
  }
  if environment["DOWNLOAD_BENCH_VERBOSE"] != nil {
    for (index, contender) in contenders.enumerated() {
      print(contender.name, samples[index].map { String(format: "%.0f ms", $0 * 1000) }.joined(separator: " "))
    }
  }
  let medians = samples.map { $0.sorted()[$0.count / 2] }
  let rate = { (seconds: Double) in String(format: "%.0f MB/s", Double(megabytes) / seconds) }
  if contenders.count == plainCount + 2 {
    report(
      "download \(megabytes) MB, loopback https", ours: medians[plainCount], baseline: medians[plainCount + 1],
      baselineName: contenders[plainCount + 1].name, target: "≤ 2× (≥ 0.5× throughput)",
      extra: "ours \(rate(medians[plainCount])), curl \(rate(medians[plainCount + 1]))")
  }
  for index in 1..<plainCount {
    report(
      "download \(megabytes) MB, loopback", ours: medians[0], baseline: medians[index],
      baselineName: contenders[index].name, target: "≤ 2× (≥ 0.5× throughput)",
      extra: "ours \(rate(medians[0])), \(contenders[index].name) \(rate(medians[index]))")
  }
}

/// A minimal HTTP/1.0 server on 127.0.0.1 answering every request with the same body.
///
/// `@unchecked Sendable`: every stored property is a `let` set in `init` (the body is never
/// mutated), and the threads it starts only read them.
final class LoopbackServer: @unchecked Sendable {
  let port: Int
  private let listener: Int32
  private let body: [UInt8]

  init(bodySize: Int) throws {
    body = [UInt8](repeating: UInt8(ascii: "7"), count: bodySize)
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 64) == 0 else {
      throw NSError(domain: "LoopbackServer", code: Int(errno))
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    self.port = Int(UInt16(bigEndian: address.sin_port))
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.suffix(4).elementsEqual([13, 10, 13, 10]) {
      let n = read(connection, &buffer, buffer.count)
      guard n > 0 else { return }
      request += buffer[0..<n]
    }
    let header = "HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(body.count)\r\n\r\n"
    guard writeAll(connection, Array(header.utf8)[...]) else { return }
    var offset = 0
    while offset < body.count {
      let end = min(offset + (1 << 20), body.count)
      guard writeAll(connection, body[offset..<end]) else { return }
      offset = end
    }
  }

  private func writeAll(_ connection: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
    var written = 0
    return bytes.withUnsafeBytes { raw in
      while written < raw.count {
        let n = write(connection, raw.baseAddress! + written, raw.count - written)
        guard n > 0 else { return false }
        written += n
      }
      return true
    }
  }

  /// Reads the whole answer with a plain socket into one growing buffer; returns the body size.
  static func readWithSocket(port: Int, expectedSize: Int) throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw NSError(domain: "socket", code: Int(errno)) }
    let request = Array("GET /body HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
    // One buffer of the known size (uninitialised, so no zero-filling), read into directly: the
    // best a hand-written client that keeps the body can do.
    let capacity = expectedSize + (64 << 10)
    var count = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      while count < capacity {
        let n = read(fd, buffer.baseAddress! + count, capacity - count)
        if n <= 0 { break }
        count += n
      }
      initialized = count
    }
    var headerEnd = 0
    for i in 3..<min(count, 8192)
    where bytes[i - 3] == 13 && bytes[i - 2] == 10 && bytes[i - 1] == 13 && bytes[i] == 10 {
      headerEnd = i + 1
      break
    }
    return headerEnd == 0 ? 0 : count - headerEnd
  }

  static func curlPath() -> String? {
    ["/usr/bin/curl", "/usr/local/bin/curl", "/opt/homebrew/bin/curl"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
