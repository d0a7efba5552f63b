import Foundation
import PhaseCharts
import PhaseKit

/// A parsed `phasekit` invocation.
enum Command: Equatable {
  /// Chart a URL or file, or the embedded sample when `source` is nil.
  case chart(ChartOptions)
  /// Write every state card and a sample chart as SVG files into a folder.
  case states(StatesOptions)
  /// A live chart of a changing source.
  case watch(WatchOptions)
  /// Print help for a command (nil: the overview).
  case help(String?)
  case version
  /// Print a shell completion script.
  case completions(Shell)
  /// List, clear or locate the HTTP cache.
  case cache(CacheOptions)
}

/// The shells `phasekit completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
  case bash, zsh, fish
}

/// Options of `phasekit chart` (and of `phasekit` with no arguments).
struct ChartOptions: Equatable {
  /// A URL, a path, `-` for standard input, or nil for the embedded sample.
  var source: String?
  var x: String?
  var y: [String] = []
  var series: String?
  var format: String?
  /// Where the chart goes: a `.svg` or `.png` path, or `-` for standard output.
  var out: String?
  var width = 800
  var height = 400
  var title: String?
  var theme = "light"
  var terminal = true
  var ascii = false
  var color: Bool?
  var timeout = 30.0
  var retries = 2
  /// `--max-bytes N`: the largest input accepted, from a download, a local file or standard
  /// input alike; ``commandLineBodyLimit`` (1 GiB) by default.
  var maxBytes = commandLineBodyLimit
  var cacheDirectory: String?
  var useCache = true
  var offline = false
  var language: Language?
  var events: String?
  /// Leave an existing --out file alone when the load fails, instead of writing the error card.
  var keepOnError = false
  /// `--downsample`: a `DownsamplingMethod` name (auto, none, m4, minmax, lttb, minmaxlttb).
  var downsample = "auto"
  /// `--mark auto|line|points`: how the data is drawn; auto (points for rows in no order of a
  /// numeric x) by default.
  var mark = ChartPipeline.MarkChoice.automatic
  /// `--layout auto|overlay|panels`: one plot for every series, or a panel each; nil (auto)
  /// gives panels to measures whose scales differ.
  var layout: Dataset.Layout?
  /// `--header` (true) / `--no-header` (false); nil detects a file without a header.
  var header: Bool?
  /// `--delimiter CHAR`: the CSV field separator; nil detects it.
  var delimiter: UInt8?
  /// `--date-order mdy|dmy`: how slashed x dates such as `1/2/2024` are read; nil detects it.
  var dateOrder: String?
  /// `--decimal point|comma`: the numbers' decimal separator; nil decides it per column.
  var decimal: DecodeOptions.DecimalSeparator?
  /// `--skip-lines N`: CSV lines above the header to skip; nil detects comments and a preamble.
  var skipLines: Int?
  /// `--json-path PATH`: where a JSON document's array of records is; nil finds it.
  var jsonPath: String?
}

extension ChartOptions {
  /// Applies the options about reading the file (`--header`, `--no-header`, `--delimiter`,
  /// `--date-order`, `--decimal`, `--skip-lines`, `--json-path`, and `--max-bytes` as the
  /// decoder's size limit) to `decoding`; the others are left as they are.
  func applyReading(to decoding: inout DecodeOptions) {
    // The decoder's own size check (and a gzip body's unpacked size) follows --max-bytes.
    decoding.limits.maxBytes = maxBytes
    if let header {
      decoding.hasHeader = header
      decoding.detectsMissingHeader = false
    }
    if let delimiter { decoding.delimiter = delimiter }
    if let skipLines {
      decoding.skipLines = skipLines
      decoding.detectsPreamble = false
    }
    if let decimal { decoding.decimalSeparator = decimal }
    if let jsonPath { decoding.jsonPath = jsonPath }
    switch dateOrder {
    case "mdy": decoding.xFormat = .date(.monthDayYearSlashed)
    case "dmy": decoding.xFormat = .date(.dayMonthYearSlashed)
    default: break
    }
  }

  /// The byte a `--delimiter` value names: `,` `;` `|`, a tab written as `\t`, `tab` or the
  /// character itself; nil for anything else.
  static func delimiter(named text: String) -> UInt8? {
    switch text {
    case ",", "comma": return UInt8(ascii: ",")
    case ";", "semicolon": return UInt8(ascii: ";")
    case "|", "pipe": return UInt8(ascii: "|")
    case "\t", "\\t", "tab", "TAB": return 9
    default: return nil
    }
  }

  /// The bytes a `--max-bytes` value names: a whole number, optionally followed by `K`, `M` or
  /// `G` (binary: 1K is 1,024 bytes; `KB`, `KiB` and lower case are read alike); nil for
  /// anything else, zero, or more than ``maximumByteCount``.
  static func byteCount(named text: String) -> Int? {
    var digits = Substring(text.trimmingCharacters(in: .whitespaces))
    var shift = 0
    let units: [(suffixes: [String], shift: Int)] = [
      (["kib", "kb", "k"], 10), (["mib", "mb", "m"], 20), (["gib", "gb", "g"], 30), (["b"], 0),
    ]
    search: for unit in units {
      for suffix in unit.suffixes where digits.lowercased().hasSuffix(suffix) {
        digits = digits.dropLast(suffix.count)
        shift = unit.shift
        break search
      }
    }
    guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), let count = Int(digits), count > 0,
      count <= maximumByteCount >> shift
    else { return nil }
    return count << shift
  }

  /// How a byte count reads in the help and in suggestions: `1G`, `512M`, `64K`, or bytes.
  static func byteCountText(_ count: Int) -> String {
    for (shift, unit) in [(30, "G"), (20, "M"), (10, "K")] where count >= 1 << shift && count % (1 << shift) == 0 {
      return "\(count >> shift)\(unit)"
    }
    return String(count)
  }

  /// The largest `--max-bytes`: 1 TiB, far above any memory this tool runs in.
  static let maximumByteCount = 1 << 40

  /// The file extensions `--out` writes (besides `-`, standard output).
  static let outputExtensions = ["svg", "png"]
}

/// Options of `phasekit watch`: chart's, and the time between refreshes.
struct WatchOptions: Equatable {
  var chart = ChartOptions()
  /// `--every SECONDS`.
  var every = 10.0
}

/// Options of `phasekit states`.
struct StatesOptions: Equatable {
  var out = "phasekit-states"
  // The gallery's own size, so that the files equal the images under docs/images.
  var width = 640
  var height = 360
  var language: Language?
}

/// The smallest chart `--width` / `--height` accept: below this the axes, tick labels and
/// legend overlap or are cut off.
// TODO(H10D): switch to PhaseDrawing's minimum size constants once they land on main.
enum ChartSizeLimits {
  static let minimumWidth = 200
  static let minimumHeight = 120
  static let maximum = 20_000
}
