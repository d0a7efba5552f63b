/// The usage texts of `phasekit` and its commands.
enum Help {
  static let version = "phasekit 0.1.0"

  static func text(for command: String?) -> String {
    switch command {
    case "chart": return chart
    case "states": return states
    default: return overview
    }
  }

  static let overview = """
    phasekit — load data, clean it, and chart it, with honest loading, error and stale states.

    USAGE:
      phasekit [chart options]             chart the embedded sample (daily weather, 2 years)
      phasekit chart <url-or-path> [opts]  chart a CSV or JSON file or URL (- reads standard input)
      phasekit <url-or-path> [opts]        the same, when the path or URL is the first argument
      phasekit watch <url-or-path> [opts]  a live chart that refreshes every --every seconds
      phasekit states [--out DIR]          write the loading, empty, error and stale cards as SVG
      phasekit help [command]              show help for a command

    Run `phasekit help chart` for every chart option.

    EXIT CODES:
      0   charted fresh data
      64  usage error (unknown option, bad value)
      65  the data could not be decoded or held no points
      69  the data could not be loaded
      73  the chart (or the events log) could not be written
      75  the network failed and cached data was shown instead (stale)
    """

  static let chart = """
    USAGE: phasekit chart <url-or-path> [options]

    Loads the data (HTTP with timeout, retry and cache, up to 1 GiB; a local file of any size; or
    - for standard input),
    decodes CSV or JSON, drops invalid points (sentinels such as -999, NaN), downsamples to the
    width, draws a terminal chart and writes an SVG or PNG. A run that falls back to cached data
    writes the chart under a "Showing data from …" banner; a run that fails writes the error card
    instead, so the file never shows an older chart as if it were new.

    OPTIONS:
      --x COL               the x column or field, by name or as #N, 0-based (default: the first
                            date-like column, else the first numeric one named like time,
                            such as year, else the first numeric one)
      --y COL               a y column or field; repeat for several (default: every numeric one)
      --series COL          one series per value of COL (long format). Without it, a table whose
                            x repeats is split by its one column of words, and the report says so
      --format csv|json     input format (default: detected)
      --delimiter CHAR      CSV field separator: , ; | or tab (default: detected; an Excel
                            "sep=;" first line is obeyed)
      --header              the first CSV line names the columns
      --no-header           the first CSV line is data; columns are column1, column2, …
                            (default: detected: a first line of only numbers or dates is data)
      --date-order mdy|dmy  read x dates like 1/2/2024 as month/day/year or day/month/year
                            (default: decided by a value such as 1/13/2024 or 13/1/2024)
      --skip-lines N        skip N CSV lines above the header: a title, notes (default: detected:
                            # comment lines, and lines above a blank line that are narrower than
                            the table, as in World Bank downloads; the report says how many)
      --out FILE            where to write the chart, making its folder: FILE.svg, FILE.png (needs
                            rsvg-convert from librsvg), or - for standard output
                            (default: ./phasekit-chart.svg)
      --keep-on-error       when the load fails, leave --out as it was instead of the error card
      --width N             width in pixels (default 800, at least 200)
      --height N            height in pixels (default 400, at least 120)
      --title TEXT          the chart's title (default: the file's name)
      --theme light|dark    colours of the SVG or PNG (default light)
      --downsample METHOD   auto|none|m4|minmax|lttb|minmaxlttb (default auto: draws exactly
                            like every point; none draws every point)
      --mark auto|line|points  a line sorted by x, or separate points (default auto: points
                            when x holds numbers and the rows are in no order of x, such as one
                            row per bill or per airport; dates and sorted rows stay a line)
      --layout auto|overlay|panels  one plot for all series, or a panel each with its own y
                            axis (default auto: panels when measures' scales differ 20-fold)
      --no-terminal         do not draw the chart in the terminal
      --ascii               draw the terminal chart in plain ASCII instead of braille
      --color, --no-color   force ANSI colours on or off (default: on for a terminal, off when
                            NO_COLOR is set or TERM=dumb)
      --timeout SECONDS     overall deadline of the load (default 30); one attempt may take
                            half of it (at least 15 s), or all of it with --retries 0
      --retries N           retries after a failure that can succeed on retry (default 2)
      --cache-dir DIR       the cache folder (default: the user's cache folder/phasekit)
      --no-cache            neither read nor write the cache
      --offline             use only the cache; never touch the network
      --lang en|zh-Hans     language of messages and charts (default: from LC_ALL/LANG)
      --events FILE.jsonl   append the load events (one JSON object a line) to FILE
      -h, --help            show this help
    """

  static let states = """
    USAGE: phasekit states [--out DIR] [--width N] [--height N] [--lang en|zh-Hans]

    Writes loading.svg, empty.svg, empty-invalid.svg, error.svg, stale.svg and chart.svg into
    DIR (default ./phasekit-states, made if missing), 640 × 360 by default, for docs and designers.
    """
}
