/// One thing the SDK model saw happen, in order: a delegate call, a legacy API use, a write
/// inside a Google component, or an `isHidden` write on a view a hiding stack manages.
///
/// Components and views are named by stable strings (component kind and part, the view's
/// accessibility identifier or class), never by addresses, so records are deterministic.
public enum NavigationRecord: Hashable, Sendable, CustomStringConvertible {
  /// The SDK called the delegate (with no delegate installed nothing is recorded).
  case callback(DelegateCallback)
  /// A legacy layout API was used; `delegateInstalled` says whether a layout delegate was set
  /// (only then is it a violation, rule NLC-013).
  case legacyAPI(LegacyLayoutAPI, delegateInstalled: Bool)
  /// Something outside the SDK changed a Google component's internal hierarchy, or one of its
  /// own properties the SDK owns (rule NLC-014): `component` is its kind, `part` the internal
  /// view or "self", `change` what happened, naming the property (e.g. `alpha = 0.5`).
  case componentTampered(component: String, part: String, change: String)
  /// Something other than its hiding stack wrote `isHidden` on an arranged view (rule NLC-015).
  case hiddenWriteOnManagedView(view: String, value: Bool)

  /// A one-line account, e.g. `legacy API padding (delegate installed)`.
  public var description: String {
    switch self {
    case .callback(let callback): "callback \(callback.rawValue)"
    case .legacyAPI(let api, let installed):
      "legacy API \(api.rawValue)\(installed ? " (delegate installed)" : "")"
    case .componentTampered(let component, let part, let change):
      "\(component).\(part): \(change)"
    case .hiddenWriteOnManagedView(let view, let value): "isHidden = \(value) on \(view)"
    }
  }
}
