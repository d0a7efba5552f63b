import Foundation
import Testing

@Suite struct CLIPlaceholderTests {}
