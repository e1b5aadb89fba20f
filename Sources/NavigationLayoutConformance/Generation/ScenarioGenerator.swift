import Foundation
import GoogleNavigationModel
import PropertyEngine
import UIKitModel

/// Draws conformance cases: an environment from a preset, then legal events only, phase by
/// phase, with swarm testing (each case switches off a random subset of event kinds).
/// DESIGN.md §5.
///
/// Every choice is arranged so the shrinker's simpler values are the simpler scenario: the
/// smallest device (index 0), portrait full screen, left to right, the default metrics and
/// settings, fewer events, the first legal event of each phase (`enableNavigation`, then
/// `startGuidance`), no relation.
struct ScenarioGenerator: Sendable {
  let preset: EnvironmentPreset
  /// The relations a case may draw, by ID, in catalogue order.
  let relationIDs: [String]
  /// The most events a case holds.
  static let maximumEvents = 24

  /// The generator.
  var gen: Gen<ConformanceCase> {
    let preset = preset
    let relations = relationIDs
    return Gen { recorder throws(GenerationStop) in
      var draw = ScenarioDraw(recorder: recorder, preset: preset)
      let environment = try recorder.withSpan("environment") { () throws(GenerationStop) in
        try draw.environment()
      }
      let events = try recorder.withSpan("events") { () throws(GenerationStop) in
        try draw.events(in: environment)
      }
      var relationID: String?
      if !relations.isEmpty {
        let weights = [UInt64(4 * relations.count)] + relations.map { _ in UInt64(1) }
        let index = try recorder.draw(.weightedPick(weights: weights))
        if index > 0 { relationID = relations[Int(index) - 1] }
      }
      return ConformanceCase(
        scenario: Scenario(environment: environment, events: events), relationID: relationID)
    }
  }
}
