import Foundation
import Testing
import UIKitModel

// Which member of an unsatisfiable set the model breaks (CONFORMANCE.md AL-UIK-020). Apple
// does not document it; device logs show the app's constraint broken whenever UIKit's own are
// in the set: a table cell's 'UIView-Encapsulated-Layout-Height' in the set and the app's
// `V:[UIView(80)]` broken, a cell's encapsulated width and height in the set and the app's
// aspect ratio broken (stackoverflow.com/questions/23308400), autoresizing-mask constraints in
// the set and the app's `V:[UIView]-(0)-|` broken. The guides' frames are documented: the
// safe area is the view's bounds inset by `safeAreaInsets` (UIView.safeAreaLayoutGuide,
// safeAreaInsets reference), the margins guide the bounds inset by `layoutMargins` plus the
// safe area when `insetsLayoutMarginsFromSafeArea` (UIView.layoutMarginsGuide reference).

@MainActor
@Suite("Conflict recovery breaks the app's constraint, never UIKit's")
struct ConflictRecoveryPolicyTests {
  /// The first unsatisfiable issue logged under `root`.
  private func firstConflict(_ root: UIView) -> UnsatisfiableConstraints? {
    for issue in root.layoutIssues {
      if case .unsatisfiable(let conflict) = issue { return conflict }
    }
    return nil
  }

  @Test("a safe area that grows on rotation keeps its frame; the app's width gives way")
  func safeAreaKeepsItsFrame() throws {
    // A landscape iPhone 15 (852 × 393): a panel pinned to the safe area's leading and trailing
    // edges with a required width of 852, which holds while the insets are zero. Then the
    // insets become 47 left and right, 21 bottom (the iPhone 15's landscape safe area): the
    // guide is 852 − 94 = 758 wide, the panel cannot be 852 wide inside it, and UIKit breaks
    // an app constraint of the set. The guide stays at (47, 0, 758, 393 − 21 = 372); the
    // width, the latest-activated app member, is the one broken, so the panel spans the guide.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
    root.layoutEnvironment = LayoutEnvironment(scale: 3, safeAreaInsets: .zero)
    let panel = makeAutoLayoutView()
    root.addSubview(panel)
    let safe = root.safeAreaLayoutGuide
    let width = panel.widthAnchor.constraint(equalToConstant: 852)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      panel.topAnchor.constraint(equalTo: safe.topAnchor),
      panel.heightAnchor.constraint(equalToConstant: 10),
      width,
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    root.layoutEnvironment = LayoutEnvironment(
      scale: 3, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    root.layoutIfNeeded()
    let conflict = try #require(firstConflict(root))
    #expect(conflict.broken === width)
    #expect(safe.layoutFrame == CGRect(x: 47, y: 0, width: 758, height: 372))
    #expect(panel.frame == CGRect(x: 47, y: 0, width: 758, height: 10))
    // The margins guide, 8 inside the safe area, is untouched by the conflict too.
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 55, y: 8, width: 742, height: 356))
  }

  @Test("new layout margins keep the margins guide's frame; the app's width gives way")
  func marginsGuideKeepsItsFrame() throws {
    // makeMap(): 393 × 852, safe area 59 top and 34 bottom, margins 8. A card pinned to the
    // margins guide's edges is 393 − 16 = 377 wide, which its required width says too. The
    // app then sets 20-point side margins: the guide is 393 − 40 = 353 wide, starting at 20.
    let map = makeMap()
    let card = makeAutoLayoutView()
    map.addSubview(card)
    let margins = map.layoutMarginsGuide
    let width = card.widthAnchor.constraint(equalToConstant: 377)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      card.topAnchor.constraint(equalTo: margins.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 40),
      width,
    ])
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    map.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 20, bottom: 8, trailing: 20)
    map.layoutIfNeeded()
    let conflict = try #require(firstConflict(map))
    #expect(conflict.broken === width)
    // Top: the safe area's 59 plus the 8-point margin; height 852 − 59 − 34 − 16 = 743.
    #expect(margins.layoutFrame == CGRect(x: 20, y: 67, width: 353, height: 743))
    #expect(card.frame == CGRect(x: 20, y: 67, width: 353, height: 40))
  }

  @Test("a frame set on an autoresizing view holds; the app's constraint on it gives way")
  func autoresizingFrameHolds() throws {
    // The app forgot translatesAutoresizingMaskIntoConstraints = false on a badge and also
    // required it to be 100 wide: with its 100-wide frame nothing conflicts. A later 200-wide
    // frame makes the mask's translation (h=--& width == 200) contradict the app's width; the
    // app's constraint is broken (the logged case above) and the badge is 200 wide.
    let map = makeMap()
    let badge = UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 30))
    map.addSubview(badge)
    let width = badge.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    badge.frame = CGRect(x: 10, y: 100, width: 200, height: 30)
    map.layoutIfNeeded()
    let conflict = try #require(firstConflict(map))
    #expect(conflict.broken === width)
    #expect(badge.frame == CGRect(x: 10, y: 100, width: 200, height: 30))
  }

  @Test("a framework's own size constraint holds; the app's constraint gives way")
  func frameworkSizeHolds() throws {
    // The Navigation SDK sizes its components with required constraints it re-applies itself
    // (GMS-width). The delegate requires a 300-wide prompt to end inside a component; when the
    // SDK narrows the component to 250, the delegate's constraint is the one broken.
    let map = makeMap()
    let component = makeAutoLayoutView()
    let prompt = makeAutoLayoutView()
    map.addSubview(component)
    component.addSubview(prompt)
    let sdkWidth = component.widthAnchor.constraint(equalToConstant: 320)
    sdkWidth.isFrameworkOwned = true
    NSLayoutConstraint.activate([
      sdkWidth,
      component.heightAnchor.constraint(equalToConstant: 100),
      component.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      component.topAnchor.constraint(equalTo: map.topAnchor),
    ])
    let inside = prompt.trailingAnchor.constraint(lessThanOrEqualTo: component.trailingAnchor)
    NSLayoutConstraint.activate([
      prompt.leadingAnchor.constraint(equalTo: component.leadingAnchor),
      prompt.topAnchor.constraint(equalTo: component.topAnchor),
      prompt.widthAnchor.constraint(equalToConstant: 300),
      prompt.heightAnchor.constraint(equalToConstant: 20),
      inside,
    ])
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    // The SDK's resize: a constant change it does not order against the delegate's changes.
    sdkWidth.constant = 250
    sdkWidth.constantSequence = 0
    map.layoutIfNeeded()
    let conflict = try #require(firstConflict(map))
    #expect(conflict.broken === inside)
    #expect(component.frame == CGRect(x: 0, y: 0, width: 250, height: 100))
    #expect(prompt.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
  }

  @Test("of two app constraints, the later one is still the one broken")
  func laterAppConstraintBreaks() throws {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    first.isActive = true
    let second = view.widthAnchor.constraint(equalToConstant: 120)
    second.isActive = true
    map.layoutIfNeeded()
    let conflict = try #require(firstConflict(map))
    #expect(conflict.broken === second)
    #expect(view.frame.width == 100)
  }

  @Test("found by the recovery law: a guide that meets two sets keeps its frame; both app members give way")
  func guideMeetingTwoSets() throws {
    // Shrunk from the law: a 200 × 200 root with no insets; a bar as wide as the safe area, and
    // tied to the root's leading and trailing edges with a required width of 200. The insets
    // become 1 (top, left, right): the safe area is (1, 1, 198, 199). Its right edge meets
    // {bar.width == safe.width, leading, trailing} and, with the trailing edge given up,
    // {bar.width == safe.width, width == 200}: both later app constraints are broken, the
    // earliest (the width tied to the safe area) holds, so the bar is 198 wide at x 0.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.layoutEnvironment = LayoutEnvironment(scale: 3, safeAreaInsets: .zero)
    let bar = makeAutoLayoutView()
    root.addSubview(bar)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      bar.widthAnchor.constraint(equalTo: safe.widthAnchor),
      bar.topAnchor.constraint(equalTo: root.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 10),
    ])
    let trailing = bar.trailingAnchor.constraint(equalTo: root.trailingAnchor)
    let width = bar.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), trailing, width,
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    root.layoutEnvironment = LayoutEnvironment(
      scale: 3, safeAreaInsets: UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 1))
    root.layoutIfNeeded()
    let broken = root.layoutIssues.compactMap { issue -> NSLayoutConstraint? in
      if case .unsatisfiable(let conflict) = issue { conflict.broken } else { nil }
    }
    #expect(broken.map(ObjectIdentifier.init) == [trailing, width].map(ObjectIdentifier.init))
    #expect(safe.layoutFrame == CGRect(x: 1, y: 1, width: 198, height: 199))
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 198, height: 10))
  }
}
