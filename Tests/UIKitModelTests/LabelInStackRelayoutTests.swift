import Foundation
import Testing
import UIKitModel

// A multi-line label measures again at the width each layout gives it (UIKit's second layout
// pass), also inside a stack view, whose own arrangement asks for the label's intrinsic size
// first: found by the order-card delegate, whose card kept a two-line height after the map
// turned back to landscape (NLC-018, round trip).

@MainActor
@Suite("A wrapping label in a stack view follows every width")
struct LabelInStackRelayoutTests {
  @Test func aRoundTripOfWidthsGivesTheSameFrames() {
    let map = makeMap()
    let title = UILabel()
    title.text = "Order #4821"
    let detail = UILabel()
    detail.text = "Pick up at the side entrance on Maple Street, ask for Dana"
    detail.numberOfLines = 2
    let stack = UIStackView(arrangedSubviews: [title, detail])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(stack)
    let width = stack.widthAnchor.constraint(equalToConstant: 480)
    NSLayoutConstraint.activate([
      width, stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      stack.bottomAnchor.constraint(equalTo: map.bottomAnchor),
    ])
    map.layoutIfNeeded()
    let wide = detail.frame
    // One line at 480 points (the 17-pt text is about 430 points long).
    #expect(wide.height == title.frame.height)
    width.constant = 200
    map.layoutIfNeeded()
    // Two lines at 200 points: the frame is the label's own measurement at that width.
    #expect(detail.frame.width == 200)
    #expect(detail.frame.height == detail.intrinsicContentSize.height)
    #expect(detail.frame.height > wide.height)
    width.constant = 480
    map.layoutIfNeeded()
    #expect(detail.frame == wide)
  }
}
