import Cassowary

/// A view or layout guide: anything an anchor belongs to and the engine positions.
@MainActor
protocol LayoutItem: AnyObject {
  /// The item's unknowns in the solver of its root.
  var variables: LayoutVariables { get }
  /// What references to the item go through (see ``LayoutItemTether``).
  var tether: LayoutItemTether { get }
  /// The view itself, or the owning view of a guide; nil for a guide not yet added.
  var hostView: UIView? { get }
  /// The object number shown in logs (`0x1`), assigned on first print.
  var logAddress: Int? { get set }
  /// The class name and extra text UIKit prints, e.g. `UIView` or
  /// `UILayoutGuide` + `'UIViewSafeAreaLayoutGuide'`.
  var logClassName: String { get }
  /// Quoted extra text after the address (an identifier), or empty.
  var logSuffix: String { get }
}
