import Foundation
import PhaseKit

/// Which columns a chart draws, how, and why: the decisions ``ChartDecoder`` and
/// ``ChartPipeline`` take for a table, as one value an app or a tool can show.
///
/// ```swift
/// let prepared = try ChartPipeline().prepare(data)
/// print(prepared.columns.choice.summary(in: .english))
/// // x: time · y: value · skipped: rownames (row numbers)
/// ```
///
/// Every column of the table appears in ``columns`` with its ``ColumnRole``; the ones not drawn
/// are ``skipped``, each with its role as the reason. ``notes`` say why the mark or the layout
/// is what it is (rows in no order, scales that differ, too many series).
public struct ChartChoice: Sendable, Hashable {
  /// A column and its role.
  public struct Column: Sendable, Hashable {
    /// The column's name (repeats made distinct: `a`, `a (2)`).
    public var name: String
    /// What the column is for.
    public var role: ColumnRole

    /// Creates a column description.
    public init(name: String, role: ColumnRole) {
      self.name = name
      self.role = role
    }
  }

  /// Why the chart is drawn the way it is, as data; ``summary(in:)`` says it in words.
  public enum Note: Sendable, Hashable {
    /// Nothing orders the rows and the measures do not follow one another from row to row:
    /// the rows are observations, drawn as points of `y` against `x`.
    case rowsAreObservations(x: String, y: String)
    /// The measures `copies` are exact functions of `of` (or it of them: a formula, a rescaled
    /// copy, a share of a fixed total): their scatter against it is the formula's curve, so it
    /// is not drawn.
    case copiesSkipped(of: String, copies: [String])
    /// `of` and the measures `from` are computed one from the other, with or without the
    /// table's other columns (a total and its parts, points from wins and draws, a price net
    /// of its discount, a square or a logarithm): their scatter draws that arithmetic, so it
    /// is not drawn.
    case derivedSkipped(of: String, from: [String])
    /// The measures `sizes` are counts that follow the size of each row's unit (applications
    /// and acceptances of a college): their scatter draws the units' sizes, so another pair is.
    case sizesSkipped(sizes: [String])
    /// `outcome`, the table's last measure, is drawn as its outcome in place of `x` and `y`,
    /// the pair most correlated, two of a kind (two sizes of one shell beside its rings).
    case lastAsOutcome(outcome: String, x: String, y: String)
    /// Nothing orders the rows, but the values follow on from row to row: lines over the row
    /// number.
    case linesOverRows
    /// The positive values of `column` span several decades, from `low` to `high`, and most
    /// of them would sit in one corner of an even axis: its axis is a log scale
    /// (``Dataset/Scale/log``), or, for a histogram, its bins are even in the logarithm.
    case logScale(column: String, low: Double, high: Double)
    /// A few values of `column` lie so far from the rest that an axis holding them would
    /// squash the others into a sliver: the axis shows the bulk (``Dataset/xAxisRange``), and
    /// the `count` of `total` points beyond it are drawn at its edge, the farthest at `farthest`.
    case beyondAxis(column: String, count: Int, total: Int, farthest: Double)
    /// One measure and nothing to order it: its distribution, `bins` bins of `width` each
    /// (Freedman–Diaconis, or Sturges for tiny or spread-free samples).
    case histogram(bins: Int, rule: BinRule)
    /// One number per word of `column`: bars, sorted by value unless the words have an order.
    case barsPerLabel(column: String, sortedByValue: Bool)
    /// No column holds a measure: the rows are counted per category of `column`, stacked by
    /// the codes of `stackedBy` when there is such a column.
    case countsPerCategory(column: String, stackedBy: String?)
    /// The table holds `flags` columns of 0/1 flags over `rows` rows and no measure: the share
    /// of rows with 1 of each is drawn, highest first.
    case flagShares(flags: Int, rows: Int)
    /// The values of `score` are whole-number scores (`levels` of them) that points per
    /// category of `column` would draw as a dot grid: the rows counted per score, stacked in
    /// one bar per category.
    case scoresCounted(column: String, score: String, levels: Int)
    /// The `rows` points of `y` against `x` would pile up (whole-number codes on a grid when
    /// `grid`, else full columns at a few values of `x`): the mean (grid) or median of `y` at
    /// each value of `x`, a line per colour group, over the band of the middle 80% of the rows.
    case pileSummarized(x: String, y: String, rows: Int, grid: Bool)
    /// `count` categories beyond the `shown` largest were left out of a bar chart.
    case barsCut(shown: Int, total: Int)
    /// The values of `column` repeat: each is drawn as a point at its category.
    case pointsPerCategory(column: String)
    /// The runs of a designed experiment: each run's response as a point at its level of
    /// `column`, coloured by its level of `colour`.
    case pointsPerCell(column: String, colour: String)
    /// The points of a scatter are coloured by the group of each row: the `groups` levels of
    /// `column` (seaborn's `hue`).
    case pointsColoured(column: String, groups: Int)
    /// A count per cell (`Freq`): the column `count` summed per category of `column`, stacked
    /// by the levels of `stackedBy` when there is such a column.
    case countsSummed(count: String, column: String, stackedBy: String?)
    /// A table of counts or rates per row label: a group of bars per label of `column`, one
    /// colour per column, side by side.
    case groupedBars(column: String)
    /// The counts of the bars are added up over the levels of `columns`, not shown.
    case summedOver(columns: [String])
    /// `y` and `x` are the measures whose means differ most between the two classes of
    /// `outcome`, in pooled standard deviations: the scatter coloured by the class.
    case separatesClasses(y: String, x: String, outcome: String)
    /// The factors `columns` of a designed experiment are neither the x nor the colour (a
    /// smaller effect, fewer levels, or traits of the units rather than the runs).
    case factorsNotDrawn(columns: [String])
    /// x repeats `count` times with no column to split the rows by: points, not a line.
    case xRepeats(count: Int)
    /// The values of the measures `first` and `second` lie apart (neither's median within the
    /// other's bulk), as values of different units do: one panel per measure.
    case scalesApart(first: String, second: String)
    /// The prices `others` of one share (open, high, low) are not drawn beside measures of
    /// other units: `close` stands for them.
    case pricesAsClose(close: String, others: [String])
    /// The measures' ranges differ by `ratio` or more: one panel per measure.
    case scalesDiffer(ratio: Double)
    /// `lines` lines of one scale would cross one another too often to follow on one axis
    /// (`tangled` of their `pairs` pairs cross 8 times or more): one panel per line.
    case linesTangle(lines: Int, tangled: Int, pairs: Int)
    /// `total` series: the `drawn` largest are drawn, the others as one `+N` band.
    case tooManySeries(drawn: Int, total: Int)
    /// The table was read wide: its `columns` columns `first` to `last` are named by the x
    /// values, and each row is a series, named by the words of `label` (nil: by row number).
    case readWide(first: String, last: String, columns: Int, label: String?)
    /// The `columns` columns `first` to `last` are a numbered run of one kind (`V1`…`V36`),
    /// drawn as a profile over their numbers: each row a line.
    case runAsProfile(first: String, last: String, columns: Int)
    /// The `columns` measures `first` to `last` are a numbered run of one quantity (`r1`…`r10`)
    /// on one axis: their median over x, with the band from the 10th to the 90th percentile.
    case runAsMedian(first: String, last: String, columns: Int)
    /// The table was read wide by months: the columns `first` to `last` are the months of the
    /// year in `year`, read as one series over time.
    case monthsAsColumns(first: String, last: String, year: String)
    /// `rows` rows of events over `dates` dates, counted per date (per day when `perDay`):
    /// a line of counts, not strips of the measures.
    case rowsPerDate(rows: Int, dates: Int, perDay: Bool)
    /// The rows are items that carry the date `column` (coffees by the day they were graded),
    /// not a series: their measures do not follow on from date to date, so the rows are read
    /// as observations and the date is not drawn.
    case itemsOverDate(column: String)
    /// `rows` rows are items that carry the date `column` (babies by their birthday), counted
    /// per date a noise over `dates` dates: their measures are drawn, not their count.
    case itemsCountedPerDate(column: String, rows: Int, dates: Int)
    /// The same `rows` rows at each of `dates` dates (a balanced panel): the median of
    /// `measure` over the dates, with the band from the 10th to the 90th percentile, not their
    /// count.
    case rowsPerDateAsMedian(rows: Int, dates: Int, measure: String)
    /// `units` units of `unit` (a panel): the median of `measure` over x, with the band from
    /// the 10th to the 90th percentile, rather than a line per unit.
    case unitsAsMedian(unit: String, units: Int, measure: String)
    /// `units` units of `unit` (a panel) with several measures that change within the units:
    /// a panel per measure of `measures`, each its median over x with the band from the 10th to
    /// the 90th percentile (``Dataset/bands``).
    case unitsAsMedianPerMeasure(unit: String, units: Int, measures: [String])
    /// `total` measures of observations: the first `shown` are drawn, a panel each.
    case measuresCut(shown: Int, total: Int)
    /// The values are codes (a few whole numbers): points, since a line between codes means
    /// nothing.
    case codesAsPoints
    /// Whole numbers written `YYYYMM` or `YYYYMMDD` were read as dates.
    case compactDates
    /// The times of day in `column` (`00:15`, `00:00-00:15`, the interval's start) were read
    /// as hours after midnight, the x of one day.
    case timesOfDay(column: String)
    /// The whole numbers in `column` were read as dates: days counted as `count` says.
    case dayNumbers(column: String, count: DayCount)
    /// Each row is an interval from `start` to `stop` (a counting-process table): the
    /// histogram of their lengths is drawn.
    case intervalLengths(start: String, stop: String)
    /// `season`, a time of `seasons` values (2 to 6) in blocks of rows, is a season: within
    /// each, the measure `clock` grows and starts again with the next (degree-days of each
    /// year's crop). A line per season over `clock`, not strips over `season`.
    case growthPerSeason(clock: String, season: String, seasons: Int)
    /// `column` holds `value` in every row: not drawn, since it says nothing over x.
    case oneValue(column: String, value: Double)
    /// `column` holds `value` in the share `share` of its rows (0.95 or more), the others
    /// scattered exceptions: not drawn over x (a route's distance beside each flight's delays).
    case nearlyOneValue(column: String, value: Double, share: Double)
    /// The runs of a design whose `response` takes few values: the share `share` of them repeat
    /// a value within their strip, and are set side by side there, a strip's widest row its
    /// most common value.
    case repeatsSideBySide(response: String, share: Double)
    /// The points are coloured by `outcome`, the table's last column, of two classes (yes or
    /// no, 0 or 1): what the rows were gathered to tell apart, rather than by `group`, a
    /// column of codes whose name says nothing of a group.
    case colouredByOutcome(outcome: String, group: String)
    /// The `columns` measures `first` to `last` are a battery: parallel measures of one kind on
    /// one scale in no order (ten cupping scores, nine tests `x1`…`x9`), any two of which are an
    /// arbitrary pair. A panel per measure, its distribution over `bins` bins shared by all;
    /// `outside` values lie so far beyond the others' bulk that no bin holds them.
    case batteryAsDistributions(first: String, last: String, columns: Int, bins: Int, outside: Int)
    /// The points are coloured by `outcome`, of two classes, whose name says it is the table's
    /// outcome (`survived`): what the rows were gathered to tell apart, rather than by `group`,
    /// a group of the rows (a passenger's `class`).
    case colouredByNamedOutcome(outcome: String, group: String)
    /// `copy` holds on each row the value `original` held `lag` rows above (`Lag1` beside
    /// `Today`): the rows are in time order, and the measures are drawn as lines over the row
    /// number, however little they follow on.
    case rowsInTimeOrder(copy: String, original: String, lag: Int)
    /// `lower` and `upper` are the bounds of one quantity's interval (an onset known to lie
    /// between two ages): a panel per bound, its distribution over `bins` bins shared by both;
    /// `outside` values lie so far beyond the others' bulk that no bin holds them.
    case boundsAsDistributions(lower: String, upper: String, bins: Int, outside: Int)
    /// The rows are places of a ranking numbered by `place`, sorted by `measure` (a race's
    /// birds by their speed): its histogram, not a curve of the sort over the places.
    case rowsRanked(place: String, measure: String)
    /// `count` lower bounds in `lower` are 0, the floor of a quantity never below it, beside a
    /// finite upper bound: intervals open below (left-censored), left out of its distribution.
    case boundsOpenBelow(lower: String, count: Int)
    /// The rows are a grid: each pair of the `columns` values of `x` and the `rows` values of
    /// `y` once (a 2-D density, a response surface), drawn as a heatmap of `value`
    /// (ChartChoice+Grid.swift).
    case gridAsHeatmap(x: String, y: String, value: String, columns: Int, rows: Int)
    /// `column` counts the rows 1, 2, 3, … beside `labels`, a name per row: the list's serial
    /// number, skipped as a row number, so the rows are units rather than a sequence over it
    /// (ColumnRole+Serial.swift).
    case serialNumberSkipped(column: String, labels: String)
    /// The measures `columns` are computed from `x` on every sample row, `x` plus a constant
    /// (`yesterday` = `day` − 1) or a power of it (`daysq`): drawn over `x` they are the
    /// formula's line, so they are not drawn (ColumnRole+ShiftedCopies.swift).
    case computedFromX(x: String, columns: [String])
    /// The rows are cases and controls: `outcome`, a 0/1 code named as an outcome (`case`),
    /// beside `exposures` coded exposures. The rows are counted per level of `exposure`, the
    /// one whose levels differ most between cases and controls, as bars split by `outcome`
    /// (ChartChoice+CaseControl.swift).
    case countsPerExposure(outcome: String, exposure: String, exposures: Int)
    /// The names of the measures `first` and `second` say different units (an angle, `zenith`,
    /// beside an irradiance, `ghi`), whatever their values: one panel per measure.
    case unitsNamedApart(first: String, second: String)
    /// Drawn as densely as they are, the line `hidden` lies inside the band of `under` (and the
    /// lines drawn over it) in nearly every pixel's column, not seen: one panel per line.
    case lineHidden(hidden: String, under: String)
    /// `rate` is `count` per head of population, one measure twice: the rate is drawn over the
    /// time, the median of the `rows` rows of each date with the band of the middle 80%, not
    /// against the count.
    case rateOfCount(count: String, rate: String, rows: Int)
    /// The `columns` columns `first` to `last` are named by numbers (`00`, `10`, `11`, … the
    /// nodes of a hierarchy), but the column of dates `date` orders the rows: each is a series
    /// over it, not an x value of a wide table (ChartChoice+DateShapes.swift).
    case numberNamesOverDate(date: String, first: String, last: String, columns: Int)
    /// The month names of `month` (`January`…) were read with the years of `year` as one date
    /// per month: the measures over the months, not strips over the years
    /// (ChartChoice+DateShapes.swift).
    case monthNamesWithYear(year: String, month: String)
    /// The columns `parts` hold the year, month or day of `date`, the rows' own date: parts of
    /// it, not measures, and not drawn (ColumnRole+DateParts.swift).
    case partsOfDateSkipped(date: String, parts: [String])
    /// The `columns` columns `first` to `last` are named by a year and a measure (`2019_Cases`,
    /// `Deaths 2020`): read as the measures `measures` over the years, a series per row named by
    /// `label` (nil: by row number) (WideTable+YearMeasures.swift).
    case yearsInNames(first: String, last: String, columns: Int, measures: [String], label: String?)
    /// `measure`, a count of the cases the table follows (`CASES`, `deaths`), is drawn per
    /// group over x rather than `first`, the first of its measures (the weather beside them:
    /// ChartChoice+Subject.swift).
    case subjectDrawn(measure: String, first: String)
    /// `measure` holds the same values in each of the `groups` groups of `group` (the nation's
    /// cases on each division's rows): drawn once, not once per group.
    case sameInEveryGroup(measure: String, group: String, groups: Int)
    /// The `rows` rows list events or cases (one per case, with when it happened and what kind
    /// of event it was, and no measure over time): their count per `period` is drawn over
    /// `periods` periods, a line for each value of `kind` when a category says what kind
    /// (ChartChoice+Events.swift).
    case eventsPerPeriod(rows: Int, periods: Int, period: EventPeriod, kind: String?)
    /// The events counted per period carry measures of their own, `measures` of them from
    /// `first` (the dead and the injured of a shooting): counts of each event, not readings
    /// over time, left out of the count (ChartChoice+Events.swift).
    case eventMeasures(first: String, measures: Int)
    /// The `rows` rows are events of their own, each described in `column` (announcements of
    /// tariffs): their measures drawn as points over the date, none joined to the next or
    /// dropped for sharing its date (ChartChoice+Events.swift).
    case eventsAsPoints(rows: Int, column: String)
    /// The measures are drawn as points over `rank`, the measure that orders the rows and names
    /// a rank: the ranked things are units, not moments, and no line joins one to the next
    /// (ChartChoice+Rankings.swift).
    case rankedAsPoints(rank: String)
    /// The points are coloured by `outcome`, of `classes` classes, the table's outcome by its
    /// name (`HeartDisease`, `heart_attack`) or as the last column of a wide table of
    /// attributes (`num` 0 to 4), rather than by `group` (nil when none), one more attribute
    /// (ChartChoice+TableOutcome.swift).
    case colouredByTableOutcome(outcome: String, classes: Int, group: String?)
    /// `y` and `x` are the measures whose means differ most among the `classes` classes (more
    /// than two) of `outcome`, the table's outcome (ChartChoice+TableOutcome.swift).
    case separatesLevels(y: String, x: String, outcome: String, classes: Int)
    /// The `rows` rows are independent records stamped with the time `column` (loans, cars,
    /// days of work, each with an id): none of their measures follows on from one time to the
    /// next, so the rows are read as a cross-section (ChartChoice+Records.swift).
    case recordsOverTime(rows: Int, column: String)
    /// `prediction`, a model's prediction, is drawn against `truth`, the value it predicts
    /// (`y_pred` against `y_true`), of a table of records (ChartChoice+Records.swift).
    case predictionAgainstTruth(prediction: String, truth: String)
    /// Both axes are log scales, as sizes spanning decades are read (population against area),
    /// and the `count` of `total` points with a zero on either, which a log axis cannot place,
    /// are left out (ChartChoice+Scales.swift).
    case zerosOffLogAxes(count: Int, total: Int)
    /// The rows' dates are a typical year, each month from another year (`first` to `last`):
    /// drawn on one year, month by month, not spread over the years they came from
    /// (ChartChoice+TypicalYear.swift).
    case typicalYear(first: Int, last: Int)
    /// The `rows` rows are one track over `time`: its longitude and latitude move along a path,
    /// so they are drawn as the route's map, a point per row, and the measures over `time` are
    /// the alternative (ChartChoice+Tracks.swift).
    case trackAsRoute(time: String, rows: Int)
    /// The rows of each of the `units` values of `unit` run along x one way, y following on:
    /// each unit's curve (a sample's flow curve), a line per unit rather than one pooled cloud
    /// (ChartChoice+PooledUnits.swift).
    case curvesPerUnit(unit: String, units: Int)
    /// The rows are `units` tracks over `time`, one after another, each named by its value of
    /// `unit` (an aircraft's `icao24`): up to ``maxDrawnSeries``, a route each, a colour per
    /// unit; more, their routes together as one map, a point per row (ChartChoice+TrackUnits.swift).
    case tracksOfUnits(unit: String, units: Int, time: String)
    /// The numbers `codes` of `column` are codes a table writes for "no value" (`-999`, `99999`,
    /// `77777`), repeated far beyond the bulk of its other values: its `rows` rows that hold
    /// one are read as missing, not drawn as values (MissingCodes.swift).
    case missingCodes(column: String, codes: [Double], rows: Int)
  }

  /// Another chart worth drawing of the same table, as the columns and the mark that draw it:
  /// what a person would look at next (the outcome against its second predictor, the
  /// measures over x as points). A tool turns it into the request that draws it.
  public struct Alternative: Sendable, Hashable {
    /// The x column's name.
    public var x: String
    /// The y columns' names.
    public var y: [String]
    /// How the points are drawn.
    public var mark: Dataset.Mark

    /// Creates an alternative chart.
    ///
    /// - Parameters:
    ///   - x: The x column's name.
    ///   - y: The y columns' names.
    ///   - mark: How the points are drawn; ``Dataset/Mark/points`` by default.
    public init(x: String, y: [String], mark: Dataset.Mark = .points) {
      self.x = x
      self.y = y
      self.mark = mark
    }
  }

  /// How a histogram's bins were chosen.
  public enum BinRule: String, Sendable, Hashable {
    /// Width 2·IQR·n^(-1/3), the Freedman–Diaconis rule.
    case freedmanDiaconis
    /// ⌈log₂ n⌉ + 1 bins, Sturges' rule.
    case sturges
  }

  /// Every column of the table, in order, with its role.
  public var columns: [Column] = []
  /// The x column's name; nil when x is the row number.
  public var x: String?
  /// The columns drawn as y values.
  public var y: [String] = []
  /// The column whose words name the series or the categories, if any.
  public var series: String?
  /// How the points are drawn.
  public var mark: Dataset.Mark = .line
  /// Whether the series share one plot or get a panel each.
  public var layout: Dataset.Layout = .overlay
  /// Why, in order.
  public var notes: [Note] = []
  /// Up to ``maxAlternatives`` other charts worth drawing, best first; empty when the chart
  /// drawn is the only one the table asks for.
  public var alternatives: [Alternative] = []
  /// The most alternatives a choice names: 2.
  public static let maxAlternatives = 2
  /// The mark the decoder settled on from the table itself (bars, a histogram, points of one
  /// measure against another), which the pipeline keeps; nil when the pipeline decides.
  var decidedMark: Dataset.Mark?
  /// The columns read together as x when x is more than one (`year` and `quarter`).
  var xColumns: [String] = []

  /// Creates an empty choice: no columns, nothing chosen.
  public init() {}

  /// The columns that are not drawn, each with its role as the reason.
  public var skipped: [Column] {
    let used = Set([x, series].compactMap { $0 } + y + xColumns)
    return columns.filter { !used.contains($0.name) }
  }
}
