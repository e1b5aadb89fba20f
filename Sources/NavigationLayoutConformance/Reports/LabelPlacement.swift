public import Foundation

/// Places the text labels of a picture so that no two label boxes intersect and every box
/// stays inside the picture: first at spots around the labelled rectangle, then at the free
/// spot nearest to it (with a leader line back), and last in a column to the right of the
/// area, which then grows to hold it.
///
/// Text width is estimated, not measured, so the result is the same on every machine: the
/// character count × ``characterWidth`` × the font size (Helvetica's widest lower-case and
/// capital letters average below 0.6 em, so the box errs on the wide side). Labels are placed
/// greedily in the order given, so put the most important first.
///
/// ```swift
/// let placement = LabelPlacement(fontSize: 10)
/// let result = placement.place(
///   [.init(text: "googleLogo", anchor: CGRect(x: 16, y: 700, width: 80, height: 24))],
///   within: CGRect(x: 0, y: 0, width: 393, height: 852))
/// // result.labels[0].box == (17, 701, 62×15), inside the logo's top-leading corner
/// ```
public struct LabelPlacement: Sendable {
  /// One label to place: its text and the rectangle it names, in picture coordinates.
  public struct Request: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The rectangle the label names.
    public var anchor: CGRect

    /// Creates a request.
    public init(text: String, anchor: CGRect) {
      self.text = text
      self.anchor = anchor
    }
  }

  /// A placed label: the box its text is drawn in and, when the box lies away from its
  /// rectangle, the leader line from the box to the rectangle.
  public struct Placed: Hashable, Sendable {
    /// The label's text.
    public var text: String
    /// The box the text fills, in picture coordinates (the baseline is ``baseline``).
    public var box: CGRect
    /// The leader line's end on the box's edge, or nil when the box touches its rectangle.
    public var leaderStart: CGPoint?
    /// The leader line's end on the labelled rectangle, or nil with ``leaderStart``.
    public var leaderEnd: CGPoint?
    /// The y of the text's baseline: above the box's bottom by the padding and a quarter of
    /// the font size (room for descenders).
    public var baseline: CGFloat
  }

  /// The estimated advance of one character, as a fraction of the font size.
  public static let characterWidth: CGFloat = 0.6

  /// The font size of the labels, in points.
  public var fontSize: CGFloat
  /// Space between the text and its box's edge, in points.
  public var padding: CGFloat = 1

  /// Creates a placement for labels of `fontSize` points.
  public init(fontSize: CGFloat) {
    self.fontSize = fontSize
  }

  /// The box a label of `text` needs: the estimated text width and 1.3 lines of height, plus
  /// ``padding`` on every side.
  public func size(of text: String) -> CGSize {
    CGSize(
      width: (CGFloat(text.count) * Self.characterWidth * fontSize + 2 * padding).rounded(.up),
      height: (fontSize * 1.3 + 2 * padding).rounded(.up))
  }

  /// Places `requests` in order.
  ///
  /// - Parameters:
  ///   - requests: The labels, most important first.
  ///   - area: Where the labels may go, in picture coordinates.
  /// - Returns: One placed label per request, in order, and the area grown to hold labels
  ///   that found no room inside it (`area` itself when all did).
  public func place(_ requests: [Request], within area: CGRect) -> (labels: [Placed], area: CGRect)
  {
    var placed: [Placed] = []
    var boxes: [CGRect] = []
    var grown = area
    // The overflow column to the right of the area, filled top to bottom.
    let columnX = area.maxX + 6
    var columnY = area.minY
    for request in requests {
      let size = size(of: request.text)
      let anchor = request.anchor.standardized
      let free = { (box: CGRect) in !boxes.contains { Self.intersects($0, box) } }
      var box = candidates(for: anchor, size: size, in: area).first(where: free)
      if box == nil { box = nearestFreeSpot(to: anchor, size: size, in: area, taken: boxes) }
      let chosen: CGRect
      if let box {
        chosen = box
      } else {
        chosen = CGRect(x: columnX, y: columnY, width: size.width, height: size.height)
        columnY += size.height + 1
        grown = grown.union(chosen)
      }
      boxes.append(chosen)
      placed.append(
        Self.placed(request.text, box: chosen, anchor: anchor, baseline: chosen.maxY - padding - fontSize / 4))
    }
    return (placed, grown)
  }

  /// Whether two boxes share interior points (touching edges do not count).
  public static func intersects(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// The spots tried first, in order: inside the top-leading corner, just above, just below,
  /// inside the bottom-leading corner, the trailing ends of those, beside, centred. A spot
  /// that leaves the area is shifted back in, and dropped when that puts a spot meant to lie
  /// outside the rectangle over it.
  private func candidates(for anchor: CGRect, size: CGSize, in area: CGRect) -> [CGRect] {
    let (w, h) = (size.width, size.height)
    let fitsInside = w <= anchor.width - 2 && h <= anchor.height - 2
    // (origin, whether the box may cover the anchor)
    var spots: [(CGPoint, Bool)] = []
    if fitsInside { spots.append((CGPoint(x: anchor.minX + 1, y: anchor.minY + 1), true)) }
    spots += [
      (CGPoint(x: anchor.minX, y: anchor.minY - h), false),
      (CGPoint(x: anchor.minX, y: anchor.maxY), false),
    ]
    if fitsInside {
      spots += [
        (CGPoint(x: anchor.minX + 1, y: anchor.maxY - h - 1), true),
        (CGPoint(x: anchor.maxX - w - 1, y: anchor.minY + 1), true),
        (CGPoint(x: anchor.maxX - w - 1, y: anchor.maxY - h - 1), true),
      ]
    }
    spots += [
      (CGPoint(x: anchor.maxX - w, y: anchor.minY - h), false),
      (CGPoint(x: anchor.maxX - w, y: anchor.maxY), false),
      (CGPoint(x: anchor.maxX + 2, y: anchor.minY), false),
      (CGPoint(x: anchor.minX - w - 2, y: anchor.minY), false),
      (CGPoint(x: anchor.midX - w / 2, y: anchor.midY - h / 2), true),
    ]
    return spots.compactMap { origin, mayCover in
      guard let box = clamp(CGRect(origin: origin, size: size), into: area),
        mayCover || !Self.intersects(box, anchor)
      else { return nil }
      return box
    }
  }

  /// The free spot in `area` whose centre is nearest to the anchor's, searched on a grid of
  /// half a label's height; ties go to the first found (top to bottom, left to right).
  private func nearestFreeSpot(to anchor: CGRect, size: CGSize, in area: CGRect, taken: [CGRect])
    -> CGRect?
  {
    guard size.width <= area.width, size.height <= area.height else { return nil }
    let step = max(2, (size.height / 2).rounded())
    let xs = [anchor.minX, anchor.maxX - size.width, area.minX, area.maxX - size.width,
      anchor.midX - size.width / 2]
    var best: (distance: CGFloat, box: CGRect)?
    var y = area.minY
    while y + size.height <= area.maxY {
      for x in xs {
        guard let box = clamp(CGRect(x: x, y: y, width: size.width, height: size.height), into: area),
          !taken.contains(where: { Self.intersects($0, box) })
        else { continue }
        let dx = box.midX - anchor.midX
        let dy = box.midY - anchor.midY
        let distance = dx * dx + dy * dy
        if best == nil || distance < best!.distance { best = (distance, box) }
      }
      y += step
    }
    return best?.box
  }

  /// `box` moved the least to lie inside `area`; nil when it is larger than the area.
  private func clamp(_ box: CGRect, into area: CGRect) -> CGRect? {
    guard box.width <= area.width, box.height <= area.height else { return nil }
    var origin = box.origin
    origin.x = min(max(origin.x, area.minX), area.maxX - box.width)
    origin.y = min(max(origin.y, area.minY), area.maxY - box.height)
    return CGRect(origin: origin, size: box.size)
  }

  /// The placed label, with a leader line when its box neither touches nor lies in the
  /// anchor.
  private static func placed(_ text: String, box: CGRect, anchor: CGRect, baseline: CGFloat)
    -> Placed
  {
    let near = box.insetBy(dx: -1, dy: -1)
    guard !(near.maxX >= anchor.minX && anchor.maxX >= near.minX && near.maxY >= anchor.minY
      && anchor.maxY >= near.minY)
    else { return Placed(text: text, box: box, baseline: baseline) }
    // From the box's point nearest the anchor to the anchor's point nearest the box.
    let end = CGPoint(
      x: min(max(box.midX, anchor.minX), anchor.maxX), y: min(max(box.midY, anchor.minY), anchor.maxY))
    let start = CGPoint(x: min(max(end.x, box.minX), box.maxX), y: min(max(end.y, box.minY), box.maxY))
    return Placed(text: text, box: box, leaderStart: start, leaderEnd: end, baseline: baseline)
  }
}
