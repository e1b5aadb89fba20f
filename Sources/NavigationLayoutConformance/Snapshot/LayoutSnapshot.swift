public import Foundation
public import GoogleNavigationModel
public import UIKitModel

/// The map at one checkpoint, as immutable values: what every rule reads (DESIGN.md §5).
///
/// Rules never see the live model, so the same rules could judge snapshots taken from real
/// UIKit later. Rectangles are in the map view's coordinates, in points.
public struct LayoutSnapshot: Hashable, Sendable {
  /// When a snapshot was taken.
  public enum Moment: Hashable, Sendable {
    /// Right after an event's layout pass; animations may still run.
    case afterEvent
    /// At a sampled instant of a running animation, `seconds` after the event (presentation
    /// frames).
    case duringAnimation(seconds: TimeInterval)
    /// After all animations finished and completions ran.
    case settled
  }

  /// The step: the 1-based index of the event just applied, or `events.count + 1` and
  /// `events.count + 2` for the driver's closing settle and disable.
  public var step: Int
  /// The event just applied; nil for the driver's closing settle.
  public var event: SDKEvent?
  /// When within the step the snapshot was taken.
  public var moment: Moment
  /// The SDK's phase after the event.
  public var phase: SDKPhase
  /// Whether the SDK sizes components for wide mode.
  public var wideMode: Bool
  /// The map's layout direction.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// The map's bounds.
  public var mapBounds: CGRect
  /// The map's safe area: bounds inset by the safe-area insets.
  public var safeArea: CGRect
  /// The rectangle inside the map's layout margins (plus the safe area when the map insets
  /// its margins from it, as UIKit's `layoutMarginsGuide`), for the pictures; nil when not
  /// captured (snapshots built by hand).
  public var layoutMarginsFrame: CGRect?
  /// Every view in the map's subtree except Google components' internal parts, preorder.
  public var elements: [ElementSnapshot]
  /// The active constraints installed in the map's subtree (delegate and SDK) that involve a
  /// Google component, in hierarchy order; filled at settled checkpoints only (a constraint that matters outlives the
  /// animation it was made in, and collecting them is a sixth of a case's cost).
  public var constraints: [ConstraintSnapshot]
  /// How many constraints are active in the map's subtree, all of them, at settled
  /// checkpoints (0 elsewhere): piled-up constraints show here (NLC-018).
  public var activeConstraintCount = 0
  /// Identifiers of the layout guides the map owns, in order.
  public var mapLayoutGuides: [String]
  /// Layout issues logged since the previous checkpoint.
  public var newLayoutIssues: [LayoutIssue]
  /// The names of the elements an unsatisfiable set among ``newLayoutIssues`` ties (a first
  /// or second item of one of its constraints) and of the elements inside those, in preorder:
  /// UIKit broke one constraint of the set, so any of them may stand where it does because of
  /// it. Empty when nothing was
  /// unsatisfiable, and in `.duringAnimation` samples.
  public var elementsInConflict: [String] = []
  /// For each unsatisfiable set among ``newLayoutIssues``, in order, the names of the elements
  /// it names directly (a view that is a first or second item of one of its constraints, or
  /// owns a layout guide that is), in preorder, without what lies inside them: the members a
  /// bug's signature names (NLC-011). Empty when nothing was unsatisfiable.
  public var conflictMemberSets: [[String]] = []
  /// ``elementsInConflict`` with the elements an active constraint ties directly to one of
  /// them and what lies inside those, in preorder: what the broken constraint may have moved,
  /// whose findings at this checkpoint are the unsatisfiable set's consequences (NLC-011).
  public var elementsNearConflict: [String] = []
  /// The elements with an ambiguous frame, those an active constraint ties directly to one of
  /// them, and what lies inside those, in preorder: a view left without its constraints leaves
  /// the views hung from it undetermined, so an ambiguity naming one of these follows from a
  /// bug about it (NLC-011). Only at settled checkpoints, where ambiguity is computed.
  public var elementsNearAmbiguity: [String] = []
  /// Recorder entries logged since the previous checkpoint (callbacks, legacy API use,
  /// tampering, managed `isHidden` writes).
  public var newRecords: [NavigationRecord]
  /// The serial of the prompt the SDK considers shown, if any.
  public var currentPromptSerial: Int?
  /// After a disable: how the map differs from its pristine snapshot (NLC-008); empty when
  /// identical, nil when not compared.
  public var pristineDifferences: [String]?
  /// After a disable that left the map different from its pristine snapshot: the subviews
  /// (by element name) and layout guides (`guide 'id'`) the pristine map did not hold, in
  /// order; empty otherwise.
  public var pristineLeftovers: [String] = []

  /// The name that stands for the element named `name` in a bug's signature: for an app view
  /// inside another drawn (or ignored) app view, the outermost such view, whose content it
  /// is; otherwise `name` itself (also when no element has that name).
  public func standIn(for name: String) -> String {
    guard let element = elements.first(where: { $0.name == name }),
      !element.role.isGoogleComponent
    else { return name }
    var standIn = element.name
    var parent = element.parentIndex
    while let index = parent {
      let ancestor = elements[index]
      if !ancestor.role.isGoogleComponent, ancestor.role.isDrawn || ancestor.role == .ignored {
        standIn = ancestor.name
      }
      parent = ancestor.parentIndex
    }
    return standIn
  }

  /// Creates a snapshot.
  public init(
    step: Int, event: SDKEvent?, moment: Moment, phase: SDKPhase, wideMode: Bool,
    layoutDirection: UIUserInterfaceLayoutDirection, mapBounds: CGRect, safeArea: CGRect,
    elements: [ElementSnapshot], constraints: [ConstraintSnapshot], mapLayoutGuides: [String],
    newLayoutIssues: [LayoutIssue], newRecords: [NavigationRecord], currentPromptSerial: Int?,
    pristineDifferences: [String]?
  ) {
    self.step = step
    self.event = event
    self.moment = moment
    self.phase = phase
    self.wideMode = wideMode
    self.layoutDirection = layoutDirection
    self.mapBounds = mapBounds
    self.safeArea = safeArea
    self.elements = elements
    self.constraints = constraints
    self.mapLayoutGuides = mapLayoutGuides
    self.newLayoutIssues = newLayoutIssues
    self.newRecords = newRecords
    self.currentPromptSerial = currentPromptSerial
    self.pristineDifferences = pristineDifferences
  }

  /// The elements with `role`, in preorder.
  public func elements(_ role: ElementRole) -> [ElementSnapshot] {
    elements.filter { $0.role == role }
  }

  /// The first element with `role`.
  public func element(_ role: ElementRole) -> ElementSnapshot? {
    elements.first { $0.role == role }
  }

  /// Whether the snapshot was taken with no animation running.
  public var isSettled: Bool { moment == .settled }
}
