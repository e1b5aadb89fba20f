import Foundation
import Testing
import UIKitModel

// Expected frames worked out by hand from Apple's UIStackView.Alignment documentation: `.fill`
// "resizes its arranged views so that they fill the available space perpendicular to the stack
// view's axis"; `.leading`/`.top` and `.trailing`/`.bottom` align that edge of the views with
// the stack's; `.center` "aligns the center of its arranged views with its center";
// `.firstBaseline`/`.lastBaseline` align the baselines (for plain views the model's baselines
// are the top and bottom edges). Views not filling the stack keep their intrinsic size (content
// hugging 250 and compression resistance 750 beat the stack's size-0 suggestion at 25). The
// horizontal stacks here are 100 tall; their width comes from the views: 40 + 10 + 60 = 110.

@MainActor
@Suite("UIStackView alignments, left to right and right to left")
struct StackViewAlignmentTests {
  private func row(_ alignment: UIStackView.Alignment, height: CGFloat? = 100)
    -> (map: UIView, stack: UIStackView, a: StandInView, b: StandInView)
  {
    let a = StandInView(40, 20)
    let b = StandInView(60, 50)
    let (map, stack) = makeStack(.leftToRight, views: [a, b], height: height)
    stack.alignment = alignment
    stack.spacing = 10
    map.layoutIfNeeded()
    return (map, stack, a, b)
  }

  @Test("horizontal: fill, top, center, bottom")
  func horizontalEdges() {
    // .fill: both 100 tall.
    var r = row(.fill)
    #expect(r.a.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
    #expect(r.b.frame == CGRect(x: 50, y: 0, width: 60, height: 100))
    // .top: tops at 0, intrinsic heights.
    r = row(.top)
    #expect(r.a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(r.b.frame == CGRect(x: 50, y: 0, width: 60, height: 50))
    // The spanner's constraints print as UIKit's do (kean.blog 2017): the top pinned at
    // 999.5, the views' heights suggested at 25, the spanner's at 51.
    // Size constants sit on the arranged views themselves, as UIKit installs them.
    let printed = (r.stack.constraints + r.a.constraints + r.b.constraints).map(\.description)
    #expect(
      printed.contains {
        $0.contains("'UISV-spanning-boundary' _UILayoutSpacer:0x")
          && $0.contains("'UISV-alignment-spanner'.top == StandInView:0x")
          && $0.hasSuffix("@999.5   (active)>")
      })
    #expect(
      printed.contains {
        $0.contains("'UISV-ambiguity-suppression'") && $0.contains(".height == 0 @25")
      })
    #expect(
      printed.contains { $0.contains("'UISV-spanning-fit'") && $0.contains(".height == 0 @51") })
    // .center: centres at 50: 50 − 10 = 40 and 50 − 25 = 25.
    r = row(.center)
    #expect(r.a.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
    #expect(r.b.frame == CGRect(x: 50, y: 25, width: 60, height: 50))
    // .bottom: bottoms at 100: 80 and 50.
    r = row(.bottom)
    #expect(r.a.frame == CGRect(x: 0, y: 80, width: 40, height: 20))
    #expect(r.b.frame == CGRect(x: 50, y: 50, width: 60, height: 50))
    #expect(r.stack.frame.width == 110)
    #expect(r.map.layoutIssues.isEmpty)
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    #expect(
      UIStackView.Alignment.top.rawValue == 1 && UIStackView.Alignment.lastBaseline.rawValue == 5)
  }

  @Test("baselines: the stack hugs its tallest view, baselines aligned")
  func baselines() {
    // No height from outside: the spanner hugs the views (@51) and the stack hugs the spanner.
    var r = row(.firstBaseline, height: nil)
    #expect(r.stack.frame.height == 50)
    #expect(r.a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(r.b.frame == CGRect(x: 50, y: 0, width: 60, height: 50))
    // Last baselines (bottoms) at 50: a at 30.
    r = row(.lastBaseline, height: nil)
    #expect(r.a.frame == CGRect(x: 0, y: 30, width: 40, height: 20))
    #expect(r.b.frame == CGRect(x: 50, y: 0, width: 60, height: 50))
    #expect(r.map.layoutIssues.isEmpty)
  }

  @Test(
    "vertical: leading, center, trailing mirror right to left",
    arguments: bothDirections)
  func vertical(direction: UIUserInterfaceLayoutDirection) {
    func column(_ alignment: UIStackView.Alignment) -> (UIView, StandInView, StandInView) {
      let a = StandInView(40, 20)
      let b = StandInView(60, 30)
      let (map, stack) = makeStack(direction, views: [a, b], width: 200)
      stack.axis = .vertical
      stack.alignment = alignment
      stack.spacing = 5
      map.layoutIfNeeded()
      return (map, a, b)
    }
    // Leading: x 0 left to right; right to left the leading edge is the right one: 200 − 40
    // = 160 and 200 − 60 = 140. b is 5 below a: y 25.
    var (map, a, b) = column(.leading)
    #expect(a.frame == mirrored(CGRect(x: 0, y: 0, width: 40, height: 20), in: 200, direction))
    #expect(b.frame == mirrored(CGRect(x: 0, y: 25, width: 60, height: 30), in: 200, direction))
    (map, a, b) = column(.trailing)
    #expect(a.frame == mirrored(CGRect(x: 160, y: 0, width: 40, height: 20), in: 200, direction))
    #expect(b.frame == mirrored(CGRect(x: 140, y: 25, width: 60, height: 30), in: 200, direction))
    // Centre: 100 − 20 = 80 and 100 − 30 = 70, the same either way.
    (map, a, b) = column(.center)
    #expect(a.frame == CGRect(x: 80, y: 0, width: 40, height: 20))
    #expect(b.frame == CGRect(x: 70, y: 25, width: 60, height: 30))
    #expect(map.layoutIssues.isEmpty)
  }
}
