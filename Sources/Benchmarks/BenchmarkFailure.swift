/// A benchmark that cannot give a meaningful figure; the description says why and what to
/// change.
public struct BenchmarkFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// One line.
  public let description: String

  /// Creates a failure with its explanation.
  public init(_ description: String) {
    self.description = description
  }
}
