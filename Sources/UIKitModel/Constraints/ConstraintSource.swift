/// What made a constraint, for a finding that names the constraints that placed a view:
/// the app at a line of its code, UIKit (a built-in guide, a stack view, an autoresizing
/// mask, a content size), or the Navigation SDK (a component's own size). Model-only.
///
/// ```swift
/// print(card.topAnchor.constraint(equalTo: eta.topAnchor).source)  // Courier.swift:42
/// ```
public struct ConstraintSource: Sendable, Hashable, CustomStringConvertible {
  /// Who made a constraint.
  public enum Maker: String, Sendable, Hashable {
    /// App code, through an anchor, the item/attribute initialiser or a visual format.
    case app
    /// UIKit, on a view's behalf.
    case uikit
    /// The Navigation SDK (its components' sizes and internals).
    case sdk
  }

  /// Who made it.
  public var maker: Maker
  /// What UIKit or the SDK made it for, in their terms (`UIViewSafeAreaLayoutGuide-top`,
  /// `UIStackView 'UISV-spacing'`, `GMS-width`); nil for the app's.
  public var what: String?
  /// The app's line: where it made the constraint, or, for one UIKit made on a view's behalf
  /// (a stack view arranging it, its autoresizing mask translated), where it added that view.
  /// Nil when no app code is involved.
  public var callSite: CallSite?

  /// Creates a source.
  public init(maker: Maker, what: String? = nil, callSite: CallSite? = nil) {
    self.maker = maker
    self.what = what
    self.callSite = callSite
  }

  /// Whether app code made it.
  public var isApp: Bool { maker == .app }

  /// `Courier.swift:42`, `UIKit: UIStackView 'UISV-spacing' (view added at Courier.swift:30)`,
  /// `SDK: GMS-width`.
  public var description: String {
    switch maker {
    case .app: return callSite?.description ?? "app code"
    case .uikit, .sdk:
      var text = (maker == .uikit ? "UIKit: " : "SDK: ") + (what ?? "internal")
      if let callSite { text += " (view added at \(callSite))" }
      return text
    }
  }
}
