/// The one object through which every back reference to a view or layout guide goes: it
/// reads nil once the item is deallocated, as a Swift `weak` reference does (from
/// `UIView`'s or `UILayoutGuide`'s own `deinit` on; a subclass's `deinit` body, which runs
/// first, still reads the item: CONFORMANCE.md AL-UIK-016).
///
/// Why not `weak`: the first weak reference to an object gives it a side table, and from then
/// on every retain and release of that object takes the runtime's slow path. Views are
/// retained and released constantly (each constraint, superview and guide pointed at them
/// weakly), and in a conformance campaign that was a fifth of the time. The item owns its
/// tether and clears it in `deinit`; holders keep the tether strongly and read through it.
/// Unchecked `Sendable` only so a nonisolated `deinit` may clear it: like every model
/// object, it is touched on the main actor alone.
final class LayoutItemTether: @unchecked Sendable {
  /// The item, or nil once it is gone. Unowned and unchecked: the item clears it in its
  /// `deinit`, before the memory can be reused.
  nonisolated(unsafe) unowned(unsafe) var item: (any LayoutItem)?
  /// The same item when it is a view, so view-typed reads need no dynamic cast.
  var view: UIView? {
    get { viewReference?.takeUnretainedValue() }
    set { viewReference = Unmanaged.unretained(newValue) }
  }
  /// The view pointer itself, for identity checks with no retain and release.
  nonisolated(unsafe) var viewReference: Unmanaged<UIView>?
  /// The same item when it is a layout guide, so its owning view is read without an
  /// existential call or a retain (``NSLayoutConstraint/refers(into:)`` runs for every
  /// constraint above a removed view).
  nonisolated(unsafe) var guideReference: Unmanaged<UILayoutGuide>?

  /// Whether the item still exists (``item`` is not nil).
  var isAlive: Bool { viewReference != nil || guideReference != nil }

  /// The item's ``LayoutItem/hostView``, unretained: the view itself, or a guide's owning
  /// view; nil for a guide not added to a view, or once the item is gone.
  var host: Unmanaged<UIView>? {
    if let viewReference { return viewReference }
    return guideReference?.takeUnretainedValue().owningViewReference
  }

  nonisolated init() {}
}

/// A reference to a view that reads nil once the view is deallocated, like a Swift `weak`
/// reference, without giving the view a side table (see ``LayoutItemTether``). For model
/// code: the model's back references to views go through it, as a value or as a property
/// wrapper.
///
/// ```swift
/// @WeakView var mapView: GMSMapView? = nil
/// let stack = WeakView(hidingStack)
/// stack.view  // the stack while it lives, nil after
/// ```
@MainActor
@propertyWrapper
package struct WeakView<View: UIView> {
  private var tether: LayoutItemTether?

  /// A reference to `view`; nil reads nil.
  package init(_ view: View?) {
    tether = view?.tether
  }

  /// As a property wrapper: the property starts out referring to `wrappedValue`.
  package init(wrappedValue: View?) {
    self.init(wrappedValue)
  }

  /// As a property wrapper: the view, or nil once it has been deallocated.
  package var wrappedValue: View? {
    get { view }
    set { tether = newValue?.tether }
  }

  /// The view, or nil once it has been deallocated.
  package var view: View? {
    guard let view = tether?.view else { return nil }
    // The tether was made from a `View` and only ever holds that object or nil.
    return unsafeDowncast(view, to: View.self)
  }
}
