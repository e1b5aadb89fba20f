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
