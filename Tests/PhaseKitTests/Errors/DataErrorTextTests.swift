import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@Suite(.timeLimit(.minutes(6))) struct DataErrorTextTests {
  static let underlying = DataError.Underlying(
    domain: NSURLErrorDomain, code: -1005, message: "the network connection was lost",
    location: "http://x/a")

  @Test(arguments: [
    (DataError.invalidURL("::"), "Invalid URL", "无效的URL"),
    (
      .networkError(underlying), "Network error: the network connection was lost",
      "网络错误: 连接在应答完整到达之前中断"
    ),
    (.offline(underlying), "Can't reach the server. You may be offline.", "无法连接到服务器，您可能处于离线状态。"),
    (.timedOut(after: .seconds(15)), "The request timed out after 15 s.", "请求超时（15 秒 内无响应）。"),
    (.timedOut(after: .zero), "The request timed out.", "请求超时。"),
    (.httpStatus(404), "The server returned an error (HTTP 404).", "服务器返回错误（HTTP 404）。"),
    (
      .unauthorized(status: 401), "Sign-in required: the server refused the credentials (HTTP 401).",
      "需要登录：服务器拒绝了凭据（HTTP 401）。"
    ),
    (
      .unauthorized(status: 403), "Permission denied: you don't have access to this data (HTTP 403).",
      "没有权限：您无权访问这些数据（HTTP 403）。"
    ),
    (.rateLimited(retryAfter: .seconds(90)), "Too many requests. Try again in 90 s.", "请求过于频繁，请在 90 秒 后重试。"),
    (
      .rateLimited(retryAfter: .seconds(120)), "Too many requests. Try again in 2 min.", "请求过于频繁，请在 2 分钟 后重试。"
    ),
    (.rateLimited(retryAfter: nil), "Too many requests.", "请求过于频繁。"),
    (
      .serviceUnavailable(retryAfter: .seconds(5)), "The service is temporarily unavailable (HTTP 503).",
      "服务暂时不可用（HTTP 503）。"
    ),
    (.tooLarge(limit: 64 << 20), "The data is too large (limit 64 MB).", "数据过大（上限 64 MB）。"),
    (
      .decodingError(.init(.unexpected(expected: .number, found: .text("hot")), line: 3, column: 7)),
      "Data could not be read: line 3, column 7: expected a number, found \"hot\"",
      "数据解析错误: 第 3 行第 7 列：应为数字，实际为 \"hot\""
    ),
    (.emptyData, "No data available", "没有可用数据"),
    (
      .fileUnavailable(
        .init(domain: NSPOSIXErrorDomain, code: Int(ENOENT), message: "no such file", location: "/d/a.csv")),
      "The file could not be read: /d/a.csv (no such file)", "无法读取文件: /d/a.csv (文件不存在)"
    ),
    (
      .fileUnavailable(
        .init(domain: NSPOSIXErrorDomain, code: Int(EACCES), message: "denied", location: "/d/a.csv")),
      "Permission denied: the file /d/a.csv may not be read.", "没有权限读取文件 /d/a.csv。"
    ),
    (.cancelled, "The load was cancelled.", "加载已取消。"),
    (.other(.init(domain: "App", code: 1, message: "boom")), "Unexpected error: boom", "意外错误: boom"),
    (
      .invalidRequest(.headerName("X-A\r\nB")),
      "The request cannot be sent: the header name \"X-A␍␊B\" is not an HTTP token",
      "无法发送请求：请求头名称 \"X-A␍␊B\" 不是合法的 HTTP 标记"
    ),
  ])
  func everyCaseHasItsTextInBothLanguages(error: DataError, english: String, chinese: String) {
    #expect(error.message(in: .english) == english)
    #expect(error.message(in: .simplifiedChinese) == chinese)
    // Data that arrived and could not be read did not fail to load: its title says so.
    if case .decodingError = error {
      #expect(error.presentation(in: .english).title == "Could not read the data")
      #expect(error.presentation(in: .simplifiedChinese).title == "无法读取数据")
    } else {
      #expect(error.presentation(in: .english).title == "Failed to load")
      #expect(error.presentation(in: .simplifiedChinese).title == "加载失败")
    }
    #expect(error.presentation(in: .simplifiedChinese).retryTitle == "重试")
    if error != .cancelled {
      #expect(error.recoverySuggestion(in: .english)?.isEmpty == false)
      #expect(error.recoverySuggestion(in: .simplifiedChinese)?.isEmpty == false)
    }
  }

  /// The transport failures people meet most are said in their language, with advice that
  /// fits: a loop or a port that is not HTTP is the address's fault, a broken body the
  /// server's, a name that does not resolve may be either a typo or no network.
  @Test func transportFailuresAreSaidInTheUsersLanguageWithFittingAdvice() {
    func network(_ code: Int, _ message: String = "words of the transport") -> DataError {
      .classify(urlErrorCode: code, message: message, url: URL(string: "http://data.example/a.csv"))
    }
    let loop = network(-1007)
    #expect(loop.message(in: .simplifiedChinese) == "网络错误: 重定向次数过多：服务器在循环重定向")
    #expect(loop.message(in: .english) == "Network error: words of the transport")
    #expect(loop.recoverySuggestion(in: .english) == "Check the address; the data may have moved.")
    #expect(!loop.isRetryable)
    // What a valid http URL whose answer is not HTTP becomes (the transport classifies it so).
    let notHTTP = DataError.networkError(
      .init(domain: NSURLErrorDomain, code: -1002, message: "the server's answer is not HTTP", location: nil))
    #expect(notHTTP.message(in: .simplifiedChinese) == "网络错误: 服务器的应答不是 HTTP（端口是否正确？）")
    let broken = network(-1015)
    #expect(broken.recoverySuggestion(in: .simplifiedChinese) == "服务器出现问题，请稍后重试。")
    #expect(broken.presentation(in: .english).title == "Failed to load")
    #expect(network(-1011).message(in: .simplifiedChinese) == "网络错误: 服务器的应答格式有误")
    // Unknown codes keep the transport's words: nothing is invented.
    #expect(network(-1).message(in: .simplifiedChinese) == "网络错误: words of the transport")
    #expect(network(-1).recoverySuggestion(in: .english) == "Check your internet connection and try again.")
    let unknownHost = network(-1003)
    #expect(unknownHost.message(in: .english) == "Can't find the server data.example. Check the address, or you may be offline.")
    #expect(unknownHost.message(in: .simplifiedChinese) == "找不到服务器 data.example。请检查地址，或者您可能处于离线状态。")
    let noURL = DataError.classify(urlErrorCode: -1003, message: "cannot find host nowhere.invalid: Name or service not known")
    #expect(noURL.message(in: .english) == "Can't find the server nowhere.invalid. Check the address, or you may be offline.")
    #expect(network(-1004).message(in: .english) == "Can't reach the server. You may be offline.")
  }

  @Test func localizedErrorUsesTheCurrentLanguage() {
    let error: any Error = DataError.emptyData
    #expect(error.localizedDescription == DataError.emptyData.message(in: .current))
    #expect(DataError.httpStatus(500).failureReason == "HTTP 500")
  }

  @Test(arguments: [
    (DataError.unauthorized(status: 401), false, ErrorPresentation.Prominence.actionRequired),
    (.unauthorized(status: 403), true, .actionRequired),
    (
      .fileUnavailable(.init(domain: NSPOSIXErrorDomain, code: Int(EACCES), message: "denied")), false,
      .actionRequired
    ),
    (
      .fileUnavailable(.init(domain: NSCocoaErrorDomain, code: 257, message: "denied")), true, .actionRequired
    ),
    (.offline(underlying), false, .fullView),
    (.offline(underlying), true, .banner),
    (.httpStatus(500), true, .banner),
    (.decodingError(.init(message: "x")), false, .fullView),
  ])
  func prominenceDependsOnTheErrorAndWhatIsOnScreen(
    error: DataError, isShowingContent: Bool, expected: ErrorPresentation.Prominence
  ) {
    #expect(error.presentation(in: .english, isShowingContent: isShowingContent).prominence == expected)
  }

  /// A decoding failure's card says "Could not read the data" once, in the title: the message
  /// is the failure itself, not "Data could not be read: …" again (the error's own description
  /// keeps that prefix, the seed's contract).
  @Test func aDecodingFailuresCardDoesNotRepeatItsTitle() {
    let error = DataError.decodingError(.init(message: "expected a number", line: 3, column: 7))
    for (language, message) in [
      (Language.english, "line 3, column 7: expected a number"), (.simplifiedChinese, "第 3 行第 7 列：expected a number"),
    ] {
      let presentation = error.presentation(in: language)
      #expect(presentation.message == message)
      #expect(error.message(in: language) != presentation.message)
    }
    // Every other error keeps its message.
    #expect(DataError.emptyData.presentation(in: .english).message == DataError.emptyData.message(in: .english))
  }

  @Test func presentationOffersRetryOnlyForRetryableErrors() {
    #expect(DataError.offline(Self.underlying).presentation(in: .english).isRetryable)
    #expect(!DataError.httpStatus(404).presentation(in: .english).isRetryable)
    #expect(DataError.offline(Self.underlying).presentation(in: .english).symbolName == "wifi.slash")
  }
}

@Suite(.timeLimit(.minutes(6))) struct LanguageOverrideTests {
  // The override is process-wide, so it is exercised in a child process (an exit test) where it
  // cannot change the language under other tests running in parallel.
  @Test func anOverrideWinsOverTheEnvironmentAndReachesLocalizedDescription() async {
    await #expect(processExitsWith: .success) {
      Language.override = .simplifiedChinese
      guard Language.current == .simplifiedChinese,
        (DataError.emptyData as any Error).localizedDescription == "没有可用数据"
      else { exit(1) }
      Language.override = nil
      guard Language.current == Language.current(environment: ProcessInfo.processInfo.environment)
      else { exit(2) }
      exit(0)
    }
  }
}

@MainActor @Suite(.timeLimit(.minutes(6))) struct ErrorPresentationLocationTests {
  @Test func detailsNameTheURLWhenTheErrorDoesNot() {
    let url = "https://example.com/weather.csv"
    #expect(
      DataError.httpStatus(404).presentation(in: .english, location: url).details
        == "HTTP 404 Not Found — \(url)")
    let offline = DataError.offline(
      .init(domain: "NSURLErrorDomain", code: -1004, message: "down", location: url))
    #expect(
      offline.presentation(in: .english, location: url).details?.components(separatedBy: url).count == 2)
  }

  @Test func aLoaderPresentsItsErrorWithItsLabelAndWhatIsOnScreen() async {
    let source = CountingSource(
      identity: "https://example.com/a.csv",
      responses: [
        .success(Data("v1".utf8)), .failure(.httpStatus(500)),
      ])
    let loader = Loader(source: source, configuration: .init(retry: .none)) { data throws(DataError) in
      String(decoding: data, as: UTF8.self)
    }
    await loader.load()
    #expect(loader.errorPresentation(in: .english) == nil)
    await loader.refresh()
    let presentation = loader.errorPresentation(in: .simplifiedChinese)
    #expect(presentation?.prominence == .banner)
    #expect(presentation?.details == "HTTP 500（服务器内部错误） — https://example.com/a.csv")
    #expect(presentation?.message == "服务器返回错误（HTTP 500）。")
  }

  /// 408 (Request Timeout) and 425 (Too Early) pass if asked again: "the data may have moved"
  /// sent people to check an address that was right.
  @Test(arguments: [408, 425]) func aStatusThatPassesOnRetrySaysToTryAgain(status: Int) {
    let again = PhaseKitText.suggestTryAgainLater.text(in: .english)
    #expect(DataError.httpStatus(status).recoverySuggestion(in: .english) == again)
    let address = PhaseKitText.suggestCheckAddress.text(in: .english)
    #expect(DataError.httpStatus(404).recoverySuggestion(in: .english) == address)
  }
}
