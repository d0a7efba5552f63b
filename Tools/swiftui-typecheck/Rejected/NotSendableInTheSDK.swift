// expect: to 'Sendable' is unavailable
// iPhoneOS18.0.sdk declares `@available(*, unavailable) extension AccessibilityChildBehavior:
// Sendable` (and the same for Transaction, EnvironmentValues, GeometryProxy, LocalizedStringKey,
// ForEach): such a value cannot cross into a `Sendable` context. The stand-in once declared it
// Sendable, which let this compile here and fail on a Mac; check.sh must reject it.
import SwiftUI

func needsSendable<T: Sendable>(_ value: T) {}

func crossesAnActorBoundary() {
  needsSendable(AccessibilityChildBehavior.combine)
}
