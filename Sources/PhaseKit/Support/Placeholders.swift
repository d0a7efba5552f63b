extension String {
  /// This template with each `%@` replaced, in order, by the next argument (an empty string once
  /// they run out): the one placeholder rule of every text table (PhaseKit's, the watch screen's,
  /// the command-line tool's), so a translation may move a placeholder but never reorder two.
  ///
  /// A positional placeholder, `%2$@`, takes the argument it names, so that a translation can
  /// put the parts of a sentence in its own order (`%2$@ 对 %1$@`).
  package func fillingPlaceholders(with arguments: [String]) -> String {
    var result = ""
    var remaining = arguments[...]
    var rest = Substring(self)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("@") {
        result += remaining.popFirst() ?? ""
        rest = after.dropFirst()
        continue
      }
      // `%n$@`: one or more digits, then `$@`.
      let digits = after.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, after[digits.endIndex...].hasPrefix("$@"), let n = Int(digits) {
        result += arguments.indices.contains(n - 1) ? arguments[n - 1] : ""
        rest = after[digits.endIndex...].dropFirst(2)
        continue
      }
      result += "%"
      rest = after
    }
    return result + rest
  }
}
