import Foundation
import PhaseKit

/// The texts PhaseCharts says, by key: its String Catalog, `Resources/PhaseChartsText.xcstrings`
/// (en, zh-Hans; a third language is a column of the catalog).
///
/// Placeholders are positional, `%1$@`, `%2$@`, so that a language can order the parts of a
/// sentence its own way. A language the catalog has no text in reads English.
enum PhaseChartsText: String, Sendable, CaseIterable {
  case axisCount
  case choiceLayoutPanels
  case choiceListSeparator
  case choiceMarkBars
  case choiceMarkHistogram
  case choiceMarkPoints
  case choiceMore
  case choiceRowNumber
  case choiceSeparator
  case choiceSeries
  case choiceSkipped
  case choiceSkippedColumn
  case choiceX
  case choiceY
  case noteBarsCut
  case noteCodesAsPoints
  case noteMeasuresCut
  case noteBarsInOrder
  case noteBarsSorted
  case noteCompactDates
  case noteHistogramFD
  case noteHistogramSturges
  case noteLinesOverRows
  case notePointsPerCategory
  case noteRowsAreObservations
  case noteScalesDiffer
  case noteTooManySeries
  case noteXRepeats
  case roleCategory
  case roleCode
  case roleDatePart
  case roleId
  case roleIgnored
  case roleLabel
  case roleMeasure
  case roleRowIndex
  case roleTime

  /// The text in `language`, else in English; the key itself when the catalog's bundle is
  /// missing.
  func text(in language: Language) -> String {
    Self.catalog?.text(rawValue, in: language) ?? rawValue
  }

  /// The text with its placeholders filled in.
  func format(_ arguments: [String], in language: Language) -> String {
    text(in: language).fillingPlaceholders(with: arguments)
  }

  /// The catalog the texts come from: the bundled one, unless another was put in its place
  /// (`TextCatalog.replace(_:with:)`).
  static var catalog: TextCatalog? { TextCatalog.named("PhaseChartsText", else: bundled) }

  /// The catalog in PhaseCharts' resource bundle, read once.
  static let bundled: TextCatalog? = {
    #if canImport(Darwin)
      let bundle: Bundle? = Bundle.module
    #else
      let bundle = TextCatalog.resourceBundle(target: "PhaseCharts")
    #endif
    return TextCatalog.load(table: "PhaseChartsText", in: bundle)
  }()
}
