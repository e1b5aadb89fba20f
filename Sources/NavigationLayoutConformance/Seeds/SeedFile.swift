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

  /// Creates a seed.
  public init(
    name: String, provenance: String, scenario: Scenario, relationID: String? = nil,
    expected: [Expectation] = [], file: String? = nil
  ) {
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
  /// relation, expected; two-space indent; a final newline.
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
    return JSONValue.object(members).pretty() + "\n"
  }

  /// Reads a seed from a file.
  ///
  /// - Parameter path: The file's path, used as given in messages.
  /// - Throws: ``SeedFileError`` when the file cannot be read or is not a valid seed.
  public init(contentsOf path: String) throws(SeedFileError) {
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
      allowed: ["schemaVersion", "name", "provenance", "scenario", "relation", "expected"])
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
      let shape = "\"conforming\" or a rule ID from NLC-001 to NLC-021"
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
    self.file = file
  }
}
