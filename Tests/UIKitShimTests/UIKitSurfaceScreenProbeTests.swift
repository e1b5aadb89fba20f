import Testing
import UIKit

// A compile probe (issue 14): app code touching the screen, window, device, application,
// view controller and trait APIs as an iOS developer writes them, against `import UIKit`.
// It must compile unchanged and give UIKit's values. The harness below sets the device up
// with model-only calls (`configure`, `layoutEnvironment`), as the SDK simulator does.

// MARK: - App code, as written for iOS

final class ProbeViewController: UIViewController {
  let panel = UIView()
  private var panelConstraints: [NSLayoutConstraint] = []
  var transitions: [CGSize] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
      self.updatePanel()
    }
    updatePanel()
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    transitions.append(size)
    coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() }, completion: nil)
  }

  func updatePanel() {
    NSLayoutConstraint.deactivate(panelConstraints)
    let safe = view.safeAreaLayoutGuide
    let regular = traitCollection.horizontalSizeClass == .regular
    panelConstraints = [
      panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      panel.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      panel.heightAnchor.constraint(equalToConstant: 60),
      regular
        ? panel.widthAnchor.constraint(equalToConstant: 300)
        : panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ]
    NSLayoutConstraint.activate(panelConstraints)
  }
}

// MARK: - Harness

@MainActor
@Suite("Compile probe: screen, window, device, app, view controllers, traits")
struct UIKitSurfaceScreenProbeTests {
  @Test func appCodeCompilesAndSeesTheDevice() {
    // An iPad Pro 11-inch upright, full screen: 834×1194 at @2x, regular/regular (HIG).
    let traits = LayoutEnvironment(
      scale: 2, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      userInterfaceIdiom: .pad, horizontalSizeClass: .regular, verticalSizeClass: .regular)
    UIScreen.main.configure(bounds: CGSize(width: 834, height: 1194), scale: 2, traits: traits)
    UIDevice.current.configure(idiom: .pad, orientation: .portrait)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.layoutEnvironment = traits
    let controller = ProbeViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()

    #expect(controller.view.window === window)
    #expect(window.screen.bounds.size == CGSize(width: 834, height: 1194))
    #expect(UIScreen.main.scale == 2)
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    #expect(UIDevice.current.orientation.isPortrait)
    #expect(UIApplication.shared.keyWindow === window)
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    // Safe area 24 / 20, plus the controller's 20 at the bottom: 1194 − 40 − 60 = 1094.
    #expect(controller.view.safeAreaInsets.bottom == 40)
    #expect(controller.panel.frame == CGRect(x: 0, y: 1094, width: 300, height: 60))

    // One-third Split View: compact width; the registered handler re-lays out the panel.
    var compact = traits
    compact.horizontalSizeClass = .compact
    window.frame = CGRect(x: 0, y: 0, width: 320, height: 1194)
    window.layoutEnvironment = compact
    window.layoutIfNeeded()
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
    #expect(controller.panel.frame == CGRect(x: 0, y: 1094, width: 320, height: 60))
    #expect(controller.systemMinimumLayoutMargins.leading == 16)
  }
}
