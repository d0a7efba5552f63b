import PhaseKit

/// The command-line tool's own sentences, by key in its String Catalog
/// (`Resources/PhaseKitCLIText.xcstrings`: en, zh-Hans; a third language is a column of the
/// catalog): usage errors, the report about a load, and every hint that names a flag, which the
/// libraries never do. Fill the `%1$@` placeholders with ``format(_:in:)``.
enum CLIText: String, CaseIterable {
  // Usage errors: one line each, then a pointer to the help.
  case unknownOption
  case unknownOptionSuggestion
  case seeHelp
  case unknownCommandChartHint
  case unknownCommandSuggestion
  case noHelpFor
  case noHelpForSuggestion
  case missingSource
  case unexpectedArgument
  case unexpectedStatesArgument
  case takesNoValue
  case needsValue
  case needsWholeNumber
  case needsSeconds
  case needsByteCount
  case mustBeOneOf
  case languageChoices
  case offlineWithoutCache
  case tooSmall
  case pngNeedsRasterizer
  case pngRasterizerFailed
  case watchTakesNoOption
  case unsupportedOutputExtension
  case delimiterChoices
  case watchCannotReadStandardInput
  case fileTruncatedWhileRead
  // Report lines.
  case originNetwork
  case originFile
  case originMemory
  case originDisk
  case standardInput
  case localInputTimedOut
  case raiseMaxBytes
  case loadedFromStandardInput
  case splitBySeries
  case choiceHint
  case choiceAlso
  case dateOrderSuggestion
  case decimalSuggestion
  case jsonPathSuggestion
  case numbers
  case numbersAsked
  case numbersDecimalComma
  case numbersDecimalPoint
  case numbersGroups
  case numbersSpaceGroups
  case numbersUnits
  case numbersColumn
  case numbersColumns
  case loadedHistogram
  case tooManyColumnsSuggestion
  case breaksAtMissing
  case splitTimesColumns
  case errorCardWritten
  case staleChartWritten
  case keptOlderFile
  case invalidSource
  // Reading option errors.
  case formatMismatch
  case formatNoRows
  case formatSuggestion
  case skipLinesSuggestion
  case skipLinesCountSuggestion
  case skippedLines
  case skippedLine
  case skippedPlaceholderHeader
  case skippedPlaceholderRecord
  case skippedTotalsRow
  case skippedUnitsRow
  case loadedFromFile
  case transposeSuggestion
  // The report about a load, and the hints that name flags.
  case loaded
  case kept
  case dropped
  case sorted
  case breaks
  case oneBreak
  case wrote
  case writeFailed
  case cacheDisabled
  case cacheFolderNotPrivate
  case giveWholeURL
  case chooseColumns
  case offlineNoCopy
  case offlineFill
  case offlineCopy
  case attemptFailed
  case retrying
  case sampleTitle
  case pointsUnordered
  case pointsRequested
  case pointsUnorderedRepeated
  case cacheRepaired
  case cacheReadOnly
  case cacheWriteFailed
  case cacheEntriesDropped
  // Pieces of sentences.
  case listSeparator
  case listMore
  case quoted
  case sentenceSeparator
  case sentenceEnd
  // `phasekit cache`.
  case cacheNeedsAction
  case cacheUnknownAction
  case cacheUnknownActionSuggestion
  case cacheCannotOpen
  case cacheEmpty
  case cacheListHeader
  case cacheListTotal
  case cacheListTotalOne
  case cacheFresh
  case cacheStale
  case cacheCleared
  case cacheClearedOne
  case cacheClearedMatching
  case cacheClearedMatchingOne
  // `phasekit completions`.
  case missingShell
  case shellChoices

  /// The text in `language`, with its placeholders.
  func text(in language: Language) -> String { CLICatalog.text(rawValue, in: language) }

  /// The text with each placeholder (`%1$@`, or `%@` in order) replaced by an argument.
  func format(_ arguments: [String], in language: Language) -> String {
    text(in: language).fillingPlaceholders(with: arguments)
  }
}
