import Foundation
import Testing

/// The long tests (trials, whole catalogues, process isolation, soaks) run only under
/// `NLC_LONG_TESTS=1`, which `.ci/run` sets (README, "The package's own tests"); by default a
/// parameterised one runs its first few arguments.
enum LongTests {
  static let isOn = ProcessInfo.processInfo.environment["NLC_LONG_TESTS"] == "1"
  static let only = ConditionTrait.enabled(if: isOn, "long: NLC_LONG_TESTS=1 runs it")
  static func sample<T>(_ all: [T], _ count: Int) -> [T] { isOn ? all : Array(all.prefix(count)) }
}
