@_exported import Foundation

public final class UIImage: Sendable { public init?(data: Data) { nil } }
