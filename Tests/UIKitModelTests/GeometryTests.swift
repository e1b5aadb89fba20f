import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("Frame, bounds and centre")
struct GeometryTests {
  @Test("setting bounds resizes about the centre")
  func boundsKeepsCenter() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    v.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    // Centre (50, 50) stays: minX = 50 − 200 / 2 = −50, minY = 50 − 100 / 2 = 0.
    #expect(v.frame == CGRect(x: -50, y: 0, width: 200, height: 100))
    #expect(v.center == CGPoint(x: 50, y: 50))
    #expect(v.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
  }
}

@MainActor
@Suite("Pixel rounding")
struct PixelRoundingTests {
  @Test("seven equal columns in 100 pt at scale 3 have whole-pixel frames with no noise")
  func sevenColumns() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.layoutEnvironment = LayoutEnvironment(
      scale: 3, safeAreaInsets: .zero, layoutDirection: .leftToRight)
    let columns = (0..<7).map { _ in makeAutoLayoutView() }
    for column in columns { root.addSubview(column) }
    var constraints = [
      columns[0].leftAnchor.constraint(equalTo: root.leftAnchor),
      columns[6].rightAnchor.constraint(equalTo: root.rightAnchor),
    ]
    for (index, column) in columns.enumerated() {
      constraints += [
        column.topAnchor.constraint(equalTo: root.topAnchor),
        column.heightAnchor.constraint(equalToConstant: 10),
        column.widthAnchor.constraint(equalTo: columns[0].widthAnchor),
      ]
      if index > 0 {
        constraints.append(column.leftAnchor.constraint(equalTo: columns[index - 1].rightAnchor))
      }
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // Edge i at i × 300/7 px, rounded: 0, 43, 86, 129, 171, 214, 257, 300.
    let edges: [CGFloat] = [0, 43, 86, 129, 171, 214, 257, 300]
    for (index, column) in columns.enumerated() {
      #expect(column.frame.minX == edges[index] / 3)
      #expect(column.frame.width == (edges[index + 1] - edges[index]) / 3)
    }
    // Column 5: (257 − 214) / 3 = 43/3 exactly, not 257/3 − 214/3 = 14.333333333333343.
    #expect(columns[5].frame.width == CGFloat(43) / 3)
  }
}

@MainActor
@Suite("Conversion, tags and sizing")
struct ConversionTests {
  @Test("points and rects convert between views of one hierarchy")
  func convertBetweenViews() {
    let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 80))
    let icon = UIView(frame: CGRect(x: 8, y: 4, width: 24, height: 24))
    let other = UIView(frame: CGRect(x: 300, y: 10, width: 50, height: 50))
    map.addSubview(card)
    card.addSubview(icon)
    map.addSubview(other)
    // icon origin in map: (16 + 8, 100 + 4) = (24, 104); + (1, 2) = (25, 106).
    #expect(icon.convert(CGPoint(x: 1, y: 2), to: map) == CGPoint(x: 25, y: 106))
    #expect(map.convert(CGPoint(x: 25, y: 106), to: icon) == CGPoint(x: 1, y: 2))
    // To the sibling at (300, 10): (24 − 300, 104 − 10) = (−276, 94).
    #expect(
      icon.convert(CGRect(x: 0, y: 0, width: 24, height: 24), to: other)
        == CGRect(x: -276, y: 94, width: 24, height: 24))
    #expect(
      other.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: icon)
        == CGRect(x: -276, y: 94, width: 5, height: 5))
    // nil is the root's space: (24, 104).
    #expect(icon.convert(CGPoint.zero, to: nil) == CGPoint(x: 24, y: 104))
    #expect(icon.convert(CGPoint(x: 24, y: 104), from: nil) == .zero)
  }

  @Test("viewWithTag searches the receiver first, then subviews depth first")
  func viewWithTag() {
    let map = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    map.addSubview(a)
    a.addSubview(b)
    map.addSubview(c)
    b.tag = 7
    c.tag = 7
    #expect(map.viewWithTag(7) === b)
    #expect(c.viewWithTag(7) === c)
    #expect(map.viewWithTag(0) === map)
    #expect(map.viewWithTag(99) == nil)
  }

  @Test("sizeToFit uses sizeThatFits and keeps the origin; stored flags have UIKit defaults")
  func sizing() {
    final class Badge: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
    }
    let badge = Badge(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
    badge.sizeToFit()
    #expect(badge.frame == CGRect(x: 5, y: 6, width: 40, height: 20))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 10))
    #expect(!plain.clipsToBounds)
    #expect(plain.isUserInteractionEnabled)
  }
}
