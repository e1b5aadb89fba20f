import Foundation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// `ConformanceConfiguration.reportDirectory`: the Swift API writes the same page as the
/// command line, byte for byte the same for the same seed.
@Suite struct HTMLReportTests {
  static func directory(_ name: String) -> String {
    NSTemporaryDirectory() + "nlc-html-\(name)-\(UUID().uuidString)"
  }

  @Test func sameSeedSameReportBytes() throws {
    let faulty = try #require(FaultyDelegates.named("hides-logo"))
    var pages: [Data] = []
    for name in ["a", "b"] {
      var configuration = ConformanceConfiguration()
      configuration.seed = 7
      configuration.seedsDirectory = nil
      configuration.reportDirectory = Self.directory(name)
      _ = try Conformance.run(configuration) { faulty.make() }
      pages.append(try #require(FileManager.default.contents(
        atPath: configuration.reportDirectory! + "/index.html")))
    }
    #expect(pages[0] == pages[1])
    let html = String(decoding: pages[0], as: UTF8.self)
    #expect(html.contains("<h2>bug 1: NLC-001 hidden: googleLogo</h2>"), "\(html)")
    #expect(html.contains("seed</td><td>7</td>"))
  }

  @Test func aFileInTheWayIsReported() throws {
    let path = Self.directory("file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: path))
    var configuration = ConformanceConfiguration()
    configuration.cases = 1
    configuration.seedsDirectory = nil
    configuration.reportDirectory = path
    #expect(throws: ConformanceError.reportNotWritable(
      "\(path): a file is in the way; name a directory for the report")) {
      try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    }
  }
}
