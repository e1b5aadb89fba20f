import Testing
import UIKit

// Typical app code for the Auto Layout extras, gestures and hit testing, compiled against
// `import UIKit` as an app's file is: it must compile unchanged and give UIKit's values.

@MainActor
@Suite("UIKit surface: layout extras")
struct UIKitSurfaceLayoutProbeTests {
  @Test("VFL, fitting size, a tap with the closure form and the readable guide")
  func probe() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    root.layoutEnvironment = LayoutEnvironment(scale: 2, safeAreaInsets: .zero)
    let banner = UIView()
    let icon = UIView()
    banner.translatesAutoresizingMaskIntoConstraints = false
    icon.translatesAutoresizingMaskIntoConstraints = false
    banner.addSubview(icon)
    root.addSubview(banner)
    let views: [String: Any] = ["banner": banner, "icon": icon]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-(pad)-[icon(24)]-(>=pad)-|", options: [],
        metrics: ["pad": 16], views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-8-[icon(24)]-8-|", metrics: nil, views: views)
        + [
          banner.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
          banner.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
          banner.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
    var taps = 0
    banner.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
    root.layoutIfNeeded()
    let fitting = banner.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    // 16 + 24 + 16 wide (the >= spacing at its minimum), 8 + 24 + 8 high.
    #expect(fitting == CGSize(width: 56, height: 40))
    // The readable width at .large is 672, centred in 1024: x = 176; bottom at 768.
    #expect(banner.frame == CGRect(x: 176, y: 728, width: 672, height: 40))
    let hit = root.hitTest(CGPoint(x: 200, y: 740), with: nil)
    #expect(hit === icon)
    (banner.gestureRecognizers?.first as? UITapGestureRecognizer)?.simulate()
    #expect(taps == 1)
  }
}
