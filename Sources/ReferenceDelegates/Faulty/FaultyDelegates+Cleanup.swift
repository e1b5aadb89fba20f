extension FaultyDelegates {
  /// Faulty delegates for the cleanup rules.
  static var cleanup: [FaultyDelegate] { [] }
}
