import NavigationLayoutConformance

/// The repro files the CLI writes and reads besides its own reports: Seeds JSON files and
/// SVG pictures of a failing step.
///
/// TODO(lead): connect to the Seeds JSON codec and the SVG renderer being written in
/// Sources/NavigationLayoutConformance/Reports/ (branch `repros`): make a conforming type that
/// calls them and pass it in ``ConformanceCommand`` instead of ``PendingReproArtifacts``.
/// Decoding errors must become `CommandLineError.badInput` with the file, line and fix
/// (exit 65).
protocol ReproArtifacts {
  /// The Seeds JSON text for a counterexample, or nil when no codec is connected.
  func seedsFile(for counterexample: Counterexample, delegate: String) -> String?
  /// An SVG picture of the counterexample's failing step, or nil when no renderer is
  /// connected or the case has no snapshot (a trap).
  func picture(of counterexample: Counterexample) -> String?
  /// The scenarios a Seeds file holds.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: Its path, for messages.
  /// - Throws: A bad-input error naming the file, line and fix.
  func scenarios(inSeedsFile text: String, path: String) throws(CommandLineError) -> [Scenario]
}

/// Stands in until the Seeds codec and the SVG renderer are connected: writes nothing and
/// reads no Seeds file.
struct PendingReproArtifacts: ReproArtifacts {
  func seedsFile(for counterexample: Counterexample, delegate: String) -> String? { nil }

  func picture(of counterexample: Counterexample) -> String? { nil }

  func scenarios(inSeedsFile text: String, path: String) throws(CommandLineError) -> [Scenario] {
    throw .badInput(
      "\(path): Seeds files cannot be replayed by this build yet; replay the failure's token "
        + "instead (replay pe1.…)")
  }
}
