import PhaseCharts
/// A colour for chart text and marks: a theme role (`.primary`, `.secondary`, `.accentColor`) or
/// a fixed RGB value.
///
/// Named colours are taken from the Okabe–Ito palette, which stays distinguishable with the
/// common forms of colour blindness.
public struct ChartColor: Sendable, Hashable {
  enum Storage: Sendable, Hashable {
    case primary, secondary, accent
    case rgb(UInt32)
  }

  let storage: Storage

  /// Creates a colour from a 24-bit RGB value, such as `0x0072B2`.
  ///
  /// - Parameter hex: The red, green and blue bytes.
  public init(hex: UInt32) { storage = .rgb(hex & 0xFF_FFFF) }

  /// Creates a colour from components between 0 and 1 (clamped).
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  public init(red: Double, green: Double, blue: Double) {
    func byte(_ value: Double) -> UInt32 {
      UInt32((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded())
    }
    self.init(hex: byte(red) << 16 | byte(green) << 8 | byte(blue))
  }

  init(storage: Storage) { self.storage = storage }

  /// The theme's main text colour.
  public static let primary = ChartColor(storage: .primary)
  /// The theme's secondary text colour, for captions and hints.
  public static let secondary = ChartColor(storage: .secondary)
  /// The theme's accent colour, for actions.
  public static let accentColor = ChartColor(storage: .accent)
  /// Okabe–Ito orange.
  public static let orange = ChartColor(hex: 0xE69F00)
  /// Okabe–Ito sky blue.
  public static let cyan = ChartColor(hex: 0x56B4E9)
  /// Okabe–Ito bluish green.
  public static let green = ChartColor(hex: 0x009E73)
  /// Okabe–Ito yellow.
  public static let yellow = ChartColor(hex: 0xF0E442)
  /// Okabe–Ito blue.
  public static let blue = ChartColor(hex: 0x0072B2)
  /// Okabe–Ito vermillion.
  public static let red = ChartColor(hex: 0xD55E00)
  /// Okabe–Ito reddish purple.
  public static let purple = ChartColor(hex: 0xCC79A7)
  /// A neutral grey.
  public static let gray = ChartColor(hex: 0x8E8E93)
  /// Black.
  public static let black = ChartColor(hex: 0x000000)
  /// White.
  public static let white = ChartColor(hex: 0xFFFFFF)

  /// The colour as `#RRGGBB`, resolving theme roles with `theme`.
  ///
  /// - Parameter theme: The theme that gives roles their colours.
  /// - Returns: A CSS hex colour.
  public func hexString(in theme: ChartTheme) -> String {
    switch storage {
    case .primary: theme.foreground.hexString(in: theme)
    case .secondary: theme.secondaryForeground.hexString(in: theme)
    case .accent: theme.accent.hexString(in: theme)
    case .rgb(let value): Self.hex(value)
    }
  }

  /// The red, green and blue bytes of this colour in `theme` (named colours resolved).
  func rgb(in theme: ChartTheme) -> UInt32 {
    // A theme whose own colours are named ones resolves them to black, not in a loop.
    func plain(_ color: ChartColor) -> UInt32 {
      if case .rgb(let value) = color.storage { value } else { 0 }
    }
    switch storage {
    case .primary: return plain(theme.foreground)
    case .secondary: return plain(theme.secondaryForeground)
    case .accent: return plain(theme.accent)
    case .rgb(let value): return value
    }
  }

  /// This colour moved `amount` (0…1) of the way toward `other`, channel by channel.
  func mixed(with other: ChartColor, in theme: ChartTheme, amount: Double) -> ChartColor {
    let a = rgb(in: theme)
    let b = other.rgb(in: theme)
    var result: UInt32 = 0
    for shift in [16, 8, 0] as [UInt32] {
      let x = Double((a >> shift) & 0xFF)
      let y = Double((b >> shift) & 0xFF)
      result |= UInt32((x + (y - x) * amount).rounded()) << shift
    }
    return ChartColor(hex: result)
  }

  static func hex(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for shift in stride(from: 20, through: 0, by: -4) {
      bytes.append(digits[Int((value >> UInt32(shift)) & 0xF)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
