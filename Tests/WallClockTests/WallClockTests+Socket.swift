#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Testing
  import _PhaseKitTestSupport

  @testable import PhaseKit

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension WallClockTests {
    /// How soon PhaseKit's socket transport ends a request: after a cancel, an idle timeout, or
    /// an answer that is not HTTP. Each runs on a thread of its own (``withDedicatedThread``), its
    /// requests in child tasks that inherit it, so a resumption does not wait for the shared pool.
    @Suite(.timeLimit(.minutes(6))) struct Socket {
      /// Clients live for the whole process, as in SocketTransportTests.
      static let cancelClient = HTTPClient(transport: SocketTransport())

      /// SocketTransportTests.randomAndMutatedAnswersAlwaysEndCleanly: the same 32 answers (random
      /// bytes, and valid answers with bytes changed), 8 at a time with a 10 s idle timeout, all
      /// end within a minute; a request that never ended ran to the suite's time limit.
      @Test func randomAndMutatedAnswersEndWithinAMinute() async throws {
        let server = try await FixtureServer.shared()
        let answers = FixtureServer.randomAndMutatedAnswers(seed: 9)
        let transport = SocketTransport(idleTimeout: 10, maximumConnectionsPerHost: 8, additionalHeaders: [:])
        let (elapsed, ended) = await withDedicatedThread {
          let started = ContinuousClock.now
          let ended = await withTaskGroup(of: Bool.self) { group in
            for answer in answers {
              group.addTask {
                let url = server.url(answering: Data(answer))
                let outcome = await transport.data(for: URLRequest(url: url), maximumBodySize: 1 << 20, progress: { _ in })
                if case .finished = outcome { return true }
                return false
              }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
          }
          return (ContinuousClock.now - started, ended)
        }
        #expect(ended == answers.count)
        #expect(elapsed < .seconds(60))
      }

      /// SocketTransportTests.cancellingMidBodyEndsPromptlyAndLeavesNothingOpen: cancelled mid-body
      /// (an endless body) or while the server says nothing, a request is settled at once by the
      /// cancel handler; the bound only allows for a busy machine. Without it, the endless body ran
      /// on and the silent server waited for the 120 s idle timeout.
      @Test func cancellingEndsPromptly() async throws {
        let server = try await FixtureServer.start()
        defer { server.stop() }
        for query in [["endless": "1", "rate": "2000000"], ["hang": "1"]] {
          let url = server.url(path: "/cancel", query: query)
          let progress = Recorder<LoadProgress>()
          let (elapsed, result) = try await withDedicatedThread {
            try await withThrowingTaskGroup(of: Result<Data, DataError>.self) { group in
              group.addTask {
                await Socket.result { () async throws(DataError) -> Data in
                  try await Socket.cancelClient.data(for: URLRequest(url: url), maximumBodySize: .max) {
                    progress.append($0)
                  }.data
                }
              }
              // Mid-body: after the first progress report; hung: once the server has the request.
              if query["hang"] == nil {
                await progress.waitForCount(1)
              } else {
                #expect(try await server.waitForRequests(2, path: "/cancel"))
              }
              let cancelled = ContinuousClock.now
              group.cancelAll()
              let result = try await group.next()
              return (ContinuousClock.now - cancelled, result)
            }
          }
          #expect(throws: DataError.cancelled) { try result?.get() }
          #expect(elapsed < .seconds(20), "\(query)")
        }
      }

      /// SocketTransportTests.theIdleTimeoutEndsASilentServerButNotASlowOne: with a 1 s idle
      /// timeout, a server that says nothing, or stops after 100 bytes, is given up within 15 s;
      /// without the idle timeout it hung to the suite's time limit.
      @Test func theIdleTimeoutEndsASilentServerSoon() async throws {
        let server = try await FixtureServer.shared()
        let transport = SocketTransport(idleTimeout: 1, maximumConnectionsPerHost: 4, additionalHeaders: [:])
        for query in [["hang": "1"], ["hang_after": "100"]] {
          let url = server.url(path: server.uniquePath("idle"), query: query)
          let (elapsed, outcome) = await withDedicatedThread {
            let started = ContinuousClock.now
            let outcome = await transport.data(for: URLRequest(url: url), maximumBodySize: .max, progress: { _ in })
            return (ContinuousClock.now - started, outcome)
          }
          guard case .finished(let result) = outcome else {
            Issue.record("\(query): handed off")
            continue
          }
          #expect(throws: DataError.timedOut(after: .zero)) { try result.get() }
          #expect(elapsed < .seconds(15), "\(query)")
        }
      }

      static func result(_ body: () async throws(DataError) -> Data) async -> Result<Data, DataError> {
        do { return .success(try await body()) } catch { return .failure(error) }
      }
    }
  }
#endif
