/// A minimum share of valid cases that must carry a label, so a campaign that never exercised
/// a situation is reported instead of passing silently (QuickCheck's `cover`).
///
/// ```swift
/// let requirement = CoverageRequirement(label: "landscape", minimumPercentage: 20)
/// print(requirement.isMet(count: 30, of: 100))  // true
/// ```
public struct CoverageRequirement: Hashable, Sendable {
  /// The label.
  public var label: String
  /// The minimum percentage (0–100) of valid cases that must carry it.
  public var minimumPercentage: Double

  /// Creates a requirement.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - minimumPercentage: The minimum share of valid cases, in percent.
  public init(label: String, minimumPercentage: Double) {
    self.label = label
    self.minimumPercentage = minimumPercentage
  }

  /// Whether a count meets the requirement.
  ///
  /// - Parameters:
  ///   - count: Valid cases carrying the label.
  ///   - total: Valid cases.
  /// - Returns: True when the share reaches the minimum; false when there were no valid cases.
  public func isMet(count: Int, of total: Int) -> Bool {
    total > 0 && Double(count) * 100 >= minimumPercentage * Double(total)
  }
}

/// A coverage requirement that a campaign did not meet, with the share it observed.
///
/// ```swift
/// let shortfall = CoverageShortfall(
///   requirement: CoverageRequirement(label: "rtl", minimumPercentage: 10), count: 2, total: 100)
/// print(shortfall.description)  // label "rtl" on 2.0% of valid cases; required 10.0%
/// ```
public struct CoverageShortfall: Hashable, Sendable, CustomStringConvertible {
  /// The requirement.
  public var requirement: CoverageRequirement
  /// Valid cases that carried the label.
  public var count: Int
  /// Valid cases.
  public var total: Int

  /// Creates a shortfall.
  ///
  /// - Parameters:
  ///   - requirement: The unmet requirement.
  ///   - count: Valid cases carrying the label.
  ///   - total: Valid cases.
  public init(requirement: CoverageRequirement, count: Int, total: Int) {
    self.requirement = requirement
    self.count = count
    self.total = total
  }

  /// The observed and required percentages.
  public var description: String {
    let observed = total == 0 ? 0 : Double(count) * 100 / Double(total)
    return "label \"\(requirement.label)\" on \(Self.format(observed))% of valid cases; "
      + "required \(Self.format(requirement.minimumPercentage))%"
  }

  static func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
  }
}
