import Foundation

/// How a load uses the cache and the network, in the terms of TanStack Query and SWR.
///
/// Every policy that fetches sends the cached copy's validators (`If-None-Match`,
/// `If-Modified-Since`), so an unchanged resource costs a 304 and no body. Every policy stores
/// what it fetched, and nothing failed or truncated is ever stored.
public enum CachePolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// Always fetch; never read the cache. Use for data that must be current.
  case networkOnly
  /// Use any cached copy that has not expired, fresh or stale, without touching the network;
  /// fetch only when there is none. Use for data that rarely changes.
  case cacheFirst
  /// Use a fresh cached copy as it is. Show a stale one at once, marked stale, then fetch and
  /// replace it; when that fetch fails, the stale copy stays with the error beside it.
  /// The default: fast screens that converge on current data.
  case staleWhileRevalidate
  /// Fetch first; when the fetch fails (offline, server error), fall back to the last good cached
  /// copy, marked stale, with the error beside it.
  case networkFirst
  /// Use any cached copy that has not expired, fresh or stale, and never touch the network: with
  /// nothing cached (or no disk cache at all) the load fails with ``DataError/offline(_:)``.
  /// What an "offline mode" switch (`phasekit --offline`) wants.
  case cacheOnly
}
