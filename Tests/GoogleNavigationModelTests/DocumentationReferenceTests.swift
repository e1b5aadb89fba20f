import Foundation
import Testing

/// The package's root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("Documentation references in the SDK model")
struct DocumentationReferenceTests {
  /// The Swift files under Sources/GoogleNavigationModel, sorted by path.
  private static func sourceFiles() throws -> [URL] {
    let folder = packageRoot.appendingPathComponent("Sources/GoogleNavigationModel")
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }

  @Test("doc comments name no in-package document that does not exist")
  func inPackageDocumentsExist() throws {
    // In-package documents are named by their path from the root: Docs/….md or a root file.
    let pattern = try NSRegularExpression(
      pattern: #"Docs/[A-Za-z0-9_.-]+\.md|\b(CONFORMANCE|README)\.md"#)
    var missing: [String] = []
    for file in try Self.sourceFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        guard let found = Range(match.range, in: text) else { continue }
        let name = String(text[found])
        let path = packageRoot.appendingPathComponent(name).path
        if !FileManager.default.fileExists(atPath: path) {
          missing.append("\(file.lastPathComponent): \(name)")
        }
      }
    }
    #expect(missing == [])
  }

  @Test("CONFORMANCE.md §3 is the model-assumptions table the doc comments cite")
  func modelAssumptionsSection() throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("CONFORMANCE.md"), encoding: .utf8)
    #expect(text.contains("\n## 3. Model assumptions"))
  }
}
