import Foundation

/// Makes text that came from data (column names, values, JSON keys, file names, URLs, echoed
/// arguments) safe to print on a terminal.
///
/// A stranger who controls a CSV header or a URL must not be able to drive the reader's terminal:
/// clear the screen, change the window title, write to the clipboard (OSC 52), hide text, or
/// reorder what is shown with bidirectional overrides. Every character that could do so is made
/// visible instead of being obeyed:
///
/// - C0 controls (U+0000–U+001F) and DEL become their Unicode control pictures: ESC is `␛`, BEL
///   `␇`, so `\u{1B}]52;c;…\u{07}` prints as the harmless text `␛]52;c;…␇`. A tab becomes a space;
///   a line break stays when `keepsLineBreaks` is true, and is shown as `␤` otherwise.
/// - C1 controls (U+0080–U+009F, including the one-character CSI U+009B and OSC U+009D) become
///   `<U+009B>`.
/// - Bidirectional overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069) and the
///   directional marks U+200E, U+200F and U+061C become `<U+202E>`.
///
/// Everything else, including every printable character of every script and emoji, is kept.
///
/// ```swift
/// print(TerminalSafeText.make("temp\u{1B}[2J"))   // "temp␛[2J"
/// ```
public enum TerminalSafeText {
  /// The text with every terminal-controlling character made visible.
  ///
  /// - Parameters:
  ///   - text: Text that may come from data.
  ///   - keepsLineBreaks: Whether `\n` stays a line break (multi-line messages); `false` by default,
  ///     so a single-line field (a column name) cannot start a new line.
  /// - Returns: The text, unchanged when it holds nothing to escape.
  public static func make(_ text: String, keepsLineBreaks: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepsLineBreaks: keepsLineBreaks) }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar, keepsLineBreaks: keepsLineBreaks) else {
        result.append(scalar)
        continue
      }
      switch scalar.value {
      case 0x09: result.append(" ")
      case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: result.append("\u{2421}")
      default:
        result.append(contentsOf: String(format: "<U+%04X>", scalar.value).unicodeScalars)
      }
    }
    return String(result)
  }

  /// Whether `scalar` could control a terminal or reorder the text around it.
  public static func needsEscape(_ scalar: Unicode.Scalar, keepsLineBreaks: Bool = false) -> Bool {
    switch scalar.value {
    case 0x0A: return !keepsLineBreaks
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }
}

extension String {
  /// This text with every terminal-controlling character made visible (see ``TerminalSafeText``);
  /// line breaks are kept.
  public var terminalSafe: String { TerminalSafeText.make(self, keepsLineBreaks: true) }
}
