import Foundation
import GoogleNavigation
import GoogleNavigationModel
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// Issue 17: environments nobody could meet are refused with one line naming the file, the
/// line, the value, the limit and the fix, instead of being blamed on the delegate.
@Suite struct PlausibilityLimitTests {
  /// A file with `environment` on line 6 and `events` on line 7.
  static func file(environment: String, events: String = #"{"event": "enableNavigation"}"#)
    -> String
  {
    """
    {
      "schemaVersion": 1,
      "name": "x",
      "provenance": "y",
      "scenario": {
        "environment": \(environment),
        "events": [\(events)]
      }
    }
    """
  }

  static let free = #"{"device": null, "orientation": "portrait", "size": [320, 480]"#

  static let cases: [(text: String, message: String)] = [
    (file(environment: #"{"device": null, "orientation": "portrait", "size": [0, 0]}"#),
     "s.json:6: map width 0 pt is below the limit of 200 pt; give a size a device or window could have"),
    (file(environment: #"{"device": null, "orientation": "portrait", "size": [1e300, 480]}"#),
     "s.json:6: map width 1e+300 pt is above the limit of 4096 pt; give a size a device or window could have"),
    (file(environment: free + #", "safeAreaInsets": {"top": 200, "left": 0, "bottom": 200, "right": 0}}"#),
     "s.json:6: the safe area of the map, 320×80 pt, is below the limit of 100 pt each way; make the insets smaller than the map"),
    (file(environment: free + #", "configuration": {"metrics": {"logoSize": [5000, 24]}}}"#),
     #"s.json:6: metrics "logoSize" 5000 pt is above the limit of 400 pt; keep the component's size one a screen can hold"#),
    (file(environment: #"{"device": "iPhone 15", "orientation": "portrait", "window": {"splitView": 900}}"#),
     "s.json:6: split view width 900 pt is wider than the iPhone 15's 393 pt screen; give a width up to the screen's"),
    (file(
      environment: free + "}",
      events: #"{"event": "enableNavigation"}, {"event": "startGuidance"}, {"event": "showPrompt", "contentHeight": 1e9}"#),
     "s.json:7: prompt content height 1000000000 pt is above the limit of 1000 pt; give a prompt a map can show"),
    (file(
      environment: free + "}",
      events: #"{"event": "enableNavigation"}, {"event": "resize", "size": [1e308, 400]}"#),
     "s.json:7: resized map width 1e+308 pt is above the limit of 4096 pt; give a size a device or window could have"),
  ]

  @Test(arguments: cases.indices)
  func anImplausibleEnvironmentIsRefused(_ index: Int) {
    let (text, message) = Self.cases[index]
    #expect(throws: SeedFileError.self) { try SeedFile(parsing: text, file: "s.json") }
    do {
      _ = try SeedFile(parsing: text, file: "s.json")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aFileTooLargeOrTooLongIsRefused() {
    let events = Array(repeating: #"{"event": "advanceTime", "seconds": 1}"#, count: 1_001)
      .joined(separator: ", ")
    do {
      _ = try SeedFile(parsing: Self.file(environment: Self.free + "}", events: events), file: "s.json")
      Issue.record("1,001 events were accepted")
    } catch {
      #expect(
        error.description
          == "s.json:7: 1001 events is above the limit of 1000 events a scenario may hold; split it into shorter seeds")
    }
    let padding = String(repeating: " ", count: 1 << 20)
    do {
      _ = try SeedFile(parsing: Self.file(environment: Self.free + "}") + padding, file: "s.json")
      Issue.record("a file over 1 MiB was accepted")
    } catch {
      #expect(error.description.hasPrefix("s.json:1: the file is 1048"))
      #expect(error.description.hasSuffix(" bytes, above the limit of 1048576 bytes for a Seeds file; split it into shorter seeds"))
    }
  }

  /// The API refuses what a file would: a 1e9-pt prompt is not the delegate's fault.
  @Test func theAPIRefusesAnImplausibleScenario() {
    let scenario = Scenario(device: .iPhone15).enableNavigation().startGuidance()
      .showPrompt(contentHeight: 1e9)
    #expect(
      throws: ConformanceError.scenarioNotRunnable(
        "implausible scenario: event 3: prompt content height 1000000000 pt is above the limit "
          + "of 1000 pt; give a prompt a map can show (limits: CONFORMANCE.md §3)")
    ) {
      try Conformance.check(scenario) { ReferenceLayoutDelegate() }
    }
  }
}
