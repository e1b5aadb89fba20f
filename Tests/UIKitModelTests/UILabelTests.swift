import Foundation
import Testing
import UIKitModel

// Intrinsic sizes are worked out by hand from the model's advance table (TextMetrics.swift)
// and SF Pro Text's vertical metrics (17 pt: line height 41548/2048 = 20.287109375 pt),
// rounded up to the 1/3 pt grid. UIKit behaviours cited: UILabel's defaults (UILabel
// reference: font 17 pt system, numberOfLines 1, lineBreakMode byTruncatingTail), an empty
// label's intrinsic size (0, 0), and minimumScaleFactor 0 meaning no shrinking.

@MainActor
@Suite("UILabel")
struct UILabelTests {
  private func pinnedLabel(_ text: String, in map: UIView) -> UILabel {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = text
    map.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
    ])
    return label
  }

  @Test("UIKit's defaults")
  func defaults() {
    let label = UILabel()
    #expect(label.font.pointSize == 17)
    #expect(label.font.weight == .regular)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(label.preferredMaxLayoutWidth == 0)
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test("a single line's intrinsic size is its text's, on the pixel grid")
  func singleLine() {
    let label = UILabel()
    label.text = "Hi"
    // 16.49 pt → 50/3; 20.287 pt → 61/3.
    #expect(label.intrinsicContentSize == CGSize(width: 50.0 / 3, height: 61.0 / 3))
    label.text = "Order 42"
    // 69.36 × 3 = 208.08 → 209 px.
    #expect(label.intrinsicContentSize == CGSize(width: 209.0 / 3, height: 61.0 / 3))
    label.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
    label.text = "42"
    // 21.08 × 3 = 63.24 → 64 px.
    #expect(label.intrinsicContentSize == CGSize(width: 64.0 / 3, height: 61.0 / 3))
    label.font = .systemFont(ofSize: 12)
    label.text = "你好"
    // 2 em × 12 = 24; line height 12 × 2444 / 2048 = 14.3203125 → 42.96 px → 43 px.
    #expect(label.intrinsicContentSize == CGSize(width: 24, height: 43.0 / 3))
  }

  @Test("the engine sizes a label from its text")
  func laidOut() {
    let map = makeMap()
    let label = pinnedLabel("Order 42", in: map)
    map.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 100, width: 209.0 / 3, height: 61.0 / 3))
    // A new text is measured again.
    label.text = "Hi"
    map.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 100, width: 50.0 / 3, height: 61.0 / 3))
  }

  @Test("a single line given less width is truncated at the tail")
  func truncatedInLayout() {
    let map = makeMap()
    let label = pinnedLabel("Hello world", in: map)
    label.widthAnchor.constraint(equalToConstant: 40).isActive = true
    map.layoutIfNeeded()
    #expect(label.frame.width == 40)
    // See TextMeasurementTests.truncation: "Hel…".
    #expect(label.textLines.map(\.text) == ["Hel\u{2026}"])
    // The intrinsic size is still the whole line's, as UIKit's: H .72 e .56 l .25 l .25
    // o .58 space .26 w .78 o .58 r .37 l .25 d .60 = 5.2 em = 88.4 pt → 265.2 px → 266 px.
    #expect(label.intrinsicContentSize.width == 266.0 / 3)
    #expect(label.sizeThatFits(CGSize(width: 40, height: 100)).width == 266.0 / 3)
  }

  @Test("adjustsFontSizeToFitWidth shrinks to fit, not below minimumScaleFactor")
  func shrinking() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 44.2, height: 30))
    label.text = "Hello world"  // 88.4 pt at 17 pt
    label.adjustsFontSizeToFitWidth = true
    #expect(label.shownFont.pointSize == 17)  // minimumScaleFactor 0: no shrinking
    label.minimumScaleFactor = 0.25
    // 44.2 / 88.4 = 0.5 of 17 pt.
    #expect(abs(label.shownFont.pointSize - 8.5) < 1e-9)
    label.minimumScaleFactor = 0.75
    #expect(abs(label.shownFont.pointSize - 12.75) < 1e-9)
  }

  @Test("attributed text measures each run in its font")
  func attributed() {
    let label = UILabel()
    let text = NSMutableAttributedString(string: "Hi")
    text.append(
      NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 34)]))
    label.attributedText = text
    // 16.49 + 32.98 = 49.47 → 148.41 px → 149 px; line height of 34 pt: 40.57421875 → 121.72
    // px → 122 px.
    #expect(label.intrinsicContentSize == CGSize(width: 149.0 / 3, height: 122.0 / 3))
    #expect(label.text == "HiHi")
  }

  @Test("right to left, natural alignment puts lines at the right edge")
  func naturalAlignment() {
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let map = makeMap(direction)
      let label = pinnedLabel("שלום", in: map)
      label.widthAnchor.constraint(equalToConstant: 100).isActive = true
      map.layoutIfNeeded()
      // 4 × .55 em × 17 = 37.4 pt wide; right to left it starts at 100 − 37.4 = 62.6.
      let x: CGFloat = direction == .rightToLeft ? 62.6 : 0
      let frame = label.textLineFrames[0]
      #expect(abs(frame.minX - x) < 1e-9)
      #expect(abs(frame.width - 37.4) < 1e-9)
      label.textAlignment = .left
      #expect(label.textLineFrames[0].minX == 0)
      label.textAlignment = .center
      #expect(abs(label.textLineFrames[0].minX - 31.3) < 1e-9)  // (100 − 37.4) / 2
    }
  }
}
