import Foundation
import PhaseKit

/// The names of a date's parts that ``ChartDecoder/combiningPeriods(_:options:)`` reads beside
/// a column of years: days of the month, and quarters or months named in a few languages.
extension ColumnPlan {
  /// The one-word names of a column of days of the month: `day`, `dd`, `mday`, and the word in
  /// German, Spanish and French (`Tag`, `día`, `jour`), Italian, Dutch, Korean, Chinese and
  /// Japanese (`giorno`, `dag`, `일`, `日`).
  static let dayNameWords: Set<String> = Set(["day", "dd", "mday"]).union(partWords(meaning: "day"))

  /// The one-word names of a column of hours of the day read with the days (`hour`, `hr`, `hh`,
  /// and `Stunde`, `hora`, `시`, `시간`, `小时`, `時`: ``datePartWordsAbroad``).
  static let hourNameWords: Set<String> = Set(["hour", "hr", "hh"]).union(partWords(meaning: "hour"))

  /// The names of a date's parts in the languages tables are written in, each with the English
  /// word whose range it shares (``ColumnRole/isDatePart(words:numbers:)``): Spanish,
  /// Portuguese, French, German, Italian and Dutch words, and the Korean, Chinese and Japanese
  /// ones, which end a compound name (`측정시`, the hour of a reading; `观测月`).
  ///
  /// Words that also say a span or a time in general are left out: `时间` and `時刻` (time),
  /// `일자` and `日期` (date), the weekday's names (`요일`), which are written as words, and
  /// the week's (`주`, also the end of `맥주`, beer).
  static let datePartWordsAbroad: [String: String] = [
    "año": "year", "ano": "year", "anio": "year", "jahr": "year", "année": "year", "annee": "year", "anno": "year",
    "jaar": "year", "연도": "year", "년도": "year", "년": "year", "年": "year", "年度": "year",
    "trimestre": "quarter", "quartal": "quarter", "kwartaal": "quarter", "분기": "quarter", "季度": "quarter",
    "四半期": "quarter",
    "mes": "month", "mês": "month", "mois": "month", "monat": "month", "mese": "month", "maand": "month", "월": "month",
    "月": "month", "月份": "month",
    "semana": "week", "semaine": "week", "woche": "week", "settimana": "week",
    "día": "day", "dia": "day", "jour": "day", "tag": "day", "giorno": "day", "dag": "day", "일": "day", "日": "day",
    "hora": "hour", "heure": "hour", "stunde": "hour", "ora": "hour", "uur": "hour", "시": "hour", "시간": "hour",
    "시각": "hour", "时": "hour", "小时": "hour", "時": "hour", "時間": "hour",
    "minuto": "minute", "minuut": "minute", "분": "minute", "分": "minute", "分钟": "minute",
  ]

  /// The words of ``datePartWordsAbroad`` that mean `part`.
  static func partWords(meaning part: String) -> Set<String> {
    Set(datePartWordsAbroad.filter { $0.value == part }.keys)
  }

  /// The English word of a date's part that `word` says (`stunde` → `hour`), with whether it was
  /// read from the end of a compound (`측정시`, Korean for the hour of a reading, → `hour`):
  /// Korean, Chinese and Japanese run the part's word into the name, so the longest such word
  /// that ends one written in those scripts counts; nil for any other word.
  static func datePartWord(_ word: String) -> (part: String, isSuffix: Bool)? {
    if let part = datePartWordsAbroad[word] { return (part, false) }
    guard let first = word.unicodeScalars.first, isCJK(first), word.count >= 2 else { return nil }
    let ending = datePartWordsAbroad.filter { key, _ in
      key.unicodeScalars.first.map(isCJK) == true && key.count < word.count && word.hasSuffix(key)
    }
    return ending.max { $0.key.count < $1.key.count }.map { ($0.value, true) }
  }

  /// Whether a letter is Hangul or a Han or kana character.
  private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF: true
    default: false
    }
  }

  /// The one-word names of a column of minutes of the hour read with the hours (`minute`,
  /// `min`): NSRDB's half-hourly years write `Year,Month,Day,Hour,Minute`. Not `mm`, a month.
  static let minuteNameWords: Set<String> = ["minute", "min"]

  /// Whether a column's name is a day of the month's, an hour's or a minute's and nothing else
  /// (`Day`, `hour`, `Minute`): such a column beside a year is read as y, to be joined with it.
  static func isDayOrHourName(_ name: String) -> Bool {
    isDayName(name) || isHourName(name) || isMinuteName(name)
  }

  /// Whether a column's name is a minute's and nothing else (`Minute`, `min`): `minutes_played`
  /// and `min_temp` are not.
  static func isMinuteName(_ name: String) -> Bool {
    let words = words(of: name)
    return words.count == 1 && minuteNameWords.contains(words[0])
  }

  /// Whether a column's name is a day of the month's and nothing else (`Day`, `DD`, `día`):
  /// `days`, `day_of_week` and `days_in_hospital` are not.
  static func isDayName(_ name: String) -> Bool {
    let words = words(of: name)
    return words.count == 1 && dayNameWords.contains(words[0])
  }

  /// Whether a column's name is an hour's and nothing else (`hour`, `HH`): `hours_worked` is not.
  static func isHourName(_ name: String) -> Bool {
    let words = words(of: name)
    return words.count == 1 && hourNameWords.contains(words[0])
  }

  /// The months in one period a column's name says it counts, as ``monthsPerPeriod(named:)``
  /// and also in German, Spanish and French: 3 for `Quartal`, `trimestre`, 1 for `Monat`,
  /// `mes`, `mois`, `mm`; nil for any other name.
  static func monthsPerNamedPeriod(_ name: String) -> Int? {
    if let months = monthsPerPeriod(named: name) { return months }
    let words = words(of: name)
    guard words.count == 1 else { return nil }
    if ["quartal", "trimestre"].contains(words[0]) { return 3 }
    if ["monat", "mes", "mois", "mm"].contains(words[0]) { return 1 }
    return nil
  }

  /// The words of a name that say years or periods in English, German, Spanish, French and
  /// Italian (`Periodo`, `Jahr`, `año`): beside them, a column named for quarters or months
  /// (`trimestre`) that counts up within each year is the year's period.
  static let yearOrPeriodWords: Set<String> = [
    "year", "yr", "yyyy", "period", "periodo", "jahr", "año", "ano", "anio", "annee", "année", "anno",
  ]

  /// Whether a column's name says nothing: blank, or a name a data-frame writer makes up for a
  /// column without a header (``CSVTableDecoder/isPlaceholderName(_:)``: `Unnamed: 1`, `...2`,
  /// `X.1`, `V2`).
  static func isUnnamedColumn(_ name: String) -> Bool {
    trimmedText(name).isEmpty || CSVTableDecoder.isPlaceholderName(name)
  }

  /// Whether every value is a whole year from 1000 to 2999, as the years of quarters are.
  static func areWholeYears(_ values: [Double]) -> Bool {
    values.allSatisfy { $0 == $0.rounded() && $0 >= 1000 && $0 <= 2999 }
  }

  /// Whether every value is a whole period of a year, 1 to 12 (quarters or months).
  static func areWholePeriods(_ values: [Double]) -> Bool {
    values.allSatisfy { $0 == $0.rounded() && $0 >= 1 && $0 <= 12 }
  }
}

extension ColumnPlan {
  /// Whether `periods` count up by one within each of `years` and start again, lower, when
  /// the year changes (`2017,1` `2017,2` … `2017,4` `2018,1`), at least once: the shape of a
  /// year's quarters or months, one row each. Rows missing either value break the cycle.
  static func periodsCycle(years: [Double], periods: [Double]) -> Bool {
    guard years.count == periods.count, years.count >= ChartDecoder.minCyclingRows else { return false }
    var restarts = 0
    for i in periods.indices.dropFirst() {
      if years[i] == years[i - 1] {
        guard periods[i] == periods[i - 1] + 1 else { return false }
      } else {
        guard years[i] > years[i - 1], periods[i] < periods[i - 1] else { return false }
        restarts += 1
      }
    }
    return restarts >= 1
  }

  /// How many columns before an unnamed one are searched for the years it cycles with.
  static let cycleSearchWidth = 64

  /// Whether an unnamed column (``isIndexName(_:)``, which is never y) holds the periods of
  /// the years of another numeric column on the sample rows (one of the first
  /// ``cycleSearchWidth``; ``periodsCycle(years:periods:)``, whole periods 1 to 12, years
  /// 1000 to 2999): then it is read as y, for ``ChartDecoder/combiningPeriods(_:options:)``
  /// or ``ChartDecoder/periodsOverRows(_:options:)`` to join with the years.
  static func cyclesWithYears(_ column: Int, columns: [ColumnValues], numeric: [Bool]) -> Bool {
    guard columns[column].texts.count >= ChartDecoder.minCyclingRows else { return false }
    let p = columns[column].texts.compactMap(Double.init)
    guard p.count == columns[column].texts.count, areWholePeriods(p) else { return false }
    for other in columns.indices.prefix(cycleSearchWidth) where other != column && numeric[other] {
      guard columns[other].rows == columns[column].rows else { continue }
      let y = columns[other].texts.compactMap(Double.init)
      guard y.count == p.count, areWholeYears(y) else { continue }
      if periodsCycle(years: y, periods: p) { return true }
    }
    return false
  }
}

extension ChartDecoder {
  /// The fewest rows of whole years and periods that make an unnamed column of 1 to 4 (or 12)
  /// the periods of the years: a table of two or three rows proves no cycle.
  static let minCyclingRows = 6

  /// The day of each row's month joined to `monthDates` (the first day of each row's month, in
  /// seconds since 1970, UTC) when one of the y columns beside them is named for days of the
  /// month (``ColumnPlan/isDayName(_:)``) and every value is a day of its month (1 to 28, 29,
  /// 30 or 31): the y column's position, the position of a column of hours read with them,
  /// and the dates (and hours); nil for any other table. A row missing its day has no x.
  static func joiningDays(
    _ table: DecodedTable, plan: ColumnPlan, years: [Double], months: [Double], besides period: Int
  ) -> (day: Int, hour: Int?, minute: Int?, xs: [Double])? {
    for (k, column) in plan.ys.enumerated()
    where k != period && k < table.dataset.series.count && ColumnPlan.isDayName(plan.names[column]) {
      let days = table.dataset.series[k].ys
      var xs = [Double](repeating: .nan, count: years.count)
      var dated = 0
      var valid = true
      for i in years.indices where i < days.count {
        let (year, month, day) = (years[i], months[i], days[i])
        if year.isNaN || month.isNaN || day.isNaN { continue }
        guard year == year.rounded(), year >= 1, year <= 9999, month == month.rounded(), month >= 1, month <= 12,
          day == day.rounded(), day >= 1, day <= 31,
          let seconds = DateParser.seconds(year: Int(year), month: Int(month), day: Int(day))
        else {
          valid = false
          break
        }
        xs[i] = seconds
        dated += 1
      }
      guard valid, dated > 0 else { continue }
      // The hour of each row, when a column of whole hours 0 to 23 is named so (`year,month,
      // day,hour` of hourly readings): read as the day's hours.
      for (h, hourColumn) in plan.ys.enumerated()
      where h != period && h != k && h < table.dataset.series.count {
        guard ColumnPlan.isHourName(plan.names[hourColumn]) else { continue }
        let hours = table.dataset.series[h].ys
        guard hours.count == xs.count, hours.allSatisfy({ $0.isNaN || ($0 == $0.rounded() && $0 >= 0 && $0 <= 23) })
        else { continue }
        let hourly = zip(xs, hours).map { $0 + ($1.isNaN ? 0 : $1 * 3600) }
        // And the minute of each hour, when a column of whole minutes 0 to 59 is named so
        // (`Minute` 0 and 30 of a half-hourly NSRDB year): read with the hours, or two rows
        // stacked on each hour.
        if let m = minuteColumn(table, plan: plan, besides: [period, k, h], count: xs.count) {
          return (k, h, m, zip(hourly, table.dataset.series[m].ys).map { $0 + ($1.isNaN ? 0 : $1 * 60) })
        }
        return (k, h, nil, hourly)
      }
      return (k, nil, nil, xs)
    }
    return nil
  }

  /// The position among `plan`'s y columns of a column of minutes (``ColumnPlan/isMinuteName(_:)``)
  /// whose every value is a whole minute 0 to 59 (or missing), other than the positions
  /// `besides`; nil when there is none.
  static func minuteColumn(_ table: DecodedTable, plan: ColumnPlan, besides: [Int], count: Int) -> Int? {
    plan.ys.indices.first { m in
      guard !besides.contains(m), m < table.dataset.series.count, ColumnPlan.isMinuteName(plan.names[plan.ys[m]])
      else { return false }
      let minutes = table.dataset.series[m].ys
      return minutes.count == count && minutes.allSatisfy { $0.isNaN || ($0 == $0.rounded() && $0 >= 0 && $0 <= 59) }
    }
  }

  /// The y column that holds the periods of x's years without a name to say so: an unnamed
  /// column (``ColumnPlan/isUnnamedColumn(_:)``), or one named for quarters or months
  /// (``ColumnPlan/monthsPerNamedPeriod(_:)``) when x's name says years or periods
  /// (``ColumnPlan/yearOrPeriodWords``), whose whole values 1 to 4 (or 12) count up by one within each year and start
  /// again when the year grows (`2017,1` `2017,2` … `2017,4` `2018,1`), with the months in
  /// one of its steps (3 when its values stay within 1 to 4, else 1); nil for any other table.
  ///
  /// Every year must be a whole number from 1000 to 2999, never falling from row to row, and
  /// the periods must start again at least once, over ``minCyclingRows`` rows or more.
  static func cyclingPeriod(
    _ table: DecodedTable, plan: ColumnPlan, years: [Double], yearsColumn: Int? = nil
  ) -> (k: Int, monthsPerStep: Int)? {
    guard years.count >= minCyclingRows, plan.ys.count >= 2,
      ColumnPlan.areWholeYears(years),
      zip(years, years.dropFirst()).allSatisfy({ $0 <= $1 })
    else { return nil }
    let xSaysYears = ColumnPlan.words(of: plan.names[yearsColumn ?? plan.x]).contains {
      ColumnPlan.yearOrPeriodWords.contains($0)
    }
    for (k, column) in plan.ys.enumerated() where k < table.dataset.series.count {
      let name = plan.names[column]
      // A named period beside an x that says neither year nor period (`t,quarter`) is a series.
      guard ColumnPlan.isUnnamedColumn(name) || (ColumnPlan.monthsPerNamedPeriod(name) != nil && xSaysYears)
      else { continue }
      let periods = table.dataset.series[k].ys
      guard periods.count == years.count, let top = periods.max(), ColumnPlan.areWholePeriods(periods) else { continue }
      guard ColumnPlan.periodsCycle(years: years, periods: periods) else { continue }
      let named = ColumnPlan.monthsPerNamedPeriod(name)
      let monthsPerStep = named ?? (top <= 4 ? 3 : 1)
      guard top <= Double(12 / monthsPerStep) else { continue }
      return (k, monthsPerStep)
    }
    return nil
  }

  /// `table`, read over its row number, read instead over the dates of a y column of years
  /// (or x, the first measure) and a y column of their periods beside it, unnamed or named so
  /// (`,Periodo,Unnamed: 1,Total,…`: a pandas index, the year, the quarter without a header);
  /// nil for any other table.
  ///
  /// The years must be whole numbers 1000 to 2999 never falling from row to row, the periods
  /// count up within each year (``cyclingPeriod(_:plan:years:)``). Read over the rows, the
  /// years were drawn as x with four quarters stacked on each.
  static func periodsOverRows(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable? {
    guard options.x == nil, options.y.isEmpty, options.series == nil, let plan = table.plan, plan.xIsRowNumber,
      plan.group == nil, plan.periodColumn == nil, plan.ys.count >= 3, plan.ys.count == table.dataset.series.count
    else { return nil }
    // x itself, the first measure read only to keep the rows aligned, may be the years.
    // Read as y as well then: no longer a series once it is x again.
    var withoutX = table
    var planWithoutX = plan
    if let k = plan.ys.firstIndex(of: plan.x) {
      planWithoutX.ys.remove(at: k)
      withoutX.dataset.series.remove(at: k)
    }
    if let years = table.dataset.series.first?.xs,
      let cycle = cyclingPeriod(withoutX, plan: planWithoutX, years: years),
      let dates = Self.dates(
        years: years, periods: withoutX.dataset.series[cycle.k].ys, monthsPerStep: cycle.monthsPerStep)
    {
      planWithoutX.xIsRowNumber = false
      planWithoutX.xReader = .number
      return combined(withoutX, plan: planWithoutX, period: cycle.k, xs: dates, xKind: .date)
    }
    // The years a y column: the first of the sixteen first that has a cycle beside it.
    for (yearK, yearColumn) in plan.ys.enumerated().prefix(16) where !ColumnPlan.isIndexName(plan.names[yearColumn]) {
      let years = table.dataset.series[yearK].ys
      var others = plan
      others.ys.remove(at: yearK)
      var rest = table
      rest.dataset.series.remove(at: yearK)
      guard let cycle = cyclingPeriod(rest, plan: others, years: years, yearsColumn: yearColumn),
        let dates = Self.dates(years: years, periods: rest.dataset.series[cycle.k].ys, monthsPerStep: cycle.monthsPerStep)
      else { continue }
      var dated = others
      dated.x = yearColumn
      dated.xIsRowNumber = false
      dated.xReader = .number
      return combined(rest, plan: dated, period: cycle.k, xs: dates, xKind: .date)
    }
    return nil
  }
}

/// Dates beside the hour of each row (`측정일자` written `20120107` and `측정시` 0 to 23, a
/// park's hourly car counts; `date`, `hour` of hourly readings): the hour is read into the date.
/// Set aside as a part of the date, the hours left 24 rows on each date, which were drawn as a
/// balanced panel of 24 units; drawn as a measure, the hour was the chart's one line.
extension ChartDecoder {
  /// Whether a column's name is an hour's and nothing else, in any language the reader knows
  /// (`hour`, `시간`, `Stunde`; `측정시`, ending in the Korean word: ``ColumnPlan/datePartWord(_:)``).
  static func isHourOfDayName(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: name)
    guard words.count == 1 else { return false }
    return ColumnPlan.hourNameWords.contains(words[0]) || ColumnPlan.datePartWord(words[0])?.part == "hour"
  }

  /// The fewest distinct hours that make a column of hours the hours of readings through the day.
  static let minimumDistinctHours = 12

  /// `table` over its dates with the hour of each row added, when x holds dates at midnight
  /// (text dates, or whole numbers written `YYYYMMDD`) and a y column set aside as a part of
  /// the date is named for the hour (``isHourOfDayName(_:)``) and holds whole hours 0 to 24,
  /// ``minimumDistinctHours`` or more distinct ones in its first thousand rows; `table`
  /// without that column when it cannot be joined; nil when there is none or x holds no dates.
  ///
  /// The column is read as y only to be joined (ColumnPlan.swift): it is never drawn.
  static func joiningHoursToDates(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable? {
    guard options.x == nil, options.y.isEmpty, options.series == nil, let plan = table.plan,
      plan.group == nil, plan.periodColumn == nil, !plan.xIsRowNumber, let xs = table.dataset.series.first?.xs
    else { return nil }
    let hourColumns = plan.ys.indices.filter { k in
      k < table.dataset.series.count && plan.roles.indices.contains(plan.ys[k]) && plan.roles[plan.ys[k]] == .datePart
        && isHourOfDayName(plan.names[plan.ys[k]])
    }
    guard let k = hourColumns.first else { return nil }
    // The day of each row in seconds since 1970: dates read, or `YYYYMMDD` still numbers.
    let days: [Double]? =
      switch plan.xKind {
      case .date: xs.allSatisfy { $0.isNaN || $0.truncatingRemainder(dividingBy: 86_400) == 0 } ? xs : nil
      case .number:
        xs.allSatisfy { $0.isNaN || $0 >= 10_000_000 } && xs.contains { !$0.isNaN }
          ? xs.map { $0.isNaN ? .nan : CompactDate.seconds(from: $0) ?? .nan } : nil
      case .category: nil
      }
    // Years beside months, days and hours are joined by ``combiningPeriods(_:options:)``.
    // Dates that hold their hour already (`time_hour`) leave the hour a part, undrawn.
    guard days != nil || plan.xKind == .date else { return nil }
    let hours = table.dataset.series[k].ys
    if let days, xs.allSatisfy({ $0.isNaN || plan.xKind == .date || CompactDate.seconds(from: $0) != nil }),
      hours.count == days.count, hours.allSatisfy({ $0.isNaN || ($0 == $0.rounded() && (0...24).contains($0)) }),
      Set(hours.prefix(1_000).filter(\.isFinite)).count >= minimumDistinctHours,
      hourColumns.count < plan.ys.count
    {
      let joined = zip(days, hours).map { $0 + $1 * 3_600 }
      return combined(table, plan: plan, period: k, xs: joined, xKind: .date)
    }
    // Not the hours of the dates: never drawn, as any other part of the date.
    guard hourColumns.count < plan.ys.count, plan.ys.count == table.dataset.series.count else { return table }
    var kept = plan
    kept.ys = plan.ys.indices.filter { !hourColumns.contains($0) }.map { plan.ys[$0] }
    var result = table
    result.dataset.series = plan.ys.indices.filter { !hourColumns.contains($0) }.map { table.dataset.series[$0] }
    if kept.ys.count == 1 { result.dataset.yLabel = plan.names[kept.ys[0]] }
    result.plan = kept
    result.columns.y = kept.ys.map { plan.names[$0] }
    return result
  }
}
