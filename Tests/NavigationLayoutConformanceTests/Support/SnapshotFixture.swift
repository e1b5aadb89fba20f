import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import UIKitModel

/// Hand-built snapshots for rule tests: a 393×852 portrait map with 59/0/34/0 insets, LTR,
/// in the phase given, holding the elements added.
///
/// ```swift
/// let snapshot = SnapshotFixture(phase: .ready)
///   .adding(.googleLogo, CGRect(x: 16, y: 780, width: 80, height: 24))
///   .snapshot
/// ```
struct SnapshotFixture {
  var snapshot: LayoutSnapshot

  init(
    phase: SDKPhase, moment: LayoutSnapshot.Moment = .settled, step: Int = 1,
    event: SDKEvent? = .enableNavigation, wideMode: Bool = false,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    size: CGSize = CGSize(width: 393, height: 852),
    insets: UIEdgeInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  ) {
    let bounds = CGRect(origin: .zero, size: size)
    snapshot = LayoutSnapshot(
      step: step, event: event, moment: moment, phase: phase, wideMode: wideMode,
      layoutDirection: layoutDirection, mapBounds: bounds,
      safeArea: CGRect(
        x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
        height: size.height - insets.top - insets.bottom),
      elements: [], constraints: [], mapLayoutGuides: [], newLayoutIssues: [], newRecords: [],
      currentPromptSerial: nil, pristineDifferences: nil)
  }

  /// Adds an element; its visual rectangle is `visual` or the frame, its name the role's (or
  /// `prompt #serial`).
  func adding(
    _ role: ElementRole, _ frame: CGRect, visual: CGRect? = nil, visible: Bool = true,
    identifier: String? = nil, parent: Int? = nil, promptSerial: Int? = nil,
    sdkSize: CGSize? = nil, roundedCorners: CACornerMask? = nil
  ) -> SnapshotFixture {
    var copy = self
    let name =
      promptSerial.map { "prompt #\($0)" }
      ?? (identifier.map { "\(role) '\($0)'" } ?? role.description)
    copy.snapshot.elements.append(
      ElementSnapshot(
        index: snapshot.elements.count, role: role, name: name, identifier: identifier,
        parentIndex: parent, frame: frame, visualRect: visual ?? frame, isVisible: visible,
        sdkSize: sdkSize, promptSerial: promptSerial, roundedCorners: roundedCorners))
    return copy
  }

  /// The snapshot with `body` applied, for fields without a builder method.
  func with(_ body: (inout LayoutSnapshot) -> Void) -> SnapshotFixture {
    var copy = self
    body(&copy.snapshot)
    return copy
  }

  /// A context for `scenario`, empty by default.
  static func context(_ scenario: Scenario = Scenario(device: .iPhone15)) -> RuleContext {
    RuleContext(scenario: scenario)
  }
}
