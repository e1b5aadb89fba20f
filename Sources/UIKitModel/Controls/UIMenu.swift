import Foundation

/// A menu of actions and submenus: UIKit's `UIMenu`, stored only.
///
/// The model shows no menus: a button's ``UIButton/menu`` is kept for app code that sets and
/// reads it, and does not change the button's size.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// How a menu shows: UIKit's `UIMenu.Options`, with UIKit's raw values.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// A name that tells menus apart: UIKit's `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The menu's identifier; nil unless given.
  public let identifier: UIMenu.Identifier?
  /// How the menu shows.
  public let options: UIMenu.Options
  /// The actions and submenus, in order.
  public let children: [UIMenuElement]

  /// Creates a menu; every argument has UIKit's default.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }

  /// A copy of the menu with other children.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
  }
}
