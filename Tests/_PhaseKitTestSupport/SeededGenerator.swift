import PhaseKit

/// The seeded generator for reproducible property tests: PhaseKit's own SplitMix64
/// (``PhaseKit/SeededRandom``), under the name the tests use, so a failure reproduces from its
/// seed.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let value = Double.random(in: 0..<1, using: &generator)
/// ```
public typealias SeededGenerator = SeededRandom
