import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HTTPTransportTests {
  @Test func probeRedirectLimit() async throws {
    let server = try await FixtureServer.shared()
    for k in [15, 16, 17, 19, 20, 21, 29, 30, 31, 50] {
      let url = server.url(path: server.uniquePath("hops"), query: ["hops": "\(k)", "body": "x"])
      let session = HTTPClient(transport: .urlSession)
      let ours = HTTPClient(transport: .automatic)
      var a = "", b = ""
      do { a = "\(try await session.data(for: URLRequest(url: url)).data.count)" } catch { a = "\(error)" }
      do { b = "\(try await ours.data(for: URLRequest(url: url)).data.count)" } catch { b = "\(error)" }
      print("PROBE", k, a, b)
    }
  }
}
