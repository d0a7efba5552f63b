import Foundation
import PhaseKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(6))) struct DataErrorClassificationTests {
  // Any library may put any code in the POSIX domain; classification must not trap on it.
  @Test(arguments: [Int(Int32.max) + 1, Int(Int32.min) - 1])
  func aPOSIXCodeOutsideInt32IsClassifiedAsOther(code: Int) {
    let error = NSError(domain: NSPOSIXErrorDomain, code: code)
    guard case .other(let underlying) = DataError.classify(error) else {
      Issue.record("expected .other")
      return
    }
    #expect(underlying.code == code)
  }

  /// The URL error codes Linux produces (measured: offline shows as -1004, -1003, -1001, -1005 or
  /// -1; a truncated body as -1; cancellation as -999) and the Apple-only ones.
  @Test(arguments: [
    (-999, "cancelled", false),
    (-1004, "offline.-1004", true),
    (-1003, "offline.-1003", true),
    (-1009, "offline.-1009", true),
    (-1020, "offline.-1020", true),
    (-1006, "offline.-1006", true),
    (-1001, "timedOut", true),
    (-1005, "networkError.-1005", true),
    (-1, "networkError.-1", true),
    (-1011, "networkError.-1011", true),
    (-1202, "networkError.-1202", false),
    (-1002, "invalidURL", false),
    (-1013, "unauthorized.401", false),
    (-1014, "emptyData", false),
    (-1102, "fileUnavailable.-1102", false),
  ])
  func urlErrorCodesAreClassifiedAndRetriedAsOnLinux(code: Int, expected: String, retryable: Bool) {
    let url = URL(string: "http://127.0.0.1:1/x")!
    let error = DataError.classify(URLError(URLError.Code(rawValue: code)!, userInfo: [:]), url: url)
    #expect(error.code == expected)
    #expect(error.isRetryable == retryable)
    let viaNSError = DataError.classify(NSError(domain: NSURLErrorDomain, code: code), url: url)
    #expect(viaNSError.code == expected)
  }

  @Test(arguments: [
    (200, nil as String?), (204, nil), (304, nil), (400, "http.400"), (401, "unauthorized.401"),
    (403, "unauthorized.403"), (404, "http.404"), (408, "http.408"), (429, "rateLimited"),
    (500, "http.500"), (501, "http.501"), (502, "http.502"), (503, "serviceUnavailable"),
    (504, "http.504"),
  ])
  func httpStatusesAreClassified(status: Int, expected: String?) {
    #expect(DataError.classify(httpStatus: status)?.code == expected)
  }

  @Test(arguments: [
    (408, true), (429, true), (500, true), (502, true), (503, true), (504, true),
    (400, false), (401, false), (403, false), (404, false), (410, false), (422, false), (501, false),
  ])
  func onlyStatusesThatCanSucceedOnRetryAreRetryable(status: Int, retryable: Bool) {
    #expect(DataError.classify(httpStatus: status)?.isRetryable == retryable)
  }

  @Test func retryAfterAcceptsSecondsAndHTTPDates() {
    let now = Date(timeIntervalSince1970: 1_445_412_450)  // Wed, 21 Oct 2015 07:27:30 GMT
    #expect(DataError.parseRetryAfter("120", now: now) == .seconds(120))
    #expect(DataError.parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now: now) == .seconds(30))
    #expect(DataError.parseRetryAfter("Wed, 21 Oct 2015 07:00:00 GMT", now: now) == .zero)
    #expect(DataError.parseRetryAfter("soon", now: now) == nil)
    #expect(DataError.parseRetryAfter("-3", now: now) == nil)
    #expect(DataError.classify(httpStatus: 429, retryAfter: "3") == .rateLimited(retryAfter: .seconds(3)))
  }

  @Test func cancellationOfEitherKindIsCancelled() {
    #expect(DataError.classify(CancellationError()) == .cancelled)
    #expect(DataError.classify(URLError(.cancelled)) == .cancelled)
    #expect(!DataError.cancelled.isRetryable)
  }

  @Test func decodingErrorsNameThePathAndNeverRetry() throws {
    struct Point: Decodable { var x: Double }
    do {
      _ = try JSONDecoder().decode([Point].self, from: Data(#"[{"x":1},{"x":"a"}]"#.utf8))
      Issue.record("expected a decoding error")
    } catch {
      let classified = DataError.classify(error)
      guard case .decodingError(let failure) = classified else {
        Issue.record("expected .decodingError, got \(classified)")
        return
      }
      #expect(failure.path == "$[1].x")
      #expect(!classified.isRetryable)
    }
  }

  @Test func fileErrorsAreFileUnavailableAndPermissionNeedsAction() {
    let missing = DataError.classify(CocoaError(.fileReadNoSuchFile), url: URL(fileURLWithPath: "/nope"))
    #expect(missing.code == "fileUnavailable.260")
    #expect(!missing.requiresAction)
    let denied = DataError.classify(CocoaError(.fileReadNoPermission))
    #expect(denied.requiresAction)
    #expect(DataError.classify(POSIXError(.EACCES)).requiresAction)
    #expect(DataError.classify(POSIXError(.ECONNREFUSED)).code == "offline.111")
  }

  @Test func unknownErrorsAreNotMistakenForNetworkErrors() {
    struct Oops: Error {}
    let error = DataError.classify(Oops())
    guard case .other = error else {
      Issue.record("expected .other, got \(error)")
      return
    }
    #expect(!error.isRetryable)
  }
}
