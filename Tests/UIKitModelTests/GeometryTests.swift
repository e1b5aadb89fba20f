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
