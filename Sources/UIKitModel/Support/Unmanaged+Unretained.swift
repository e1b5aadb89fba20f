extension Unmanaged {
  /// An unretained reference to `object`, nil for nil: how the model stores back pointers
  /// (superview, owning view, installer, a tether's view) that walks read with no retain and
  /// release (see ``LayoutItemTether``). No closure (`Optional.map`): on the main actor each
  /// call of one pays an executor check.
  @inline(__always)
  static func unretained(_ object: Instance?) -> Unmanaged? {
    guard let object else { return nil }
    return passUnretained(object)
  }
}
