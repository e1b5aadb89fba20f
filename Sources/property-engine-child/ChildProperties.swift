import PropertyEngine

/// Properties whose bodies trap or hang, for testing isolation from the parent's side.
enum ChildProperties {
  /// Traps (integer overflow) for any element of 1,000 or more; the minimal case is [1000].
  static let trapsOnLargeElement = Property(
    "traps-on-large-element", Gen.arrays(of: Gen<Int>.integers(in: 0...5000))
  ) { list, _ in
    for element in list where element >= 1000 {
      _ = Int.max + element  // Traps: the overflow check is the point of the test.
    }
  }

  /// Hangs for any element of exactly 7; the minimal case is [7].
  static let hangsOnSeven = Property(
    "hangs-on-seven", Gen.arrays(of: Gen<Int>.integers(in: 0...9))
  ) { list, _ in
    if list.contains(7) {
      while true {}
    }
  }

  /// Labels parity and fails with an identity for values over 90, to test answers round-trip.
  static let labelsAndFails = Property(
    "labels-and-fails", Gen<Int>.integers(in: 0...100)
  ) { value, context in
    context.classify(value % 2 == 0, "even")
    try context.require(value <= 90, identity: "too-big", "\(value) > 90")
  }

  /// Throws an error whose type is declared in the body, for values over 50; the minimal case
  /// is 51. The runtime names such a type by an address that differs in every process.
  static let throwsLocalError = Property(
    "throws-local-error", Gen<Int>.integers(in: 0...100)
  ) { value, _ in
    enum LocalError: Error { case tooBig(Int) }
    if value > 50 { throw LocalError.tooBig(value) }
  }

  /// Crashes at two sites: an index out of range for a list holding 42 (minimal [42]), else
  /// a fatal error for 4 or more elements (minimal [0, 0, 0, 0]).
  static let twoCrashSites = Property(
    "two-crash-sites", Gen.arrays(of: Gen<Int>.integers(in: 0...50))
  ) { list, _ in
    if list.contains(42) { _ = list[list.count] }
    if list.count >= 4 { fatalError("\(list.count) elements") }
  }

  static let all: [any IsolatableProperty] = [
    trapsOnLargeElement, hangsOnSeven, labelsAndFails, throwsLocalError, twoCrashSites,
    logsALot,
  ]
}
