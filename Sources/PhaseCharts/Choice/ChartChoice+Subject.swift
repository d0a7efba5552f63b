import Foundation

/// The table's subject: what it was gathered about, drawn rather than two of its covariates.
/// A patients' table named after the condition it studies (`glaucoma` 0/1 beside the
/// measures of each eye, `Outcome` 0/1 of dengue beside the patients' blood counts) colours
/// its scatter by that condition (ChartChoice+ClassOutcome.swift); a panel of weather and
/// disease per region over the years draws the disease's `cases`, not the first weather
/// measure, and a count the table repeats for every region (the nation's cases beside each
/// division's weather) once.
extension ChartChoice {
  /// Words that name the condition a table of patients is about, as a column of two classes
  /// (`glaucoma` 0 or 1, `stroke`, `dengue`): a column so named is the table's outcome as
  /// `diagnosis` is (``isClassName(_:)``). Conditions only, never a symptom or a history that
  /// a study records beside its outcome (`headache`, `tumor`, `sick`, `pregnant`).
  static let conditionWords: Set<String> = [
    "glaucoma", "dengue", "malaria", "cancer", "stroke", "tuberculosis", "hepatitis", "pneumonia", "covid",
    "alzheimers", "dementia", "parkinsons", "autism", "sepsis",
  ]

  /// Whether a column's name is the condition a table of patients is about
  /// (``conditionWords``): `glaucoma`, `Dengue`, `has_cancer`.
  static func isConditionName(_ name: String) -> Bool {
    ColumnPlan.words(of: String(name.prefix(200))).contains { conditionWords.contains($0) }
  }

  /// Whether a column's name says it is the table's outcome (`DesignPlan.isOutcomeName`:
  /// `Outcome`, `diagnosis`, `survived`) or the condition it is about (``isConditionName(_:)``).
  static func isNamedOutcome(_ name: String) -> Bool {
    DesignPlan.isOutcomeName(name) || isConditionName(name)
  }

  /// Whether of two columns holding the same values `later`, named as the outcome
  /// (``isNamedOutcome(_:)``), is kept and `earlier`, not so named, is the copy: dengue's
  /// `Outcome` after `IgG`, the test that decides it, is what the rows tell apart.
  static func keepsOutcome(_ later: String, over earlier: String) -> Bool {
    isNamedOutcome(later) && !isNamedOutcome(earlier)
  }

  /// The first of `columns` (a table's few-valued columns that may colour a scatter, ranked
  /// by ``groupRank(name:isCode:)``) named as the outcome (``isNamedOutcome(_:)``), recorded
  /// row by row beside the groups ranked first: nil when none is.
  static func namedOutcomeCandidate(_ columns: [Int], names: [String]) -> Int? {
    columns.first { names.indices.contains($0) && isNamedOutcome(names[$0]) }
  }

  /// How many of a table's last measures the cases it follows are looked for among: the
  /// cases, the deaths and their ratio.
  static let subjectPlaces = 3

  /// Words that name a count of the cases a surveillance table follows, anywhere in a
  /// measure's name (`CASES`, `Dengu_national_deaths`, `incidence_rate`): beside weather per
  /// region, the table's subject.
  static let subjectCountWords: Set<String> = [
    "cases", "deaths", "incidence", "infections", "hospitalizations", "hospitalisations", "fatalities",
  ]

  /// The position among `names`, a table's measures in their order, of the first named as a
  /// count of the cases it follows (``subjectCountWords``) or of what a study explains
  /// (``countedOutcomeWords``, as the last word), among the last ``subjectPlaces`` measures,
  /// where a surveillance table puts the cases after the weather or the places' traits; nil
  /// when none is, or when it is the first. Before them, such a count is one more trait
  /// (`Infant deaths`, `Under-five deaths` among 20 measures of a country's health).
  static func subjectMeasure(_ names: [String]) -> Int? {
    let subject = names.indices.suffix(subjectPlaces).first { index in
      let words = ColumnPlan.words(of: String(names[index].prefix(200)))
      return words.contains(where: subjectCountWords.contains) || words.last.map(countedOutcomeWords.contains) ?? false
    }
    return subject == 0 ? nil : subject
  }

  /// `series`, one measure's series per group of a long table, as the one series they all
  /// are when every group holds the same values at the same x (the nation's cases written on
  /// each division's rows): at least two series of at least three values each; nil otherwise.
  static func oneSeriesForAllGroups(_ series: [Series]) -> Series? {
    guard series.count >= 2, let first = series.first, first.ys.count >= 3,
      first.ys.contains(where: \.isFinite)
    else { return nil }
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    for other in series.dropFirst() {
      guard other.xs.count == first.xs.count, other.ys.count == first.ys.count,
        zip(other.xs, first.xs).allSatisfy(same), zip(other.ys, first.ys).allSatisfy(same)
      else { return nil }
    }
    return first
  }
}
