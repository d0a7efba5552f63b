/// Writes SVG markup into a byte buffer: literal markup, fixed-point numbers and escaped text.
///
/// Numbers are written by hand with one decimal (0.1 px is below what a screen shows), trailing
/// `.0` dropped, and never in exponent form, so the hot path of a long line is integer work and
/// appends, with no `String(format:)` and no intermediate strings.
struct SVGWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

  /// Markup written as is. Only for text PhaseKit controls, never for user text.
  mutating func raw(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Markup written as is from a string PhaseKit built (colours, ids), never user text.
  mutating func raw(_ markup: String) {
    bytes.append(contentsOf: markup.utf8)
  }

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// Another writer's markup, appended.
  mutating func append(_ other: SVGWriter) { bytes.append(contentsOf: other.bytes) }

  /// A coordinate with one decimal: `12`, `12.5`, `-3.1`.
  mutating func number(_ value: Double) {
    tenths(Self.tenths(value))
  }

  /// A value already scaled to tenths, as produced by ``tenths(_:)-swift.type.method``.
  mutating func tenths(_ value: Int) {
    var magnitude = value
    if magnitude < 0 {
      bytes.append(UInt8(ascii: "-"))
      magnitude = -magnitude
    }
    integer(magnitude / 10)
    let fraction = magnitude % 10
    if fraction != 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction))
    }
  }

  /// A non-negative integer in decimal.
  mutating func integer(_ value: Int) {
    if value < 10 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    var divisor = 10
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// ` name="value"` for a number.
  mutating func attribute(_ name: StaticString, _ value: Double) {
    byte(UInt8(ascii: " "))
    raw(name)
    raw("=\"")
    number(value)
    byte(UInt8(ascii: "\""))
  }

  /// ` name="value"` for a string, escaped.
  mutating func attribute(_ name: StaticString, _ value: String) {
    byte(UInt8(ascii: " "))
    raw(name)
    raw("=\"")
    text(value)
    byte(UInt8(ascii: "\""))
  }

  /// Text escaped for element content and attribute values alike: `& < > " '` become
  /// entities; tabs and line breaks become spaces; other control characters, non-characters
  /// and bidirectional overrides (which can disguise text) are dropped.
  mutating func text(_ text: String) {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: raw("&amp;")
      case 0x3C: raw("&lt;")
      case 0x3E: raw("&gt;")
      case 0x22: raw("&quot;")
      case 0x27: raw("&#39;")
      case 0x09, 0x0A, 0x0D: byte(UInt8(ascii: " "))
      case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF, 0x202A...0x202E, 0x2066...0x2069: continue
      case 0x20..<0x7F: bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      default: UTF8.encode(scalar) { bytes.append($0) }
      }
    }
  }

  /// A coordinate in tenths, clamped so absurd values cannot overflow or bloat the output.
  @inline(__always)
  static func tenths(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let scaled = (value * 10).rounded()
    return scaled > 1e8 ? 100_000_000 : scaled < -1e8 ? -100_000_000 : Int(scaled)
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
