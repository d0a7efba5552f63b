import PhaseKit

/// The usage text of `phasekit watch`, in English and Simplified Chinese.
enum WatchHelp {
  /// The usage text in `language`.
  static func text(in language: Language) -> String {
    language == .english ? english : chinese
  }

  static let english = """
    USAGE: phasekit watch <url-or-path> [chart options] [--every SECONDS]

    Shows a chart of a changing source full-screen and keeps it current, like `watch`: a skeleton
    and progress bar on the first load; then the chart with a status line (source, when it was
    last updated and how long ago, the next refresh, points and what was dropped). A refresh
    keeps the chart on screen; a failed one marks it STALE with its age and the error and
    retries with backoff (honouring Retry-After); an earlier run's cached copy shows at once,
    marked stale. Unchanged data (HTTP 304, an unchanged file) costs no redraw.

    OPTIONS:
      --every SECONDS       time between refreshes (default 10, at least 1)
      and the chart options --x, --y, --series, --format, --mark, --ascii, --color,
      --no-color, --timeout (of each refresh), --retries, --cache-dir, --no-cache, --lang

    KEYS:
      q, Ctrl-C             quit, giving the terminal back as it was
      r                     refresh now
      p                     pause or resume refreshing

    Without a terminal (piped), prints one line per refresh. NO_COLOR turns colours off.
    Exits 0 after q once data was shown; when nothing was ever shown, with chart's exit codes.
    """

  static let chinese = """
    用法（USAGE）：phasekit watch <网址或路径> [chart 的选项] [--every 秒数]

    像 `watch` 一样全屏显示一个不断变化的数据源的图表并保持最新：首次加载时显示骨架和进度条；
    之后显示图表和状态行（数据源、上次更新的时间和距今多久、下次刷新、数据点数和丢弃的数据）。
    刷新时图表留在屏幕上；刷新失败时标为 STALE（旧数据），注明时长和错误，并按退避间隔重试
    （遵从 Retry-After）；上次运行缓存的副本会立即显示，并标为旧数据。数据未变（HTTP 304、
    文件未改）时不重绘。

    选项：
      --every 秒数          两次刷新的间隔（默认 10，至少 1）
      以及 chart 的选项 --x、--y、--series、--format、--mark、--ascii、--color、--no-color、
      --timeout（每次刷新的截止时间）、--retries、--cache-dir、--no-cache、--lang

    按键：
      q、Ctrl-C             退出，并把终端恢复原样
      r                     立即刷新
      p                     暂停或继续自动刷新

    没有终端时（输出到管道），每次刷新打印一行。设置 NO_COLOR 时不用颜色。
    显示过数据后按 q 退出码为 0；从未显示过数据时，退出码与 chart 相同。
    """
}
