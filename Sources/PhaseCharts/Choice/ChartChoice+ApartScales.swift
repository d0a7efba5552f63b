import Foundation

/// Whether several measures share one axis: only measures of one unit and scale are overlaid.
///
/// Two measures whose values lie apart (sea level around 1.5 m and the SOI index around 0,
/// glucose around 126 and the sensor's current around 17, the delays of flights and the route
/// distance of 719 miles) drawn on one axis read as one quantity, and each squashes the other:
/// the sizes need not differ 20-fold (``panelsAreNeeded(_:bySizeOnly:)``) for the picture to
/// mislead. Measures are of one scale when the median of one lies within the bulk (the 5th to
/// the 95th percentile) of the other, or when their names say so (`open`, `high`, `low` and
/// `close`; `r1` … `r10`; `TMAX` and `TMIN`; one unit in brackets). When the measures fall into
/// two or more such groups, each gets a panel.
extension ChartChoice {
  /// The most values of one series the percentiles are taken from, evenly spaced: the test
  /// stays linear in the rows and cheap on a million of them.
  static let apartScalesSample = 2048
  /// The share of the values below the bulk, and above it.
  static let apartScalesTail = 0.05

  /// Two measures of `series` that do not share a scale, by name, when the series fall into
  /// more than one group of measures of one scale; nil when one axis serves them all (or fewer
  /// than two series have values).
  ///
  /// - Parameter series: The measures, one series each (not series of one measure split by
  ///   its words, which are one quantity).
  /// - Returns: The first measure of the first group and the first of another, in `series`' order.
  static func scalesApart(_ series: [Series]) -> (first: String, second: String)? {
    let bulks = series.map { bulk(of: $0.ys) }
    let drawn = series.indices.filter { bulks[$0] != nil }
    guard drawn.count >= 2 else { return nil }
    var group = Array(series.indices)
    func root(_ i: Int) -> Int {
      var i = i
      while group[i] != i { i = group[i] }
      return i
    }
    let families = series.map { family(of: $0.name) }
    let quantities = oneQuantityByName(series.map(\.name))
    for (position, a) in drawn.enumerated() {
      for b in drawn[(position + 1)...] where root(a) != root(b) {
        let (one, other) = (bulks[a]!, bulks[b]!)
        let shareScale =
          (other.low...other.high).contains(one.median) || (one.low...one.high).contains(other.median)
          || (families[a] != nil && families[a] == families[b])
          || (quantities[a] != nil && quantities[a] == quantities[b] && withinOneScale(one, other))
        if shareScale { group[root(b)] = root(a) }
      }
    }
    let first = drawn[0]
    guard let second = drawn.first(where: { root($0) != root(first) }) else { return nil }
    return (series[first].name, series[second].name)
  }

  /// The 5th percentile, the median and the 95th percentile of the finite `values`, from at
  /// most ``apartScalesSample`` of them; nil when none is finite.
  static func bulk(of values: [Double]) -> (low: Double, median: Double, high: Double)? {
    let stride = max(1, values.count / apartScalesSample)
    var sample: [Double] = []
    sample.reserveCapacity(min(values.count, apartScalesSample + 1))
    var index = 0
    while index < values.count {
      if values[index].isFinite { sample.append(values[index]) }
      index += stride
    }
    if sample.isEmpty { sample = values.filter(\.isFinite) }
    guard !sample.isEmpty else { return nil }
    sample.sort()
    func at(_ share: Double) -> Double { sample[min(sample.count - 1, Int(share * Double(sample.count - 1) + 0.5))] }
    return (at(apartScalesTail), at(0.5), at(1 - apartScalesTail))
  }

  /// Words that name one statistic of a quantity, not the quantity: `open`, `high`, `low` and
  /// `close` of a price, the `min` and `max` of a temperature.
  static let statisticWords: Set<String> = [
    "open", "high", "low", "close", "adj", "adjusted", "min", "max", "mean", "median", "avg", "average", "lower",
    "upper", "lo", "hi",
  ]

  /// What a measure's name says it measures, for names that say it: the unit in brackets
  /// (`GHI (W/m^2)` → `(w/m^2)`), else the words left when numbers and the words of
  /// ``statisticWords`` are taken out (`r7` → `r`, `Adj Close` → ``, `TMAX` → `t`); nil when
  /// the name is nothing but its words (`SeaLevel`, `glucose`), which says nothing shared.
  static func family(of name: String) -> String? {
    let lowered = name.lowercased()
    if let open = lowered.lastIndex(where: { $0 == "(" || $0 == "[" }),
      let close = lowered[open...].firstIndex(where: { $0 == ")" || $0 == "]" }), lowered.index(after: open) < close
    {
      return String(lowered[open...close])
    }
    var words: [String] = []
    var word = ""
    var previous: Character? = nil
    for character in name {
      let startsWord =
        previous.map { ($0.isLowercase && character.isUppercase) || ($0.isLetter != character.isLetter) } ?? false
      if !(character.isLetter || character.isNumber) || startsWord {
        if !word.isEmpty { words.append(word) }
        word = ""
      }
      if character.isLetter || character.isNumber { word.append(Character(character.lowercased())) }
      previous = character
    }
    if !word.isEmpty { words.append(word) }
    var changed = false
    var kept: [String] = []
    for word in words {
      if word.allSatisfy(\.isNumber) || statisticWords.contains(word) {
        changed = true
        continue
      }
      if let affix = ["min", "max"].first(where: { word.count > 3 && (word.hasSuffix($0) || word.hasPrefix($0)) }) {
        changed = true
        kept.append(word.hasSuffix(affix) ? String(word.dropLast(3)) : String(word.dropFirst(3)))
        continue
      }
      kept.append(word)
    }
    return changed ? kept.joined(separator: " ") : nil
  }
}

extension ChartChoice {
  /// The prices of one share in panels: `open`, `high`, `low` and `close` (and an adjusted
  /// close) are one line of nearly one shape four times over, so the close stands for them
  /// beside the measures of other units (the return, the volume), and a note names the others
  /// (``Note/pricesAsClose(close:others:)``). Nothing changes without a close or with
  /// fewer than three prices.
  ///
  /// - Parameters:
  ///   - dataset: The dataset laid out in panels, one series per measure.
  ///   - choice: The choice, whose `y` loses the prices not drawn.
  /// - Returns: The note that says so, for the caller to add; nil when nothing changed.
  static func keepClose(_ dataset: inout Dataset, choice: inout ChartChoice) -> Note? {
    func word(_ name: String) -> String { String(name.lowercased().filter(\.isLetter)) }
    let priceWords: Set<String> = ["open", "high", "low", "close", "adjclose"]
    let prices = dataset.series.indices.filter { priceWords.contains(word(dataset.series[$0].name)) }
    guard prices.count >= 3, let close = prices.first(where: { word(dataset.series[$0].name) == "close" }) else {
      return nil
    }
    let closeName = dataset.series[close].name
    let others = prices.filter { $0 != close }.map { dataset.series[$0].name }
    dataset.series.removeAll { others.contains($0.name) }
    choice.y.removeAll { others.contains($0) }
    return .pricesAsClose(close: closeName, others: others)
  }
}

/// Measures whose names say they are of different units never share an axis, however their
/// values overlap: the sun's zenith in degrees (20 to 160) lies within the bulk of five
/// irradiance components in W/m² (0 to 1,000), and one axis would read the angle as a sixth
/// irradiance. A name says its unit by a word of one kind of quantity (`zenith`, `azimuth`,
/// `angle`; `temp`, `temperature`; `ghi`, `irradiance`, `W/m²`; `voltage`; `%`, `percent` …);
/// names that say no unit, or words of two kinds (`irradiance_temperature`), say nothing.
extension ChartChoice {
  /// The kinds of quantity, each with the words of a name that say it.
  static let unitKindWords: [(kind: String, words: Set<String>)] = [
    ("angle", ["zenith", "azimuth", "angle", "elevation", "tilt", "declination", "deg", "degree", "degrees", "bearing"]),
    ("temperature", ["temp", "temperature", "celsius", "fahrenheit", "degc", "degf", "kelvin"]),
    ("irradiance", ["irradiance", "ghi", "dni", "dhi", "gni", "poa", "insolation", "wm2", "radiation"]),
    ("voltage", ["voltage", "volt", "volts", "vdc", "vac"]),
    ("current", ["current", "amps", "ampere", "amperes", "amperage"]),
    ("power", ["power", "kw", "kwh", "watt", "watts", "mw", "mwh"]),
    ("percent", ["percent", "percentage", "pct", "humidity"]),
    ("pressure", ["pressure", "hpa", "mbar", "kpa", "psi", "millibar"]),
    ("speed", ["speed", "velocity", "mph", "kmh", "knots"]),
  ]

  /// The kind of quantity `name` says it measures (see ``unitKindWords``; `%` says percent, and
  /// `W/m` irradiance), or nil when it says none or more than one.
  static func unitKind(of name: String) -> String? {
    let lowered = name.lowercased()
    var kinds = Set<String>()
    if lowered.contains("%") { kinds.insert("percent") }
    if lowered.contains("w/m") { kinds.insert("irradiance") }
    if lowered.contains("°c") || lowered.contains("°f") { kinds.insert("temperature") }
    // Words split at anything not a letter, and where a lower-case letter meets an upper-case one.
    var words: [String] = []
    var word = ""
    var previous: Character? = nil
    for character in name {
      if !character.isLetter || (previous?.isLowercase == true && character.isUppercase) {
        if !word.isEmpty { words.append(word) }
        word = ""
      }
      if character.isLetter { word.append(Character(character.lowercased())) }
      previous = character
    }
    if !word.isEmpty { words.append(word) }
    for word in words {
      for entry in unitKindWords where entry.words.contains(word) { kinds.insert(entry.kind) }
    }
    // `W/m²` is not a watt's power, and `degC` not an angle.
    if kinds.contains("irradiance") { kinds.remove("power") }
    if kinds.contains("temperature") { kinds.remove("angle") }
    return kinds.count == 1 ? kinds.first : nil
  }

  /// Two measures of `series`, by name, whose names say different units (``unitKind(of:)``),
  /// both with values; nil when no two do. The first is the first measure whose name says a
  /// unit, the second the first after it of another.
  static func unitsNamedApart(_ series: [Series]) -> (first: String, second: String)? {
    let named = series.filter { $0.ys.contains(where: \.isFinite) }.compactMap { one in
      unitKind(of: one.name).map { (name: one.name, kind: $0) }
    }
    guard let first = named.first, let second = named.first(where: { $0.kind != first.kind }) else { return nil }
    return (first.name, second.name)
  }
}

/// Measures whose names say they are one quantity share an axis when their values lie within
/// ``oneQuantitySpread`` of one another, even when the median of neither lies within the bulk
/// of the other: six hourly wages in dollars (`high_school`, `bachelors_degree`, and each again
/// for `men_` and `women_`, 17 to 49) are the premium a person reads off one axis, and panels of
/// their own scales hid it as values of different units.
///
/// The names say one quantity when they are a grid of a quantity and its subgroups: a name
/// and the same name qualified by one or two words at its start or its end (`high_school`,
/// `men_high_school`; `wage`, `wage_women`), and the levels qualified alike
/// (`men_high_school`, `men_bachelors_degree`, once `women_` qualifies both too); or when
/// they share a word of a unit of money or share (``oneQuantityUnitWords``: `wage`, `income`,
/// `price`, `usd`, `pct`; `$`). Names that say two different kinds of unit
/// (``unitKind(of:)``) never do; one that says none (`high_school` beside
/// `bachelors_degree`, read as an angle's degree) may.
extension ChartChoice {
  /// The most the largest of two bulks' ends may be times the smallest for names of one
  /// quantity to share an axis.
  static let oneQuantitySpread = 10.0

  /// Words of a name that say its unit is money or a share of something.
  static let oneQuantityUnitWords: Set<String> = [
    "wage", "wages", "income", "incomes", "salary", "salaries", "earnings", "price", "prices", "cost", "costs",
    "usd", "eur", "gbp", "dollars", "dollar", "euros", "pct", "percent",
  ]

  /// For each of `names`, a key shared by the names of one quantity (see the extension's
  /// documentation), or nil for a name that shares its quantity with no other.
  static func oneQuantityByName(_ names: [String]) -> [Int?] {
    let words = names.map { ColumnPlan.words(of: $0) }
    var group = Array(names.indices)
    func root(_ i: Int) -> Int {
      var i = i
      while group[i] != i { i = group[i] }
      return i
    }
    func join(_ a: Int, _ b: Int) {
      if let one = unitKind(of: names[a]), let other = unitKind(of: names[b]), one != other { return }
      let (ra, rb) = (root(a), root(b))
      if ra != rb { group[rb] = ra }
    }
    // The qualifier that makes `longer` the quantity `shorter` of a subgroup: one or two
    // words at its start or its end.
    func qualifier(_ longer: [String], _ shorter: [String]) -> String? {
      guard !shorter.isEmpty, (1...2).contains(longer.count - shorter.count) else { return nil }
      let extra = longer.count - shorter.count
      if Array(longer.suffix(shorter.count)) == shorter { return "<" + longer.prefix(extra).joined(separator: " ") }
      if Array(longer.prefix(shorter.count)) == shorter { return ">" + longer.suffix(extra).joined(separator: " ") }
      return nil
    }
    var linked = Set<Int>()
    // Each quantity's qualified subgroups, by qualifier: the levels qualified alike by two
    // qualifiers or more are levels of one quantity.
    var qualifiersOf: [Int: Set<String>] = [:]
    var byQualifier: [String: [(base: Int, qualified: Int)]] = [:]
    for a in names.indices {
      for b in names.indices where a != b {
        guard let q = qualifier(words[b], words[a]) else { continue }
        join(a, b)
        linked.formUnion([a, b])
        qualifiersOf[a, default: []].insert(q)
        byQualifier[q, default: []].append((a, b))
      }
    }
    for (_, pairs) in byQualifier where pairs.count >= 2 {
      for (x, y) in zip(pairs, pairs.dropFirst()) {
        let shared = (qualifiersOf[x.base] ?? []).intersection(qualifiersOf[y.base] ?? [])
        guard shared.count >= 2 else { continue }
        join(x.base, y.base)
      }
    }
    // Names that share a word of a unit of money or share.
    var byUnit: [String: Int] = [:]
    for (i, nameWords) in words.enumerated() {
      var units = Set(nameWords).intersection(oneQuantityUnitWords)
      if names[i].contains("$") { units.insert("$") }
      for unit in units {
        if let other = byUnit[unit] {
          join(other, i)
          linked.formUnion([other, i])
        } else {
          byUnit[unit] = i
        }
      }
    }
    return names.indices.map { linked.contains($0) ? root($0) : nil }
  }

  /// Whether the bulks `one` and `other` are positive and their ends lie within
  /// ``oneQuantitySpread`` of one another.
  static func withinOneScale(
    _ one: (low: Double, median: Double, high: Double), _ other: (low: Double, median: Double, high: Double)
  ) -> Bool {
    let low = min(one.low, other.low)
    let high = max(one.high, other.high)
    return low > 0 && high <= oneQuantitySpread * low
  }
}
