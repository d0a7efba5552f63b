import Foundation

extension DataError.DecodingFailure {
  /// The failure as a person reads it in `language`: where, then what.
  ///
  /// English is ``description``, `line 1, column 1234, at $[41].temp: expected a number, found
  /// "hot"`; Simplified Chinese places it and says it in Chinese, `第 1 行第 1234 列，$[41].temp：应为数字，实际为 "hot"`.
  /// The place's words come from ``PhaseKitText`` (``PhaseKitText/detailLineColumn``,
  /// ``PhaseKitText/detailLine``, ``PhaseKitText/detailPath``); the message is
  /// ``message(in:)``.
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The text.
  public func description(in language: Language = .current) -> String {
    guard language != .english else { return description }
    var place: [String] = []
    switch (line, column) {
    case (let line?, let column?):
      place.append(PhaseKitText.detailLineColumn.format([String(line), String(column)], in: language))
    case (let line?, nil): place.append(PhaseKitText.detailLine.format([String(line)], in: language))
    default: break
    }
    if let path, !messageQuotesShortenedPath {
      place.append(path.hasPrefix("$") ? PhaseKitText.detailPath.format([path], in: language) : path)
    }
    let text = message(in: language)
    return place.isEmpty ? text : place.joined(separator: "，") + "：" + text
  }

  /// ``message`` in `language`.
  ///
  /// The decoders write their messages in English (they also go to logs and bug reports). The
  /// messages they write most, the JSON decoder's all, are known here as templates, the exact
  /// English with `%@` for the parts that vary; a message is recognized by its template and
  /// said again in the language asked for, the varying parts (column names, values, counts)
  /// kept as they were, except "the end of the input" and "byte 200", which are translated
  /// too. A message with no template is returned unchanged.
  ///
  /// ```swift
  /// DataError.DecodingFailure(message: "expected 3 fields, found 2").message(in: .simplifiedChinese)
  /// // "应有 3 个字段，实际为 2 个"
  /// ```
  ///
  /// - Parameter language: The language; ``Language/current`` by default.
  /// - Returns: The message in that language, or unchanged.
  public func message(in language: Language = .current) -> String {
    Self.localized(message, in: language)
  }

  /// `message` in `language` when it matches a template (``message(in:)``); otherwise `message`.
  package static func localized(_ message: String, in language: Language) -> String {
    guard language != .english else { return message }
    for template in templates {
      guard let parts = match(message, template.en) else { continue }
      var text = template.zh.fillingPlaceholders(with: parts.map(localizedPart))
      // A part said in Chinese joins the Chinese before it, without the space a value takes.
      for part in parts where localizedPart(part) != part {
        text = text.replacingOccurrences(of: " " + localizedPart(part), with: localizedPart(part))
      }
      return text
    }
    return message
  }

  /// The parts of messages that are words rather than values: what the JSON decoder found
  /// where it expected something else.
  static func localizedPart(_ part: String) -> String {
    if part == "the end of the input" { return "输入结尾" }
    if part.hasPrefix("byte "), let value = Int(part.dropFirst(5)) { return "字节 \(value)" }
    return part
  }

  /// English templates and their Chinese forms; the `%@` are filled in the same order. The
  /// first that matches wins, so a template comes before any more general one.
  package static let templates: [(en: String, zh: String)] = [
    (
      "no column holds numbers or dates to use as x (%@ holds %@); the columns are %@; choose the x column",
      "没有可作为 x 的数字或日期列（%@ 的值为 %@）；现有列：%@；请指定 x 列"
    ),
    (
      "no column besides the y columns holds numbers or dates to use as x; the columns are %@; choose the x column",
      "除 y 列外没有可作为 x 的数字或日期列；现有列：%@；请指定 x 列"
    ),
    (
      "no column of numbers to plot: %@ holds %@; choose y columns that hold numbers; the columns are %@",
      "没有可绘制的数字列：%@ 的值为 %@；请选择包含数字的 y 列；现有列：%@"
    ),
    (
      "only one column, %@: a chart needs an x column and at least one y column",
      "只有一列 %@：图表需要一个 x 列和至少一个 y 列"
    ),
    (
      "the date format of %@ in column %@ is not supported; write dates like 2024-01-31, 2024/01/31, 1/31/2024, 31/01/2024, 31.01.2024, Jan 31 2024, 2024-01, Jan 2024 or 2024-Q1",
      "不支持日期格式 %@（列 %@）；请写成 2024-01-31、2024/01/31、1/31/2024、31/01/2024、31.01.2024、Jan 31 2024、2024-01、Jan 2024 或 2024-Q1 这样的形式"
    ),
    (
      "the number format of %@ in column %@ is not supported; write numbers like 1234.5, with a point for decimals and no thousands separators",
      "不支持数字格式 %@（列 %@）；请写成 1234.5 这样的形式：用小数点表示小数，不用千位分隔符"
    ),
    (
      "the dates in column %@ such as %@ read both as month/day/year and as day/month/year, and no value decides; say which order they are in",
      "列 %@ 中的日期（如 %@）既可读作月/日/年，也可读作日/月/年，且没有值能确定顺序；请指定日期的顺序"
    ),
    ("no x column %@; did you mean %@? The columns are %@", "没有 x 列 %@；是否想用 %@？现有列：%@"),
    ("no y column %@; did you mean %@? The columns are %@", "没有 y 列 %@；是否想用 %@？现有列：%@"),
    ("no series column %@; did you mean %@? The columns are %@", "没有系列列 %@；是否想用 %@？现有列：%@"),
    (
      "no x column %@; %@ differ from it only in case; name one exactly",
      "没有 x 列 %@；%@ 与它只有大小写不同；请准确写出其中一个"
    ),
    (
      "no y column %@; %@ differ from it only in case; name one exactly",
      "没有 y 列 %@；%@ 与它只有大小写不同；请准确写出其中一个"
    ),
    (
      "no series column %@; %@ differ from it only in case; name one exactly",
      "没有系列列 %@；%@ 与它只有大小写不同；请准确写出其中一个"
    ),
    ("no x column %@; the columns are %@", "没有 x 列 %@；现有列：%@"),
    ("no y column %@; the columns are %@", "没有 y 列 %@；现有列：%@"),
    ("no series column %@; the columns are %@", "没有系列列 %@；现有列：%@"),
    ("expected numbers or dates in the x column %@, found %@", "x 列 %@ 应为数字或日期，实际为 %@"),
    ("expected a number in %@, found %@", "%@ 中应为数字，实际为 %@"),
    (
      "expected %@ fields, found %@; line %@ was read as the header (%@); if lines above the table come first, skip them",
      "应有 %@ 个字段，实际为 %@ 个；第 %@ 行被当作表头（%@）；如果表格上方还有其他行，请跳过它们"
    ),
    ("expected %@ fields, found %@", "应有 %@ 个字段，实际为 %@ 个"),
    (
      "the years are columns (%@ to %@) and each row is a series (%@ such as %@); transpose the table so that each year is a row and each series a column",
      "年份是列（%@ 至 %@），每一行是一个系列（%@，如 %@）；请转置表格，使每个年份为一行、每个系列为一列"
    ),
    (
      "the data is %@ (it starts with %@), not %@ as the format was set; let the format be detected, or read it as %@",
      "数据是 %@（开头为 %@），而不是所设定的 %@；请让格式自动识别，或按 %@ 读取"
    ),
    (
      "read as %@, the data has %@ columns and no rows; let the format be detected, or read it as %@",
      "按 %@ 读取时，数据有 %@ 列而没有任何行；请让格式自动识别，或按 %@ 读取"
    ),
    (
      "unbalanced quote: the quoted field opened here never closes",
      "引号不成对：从此处开始的带引号字段没有结束"
    ),
    (
      "the data is binary, not CSV or JSON text (a NUL byte at byte %@)",
      "数据是二进制内容，不是 CSV 或 JSON 文本（第 %@ 字节为 NUL）"
    ),
    (
      "the data is HTML or XML (it starts with \"<\"), not CSV or JSON; if this is a web page showing the data, use the link to the raw file",
      "数据是 HTML 或 XML（以“<”开头），不是 CSV 或 JSON；如果这是展示数据的网页，请改用原始文件的链接"
    ),
    (
      "the text is UTF-16 (it starts with a UTF-16 byte order mark); expected UTF-8",
      "文本是 UTF-16 编码（以 UTF-16 字节顺序标记开头）；应为 UTF-8"
    ),
    // The JSON decoder (JSONScanner, JSONTableDecoder): placed by line, column and path.
    ("invalid UTF-8 in a string", "字符串中有无效的 UTF-8 字节"),
    ("a lone surrogate %@ in a string", "字符串中有不成对的代理项 %@"),
    ("invalid \\u escape", "无效的 \\u 转义"),
    ("invalid escape %@", "无效的转义 %@"),
    ("unterminated escape in a string", "字符串中的转义没有结束"),
    ("unterminated string", "字符串没有结束引号"),
    ("unescaped control character in a string", "字符串中有未转义的控制字符"),
    ("a string is longer than %@ bytes", "字符串超过 %@ 字节"),
    ("malformed number", "数字格式错误"),
    ("nesting deeper than %@ levels", "嵌套超过 %@ 层"),
    ("expected an array or an object, found %@", "应为数组或对象，实际为 %@"),
    ("expected an object or an array, found %@", "应为对象或数组，实际为 %@"),
    ("expected an object, found %@", "应为对象，实际为 %@"),
    ("expected an array, found %@", "应为数组，实际为 %@"),
    ("expected a value, found %@", "应为一个值，实际为 %@"),
    ("expected a field name, found %@", "应为字段名，实际为 %@"),
    ("expected \":\", found %@", "应为 \":\"，实际为 %@"),
    ("expected \",\" or %@, found %@", "应为 \",\" 或 %@，实际为 %@"),
    ("unexpected %@ after the end of the document", "文档结束后还有 %@"),
    ("expected a number, found %@", "应为数字，实际为 %@"),
    ("expected a date (%@), found %@", "应为日期（%@），实际为 %@"),
    ("missing field %@", "缺少字段 %@"),
    ("more than %@ fields", "字段超过 %@ 个"),
    ("more than %@ columns", "列超过 %@ 个"),
    ("%@ has %@ values but %@ has %@", "%@ 有 %@ 个值，而 %@ 有 %@ 个"),
    (
      "no field holds an array; expected columns such as {\"x\": [1, 2], \"y\": [3, 4]}, an array of rows, or a field holding one; the fields are %@",
      "没有字段是数组；应为 {\"x\": [1, 2], \"y\": [3, 4]} 这样的列、行的数组，或包含行的字段；现有字段：%@"
    ),
    // Packed data (PackedData.swift).
    (
      "the data is a ZIP archive (an Excel .xlsx or .ods workbook is one), not CSV or JSON; export the sheet as CSV, or unzip the archive and chart the file inside",
      "数据是 ZIP 压缩包（Excel 的 .xlsx 或 .ods 工作簿就是这种格式），不是 CSV 或 JSON；请将工作表导出为 CSV，或解压后绘制其中的文件"
    ),
    ("the data is a Parquet file, not CSV or JSON; write it out as CSV", "数据是 Parquet 文件，不是 CSV 或 JSON；请将其另存为 CSV"),
    ("the data is bzip2-compressed; decompress it first (bunzip2)", "数据经过 bzip2 压缩；请先解压（bunzip2）"),
    (
      "the data is an old Excel .xls workbook, not CSV or JSON; export the sheet as CSV",
      "数据是旧版 Excel .xls 工作簿，不是 CSV 或 JSON；请将工作表导出为 CSV"
    ),
    ("the data is xz-compressed; decompress it first (unxz)", "数据经过 xz 压缩；请先解压（unxz）"),
    ("the data is Zstandard-compressed; decompress it first (unzstd)", "数据经过 Zstandard 压缩；请先解压（unzstd）"),
    ("the data is a 7-Zip archive; extract the file inside first", "数据是 7-Zip 压缩包；请先解压出其中的文件"),
    ("the data is gzip-compressed (a .gz file); decompress it first (gunzip)", "数据经过 gzip 压缩（.gz 文件）；请先解压（gunzip）"),
    (
      "the gzip data ends early, after %@ compressed bytes and %@ bytes of text: the file was cut off (an unfinished download?)",
      "gzip 数据提前结束：读了 %@ 个压缩字节、%@ 个文本字节；文件不完整（可能下载未完成）"
    ),
    ("the gzip data is damaged at compressed byte %@: %@", "gzip 数据在第 %@ 个压缩字节处损坏：%@"),
    // Tables that are not series over x (ChartDecoder+LongFormat.swift, CSVTableDecoder.swift).
    (
      "the values are separated by spaces (%@), which is not read as columns; separate them with commas, semicolons, tabs or | (for example tr -s ' ' ',' < data.txt > data.csv)",
      "各值之间用空格分隔（%@），不会被读成多列；请改用逗号、分号、制表符或 | 分隔（例如 tr -s ' ' ',' < data.txt > data.csv）"
    ),
    // Limits met by any decoder.
    ("a field is longer than %@ bytes", "字段超过 %@ 字节"),
    ("more than %@ fields in one record", "一条记录中的字段超过 %@ 个"),
    ("more than %@ distinct values in the series column", "系列列中的不同值超过 %@ 个"),
  ]

  /// The `%@` parts of `text` read against `template`, or nil when it does not match.
  static func match(_ text: String, _ template: String) -> [String]? {
    let pieces = template.components(separatedBy: "%@")
    guard text.hasPrefix(pieces[0]) else { return nil }
    var rest = text.dropFirst(pieces[0].count)
    var parts: [String] = []
    for (index, piece) in pieces.enumerated().dropFirst() {
      let isLast = index == pieces.count - 1
      if isLast {
        guard rest.hasSuffix(piece), rest.count >= piece.count else { return nil }
        parts.append(String(rest.dropLast(piece.count)))
        rest = ""
      } else {
        // Parts are values such as names in quotes: the first occurrence of what follows ends one.
        guard !piece.isEmpty, let range = rest.range(of: piece) else { return nil }
        parts.append(String(rest[..<range.lowerBound]))
        rest = rest[range.upperBound...]
      }
    }
    return pieces.count == 1 ? (text == template ? [] : nil) : parts
  }
}
