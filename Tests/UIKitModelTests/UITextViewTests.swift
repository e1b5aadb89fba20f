import Foundation
import Testing
import UIKitModel

// UIKit's defaults (UITextView reference): textContainerInset (8, 0, 8, 0),
// textContainer.lineFragmentPadding 5, scrolling enabled; a scrolling text view has no
// intrinsic size. Widths from the model's advance table (TextMetrics.swift) at 17 pt.

@MainActor
@Suite("UITextView")
struct UITextViewTests {
  @Test("UIKit's defaults; a scrolling text view has no intrinsic size")
  func defaults() {
    let view = UITextView()
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.isScrollEnabled)
    #expect(view.text == "")
    view.text = "Hi"
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test("without scrolling, the intrinsic size follows the text plus insets and padding")
  func intrinsicSize() {
    let view = UITextView()
    view.isScrollEnabled = false
    view.font = .systemFont(ofSize: 17)
    view.text = "Hi"
    // 16.49 + 2 × 5 = 26.49 → 79.47 px → 80 px; 20.287109375 + 16 = 36.287 → 108.86 px →
    // 109 px.
    #expect(view.intrinsicContentSize == CGSize(width: 80.0 / 3, height: 109.0 / 3))
    // First baseline: 8 + 17 × 1950/2048.
    #expect(view.firstBaselineOffsetFromTop == 8 + 16.1865234375)
  }

  @Test("a non-scrolling text view wraps at its laid-out width")
  func wrapsAtWidth() {
    let map = makeMap()
    let view = UITextView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.isScrollEnabled = false
    view.font = .systemFont(ofSize: 17)
    view.text = "Leave the parcel at the back door"
    map.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
    ])
    map.layoutIfNeeded()
    // Lines wrap at 100 − 10 = 90: "Leave the " (76.33), "parcel at " (68.34; + the = 98.09),
    // "the back " (67.32; + door = 107.95), "door". 4 × 20.287109375 + 16 = 97.1484375 →
    // 291.45 px → 292 px.
    #expect(view.frame.height == 292.0 / 3)
  }
}
