import Foundation
import GoogleNavigationModel
import UIKitModel

/// NLC-018: resize A→B→A and stop→start restore the same frames (DESIGN.md §6; seeds: the SDK
/// calls `sizeChanged` on every size change and the delegate rebuilds for the new state).
///
/// The variant runs the case's events, then a resize to another screen B and back to the
/// screen A the events ended on, and, when guidance is on with no prompt, `stopGuidance` and
/// `startGuidance`; then the driver's closing settle as usual. B is the device turned (portrait
/// to landscape, anything else to portrait, full screen) or, for a free size, A with width and
/// height swapped. The relation compares the closing-settle snapshots of the two runs: every
/// element name must occur as often in both (no duplicate left behind), a paired element must
/// be visible in both or neither with the same frame (map coordinates, within
/// ``RuleGeometry/tolerance``), and the map must hold as many active constraints (none piled
/// up). Nil when navigation is off at the end: no delegate code runs on a resize then.
public struct RoundTripRelation: MetamorphicRelation {
  public let id = "NLC-018"
  public let title = "resize A→B→A and stop→start restore the same frames"

  /// Creates the relation.
  public init() {}

  public func variant(of scenario: Scenario) -> Scenario? {
    guard case .success(let phases) = scenario.phases(), let phase = phases.last, phase != .off
    else { return nil }
    let a = Self.finalScreen(of: scenario)
    let b = Self.otherScreen(than: a, device: scenario.environment.device)
    var variant = scenario
      .resize(to: b.size, safeAreaInsets: b.safeAreaInsets)
      .resize(to: a.size, safeAreaInsets: a.safeAreaInsets)
    if phase == .guiding(prompt: false) { variant = variant.stopGuidance().startGuidance() }
    return variant
  }

  /// The screen size and insets the scenario's events end on.
  static func finalScreen(of scenario: Scenario) -> (size: CGSize, safeAreaInsets: UIEdgeInsets) {
    var screen = (scenario.environment.screen.size, scenario.environment.screen.safeAreaInsets)
    for case .resize(let size, let insets) in scenario.events { screen = (size, insets) }
    return screen
  }

  /// The device turned, full screen, or a free size with its sides swapped.
  static func otherScreen(
    than screen: (size: CGSize, safeAreaInsets: UIEdgeInsets), device: DeviceProfile?
  ) -> (size: CGSize, safeAreaInsets: UIEdgeInsets) {
    guard let device else {
      return (CGSize(width: screen.size.height, height: screen.size.width), screen.safeAreaInsets)
    }
    let turned = device.screen(screen.size.width > screen.size.height ? .portrait : .landscapeLeft)
    return (turned.size, turned.safeAreaInsets)
  }

  public func compare(base: CaseRecord, variant: CaseRecord) -> Violation? {
    let closing = base.scenario.events.count + 1
    let variantClosing = variant.scenario.events.count + 1
    guard let snapshot = base.steps.first(where: { $0.step == closing }),
      let other = variant.steps.first(where: { $0.step == variantClosing })
    else { return nil }
    let trip = Self.tripText(base: base.scenario, variant: variant.scenario)
    let pairing = ElementPairing(snapshot.elements, other.elements)
    if let mismatch = pairing.countMismatch {
      return violation(
        at: snapshot,
        "\(mismatch.name) occurs \(mismatch.first) times, but \(mismatch.second) times after "
          + trip, highlights: [], kind: "count differs", elementNames: [mismatch.name])
    }
    for (left, right) in pairing.pairs where left.isCompared && (left.isVisible || right.isVisible) {
      guard left.isVisible != right.isVisible || !RuleGeometry.same(left.frame, right.frame)
      else { continue }
      let shown = left.isVisible ? "visible" : "hidden"
      let variantShown = right.isVisible ? "visible" : "hidden"
      return violation(
        at: snapshot,
        "\(left.name) is \(shown) at \(RectText.describe(left.frame)), but \(variantShown) at "
          + "\(RectText.describe(right.frame)) after \(trip)",
        highlights: [.init(left.name, left.frame), .init("\(left.name) (after)", right.frame)])
    }
    if snapshot.activeConstraintCount != other.activeConstraintCount {
      return violation(
        at: snapshot,
        "the map holds \(snapshot.activeConstraintCount) active constraints, but "
          + "\(other.activeConstraintCount) after \(trip)", highlights: [],
        kind: "constraint count differs", elementNames: Self.itemsWithOtherCounts(snapshot, other))
    }
    return nil
  }

  /// `a resize to 852×393 and back, then stopGuidance and startGuidance`.
  static func tripText(base: Scenario, variant: Scenario) -> String {
    let added = variant.events.dropFirst(base.events.count)
    guard case .resize(let size, _)? = added.first else { return "the round trip" }
    let text =
      "a resize to \(Environment.points(size.width))×\(Environment.points(size.height)) and back"
    return added.count > 2 ? text + ", then stopGuidance and startGuidance" : text
  }

  /// The items (by name) that the recorded constraints (those involving a Google component)
  /// name a different number of times in the two snapshots, in order of first mention: the
  /// elements a piled-up or lost constraint ties, so the finding folds under a bug that names
  /// them.
  static func itemsWithOtherCounts(_ snapshot: LayoutSnapshot, _ other: LayoutSnapshot)
    -> [String]
  {
    func counts(_ snapshot: LayoutSnapshot) -> [(name: String, count: Int)] {
      var counts: [(name: String, count: Int)] = []
      for constraint in snapshot.constraints {
        for name in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
        where name != "map" {
          if let index = counts.firstIndex(where: { $0.name == name }) {
            counts[index].count += 1
          } else {
            counts.append((name, 1))
          }
        }
      }
      return counts
    }
    let before = counts(snapshot)
    let after = counts(other)
    var names: [String] = []
    for entry in before + after where !names.contains(entry.name) {
      let first = before.first { $0.name == entry.name }?.count ?? 0
      let second = after.first { $0.name == entry.name }?.count ?? 0
      if first != second { names.append(entry.name) }
    }
    return names
  }
}
