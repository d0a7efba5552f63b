extension ErrorPresentation {
  /// The label of the retry button a view shows, or `nil` for no button.
  ///
  /// Automatic retry is the engine's decision (``isRetryable``); a person may always try again.
  /// So a view that was given a retry action always shows it — for a 404, an unknown error or a
  /// permission problem too (the person may have fixed the address, signed in, or gone back
  /// online) — and a view without one never shows a button.
  ///
  /// ```swift
  /// presentation.retryButtonTitle(hasAction: retry != nil)   // "Retry" / "重试", or nil
  /// ```
  ///
  /// - Parameter hasAction: Whether the caller passed a retry action.
  /// - Returns: ``retryTitle`` when there is an action; `nil` otherwise.
  public func retryButtonTitle(hasAction: Bool) -> String? {
    hasAction ? retryTitle : nil
  }
}

extension StaleNotice {
  /// The label of the retry button a stale banner shows, or `nil` for no button: the failed
  /// refresh's ``ErrorPresentation/retryButtonTitle(hasAction:)``. A value that is merely old
  /// (no error) gets no button.
  ///
  /// - Parameter hasAction: Whether the caller passed a retry action.
  /// - Returns: "Retry" / "重试", or `nil`.
  public func retryButtonTitle(hasAction: Bool) -> String? {
    error?.retryButtonTitle(hasAction: hasAction)
  }
}
