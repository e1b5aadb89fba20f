import UIKit

// Written the way an app writes its layout delegate: only `import UIKit`, Swift 6 mode,
// @MainActor, NSObject subclass, nested state class, anchors, priorities, layout guides,
// animations with trailing completion closures, rounded corners. It mirrors the API usage of
// the seeds' BasicLayoutDelegate; the Google types are replaced by plain views until the
// GoogleNavigation model exists.

/// The views an SDK state would hand over.
@MainActor
final class PortraitComponents {
  let googleLogo = UIView()
  let viewport = UIView()
  let turnCard = UIView()
  let etaCard = UIView()
  let buttons: [UIView] = [UIView(), UIView()]

  init() {
    for view in [googleLogo, viewport, turnCard, etaCard] + buttons {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
  }
}

@MainActor
final class PortraitLayoutDelegate: NSObject {
  private static let promptAnimationDuration: TimeInterval = 0.4

  @MainActor
  private final class StateElements {
    let buttonStack = UIView()
    var constraints: [NSLayoutConstraint] = []
    private unowned let navMap: UIView
    private let topLevelViews: [UIView]

    init(navMap: UIView, topLevelViews: [UIView]) {
      self.navMap = navMap
      self.topLevelViews = topLevelViews
      buttonStack.translatesAutoresizingMaskIntoConstraints = false
    }

    func activate() {
      topLevelViews.forEach { navMap.addSubview($0) }
      navMap.addSubview(buttonStack)
      NSLayoutConstraint.activate(constraints)
    }

    func deactivate() {
      NSLayoutConstraint.deactivate(constraints)
      buttonStack.removeFromSuperview()
      topLevelViews.forEach { $0.removeFromSuperview() }
    }
  }

  private var readyElements: StateElements?
  private var guidanceElements: StateElements?
  private var promptBottomConstraint: NSLayoutConstraint?
  private var sharedConstraints: [NSLayoutConstraint] = []
  let mapContentsBottomGuide = UILayoutGuide()

  func enableNavigationUI(navMap: UIView, components: PortraitComponents) {
    let safeArea = navMap.safeAreaLayoutGuide
    let bottomGuide = mapContentsBottomGuide
    navMap.addLayoutGuide(bottomGuide)
    let lowPriorityBottom = bottomGuide.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
    lowPriorityBottom.priority = .defaultLow
    sharedConstraints = [
      bottomGuide.heightAnchor.constraint(equalToConstant: 0),
      lowPriorityBottom,
    ]
    let logo = components.googleLogo
    let viewport = components.viewport
    let elements = StateElements(navMap: navMap, topLevelViews: [logo, viewport])
    let buttonStack = elements.buttonStack
    elements.constraints =
      sharedConstraints + [
        buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),
        buttonStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
        buttonStack.widthAnchor.constraint(equalToConstant: 48),
        logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
        logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
        logo.widthAnchor.constraint(equalToConstant: 80),
        logo.heightAnchor.constraint(equalToConstant: 24),
        viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
        viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
      ]
    elements.activate()
    readyElements = elements
  }

  func disableNavigationUI(navMap: UIView) {
    promptBottomConstraint = nil
    readyElements?.deactivate()
    readyElements = nil
    navMap.removeLayoutGuide(mapContentsBottomGuide)
  }

  func showPrompt(navMap: UIView, newPrompt: UIView) {
    navMap.addSubview(newPrompt)
    newPrompt.layer.maskedCorners = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner,
      .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    let bottomConstraint = newPrompt.bottomAnchor.constraint(
      equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
    promptBottomConstraint = bottomConstraint
    NSLayoutConstraint.activate([
      bottomConstraint,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      mapContentsBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: Self.promptAnimationDuration) {
      bottomConstraint.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: UIView, oldPrompt: UIView) {
    guard let bottomConstraint = promptBottomConstraint else { return }
    promptBottomConstraint = nil
    UIView.animate(withDuration: Self.promptAnimationDuration) {
      bottomConstraint.constant = oldPrompt.bounds.height
      navMap.layoutIfNeeded()
    } completion: { _ in
      oldPrompt.removeFromSuperview()
    }
  }
}
