import Testing

@testable import PhaseKit

/// One convention for every size PhaseKit shows (a limit in an error, the cache's list, a
/// download's progress): powers of 1024. Before, the error and the cache list counted in 1024s
/// while the progress line and the watch screen counted in 1000s, so one file read `1 MB` in
/// one place and `1.0 MB` / `1.05 MB` in another.
@Suite(.timeLimit(.minutes(5))) struct ByteCountTests {
  static let sizes: [(bytes: Int, text: String)] = [
    (0, "0 B"), (1, "1 B"), (1023, "1023 B"), (1024, "1 KB"), (1536, "1.5 KB"), (10_239, "10 KB"),
    (348_160, "340 KB"), (1_048_575, "1 MB"), (67_108_864, "64 MB"), (2_415_919_104, "2.3 GB"),
    (1_099_511_627_776, "1 TB"), (-5, "0 B"),
  ]

  @Test(arguments: sizes)
  func sizesAreShownInPowersOf1024(_ bytes: Int, _ text: String) {
    #expect(ByteCount.text(bytes) == text)
    #expect(ByteCount.text(Int64(bytes)) == text)
  }

  @Test func theLargestCountHasAUnit() {
    #expect(ByteCount.text(Int64.max) == "8192 PB")
  }

  @Test func aLimitInAnErrorUsesTheSameText() {
    #expect(DataError.tooLarge(limit: 1536).message(in: .english) == "The data is too large (limit 1.5 KB).")
    #expect(DataError.tooLarge(limit: 100).message(in: .english) == "The data is too large (limit 100 B).")
  }
}
