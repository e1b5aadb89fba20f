import Foundation
import GoogleNavigationModel
import PropertyEngine

/// One Seeds file: a named scenario with where its failure kind comes from and the verdict
/// each built-in delegate should get (README, "Seeds file format"; DESIGN.md §7: Seeds are
/// replayed before generation).
///
/// ```swift
/// let seed = try SeedFile(parsing: text, file: "Seeds/rotate.json")
/// print(seed.name, seed.scenario.events.count)  // rotate-keeps-portrait-cards 3
/// ```
public struct SeedFile: Hashable, Sendable {
  /// The only schema version this package reads and writes.
  public static let schemaVersion = 1
  /// The verdict of a delegate that breaks nothing.
  public static let conforming = "conforming"

  /// What one delegate should get on the seed.
  public struct Expectation: Hashable, Sendable {
    /// The delegate's short name: `reference` (``ReferenceLayoutDelegate``), `portrait`
    /// (``PortraitLayoutDelegate``), or a name a team chooses for its own.
    public var delegate: String
    /// ``SeedFile/conforming`` or the ID of the rule it breaks first, such as `NLC-006`.
    public var verdict: String

    /// Creates an expectation.
    public init(delegate: String, verdict: String) {
      self.delegate = delegate
      self.verdict = verdict
    }
  }

  /// A short name, the same as the file's name without `.json` by convention.
  public var name: String
  /// Where the failure kind comes from: a guide section, or a public report in our words.
  public var provenance: String
  /// The scenario to replay.
  public var scenario: Scenario
  /// The metamorphic relation to check with it (`NLC-017`); nil checks every rule and relation.
  public var relationID: String?
  /// The expected verdicts, in file order.
  public var expected: [Expectation]
  /// The file it was read from (`Seeds/rotate.json`); nil when built in code.
  public var file: String?
  /// The campaign that saved it (`run --save-seeds`): delegate, profile, rules, isolation;
  /// nil for a hand-written seed.
  public var campaign: SeedCampaign?

  /// Creates a seed.
  public init(
    name: String, provenance: String, scenario: Scenario, relationID: String? = nil,
    expected: [Expectation] = [], file: String? = nil, campaign: SeedCampaign? = nil
  ) {
    self.campaign = campaign
    self.name = name
    self.provenance = provenance
    self.scenario = scenario
    self.relationID = relationID
    self.expected = expected
    self.file = file
  }

  /// The verdict expected for `delegate`, if the file gives one.
  public func expectedVerdict(for delegate: String) -> String? {
    expected.first { $0.delegate == delegate }?.verdict
  }

  /// The file's text: members in the order schemaVersion, name, provenance, scenario,
  /// relation, expected, campaign; two-space indent; a final newline.
  public var json: String {
    var members = [
      JSONMember("schemaVersion", .integer(Self.schemaVersion)),
      JSONMember("name", .string(name)),
      JSONMember("provenance", .string(provenance)),
      JSONMember("scenario", ScenarioJSON.encode(scenario)),
    ]
    if let relationID { members.append(JSONMember("relation", .string(relationID))) }
    if !expected.isEmpty {
      members.append(
        JSONMember(
          "expected", .object(expected.map { JSONMember($0.delegate, .string($0.verdict)) })))
    }
    if let campaign { members.append(JSONMember("campaign", Self.encode(campaign))) }
    return JSONValue.object(members).pretty() + "\n"
  }

  /// Reads a seed from a file.
  ///
  /// - Parameter path: The file's path, used as given in messages.
  /// - Throws: ``SeedFileError`` when the file cannot be read or is not a valid seed.
  public init(contentsOf path: String) throws(SeedFileError) {
    // The size first, so a huge file is refused before it is read.
    if let bytes = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      bytes > PlausibilityLimits.maximumFileBytes
    {
      throw Self.tooLarge(bytes, file: path)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SeedFileError(
        file: path, line: 0, message: "cannot be read; check the path and permissions")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SeedFileError(file: path, line: 0, message: "is not UTF-8 text; save it as UTF-8")
    }
    try self.init(parsing: text, file: path)
  }

  /// Reads a seed from its text.
  ///
  /// - Parameters:
  ///   - text: The JSON text; a leading byte order mark is skipped.
  ///   - file: The file's name for messages (`<input>` when none).
  /// - Throws: ``SeedFileError`` with the line and the fix: empty text, a JSON syntax error
  ///   (truncated files included), a schemaVersion other than 1, a missing or mistyped member,
  ///   an unknown member, device, event or rule, or an event that is not legal where it stands.
  public init(parsing text: String, file: String = "<input>") throws(SeedFileError) {
    let bytes = text.utf8.count
    guard bytes <= PlausibilityLimits.maximumFileBytes else { throw Self.tooLarge(bytes, file: file) }
    let shape =
      "a Seeds file is a JSON object {\"schemaVersion\": 1, \"name\": …, \"provenance\": …, \"scenario\": …}"
    guard text.unicodeScalars.contains(where: { !" \t\r\n\u{FEFF}".unicodeScalars.contains($0) })
    else {
      throw SeedFileError(file: file, line: 1, message: "the file is empty; \(shape)")
    }
    let document: JSONValue
    do {
      document = try JSONParser.parse(text)
    } catch {
      throw SeedFileError(
        file: file, line: error.line,
        message: "invalid JSON: \(error.reason); check for a missing bracket, comma or quote")
    }
    guard case .object = document else {
      throw SeedFileError(file: file, line: 1, message: "the document must be an object; \(shape)")
    }
    let reader = try JSONObjectReader(
      document, name: "the file", line: 1, file: file,
      allowed: [
        "schemaVersion", "name", "provenance", "scenario", "relation", "expected", "campaign",
      ])
    let version = try reader.required("schemaVersion", shape: "1")
    guard case .number("1") = version.value else {
      throw reader.fail(
        version.line, "\"schemaVersion\" must be 1, the only version this nav-layout-check reads")
    }
    name = try reader.string(try reader.required("name", shape: "a short name, like the file's"))
    provenance = try reader.string(
      try reader.required(
        "provenance",
        shape: "where the failure kind comes from (a guide section or a public report)"))
    let scenarioMember = try reader.required(
      "scenario", shape: "{\"environment\": {…}, \"events\": […]}")
    scenario = try ScenarioJSON.decode(scenarioMember.value, line: scenarioMember.line, file: file)
    relationID = nil
    if let member = reader.optional("relation") {
      let relations = RuleCatalogue.relations.map(\.id)
      relationID = try reader.choice(member, relations.map { ($0, $0) })
    }
    expected = []
    if let member = reader.optional("expected") {
      let verdicts = ([Self.conforming] + RuleCatalogue.entries.map(\.id))
      let shape = "\"conforming\" or a rule ID from \(RuleCatalogue.idRange)"
      guard case .object(let members) = member.value else {
        throw reader.fail(
          member.line,
          "\"expected\" must be an object such as {\"reference\": \"conforming\", \"portrait\": \"NLC-006\"}"
        )
      }
      for entry in members {
        let verdict = try reader.string(entry, shape: shape)
        guard verdicts.contains(verdict) else {
          throw reader.fail(entry.line, "\"\(entry.key)\" must be \(shape)")
        }
        expected.append(Expectation(delegate: entry.key, verdict: verdict))
      }
    }
    campaign = try reader.optional("campaign").map { (member) throws(SeedFileError) in
      try Self.decodeCampaign(member, reader)
    }
    self.file = file
  }

  static func tooLarge(_ bytes: Int, file: String) -> SeedFileError {
    SeedFileError(
      file: file, line: 1,
      message: "the file is \(bytes) bytes, above the limit of "
        + "\(PlausibilityLimits.maximumFileBytes) bytes for a Seeds file; split it into shorter seeds")
  }

  static func encode(_ campaign: SeedCampaign) -> JSONValue {
    .object([
      JSONMember("delegate", .string(campaign.delegate)),
      JSONMember("profile", .string(campaign.profile)),
      JSONMember("rules", campaign.rules.map { .array($0.map { .string($0) }) } ?? .null),
      JSONMember(
        "disabled",
        .array(
          campaign.disabled.map {
            .object([JSONMember("rule", .string($0.id)), JSONMember("reason", .string($0.reason))])
          })),
      JSONMember("isolated", .bool(campaign.isolated)),
    ])
  }

  static func decodeCampaign(_ member: JSONMember, _ parent: JSONObjectReader)
    throws(SeedFileError) -> SeedCampaign
  {
    let reader = try parent.object(
      member, allowed: ["delegate", "profile", "rules", "disabled", "isolated"])
    let delegate = try reader.string(
      try reader.required("delegate", shape: "the delegate's name, such as \"reference\""))
    let profiles = EnvironmentPreset.builtIn.map(\.name)
    let profile = try reader.choice(
      try reader.required("profile", shape: "one of " + profiles.joined(separator: ", ")),
      profiles.map { ($0, $0) })
    let known = RuleCatalogue.entries.map(\.id)
    let ruleShape = "a rule ID from \(RuleCatalogue.idRange)"
    var rules: [String]?
    if let member = reader.optional("rules") {
      guard case .array(let elements) = member.value else {
        throw reader.fail(member.line, "\"rules\" must be an array of rule IDs, or null for all")
      }
      rules = []
      for element in elements {
        guard case .string(let id) = element, known.contains(id) else {
          throw reader.fail(member.line, "every element of \"rules\" must be \(ruleShape)")
        }
        rules?.append(id)
      }
    }
    var disabled: [RuleSelection.DisabledRule] = []
    if let member = reader.optional("disabled") {
      guard case .array(let elements) = member.value else {
        throw reader.fail(
          member.line, "\"disabled\" must be an array of {\"rule\": ID, \"reason\": text}")
      }
      for element in elements {
        let entry = try JSONObjectReader(
          element, name: "a disabled rule", line: member.line, file: reader.file,
          allowed: ["rule", "reason"])
        let id = try entry.string(try entry.required("rule", shape: ruleShape), shape: ruleShape)
        guard known.contains(id) else { throw entry.fail(entry.line, "\"rule\" must be \(ruleShape)") }
        let reason = try entry.string(try entry.required("reason", shape: "why it is off"))
        disabled.append(RuleSelection.DisabledRule(id: id, reason: reason))
      }
    }
    let isolated = try reader.optional("isolated").map { (member) throws(SeedFileError) in
      try reader.bool(member)
    } ?? false
    return SeedCampaign(
      delegate: delegate, profile: profile, rules: rules, disabled: disabled, isolated: isolated)
  }
}
