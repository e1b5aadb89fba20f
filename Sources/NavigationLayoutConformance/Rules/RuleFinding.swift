public import Foundation

/// What a rule found wrong in one snapshot: the detail of its message and the rectangles to
/// draw filled in the repro's picture.
public struct RuleFinding: Hashable, Sendable {
  /// What is wrong, naming the views (role and identifier), their rectangles and the overlap,
  /// in map coordinates; the driver prefixes the rule, step and event.
  public var detail: String
  /// The offending rectangles, labelled, in map coordinates.
  public var highlights: [Highlight]
  /// The kind of break in a few stable words, part of the bug's ``BugSignature`` (for
  /// example `outside the safe area` or `unsatisfiable`); nil when the rule breaks one way
  /// only.
  public var kind: String?
  /// The elements the finding is about, by their names in this case (`prompt #1`,
  /// `opaqueOverlay 'orderCard'`), when the highlights do not say (a finding with no
  /// rectangle, such as a leftover after disable); nil takes every highlight whose label
  /// names an element (``subjects``).
  public var elementNames: [String]?
  /// The elements the bug's signature names, when not ``subjects`` (an unsatisfiable set is
  /// named by its members, while everything inside them may move with them); nil for
  /// ``subjects``.
  public var signatureNames: [String]?
  /// The severity of this finding when it is not the rule's own: a rule that errs below one
  /// threshold and warns in a band above it (NLC-002) says so per finding; nil takes
  /// ``ConformanceRule/severity``.
  public var severity: RuleSeverity?

  /// The elements the finding is about, by their names in this case: ``elementNames`` when
  /// set, else the highlights' labels that name an element (not `overlap`, not an area such
  /// as `the safe area`). A later violation of the same case that names one of these is this
  /// one's consequence; their stable forms are the signature's subjects.
  public var subjects: [String] {
    if let elementNames { return elementNames }
    var names: [String] = []
    for highlight in highlights where ElementRole.isElementName(highlight.label) {
      // A relation labels the other run's rectangle `prompt #1 (mirrored)`: the same element.
      var name = highlight.label
      for suffix in Self.otherRunSuffixes where name.hasSuffix(suffix) {
        name.removeLast(suffix.count)
      }
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// What a metamorphic relation adds to an element's name for its rectangle in the other run.
  static let otherRunSuffixes = [" (mirrored)", " (variant)", " (after)"]

  /// A labelled rectangle to fill in the picture.
  public struct Highlight: Hashable, Sendable {
    /// The label.
    public var label: String
    /// The rectangle, in map coordinates, in points.
    public var rect: CGRect

    /// Creates a highlight.
    public init(_ label: String, _ rect: CGRect) {
      self.label = label
      self.rect = rect
    }
  }

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - detail: What is wrong.
  ///   - highlights: The rectangles to draw.
  ///   - kind: The kind of break, for the signature; nil when the rule breaks one way only.
  ///   - elementNames: The elements it is about, when the highlights do not say.
  ///   - signatureNames: The elements the signature names, when not the subjects.
  ///   - severity: This finding's severity, when not the rule's.
  public init(
    _ detail: String, highlights: [Highlight] = [], kind: String? = nil,
    elementNames: [String]? = nil, signatureNames: [String]? = nil,
    severity: RuleSeverity? = nil
  ) {
    self.detail = detail
    self.highlights = highlights
    self.kind = kind
    self.elementNames = elementNames
    self.signatureNames = signatureNames
    self.severity = severity
  }
}
