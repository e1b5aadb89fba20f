/// What one bug is, in terms that stay the same from case to case: the rule it breaks, the kind
/// of break, and the elements it is about (DESIGN.md §6, "Bugs, not first failures";
/// CONFORMANCE.md §1a lists every rule's signature).
///
/// Two cases that break the same requirement for the same elements have equal signatures,
/// whatever the device, the frames or the step; another element or another kind of break of
/// the same rule is another signature. Elements are named by role and
/// `accessibilityIdentifier` (or type, for an app view without one), never by frame, index or a
/// prompt's serial: `prompt #1` and `prompt #3` are both `prompt`.
///
/// ```swift
/// let signature = BugSignature(
///   ruleID: "NLC-003", severity: .error, kind: nil,
///   subjects: ["opaqueOverlay 'orderCard'", "etaCard"])
/// print(signature)  // NLC-003: etaCard, opaqueOverlay 'orderCard'
/// ```
public struct BugSignature: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The rule's ID, such as `NLC-003`.
  public var ruleID: String
  /// The rule's severity for this break (NLC-016 errs or warns by what it finds).
  public var severity: RuleSeverity
  /// The kind of break in a few stable words (`unsatisfiable`, `outside the safe area`); nil
  /// when the rule breaks one way only.
  public var kind: String?
  /// The stable names of the elements the bug is about, sorted and without repeats.
  public var subjects: [String]

  /// Creates a signature; `subjects` are made stable (``stableName(_:)``), sorted and
  /// deduplicated.
  public init(ruleID: String, severity: RuleSeverity, kind: String?, subjects: [String]) {
    self.ruleID = ruleID
    self.severity = severity
    self.kind = kind
    var stable: [String] = []
    for name in subjects.map(Self.stableName) where !stable.contains(name) { stable.append(name) }
    self.subjects = stable.sorted()
  }

  /// `NLC-011 unsatisfiable: etaCard, opaqueOverlay 'orderCard'`; a warning ends with
  /// ` (warning)`. This text is the bug's identity to the engine, the failure database and the
  /// reports.
  public var description: String {
    var text = ruleID
    if let kind { text += " " + kind }
    if !subjects.isEmpty { text += ": " + subjects.joined(separator: ", ") }
    if severity == .warning { text += Self.warningSuffix }
    return text
  }

  /// What a warning's signature text ends with.
  public static let warningSuffix = " (warning)"

  /// Orders by description, for stable listings.
  public static func < (lhs: BugSignature, rhs: BugSignature) -> Bool {
    lhs.description < rhs.description
  }

  /// An element's name with what changes from case to case removed: a prompt's serial
  /// (`prompt #2` → `prompt`) and the raw value of a button kind the SDK has not named, which
  /// the generator draws per case (`button(unknown 101)` → `button(unknown)`). Other names are
  /// stable already: roles, identifiers, types.
  public static func stableName(_ name: String) -> String {
    if name.hasPrefix("prompt #") {
      return "prompt" + name.dropFirst("prompt #".count).drop(while: \.isNumber)
    }
    if name.hasPrefix("button(unknown ") { return "button(unknown)" }
    return name
  }
}
