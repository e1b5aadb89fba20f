public import GoogleNavigation
import UIKit

/// A layout delegate that follows every rule of the conformance catalogue, written as app code.
///
/// Narrow mode: turn card on top with the app's order-status panel under it, ETA card at the
/// bottom, prompts sliding in just above the ETA card, and the logo, speed widget, buttons and
/// trip progress bar floating above a floor guide that stays clear of the ETA card and any
/// prompt. Wide mode: the cards and prompts form a leading column, the viewport and the panel
/// sit beside it. Leading and trailing anchors throughout, so right-to-left layouts mirror.
/// On short maps in narrow mode it degrades rather than over-constrains: the buttons, speed
/// widget and panel hide in hiding stacks and the viewport shrinks; where the logo's row is a
/// few points short, the cards' transparent outer margins leave the map; and only where not
/// even that fits do the logo and prompt overlap the turn card (see `narrowConstraints`).
/// Each state's views and constraints are kept together and fully removed on the way out.
@MainActor
public class ReferenceLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// How long prompts take to slide in or out, in seconds.
  static let promptAnimationDuration: TimeInterval = 0.3
  /// The gap between neighbouring elements, in points.
  static let gap: CGFloat = 8
  /// The priority of the logo's clearance under the turn card's visible bottom in narrow
  /// mode: above the cards' pins to the map's edges (``turnCardPinPriority``,
  /// ``etaCardPinPriority``), so a map a few points too short for the logo's row slides the
  /// cards' transparent outer margins off the map before the logo meets the turn card.
  static let logoClearancePriority = UILayoutPriority(999)
  /// The priority of the ETA card's pin to the map's bottom in narrow mode: it gives way only
  /// to the logo's clearance, by no more than the card's bottom margin, and after the turn
  /// card's pin has given way its full margin.
  static let etaCardPinPriority = UILayoutPriority(998)
  /// The priority of the turn card's pin to the map's top in narrow mode: it gives way only to
  /// the logo's clearance, by no more than the card's top margin, and first of the two pins.
  static let turnCardPinPriority = UILayoutPriority(997)
  /// The priority of the constraints that stack the app's and the floating elements between
  /// the turn card and the floor in narrow mode: below required and the cards' pins, so a
  /// short map squeezes or hides them instead of moving Google's cards, and above every size
  /// preference.
  static let roomPriority = UILayoutPriority(996)
  /// The least height the viewport keeps in narrow guidance while the room allows it, in
  /// points: the conformance rules' minimum (NLC-002, 32 × 32).
  static let viewportMinimumHeight: CGFloat = 32
  /// The width of the panel when it stands at the side, in points: an iPad sidebar's 320.
  static let sidePanelWidth: CGFloat = 320

  /// The app's own panel: the fixed-height ``OrderStatusPanel``, or a card whose content sets
  /// its height (``OrderCardLayoutDelegate``).
  let orderStatus: UIView
  /// The panel's height in points when fixed; nil when its content decides, up to
  /// ``panelShare`` of the safe area's height.
  let fixedPanelHeight: CGFloat?
  /// The most of the safe area's height a content-sized panel may take: with the largest
  /// accessibility text the rest still holds the viewport and the floating controls.
  static let panelShare: CGFloat = 0.3
  /// The top of whatever lies at the bottom (panel, ETA card, prompt); floating controls stay
  /// above it.
  let floor = UILayoutGuide()
  var readyStack: GMSNavigationHidingStackView?
  var guidanceStack: GMSNavigationHidingStackView?
  /// Narrow guidance only: the stack that holds the order-status panel and hides it when the
  /// room under the turn card is too short.
  var guidancePanelStack: GMSNavigationHidingStackView?
  /// The stacks, made once and reused by every layout, as app code keeps its views: a layout
  /// rebuilt from the same views re-creates equal constraints, which Auto Layout's engine
  /// takes over without solving again.
  let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  let panelStack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
  var readyState: (any NavigationReadyUIState)?
  var guidanceState: (any ActiveGuidanceUIState)?
  /// The views added for the current state, in z-order.
  var stateViews: [UIView] = []
  var stateConstraints: [NSLayoutConstraint] = []
  var prompt: PromptPlacement?
  /// Prompts sliding out; removed when their animation ends, or at once on cleanup.
  var outgoingPrompts: [UIView] = []

  /// Creates the delegate with the 48-point order-status panel.
  public override convenience init() {
    self.init(panel: OrderStatusPanel(), fixedHeight: OrderStatusPanel.height)
  }

  /// Creates the delegate with `panel` as the app's panel.
  ///
  /// - Parameters:
  ///   - panel: The panel, laid out by constraints.
  ///   - fixedHeight: Its height in points, or nil to let its content set it.
  init(panel: UIView, fixedHeight: CGFloat?) {
    orderStatus = panel
    fixedPanelHeight = fixedHeight
    super.init()
    floor.identifier = "referenceFloor"
  }

  /// Whether the navigation-ready layout puts the panel on the leading side (a side panel)
  /// rather than at the bottom (a bottom bar, the reference's choice); ``SizeClassLayoutDelegate``
  /// decides by the map's width size class.
  func placesPanelAtSide(in navMap: GMSMapView) -> Bool { false }

  /// How far below its place a new prompt is constrained before it comes in, in points: the
  /// reference slides the constraint up from one prompt height below.
  func promptStartOffset(for prompt: UIView) -> CGFloat { prompt.bounds.height }

  /// Brings `incoming` (placed ``promptStartOffset(for:)`` below its place) in and takes
  /// `outgoing` away, removing it when it is gone: the reference moves their constraints in one
  /// animation, the floor rising or dropping with them. In the class body so a subclass can
  /// animate prompts its own way (``SizeClassLayoutDelegate``: a transform and an animator).
  func animatePrompts(
    in incoming: PromptPlacement?, out outgoing: PromptPlacement?, navMap: GMSMapView
  ) {
    UIView.animate(withDuration: Self.promptAnimationDuration) {
      if let outgoing { self.slideOut(outgoing) }
      incoming?.bottom.constant = 0
      navMap.layoutIfNeeded()
    } completion: { _ in
      if let outgoing { self.finishRemoving(outgoing.view) }
    }
  }

  /// The panel's height: fixed, or what its content needs, at most ``panelShare`` of the safe
  /// area (the content compresses below that: its labels truncate).
  func panelHeight(in navMap: GMSMapView) -> NSLayoutConstraint {
    if let fixedPanelHeight {
      return orderStatus.heightAnchor.constraint(equalToConstant: fixedPanelHeight)
    }
    return orderStatus.heightAnchor.constraint(
      lessThanOrEqualTo: navMap.safeAreaLayoutGuide.heightAnchor, multiplier: Self.panelShare)
  }

  /// Builds the navigation-ready layout.
  public func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    readyState = newState
    navMap.addLayoutGuide(floor)
    layOutReady(in: navMap, state: newState)
  }

  /// Removes everything: prompts, views, constraints and the floor guide.
  public func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    removePrompts()
    tearDownState()
    navMap.removeLayoutGuide(floor)
    readyState = nil
    readyStack = nil
  }

  /// Swaps the ready layout for the guidance layout.
  public func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    tearDownState()
    guidanceState = newState
    layOutGuidance(in: navMap, state: newState)
  }

  /// Removes any prompt and the guidance layout, then restores the ready layout.
  public func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    removePrompts()
    tearDownState()
    guidanceState = nil
    guidanceStack = nil
    readyState = newState
    layOutReady(in: navMap, state: newState)
  }

  /// Rebuilds the current layout for the new size and wide mode; a prompt keeps its place.
  public func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    if let prompt { NSLayoutConstraint.deactivate(prompt.constraints) }
    for view in outgoingPrompts { view.removeFromSuperview() }
    outgoingPrompts = []
    tearDownState()
    if let guidance = newState as? any ActiveGuidanceUIState {
      guidanceState = guidance
      layOutGuidance(in: navMap, state: guidance)
      if let prompt { place(prompt.view, in: navMap, wide: guidance.wideMode, offset: 0) }
    } else if let ready = newState as? any NavigationReadyUIState {
      readyState = ready
      layOutReady(in: navMap, state: ready)
    }
  }

  /// Lays out the navigation-ready state, at enable, after stop and on every size change: the
  /// one step a subclass changes to plant a fault that lasts (the faulty catalogue's
  /// ``PlantedFaultsDelegate``).
  func layOutReady(in navMap: GMSMapView, state: any NavigationReadyUIState) {
    installReadyLayout(in: navMap, state: state)
  }

  /// Lays out the guidance state, at start and on every size change; see ``layOutReady(in:state:)``.
  func layOutGuidance(in navMap: GMSMapView, state: any ActiveGuidanceUIState) {
    installGuidanceLayout(in: navMap, state: state)
  }

  /// Deactivates the state's constraints and removes its views, stopping their running
  /// animations: a prompt's slide that is cut off must not leave the logo catching up in the
  /// next layout.
  func tearDownState() {
    for view in stateViews { view.layer.removeAllAnimations() }
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    for view in stateViews.reversed() { view.removeFromSuperview() }
    stateViews = []
    readyStack?.arrangedSubviews = []
    guidanceStack?.arrangedSubviews = []
    guidancePanelStack?.arrangedSubviews = []
    guidancePanelStack = nil
  }

  /// Adds views to the map in order and remembers them.
  func add(_ views: [UIView], to navMap: GMSMapView) {
    for view in views { navMap.addSubview(view) }
    stateViews.append(contentsOf: views)
  }

  /// The buttons' views with the known kinds first (compass, then reporting) and unknown kinds
  /// after them, so unknown buttons are the first to hide and never move the known ones.
  static func orderedButtonViews(_ buttons: [any NavigationUIButton]) -> [UIView] {
    let known: [NavigationButtonKnownType] = [.compass, .reporting]
    let first = known.compactMap { type in buttons.first { $0.type == type }?.view }
    let rest = buttons.filter { !known.contains($0.type) }.map(\.view)
    return first + rest
  }
}

extension NSLayoutConstraint {
  /// The constraint with `priority` set, for use in an activation list.
  func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}

/// A prompt on screen and the constraints that place it.
@MainActor
struct PromptPlacement {
  let view: UIView
  var constraints: [NSLayoutConstraint]
  var bottom: NSLayoutConstraint
  /// Narrow mode only: keeps the floor (and the floating controls) above the prompt.
  var floorLimit: NSLayoutConstraint?
}
