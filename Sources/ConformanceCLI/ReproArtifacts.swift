import NavigationLayoutConformance

/// The repro files the CLI writes and reads besides its own reports: Seeds JSON files and
/// SVG pictures of a failing step, through the library's codec and renderer.
struct ReproArtifacts {
  /// The Seeds JSON text for a counterexample.
  func seedsFile(for counterexample: Counterexample, delegate: String) -> String? {
    counterexample.json
  }

  /// An SVG picture of the counterexample's failing step; nil for a trap (no snapshot).
  func picture(of counterexample: Counterexample) -> String? { counterexample.svg }

  /// The scenario a Seeds file holds.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: Its path, for messages.
  /// - Throws: A bad-input error naming the file, line and fix (exit 65).
  func scenarios(inSeedsFile text: String, path: String) throws(CommandLineError) -> [Scenario] {
    do {
      return [try SeedFile(parsing: text, file: path).scenario]
    } catch {
      throw .badInput(error.description)
    }
  }
}
