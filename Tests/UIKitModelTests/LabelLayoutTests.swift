import Foundation
import Testing
import UIKitModel

// Multi-line labels, Dynamic Type and baselines in the layout engine. Widths come from the
// model's advance table (TextMetrics.swift) at 17 pt, worked out by hand:
//   Leave 46.58 · the 25.33 · parcel 48.62 · at 15.3 · back 37.57 · door 36.21 · space 4.42
// Line height at 17 pt: 41548/2048 = 20.287109375 pt; n lines round up to the 1/3 pt grid.
// Point sizes per content size category: Apple HIG, "Typography" › Specifications.
// UIKit behaviours: a multi-line label wraps at the width layout gives it (UILabel
// `preferredMaxLayoutWidth` reference: "the label's width … determines the line breaks" when
// 0); baselines as the UIView `forFirstBaselineLayout`/`forLastBaselineLayout` references
// describe (a view without a baseline uses its top / bottom edge).

@MainActor
@Suite("Label layout: wrapping, Dynamic Type, baselines")
struct LabelLayoutTests {
  private static let sentence = "Leave the parcel at the back door"

  /// A card of fixed width at (0, 0) in a map, holding a label pinned to its sides and top.
  private func card(width: CGFloat, text: String, lines: Int = 0)
    -> (map: UIView, card: UIView, label: UILabel, width: NSLayoutConstraint)
  {
    let map = makeMap()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(card)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = lines
    label.text = text
    card.addSubview(label)
    let widthConstraint = card.widthAnchor.constraint(equalToConstant: width)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      card.topAnchor.constraint(equalTo: map.topAnchor),
      widthConstraint,
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      label.topAnchor.constraint(equalTo: card.topAnchor),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor),
    ])
    return (map, card, label, widthConstraint)
  }

  @Test("a multi-line label's height follows the width it is given")
  func heightFollowsWidth() {
    let (map, card, label, width) = card(width: 100, text: Self.sentence)
    // Before layout it has no width: one line.
    #expect(label.intrinsicContentSize.height == 61.0 / 3)
    map.layoutIfNeeded()
    // At 100: "Leave the " 76.33 (+ parcel = 129.37); "parcel at the " 98.09 (+ back =
    // 140.08); "back door" 78.2. Three lines: 60.861328125 pt → 182.58 px → 183 px = 61 pt.
    #expect(label.textLines.map(\.text) == ["Leave the ", "parcel at the ", "back door"])
    #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 61))
    #expect(card.frame.height == 61)
    // At 200: "Leave the parcel at the " 178.84 (+ back = 220.83); "back door". Two lines:
    // 40.57421875 pt → 121.72 px → 122 px.
    width.constant = 200
    map.layoutIfNeeded()
    #expect(label.textLines.count == 2)
    #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: 122.0 / 3))
  }

  @Test("a label held only by a trailing inequality wraps there, then hugs its longest line")
  func hugsLongestLine() {
    let map = makeMap()
    let card = UIView()
    let label = UILabel()
    for view in [card, label] { view.translatesAutoresizingMaskIntoConstraints = false }
    map.addSubview(card)
    card.addSubview(label)
    label.numberOfLines = 0
    label.text = Self.sentence
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      card.topAnchor.constraint(equalTo: map.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 150),
      card.heightAnchor.constraint(equalToConstant: 300),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor),
      label.topAnchor.constraint(equalTo: card.topAnchor),
    ])
    map.layoutIfNeeded()
    // One line (261.46) does not fit 150. At 150: "Leave the parcel at " 149.09 (+ the =
    // 178.84), then "the back door" 107.95. Widest 149.09 → 447.27 px → 448 px;
    // measured again at 448/3 the lines are the same, so the label settles there.
    #expect(label.textLines.map(\.text) == ["Leave the parcel at ", "the back door"])
    #expect(label.frame == CGRect(x: 0, y: 0, width: 448.0 / 3, height: 122.0 / 3))
  }

  @Test("textRect(forBounds:limitedToNumberOfLines:) measures within the bounds")
  func textRect() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = Self.sentence
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 1000)
    // Two lines at 100, tail-truncated: "Leave the " 76.33, "parcel at t…" 78.71 + 13.6 =
    // 92.31 → 276.93 px → 277 px.
    #expect(
      label.textRect(forBounds: bounds, limitedToNumberOfLines: 2)
        == CGRect(x: 0, y: 0, width: 277.0 / 3, height: 122.0 / 3))
    // No limit: three lines (61 pt); the widest, "parcel at the " 98.09 → 295 px.
    #expect(
      label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        == CGRect(x: 0, y: 0, width: 295.0 / 3, height: 61))
  }

  @Test("a label that moves into a hierarchy at another category re-sizes its font")
  func moveIntoHierarchy() {
    let map = makeMap()
    map.layoutEnvironment.preferredContentSizeCategory = .accessibilityExtraLarge
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Hi"
    #expect(label.intrinsicContentSize.height == 61.0 / 3)  // alone: .large, 17 pt
    map.addSubview(label)
    label.topAnchor.constraint(equalTo: map.topAnchor).isActive = true
    label.leadingAnchor.constraint(equalTo: map.leadingAnchor).isActive = true
    map.layoutIfNeeded()
    // AX3: body 40 pt. 0.97 × 40 = 38.8 → 116.4 px → 117 px; 40 × 2444 / 2048 = 47.734375
    // → 143.2 px → 144 px.
    #expect(label.frame.size == CGSize(width: 39, height: 48))
  }

  @Test("preferredMaxLayoutWidth wraps the intrinsic size whatever the frame")
  func preferredWidth() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = Self.sentence
    label.preferredMaxLayoutWidth = 100
    // Three lines as above; the widest, "parcel at the " 98.09 → 294.27 px → 295 px.
    #expect(label.intrinsicContentSize == CGSize(width: 295.0 / 3, height: 61))
    #expect(label.sizeThatFits(CGSize(width: 200, height: 0)).height == 122.0 / 3)
  }

  @Test("numberOfLines limits the height and truncates the last line")
  func lineLimit() {
    let (map, _, label, _) = card(width: 100, text: Self.sentence, lines: 2)
    map.layoutIfNeeded()
    // Two of three lines; the second holds "parcel at the back door" cut to 100 − 13.6
    // (ellipsis) = 86.4: parcel 48.62, space 53.04, a 62.39, t 68.34, space 72.76, t 78.71;
    // h would make 88.57.
    #expect(label.textLines.map(\.text) == ["Leave the ", "parcel at t\u{2026}"])
    #expect(label.frame.height == 122.0 / 3)
  }

  @Test("a label that adjusts for the content size category follows the environment")
  func dynamicType() {
    let map = makeMap()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Hi"
    let fixed = UILabel()
    fixed.translatesAutoresizingMaskIntoConstraints = false
    fixed.font = .preferredFont(forTextStyle: .body)
    fixed.text = "Hi"
    map.addSubview(label)
    map.addSubview(fixed)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      label.topAnchor.constraint(equalTo: map.topAnchor),
      fixed.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      fixed.topAnchor.constraint(equalTo: label.bottomAnchor),
    ])
    map.layoutIfNeeded()
    // Large: 17 pt, "Hi" .97 em = 16.49 → 50 px; 20.287 → 61 px.
    #expect(label.frame.size == CGSize(width: 50.0 / 3, height: 61.0 / 3))
    // AX5: body 53 pt. 0.97 × 53 = 51.41 → 154.23 px → 155 px; 53 × 2444 / 2048 =
    // 63.248046875 → 189.74 px → 190 px.
    map.layoutEnvironment.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    map.layoutIfNeeded()
    #expect(label.font.pointSize == 53)
    #expect(label.frame.size == CGSize(width: 155.0 / 3, height: 190.0 / 3))
    // The label without adjustsFontForContentSizeCategory keeps 17 pt, below the big one.
    #expect(fixed.frame == CGRect(x: 0, y: 190.0 / 3, width: 50.0 / 3, height: 61.0 / 3))
    // xSmall: body 14 pt. 0.97 × 14 = 13.58 → 40.74 px → 41 px; 14 × 2444 / 2048 =
    // 16.70703125 → 50.12 px → 51 px.
    map.layoutEnvironment.preferredContentSizeCategory = .extraSmall
    map.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 41.0 / 3, height: 17))
    // AX1: body 28 pt. 0.97 × 28 = 27.16 → 81.48 px → 82 px; 28 × 2444 / 2048 = 33.4140625
    // → 100.24 px → 101 px.
    map.layoutEnvironment.preferredContentSizeCategory = .accessibilityMedium
    map.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 82.0 / 3, height: 101.0 / 3))
  }

  @Test("at AX5 a wrapping body label grows to six lines (the README's example)")
  func accessibilityWrapping() {
    let (map, _, label, _) = card(width: 200, text: Self.sentence)
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    map.layoutEnvironment.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    map.layoutIfNeeded()
    // Body at AX5: 53 pt. Leave 2.74 em = 145.22, space 13.78, the 78.97, parcel 151.58,
    // at 47.7, back 117.13, door 112.89. No two neighbouring words fit in 200 except
    // "at the" (140.45; + back = 271.36): six lines.
    #expect(
      label.textLines.map(\.text) == ["Leave ", "the ", "parcel ", "at the ", "back ", "door"])
    // 6 × 63.248046875 = 379.48828125 → 1138.46 px → 1139 px.
    #expect(label.frame.height == 1139.0 / 3)
  }

  @Test("a custom font scaled by UIFontMetrics follows the category too")
  func metricsFont() {
    let map = makeMap()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34))
    label.adjustsFontForContentSizeCategory = true
    label.text = "你好"
    map.addSubview(label)
    label.topAnchor.constraint(equalTo: map.topAnchor).isActive = true
    label.leadingAnchor.constraint(equalTo: map.leadingAnchor).isActive = true
    map.layoutEnvironment.preferredContentSizeCategory = .extraExtraExtraLarge
    map.layoutIfNeeded()
    // 34 pt scaled like body at XXXL: 45 pt (iOS 26 dump of UIFontMetrics in
    // github.com/Vercantez/openuikit, dynamic_type.json, body scaledFont[34] = 45); two
    // full-width glyphs: 90 pt.
    #expect(label.font.pointSize == 45)
    #expect(label.frame.width == 90)
  }

  @Test("first and last baselines align labels of different fonts")
  func baselineAlignment() {
    let map = makeMap()
    let small = UILabel()
    let large = UILabel()
    let plain = UIView()
    for view in [small, large, plain] {
      view.translatesAutoresizingMaskIntoConstraints = false
      map.addSubview(view)
    }
    small.text = "Hi"
    large.text = "Hi"
    large.font = .systemFont(ofSize: 34)
    NSLayoutConstraint.activate([
      small.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      small.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
      large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
      // A plain view has no baseline: its top is its first baseline (Apple's docs).
      plain.firstBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
      plain.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      plain.widthAnchor.constraint(equalToConstant: 10),
      plain.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    // Small baseline: 100 + 17 × 1950/2048 = 116.1865234375. Large top: minus 34 × 1950/2048
    // = 32.373046875 → 83.8134765625 → 251.44 px → 251 px.
    #expect(large.frame.minY == 251.0 / 3)
    // Small's last baseline: bottom 100 + 61/3 minus 17 × 494/2048 = 4.1005859375 →
    // 116.2327473958 → 348.70 px → 349 px.
    #expect(plain.frame.minY == 349.0 / 3)
    // A font change moves the baseline: 34 pt on both, the tops align.
    small.font = .systemFont(ofSize: 34)
    map.layoutIfNeeded()
    #expect(large.frame.minY == 100)
  }

  @Test("forFirstBaselineLayout lends a container its label's baseline")
  func baselineViewOverride() {
    final class Row: UIView {
      let label = UILabel()
      override var forFirstBaselineLayout: UIView { label }
    }
    let map = makeMap()
    let row = Row()
    let other = UIView()
    for view in [row, row.label, other] { view.translatesAutoresizingMaskIntoConstraints = false }
    map.addSubview(row)
    row.addSubview(row.label)
    map.addSubview(other)
    row.label.text = "Hi"
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: map.topAnchor, constant: 50),
      row.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      row.label.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
      row.label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      other.topAnchor.constraint(equalTo: row.firstBaselineAnchor),
      other.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    // 50 + 10 + 16.1865234375 = 76.1865234375 → 228.56 px → 229 px.
    #expect(other.frame.minY == 229.0 / 3)
    // The row's last baseline is still its own bottom (forLastBaselineLayout is the row).
    #expect(row.forLastBaselineLayout === row)
  }

  @Test("a multi-line label's last baseline is its last line's")
  func lastBaselineOfWrappedLabel() {
    let (map, card, label, _) = card(width: 100, text: Self.sentence)
    let below = UIView()
    below.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(below)
    NSLayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
      below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    // Three lines: height 61; last baseline 61 − 4.1005859375 = 56.8994140625 → 170.70 px →
    // 171 px = 57.
    #expect(label.frame.height == 61)
    #expect(below.frame.minY == 57)
  }

  @Test("a plain view's baselines are its top and bottom edges")
  func plainViewBaselines() {
    let map = makeMap()
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      map.addSubview(view)
      view.widthAnchor.constraint(equalToConstant: 20).isActive = true
      view.heightAnchor.constraint(equalToConstant: 30).isActive = true
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor).isActive = true
    }
    a.topAnchor.constraint(equalTo: map.topAnchor, constant: 10).isActive = true
    b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor).isActive = true
    map.layoutIfNeeded()
    #expect(b.frame.minY == 40)  // a's bottom: 10 + 30
  }
}
