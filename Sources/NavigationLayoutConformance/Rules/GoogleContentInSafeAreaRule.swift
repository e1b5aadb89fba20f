import Foundation

/// NLC-023 (warning): Google's drawn components keep their visible part inside the safe area
/// (DESIGN.md §6; CONFORMANCE.md §1b).
///
/// **When:** in every phase, at settled checkpoints only: the guide suggests starting a prompt
/// just below the visible area and sliding it in, so a component in transit may be anywhere.
///
/// **What:** every visible turn card, ETA card, speed widget, trip progress bar and prompt whose
/// visual rectangle (``ElementSnapshot/visualRect``: the frame inset by the layout margins for
/// cards, prompts and the speed widget, the frame for the progress bar) lies inside the map has
/// it inside its allowed area, within ``RuleGeometry/tolerance`` on each edge: the safe area,
/// widened to the map's edge over the unsafe band the SDK sized the component to draw behind
/// (``allowedArea(for:in:)``). The SDK adds the top band to the turn card's height, the bottom
/// band to the ETA card's and each prompt's, and in wide mode the leading band to the cards'
/// and prompts' width (`ComponentSizing`, CONFORMANCE.md §3): that extra part is background, as
/// a navigation bar's behind the status bar, and a card pinned to that map edge passes, as the
/// guide's sample pins the turn card to the map's top and the ETA card to its bottom. The
/// speed widget and the progress bar get no band. A component partly off the map is NLC-019's,
/// not this rule's; the logo and the buttons are NLC-001's and NLC-019's (errors: a driver
/// taps them). The components are met in the map's preorder.
///
/// **Why:** the guide states no safe-area requirement for these components; its sample pins
/// the turn card's leading edge, the buttons, the logo, the viewport and the prompt to
/// `safeAreaLayoutGuide`, and lets the cards reach the map's edges only where their margins
/// cover the band. Content under the sensor housing, in a rounded corner or behind the home
/// indicator cannot be read, but nothing a driver taps is lost: a recommendation, so a
/// warning.
///
/// ```swift
/// print(GoogleContentInSafeAreaRule().check(snapshot, in: context)?.detail ?? "ok")
/// // speedWidget (8, 20, 64×64) is outside the safe area (0, 59, 393×759)
/// ```
public struct GoogleContentInSafeAreaRule: ScanningRule {
  public let id = "NLC-023"
  public let title = "Google's cards, prompts, speed widget and progress bar inside the safe area"
  public let severity = RuleSeverity.warning

  /// Creates the rule.
  public init() {}

  /// Side bands narrower than this (two built-in 8-pt margins), in points, are a window's
  /// rounded corners: cards and prompts may reach the map's edge over them.
  static let cornerBand: CGFloat = 16

  /// Whether the rule judges an element of `role`: Google's drawn, non-interactive components.
  static func judges(_ role: ElementRole) -> Bool {
    switch role {
    case .turnCard, .etaCard, .speedWidget, .tripProgressBar, .prompt: true
    default: false
    }
  }

  /// Where a component of `role` may draw: the safe area, reaching to the map's edge over the
  /// band the SDK adds to the component's size (the top band for the turn card, the bottom band
  /// for the ETA card and prompts, and in wide mode the leading band for all three), over both
  /// side bands for the ETA card (the guide's sample pins it to the map's leading edge), and
  /// over side bands narrower than ``cornerBand`` for the cards and prompts.
  ///
  /// - Parameters:
  ///   - role: The component's role.
  ///   - snapshot: The map at a checkpoint: its bounds, safe area, wide mode and direction.
  /// - Returns: The area, in map coordinates, in points.
  static func allowedArea(for role: ElementRole, in snapshot: LayoutSnapshot) -> CGRect {
    let safe = snapshot.safeArea
    let map = snapshot.mapBounds
    var minX = safe.minX
    var minY = safe.minY
    var maxX = safe.maxX
    var maxY = safe.maxY
    switch role {
    case .turnCard: minY = map.minY
    case .prompt: maxY = map.maxY
    case .etaCard:
      // The guide's sample pins the ETA card's leading edge to the map's, not the safe area's,
      // in every layout: the card may span the map's width (an independent courier delegate
      // doing the same was warned before this).
      maxY = map.maxY
      minX = map.minX
      maxX = map.maxX
    default: return safe
    }
    if snapshot.wideMode {
      if snapshot.layoutDirection == .leftToRight { minX = map.minX } else { maxX = map.maxX }
    }
    // A side band narrower than two built-in margins is a window's rounded corner, not a
    // sensor housing: a card or prompt pinned to the map's edge there, as conforming
    // delegates pin the ETA card, draws its content a margin in (an independent courier
    // delegate and the guide's sample met this in free-size windows with 9-pt insets).
    if safe.minX - map.minX < Self.cornerBand { minX = map.minX }
    if map.maxX - safe.maxX < Self.cornerBand { maxX = map.maxX }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Every component whose visible part reaches into an unsafe band, in the map's preorder:
  /// the first only, unless `all`; none when the snapshot is not settled.
  public func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool) -> [RuleFinding]
  {
    guard snapshot.isSettled else { return [] }
    var found: [RuleFinding] = []
    for element in snapshot.elements where element.isVisible && Self.judges(element.role) {
      // Off the map is NLC-019's error; one bug, one finding.
      guard RuleGeometry.contains(snapshot.mapBounds, element.visualRect),
        !RuleGeometry.contains(
          Self.allowedArea(for: element.role, in: snapshot), element.visualRect)
      else { continue }
      found.append(.outside(element, "the safe area", snapshot.safeArea))
      if !all { break }
    }
    return found
  }
}
