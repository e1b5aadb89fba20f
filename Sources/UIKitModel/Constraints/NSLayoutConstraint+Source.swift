// Who made a constraint (ConstraintSource), worked out only when a finding asks: the call site
// is recorded on creation, the rest read from what the engine already knows.

extension NSLayoutConstraint {
  /// What made the constraint: the app at ``callSite``, UIKit on a view's behalf, or the SDK.
  /// Model-only; see ``ConstraintSource``.
  public var source: ConstraintSource {
    switch origin {
    case .app:
      if isFrameworkOwned {
        return ConstraintSource(maker: .sdk, what: identifier ?? "component size")
      }
      if let callSite, callSite.isFrameworkCode {
        let sdk = callSite.module.hasPrefix("GoogleNavigation")
        // Named by the type whose file made it (`GMSNavigationHidingStackView`).
        let type = callSite.fileName.prefix { $0 != "+" && $0 != "." }
        return ConstraintSource(maker: sdk ? .sdk : .uikit, what: identifier ?? String(type))
      }
      return ConstraintSource(maker: .app, callSite: callSite)
    case .stackView(let identifier):
      return ConstraintSource(
        maker: .uikit, what: "UIStackView '\(identifier)'",
        callSite: appAdditionSite(arrangedOnly: true))
    case .autoresizing(let mask):
      return ConstraintSource(
        maker: .uikit,
        what: "autoresizing mask \(mask) (translatesAutoresizingMaskIntoConstraints)",
        callSite: appAdditionSite(arrangedOnly: false))
    case .guide(let name): return ConstraintSource(maker: .uikit, what: name)
    case .contentSize, .contentSizeListing:
      return ConstraintSource(maker: .uikit, what: "intrinsic content size")
    case .rootFrame:
      return ConstraintSource(maker: .uikit, what: displayIdentifier ?? "root view size")
    case .sizeFloor: return ConstraintSource(maker: .uikit, what: "size ≥ 0")
    }
  }

  /// Whether the app's own code made the constraint: ``source``'s maker is the app. Answered
  /// without building the source's text, since snapshots ask it of every constraint.
  public var isAppMade: Bool {
    guard case .app = origin, !isFrameworkOwned else { return false }
    return callSite?.isFrameworkCode != true
  }

  /// The line of app code that added the first of the constraint's views that app code added
  /// (with `arrangedOnly`, arranged in a stack view, not the stack itself): what a constraint
  /// UIKit makes on a view's behalf traces back to.
  private func appAdditionSite(arrangedOnly: Bool) -> CallSite? {
    for item in [firstLayoutItem, secondLayoutItem] {
      guard let view = item as? UIView, let site = view.addedAt, !site.isFrameworkCode,
        !arrangedOnly || view.superview is UIStackView
      else { continue }
      return site
    }
    return nil
  }
}
