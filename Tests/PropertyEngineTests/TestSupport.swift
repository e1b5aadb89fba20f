import Foundation
import PropertyEngine

/// Shared helpers for the engine's tests.
enum TestSupport {
  /// Shrinks a fixed failing sequence with only the given passes (and fallback passes, none
  /// by default) and returns the result.
  static func shrink<Value>(
    _ property: Property<Value>, from indices: [UInt64], passes: [any ShrinkPass],
    fallback: [any ShrinkPass] = [], rounds: Int = 100
  ) -> ShrinkResult {
    let initial = property.execute(source: ReplayChoiceSource(ChoiceSequence(indices)))
    var configuration = ShrinkConfiguration()
    configuration.passes = passes
    configuration.fallbackPasses = fallback
    configuration.maximumRounds = rounds
    let shrinker = Shrinker(
      initial: initial, identity: initial.outcome.failure?.identity ?? "",
      configuration: configuration
    ) { property.execute(source: ReplayChoiceSource($0)) }
    return shrinker.shrink()
  }

  /// A property over an array of integers in 0...1000 that fails when `fails` is true.
  static func listProperty(
    _ name: String = "list", fails: @escaping @Sendable ([Int]) -> Bool
  ) -> Property<[Int]> {
    Property(name, Gen.arrays(of: Gen<Int>.integers(in: 0...1000))) { list, context in
      try context.require(!fails(list), identity: name, "\(list)")
    }
  }

  /// A temporary directory path (not created), unique per test name and test process.
  static func temporaryDirectory(_ name: String) -> String {
    "/tmp/property-engine-tests-\(name)-\(ProcessInfo.processInfo.processIdentifier)"
  }
}
