import Foundation
import NavigationLayoutConformance
import PropertyEngine

/// Parsers for option values; each error names the option, the bad value and a good one.
enum OptionValues {
  /// A whole number of at least `minimum`.
  static func integer(
    _ text: String, option: String, minimum: Int = 1, example: String
  ) throws(CommandLineError) -> Int {
    guard let value = Int(text), value >= minimum else {
      let kind = minimum == 1 ? "a positive whole number" : "a whole number of at least \(minimum)"
      throw .usage("\(option) needs \(kind), got \"\(text)\"; e.g. \(option) \(example)")
    }
    return value
  }

  /// A 64-bit seed, decimal or `0x` hexadecimal.
  static func seed(_ text: String) throws(CommandLineError) -> UInt64 {
    guard let value = CampaignEnvironment.seed(text) else {
      throw .usage(
        "--seed needs a whole number from 0 to 2^64-1 (decimal or 0x hex), got \"\(text)\"; "
          + "e.g. --seed 42")
    }
    return value
  }

  /// A duration: a positive whole number followed by `ms`, `s`, `m` or `h`.
  static func duration(
    _ text: String, option: String, example: String = "10m"
  ) throws(CommandLineError) -> Duration {
    if let duration = CampaignEnvironment.duration(text) { return duration }
    throw .usage(
      "\(option) needs a duration such as 90s, 10m or 2h, got \"\(text)\"; e.g. \(option) \(example)")
  }

  /// A duration as `duration(_:option:)` reads it: `2s`, `500ms`.
  static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }

  /// A share of the cases, from 0 to 1 (`0.25`, `0`): `--boundary-share`'s value.
  static func share(_ text: String, option: String) throws(CommandLineError) -> Double {
    guard let value = Double(text), (0...1).contains(value) else {
      throw .usage(
        "\(option) needs a share of the cases from 0 to 1, got \"\(text)\"; e.g. \(option) 0.25 "
          + "(0 turns the boundary search off, as --no-boundary-search does)")
    }
    return value
  }

  /// A length in points: a number, 0 or more (`24`, `30.5`).
  static func points(
    _ text: String, option: String, example: String
  ) throws(CommandLineError) -> CGFloat {
    guard let value = Double(text), value.isFinite, value >= 0 else {
      throw .usage(
        "\(option) needs a number of points, 0 or more, got \"\(text)\"; e.g. \(option) \(example)")
    }
    return CGFloat(value)
  }

  /// Points as `points(_:option:example:)` reads them: `24`, `30.5`.
  static func text(_ points: CGFloat) -> String {
    let value = Double(points)
    return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A built-in environment preset.
  static func profile(_ text: String) throws(CommandLineError) -> EnvironmentPreset {
    guard let preset = EnvironmentPreset.named(text) else {
      let known = EnvironmentPreset.builtIn.map(\.name).joined(separator: ", ")
      throw .usage("unknown profile \"\(text)\"; known: \(known)")
    }
    return preset
  }

  /// A rule ID the catalogue knows.
  static func rule(_ text: String, option: String, toolName: String) throws(CommandLineError)
    -> String
  {
    let id = normalizedRuleID(text)
    guard RuleCatalogue.entries.contains(where: { $0.id == id }) else {
      throw .usage(
        "unknown rule \"\(text)\" in \(option); rules are \(RuleCatalogue.idRange) "
          + "(see \(toolName) rules)")
    }
    return id
  }

  /// `nlc-5`, `NLC-05` and `NLC-005` all name NLC-005 (``RuleCatalogue/normalizedID(_:)``,
  /// which the Swift API uses too).
  static func normalizedRuleID(_ text: String) -> String { RuleCatalogue.normalizedID(text) }

  /// A comma-separated list of rule IDs.
  static func rules(_ text: String, option: String, toolName: String) throws(CommandLineError)
    -> [String]
  {
    var ids: [String] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let id = try rule(String(part), option: option, toolName: toolName)
      if !ids.contains(id) { ids.append(id) }
    }
    return ids
  }

  /// `RULE=REASON` for `--disable`.
  static func disabledRule(_ text: String, toolName: String) throws(CommandLineError)
    -> (id: String, reason: String)
  {
    guard let equals = text.firstIndex(of: "="), text[text.index(after: equals)...].contains(where: { !$0.isWhitespace })
    else {
      throw .usage(
        "--disable needs RULE=REASON, got \"\(text)\"; e.g. --disable \"NLC-020=prompts are docked\"")
    }
    let id = try rule(String(text[..<equals]), option: "--disable", toolName: toolName)
    return (id, String(text[text.index(after: equals)...]))
  }

  /// `i/n` for `--shard`.
  static func shard(_ text: String) throws(CommandLineError) -> Shard {
    do {
      return try Shard(parsing: text)
    } catch {
      throw .usage("bad shard \"\(text)\" for --shard: write it as i/n with 1 <= i <= n, e.g. --shard 3/8")
    }
  }
}
