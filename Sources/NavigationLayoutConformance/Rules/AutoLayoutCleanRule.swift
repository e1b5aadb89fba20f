import UIKitModel

/// NLC-011: Auto Layout is clean (DESIGN.md §6).
///
/// **What.** Since the previous checkpoint the layout engine logged no unsatisfiable set of
/// required constraints and no operation that raises on a device
/// (``LayoutSnapshot/newLayoutIssues``: `unsatisfiable`, `wouldCrash`), and at settled
/// checkpoints no visible element, never the viewport (which is invisible by design but
/// frames the camera) and never a hiding stack (an undetermined one may be solved to zero
/// size, which hides all its buttons on every device), has an ambiguous frame
/// (``ElementSnapshot/hasAmbiguousLayout``).
///
/// `ambiguous` entries of the issue log are not judged: the conformance run never asks the
/// engine to log them, and they also name layout guides and hidden views. Guides are not
/// elements, so an undetermined guide only matters through the views tied to it; the seeds'
/// own sample leaves an invisible guide free to slide and places every view exactly.
/// Elements the test asked to ignore (``ElementRole/ignored``) are not judged for ambiguity.
///
/// **When.** Logged issues at every checkpoint; ambiguity at settled checkpoints, the only
/// ones where the capture computes it (it costs two small linear programs per unknown).
///
/// **Tolerance.** None: the engine's ambiguity test is exact (autolayout-and-layout-testing.md
/// §A5), and one logged issue fails.
///
/// **Why.** An unsatisfiable layout makes UIKit break a constraint of its choice, so what the
/// driver sees depends on UIKit's pick (autolayout-and-layout-testing.md §A4); a `wouldCrash`
/// operation raises on a device (§A1, §A7, §A8); an ambiguous frame may jump between layout
/// passes (§A5). The seeds place every element with exact anchors
/// (customize-layout, "place elements").
public struct AutoLayoutCleanRule: ScanningRule {
  public let id = "NLC-011"
  public let title = "Auto Layout clean: nothing unsatisfiable, nothing that would crash, nothing ambiguous"

  /// Creates the rule.
  public init() {}

  /// One finding per unsatisfiable set (each its own bug, named by its own members), per
  /// operation that would raise, and one for the ambiguous elements: the first only, unless
  /// `all`.
  public func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool)
    -> [RuleFinding]
  {
    var found: [RuleFinding] = []
    var setIndex = 0
    for issue in snapshot.newLayoutIssues {
      switch issue {
      case .unsatisfiable(let conflict):
        // The set, never which member UIKit broke: that is UIKit's arbitrary pick (§A4).
        let members =
          setIndex < snapshot.conflictMemberSets.count ? snapshot.conflictMemberSets[setIndex] : []
        setIndex += 1
        found.append(
          RuleFinding(
            "unsatisfiable constraints: " + conflict.descriptions.joined(separator: "; "),
            kind: "unsatisfiable", elementNames: snapshot.elementsNearConflict,
            signatureNames: Self.signatureMembers(members, in: snapshot)))
      case .wouldCrash(let reason):
        found.append(
          RuleFinding(
            "an operation would raise on a device: \(reason)",
            kind: "would crash: " + StableText.crashKind(of: reason), elementNames: []))
      case .ambiguous:
        continue
      }
      if !all { return found }
    }
    guard snapshot.isSettled else { return found }
    // The viewport is invisible by design; a hiding stack whose size is undetermined may be
    // solved to nothing, which hides every button it holds (so it shows as invisible).
    let ambiguous = snapshot.elements.filter {
      $0.hasAmbiguousLayout && $0.role != .ignored
        && ($0.isVisible || $0.role == .viewport || $0.role == .hidingStack)
    }
    guard !ambiguous.isEmpty else { return found }
    found.append(
      RuleFinding(
        "ambiguous layout for " + ambiguous.map(\.description).joined(separator: ", "),
        highlights: ambiguous.map { RuleFinding.Highlight($0.name, $0.frame) }, kind: "ambiguous",
        elementNames: snapshot.elementsNearAmbiguity, signatureNames: ambiguous.map(\.name)))
    return found
  }

  /// The members a signature names: the app's own views among `members` when there are any
  /// (the constraints a team controls; which Google views join a set follows from the
  /// environment), else every member.
  static func signatureMembers(_ members: [String], in snapshot: LayoutSnapshot) -> [String] {
    let app = members.filter { name in
      snapshot.elements.first { $0.name == name }.map { !$0.role.isGoogleComponent } ?? false
    }
    return app.isEmpty ? members : app
  }
}
