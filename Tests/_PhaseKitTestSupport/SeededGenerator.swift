/// A small, fast, seeded random number generator (SplitMix64) for reproducible property tests:
/// a failure reproduces from its seed.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let value = Double.random(in: 0..<1, using: &generator)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state; the next value depends only on it.
  public var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
