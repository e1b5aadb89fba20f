public import UIKitModel

/// One constraint (or one addition of a view or guide) behind a finding: what placed an
/// offending view on the axis that matters, a member of an unsatisfiable set, or the line that
/// added a leftover, with the line of app code that made it. Findings list the app's first.
///
/// ```
/// Courier.swift:88  opaqueOverlay 'orderCard'.top == etaCard.top - 80 @1000  (vertical)
/// UIKit: UIViewSafeAreaLayoutGuide-bottom  guide 'UIViewSafeAreaLayoutGuide'.bottom == …
/// ```
public struct ConstraintCause: Hashable, Sendable, CustomStringConvertible {
  /// How the constraint or addition bears on the finding.
  public enum Kind: String, Sendable, Hashable {
    /// It decides the element's frame on ``axis`` (its constant moves the frame).
    case placed
    /// A member of an unsatisfiable set (NLC-011), ``state`` says whether UIKit broke it.
    case conflictMember = "conflict member"
    /// The element's frame is not determined on ``axis``; the constraint names it.
    case ambiguityMember = "names the ambiguous view"
    /// The line that added a leftover view or guide (``constraint`` is nil).
    case added
    /// An active constraint left behind, naming the leftover.
    case leftConstraint = "constraint left"
    /// The line whose operation would raise on a device (NLC-011 `would crash`): the
    /// constraint it made or activated, or the visual format it called.
    case raises = "would raise"
    /// One line's constraint active in several copies after a round trip (NLC-018).
    case piled = "piled up"
  }

  /// How it bears on the finding.
  public var kind: Kind
  /// The element the cause is for, by its name in the case (`opaqueOverlay 'orderCard'`).
  public var element: String
  /// The axis, for a placing constraint or an ambiguity; nil otherwise.
  public var axis: NSLayoutConstraint.Axis?
  /// The constraint as the case names its items (`orderCard.top == etaCard.top - 80 @1000`);
  /// nil for an addition.
  public var constraint: String?
  /// Whether it holds (``PlacingConstraint/State``); nil for an addition.
  public var state: PlacingConstraint.State?
  /// Who made it and where: the app at a line, UIKit or the SDK.
  public var source: ConstraintSource

  /// Creates a cause.
  public init(
    kind: Kind, element: String, axis: NSLayoutConstraint.Axis? = nil, constraint: String?,
    state: PlacingConstraint.State?, source: ConstraintSource
  ) {
    self.kind = kind
    self.element = element
    self.axis = axis
    self.constraint = constraint
    self.state = state
    self.source = source
  }

  /// The app's file and line, when app code made it: `Courier.swift:88`.
  public var callSite: CallSite? { source.callSite }

  /// `Courier.swift:88  orderCard.top == etaCard.top - 80 @1000  (vertical; broken)`.
  public var description: String {
    var notes: [String] = []
    if let axis { notes.append(axis == .horizontal ? "horizontal" : "vertical") }
    switch kind {
    case .placed, .ambiguityMember, .piled: break
    case .conflictMember, .added, .leftConstraint, .raises: notes.append(kind.rawValue)
    }
    if let state, state != .holds {
      notes.append(state == .broken ? "broken by UIKit to recover" : "not satisfied")
    }
    var text = source.description
    if let constraint {
      text += "  " + constraint
    } else if kind == .added {
      text += "  added \(element)"
    }
    if !notes.isEmpty { text += "  (" + notes.joined(separator: "; ") + ")" }
    return text
  }
}
