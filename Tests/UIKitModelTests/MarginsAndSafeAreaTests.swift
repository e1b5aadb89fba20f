import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("Layout margins and safe area")
struct MarginsAndSafeAreaTests {
  @Test("directional margins follow the layout direction: leading 20 is on the right in RTL")
  func marginsInRightToLeft() {
    let map = makeMap(.rightToLeft)
    let panel = makeAutoLayoutView()
    let content = makeAutoLayoutView()
    map.addSubview(panel)
    panel.addSubview(content)
    panel.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 10, trailing: 4)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      panel.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      panel.widthAnchor.constraint(equalToConstant: 200),
      panel.heightAnchor.constraint(equalToConstant: 100),
      content.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
    ])
    map.layoutIfNeeded()
    // Panel: leading on the right edge → x 393 − 200 = 193.
    #expect(panel.frame == CGRect(x: 193, y: 100, width: 200, height: 100))
    // RTL: leading 20 is the right margin, trailing 4 the left → x 4, width 200 − 24 = 176.
    #expect(content.frame == CGRect(x: 4, y: 10, width: 176, height: 80))
    #expect(panel.layoutMargins == UIEdgeInsets(top: 10, left: 4, bottom: 10, right: 20))
  }

  @Test("margin attributes of the item/attribute initialiser use the margins guide")
  func marginAttributes() {
    let map = makeMap()
    let child = makeAutoLayoutView()
    map.addSubview(child)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: map,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: map,
        attribute: .topMargin, multiplier: 1, constant: 0),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    // Margins 8 are measured from the safe area: top 59 + 8 = 67, left 0 + 8.
    #expect(child.frame == CGRect(x: 8, y: 67, width: 10, height: 10))
  }

  @Test("a subview straddling the top unsafe band gets the overlapping part as its inset")
  func straddlingSubview() {
    let map = makeMap()
    let banner = makeAutoLayoutView()
    let label = makeAutoLayoutView()
    map.addSubview(banner)
    banner.addSubview(label)
    NSLayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
      banner.topAnchor.constraint(equalTo: map.topAnchor, constant: 30),
      banner.widthAnchor.constraint(equalToConstant: 200),
      banner.heightAnchor.constraint(equalToConstant: 100),
      label.topAnchor.constraint(equalTo: banner.safeAreaLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: banner.layoutMarginsGuide.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    map.layoutIfNeeded()
    // Band 0...59; banner 30...130 → top inset 59 − 30 = 29; nothing else overlaps.
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
    #expect(banner.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 29, width: 200, height: 71))
    // Label: top on the guide (29); leading on the margin (8).
    #expect(label.frame == CGRect(x: 8, y: 29, width: 50, height: 20))
    // Margins guide: 8 + 29 at the top, so its frame starts at y 37.
    #expect(banner.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 37, width: 184, height: 55))
  }

  @Test("insets are capped at the parent's inset and zero for a view inside the safe area")
  func insetCapAndInside() {
    let map = makeMap()
    let above = UIView(frame: CGRect(x: 0, y: -40, width: 100, height: 200))
    let inside = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 100, height: 52))
    for view in [above, inside, bottom] { map.addSubview(view) }
    map.layoutIfNeeded()
    // Above: overlap would be 59 + 40 = 99 but it is capped at 59.
    #expect(above.safeAreaInsets.top == 59)
    #expect(inside.safeAreaInsets == .zero)
    // Bottom band 818...852; view 800...852 → 34.
    #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test("insetsLayoutMarginsFromSafeArea off, and preservesSuperviewLayoutMargins on")
  func marginFlags() {
    let map = makeMap()
    map.insetsLayoutMarginsFromSafeArea = false
    map.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let inner = makeAutoLayoutView()
    inner.preservesSuperviewLayoutMargins = true
    map.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 5),
      inner.topAnchor.constraint(equalTo: map.topAnchor, constant: 300),
      inner.widthAnchor.constraint(equalToConstant: 100),
      inner.heightAnchor.constraint(equalToConstant: 100),
    ])
    map.layoutIfNeeded()
    // The map's margins ignore the safe area: top 20, not 59 + 20.
    #expect(map.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 20, width: 353, height: 812))
    // Inner sits 5 pt from the map's edge, inside the map's 20 pt margin: its left margin
    // grows to 20 − 5 = 15; the other edges are far from the map's margins and stay 8.
    #expect(inner.layoutMarginsGuide.layoutFrame == CGRect(x: 15, y: 8, width: 77, height: 84))
  }
}
