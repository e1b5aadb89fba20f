public import Foundation

/// Text broken into lines for a width (model-only API): what ``TextMeasurement`` returns.
///
/// Sizes are exact sums of the model's advances; ``size(scale:)`` rounds them up to the pixel
/// grid, as UIKit's `sizeThatFits` and intrinsic sizes do.
public struct TextLayout: Hashable, Sendable {
  /// The lines shown, top to bottom; an empty text is one empty line.
  public var lines: [TextLine]
  /// The distance between consecutive baselines, in points.
  public var lineHeight: CGFloat
  /// The first line's ascender (top to baseline), in points.
  public var ascender: CGFloat
  /// The last line's descender (baseline to bottom), negative, in points.
  public var descender: CGFloat
  /// Whether text was left out: lines beyond the limit, or a line cut to the width.
  public var isTruncated: Bool

  public init(
    lines: [TextLine], lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat,
    isTruncated: Bool
  ) {
    self.lines = lines
    self.lineHeight = lineHeight
    self.ascender = ascender
    self.descender = descender
    self.isTruncated = isTruncated
  }

  /// The widest line, in points.
  public var width: CGFloat {
    var widest: CGFloat = 0
    for line in lines where line.width > widest { widest = line.width }
    return widest
  }

  /// The lines' height: line count × line height, in points.
  public var height: CGFloat { CGFloat(lines.count) * lineHeight }

  /// Width and height, each rounded up to a whole number of pixels at `scale`.
  public func size(scale: CGFloat) -> CGSize {
    CGSize(
      width: TextMeasurement.ceilToPixel(width, scale: scale),
      height: TextMeasurement.ceilToPixel(height, scale: scale))
  }
}
