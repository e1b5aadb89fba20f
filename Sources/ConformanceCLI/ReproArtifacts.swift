import GoogleNavigationModel
import NavigationLayoutConformance

/// The repro files the CLI writes and reads besides its own reports: Seeds JSON files and
/// SVG pictures of a failing step, through the library's codec and renderer.
struct ReproArtifacts {
  /// The Seeds JSON text for a counterexample, with the campaign that found it, so
  /// `replay FILE` checks the same delegate and rules.
  func seedsFile(for counterexample: Counterexample, campaign: SeedCampaign) -> String? {
    var file = counterexample.seedFile
    file.campaign = campaign
    return file.json
  }

  /// An SVG picture of the counterexample's failing step, for a metamorphic relation beside
  /// the variant run's layout at that step; nil for a trap (no snapshot).
  func picture(
    of counterexample: Counterexample, configuration: ConformanceConfiguration,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) -> String? {
    guard let picture = counterexample.picture else { return nil }
    guard
      let variant = counterexample.variantPicture(configuration: configuration, delegate: delegate)
    else { return ReproSVG.render(picture) }
    return ReproSVG.render(sideBySide: [picture, variant])
  }
}
