import Foundation

/// What `UIView.appearance()` returns: default values for ``tintColor``,
/// ``backgroundColor`` and ``semanticContentAttribute`` of every view of a class (and its subclasses), optionally only inside
/// given containers, applied when such a view joins a hierarchy (UIKit applies them when a
/// view enters a window; the model, whose hierarchies are not always in one, applies them on
/// every move under a superview).
///
/// UIKit returns the proxy typed as the class itself; the model returns this type, which has
/// the two properties, so `UIButton.appearance().tintColor = .systemRed` compiles and works
/// unchanged (CONFORMANCE.md AL-UIK-082). A value the app set on the view itself wins over
/// any proxy; among proxies that match, the one with more containers wins, then the one
/// created later. Proxies are process-wide, as in UIKit: a test that sets one removes it with
/// ``removeAll()`` (model-only API).
///
/// ```swift
/// UIView.appearance(whenContainedInInstancesOf: [PromptCard.self]).tintColor = .systemRed
/// card.addSubview(icon)  // icon.tintColor == .systemRed
/// ```
@preconcurrency @MainActor
public final class UIAppearanceProxy {
  /// The tint for matching views; nil sets nothing.
  public var tintColor: UIColor? {
    didSet { UIAppearanceProxy.isEmpty = false }
  }
  /// The background colour for matching views; nil sets nothing.
  public var backgroundColor: UIColor? {
    didSet { UIAppearanceProxy.isEmpty = false }
  }
  /// The semantic content attribute for matching views (an app forcing right to left on
  /// every view with `UIView.appearance().semanticContentAttribute`); nil sets nothing.
  public var semanticContentAttribute: UISemanticContentAttribute? {
    didSet { UIAppearanceProxy.isEmpty = false }
  }

  /// The properties a proxy sets.
  struct Properties: OptionSet {
    let rawValue: UInt8
    static let tintColor = Properties(rawValue: 1 << 0)
    static let backgroundColor = Properties(rawValue: 1 << 1)
    static let semanticContentAttribute = Properties(rawValue: 1 << 2)
  }

  let viewClass: UIView.Type
  /// Containers, nearest first: each must be an ancestor above the previous one.
  let containers: [any UIAppearanceContainer.Type]

  private init(viewClass: UIView.Type, containers: [any UIAppearanceContainer.Type]) {
    self.viewClass = viewClass
    self.containers = containers
  }

  /// The proxies made so far, in the order made.
  private static var registry: [UIAppearanceProxy] = []
  /// True until a proxy sets something: moves then skip the appearance walk.
  static var isEmpty = true
  /// True while a proxy writes to a view, so the write does not count as the app's own.
  static var isApplying = false

  /// The proxy for `viewClass` inside `containers`, made once.
  static func proxy(
    for viewClass: UIView.Type, containers: [any UIAppearanceContainer.Type]
  ) -> UIAppearanceProxy {
    func same(_ a: [any UIAppearanceContainer.Type], _ b: [any UIAppearanceContainer.Type]) -> Bool {
      a.count == b.count && zip(a, b).allSatisfy { ObjectIdentifier($0) == ObjectIdentifier($1) }
    }
    if let existing = registry.first(where: {
      $0.viewClass == viewClass && same($0.containers, containers)
    }) {
      return existing
    }
    let proxy = UIAppearanceProxy(viewClass: viewClass, containers: containers)
    registry.append(proxy)
    return proxy
  }

  /// Removes every proxy (model-only API): views already styled keep their colours.
  public static func removeAll() {
    registry = []
    isEmpty = true
  }

  /// Gives `view` and its subtree the proxies' values for the properties the app did not set
  /// on them.
  static func apply(to view: UIView) {
    guard !isEmpty else { return }
    isApplying = true
    defer { isApplying = false }
    applyTree(view)
  }

  private static func applyTree(_ view: UIView) {
    let matching = registry.filter { $0.matches(view) }
    if !view.appearanceExplicit.contains(.tintColor),
      let tint = best(matching, \.tintColor)
    {
      view.tintColor = tint
    }
    if !view.appearanceExplicit.contains(.backgroundColor),
      let background = best(matching, \.backgroundColor)
    {
      view.backgroundColor = background
    }
    if !view.appearanceExplicit.contains(.semanticContentAttribute),
      let attribute = best(matching, \.semanticContentAttribute),
      view.semanticContentAttribute != attribute
    {
      view.semanticContentAttribute = attribute
    }
    for subview in view.subviews { applyTree(subview) }
  }

  /// The value of the most specific proxy that sets it: most containers, then latest.
  private static func best<Value>(
    _ proxies: [UIAppearanceProxy], _ property: KeyPath<UIAppearanceProxy, Value?>
  ) -> Value? {
    var chosen: UIAppearanceProxy?
    for proxy in proxies where proxy[keyPath: property] != nil {
      if let current = chosen, current.containers.count > proxy.containers.count { continue }
      chosen = proxy
    }
    return chosen?[keyPath: property]
  }

  /// Whether `view` is of the proxy's class and sits inside its containers.
  private func matches(_ view: UIView) -> Bool {
    guard view.isKind(of: viewClass) else { return false }
    var ancestor = view.superview
    for container in containers {
      while let current = ancestor, !current.isKind(of: container) {
        ancestor = current.superview
      }
      guard ancestor != nil else { return false }
      ancestor = ancestor?.superview
    }
    return true
  }
}

extension UIView {
  /// The appearance proxy of this class: values set on it apply to every view of the class
  /// and its subclasses when it joins a hierarchy (see ``UIAppearanceProxy``).
  public class func appearance() -> UIAppearanceProxy {
    UIAppearanceProxy.proxy(for: self, containers: [])
  }

  /// The appearance proxy of this class inside the given containers, nearest first: a view
  /// matches when the first type is one of its ancestors, the second an ancestor of that, and
  /// so on (UIKit's "partial ordering" of containers).
  public class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIAppearanceProxy {
    UIAppearanceProxy.proxy(for: self, containers: containerTypes)
  }
}
