import Foundation
import Testing
import UIKitModel

// The readable-content guide is "an area with a readable width within the view" (UIView
// readableContentGuide reference): its width is the lesser of the readable width (672 points
// at the default content size, useyourloaf.com "Readable Content Guides") and the margins
// guide's width, centred in it; it must not make its owning view wider than the app's
// constraints allow.

@MainActor
@Suite("The readable-content guide never sizes its view")
struct ReadableGuideSizingTests {
  /// A 1024 × 768 iPad root with a side panel `width == 320 @priority`, a label pinned to the
  /// panel's readable guide, and a viewport filling the rest.
  private func layOut(panelPriority: Float) -> (panel: UIView, label: UIView, viewport: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    root.layoutEnvironment = LayoutEnvironment(scale: 2, safeAreaInsets: .zero)
    let panel = makeAutoLayoutView()
    let label = makeAutoLayoutView()
    let viewport = makeAutoLayoutView()
    root.addSubview(panel)
    root.addSubview(viewport)
    panel.addSubview(label)
    let width = panel.widthAnchor.constraint(equalToConstant: 320)
    width.priority = UILayoutPriority(panelPriority)
    let readable = panel.readableContentGuide
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      width,
      label.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
      label.topAnchor.constraint(equalTo: readable.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
      viewport.leadingAnchor.constraint(equalTo: panel.trailingAnchor),
      viewport.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: root.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    return (panel, label, viewport)
  }

  @Test("a panel the app wants 320 wide stays 320 wide, at 999 or 750", arguments: [999, 750])
  func panelKeepsItsWidth(priority: Int) {
    // Panel 320 wide; its margins (8 each side) leave 304, less than 672: the guide is the
    // margins' width, 304 at x 8, and so is the label; the viewport gets 1024 − 320 = 704.
    let (panel, label, viewport) = layOut(panelPriority: Float(priority))
    #expect(panel.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(panel.readableContentGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 752))
    #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 20))
    #expect(viewport.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
  }
}
