import Foundation

// Autoresizing constraints (autolayout-and-layout-testing.md §A10). Per axis the frame splits
// into margin, size and margin; when the superview's size changes by Δ from the size the
// frame was set against, each flexible part takes a share of Δ in proportion to its size
// (equal shares when all are zero). A mask with nothing flexible on an axis behaves, and
// prints, as a flexible trailing margin: `h=--&`.

extension GeneratedFactory {
  static func autoresizing(
    _ view: UIView, in parent: UIView, frame: CGRect, superviewSize: CGSize, mask: UInt
  ) -> [NSLayoutConstraint] {
    let m = UIView.AutoresizingMask(rawValue: mask)
    let horizontal = shares(
      parts: [frame.minX, frame.width, superviewSize.width - frame.maxX],
      flexible: [
        m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth),
        m.contains(.flexibleRightMargin),
      ])
    let vertical = shares(
      parts: [frame.minY, frame.height, superviewSize.height - frame.maxY],
      flexible: [
        m.contains(.flexibleTopMargin), m.contains(.flexibleHeight),
        m.contains(.flexibleBottomMargin),
      ])
    let text = "h=\(horizontal.text) v=\(vertical.text)"
    func pin(
      _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, share: CGFloat,
      along: NSLayoutConstraint.Attribute, base: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        first: view, attribute, .equal, second: parent, along, multiplier: share,
        constant: value - share * base, origin: .autoresizing(text))
    }
    return [
      pin(.left, frame.minX, share: horizontal.shares[0], along: .width, base: superviewSize.width),
      pin(.top, frame.minY, share: vertical.shares[0], along: .height, base: superviewSize.height),
      pin(
        .width, frame.width, share: horizontal.shares[1], along: .width, base: superviewSize.width),
      pin(
        .height, frame.height, share: vertical.shares[1], along: .height, base: superviewSize.height
      ),
    ]
  }

  /// Each part's share of a change in the superview's size, and the axis text (`-&-`).
  private static func shares(parts: [CGFloat], flexible given: [Bool])
    -> (shares: [CGFloat], text: String)
  {
    let flexible = given.contains(true) ? given : [false, false, true]
    let text = String(flexible.map { $0 ? "&" : "-" })
    let total = zip(parts, flexible).filter(\.1).map { abs($0.0) }.reduce(0, +)
    let count = CGFloat(flexible.filter { $0 }.count)
    let shares = zip(parts, flexible).map { part, isFlexible -> CGFloat in
      guard isFlexible else { return 0 }
      return total > 0 ? abs(part) / total : 1 / count
    }
    return (shares, text)
  }
}
