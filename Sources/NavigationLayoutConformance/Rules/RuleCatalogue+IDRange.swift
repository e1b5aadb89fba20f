import Foundation

extension RuleCatalogue {
  /// The catalogue's rule IDs as a range for messages, `NLC-001 to NLC-022`: taken from the
  /// catalogue, so a new rule never leaves a message naming the old last one.
  public static var idRange: String {
    let ids = entries.map(\.id)
    return "\(ids.first ?? "") to \(ids.last ?? "")"
  }

  /// A rule ID as the catalogue spells it: `nlc-5`, `NLC-05` and `NLC-005` all name NLC-005.
  /// The command line and the Swift API both read IDs through it, so they accept the same.
  ///
  /// - Parameter text: An ID as a person typed it.
  /// - Returns: The ID with its prefix upper-cased and its number three digits long; the
  ///   trimmed, upper-cased text when it is no `NLC-` number.
  public static func normalizedID(_ text: String) -> String {
    let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
    guard upper.hasPrefix("NLC-"), let number = Int(upper.dropFirst(4)), number >= 0 else {
      return upper
    }
    let digits = String(number)
    return "NLC-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}
