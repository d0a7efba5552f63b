import PhaseKit

/// The command-line tool's own texts, in English and Simplified Chinese: usage errors, the lines
/// about columns and outputs. Texts shared with the library live in ``PhaseKitText``; these are
/// only ever printed by `phasekit`. Fill `%@` placeholders with ``format(_:in:)``.
enum CLIText: String, CaseIterable {
  // Usage errors: one line each, then a pointer to the help.
  case unknownOption
  case unknownOptionSuggestion
  case seeHelp
  case unknownCommandChartHint
  case noHelpFor
  case missingSource
  case unexpectedArgument
  case unexpectedStatesArgument
  case takesNoValue
  case needsValue
  case needsWholeNumber
  case needsSeconds
  case mustBeOneOf
  case languageChoices
  case offlineWithoutCache
  case tooSmall
  case pngNeedsRasterizer
  case pngRasterizerFailed
  case watchTakesNoOption
  case unsupportedOutputExtension
  case delimiterChoices
  case watchCannotReadStandardInput
  case fileTruncatedWhileRead
  // Report lines.
  case originNetwork
  case originFile
  case originMemory
  case originDisk
  case standardInput
  case loadedFromStandardInput
  case splitBySeries
  case choiceHint
  case dateOrderSuggestion
  case loadedHistogram
  case tooManyColumnsSuggestion
  case breaksAtMissing
  case splitTimesColumns
  case errorCardWritten
  case staleChartWritten
  case keptOlderFile
  case invalidSource
  // Reading option errors.
  case formatMismatch
  case formatNoRows
  case formatSuggestion
  case skipLinesSuggestion
  case skippedLines
  case skippedLine
  case loadedFromFile
  case transposeSuggestion

  /// The text in `language`, possibly with `%@` placeholders.
  func text(in language: Language) -> String {
    let pair = Self.table[self]!
    return language == .english ? pair.en : pair.zh
  }

  /// The text with each `%@` replaced, in order, by an argument.
  func format(_ arguments: [String], in language: Language) -> String {
    text(in: language).fillingPlaceholders(with: arguments)
  }

  static let table: [CLIText: (en: String, zh: String)] = [
    .unknownOption: ("unknown option '%@'", "未知选项 '%@'"),
    .unknownOptionSuggestion: (
      "unknown option '%@'; did you mean '%@'?", "未知选项 '%@'；是否想用 '%@'？"
    ),
    .seeHelp: ("Run 'phasekit %@--help' for the options.", "运行 'phasekit %@--help' 查看所有选项。"),
    .unknownCommandChartHint: (
      "unknown command '%@': the commands are chart and states (to chart a file or URL: phasekit chart <url-or-path>)",
      "未知命令 '%@'：可用命令为 chart 和 states（绘制文件或网址：phasekit chart <网址或路径>）"
    ),
    .noHelpFor: (
      "no help for '%@': the commands are chart and states", "没有 '%@' 的帮助：可用命令为 chart 和 states"
    ),
    .missingSource: ("missing the URL or file to chart", "缺少要绘制的网址或文件"),
    .unexpectedArgument: (
      "unexpected argument '%@': give one URL or file", "多余的参数 '%@'：只能给出一个网址或文件"
    ),
    .unexpectedStatesArgument: ("unexpected argument '%@'", "多余的参数 '%@'"),
    .takesNoValue: ("'--%@' takes no value (got '%@')", "'--%@' 不接受取值（收到 '%@'）"),
    .needsValue: ("'--%@' needs a value", "'--%@' 需要一个取值"),
    .needsWholeNumber: (
      "'--%@' needs a whole number from %@ to %@, got '%@'", "'--%@' 需要 %@ 到 %@ 之间的整数，收到 '%@'"
    ),
    .needsSeconds: (
      "'--%@' needs a number of seconds from %@ to %@, got '%@'", "'--%@' 需要 %@ 到 %@ 之间的秒数，收到 '%@'"
    ),
    .unsupportedOutputExtension: (
      "'--out %@': the chart is written as .svg or .png (or - for standard output); choose a file name ending in .svg or .png",
      "'--out %@'：图表只能写成 .svg 或 .png（或用 - 写到标准输出）；请使用以 .svg 或 .png 结尾的文件名"
    ),
    .delimiterChoices: (
      "'--delimiter' must be one of , ; | tab (or \\t), got '%@'",
      "'--delimiter' 必须是 , ; | tab（或 \\t）之一，收到 '%@'"
    ),
    .watchCannotReadStandardInput: (
      "phasekit watch cannot read standard input ('-'): it re-reads a file or URL when it changes; give a path or URL, or use 'phasekit chart -' to chart standard input once",
      "phasekit watch 不能读取标准输入（'-'）：它在文件或网址变化时重新读取；请给出路径或网址，或用 'phasekit chart -' 一次性绘制标准输入"
    ),
    .mustBeOneOf: ("'--%@' must be one of %@, got '%@'", "'--%@' 必须是 %@ 之一，收到 '%@'"),
    .languageChoices: ("'--lang' must be en or zh-Hans, got '%@'", "'--lang' 必须是 en 或 zh-Hans，收到 '%@'"),
    .offlineWithoutCache: (
      "--offline reads the cache, so it cannot go with --no-cache", "--offline 只读取缓存，不能与 --no-cache 同用"
    ),
    .tooSmall: (
      "'--%@' must be at least %@ pixels, got %@: smaller leaves no room for the axes and labels",
      "'--%@' 至少为 %@ 像素，收到 %@：再小就放不下坐标轴和标签"
    ),
    .pngNeedsRasterizer: (
      "writing %@ needs librsvg's rsvg-convert, which is not on PATH; install it with: %@",
      "写入 %@ 需要 librsvg 的 rsvg-convert，但在 PATH 中找不到；安装命令：%@"
    ),
    .pngRasterizerFailed: (
      "rsvg-convert could not turn the SVG into %@: %@", "rsvg-convert 无法把 SVG 转为 %@：%@"
    ),
    .watchTakesNoOption: (
      "'%@' is a chart option that watch does not take", "'%@' 是 chart 的选项，watch 不接受"
    ),
    .fileTruncatedWhileRead: (
      "%@ changed while it was being read (it was truncated); nothing was drawn. Run again once it has stopped changing.",
      "%@ 在读取过程中被改动（被截短）；没有绘制任何内容。请等它不再变化后重新运行。"
    ),
    .originNetwork: ("network", "网络"),
    .originFile: ("file", "文件"),
    .originMemory: ("memory cache", "内存缓存"),
    .originDisk: ("disk cache", "磁盘缓存"),
    .standardInput: ("standard input", "标准输入"),
    .skippedLine: (
      "Skipped %@ line above the header; the table starts on line %@ (set it with --skip-lines N)",
      "已跳过表头上方的 %@ 行；表格从第 %@ 行开始（可用 --skip-lines N 指定）"
    ),
    .loadedFromFile: (
      "Loaded %@ points in %@ series from %@ in %@", "已加载 %@ 个数据点（%@ 个系列），来源 %@，用时 %@"
    ),
    .loadedFromStandardInput: (
      "Loaded %@ points in %@ series from standard input in %@", "已加载 %@ 个数据点（%@ 个系列），来源 标准输入，用时 %@"
    ),
    .breaksAtMissing: (
      "  the line breaks at %@ places where values are missing",
      "  折线在 %@ 处缺失值处断开"
    ),
    .tooManyColumnsSuggestion: (
      "phasekit reads at most %@ columns, a limit of its own: keep the columns to chart (cut -d, -f1-20 data.csv) and try again.",
      "phasekit 最多读取 %@ 列，这是它自身的限制：请只保留要绘制的列（如 cut -d, -f1-20 data.csv）后重试。"
    ),
    .loadedHistogram: (
      "Loaded %@ values in %@ bins from %@ in %@",
      "已加载 %@ 个数值（%@ 个区间），来源 %@，用时 %@"
    ),
    .dateOrderSuggestion: (
      "Choose with --date-order mdy or --date-order dmy.", "请用 --date-order mdy 或 --date-order dmy 指定。"
    ),
    .choiceHint: (
      "%@ (change with --x, --y, --series, --mark, --layout)",
      "%@（可用 --x、--y、--series、--mark、--layout 更改）"
    ),
    .splitBySeries: (
      "Split into %@ series by \"%@\": x (\"%@\") repeats in %@ rows, so each value of \"%@\" is a series (choose another with --series COLUMN)",
      "已拆分为 %@ 个系列，依据“%@”：x（“%@”）有 %@ 行重复，因此“%@”的每个取值是一个系列（可用 --series 列名 另选）"
    ),
    .splitTimesColumns: (
      "Each value of \"%@\" has %@ columns (%@), one series per column and value, all on one axis; chart one with --y COLUMN",
      "“%@”的每个取值都有 %@ 列（%@），每列每个取值各为一个系列，共用一条坐标轴；可用 --y 列名 只绘制其中一列"
    ),
    .errorCardWritten: (
      "Error card written to %@ instead of a chart", "错误卡片已写入 %@（本次没有图表）"
    ),
    .staleChartWritten: (
      "Chart written to %@, marked as old data", "图表已写入 %@，并标明为旧数据"
    ),
    .keptOlderFile: (
      "%@ left as it was (--keep-on-error)", "%@ 保持原样（--keep-on-error）"
    ),
    .invalidSource: ("%@: %@", "%@：%@"),
    .formatMismatch: (
      "%@ is %@, not %@: it starts with %@, but --format %@ reads it as %@",
      "%@ 是 %@ 而不是 %@：它以 %@ 开头，但 --format %@ 把它按 %@ 读取"
    ),
    .formatNoRows: (
      "%@ read as %@ (--format %@) gives %@ columns and no rows: it is most likely not %@",
      "%@ 按 %@ 读取（--format %@）时有 %@ 列而没有任何行：它很可能不是 %@"
    ),
    .transposeSuggestion: (
      "Transpose it first, so that each year is a row: in a spreadsheet, Paste Special > Transpose; in pandas, df.set_index(\"%@\").T.drop(…).to_csv(…).",
      "请先转置，使每个年份为一行：电子表格中用“选择性粘贴 > 转置”；pandas 中用 df.set_index(\"%@\").T.drop(…).to_csv(…)。"
    ),
    .skippedLines: (
      "Skipped %@ lines above the header; the table starts on line %@ (set it with --skip-lines N)",
      "已跳过表头上方的 %@ 行；表格从第 %@ 行开始（可用 --skip-lines N 指定）"
    ),
    .skipLinesSuggestion: (
      "If lines above the table come first (a title, notes), skip them with --skip-lines N; phasekit help chart explains it.",
      "如果表格上方还有其他行（标题、说明），请用 --skip-lines N 跳过；phasekit help chart 有说明。"
    ),
    .formatSuggestion: (
      "Drop --format to have the format detected, or use --format %@.",
      "去掉 --format 让格式自动识别，或使用 --format %@。"
    ),
  ]
}
