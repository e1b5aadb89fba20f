public import Foundation

/// A titled element of a menu: UIKit's `UIMenuElement`, base class of ``UIAction``.
///
/// The model shows no menus; the title and image are kept for app code that reads them.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// The element's title.
  public let title: String
  /// The element's image.
  public let image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }

  /// How a menu element behaves: UIKit's `UIMenuElement.Attributes`, with UIKit's raw values.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether a menu element shows a check mark: UIKit's `UIMenuElement.State`.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}
