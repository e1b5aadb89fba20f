extension RuleCatalogue {
  /// The catalogue's rule IDs as a range for messages, `NLC-001 to NLC-022`: taken from the
  /// catalogue, so a new rule never leaves a message naming the old last one.
  public static var idRange: String {
    let ids = entries.map(\.id)
    return "\(ids.first ?? "") to \(ids.last ?? "")"
  }
}
