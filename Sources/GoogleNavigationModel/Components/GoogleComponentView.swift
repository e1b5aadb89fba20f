public import Foundation
public import UIKitModel

/// A view the SDK owns and sizes: the common base of the model's turn card, ETA card, logo,
/// speed widget, trip progress bar, buttons and prompts (DESIGN.md §4).
///
/// It comes with `translatesAutoresizingMaskIntoConstraints == false`, required width and
/// height constraints of its own (``sdkSizeConstraints``, identifiers `GMS-width` and
/// `GMS-height`) whose constants only the SDK changes, and internal subviews
/// (``internalParts``) that the delegate must leave alone: any change to them, any subview
/// added to or removed from the component by someone else, and any write by someone else to
/// the component's own `backgroundColor`, layout margins or layer is recorded as tampering
/// (rule NLC-014; seeds, "Don't modify internal view structures"). Showing, hiding and fading
/// the component itself (`isHidden` outside a hiding stack, `alpha`), as delegates animate
/// prompts in and out, is the delegate's to do and is not tampering; neither is a prompt's
/// `roundedCorners`. The seeds forbid width and height constraints on these views; such a
/// constraint conflicts with the SDK's and shows up as an unsatisfiable layout issue.
open class GoogleComponentView: UIView {
  /// The component's kind, as records name it: `TurnCard`, `ETACard`, `GoogleLogo`, ...
  public let componentName: String
  /// The SDK's own size constraints: width, then height where the SDK fixes it.
  @exclusivity(unchecked) public private(set) var sdkSizeConstraints: [NSLayoutConstraint] = []
  /// The internal subviews, outermost first.
  @exclusivity(unchecked) public private(set) var internalParts: [ComponentPartView] = []
  /// Where tampering and managed `isHidden` writes go; set by the map's SDK side.
  weak var recorder: NavigationRecorder?
  /// The hiding stack that manages this view's `isHidden`, if it is arranged in one.
  @WeakView var managingStack: GMSNavigationHidingStackView? = nil
  @exclusivity(unchecked) private var sdkWriteDepth = 0

  /// Creates a component of `size` with two internal parts, the outer pinned to the margins.
  /// - Parameters:
  ///   - name: The component's kind.
  ///   - size: The SDK's size, in points.
  ///   - fixesHeight: Whether the SDK fixes the height (false for the trip progress bar).
  init(name: String, size: CGSize, fixesHeight: Bool = true) {
    componentName = name
    super.init(frame: CGRect(origin: .zero, size: size))
    sdkWrite {
      translatesAutoresizingMaskIntoConstraints = false
      installSizeConstraints(size, fixesHeight: fixesHeight)
      installParts()
    }
    observeOwnProperties()
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// Whether the SDK itself is writing, so changes are not tampering.
  var isSDKWriting: Bool { sdkWriteDepth > 0 }

  /// Runs an SDK-side change without recording it as tampering.
  func sdkWrite(_ body: () -> Void) {
    sdkWriteDepth += 1
    body()
    sdkWriteDepth -= 1
  }

  /// Sets the SDK's size: the size constraints' constants and the bounds, so the delegate reads
  /// the new size before the next layout pass (as the seeds' sample does with `bounds.height`).
  /// - Parameter size: The new size, in points.
  func applySDKSize(_ size: CGSize) {
    sdkWrite {
      if let width = sdkSizeConstraints.first, width.constant != size.width {
        width.constant = size.width
      }
      if sdkSizeConstraints.count > 1, sdkSizeConstraints[1].constant != size.height {
        sdkSizeConstraints[1].constant = size.height
      }
      // The model resizes components before the delegate's callback; that order is the
      // model's, so these changes are not ordered against the delegate's deactivations.
      for constraint in sdkSizeConstraints { constraint.constantSequence = 0 }
      if bounds.size != size { bounds = CGRect(origin: .zero, size: size) }
    }
  }

  /// The size the SDK last gave the component, in points.
  public var sdkSize: CGSize {
    CGSize(
      width: sdkSizeConstraints.first?.constant ?? bounds.width,
      height: sdkSizeConstraints.count > 1 ? sdkSizeConstraints[1].constant : bounds.height)
  }

  /// Notes a change by someone other than the SDK.
  func noteTampering(part: String, change: String) {
    guard !isSDKWriting else { return }
    recorder?.record(.componentTampered(component: componentName, part: part, change: change))
  }

  /// Records writes to the component's own margins and layer by anyone but the SDK, as they
  /// happen, through the UIKit model's write hooks (rule NLC-014).
  private func observeOwnProperties() {
    // Through a WeakView, not `[weak self]`: a weak capture would slow every retain of the
    // component (see UIKitModel's LayoutItemTether).
    let component = WeakView(self)
    marginsWriteObserver = { property in
      component.view?.noteTampering(part: "self", change: "\(property) set")
    }
    layer.writeObserver = { property in
      guard let self = component.view else { return }
      self.noteTampering(part: "self", change: Self.layerChange(property, of: self.layer))
    }
  }

  /// A layer write as a record names it, e.g. `layer.cornerRadius = 0.0`.
  private static func layerChange(_ property: String, of layer: CALayer) -> String {
    switch property {
    case "cornerRadius": "layer.cornerRadius = \(layer.cornerRadius)"
    case "masksToBounds": "layer.masksToBounds = \(layer.masksToBounds)"
    default: "layer.\(property) set"
    }
  }

  private func installSizeConstraints(_ size: CGSize, fixesHeight: Bool) {
    let width = widthAnchor.constraint(equalToConstant: size.width)
    width.identifier = "GMS-width"
    sdkSizeConstraints = [width]
    if fixesHeight {
      let height = heightAnchor.constraint(equalToConstant: size.height)
      height.identifier = "GMS-height"
      sdkSizeConstraints.append(height)
    }
    // The SDK re-applies its sizes: a conflict breaks the delegate's constraint, not these.
    for constraint in sdkSizeConstraints { constraint.isFrameworkOwned = true }
    NSLayoutConstraint.activate(sdkSizeConstraints)
  }

  /// The internal hierarchy: a background inside the layout margins and content filling it.
  /// Laid out by hand in ``layoutSubviews()`` (the engine leaves them out of the solver), as
  /// the SDK's own views are not the delegate's to constrain; see CONFORMANCE.md §3. Views
  /// anyone else adds to the component or its parts are laid out by the engine.
  private func installParts() {
    let background = ComponentPartView(partName: "background", component: self)
    let content = ComponentPartView(partName: "content", component: self)
    addSubview(background)
    background.addSubview(content)
    internalParts = [background, content]
  }

  /// Places the internal parts: the background inside the layout margins, the content filling
  /// the background.
  open override func layoutSubviews() {
    // Frames of views added by others come from the engine; the parts are placed here.
    super.layoutSubviews()
    guard internalParts.count == 2 else { return }
    let margins = layoutMargins
    let size = bounds.size
    let inside = CGRect(
      x: margins.left, y: margins.top, width: max(0, size.width - margins.left - margins.right),
      height: max(0, size.height - margins.top - margins.bottom))
    internalParts[0].setManagedFrame(inside)
    internalParts[1].setManagedFrame(CGRect(origin: .zero, size: inside.size))
  }

  // MARK: - Observation

  /// Records a subview added by anyone but the SDK.
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    noteTampering(part: "self", change: "subview added")
  }

  /// Records a subview removed by anyone but the SDK.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    noteTampering(part: "self", change: "subview removed")
  }

  /// Records a write by anyone but its hiding stack while a hiding stack manages the view
  /// (rule NLC-015); outside one, showing and hiding the component is the delegate's to do.
  open override var isHidden: Bool {
    didSet {
      guard let stack = managingStack, !stack.isWritingVisibility else { return }
      recorder?.record(.hiddenWriteOnManagedView(view: componentName, value: isHidden))
    }
  }

  /// Records a write by anyone but the SDK as tampering (rule NLC-014).
  open override var backgroundColor: UIColor? {
    didSet { noteTampering(part: "self", change: "backgroundColor set") }
  }
}
