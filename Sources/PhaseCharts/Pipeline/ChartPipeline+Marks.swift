import Foundation
import PhaseKit

extension ChartPipeline {
  /// Whether a pipeline draws its data as a line or as points.
  ///
  /// ```swift
  /// let pipeline = ChartPipeline(marks: .automatic)
  /// let prepared = try pipeline.prepare(tipsCSV)
  /// prepared.dataset.mark        // .points: the bills are in no order of total_bill
  /// prepared.pointsReason        // .unorderedRows(…)
  /// ```
  public enum MarkChoice: String, Sendable, Hashable, CaseIterable {
    /// Points when x holds numbers and the rows, in the order they came, are in no order of x
    /// (``Dataset/RowOrder/isUnordered``); a line otherwise. The default.
    ///
    /// Dates in no order are drawn as points only when, sorted, they are spread irregularly
    /// (people's birthdays); regularly spaced dates in any order are a time series to sort.
    /// A table sorted by x either way (a price list newest first), or with a few rows out of
    /// place, stays a line; so does a long-format table whose series are each in order, stacked
    /// one after another or interleaved, since order is judged within each series.
    case automatic
    /// Always a line, sorted by x: what every table got before marks were chosen.
    case line
    /// Always points, unsorted, every observation kept.
    case points
  }

  /// Why a dataset is drawn as points.
  public enum PointsReason: Sendable, Hashable {
    /// ``MarkChoice/automatic`` found the rows in no order of x; the counts of steps up and
    /// down that said so.
    case unorderedRows(Dataset.RowOrder)
    /// ``marks`` is ``MarkChoice/points``.
    case requested
    /// The decoder found nothing that orders the rows and drew them as observations (one
    /// measure against another, or values per category): see ``ChartChoice/notes``.
    case chosen
  }

  /// Why `raw` (as decoded, before sanitization) is drawn as points under ``marks``, or nil
  /// for a line.
  ///
  /// - Parameter raw: The dataset as decoded, its rows in the order they came.
  /// - Returns: The reason for points, or nil for a line.
  public func pointsReason(for raw: Dataset) -> PointsReason? {
    switch marks {
    case .line: return nil
    case .points: return .requested
    case .automatic:
      guard raw.xKind != .category else { return nil }
      let order = raw.rowOrder
      guard order.isUnordered else { return nil }
      // Dates in no order are still a time series when, sorted, they step regularly (a daily
      // log exported shuffled); spread out irregularly (people's birthdays), they are
      // observations.
      if raw.xKind == .date, let xs = raw.series.first?.xs, Self.isRegularlySampled(xs) { return nil }
      return .unorderedRows(order)
    }
  }

  /// Whether `xs`, sorted, step regularly: half the steps of up to 4,096 sampled values or more
  /// are within a tenth of the median step (days, months of 28 to 31 days).
  static func isRegularlySampled(_ xs: [Double]) -> Bool {
    let stride = max(1, xs.count / 4_096)
    var sample = Swift.stride(from: 0, to: xs.count, by: stride).map { xs[$0] }.filter(\.isFinite)
    guard sample.count >= 3 else { return false }
    sample.sort()
    var steps = zip(sample.dropFirst(), sample).map { $0 - $1 }.filter { $0 > 0 }
    guard !steps.isEmpty else { return false }
    steps.sort()
    let median = steps[steps.count / 2]
    let usual = steps.lazy.filter { abs($0 - median) <= median / 10 }.count
    return 2 * usual >= steps.count
  }

  /// Decodes `data` with ``decoding``, and, when that refuses a table of observations, reads it
  /// as observations to draw as points.
  ///
  /// The decoder refuses a table whose x repeats in many rows with no column of words to split
  /// it into series (iris by `sepal_length`, a survey): as a line, sanitization would keep one
  /// row per x value. Drawn as points, every row is kept, so when ``marks`` is not
  /// ``MarkChoice/line`` the table is read again as it is (``DecodeOptions/findsSeries`` off)
  /// and kept if it is drawn as points: always for ``MarkChoice/points``, and for
  /// ``MarkChoice/automatic`` when its rows are in no order of a numeric x. Otherwise (a table
  /// sorted by x whose repeats a line would merge) the decoder's error stands.
  ///
  /// - Parameter data: CSV or JSON bytes.
  /// - Returns: The decoded table.
  /// - Throws: `DataError.decodingError(_:)`, the decoder's own.
  public func decodeTable(_ data: Data) throws(DataError) -> DecodedTable {
    do {
      return try ChartDecoder.decodeTable(data, options: decoding)
    } catch {
      guard marks != .line, decoding.findsSeries, decoding.series == nil else { throw error }
      var asObservations = decoding
      asObservations.findsSeries = false
      guard let table = try? ChartDecoder.decodeTable(data, options: asObservations),
        pointsReason(for: table.dataset) != nil
      else { throw error }
      return table
    }
  }

  /// `options` for points: nothing sorted (the rows' order is theirs), no point merged with
  /// another at the same x (two bills can cost the same), no gap breaks (nothing is joined).
  /// What is dropped as invalid stays as it was.
  static func pointOptions(_ options: SanitizationOptions) -> SanitizationOptions {
    var points = options
    points.sortsByX = false
    points.duplicateX = .keepAll
    points.maxGap = nil
    return points
  }
}

extension PreparedChart {
  /// The sentence that says the chart is drawn as points and why ("Drawn as points: the rows
  /// are not in order of total_bill."), or nil for a line: for an accessible description.
  ///
  /// - Parameter language: The language; `Language.current` by default.
  /// - Returns: The sentence, or nil.
  public func pointsSentence(language: Language = .current) -> String? {
    switch pointsReason {
    case nil: return nil
    case .requested: return PhaseKitText.drawnAsPoints.text(in: language)
    case .chosen: return columns.choice.noteSentences(in: language).first
    case .unorderedRows:
      return PhaseKitText.drawnAsPointsUnordered.format([xName], in: language)
    }
  }

  /// The x column's name for a sentence: the dataset's x label, or `x` when it has none.
  var xName: String { dataset.xLabel.isEmpty ? "x" : dataset.xLabel }
}
