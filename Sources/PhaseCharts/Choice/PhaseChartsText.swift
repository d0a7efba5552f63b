import Foundation
import PhaseKit

/// The texts PhaseCharts says, by key: its String Catalog, `Resources/PhaseChartsText.xcstrings`
/// (en, zh-Hans; a third language is a column of the catalog).
///
/// Placeholders are positional, `%1$@`, `%2$@`, so that a language can order the parts of a
/// sentence its own way. A language the catalog has no text in reads English.
enum PhaseChartsText: String, Sendable, CaseIterable {
  case axisCount
  case axisLogScale
  case axisLogScaleAlone
  case axisShareOfOnes
  case bandMiddle
  case bandMiddleColumns
  case bandMiddleRows
  case choiceFlag
  case choiceLayoutPanels
  case choiceListSeparator
  case choiceMarkBars
  case choiceMarkHistogram
  case choiceMarkHeatmap
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
  case noteBatteryAsDistributions
  case noteBatteryAsDistributionsOutside
  case noteBeyondAxis
  case noteBoundsAsDistributions
  case noteBoundsAsDistributionsOutside
  case noteBoundsOpenBelow
  case noteCodesAsPoints
  case noteColouredByOutcome
  case noteColouredByNamedOutcome
  case noteMeasuresCut
  case noteBarsInOrder
  case noteBarsSorted
  case noteCompactDates
  case noteNumberNamesOverDate
  case noteMonthNamesWithYear
  case notePartsOfDateSkipped
  case noteYearsInNames
  case noteYearsInNamesByRow
  case noteCopiesSkipped
  case noteCountsPerCategory
  case noteCountsStacked
  case noteCountsSummed
  case noteCountsSummedStacked
  case noteDayNumbersExcel
  case noteDayNumbersOrdinal
  case noteDayNumbersUnix
  case noteDerivedSkipped
  case noteFactorsNotDrawn
  case noteFlagShares
  case noteGroupedBars
  case noteGrowthPerSeason
  case noteTypicalYear
  case noteGridAsHeatmap
  case noteSubjectDrawn
  case noteSameInEveryGroup
  case noteEventsPerDay
  case noteEventsPerWeek
  case noteEventsPerMonth
  case noteEventsPerYear
  case noteEventsByKind
  case noteHistogramFD
  case noteHistogramSturges
  case noteIntervalLengths
  case noteItemsCountedPerDate
  case noteItemsOverDate
  case noteLinesOverRows
  case noteLinesTangle
  case noteLogScale
  case noteMonthsAsColumns
  case noteNearlyOneValue
  case noteOneValue
  case noteRepeatsSideBySide
  case notePileMeans
  case notePileMedians
  case notePointsColoured
  case notePointsPerCategory
  case notePointsPerCell
  case notePricesAsClose
  case noteReadWide
  case noteReadWideByRow
  case noteRowsAreObservations
  case noteRowsAsMedian
  case noteRowsInTimeOrder
  case noteRowsRanked
  case noteRowsPerDate
  case noteRowsPerDateAsMedian
  case noteRowsPerDay
  case noteRunAsMedian
  case noteRunAsProfile
  case noteScalesApart
  case noteScalesDiffer
  case noteScoresCounted
  case noteSeparatesClasses
  case noteSizesSkipped
  case noteLastAsOutcome
  case noteSummedOver
  case noteTimesOfDay
  case noteTooManySeries
  case noteUnitsAsMedian
  case noteUnitsAsMedianPerMeasure
  case noteXRepeats
  case noteSerialNumberSkipped
  case noteComputedFromX
  case noteCountsPerExposure
  case noteUnitsNamedApart
  case noteLineHidden
  case noteRateOfCount
  case noteEventMeasures
  case noteEventsAsPoints
  case noteEventMeasure
  case noteColouredByTableOutcome
  case noteColouredByTableOutcomeAlone
  case noteSeparatesLevels
  case noteRecordsOverTime
  case notePredictionAgainstTruth
  case roleCategory
  case roleCode
  case roleCoefficient
  case roleCopy
  case roleCounter
  case roleDatePart
  case roleId
  case roleIgnored
  case roleLabel
  case roleMeasure
  case roleRowIndex
  case roleSentinels
  case roleTime
  case roleUncertainty
  case roleUnit
  case roleWaves
  case roleWeight
  case seriesMedian
  case seriesMeanOf
  case seriesMedianOf
  case noteRankedAsPoints
  case noteZerosOffLogAxes
  case noteTrackAsRoute
  case noteCurvesPerUnit
  case noteTracksOfUnits
  case noteTracksAsOneMap
  case noteMissingCodes

  /// The text in `language`, else in English; ``defaultValue`` when the catalog cannot be read
  /// (on Apple platforms, a resource bundle that is missing).
  func text(in language: Language) -> String {
    Self.catalog?.text(rawValue, in: language) ?? defaultValue
  }

  /// The text in English, as the code says it: the default value when the catalog has no text
  /// for the key (its bundle is missing), as `String(localized:defaultValue:)` has one. Every
  /// other language, and the English people read when the catalog is there, come from
  /// `Resources/PhaseChartsText.xcstrings`; `PhaseChartsTextTests` holds the two together.
  var defaultValue: String {
    switch self {
    case .axisCount: "count"
    case .axisShareOfOnes: "share of rows with 1"
    case .choiceFlag: "flag"
    case .axisLogScale: "%1$@ (log scale)"
    case .axisLogScaleAlone: "log scale"
    case .bandMiddle: "10–90% of %1$@ units"
    case .bandMiddleColumns: "10–90% of %1$@ columns"
    case .bandMiddleRows: "10–90% of the rows"
    case .choiceLayoutPanels: "panels"
    case .choiceListSeparator: ", "
    case .choiceMarkBars: "bars"
    case .choiceMarkHistogram: "histogram"
    case .choiceMarkHeatmap: "heatmap"
    case .choiceMarkPoints: "points"
    case .choiceMore: "%1$@ more"
    case .choiceRowNumber: "row"
    case .choiceSeparator: " · "
    case .choiceSeries: "series: %1$@"
    case .choiceSkipped: "skipped: %1$@"
    case .choiceSkippedColumn: "%1$@ (%2$@)"
    case .choiceX: "x: %1$@"
    case .choiceY: "y: %1$@"
    case .noteBarsCut: "The %1$@ largest of %2$@ bars are drawn."
    case .noteBatteryAsDistributions:
      "The %1$@ columns %2$@ to %3$@ are parallel measures of one kind on one scale, in no order: a panel for each, its distribution over %4$@ bins shared by all, rather than two of them against each other."
    case .noteBatteryAsDistributionsOutside:
      "The %1$@ columns %2$@ to %3$@ are parallel measures of one kind on one scale, in no order: a panel for each, its distribution over %4$@ bins shared by all, rather than two of them against each other; %5$@ values far outside the others lie beyond the bins."
    case .noteBoundsAsDistributions:
      "%1$@ and %2$@ are the lower and upper bounds of one interval: a panel for each, its distribution over %3$@ bins shared by both, rather than one bound against the other."
    case .noteBoundsAsDistributionsOutside:
      "%1$@ and %2$@ are the lower and upper bounds of one interval: a panel for each, its distribution over %3$@ bins shared by both, rather than one bound against the other; %4$@ values far outside the others lie beyond the bins."
    case .noteBoundsOpenBelow:
      "%2$@ rows have %1$@ = 0 below a finite upper bound: intervals open below, left out of %1$@'s distribution."
    case .noteCodesAsPoints: "Drawn as points: the values are codes, and a line between codes means nothing."
    case .noteColouredByOutcome:
      "Coloured by %1$@, the table's last column, of two classes: what the rows tell apart, rather than by %2$@."
    case .noteColouredByNamedOutcome:
      "Coloured by %1$@, of two classes, named as the table's outcome: what the rows tell apart, rather than by %2$@, a group of the rows."
    case .noteMeasuresCut: "The first %1$@ of %2$@ measures are drawn, one panel each."
    case .noteBarsInOrder: "Bars, one per %1$@, in the table's order."
    case .noteBarsSorted: "Bars, one per %1$@, sorted by value."
    case .noteCompactDates: "Whole numbers written as YYYYMM or YYYYMMDD were read as dates."
    case .noteNumberNamesOverDate:
      "The %1$@ columns %2$@ to %3$@ are named by numbers, but %4$@ orders the rows: each is a series over it, not a wide table's x."
    case .noteMonthNamesWithYear:
      "The months of %1$@ were read with the years of %2$@ as one date per month."
    case .notePartsOfDateSkipped:
      "%1$@ not drawn: the year, month or day of %2$@, parts of the rows' own date."
    case .noteYearsInNames:
      "The %1$@ columns %2$@ to %3$@ name a year and a measure: read as %4$@ over the years, each row a series, named by %5$@."
    case .noteYearsInNamesByRow:
      "The %1$@ columns %2$@ to %3$@ name a year and a measure: read as %4$@ over the years, each row a series, named by its number."
    case .noteDayNumbersExcel: "The whole numbers in %1$@ were read as dates: Excel serial days (25569 is 1970-01-01)."
    case .noteDayNumbersOrdinal: "The whole numbers in %1$@ were read as dates: days counted from 0001-01-01, as Python's toordinal() writes them."
    case .noteDayNumbersUnix: "The whole numbers in %1$@ were read as dates: days since 1970-01-01, as R stores a Date."
    case .noteIntervalLengths: "Each row is an interval from %1$@ to %2$@: the histogram of their lengths."
    case .noteItemsCountedPerDate:
      "%1$@ rows are items that carry a date (%2$@): their count per date jumps with no trend over %3$@ dates, so their measures are drawn, not the count."
    case .noteItemsOverDate:
      "The rows are items that carry a date (%1$@), not a series: their measures do not follow on from date to date, so the rows are read as observations."
    case .noteTimesOfDay: "The times of day in %1$@ were read as hours after midnight (an interval at its start)."
    case .noteCopiesSkipped: "%1$@ not drawn against %2$@: an exact function of it, a formula's curve rather than data."
    case .noteDerivedSkipped:
      "%1$@ not drawn against %2$@: computed one from the other (a sum, a difference, a weighted sum or a monotone function), their scatter draws the arithmetic rather than data."
    case .noteOneValue: "%1$@ holds %2$@ in every row: not drawn."
    case .noteRepeatsSideBySide:
      "%2$@% of the runs repeat a value of %1$@ within their strip: they are set side by side, a strip's widest row its most common value."
    case .noteNearlyOneValue: "%1$@ holds %2$@ in %3$@% of the rows, the others scattered exceptions: not drawn."
    case .noteCountsPerCategory: "Bars of counts, one per %1$@: no column holds a measure."
    case .noteCountsStacked: "Bars of counts, one per %1$@, stacked by %2$@: no column holds a measure."
    case .noteCountsSummed: "Bars of %1$@ added up per %2$@: each row counts the cases of one cell."
    case .noteCountsSummedStacked: "Bars of %1$@ added up per %2$@, stacked by %3$@: each row counts the cases of one cell."
    case .noteFactorsNotDrawn: "Factors of the design not drawn: %1$@."
    case .noteTypicalYear:
      "A typical year: each month comes from another year (%1$@ to %2$@), drawn on one year."
    case .noteGrowthPerSeason:
      "%1$@ starts again in each %2$@: a line for each of its %3$@ values, over %1$@."
    case .noteGroupedBars: "Bars side by side, a group per %1$@, one colour per column: the columns are counts or rates of one kind."
    case .noteEventsPerDay: "%1$@ rows list events, a row per case with no measure taken over time: their count per day is drawn, over %2$@ days."
    case .noteEventsPerWeek: "%1$@ rows list events, a row per case with no measure taken over time: their count per week is drawn, over %2$@ weeks."
    case .noteEventsPerMonth:
      "%1$@ rows list events, a row per case with no measure taken over time: their count per month is drawn, over %2$@ months."
    case .noteEventsPerYear: "%1$@ rows list events, a row per case with no measure taken over time: their count per year is drawn, over %2$@ years."
    case .noteEventsByKind: "A line for each %1$@."
    case .noteGridAsHeatmap:
      "The rows are a grid, each pair of the %2$@ values of %1$@ and the %4$@ values of %3$@ once: a heatmap of %5$@, coloured as the scale above the plot shows."
    case .noteSubjectDrawn: "%1$@ is drawn, a count of the cases the table follows, rather than %2$@, its first measure."
    case .noteSameInEveryGroup: "%1$@ holds the same values in each of the %2$@ groups of %3$@: drawn once."
    case .noteHistogramFD: "A histogram of %1$@ bins (Freedman–Diaconis): one column of numbers and nothing to order it."
    case .noteHistogramSturges: "A histogram of %1$@ bins (Sturges): one column of numbers and nothing to order it."
    case .noteBeyondAxis:
      "%1$@ axis cut to the bulk of its values: %2$@ of %3$@ points lie beyond it, drawn at its edge as open triangles (farthest %4$@)."
    case .noteLinesOverRows: "Drawn over the row number: nothing else orders the rows."
    case .noteRowsInTimeOrder:
      "Drawn as lines over the row number: %1$@ is %2$@ shifted down by %3$@, a lagged copy, so the rows are in time order."
    case .noteRowsRanked:
      "The rows are places of a ranking by %1$@, sorted by %2$@: the histogram of %2$@, not a curve of the sort over the places."
    case .noteLinesTangle:
      "One panel per line: %1$@ lines on one axis would cross one another too often to follow (%2$@ of %3$@ pairs cross 8 times or more)."
    case .noteLogScale: "%1$@ on a log scale: it spans %2$@ to %3$@."
    case .notePileMeans:
      "The mean of %1$@ at each %2$@, over the band of the middle 80% of the rows: its %3$@ whole-number points would pile on a grid, each hiding others."
    case .notePileMedians:
      "The median of %1$@ at each %2$@, over the band of the middle 80% of the rows: its %3$@ points would stand in full columns."
    case .notePointsColoured: "Coloured by %1$@: a colour for each of its %2$@ groups."
    case .notePointsPerCategory: "Points, one per row, at their %1$@."
    case .notePointsPerCell: "Points, one per run, at their %1$@, coloured by %2$@: the rows are a designed experiment."
    case .noteMonthsAsColumns: "Read wide: the months %1$@ to %2$@ of each year of %3$@ are one series over time."
    case .notePricesAsClose: "%1$@ stands for %2$@: the prices of one share are drawn once, beside the measures of other units."
    case .noteReadWide: "Read wide: the %1$@ columns %2$@ to %3$@ are x, and each row is a series, named by %4$@."
    case .noteReadWideByRow: "Read wide: the %1$@ columns %2$@ to %3$@ are x, and each row is a series, named by its number."
    case .noteRowsAreObservations: "Drawn as points of %2$@ against %1$@: nothing orders the rows."
    case .noteRowsAsMedian:
      "The median of %1$@ rows (%2$@), with the band from the 10th to the 90th percentile: too many for a line each."
    case .noteRowsPerDate: "%1$@ rows of events over %2$@ dates: their count per date is drawn."
    case .noteRowsPerDateAsMedian:
      "The same %1$@ rows at each of %2$@ dates (a balanced panel): the median of %3$@ is drawn, with the band from the 10th to the 90th percentile, not their count."
    case .noteFlagShares: "%1$@ columns of 0/1 flags over %2$@ rows: the share of rows with 1 in each is drawn, highest first."
    case .noteRowsPerDay: "%1$@ rows of events over %2$@ days: their count per day is drawn."
    case .noteRunAsMedian:
      "The %1$@ columns %2$@ to %3$@ are one numbered run of one quantity: their median is drawn, with the band from the 10th to the 90th percentile, not %1$@ lines on one axis."
    case .noteRunAsProfile:
      "The %1$@ columns %2$@ to %3$@ are one numbered run of one kind: drawn as a profile over their numbers, a line per row."
    case .noteScoresCounted:
      "Bars of counts, one per %1$@, stacked by %2$@: its %3$@ whole-number values would hide one another as points."
    case .noteScalesApart: "One panel per measure: %1$@ and %2$@ lie apart, as values of different units do."
    case .noteScalesDiffer: "One panel per measure: their ranges differ %1$@-fold."
    case .noteColouredByTableOutcome:
      "Coloured by %1$@, the table's outcome of %2$@ classes (by its name, or as the last column of a table of attributes): what the rows tell apart, rather than by %3$@, one more attribute."
    case .noteColouredByTableOutcomeAlone:
      "Coloured by %1$@, the table's outcome of %2$@ classes (by its name, or as the last column of a table of attributes): what the rows tell apart."
    case .noteSeparatesLevels:
      "%1$@ and %2$@ are the measures whose means differ most among the %4$@ classes of %3$@."
    case .noteSeparatesClasses: "%1$@ and %2$@ are the measures whose means differ most between the two classes of %3$@."
    case .noteLastAsOutcome:
      "%1$@, the table's last measure, is drawn as its outcome rather than %3$@ against %2$@, two of a kind that go together closely."
    case .noteSizesSkipped:
      "%1$@ grow with the size of each row's unit and go together whatever else differs: not drawn against each other."
    case .noteSummedOver: "Added up over %1$@."
    case .noteTooManySeries: "%2$@ series: the %1$@ largest are drawn, the others as one band."
    case .noteUnitsAsMedian:
      "The median of %1$@ over %2$@ units (%3$@), with the band from the 10th to the 90th percentile: too many for a line each."
    case .noteUnitsAsMedianPerMeasure:
      "A panel per measure (%1$@), each the median over %2$@ units (%3$@) with the band from the 10th to the 90th percentile: too many for a line each."
    case .noteXRepeats: "Drawn as points: %1$@ rows repeat an x value and no column splits them into series."
    case .noteRankedAsPoints:
      "Points over %1$@, a rank: each ranked thing is one of many, not the next moment of one series, so no line joins them."
    case .noteZerosOffLogAxes:
      "Both measures span decades and are read on log axes: %1$@ of %2$@ points have a zero, which a log axis cannot place, and are left out."
    case .noteMissingCodes: "%1$@ in %2$@ read as missing-value codes (%3$@ rows), not drawn as values."
    case .noteTrackAsRoute:
      "The %1$@ rows are one track over %2$@: its longitude and latitude move along a path, so the route is drawn as a map, a point per row; the measures over %2$@ are the alternative."
    case .noteCurvesPerUnit:
      "The rows of each of the %1$@ values of %2$@ run along x one way: a curve each, a line per value rather than one cloud."
    case .noteTracksOfUnits:
      "The rows are %1$@ tracks over %3$@, one after another, each named by %2$@: a route each, a colour per value of %2$@."
    case .noteTracksAsOneMap:
      "The rows are %1$@ tracks over %3$@, one after another, each named by %2$@: too many to tell apart by colour, their routes are drawn together as one map, a point per row."
    case .noteSerialNumberSkipped:
      "%1$@ counts the rows beside %2$@, a name per row: the list's serial number, not drawn; the rows are units, not a sequence over it."
    case .noteComputedFromX:
      "%2$@ not drawn: computed from %1$@ on every row read (shifted by a constant, or a power of it), over it they are the formula's line rather than data."
    case .noteCountsPerExposure:
      "Bars of counts, one per level of %2$@, split by %1$@: the rows are cases and controls with %3$@ coded exposures, and %2$@ differs most between them."
    case .noteUnitsNamedApart:
      "One panel per measure: the names of %1$@ and %2$@ say different units, which one axis would read as one quantity."
    case .noteLineHidden:
      "One panel per line: drawn this densely, %1$@ would lie hidden under %2$@ nearly everywhere."
    case .noteRateOfCount:
      "%2$@ is %1$@ per head of population, one measure: drawn over time, the median of the %3$@ rows of each date with the band of the middle 80%, not against %1$@."
    case .noteEventMeasures:
      "%1$@ and the other measures of the list (%2$@ in all) are taken of each event, not read over time: the events are counted, these are not drawn."
    case .noteEventsAsPoints:
      "%1$@ rows are events of their own, each described in %2$@: drawn as points, none joined to the next or dropped for sharing its date."
    case .noteRecordsOverTime:
      "The %1$@ rows are records stamped with %2$@, not a series: none of their measures follows on from one time to the next, so the rows are read as observations."
    case .notePredictionAgainstTruth:
      "%1$@, a model's prediction, is drawn against %2$@, the value it predicts: how far each record's prediction lies from the truth."
    case .noteEventMeasure:
      "%1$@ is taken of each event, not read over time: the events are counted, it is not drawn."
    case .roleCategory: "categories"
    case .roleCode: "coded values"
    case .roleCoefficient: "part of a fitted equation"
    case .roleCopy: "a copy of another column"
    case .roleCounter: "a counter that restarts"
    case .roleDatePart: "part of the date"
    case .roleId: "ids"
    case .roleIgnored: "empty"
    case .roleLabel: "labels"
    case .roleMeasure: "another measure"
    case .roleRowIndex: "row numbers"
    case .roleSentinels: "only sentinels and gaps"
    case .roleTime: "time"
    case .roleUncertainty: "an uncertainty"
    case .roleUnit: "units"
    case .roleWaves: "years shared by many rows"
    case .roleWeight: "survey weights"
    case .seriesMedian: "median"
    case .seriesMeanOf: "%1$@ (mean)"
    case .seriesMedianOf: "%1$@ (median)"
    }
  }

  /// The text with its placeholders filled in.
  func format(_ arguments: [String], in language: Language) -> String {
    text(in: language).fillingPlaceholders(with: arguments)
  }

  /// The catalog the texts come from: the bundled one, unless another was put in its place
  /// (`TextCatalog.replace(_:with:)`).
  static var catalog: TextCatalog? { TextCatalog.named("PhaseChartsText", else: bundled) }

  /// PhaseCharts' own catalog, read once: from its resource bundle on Apple platforms, and
  /// elsewhere from the copy compiled into the module (Package.swift's `catalog(_:)`), so that a
  /// binary copied alone still speaks every language.
  static let bundled: TextCatalog? = {
    #if canImport(Darwin)
      return TextCatalog.load(table: "PhaseChartsText", in: Bundle.module)
    #else
      return TextCatalog(json: Data(PackageResources.PhaseChartsText_xcstrings))
    #endif
  }()
}
