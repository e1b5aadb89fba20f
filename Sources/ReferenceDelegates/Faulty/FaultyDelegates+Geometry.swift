extension FaultyDelegates {
  /// Faulty delegates for the geometry rules.
  static var geometry: [FaultyDelegate] { [] }
}
