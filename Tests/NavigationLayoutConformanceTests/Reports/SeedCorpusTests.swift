import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// The package's Seeds/ corpus: every file reads, names its provenance and expects a verdict
/// for both built-in delegates, and each delegate gets the verdict expected.
@Suite struct SeedCorpusTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let seedsDirectory = root.appendingPathComponent("Seeds").path

  static func corpus() throws -> SeedCorpus { try SeedCorpus(directory: seedsDirectory) }

  static let seedNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: seedsDirectory)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  /// Rules whose status in CONFORMANCE.md §1 is `checked`: an expected verdict naming a rule
  /// still `planned` (a stub that cannot fire yet) is not enforced until it lands.
  static let checkedRules: [String] = {
    let path = root.appendingPathComponent("CONFORMANCE.md").path
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, cells[0].hasPrefix("NLC-"), cells.last == "checked" else {
        return nil
      }
      return cells[0]
    }
  }()

  @Test func corpusHasTwentyDocumentedSeedsInFileOrder() throws {
    let corpus = try Self.corpus()
    #expect(corpus.seeds.count >= 20)
    #expect(
      corpus.seeds.map { URL(fileURLWithPath: $0.file ?? "").lastPathComponent } == Self.seedNames)
    for seed in corpus.seeds {
      let stem = URL(fileURLWithPath: seed.file ?? "").deletingPathExtension().lastPathComponent
      #expect(seed.name == stem)
      #expect(
        seed.provenance.count > 40, "\(stem): provenance says where the failure kind comes from")
      #expect(seed.expectedVerdict(for: "reference") != nil, "\(stem)")
      #expect(seed.expectedVerdict(for: "portrait") != nil, "\(stem)")
    }
  }

  @Test func everySeedRoundTripsThroughTheWriter() throws {
    for seed in try Self.corpus().seeds {
      let read = try SeedFile(parsing: seed.json, file: seed.file ?? "")
      #expect(read.scenario == seed.scenario)
      #expect(read.expected == seed.expected)
      #expect(read.relationID == seed.relationID)
    }
  }

  @MainActor
  @Test(arguments: seedNames)
  func builtInDelegatesGetTheExpectedVerdicts(file: String) throws {
    let seed = try SeedFile(contentsOf: Self.seedsDirectory + "/" + file)
    let delegates: [(String, @MainActor () -> any NavigationLayoutDelegate)] = [
      ("reference", { ReferenceLayoutDelegate() }), ("portrait", { PortraitLayoutDelegate() }),
    ]
    for (name, make) in delegates {
      let expected = try #require(seed.expectedVerdict(for: name))
      let actual = try seed.verdict(with: CaseChecker(makeDelegate: make))
      if actual != expected, actual == SeedFile.conforming, !Self.checkedRules.contains(expected) {
        continue  // the expected rule is still a stub on this branch
      }
      #expect(actual == expected, "\(file): \(name)")
    }
  }
}
