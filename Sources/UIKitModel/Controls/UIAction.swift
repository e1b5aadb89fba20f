import Foundation

/// The closure an action runs: UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure a control runs for an event: UIKit's `UIAction`.
///
/// Add one with ``UIControl/addAction(_:for:)``; ``UIControl/sendActions(for:)`` runs it (the
/// model's "tap"). An action made without an identifier gets a unique one, as in UIKit; a
/// control keeps one action per identifier.
///
/// ```swift
/// var calls = 0
/// let button = UIButton(type: .system)
/// button.addAction(UIAction(title: "Call") { _ in calls += 1 }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)
/// print(calls)  // 1
/// ```
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A name that tells actions apart: UIKit's `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's identifier: the one given, or a unique one made at creation.
  public let identifier: UIAction.Identifier
  /// A longer title for discoverability; stored only.
  public let discoverabilityTitle: String?
  /// The menu attributes; stored only.
  public let attributes: UIMenuElement.Attributes
  /// The check-mark state; stored only.
  public var state: UIMenuElement.State
  /// The closure ``UIControl/sendActions(for:)`` runs.
  public let handler: UIActionHandler
  /// The control that sent the action while its handler runs; nil otherwise.
  public internal(set) var sender: Any?

  /// Counts actions made without an identifier, naming each uniquely and in creation order.
  private static var unnamedCount = 0

  /// Creates an action; every argument but `handler` has UIKit's default.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      Self.unnamedCount += 1
      self.identifier = Identifier("UIAction.\(Self.unnamedCount)")
    }
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` set for its duration.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
