import Foundation

/// Where the test fixtures (the fixture HTTP server script and data files) live on disk.
public enum Fixtures {
  /// The folder that holds the fixture files.
  public static var directory: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
  }
}
