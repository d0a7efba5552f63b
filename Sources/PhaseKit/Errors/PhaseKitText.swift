/// The one table of texts PhaseKit shows to people, in English and Simplified Chinese.
///
/// Renderers, error presentations and the command-line tool take their words from here, never
/// from ad-hoc strings, so both languages stay complete. Texts with a `%@` placeholder are filled
/// with ``PhaseKitText/format(_:_:)``.
///
/// The texts live in a String Catalog in PhaseKit's resource bundle
/// (`Resources/PhaseKitText.xcstrings`); an app replaces any of them with a `PhaseKit` table of
/// its own or ``override(_:in:with:)``. See ``text(in:)`` for the order.
///
/// ```swift
/// PhaseKitText.noDataAvailable.text(in: .simplifiedChinese)  // "无可用数据"
/// ```
public enum PhaseKitText: String, Sendable, Hashable, CaseIterable {
  case failedToLoad
  case retry
  case loading
  case noDataAvailable
  case allPointsInvalid
  /// "All %@ points were removed: %@" — the count and the reasons with their counts.
  case allPointsRemoved
  /// "%@ (%@)" — a reason and a count ("missing or not a number (89)").
  case countedReason
  /// "%@ cells were not values and were counted as missing; the first, %@, is at line %@,
  /// column %@." — a count, the cell, its line and its column.
  case unreadableCells
  /// "1 cell was not a value and was counted as missing: %@, at line %@, column %@." — the cell,
  /// its line and its column.
  case unreadableCell
  /// "%@ cells were not values and were counted as missing; the first, %@, is at line %@,
  /// column %@ (%@)." — JSON: a count, the value, its line, its column in characters and its
  /// path.
  case unreadableCellsAtPath
  /// "1 cell was not a value and was counted as missing: %@, at line %@, column %@ (%@)." —
  /// JSON: the value, its line, its column in characters and its path.
  case unreadableCellAtPath
  case showingDataFrom
  case details
  case average
  // Error messages (DataError.message(in:)). The seed's Chinese texts are kept verbatim.
  case errorInvalidURL
  case errorNetwork
  case errorOffline
  /// "Can't find the server %@. …" — its host name did not resolve (-1003).
  case errorHostNotFound
  case errorTimedOut
  case errorTimedOutAfter
  case errorHTTPStatus
  case errorUnauthorized
  case errorForbidden
  case errorRateLimited
  case errorRateLimitedRetryAfter
  case errorServiceUnavailable
  case errorTooLarge
  case errorDecoding
  case errorEmptyData
  case errorFileUnavailable
  case errorFilePermission
  case errorCancelled
  case errorOther
  /// "The request cannot be sent: %@" — a ``DataError/RequestFault``'s words.
  case errorInvalidRequest
  /// "the method %@ is not an HTTP token" — the method, made visible.
  case requestBadMethod
  /// "the header name %@ is not an HTTP token" — the name, made visible.
  case requestBadHeaderName
  /// "the value of the header %@ holds a line break or another control character" — the name.
  case requestBadHeaderValue
  /// A redirect loop (-1007), inside "Network error: %@".
  case networkRedirectLoop
  /// An answer that is not HTTP (-1002).
  case networkNotHTTP
  /// A compressed body that cannot be decoded (-1015, -1016).
  case networkBodyUndecodable
  /// The connection ended before the whole answer arrived (-1005).
  case networkConnectionLost
  /// A malformed answer (-1011): a broken chunk, a body longer or shorter than announced.
  case networkBadResponse
  /// "the server redirects to a %@: address; only http and https are followed" — the scheme.
  case networkRedirectScheme
  /// "the server redirects from https to http; …".
  case networkRedirectDowngrade
  // Recovery suggestions (DataError.recoverySuggestion(in:)).
  case suggestCheckConnection
  case suggestTryAgainLater
  case suggestServerProblem
  case suggestCheckAddress
  case suggestSignIn
  case suggestRequestAccess
  case suggestWait
  case suggestSmaller
  case suggestContactProvider
  case suggestOtherRange
  case suggestCheckFile
  case suggestRegularFile
  case suggestFilePermission
  case suggestTryAgain
  /// For ``DataError/invalidRequest(_:)``: the code that builds the request must change.
  case suggestFixRequest
  // Units used inside messages.
  case unitSeconds
  case unitMinutes
  /// The opening of a chart's accessible description: series count, point count.
  case chartSummary
  /// One series in a chart's accessible description: name, points, x range, y range.
  case seriesSummary
  /// A note that lines were reduced to the pixel width: drawn points, total points.
  case reducedForDrawing
  /// The error line of a stale chart: the error message.
  case refreshFailed
  /// The name of a series that has none.
  case series

  // The command-line tool's report lines.
  /// "Loaded %@ points in %@ series from %@ in %@ (%@)".
  case cliLoaded
  /// "Sanitization: kept %@ of %@ points".
  case cliKept
  /// "  dropped %@: %@" — a count and a reason.
  case cliDropped
  /// "  sorted by x".
  case cliSorted
  /// "  %@ gaps longer than usual: the line breaks there".
  case cliBreaks
  /// "  1 gap longer than usual: the line breaks there".
  case cliBreak
  /// "Chart written to %@".
  case cliWrote
  /// "Could not write %@ (%@); choose another path with %@" — a path, the system's reason, the
  /// option that names the path.
  case cliWriteFailed
  /// "Cache disabled (%@); …" — why the cache folder could not be used, and what to do.
  case cliCacheDisabled
  /// "To load it from the web, give the whole address: %@" — for a missing file named like a URL.
  case cliGiveWholeURL
  /// "Choose the columns with --x, --y and --series …" — after a failure about a column.
  case cliChooseColumns
  /// "No cached copy of %@ yet …" — --offline with nothing in the cache.
  case cliOfflineNoCopy
  /// "Run once without --offline to fill the cache."
  case cliOfflineFill
  /// "The cache's copy: --offline reads only the cache." — beside an old copy --offline shows.
  case cliOfflineCopy
  /// "Attempt %@ failed: %@".
  case cliAttemptFailed
  /// "Retrying in %@ (attempt %@ of %@)…".
  case cliRetrying
  /// "Sample: daily temperature" — the title of the embedded sample chart.
  case cliSampleTitle
  /// "  drawn as points: the rows are not in order of %@; --mark line draws a line sorted by %@"
  /// — the x column, twice.
  case cliPointsUnordered
  /// "  drawn as points (--mark points)".
  case cliPointsRequested
  /// "  drawn as points: the rows are not in order of %@, and %@ of them repeat an x value" —
  /// the x column, the count.
  case cliPointsUnorderedRepeated
  /// "Drawn as points: the rows are not in order of %@." — the x column; for descriptions.
  case drawnAsPointsUnordered
  /// "Drawn as points." — for descriptions.
  case drawnAsPoints
  /// "%@ points drawn as %@ dots, one per pixel they cover." — the points, the dots.
  case reducedDotsForDrawing
  /// Reason names for the report.
  case reasonMissing
  case reasonInfinite
  case reasonSentinel
  case reasonOutOfRange
  case reasonDuplicateX
  case cliCacheRepaired
  /// "The cache at %@ cannot be written (%@): using what it holds, storing nothing new" — the
  /// folder, the reason.
  case cliCacheReadOnly
  /// "Could not store the data in the cache (%@); the next run fetches it again" — the reason.
  case cliCacheWriteFailed
  /// "The cache dropped copies it could not use (%@)" — the reason.
  case cliCacheEntriesDropped

  // Readable detail lines of error cards (issue 10): the raw codes stay in `DataError.details`
  // and the events log.
  /// "line %@, column %@".
  case detailLineColumn
  /// "line %@".
  case detailLine
  /// "column %@" (a field name or JSON path).
  case detailField
  /// "at %@" — a JSON path after the line and column of a decoding failure
  /// (`DataError.DecodingFailure.description(in:)`).
  case detailPath
  /// The title of a failure to read data that did arrive: "Could not read the data".
  case cannotReadData
  /// The title of a failure to choose columns: "Cannot chart these columns".
  case cannotChartColumns

  /// The text in the given language: a replacement made with ``override(_:in:with:)``, else the
  /// app's own `PhaseKit` string table (Apple platforms), else PhaseKit's String Catalog.
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The localized text, possibly with `%@` placeholders.
  public func text(in language: Language = .current) -> String {
    Self.resolve(self, in: language)
  }

  /// The text with each `%@` replaced, in order, by an argument.
  ///
  /// - Parameters:
  ///   - arguments: The values for the placeholders.
  ///   - language: The language; ``Language/current`` by default.
  /// - Returns: The filled-in text.
  public func format(_ arguments: [String], in language: Language = .current) -> String {
    text(in: language).fillingPlaceholders(with: arguments)
  }

  /// English and Simplified Chinese for every key: the source of the String Catalog
  /// (`Resources/PhaseKitText.xcstrings`, regenerated with
  /// `PHASEKIT_WRITE_CATALOG=1 swift test --filter TextCatalogTests`), and the texts used when the
  /// catalog's bundle is missing. Tests check that no key is missing and that both agree.
  static let table: [PhaseKitText: (en: String, zh: String)] = [
    .failedToLoad: ("Failed to load", "加载失败"),
    .retry: ("Retry", "重试"),
    .loading: ("Loading…", "加载中…"),
    .noDataAvailable: ("No data available", "无可用数据"),
    .allPointsInvalid: ("All %@ points were invalid", "全部 %@ 个数据点无效"),
    .allPointsRemoved: ("All %@ points were removed: %@", "全部 %@ 个数据点都被移除：%@"),
    .countedReason: ("%@ (%@)", "%@（%@ 个）"),
    .unreadableCell: (
      "1 cell was not a value and was counted as missing: %@, at line %@, column %@.",
      "1 个单元格不是有效值，已计为缺失：%@，位于第 %@ 行，%@ 列。"
    ),
    .unreadableCells: (
      "%@ cells were not values and were counted as missing; the first, %@, is at line %@, column %@.",
      "%@ 个单元格不是有效值，已计为缺失；第一个是 %@，位于第 %@ 行，%@ 列。"
    ),
    .unreadableCellAtPath: (
      "1 cell was not a value and was counted as missing: %@, at line %@, column %@ (%@).",
      "1 个单元格不是有效值，已计为缺失：%@，位于第 %@ 行第 %@ 列（%@）。"
    ),
    .unreadableCellsAtPath: (
      "%@ cells were not values and were counted as missing; the first, %@, is at line %@, column %@ (%@).",
      "%@ 个单元格不是有效值，已计为缺失；第一个是 %@，位于第 %@ 行第 %@ 列（%@）。"
    ),
    .showingDataFrom: ("Showing data from %@", "显示的是 %@ 的数据"),
    .details: ("Details", "详情"),
    .average: ("Average", "平均值"),
    .errorInvalidURL: ("Invalid URL", "无效的URL"),
    .errorNetwork: ("Network error: %@", "网络错误: %@"),
    .errorOffline: (
      "Can't reach the server. You may be offline.", "无法连接到服务器，您可能处于离线状态。"
    ),
    .errorHostNotFound: (
      "Can't find the server %@. Check the address, or you may be offline.",
      "找不到服务器 %@。请检查地址，或者您可能处于离线状态。"
    ),
    .errorTimedOut: ("The request timed out.", "请求超时。"),
    .errorTimedOutAfter: ("The request timed out after %@.", "请求超时（%@ 内无响应）。"),
    .errorHTTPStatus: ("The server returned an error (HTTP %@).", "服务器返回错误（HTTP %@）。"),
    .errorUnauthorized: (
      "Sign-in required: the server refused the credentials (HTTP 401).",
      "需要登录：服务器拒绝了凭据（HTTP 401）。"
    ),
    .errorForbidden: (
      "Permission denied: you don't have access to this data (HTTP 403).",
      "没有权限：您无权访问这些数据（HTTP 403）。"
    ),
    .errorRateLimited: ("Too many requests.", "请求过于频繁。"),
    .errorRateLimitedRetryAfter: (
      "Too many requests. Try again in %@.", "请求过于频繁，请在 %@ 后重试。"
    ),
    .errorServiceUnavailable: (
      "The service is temporarily unavailable (HTTP 503).", "服务暂时不可用（HTTP 503）。"
    ),
    .errorTooLarge: ("The data is too large (limit %@).", "数据过大（上限 %@）。"),
    .errorDecoding: ("Data could not be read: %@", "数据解析错误: %@"),
    .errorEmptyData: ("No data available", "没有可用数据"),
    .errorFileUnavailable: ("The file could not be read: %@", "无法读取文件: %@"),
    .errorFilePermission: (
      "Permission denied: the file %@ may not be read.", "没有权限读取文件 %@。"
    ),
    .errorCancelled: ("The load was cancelled.", "加载已取消。"),
    .errorOther: ("Unexpected error: %@", "意外错误: %@"),
    .errorInvalidRequest: ("The request cannot be sent: %@", "无法发送请求：%@"),
    .requestBadMethod: ("the method %@ is not an HTTP token", "方法 %@ 不是合法的 HTTP 标记"),
    .requestBadHeaderName: ("the header name %@ is not an HTTP token", "请求头名称 %@ 不是合法的 HTTP 标记"),
    .requestBadHeaderValue: (
      "the value of the header %@ holds a line break or another control character",
      "请求头 %@ 的值含有换行符或其他控制字符"
    ),
    .networkRedirectLoop: (
      "too many redirects: the server redirects in a loop", "重定向次数过多：服务器在循环重定向"
    ),
    .networkNotHTTP: ("the server's answer is not HTTP (is this the right port?)", "服务器的应答不是 HTTP（端口是否正确？）"),
    .networkBodyUndecodable: ("the server's compressed data cannot be decoded", "服务器发送的压缩数据无法解码"),
    .networkConnectionLost: (
      "the connection ended before the whole answer arrived", "连接在应答完整到达之前中断"
    ),
    .networkBadResponse: ("the server's answer is malformed", "服务器的应答格式有误"),
    .networkRedirectScheme: (
      "the server redirects to a %@: address; only http and https are followed",
      "服务器重定向到 %@: 地址；只跟随 http 和 https 的重定向"
    ),
    .networkRedirectDowngrade: (
      "the server redirects from https to http; an encrypted request is never followed to an unencrypted address",
      "服务器从 https 重定向到 http；加密的请求不会被跟随到未加密的地址"
    ),
    .suggestCheckConnection: (
      "Check your internet connection and try again.", "请检查网络连接后重试。"
    ),
    .suggestTryAgainLater: (
      "Try again. If it keeps happening, the server may be overloaded.",
      "请重试。如果反复出现，服务器可能负载过高。"
    ),
    .suggestServerProblem: (
      "The server has a problem. Try again later.", "服务器出现问题，请稍后重试。"
    ),
    .suggestCheckAddress: (
      "Check the address; the data may have moved.", "请检查地址，数据可能已被移走。"
    ),
    .suggestSignIn: ("Sign in again, then retry.", "请重新登录后重试。"),
    .suggestRequestAccess: (
      "Ask the data's owner for access, or check the app's permissions in Settings.",
      "请向数据所有者申请访问权限，或在设置中检查应用的权限。"
    ),
    .suggestWait: ("Wait a moment, then try again.", "请稍等片刻再试。"),
    .suggestSmaller: (
      "Choose a smaller data set or time range.", "请选择更小的数据集或时间范围。"
    ),
    .suggestContactProvider: (
      "The data is not in the expected format. Contact the data provider if this persists.",
      "数据格式不符合预期。如果问题持续，请联系数据提供方。"
    ),
    .suggestOtherRange: (
      "Try a different time range or data source.", "请尝试其他时间范围或数据源。"
    ),
    .suggestCheckFile: ("Check that the file exists.", "请确认文件存在。"),
    .suggestRegularFile: (
      "Give the path of a regular file, not a directory, pipe or device.",
      "请给出普通文件的路径，而不是目录、管道或设备。"
    ),
    .suggestFilePermission: (
      "Allow the app to read the file, for example in Settings or with chmod.",
      "请允许应用读取该文件（例如在设置中或使用 chmod）。"
    ),
    .suggestTryAgain: ("Try again.", "请重试。"),
    .suggestFixRequest: (
      "Trying again sends the same request: the code that builds it must change.",
      "重试会发送同样的请求：需要修改构造该请求的代码。"
    ),
    .unitSeconds: ("%@ s", "%@ 秒"),
    .unitMinutes: ("%@ min", "%@ 分钟"),
    .chartSummary: ("Chart with %@ series and %@ points.", "图表：%@ 个系列，共 %@ 个数据点。"),
    .seriesSummary: (
      "%@: %@ points, x from %@ to %@, y from %@ to %@.",
      "%@：%@ 个数据点，x 从 %@ 到 %@，y 从 %@ 到 %@。"
    ),
    .reducedForDrawing: (
      "Lines drawn from %@ of %@ points, reduced to the pixel width.",
      "折线已按像素宽度精简：绘制了 %@ / %@ 个数据点。"
    ),
    .refreshFailed: ("Couldn't refresh: %@", "刷新失败：%@"),
    .series: ("Series", "系列"),
    .cliLoaded: (
      "Loaded %@ points in %@ series from %@ in %@ (%@)", "已加载 %@ 个数据点（%@ 个系列），来源 %@，用时 %@（%@）"
    ),
    .cliKept: ("Sanitization: kept %@ of %@ points", "数据清理：保留 %@ / %@ 个数据点"),
    .cliDropped: ("  dropped %@: %@", "  丢弃 %@ 个：%@"),
    .cliSorted: ("  sorted by x", "  已按 x 排序"),
    .cliBreaks: (
      "  %@ gaps longer than usual: the line breaks there", "  %@ 处数据缺口过长：折线在此断开"
    ),
    .cliBreak: ("  1 gap longer than usual: the line breaks there", "  1 处数据缺口过长：折线在此断开"),
    .cliWrote: ("Chart written to %@", "图表已写入 %@"),
    .cliWriteFailed: (
      "Could not write %@ (%@); choose another path with %@", "无法写入 %@（%@）；请用 %@ 指定其他路径"
    ),
    .cliCacheDisabled: (
      "Cache disabled (%@); loading without it. Choose another folder with --cache-dir, or use --no-cache",
      "缓存已停用（%@），本次不使用缓存。请用 --cache-dir 指定其他文件夹，或使用 --no-cache"
    ),
    .cliGiveWholeURL: (
      "To load it from the web, give the whole address: %@", "如需从网络加载，请给出完整地址：%@"
    ),
    .cliChooseColumns: (
      "Choose the columns with --x, --y and --series (phasekit help chart explains them).",
      "请用 --x、--y 和 --series 选择列（详见 phasekit help chart）。"
    ),
    .cliOfflineNoCopy: (
      "No cached copy of %@ yet (--offline reads only the cache).", "尚无 %@ 的缓存副本（--offline 只读取缓存）。"
    ),
    .cliOfflineFill: ("Run once without --offline to fill the cache.", "请先不带 --offline 运行一次以写入缓存。"),
    .cliOfflineCopy: ("The cache's copy: --offline reads only the cache.", "这是缓存中的副本：--offline 只读取缓存。"),
    .cliAttemptFailed: ("Attempt %@ failed: %@", "第 %@ 次尝试失败：%@"),
    .cliRetrying: ("Retrying in %@ (attempt %@ of %@)…", "%@后重试（第 %@ / %@ 次）…"),
    .cliSampleTitle: ("Sample: daily temperature", "示例：每日气温"),
    .cliPointsUnordered: (
      "  drawn as points: the rows are not in order of %@; --mark line draws a line sorted by %@",
      "  以散点绘制：各行并未按 %@ 排序；如需按 %@ 排序的折线，请用 --mark line"
    ),
    .cliPointsRequested: ("  drawn as points (--mark points)", "  以散点绘制（--mark points）"),
    .cliPointsUnorderedRepeated: (
      "  drawn as points: the rows are not in order of %@, and %@ of them repeat an x value",
      "  以散点绘制：各行并未按 %@ 排序，且有 %@ 行的 x 值重复"
    ),
    .drawnAsPointsUnordered: (
      "Drawn as points: the rows are not in order of %@.", "以散点绘制：各行并未按 %@ 排序。"
    ),
    .drawnAsPoints: ("Drawn as points.", "以散点绘制。"),
    .reducedDotsForDrawing: (
      "%@ points drawn as %@ dots, one per pixel they cover.", "%@ 个数据点绘制为 %@ 个点，每个被覆盖的像素一个。"
    ),
    .reasonMissing: ("missing or not a number", "缺失或非数字"),
    .reasonInfinite: ("infinite", "无穷大"),
    .reasonSentinel: ("sentinel value such as -999", "哨兵值（如 -999）"),
    .reasonOutOfRange: ("out of range", "超出范围"),
    .reasonDuplicateX: ("duplicate x", "x 重复"),
    .cliCacheReadOnly: (
      "The cache cannot be written (%@): using what it holds, storing nothing new",
      "缓存无法写入（%@）：仅使用其中已有的内容，不保存新数据"
    ),
    .cliCacheWriteFailed: (
      "Could not store the data in the cache (%@); the next run fetches it again",
      "无法将数据存入缓存（%@）；下次运行会重新获取"
    ),
    .cliCacheEntriesDropped: (
      "The cache dropped copies it could not use (%@)", "缓存丢弃了无法使用的副本（%@）"
    ),
    .cliCacheRepaired: (
      "The cache file was damaged (%@); it was moved aside and an empty cache built in its place",
      "缓存文件已损坏（%@）；已将其移到一旁并重建空缓存"
    ),
    .detailLineColumn: ("line %@, column %@", "第 %@ 行第 %@ 列"),
    .detailLine: ("line %@", "第 %@ 行"),
    .detailField: ("at %@", "位置：%@"),
    .detailPath: ("at %@", "%@"),
    .cannotReadData: ("Could not read the data", "无法读取数据"),
    .cannotChartColumns: ("Cannot chart these columns", "无法绘制这些列"),
  ]
}
