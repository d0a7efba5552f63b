import Foundation
import PhaseKit

/// A paged data source as an `AsyncSequence` of pages: page 0, 1, 2, … fetched one at a time
/// by a closure, until it returns `nil`.
///
/// ```swift
/// let pages = PagedSource { index throws(DataError) in
///   index < 10 ? try await api.page(index) : nil   // Data for one page, or nil at the end
/// }
/// for try await snapshot in ProgressiveLoad(pages: pages, decoding: DecodeOptions()) {
///   show(snapshot.dataset)
/// }
/// ```
///
/// Pages are fetched lazily, when the consumer asks for the next one, so a slow consumer never
/// has pages piling up, and cancelling the consuming task stops fetching.
public struct PagedSource<Page: Sendable>: AsyncSequence, Sendable {
  /// The page type.
  public typealias Element = Page
  /// Fetching fails with a `DataError`.
  public typealias Failure = DataError

  private let fetchPage: @Sendable (Int) async throws(DataError) -> Page?

  /// Creates a source from a closure that fetches one page.
  ///
  /// - Parameter fetchPage: Called with 0, 1, 2, …; returns the page, or `nil` when there are
  ///   no more pages. It is not called again after returning `nil` or throwing.
  public init(fetchPage: @escaping @Sendable (_ index: Int) async throws(DataError) -> Page?) {
    self.fetchPage = fetchPage
  }

  /// Iterates the pages in order.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let fetchPage: @Sendable (Int) async throws(DataError) -> Page?
    var index = 0
    var isFinished = false

    /// The next page, or `nil` after the last one.
    ///
    /// - Throws: The fetch closure's `DataError`; `DataError.cancelled`
    ///   when the task is cancelled between pages.
    public mutating func next() async throws(DataError) -> Page? {
      guard !isFinished else { return nil }
      if Task.isCancelled {
        isFinished = true
        throw .cancelled
      }
      do {
        let page = try await fetchPage(index)
        index += 1
        if page == nil { isFinished = true }
        return page
      } catch {
        isFinished = true
        throw error
      }
    }
  }

  /// Starts iterating from page 0.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(fetchPage: fetchPage)
  }
}
