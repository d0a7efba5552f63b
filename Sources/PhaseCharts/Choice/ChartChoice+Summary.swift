import Foundation
import PhaseKit

extension ChartChoice {
  /// The choice in one line, in `language`: `x: time · y: value · skipped: rownames (row
  /// numbers)`, then the mark and the layout when they are not a line on one plot.
  ///
  /// Names come from the data: a tool that prints this to a terminal makes them safe first.
  ///
  /// - Parameter language: The language; `Language.current` by default.
  /// - Returns: The line.
  public func summary(in language: Language = .current) -> String {
    let list = PhaseChartsText.choiceListSeparator.text(in: language)
    var parts: [String] = []
    let xName = x.map { $0.isEmpty ? "\"\"" : Self.short($0) } ?? xAxisTitle(in: language)
    parts.append(PhaseChartsText.choiceX.format([xName], in: language))
    if !y.isEmpty { parts.append(PhaseChartsText.choiceY.format([Self.shortList(y.map(Self.short), in: language)], in: language)) }
    if let series {
      parts.append(PhaseChartsText.choiceSeries.format([series.isEmpty ? "\"\"" : Self.short(series)], in: language))
    }
    let skipped = self.skipped.map { column in
      PhaseChartsText.choiceSkippedColumn.format(
        [column.name.isEmpty ? "\"\"" : Self.short(column.name), column.role.text(in: language)], in: language)
    }
    if !skipped.isEmpty {
      parts.append(PhaseChartsText.choiceSkipped.format([Self.shortList(skipped, in: language, joinedBy: list)], in: language))
    }
    switch mark {
    case .line: break
    case .points: parts.append(PhaseChartsText.choiceMarkPoints.text(in: language))
    case .bars: parts.append(PhaseChartsText.choiceMarkBars.text(in: language))
    case .histogram: parts.append(PhaseChartsText.choiceMarkHistogram.text(in: language))
    case .heatmap: parts.append(PhaseChartsText.choiceMarkHeatmap.text(in: language))
    }
    if layout == .panels { parts.append(PhaseChartsText.choiceLayoutPanels.text(in: language)) }
    return parts.joined(separator: PhaseChartsText.choiceSeparator.text(in: language))
  }

  /// The x axis's title: the x column's name, or `row` in `language` when x is the row number.
  ///
  /// - Parameter language: The language; `Language.current` by default.
  /// - Returns: The title.
  public func xAxisTitle(in language: Language = .current) -> String {
    x ?? (drawsFlagShares ? PhaseChartsText.choiceFlag : .choiceRowNumber).text(in: language)
  }

  /// The y axis's title when the chart says it rather than a column: `count` for a histogram
  /// and for bars of counts; nil otherwise.
  ///
  /// - Parameter language: The language; `Language.current` by default.
  /// - Returns: The title, or nil.
  public func yAxisTitle(in language: Language = .current) -> String? {
    let counts = notes.contains {
      switch $0 {
      case .countsPerCategory, .rowsPerDate, .scoresCounted, .batteryAsDistributions, .boundsAsDistributions,
        .eventsPerPeriod:
        true
      default: false
      }
    }
    if drawsFlagShares { return PhaseChartsText.axisShareOfOnes.text(in: language) }
    return mark == .histogram || counts ? PhaseChartsText.axisCount.text(in: language) : nil
  }

  /// Each note as a sentence, in `language`.
  ///
  /// - Parameter language: The language; `Language.current` by default.
  /// - Returns: One sentence per note.
  public func noteSentences(in language: Language = .current) -> [String] {
    notes.map { $0.sentence(in: language) }
  }

  /// A name from the data as a sentence shows it: at most 60 characters, a longer one cut in
  /// the middle (`a_very_long…_name`), so that a header of a megabyte is not echoed whole.
  ///
  /// Only the ends of the name are walked (its first 61 scalars and its last 15), never the
  /// whole: a thousand names of 100 KB spent 39% of a chart's time copying them whole here.
  static func short(_ name: String) -> String {
    let scalars = name.unicodeScalars
    guard
      scalars.index(scalars.startIndex, offsetBy: 60, limitedBy: scalars.endIndex)
        .map({ $0 != scalars.endIndex }) ?? false
    else { return name }
    var text = String.UnicodeScalarView(scalars.prefix(40))
    text.append("…")
    text.append(contentsOf: scalars.suffix(15))
    return String(text)
  }

  /// The first eight items, then "N more".
  static func shortList(_ items: [String], in language: Language, joinedBy separator: String? = nil) -> String {
    let separator = separator ?? PhaseChartsText.choiceListSeparator.text(in: language)
    var shown = items.prefix(8).joined(separator: separator)
    if items.count > 8 {
      shown += separator + PhaseChartsText.choiceMore.format([String(items.count - 8)], in: language)
    }
    return shown
  }
}

extension ChartChoice.Note {
  /// Whether the note says the rows are drawn as points.
  var saysPoints: Bool {
    switch self {
    case .rowsAreObservations, .xRepeats, .pointsPerCategory, .pointsPerCell, .codesAsPoints: return true
    default: return false
    }
  }

  /// The note as a sentence in `language`.
  ///
  /// - Parameter language: The language.
  /// - Returns: The sentence.
  public func sentence(in language: Language) -> String {
    switch self {
    case .rowsAreObservations(let x, let y):
      return PhaseChartsText.noteRowsAreObservations.format([ChartChoice.short(x), ChartChoice.short(y)], in: language)
    case .copiesSkipped(let of, let copies):
      return PhaseChartsText.noteCopiesSkipped.format(
        [ChartChoice.shortList(copies.map(ChartChoice.short), in: language), ChartChoice.short(of)], in: language)
    case .derivedSkipped(let of, let from):
      return PhaseChartsText.noteDerivedSkipped.format(
        [ChartChoice.short(of), ChartChoice.shortList(from.map(ChartChoice.short), in: language)], in: language)
    case .sizesSkipped(let sizes):
      return PhaseChartsText.noteSizesSkipped.format([ChartChoice.shortList(sizes.map(ChartChoice.short), in: language)], in: language)
    case .lastAsOutcome(let outcome, let x, let y):
      return PhaseChartsText.noteLastAsOutcome.format(
        [ChartChoice.short(outcome), ChartChoice.short(x), ChartChoice.short(y)], in: language)
    case .linesOverRows: return PhaseChartsText.noteLinesOverRows.text(in: language)
    case .logScale(let column, let low, let high):
      return PhaseChartsText.noteLogScale.format(
        [ChartChoice.short(column), ChartChoice.spanText(low), ChartChoice.spanText(high)], in: language)
    case .beyondAxis(let column, let count, let total, let farthest):
      return Dataset.beyondAxisSentence(column: column, count: count, total: total, farthest: farthest, in: language)
    case .histogram(let bins, let rule):
      let key: PhaseChartsText = rule == .sturges ? .noteHistogramSturges : .noteHistogramFD
      return key.format([String(bins)], in: language)
    case .barsPerLabel(let column, let sorted):
      return (sorted ? PhaseChartsText.noteBarsSorted : .noteBarsInOrder).format([ChartChoice.short(column)], in: language)
    case .flagShares(let flags, let rows):
      return PhaseChartsText.noteFlagShares.format([String(flags), String(rows)], in: language)
    case .countsPerCategory(let column, let split):
      guard let split else {
        return PhaseChartsText.noteCountsPerCategory.format([ChartChoice.short(column)], in: language)
      }
      return PhaseChartsText.noteCountsStacked.format([ChartChoice.short(column), ChartChoice.short(split)], in: language)
    case .scoresCounted(let column, let score, let levels):
      return PhaseChartsText.noteScoresCounted.format(
        [ChartChoice.short(column), ChartChoice.short(score), String(levels)], in: language)
    case .pileSummarized(let x, let y, let rows, let grid):
      return (grid ? PhaseChartsText.notePileMeans : .notePileMedians).format(
        [ChartChoice.short(y), ChartChoice.short(x), String(rows)], in: language)
    case .barsCut(let shown, let total): return PhaseChartsText.noteBarsCut.format([String(shown), String(total)], in: language)
    case .pointsPerCategory(let column):
      return PhaseChartsText.notePointsPerCategory.format([ChartChoice.short(column)], in: language)
    case .pointsPerCell(let column, let colour):
      return PhaseChartsText.notePointsPerCell.format([ChartChoice.short(column), ChartChoice.short(colour)], in: language)
    case .pointsColoured(let column, let groups):
      return PhaseChartsText.notePointsColoured.format([ChartChoice.short(column), String(groups)], in: language)
    case .countsSummed(let count, let column, let split):
      guard let split else {
        return PhaseChartsText.noteCountsSummed.format([ChartChoice.short(count), ChartChoice.short(column)], in: language)
      }
      return PhaseChartsText.noteCountsSummedStacked.format(
        [ChartChoice.short(count), ChartChoice.short(column), ChartChoice.short(split)], in: language)
    case .groupedBars(let column):
      return PhaseChartsText.noteGroupedBars.format([column.isEmpty ? "\"\"" : ChartChoice.short(column)], in: language)
    case .summedOver(let columns):
      return PhaseChartsText.noteSummedOver.format(
        [ChartChoice.shortList(columns.map(ChartChoice.short), in: language)], in: language)
    case .separatesClasses(let y, let x, let outcome):
      return PhaseChartsText.noteSeparatesClasses.format(
        [ChartChoice.short(y), ChartChoice.short(x), ChartChoice.short(outcome)], in: language)
    case .factorsNotDrawn(let columns):
      return PhaseChartsText.noteFactorsNotDrawn.format(
        [ChartChoice.shortList(columns.map(ChartChoice.short), in: language)], in: language)
    case .xRepeats(let count): return PhaseChartsText.noteXRepeats.format([String(count)], in: language)
    case .pricesAsClose(let close, let others):
      return PhaseChartsText.notePricesAsClose.format(
        [ChartChoice.short(close), ChartChoice.shortList(others.map(ChartChoice.short), in: language)], in: language)
    case .scalesApart(let first, let second):
      return PhaseChartsText.noteScalesApart.format([ChartChoice.short(first), ChartChoice.short(second)], in: language)
    case .linesTangle(let lines, let tangled, let pairs):
      return PhaseChartsText.noteLinesTangle.format([String(lines), String(tangled), String(pairs)], in: language)
    case .scalesDiffer(let ratio):
      let shown = ratio >= 1e6 ? "1,000,000+" : String(Int(ratio.rounded()))
      return PhaseChartsText.noteScalesDiffer.format([shown], in: language)
    case .unitsAsMedian(let unit, let units, let measure) where measure.isEmpty:
      return PhaseChartsText.noteRowsAsMedian.format([String(units), unit.isEmpty ? "\"\"" : ChartChoice.short(unit)], in: language)
    case .unitsAsMedian(let unit, let units, let measure):
      return PhaseChartsText.noteUnitsAsMedian.format(
        [ChartChoice.short(measure), String(units), ChartChoice.short(unit)], in: language)
    case .unitsAsMedianPerMeasure(let unit, let units, let measures):
      return PhaseChartsText.noteUnitsAsMedianPerMeasure.format(
        [ChartChoice.shortList(measures.map(ChartChoice.short), in: language), String(units), ChartChoice.short(unit)],
        in: language)
    case .tooManySeries(let drawn, let total): return PhaseChartsText.noteTooManySeries.format([String(drawn), String(total)], in: language)
    case .readWide(let first, let last, let columns, let label):
      let range = [String(columns), ChartChoice.short(first), ChartChoice.short(last)]
      guard let label else { return PhaseChartsText.noteReadWideByRow.format(range, in: language) }
      return PhaseChartsText.noteReadWide.format(range + [label.isEmpty ? "\"\"" : ChartChoice.short(label)], in: language)
    case .runAsMedian(let first, let last, let columns):
      return PhaseChartsText.noteRunAsMedian.format(
        [String(columns), ChartChoice.short(first), ChartChoice.short(last)], in: language)
    case .runAsProfile(let first, let last, let columns):
      return PhaseChartsText.noteRunAsProfile.format(
        [String(columns), ChartChoice.short(first), ChartChoice.short(last)], in: language)
    case .monthsAsColumns(let first, let last, let year):
      return PhaseChartsText.noteMonthsAsColumns.format(
        [ChartChoice.short(first), ChartChoice.short(last), ChartChoice.short(year)], in: language)
    case .rowsPerDate(let rows, let dates, let perDay):
      return (perDay ? PhaseChartsText.noteRowsPerDay : .noteRowsPerDate).format([String(rows), String(dates)], in: language)
    case .itemsOverDate(let column):
      return PhaseChartsText.noteItemsOverDate.format([ChartChoice.short(column)], in: language)
    case .itemsCountedPerDate(let column, let rows, let dates):
      return PhaseChartsText.noteItemsCountedPerDate.format(
        [String(rows), ChartChoice.short(column), String(dates)], in: language)
    case .rowsPerDateAsMedian(let rows, let dates, let measure):
      return PhaseChartsText.noteRowsPerDateAsMedian.format(
        [String(rows), String(dates), ChartChoice.short(measure)], in: language)
    case .typicalYear(let first, let last):
      return PhaseChartsText.noteTypicalYear.format([String(first), String(last)], in: language)
    case .growthPerSeason(let clock, let season, let seasons):
      return PhaseChartsText.noteGrowthPerSeason.format(
        [ChartChoice.short(clock), ChartChoice.short(season), String(seasons)], in: language)
    case .oneValue(let column, let value):
      let shown = ChartChoice.levelText(value)
      return PhaseChartsText.noteOneValue.format([ChartChoice.short(column), shown], in: language)
    case .nearlyOneValue(let column, let value, let share):
      let shown = ChartChoice.levelText(value)
      return PhaseChartsText.noteNearlyOneValue.format(
        [ChartChoice.short(column), shown, String(Int((share * 100).rounded(.down)))], in: language)
    case .colouredByOutcome(let outcome, let group):
      return PhaseChartsText.noteColouredByOutcome.format([ChartChoice.short(outcome), ChartChoice.short(group)], in: language)
    case .colouredByTableOutcome(let outcome, let classes, let group):
      guard let group else {
        return PhaseChartsText.noteColouredByTableOutcomeAlone.format(
          [ChartChoice.short(outcome), String(classes)], in: language)
      }
      return PhaseChartsText.noteColouredByTableOutcome.format(
        [ChartChoice.short(outcome), String(classes), ChartChoice.short(group)], in: language)
    case .recordsOverTime(let rows, let column):
      return PhaseChartsText.noteRecordsOverTime.format([String(rows), ChartChoice.short(column)], in: language)
    case .predictionAgainstTruth(let prediction, let truth):
      return PhaseChartsText.notePredictionAgainstTruth.format([ChartChoice.short(prediction), ChartChoice.short(truth)], in: language)
    case .separatesLevels(let y, let x, let outcome, let classes):
      return PhaseChartsText.noteSeparatesLevels.format(
        [ChartChoice.short(y), ChartChoice.short(x), ChartChoice.short(outcome), String(classes)], in: language)
    case .colouredByNamedOutcome(let outcome, let group):
      return PhaseChartsText.noteColouredByNamedOutcome.format(
        [ChartChoice.short(outcome), ChartChoice.short(group)], in: language)
    case .batteryAsDistributions(let first, let last, let columns, let bins, let outside):
      let arguments = [String(columns), ChartChoice.short(first), ChartChoice.short(last), String(bins), String(outside)]
      return (outside > 0 ? PhaseChartsText.noteBatteryAsDistributionsOutside : .noteBatteryAsDistributions)
        .format(arguments, in: language)
    case .eventsPerPeriod(let rows, let periods, let period, let kind):
      let key: PhaseChartsText =
        switch period {
        case .day: .noteEventsPerDay
        case .week: .noteEventsPerWeek
        case .month: .noteEventsPerMonth
        case .year: .noteEventsPerYear
        }
      let sentence = key.format([String(rows), String(periods)], in: language)
      guard let kind else { return sentence }
      return sentence + " " + PhaseChartsText.noteEventsByKind.format([ChartChoice.short(kind)], in: language)
    case .gridAsHeatmap(let x, let y, let value, let columns, let rows):
      return PhaseChartsText.noteGridAsHeatmap.format(
        [ChartChoice.short(x), String(columns), ChartChoice.short(y), String(rows), ChartChoice.short(value)], in: language)
    case .unitsNamedApart(let first, let second):
      return PhaseChartsText.noteUnitsNamedApart.format([ChartChoice.short(first), ChartChoice.short(second)], in: language)
    case .lineHidden(let hidden, let under):
      return PhaseChartsText.noteLineHidden.format([ChartChoice.short(hidden), ChartChoice.short(under)], in: language)
    case .rateOfCount(let count, let rate, let rows):
      return PhaseChartsText.noteRateOfCount.format([ChartChoice.short(count), ChartChoice.short(rate), String(rows)], in: language)
    case .eventMeasures(let first, let measures):
      return (measures > 1 ? PhaseChartsText.noteEventMeasures : .noteEventMeasure).format(
        [ChartChoice.short(first), String(measures)], in: language)
    case .eventsAsPoints(let rows, let column):
      return PhaseChartsText.noteEventsAsPoints.format([String(rows), ChartChoice.short(column)], in: language)
    case .numberNamesOverDate(let date, let first, let last, let columns):
      return PhaseChartsText.noteNumberNamesOverDate.format(
        [String(columns), ChartChoice.short(first), ChartChoice.short(last), ChartChoice.short(date)], in: language)
    case .monthNamesWithYear(let year, let month):
      return PhaseChartsText.noteMonthNamesWithYear.format([ChartChoice.short(month), ChartChoice.short(year)], in: language)
    case .partsOfDateSkipped(let date, let parts):
      return PhaseChartsText.notePartsOfDateSkipped.format(
        [ChartChoice.shortList(parts.map(ChartChoice.short), in: language), ChartChoice.short(date)], in: language)
    case .yearsInNames(let first, let last, let columns, let measures, let label):
      let parts = [
        String(columns), ChartChoice.short(first), ChartChoice.short(last),
        ChartChoice.shortList(measures.map(ChartChoice.short), in: language),
      ]
      guard let label else { return PhaseChartsText.noteYearsInNamesByRow.format(parts, in: language) }
      return PhaseChartsText.noteYearsInNames.format(parts + [ChartChoice.short(label)], in: language)
    case .subjectDrawn(let measure, let first):
      return PhaseChartsText.noteSubjectDrawn.format([ChartChoice.short(measure), ChartChoice.short(first)], in: language)
    case .sameInEveryGroup(let measure, let group, let groups):
      return PhaseChartsText.noteSameInEveryGroup.format(
        [ChartChoice.short(measure), String(groups), ChartChoice.short(group)], in: language)
    case .compactDates: return PhaseChartsText.noteCompactDates.text(in: language)
    case .timesOfDay(let column): return PhaseChartsText.noteTimesOfDay.format([ChartChoice.short(column)], in: language)
    case .dayNumbers(let column, let count):
      let key: PhaseChartsText =
        switch count {
        case .ordinal: .noteDayNumbersOrdinal
        case .excel: .noteDayNumbersExcel
        case .unixDays: .noteDayNumbersUnix
        }
      return key.format([ChartChoice.short(column)], in: language)
    case .intervalLengths(let start, let stop):
      return PhaseChartsText.noteIntervalLengths.format([ChartChoice.short(start), ChartChoice.short(stop)], in: language)
    case .measuresCut(let shown, let total):
      return PhaseChartsText.noteMeasuresCut.format([String(shown), String(total)], in: language)
    case .codesAsPoints: return PhaseChartsText.noteCodesAsPoints.text(in: language)
    case .repeatsSideBySide(let response, let share):
      return PhaseChartsText.noteRepeatsSideBySide.format(
        [ChartChoice.short(response), String(Int((share * 100).rounded(.down)))], in: language)
    case .boundsAsDistributions(let lower, let upper, let bins, let outside):
      let arguments = [ChartChoice.short(lower), ChartChoice.short(upper), String(bins), String(outside)]
      return (outside > 0 ? PhaseChartsText.noteBoundsAsDistributionsOutside : .noteBoundsAsDistributions)
        .format(arguments, in: language)
    case .boundsOpenBelow(let lower, let count):
      return PhaseChartsText.noteBoundsOpenBelow.format([ChartChoice.short(lower), String(count)], in: language)
    case .rowsRanked(let place, let measure):
      return PhaseChartsText.noteRowsRanked.format([ChartChoice.short(place), ChartChoice.short(measure)], in: language)
    case .rowsInTimeOrder(let copy, let original, let lag):
      return PhaseChartsText.noteRowsInTimeOrder.format(
        [ChartChoice.short(copy), ChartChoice.short(original), String(lag)], in: language)
    case .serialNumberSkipped(let column, let labels):
      return PhaseChartsText.noteSerialNumberSkipped.format([ChartChoice.short(column), ChartChoice.short(labels)], in: language)
    case .computedFromX(let x, let columns):
      return PhaseChartsText.noteComputedFromX.format(
        [ChartChoice.short(x), ChartChoice.shortList(columns.map(ChartChoice.short), in: language)], in: language)
    case .countsPerExposure(let outcome, let exposure, let exposures):
      return PhaseChartsText.noteCountsPerExposure.format(
        [ChartChoice.short(outcome), ChartChoice.short(exposure), String(exposures)], in: language)
    case .rankedAsPoints(let rank):
      return PhaseChartsText.noteRankedAsPoints.format([ChartChoice.short(rank)], in: language)
    case .zerosOffLogAxes(let count, let total):
      return PhaseChartsText.noteZerosOffLogAxes.format([String(count), String(total)], in: language)
    case .trackAsRoute(let time, let rows):
      return PhaseChartsText.noteTrackAsRoute.format([String(rows), ChartChoice.short(time)], in: language)
    case .curvesPerUnit(let unit, let units):
      return PhaseChartsText.noteCurvesPerUnit.format([String(units), ChartChoice.short(unit)], in: language)
    case .tracksOfUnits(let unit, let units, let time):
      let key: PhaseChartsText = units > ChartChoice.maxDrawnSeries ? .noteTracksAsOneMap : .noteTracksOfUnits
      return key.format([String(units), ChartChoice.short(unit), ChartChoice.short(time)], in: language)
    case .missingCodes(let column, let codes, let rows):
      let written = codes.map { $0 == $0.rounded() && $0.magnitude < 1e15 ? String(Int64($0)) : "\($0)" }
      return PhaseChartsText.noteMissingCodes.format(
        [ChartChoice.shortList(written, in: language), ChartChoice.short(column), String(rows)], in: language)
    }
  }
}

extension ColumnRole {
  /// The role as a reason a column was not drawn, in `language`: `row numbers`, `ids`.
  ///
  /// - Parameter language: The language.
  /// - Returns: The words.
  public func text(in language: Language) -> String {
    let key: PhaseChartsText
    switch self {
    case .time: key = .roleTime
    case .waves: key = .roleWaves
    case .measure: key = .roleMeasure
    case .rowIndex: key = .roleRowIndex
    case .id: key = .roleId
    case .weight: key = .roleWeight
    case .unit: key = .roleUnit
    case .counter: key = .roleCounter
    case .copy: key = .roleCopy
    case .sentinels: key = .roleSentinels
    case .datePart: key = .roleDatePart
    case .code: key = .roleCode
    case .label: key = .roleLabel
    case .category: key = .roleCategory
    case .ignored: key = .roleIgnored
    case .coefficient: key = .roleCoefficient
    case .uncertainty: key = .roleUncertainty
    }
    return key.text(in: language)
  }
}
