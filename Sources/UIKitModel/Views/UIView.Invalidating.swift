import Foundation

/// Something a view property's change invalidates: UIKit's `UIViewInvalidating` (iOS 17).
@preconcurrency @MainActor
public protocol UIViewInvalidating {
  /// Invalidates this aspect of `view`.
  func invalidate(view: UIView)
}

extension UIView {
  /// The invalidations UIKit defines for ``Invalidating``.
  public enum Invalidations {
    /// Calls `setNeedsLayout()`.
    public struct Layout: UIViewInvalidating {
      /// The invalidation.
      public init() {}
      /// Invalidates `view`.
      public func invalidate(view: UIView) { view.setNeedsLayout() }
    }
    /// Calls `setNeedsUpdateConstraints()`.
    public struct Constraints: UIViewInvalidating {
      /// The invalidation.
      public init() {}
      /// Invalidates `view`.
      public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
    }
    /// Calls `invalidateIntrinsicContentSize()`.
    public struct IntrinsicContentSize: UIViewInvalidating {
      /// The invalidation.
      public init() {}
      /// Invalidates `view`.
      public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
    }
    /// Asks for a redraw; the model draws nothing, so it does nothing.
    public struct Display: UIViewInvalidating {
      /// The invalidation.
      public init() {}
      /// Invalidates `view`.
      public func invalidate(view: UIView) {}
    }
  }

  /// A view property that invalidates layout, constraints, intrinsic size or display when
  /// its value changes: UIKit's `@Invalidating` (iOS 17).
  ///
  /// Writing an equal value invalidates nothing. Up to four invalidations, in the order
  /// given, each once per change.
  ///
  /// ```swift
  /// final class BadgeView: UIView {
  ///   @Invalidating(.intrinsicContentSize, .layout) var count = 0
  /// }
  /// ```
  @preconcurrency @MainActor
  @propertyWrapper
  public struct Invalidating<Value: Equatable> {
    private var stored: Value
    private let invalidations: [any UIViewInvalidating]

    /// A property invalidating `first` on change.
    public init<I1: UIViewInvalidating>(wrappedValue: Value, _ first: I1) {
      stored = wrappedValue
      invalidations = [first]
    }

    /// A property invalidating `first` and `second` on change.
    public init<I1: UIViewInvalidating, I2: UIViewInvalidating>(
      wrappedValue: Value, _ first: I1, _ second: I2
    ) {
      stored = wrappedValue
      invalidations = [first, second]
    }

    /// A property invalidating three things on change.
    public init<I1: UIViewInvalidating, I2: UIViewInvalidating, I3: UIViewInvalidating>(
      wrappedValue: Value, _ first: I1, _ second: I2, _ third: I3
    ) {
      stored = wrappedValue
      invalidations = [first, second, third]
    }

    /// A property invalidating four things on change.
    public init<
      I1: UIViewInvalidating, I2: UIViewInvalidating, I3: UIViewInvalidating,
      I4: UIViewInvalidating
    >(wrappedValue: Value, _ first: I1, _ second: I2, _ third: I3, _ fourth: I4) {
      stored = wrappedValue
      invalidations = [first, second, third, fourth]
    }

    /// Reads and writes go through the view (the enclosing-instance form), so a change can
    /// invalidate it.
    public static subscript<EnclosingSelf: UIView>(
      _enclosingInstance view: EnclosingSelf,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Invalidating>
    ) -> Value {
      get { view[keyPath: storageKeyPath].stored }
      set {
        let old = view[keyPath: storageKeyPath].stored
        view[keyPath: storageKeyPath].stored = newValue
        guard old != newValue else { return }
        for invalidation in view[keyPath: storageKeyPath].invalidations {
          invalidation.invalidate(view: view)
        }
      }
    }

    /// Only the enclosing-instance subscript is used; the wrapper works in views only.
    @available(*, unavailable, message: "@Invalidating is for properties of UIView subclasses")
    public var wrappedValue: Value {
      get { stored }
      set { stored = newValue }
    }
  }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
  /// Invalidates layout.
  public static var layout: Self { Self() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
  /// Invalidates constraints.
  public static var constraints: Self { Self() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
  /// Invalidates the intrinsic content size.
  public static var intrinsicContentSize: Self { Self() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
  /// Invalidates display.
  public static var display: Self { Self() }
}
