@_exported import Foundation

public final class NSImage { public init?(data: Data) { nil } }
