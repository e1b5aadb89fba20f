import Foundation
import GoogleNavigationModel
import UIKitModel

/// One preorder walk of the map's subtree: each view's role, name and rectangles in map
/// coordinates (the laid-out frames, or the presentation frames at a clock time while an
/// animation is sampled), and names for constraint items.
@MainActor
struct ElementWalk {
  private(set) var elements: [ElementSnapshot] = []
  /// The views, parallel to `elements`.
  private(set) var views: [UIView] = []
  /// Element indices by view, built only for large walks: a walk holds a few dozen views at
  /// most in practice, which a scan of `views` finds faster than hashing does.
  private var indexByView: [ObjectIdentifier: Int] = [:]
  private let map: UIView
  private let names: ElementNames
  /// Walks at least this long get `indexByView`.
  private static let indexedWalkLength = 32

  /// - Parameters:
  ///   - names: Names kept from the case's earlier snapshots.
  ///   - capacity: How many elements to reserve room for (a capture passes its previous
  ///     walk's length, so the arrays are not regrown view by view).
  init(
    map: UIView, roles: [String: ElementRole], time: TimeInterval?, ambiguity: Bool,
    names: ElementNames = ElementNames(), capacity: Int = 0
  ) {
    self.map = map
    self.names = names
    elements.reserveCapacity(capacity)
    views.reserveCapacity(capacity)
    for child in map.subviews {
      visit(
        child, parent: nil, origin: .zero, visible: true, roles: roles, time: time,
        ambiguity: ambiguity)
    }
    if views.count >= Self.indexedWalkLength {
      indexByView.reserveCapacity(views.count)
      for (index, view) in views.enumerated() { indexByView[ObjectIdentifier(view)] = index }
    }
  }

  /// The index of the element a constraint item is, if it is a view the walk reached.
  func index(ofItem item: AnyObject?) -> Int? {
    guard let view = item as? UIView else { return nil }
    return index(of: view)
  }

  /// The index of the element `view` is, if the walk reached it (each view once: a tree).
  private func index(of view: UIView) -> Int? {
    if views.count >= Self.indexedWalkLength { return indexByView[ObjectIdentifier(view)] }
    // A loop, not `firstIndex { }`: a closure formed here is main-actor isolated, and the
    // runtime checks the executor on each of its calls.
    for index in views.indices where views[index] === view { return index }
    return nil
  }

  private mutating func visit(
    _ view: UIView, parent: Int?, origin: CGPoint, placement: CGAffineTransform? = nil,
    visible: Bool, roles: [String: ElementRole], time: TimeInterval?, ambiguity: Bool
  ) {
    let (frame, childPlacement) = Self.place(view, origin: origin, placement: placement, time: time)
    let shown = visible && !view.isHidden && view.alpha > 0.01
    if view is ComponentPartView {
      // A component's internals are no element, but what someone else put inside them is:
      // it is listed as a child of the component (NLC-012, NLC-014).
      for child in view.subviews {
        visit(
          child, parent: parent, origin: frame.origin, placement: childPlacement,
          visible: shown, roles: roles, time: time, ambiguity: ambiguity)
      }
      return
    }
    let role = Self.role(of: view, roles: roles)
    let index = elements.count
    var element = ElementSnapshot(
      index: index, role: role, name: names.name(of: view, role: role),
      identifier: view.accessibilityIdentifier, parentIndex: parent, frame: frame,
      visualRect: Self.visualRect(of: view, role: role, frame: frame),
      isVisible: shown && frame.width > 0 && frame.height > 0,
      hasAmbiguousLayout: ambiguity && view.hasAmbiguousLayout)
    element.fixesLayoutDirection = view.semanticContentAttribute != .unspecified
    element.isTransparent = view.alpha <= 0.01
    if let component = view as? GoogleComponentView, role.isSDKSized {
      element.sdkSize = component.sdkSize
    }
    if let prompt = view as? PromptView {
      element.promptSerial = prompt.serial
      element.roundedCorners = prompt.roundedCorners
    }
    elements.append(element)
    views.append(view)
    let childOrigin = CGPoint(
      x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
    // A component's internal parts are walked only when someone put a view inside them.
    for child in view.subviews where child.holdsEngineLaidOutViews {
      visit(
        child, parent: index, origin: childOrigin, placement: childPlacement, visible: shown,
        roles: roles, time: time, ambiguity: ambiguity)
    }
  }

  /// Where `view` is on the map, as rules judge it: the bounding box of its bounds as shown
  /// (transformed, CONFORMANCE.md AL-UIK-071), and the map from its bounds to map
  /// coordinates for its subviews when a transform is involved (nil: subviews are placed by
  /// their origins, the untransformed path, kept exact).
  ///
  /// - Parameters:
  ///   - origin: Where the superview's bounds origin is on the map, without transforms.
  ///   - placement: The superview's bounds-to-map transform when one above is transformed.
  ///   - time: The clock time of a sampled animation, nil for the laid-out state.
  static func place(
    _ view: UIView, origin: CGPoint, placement: CGAffineTransform?, time: TimeInterval?
  ) -> (frame: CGRect, childPlacement: CGAffineTransform?) {
    guard placement != nil || view.mayShowTransformed else {
      // No `time.map { }`: a closure formed in main-actor code is checked for the main
      // actor on each call, and this runs for every element of every snapshot.
      let local: CGRect
      if let time { local = view.presentationUntransformedFrame(at: time) } else { local = view.frame }
      return (local.offsetBy(dx: origin.x, dy: origin.y), nil)
    }
    let transform = time.map { view.presentationTransform(at: $0) } ?? view.transform
    let anchor = view.layer.anchorPoint
    if placement == nil, transform.isIdentity, anchor == CGPoint(x: 0.5, y: 0.5) {
      let local = time.map { view.presentationUntransformedFrame(at: $0) } ?? view.frame
      return (local.offsetBy(dx: origin.x, dy: origin.y), nil)
    }
    let untransformed = time.map { view.presentationUntransformedFrame(at: $0) }
      ?? CGRect(
        x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
        width: view.bounds.width, height: view.bounds.height)
    // Bounds coordinates: the anchor point goes to the centre (the layer's position), then
    // the transform applies about it (Core Animation's layer geometry).
    let bounds = CGRect(origin: view.bounds.origin, size: untransformed.size)
    let toSuperview = CGAffineTransform(
      translationX: -(bounds.minX + anchor.x * bounds.width),
      y: -(bounds.minY + anchor.y * bounds.height)
    )
    .concatenating(transform)
    .concatenating(CGAffineTransform(translationX: untransformed.midX, y: untransformed.midY))
    let toMap = toSuperview.concatenating(
      placement ?? CGAffineTransform(translationX: origin.x, y: origin.y))
    return (bounds.applying(toMap), toMap)
  }

  /// A name for a constraint item and whether it is a Google component outside the map.
  func name(of item: AnyObject?) -> (name: String, detached: Bool) {
    guard let item else { return ("nil", false) }
    if item === map { return ("map", false) }
    if let view = item as? UIView {
      if let index = index(of: view) { return (elements[index].name, false) }
      if let component = view as? GoogleComponentView {
        return (component.componentName, !(view is ComponentPartView))
      }
      if let part = view as? ComponentPartView {
        return ("\(part.component?.componentName ?? "?").\(part.partName)", false)
      }
      return (view.accessibilityIdentifier.map { "view '\($0)'" } ?? Self.typeName(of: view), false)
    }
    if let guide = item as? UILayoutGuide {
      // The owner's name enters only the name of a guide without an identifier.
      let identifier = guide.identifier
      if !identifier.isEmpty { return (Self.guideName(identifier), false) }
      // No `owningView.map { }`: a closure formed in main-actor code is checked for the main
      // actor on each call.
      var owner = "unattached"
      if let view = guide.owningView { owner = name(of: view).name }
      return (owner + ".guide", false)
    }
    return (Self.typeName(of: item), false)
  }

  /// `guide '<identifier>'` by identifier: the same few guides (the map's safe area, the
  /// SDK's) are named in every settled snapshot, and building the string allocates.
  private static var guideNames: [String: String] = [:]

  /// The name of a guide with a non-empty identifier.
  static func guideName(_ identifier: String) -> String {
    if let name = guideNames[identifier] { return name }
    let name = "guide '" + identifier + "'"
    guideNames[identifier] = name
    return name
  }

  /// Type names by type: `"\(type(of:))"` demangles the name on every call.
  private static var typeNames: [ObjectIdentifier: String] = [:]

  /// The name of `item`'s dynamic type, as `"\(type(of: item))"` writes it.
  static func typeName(of item: AnyObject) -> String {
    let type = ObjectIdentifier(Swift.type(of: item))
    if let name = typeNames[type] { return name }
    let name = "\(Swift.type(of: item))"
    typeNames[type] = name
    return name
  }

  static func role(of view: UIView, roles: [String: ElementRole]) -> ElementRole {
    switch view {
    case is TurnCardView: return .turnCard
    case is ETACardView: return .etaCard
    case is GoogleLogoView: return .googleLogo
    case is ViewportView: return .viewport
    case is SpeedWidgetView: return .speedWidget
    case is TripProgressBarView: return .tripProgressBar
    case let button as NavigationButtonView: return .button(button.type)
    case is PromptView: return .prompt
    case is GMSNavigationHidingStackView: return .hidingStack
    default: break
    }
    if let identifier = view.accessibilityIdentifier, let role = roles[identifier] { return role }
    if view is UIControl { return .floatingControl }
    if let color = view.backgroundColor, !color.isClear { return .opaqueOverlay }
    // A blur or vibrancy material hides the map behind it as a background colour does.
    if let material = view as? UIVisualEffectView, material.effect != nil { return .opaqueOverlay }
    return drawsContent(view) ? .content : .container
  }

  /// Whether a view without a background still draws something the driver sees: text, an
  /// image, a spinner, a progress track. Stack views and scroll views only hold others.
  static func drawsContent(_ view: UIView) -> Bool {
    switch view {
    case let label as UILabel: !(label.text ?? "").isEmpty || label.attributedText?.length ?? 0 > 0
    case let image as UIImageView: image.image != nil
    case is UITextView, is UIProgressView: true
    case let spinner as UIActivityIndicatorView: spinner.isAnimating || !spinner.hidesWhenStopped
    default: false
    }
  }

  static func name(of view: UIView, role: ElementRole) -> String {
    if let prompt = view as? PromptView { return "prompt #\(prompt.serial)" }
    if role.isGoogleComponent { return role.description }
    if let identifier = view.accessibilityIdentifier {
      return role.description + " '" + identifier + "'"
    }
    return role.description + " " + typeName(of: view)
  }

  /// Cards, prompts and the speed widget draw inside their layout margins.
  static func visualRect(of view: UIView, role: ElementRole, frame: CGRect) -> CGRect {
    switch role {
    case .turnCard, .etaCard, .prompt, .speedWidget:
      let margins = view.layoutMargins
      return CGRect(
        x: frame.minX + margins.left, y: frame.minY + margins.top,
        width: max(0, frame.width - margins.left - margins.right),
        height: max(0, frame.height - margins.top - margins.bottom))
    default: return frame
    }
  }
}
