import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import Testing

@Suite struct SeedFileTests {
  @Test func everyEventScenarioRoundTrips() throws {
    let seed = SeedFile(
      name: "every-event", provenance: "fixture", scenario: ReproFixtures.everyEvent,
      relationID: "NLC-017", expected: [.init(delegate: "reference", verdict: "conforming")])
    let read = try SeedFile(parsing: seed.json, file: "x.json")
    #expect(read.scenario == seed.scenario)
    #expect(read.relationID == "NLC-017")
    #expect(read.expected == seed.expected)
    #expect(read.json == seed.json)
  }

  @Test(arguments: [ReproFixtures.splitView, ReproFixtures.freeSize])
  func windowsAndFreeSizesRoundTrip(scenario: Scenario) throws {
    let seed = SeedFile(name: "n", provenance: "p", scenario: scenario)
    #expect(try SeedFile(parsing: seed.json).scenario == scenario)
  }

  @Test func smallScenarioGolden() {
    let seed = SeedFile(
      name: "tiny", provenance: "guide", scenario: Scenario(device: .iPhoneSE).enableNavigation(),
      expected: [
        .init(delegate: "reference", verdict: "conforming"),
        .init(delegate: "portrait", verdict: "NLC-006"),
      ])
    #expect(
      seed.json == """
        {
          "schemaVersion": 1,
          "name": "tiny",
          "provenance": "guide",
          "scenario": {
            "environment": {
              "device": "iPhone SE",
              "orientation": "portrait",
              "window": "fullScreen",
              "size": [375, 667],
              "safeAreaInsets": {"top": 20, "left": 0, "bottom": 0, "right": 0},
              "layoutDirection": "leftToRight",
              "scale": 2
            },
            "events": [
              {"event": "enableNavigation"}
            ]
          },
          "expected": {
            "reference": "conforming",
            "portrait": "NLC-006"
          }
        }

        """)
  }

  /// A hand-written file: the device gives size and insets, `rotate` is read as a resize.
  @Test func handWrittenShortFormReads() throws {
    let seed = try SeedFile(
      parsing: """
        \u{FEFF}{"schemaVersion": 1, "name": "r", "provenance": "p",
         "scenario": {"environment": {"device": "iPhone 15", "orientation": "portrait"},
          "events": [{"event": "enableNavigation"}, {"event": "rotate", "orientation": "landscapeRight"}]}}
        """)
    #expect(
      seed.scenario == Scenario(device: .iPhone15).enableNavigation().rotate(to: .landscapeRight))
    #expect(seed.expected.isEmpty)
  }

  static let valid = """
    {
      "schemaVersion": 1,
      "name": "rotate",
      "provenance": "p",
      "scenario": {
        "environment": {
          "device": "iPhone 15",
          "orientation": "portrait"
        },
        "events": [
          {"event": "enableNavigation"},
          {"event": "startGuidance"}
        ]
      },
      "expected": {"reference": "conforming"}
    }
    """

  /// Each case replaces one text of the valid file and expects one exact message.
  @Test(arguments: [
    (
      "\"portrait\"", "\"sideways\"",
      "Seeds/rotate.json:8: \"orientation\" must be one of portrait, landscapeLeft, landscapeRight"
    ),
    (
      "\"schemaVersion\": 1", "\"schemaVersion\": 2",
      "Seeds/rotate.json:2: \"schemaVersion\" must be 1, the only version this nav-layout-check reads"
    ),
    (
      "\"name\": \"rotate\",", "",
      "Seeds/rotate.json:2: the file needs \"name\": a short name, like the file's"
    ),
    (
      "\"name\": \"rotate\"", "\"name\": 7",
      "Seeds/rotate.json:3: \"name\" must be a string"
    ),
    (
      "\"orientation\": \"portrait\"", "\"orientation\": 1",
      "Seeds/rotate.json:8: \"orientation\" must be one of portrait, landscapeLeft, landscapeRight"
    ),
    (
      "\"device\": \"iPhone 15\",", "\"device\": \"iPhone 99\",",
      "Seeds/rotate.json:7: \"device\" must be one of \"iPhone SE\", \"iPhone 13 mini\", "
        + "\"iPhone 15\", \"iPhone 16 Pro\", \"iPhone 15 Pro Max\", \"iPad mini\", "
        + "\"iPad Pro 11-inch\", \"iPad Pro 12.9-inch\", or null for a free size"
    ),
    (
      "{\"event\": \"startGuidance\"}", "{\"event\": \"jump\"}",
      "Seeds/rotate.json:12: \"event\" must be one of enableNavigation, startGuidance, showPrompt, "
        + "changePrompt, hidePrompt, stopGuidance, disableNavigation, resize, speedWidget, "
        + "recenter, advanceTime, rotate"
    ),
    (
      "{\"event\": \"startGuidance\"}", "{\"event\": \"hidePrompt\"}",
      "Seeds/rotate.json:12: event 2 (hidePrompt) is not legal when the SDK is ready; see "
        + "CONFORMANCE.md §1c for where each event may happen"
    ),
    (
      "{\"event\": \"startGuidance\"}", "{\"event\": \"speedWidget\"}",
      "Seeds/rotate.json:12: event 2 needs \"state\": one of none, speed, limit, both"
    ),
    (
      "{\"event\": \"startGuidance\"}", "{\"event\": \"advanceTime\", \"seconds\": -1}",
      "Seeds/rotate.json:12: \"seconds\" must be a number of seconds, 0 or more"
    ),
    (
      "\"orientation\": \"portrait\"", "\"orientation\": \"portrait\", \"colour\": 1",
      "Seeds/rotate.json:8: unknown member \"colour\" in \"environment\"; expected device, "
        + "orientation, window, size, safeAreaInsets, layoutDirection, scale, contentSizeCategory, "
        + "configuration"
    ),
    (
      "\"events\": [", "\"events\": {",
      "Seeds/rotate.json:11: invalid JSON: expected a quoted member name; check for a missing "
        + "bracket, comma or quote"
    ),
    (
      "{\"reference\": \"conforming\"}", "{\"reference\": \"fine\"}",
      "Seeds/rotate.json:15: \"reference\" must be \"conforming\" or a rule ID from NLC-001 to NLC-026"
    ),
  ])
  func badFileGetsOneClearMessage(find: String, replace: String, message: String) {
    let text = Self.valid.replacingOccurrences(of: find, with: replace)
    #expect(throws: SeedFileError.self) { try SeedFile(parsing: text, file: "Seeds/rotate.json") }
    do {
      _ = try SeedFile(parsing: text, file: "Seeds/rotate.json")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func truncatedEmptyAndMissingFiles() {
    let truncated = Self.valid.split(separator: "\n").prefix(11).joined(separator: "\n")
    #expect(
      message(truncated) == "Seeds/rotate.json:11: invalid JSON: unexpected end of file; "
        + "check for a missing bracket, comma or quote")
    #expect(
      message("") == "Seeds/rotate.json:1: the file is empty; a Seeds file is a JSON object "
        + "{\"schemaVersion\": 1, \"name\": …, \"provenance\": …, \"scenario\": …}")
    #expect(message("\u{FEFF}\n") == message(""))
    #expect(
      message("[1]") == "Seeds/rotate.json:1: the document must be an object; a Seeds file "
        + "is a JSON object {\"schemaVersion\": 1, \"name\": …, \"provenance\": …, \"scenario\": …}"
    )
    #expect(
      message(
        Self.valid.replacingOccurrences(of: ",\n      \"orientation\": \"portrait\"", with: ""))
        == "Seeds/rotate.json:7: \"environment\" needs \"orientation\": one of portrait, "
        + "landscapeLeft, landscapeRight")
    #expect(
      throws: SeedFileError(
        file: "/no/such.json", line: 0,
        message: "cannot be read; check the path and permissions")
    ) {
      try SeedFile(contentsOf: "/no/such.json")
    }
    #expect(
      SeedFileError(file: "/no/such.json", line: 0, message: "m").description == "/no/such.json: m")
  }

  private func message(_ text: String) -> String? {
    do {
      _ = try SeedFile(parsing: text, file: "Seeds/rotate.json")
      return nil
    } catch {
      return error.description
    }
  }
}
