/// How many valid cases carried each label, sorted by label so reports are deterministic.
///
/// ```swift
/// var statistics = LabelStatistics()
/// statistics.record(["even"])
/// statistics.record([])
/// print(statistics.counts, statistics.validCases)  // [LabelCount(label: "even", count: 1)] 2
/// ```
public struct LabelStatistics: Hashable, Sendable {
  /// One label's count.
  public struct LabelCount: Hashable, Sendable {
    /// The label.
    public var label: String
    /// Valid cases carrying it.
    public var count: Int
  }

  /// The counts, sorted by label.
  public private(set) var counts: [LabelCount] = []
  /// The number of valid cases recorded.
  public private(set) var validCases = 0

  /// Creates empty statistics.
  public init() {}

  /// Records one valid case's labels.
  ///
  /// - Parameter labels: The case's labels, without repeats.
  public mutating func record(_ labels: [String]) {
    validCases += 1
    for label in labels { add(label, count: 1) }
  }

  private mutating func add(_ label: String, count: Int) {
    // Binary search keeps the array sorted without ever iterating a hashed collection.
    var low = 0
    var high = counts.count
    while low < high {
      let middle = (low + high) / 2
      if counts[middle].label < label { low = middle + 1 } else { high = middle }
    }
    if low < counts.count, counts[low].label == label {
      counts[low].count += count
    } else {
      counts.insert(LabelCount(label: label, count: count), at: low)
    }
  }

  /// Returns how many valid cases carried a label.
  ///
  /// - Parameter label: The label.
  /// - Returns: The count, 0 when never seen.
  public func count(of label: String) -> Int {
    counts.first { $0.label == label }?.count ?? 0
  }

  /// Adds another campaign's statistics, for merging shards.
  ///
  /// - Parameter other: The statistics to add.
  public mutating func merge(_ other: LabelStatistics) {
    validCases += other.validCases
    for entry in other.counts { add(entry.label, count: entry.count) }
  }
}
