import Foundation
import Testing
import UIKitModel

// UIViewController (Apple's UIViewController reference): the view loads on first access
// (loadView, then viewDidLoad); additionalSafeAreaInsets "adds to the safe area insets" the
// view gets from its window or superview; the root view keeps at least
// systemMinimumLayoutMargins on its sides while viewRespectsSystemMinimumLayoutMargins is true
// (16 pt in a compact width, 20 pt in a regular one, 0 top and bottom: AL-UIK-060); addChild
// calls willMove(toParent:) and removeFromParent calls didMove(toParent: nil) ("Implementing a
// Container View Controller"); viewWillLayoutSubviews / viewDidLayoutSubviews bracket the
// view's layoutSubviews.

@MainActor
@Suite("View controllers: loading, safe area, margins, containment, layout callbacks")
struct ViewControllerTests {
  /// A 393×852 window with a 59-point top band and 34-point home indicator, compact width.
  static func phoneWindow(sizeClass: UIUserInterfaceSizeClass = .compact) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.layoutEnvironment = LayoutEnvironment(
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      userInterfaceIdiom: .phone, horizontalSizeClass: sizeClass, verticalSizeClass: .regular)
    return window
  }

  final class RecordingController: UIViewController {
    var log: [String] = []
    override func loadView() {
      log.append("loadView")
      view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func willMove(toParent parent: UIViewController?) {
      log.append("willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
      log.append("didMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
  }

  @Test func theViewLoadsOnceOnFirstAccess() {
    let controller = RecordingController()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    let view = controller.view
    #expect(controller.view === view)
    #expect(controller.isViewLoaded)
    #expect(controller.log == ["loadView", "viewDidLoad"])
    #expect(view?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func additionalInsetsAddToTheWindowsSafeArea() {
    let window = Self.phoneWindow()
    let controller = UIViewController()
    controller.viewRespectsSystemMinimumLayoutMargins = false
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
    window.rootViewController = controller
    let bar = UIView(frame: CGRect(x: 0, y: 752, width: 393, height: 100))
    controller.view.addSubview(bar)
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(pinned)
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      pinned.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      pinned.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    // 34 from the window + 44 added = 78 at the bottom.
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 78, right: 0))
    // The guide spans 59 ... 852 − 78 = 774.
    #expect(pinned.frame == CGRect(x: 0, y: 59, width: 393, height: 715))
    // The bar (752 ... 852) overlaps the 78-point band by 852 − 774 = 78 points.
    #expect(bar.safeAreaInsets.bottom == 78)
    controller.additionalSafeAreaInsets = .zero
    window.layoutIfNeeded()
    #expect(pinned.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func aChildControllersInsetsAddToWhatItsViewInherits() {
    let window = Self.phoneWindow()
    let parent = UIViewController()
    window.rootViewController = parent
    let child = UIViewController()
    parent.addChild(child)
    child.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
    #expect(parent.children.count == 1 && child.parent === parent)
  }

  /// A subview pinned to the root view's margins guide starts at the system minimum on the
  /// sides (16 compact, 20 regular) instead of UIView's 8, unless the controller opts out.
  @Test(arguments: [
    (UIUserInterfaceSizeClass.compact, true, CGFloat(16)),
    (.regular, true, 20),
    (.compact, false, 8),
  ])
  func theRootViewKeepsTheSystemMinimumMargins(
    sizeClass: UIUserInterfaceSizeClass, respects: Bool, expected: CGFloat
  ) {
    let window = Self.phoneWindow(sizeClass: sizeClass)
    let controller = UIViewController()
    controller.viewRespectsSystemMinimumLayoutMargins = respects
    window.rootViewController = controller
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(content)
    let guide = controller.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(content.frame.minX == expected)
    #expect(content.frame.width == 393 - 2 * expected)
    let minimum = controller.systemMinimumLayoutMargins
    #expect(minimum.top == 0 && minimum.bottom == 0)
    #expect(minimum.leading == (sizeClass == .regular ? 20 : 16))
  }

  @Test func containmentCallsWillMoveAndDidMoveAsUIKitDoes() {
    let parent = UIViewController()
    let child = RecordingController()
    parent.addChild(child)
    #expect(child.log == ["willMove(parent)"])
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(child.log == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test func layoutCallbacksBracketTheViewsLayout() {
    let window = Self.phoneWindow()
    let controller = RecordingController()
    window.rootViewController = controller
    controller.log.removeAll()
    window.layoutIfNeeded()
    #expect(controller.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
  }
}
