import Foundation
import GoogleNavigationModel
import UIKitModel

// The constraints behind a finding (ConstraintCause), read from the live model at the
// checkpoint that failed: only for a finding, and only when the driver is asked to
// (LifecycleDriver.attributesCauses), as for the re-run that prints a repro.

extension SnapshotCapture {
  /// The rules whose findings are about where elements are: their causes are the constraints
  /// that placed the offending elements.
  static let placementRuleIDs = [
    "NLC-001", "NLC-002", "NLC-003", "NLC-004", "NLC-005", "NLC-006", "NLC-010", "NLC-019",
    "NLC-022",
  ]
  /// The cleanup rules: their causes are the lines that added what was left.
  static let cleanupRuleIDs = ["NLC-007", "NLC-008", "NLC-009"]
  /// At most this many of the app's constraints per element and axis that do not name the
  /// element itself (those further up a chain), and of UIKit's and the SDK's: a finding
  /// lists the few that decide, not the whole system.
  static let chainLimit = 2

  /// The causes of `violation`, found at the checkpoint it was found at (the live map as it
  /// is now): for a placement rule the constraints that placed each offending element on the
  /// axis that matters; for NLC-011 the members of the unsatisfiable set, or the constraints
  /// naming an ambiguous element; for a cleanup rule the lines that added what was left. App
  /// code first. Empty for other rules.
  func causes(of violation: Violation) -> [ConstraintCause] {
    let walk = ElementWalk(
      map: simulator.mapView, roles: roles, time: nil, ambiguity: false, names: names)
    let id = violation.ruleID
    if id == AutoLayoutCleanRule().id { return conflictCauses(violation, walk: walk) }
    if Self.cleanupRuleIDs.contains(id) { return leftoverCauses(violation, walk: walk) }
    if Self.placementRuleIDs.contains(id) { return placementCauses(violation, walk: walk) }
    return []
  }

  /// The view the walk named `name`.
  private func view(named name: String, in walk: ElementWalk) -> UIView? {
    for index in walk.elements.indices where walk.elements[index].name == name {
      return walk.views[index]
    }
    return nil
  }

  /// What placed each offending element on the axis that matters.
  private func placementCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    let finding = violation.finding
    var subjects: [(name: String, view: UIView, rect: CGRect)] = []
    for highlight in finding.highlights where ElementRole.isElementName(highlight.label) {
      guard !subjects.contains(where: { $0.name == highlight.label }),
        let view = view(named: highlight.label, in: walk)
      else { continue }
      subjects.append((highlight.label, view, highlight.rect))
    }
    let areas = finding.highlights.filter { !ElementRole.isElementName($0.label) }
    let subjectViews = subjects.map { ObjectIdentifier($0.view) }
    var ranked: [(rank: Int, order: Int, cause: ConstraintCause)] = []
    var seen: [ObjectIdentifier] = []
    for subject in subjects {
      for axis in Self.axes(for: subject.rect, areas: areas, kind: finding.kind) {
        var chain = 0
        var framework = 0
        for placing in subject.view.placingConstraints(for: axis) {
          let constraint = placing.constraint
          guard !seen.contains(ObjectIdentifier(constraint)) else { continue }
          let source = constraint.source
          let both =
            [constraint.firstItem, constraint.secondItem].compactMap { $0 as? UIView }
            .filter { subjectViews.contains(ObjectIdentifier($0)) }.count > 1
          // App lines naming two offending elements (one docked on the other) first, then
          // those naming the element, then the chain above it; UIKit's and the SDK's last.
          let rank: Int
          if source.isApp {
            if both {
              rank = 0
            } else if placing.namesItem {
              rank = 1
            } else {
              guard chain < Self.chainLimit else { continue }
              chain += 1
              rank = 2
            }
          } else {
            guard placing.namesItem || placing.state != .holds, framework < Self.chainLimit
            else { continue }
            framework += 1
            rank = 3
          }
          seen.append(ObjectIdentifier(constraint))
          ranked.append(
            (
              rank, ranked.count,
              ConstraintCause(
                kind: .placed, element: subject.name, axis: axis,
                constraint: describe(constraint, walk: walk), state: placing.state,
                source: source)
            ))
        }
      }
    }
    return ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.cause)
  }

  /// The axes on which an element's placement decides the finding: across the thinner side
  /// of an overlap (the shorter way apart), out of an area on the side it crosses, along the
  /// leading edge or above for NLC-006; both when the geometry does not say.
  static func axes(for rect: CGRect, areas: [RuleFinding.Highlight], kind: String?)
    -> [NSLayoutConstraint.Axis]
  {
    if kind == "not on the leading edge" { return [.horizontal] }
    if kind == "turn card not above the ETA card" { return [.vertical] }
    if let overlap = areas.first(where: { $0.label == "overlap" })?.rect, !overlap.isEmpty {
      return overlap.width <= overlap.height ? [.horizontal] : [.vertical]
    }
    guard let area = areas.first?.rect else { return [.horizontal, .vertical] }
    let outX = max(0, area.minX - rect.minX) + max(0, rect.maxX - area.maxX)
    let outY = max(0, area.minY - rect.minY) + max(0, rect.maxY - area.maxY)
    switch (outX > 0, outY > 0) {
    case (true, false): return [.horizontal]
    case (false, true): return [.vertical]
    default: return [.horizontal, .vertical]
    }
  }

  /// The members of an unsatisfiable set, each with whether UIKit broke it; or the
  /// constraints naming the ambiguous elements.
  private func conflictCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    let finding = violation.finding
    if finding.kind == "unsatisfiable" {
      for issue in violation.snapshot.newLayoutIssues {
        guard case .unsatisfiable(let conflict) = issue,
          finding.detail.hasPrefix(
            "unsatisfiable constraints: " + conflict.descriptions.joined(separator: "; "))
        else { continue }
        let causes = conflict.mutuallyExclusive.map { member in
          ConstraintCause(
            kind: .conflictMember, element: walk.name(of: member.firstItem).name,
            constraint: describe(member, walk: walk),
            state: member === conflict.broken ? .broken : .holds, source: member.source)
        }
        return causes.filter(\.source.isApp) + causes.filter { !$0.source.isApp }
      }
      return []
    }
    guard finding.kind == "ambiguous" else { return [] }
    var causes: [ConstraintCause] = []
    for name in finding.signatureNames ?? finding.subjects {
      guard let view = view(named: name, in: walk) else { continue }
      for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
        for placing in view.placingConstraints(for: axis)
        where placing.namesItem && placing.constraint.source.isApp {
          causes.append(
            ConstraintCause(
              kind: .ambiguityMember, element: name, axis: axis,
              constraint: describe(placing.constraint, walk: walk), state: placing.state,
              source: placing.constraint.source))
        }
      }
    }
    return causes
  }

  /// The lines that added each leftover view or guide.
  private func leftoverCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    var causes: [ConstraintCause] = []
    let map = simulator.mapView
    for name in violation.finding.signatureNames ?? violation.finding.subjects {
      var site: CallSite?
      if let view = view(named: name, in: walk) {
        site = view.addedAt
      } else {
        for guide in map.layoutGuides where "guide '\(guide.identifier)'" == name {
          site = guide.addedAt
        }
      }
      guard let site else { continue }
      let maker: ConstraintSource.Maker =
        !site.isFrameworkCode ? .app : site.module.hasPrefix("GoogleNavigation") ? .sdk : .uikit
      causes.append(
        ConstraintCause(
          kind: .added, element: name, constraint: nil, state: nil,
          source: ConstraintSource(
            maker: maker, what: maker == .app ? nil : "addSubview",
            callSite: maker == .app ? site : nil)))
    }
    return causes
  }

  /// The constraint as the case names its items.
  private func describe(_ constraint: NSLayoutConstraint, walk: ElementWalk) -> String {
    Self.snapshot(of: constraint, walk: walk, sdkOwned: false).description
  }
}
