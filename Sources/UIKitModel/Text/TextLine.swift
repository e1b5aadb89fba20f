public import Foundation

/// One line of measured text (model-only API): what it shows, with an ellipsis where text was
/// left out, and its width in points without trailing spaces.
public struct TextLine: Hashable, Sendable {
  public var text: String
  public var width: CGFloat

  public init(text: String, width: CGFloat) {
    self.text = text
    self.width = width
  }
}
