import Foundation
import Testing
import UIKitModel

// systemLayoutSizeFitting on a small labelled card (UIView reference, "Measuring in Auto
// Layout"). The title "HH" in the 17 pt system font measures 2 × 0.72 × 17 = 24.48 wide →
// 74/3 on the 1/3-point grid, and one line of SF Pro Text, (1950 + 494) / 2048 × 17 = 20.29
// high → 61/3 (CONFORMANCE.md §3 "Text"); the card adds 12 on each side and 8 above and
// below: 146/3 × 109/3. Fitting priority 50 is below the label's hugging (250), so the
// compressed and the expanded target give the same size.

@MainActor
@Suite("systemLayoutSizeFitting")
struct SystemLayoutFittingTests {
  let map = makeMap()
  let card = makeAutoLayoutView()
  let title = UILabel()

  init() {
    title.text = "HH"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    map.addSubview(card)
    let views = ["title": title]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "|-12-[title]-12-|", metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-8-[title]-8-|", metrics: nil, views: views))
  }

  @Test("compressed and expanded targets give the content's size")
  func compressedAndExpanded() {
    let content = CGSize(width: 146.0 / 3, height: 109.0 / 3)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == content)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == content)
    #expect(UIView.layoutFittingCompressedSize == .zero)
  }

  @Test("a required width is kept; the height follows the content")
  func requiredWidth() {
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 300, height: 109.0 / 3))
  }

  @Test("a multi-line label wraps at the width the fitting gives it")
  func wraps() {
    title.numberOfLines = 0
    title.text = "HH HH"
    // 60 wide leaves 36 for the text: "HH HH" (53.4) breaks into two lines of "HH", each
    // 20.29 high: 40.57 → 122/3, plus 16.
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 60, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 60, height: 170.0 / 3))
  }

  @Test("constraints to the outside are left out, and the live layout is untouched")
  func isolation() {
    let width = card.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      width, card.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
    ])
    map.layoutIfNeeded()
    let before = (card.frame, title.frame, map.layoutIssues)
    // The card's own width constraint is installed on the card: it takes part.
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 200, height: 109.0 / 3))
    #expect(card.frame == before.0 && title.frame == before.1 && map.layoutIssues == before.2)
    width.constant = 180
    map.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 100, width: 180, height: 109.0 / 3))
  }
}
