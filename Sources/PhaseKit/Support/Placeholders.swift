extension String {
  /// This template with each `%@` replaced, in order, by the next argument (an empty string once
  /// they run out): the one placeholder rule of every text table (PhaseKit's, the watch screen's,
  /// the command-line tool's), so a translation may move a placeholder but never reorder two.
  package func fillingPlaceholders(with arguments: [String]) -> String {
    var result = ""
    var remaining = arguments[...]
    var rest = Substring(self)
    while let range = rest.range(of: "%@") {
      result += rest[..<range.lowerBound]
      result += remaining.popFirst() ?? ""
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
