import PhaseCharts
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

  /// One path vertex, `C x y` with `C` a command byte (`M`, `L`) or a space, both numbers in
  /// tenths: composed on the stack and appended at once, the hot path of a long line.
  @inline(__always)
  mutating func vertex(_ command: UInt8, _ x: Int, _ y: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      buffer[0] = command
      var end = Self.write(tenths: x, into: buffer, at: 1)
      buffer[end] = UInt8(ascii: " ")
      end = Self.write(tenths: y, into: buffer, at: end + 1)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<end]))
    }
  }

  /// Writes a clamped tenths value (at most 12 bytes) at `start`; returns the end.
  @inline(__always)
  private static func write(tenths value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int)
    -> Int
  {
    let zero = UInt8(ascii: "0")
    var position = start
    var magnitude = value
    if magnitude < 0 {
      buffer[position] = UInt8(ascii: "-")
      position += 1
      magnitude = -magnitude
    }
    var whole = magnitude / 10
    let fraction = magnitude % 10
    // Digits of the whole part, written backwards into place.
    var digits = 1
    var probe = whole
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    var index = position + digits - 1
    repeat {
      buffer[index] = zero &+ UInt8(truncatingIfNeeded: whole % 10)
      whole /= 10
      index -= 1
    } while whole > 0
    position += digits
    if fraction != 0 {
      buffer[position] = UInt8(ascii: ".")
      buffer[position + 1] = zero &+ UInt8(truncatingIfNeeded: fraction)
      position += 2
    }
    return position
  }

  /// A non-negative integer in decimal. Coordinates (below 100,000 tenths) take the fast path
  /// of divisions by constants, which compile to multiplications.
  mutating func integer(_ value: Int) {
    let zero = UInt8(ascii: "0")
    if value < 100_000 {
      if value >= 10000 { bytes.append(zero &+ UInt8(truncatingIfNeeded: value / 10000)) }
      if value >= 1000 { bytes.append(zero &+ UInt8(truncatingIfNeeded: value / 1000 % 10)) }
      if value >= 100 { bytes.append(zero &+ UInt8(truncatingIfNeeded: value / 100 % 10)) }
      if value >= 10 { bytes.append(zero &+ UInt8(truncatingIfNeeded: value / 10 % 10)) }
      bytes.append(zero &+ UInt8(truncatingIfNeeded: value % 10))
      return
    }
    var divisor = 10
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(zero &+ UInt8(truncatingIfNeeded: rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Path data for a horizontal or vertical segment: `Mx yHx2` (`command` `H`, `end` an x) or
  /// `Mx yVy2` (`command` `V`, `end` a y).
  mutating func segment(x: Double, y: Double, _ command: UInt8, _ end: Double) {
    byte(UInt8(ascii: "M"))
    number(x)
    byte(UInt8(ascii: " "))
    number(y)
    byte(command)
    number(end)
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

  /// The most characters one text of the SVG holds: longer text from the data (a column name
  /// of a megabyte) is cut there with `…`, so that the file stays the size of its chart.
  static let maxTextScalars = 4_000

  /// Text escaped for element content and attribute values alike: `& < > " '` become
  /// entities; tabs and line breaks become spaces; other control characters, non-characters
  /// and bidirectional overrides (which can disguise text) are dropped. Text longer than
  /// ``maxTextScalars`` is cut there with `…`.
  mutating func text(_ text: String) {
    var written = 0
    for scalar in text.unicodeScalars {
      written += 1
      if written > Self.maxTextScalars {
        raw("…")
        return
      }
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
    let scaled = value * 10
    if scaled > 1e8 { return 100_000_000 }
    if scaled < -1e8 { return -100_000_000 }
    // Round half away from zero with a truncating conversion: one instruction, no libm call.
    return Int(scaled + (scaled < 0 ? -0.5 : 0.5))
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
