import Foundation
import PropertyEngine
import Testing

/// Seeds/ and the failure database: replayed first, written on failure, bad files rejected
/// with one clear message.
@Suite("Failure database and Seeds")
struct FailureDatabaseTests {
  static let seven = Property("seven", Gen.arrays(of: Gen<Int>.integers(in: 0...9))) {
    list, context in
    try context.require(!list.contains(7), identity: "seven", "\(list)")
  }

  static func write(_ text: String, to directory: String, name: String) throws -> String {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("a failure is saved, then replayed first by the next campaign")
  func saveAndReplay() throws {
    let directory = TestSupport.temporaryDirectory("database")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var configuration = CampaignConfiguration(seed: 2)
    configuration.maximumCases = 1000
    configuration.databaseDirectory = directory
    let first = try Campaign(property: Self.seven, configuration: configuration).run()
    #expect(first.counterexamples.map(\.valueDescription) == ["[7]"])
    let saved = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(saved == ["seven-14fc0de2bbcae91b.json"])
    let text = try String(contentsOfFile: directory + "/" + saved[0], encoding: .utf8)
    #expect(
      text == """
        {"schemaVersion":1,"property":"seven","identity":"seven","choices":"pe1.AQcA","summary":"[7]"}

        """)
    var events: [CampaignEvent] = []
    configuration.seed = 99
    let second = try Campaign(property: Self.seven, configuration: configuration).run {
      events.append($0)
    }
    #expect(
      events.dropFirst().first
        == .corpusEntryReplayed(
          path: directory + "/" + saved[0],
          outcome: .failed(PropertyFailure(identity: "seven", message: "[7]"))))
    #expect(second.counterexamples.first?.origin == .corpus(path: directory + "/" + saved[0]))
    #expect(second.summary.casesRun == 0)
  }

  @Test("a database entry that no longer fails is retired")
  func retire() throws {
    let directory = TestSupport.temporaryDirectory("retire")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let entry = CorpusEntry(
      property: "seven", identity: "seven", token: ReplayToken(sequence: [1, 3, 0]), summary: "[3]")
    let path = try FailureDatabase(directory: directory).save(entry).path
    var configuration = CampaignConfiguration(seed: 4)
    configuration.maximumCases = 1
    configuration.databaseDirectory = directory
    var events: [CampaignEvent] = []
    _ = try Campaign(property: Self.seven, configuration: configuration).run { events.append($0) }
    #expect(events.contains(.corpusEntryRetired(path: path)))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a counterexample that cannot be saved is kept in the result with a one-line warning")
  func saveFails() throws {
    let directory = TestSupport.temporaryDirectory("unwritable")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A regular file where the database directory should go: creating it fails, even as root.
    let blocker = try Self.write("", to: directory, name: "blocker")
    var configuration = CampaignConfiguration(seed: 2)
    configuration.maximumCases = 1000
    configuration.databaseDirectory = blocker + "/failures"
    var lines: [String] = []
    let recorder = HumanReadableRecorder()
    let result = try Campaign(property: Self.seven, configuration: configuration).run {
      lines += recorder.lines(for: $0, maximumCases: 1000)
    }
    let expected = PropertyEngineError.databaseNotWritable(
      path: blocker + "/failures", reason: "Not a directory")
    #expect(result.counterexamples.map(\.valueDescription) == ["[7]"])
    #expect(result.saveFailures == [expected])
    #expect(
      expected.description
        == "\(blocker)/failures: could not save the counterexample: Not a directory. Make the "
        + "failure database directory writable or set databaseDirectory to one that is; "
        + "meanwhile replay the counterexample from the token in its report.")
    #expect(lines.filter { $0.hasPrefix("Not saved") } == ["Not saved: \(expected)"])
    #expect(!lines.contains { $0.hasPrefix("Saved to") })
  }

  @Test("an entry already in the database is reported as already saved, not saved again")
  func alreadySaved() throws {
    let directory = TestSupport.temporaryDirectory("already-saved")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var configuration = CampaignConfiguration(seed: 2)
    configuration.maximumCases = 1000
    configuration.databaseDirectory = directory
    var first: [CampaignEvent] = []
    _ = try Campaign(property: Self.seven, configuration: configuration).run { first.append($0) }
    let path = directory + "/seven-14fc0de2bbcae91b.json"
    #expect(
      first.filter { $0.kind.hasPrefix("counterexample") && $0.kind.hasSuffix("Saved") }
        == [.counterexampleSaved(path: path)])
    var second: [CampaignEvent] = []
    _ = try Campaign(property: Self.seven, configuration: configuration).run { second.append($0) }
    #expect(
      second.filter { $0.kind.hasPrefix("counterexample") && $0.kind.hasSuffix("Saved") }
        == [.counterexampleAlreadySaved(path: path)])
    #expect(
      HumanReadableRecorder().lines(for: .counterexampleAlreadySaved(path: path), maximumCases: 1)
        == ["Already saved at \(path)"])
    #expect(
      JSONLinesRecorder().line(for: .counterexampleAlreadySaved(path: path))
        == #"{"schemaVersion":1,"kind":"counterexampleAlreadySaved","path":"\#(path)"}"#)
  }

  struct BadFile: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var message: String
    var testDescription: String { name }
  }

  static let badFiles = [
    BadFile(
      name: "syntax error", text: "{\n  \"schemaVersion\": 1,\n  \"property\": seven\n}",
      message: "FILE:3: expected a value. Fix the file or delete it; corpus files are written "
        + "by the engine and follow schemaVersion 1."),
    BadFile(
      name: "missing member", text: "{\"schemaVersion\": 1, \"property\": \"seven\"}",
      message: "FILE:1: member \"choices\" is missing. Fix the file or delete it; corpus files "
        + "are written by the engine and follow schemaVersion 1."),
    BadFile(
      name: "bad token",
      text: "{\"schemaVersion\": 1,\n\"property\": \"seven\",\n\"identity\": \"seven\",\n"
        + "\"choices\": \"AQcA\",\n\"summary\": \"[7]\"}",
      message: "FILE:4: \"choices\" is not a replay token (Replay token \"AQcA\" is malformed: "
        + "no \"pe1.\" version prefix. Copy the token exactly as the failure report printed it "
        + "(it starts with \"pe1.\").). Fix the file or delete it; corpus files are written by "
        + "the engine and follow schemaVersion 1."),
    BadFile(
      name: "deep nesting",
      text: "{\"schemaVersion\": 1,\n\"summary\": "
        + String(repeating: "[", count: 10_000),
      message: "FILE:2: arrays and objects nest deeper than 128 levels. Fix the file or delete "
        + "it; corpus files are written by the engine and follow schemaVersion 1."),
    BadFile(
      name: "duplicate key",
      text: "{\"schemaVersion\": 1,\n\"property\": \"seven\",\n\"property\": \"other\"}",
      message: "FILE:3: duplicate member \"property\". Fix the file or delete it; corpus files "
        + "are written by the engine and follow schemaVersion 1."),
    BadFile(
      name: "future version", text: "{\n\"schemaVersion\": 2}",
      message: "FILE:2: schemaVersion 2 is not supported (this engine reads 1). Re-record the "
        + "entry with this engine or delete it."),
  ]

  @Test("a Seeds file starting with a byte order mark is read")
  func byteOrderMark() throws {
    let directory = TestSupport.temporaryDirectory("seeds-bom")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = try Self.write(
      "\u{FEFF}{\"schemaVersion\":1,\"property\":\"seven\",\"identity\":\"seven\","
        + "\"choices\":\"pe1.AQcA\",\"summary\":\"[7]\"}\n",
      to: directory, name: "seven.json")
    var configuration = CampaignConfiguration()
    configuration.seedsDirectory = directory
    let result = try Campaign(property: Self.seven, configuration: configuration).run()
    #expect(result.counterexamples.map(\.origin) == [.corpus(path: path)])
    #expect(result.counterexamples.map(\.valueDescription) == ["[7]"])
  }

  @Test("a directory named like a corpus file is reported as a directory")
  func directoryNamedJSON() throws {
    let directory = TestSupport.temporaryDirectory("seeds-directory")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/x.json"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    var configuration = CampaignConfiguration()
    configuration.seedsDirectory = directory
    #expect(throws: PropertyEngineError.directoryInCorpus(path: path)) {
      try Campaign(property: Self.seven, configuration: configuration).run()
    }
    #expect(
      PropertyEngineError.directoryInCorpus(path: path).description
        == "\(path) is a directory, not a corpus file. Rename or move it: every name ending in "
        + "\".json\" in a corpus directory is read as an entry.")
  }

  @Test("a malformed Seeds file gives one error naming the file, line and fix", arguments: badFiles)
  func malformed(_ bad: BadFile) throws {
    let directory = TestSupport.temporaryDirectory(
      "seeds-" + bad.name.replacingOccurrences(of: " ", with: "-"))
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = try Self.write(bad.text, to: directory, name: "bad.json")
    var configuration = CampaignConfiguration()
    configuration.seedsDirectory = directory
    do {
      _ = try Campaign(property: Self.seven, configuration: configuration).run()
      Issue.record("expected an error")
    } catch {
      #expect(error.description == bad.message.replacingOccurrences(of: "FILE", with: path))
    }
  }
}
