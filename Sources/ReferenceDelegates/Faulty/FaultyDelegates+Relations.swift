extension FaultyDelegates {
  /// Faulty delegates for the relations rules.
  static var relations: [FaultyDelegate] { [] }
}
