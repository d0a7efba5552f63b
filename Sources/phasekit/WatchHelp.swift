/// The usage text of `phasekit watch`.
enum WatchHelp {
  static let text = """
    USAGE: phasekit watch <url-or-path> [chart options] [--every SECONDS]

    Shows a chart of a changing source full-screen and keeps it current, like `watch`: a skeleton
    and progress bar on the first load; then the chart with a status line (source, when it was
    last updated and how long ago, the next refresh, points and what was dropped). A refresh
    keeps the chart on screen; a failed one marks it STALE with its age and the error and
    retries with backoff (honouring Retry-After); an earlier run's cached copy shows at once,
    marked stale. Unchanged data (HTTP 304, an unchanged file) costs no redraw.

    OPTIONS:
      --every SECONDS       time between refreshes (default 10, at least 1)
      and the chart options --x, --y, --series, --format, --ascii, --color, --no-color,
      --timeout (of each refresh), --retries, --cache-dir, --no-cache, --lang

    KEYS:
      q, Ctrl-C             quit, giving the terminal back as it was
      r                     refresh now
      p                     pause or resume refreshing

    Without a terminal (piped), prints one line per refresh. NO_COLOR turns colours off.
    Exits 0 after q once data was shown; when nothing was ever shown, with chart's exit codes.
    """
}
