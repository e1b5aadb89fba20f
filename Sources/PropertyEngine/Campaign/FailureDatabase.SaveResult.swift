extension FailureDatabase {
  /// Where an entry is stored, and whether this save wrote it or found it already there.
  ///
  /// ```swift
  /// let saved = try FailureDatabase(directory: "failures").save(entry)
  /// print(saved.wasWritten ? "Saved to \(saved.path)" : "Already saved at \(saved.path)")
  /// // Saved to failures/reverse-8f0d4a3c2b1e5f67.json
  /// ```
  public struct SaveResult: Hashable, Sendable {
    /// The entry's file path.
    public var path: String
    /// True when this save created the file; false when a file of that name already existed.
    public var wasWritten: Bool

    /// Creates a save result.
    ///
    /// - Parameters:
    ///   - path: The entry's file path.
    ///   - wasWritten: Whether the file was created by this save.
    public init(path: String, wasWritten: Bool) {
      self.path = path
      self.wasWritten = wasWritten
    }
  }
}
