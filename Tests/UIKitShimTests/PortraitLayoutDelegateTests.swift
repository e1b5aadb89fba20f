import Testing
import UIKit

// Imports Testing and UIKit together, as an app's test file does: this needs the
// `_Testing_UIKit` cross-import overlay stand-in to compile on Linux.

@MainActor
@Suite("A delegate written against `import UIKit`")
struct PortraitLayoutDelegateTests {
  @Test("lays out, slides a prompt in and out, and cleans up")
  func delegateRuns() {
    let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    map.layoutEnvironment = LayoutEnvironment(
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let delegate = PortraitLayoutDelegate()
    let components = PortraitComponents()
    delegate.enableNavigationUI(navMap: map, components: components)
    map.layoutIfNeeded()
    // Logo: leading 0, bottom on the safe-area bottom 818 → y 794.
    #expect(components.googleLogo.frame == CGRect(x: 0, y: 794, width: 80, height: 24))

    let prompt = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    prompt.translatesAutoresizingMaskIntoConstraints = false
    prompt.widthAnchor.constraint(equalToConstant: 300).isActive = true
    prompt.heightAnchor.constraint(equalToConstant: 100).isActive = true
    delegate.showPrompt(navMap: map, newPrompt: prompt)
    // Prompt bottom on 852 → y 752; the guide (<= 752) moves the logo to 728.
    #expect(prompt.frame.minY == 752)
    #expect(components.googleLogo.frame.minY == 728)

    delegate.hidePrompt(navMap: map, oldPrompt: prompt)
    #expect(prompt.superview === map)
    map.animationClock.advance(by: 0.4)
    #expect(prompt.superview == nil)
    map.layoutIfNeeded()
    #expect(components.googleLogo.frame.minY == 794)

    delegate.disableNavigationUI(navMap: map)
    #expect(map.subviews.isEmpty)
    #expect(map.constraints.isEmpty)
    #expect(map.layoutGuides.isEmpty)
    #expect(map.layoutIssues.isEmpty)
  }
}
