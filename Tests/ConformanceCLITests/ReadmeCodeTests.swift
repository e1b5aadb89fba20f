import Foundation
import Testing

/// Issue 17: every Swift code block of the README type-checks against this build, with a
/// stand-in `AppLayout` module holding the README's `MyLayoutDelegate` (internal, as an app's
/// delegate usually is) and `makeLayoutDelegate()`. A block with no imports continues the
/// block before it; `Package.swift` manifests are left to SwiftPM, and so are the recipe
/// blocks that are part of the app's module or a fix to the app's file
/// (`Scripts/check-readme-recipes.sh` builds those in a real package).
@Suite struct ReadmeCodeTests {
  /// The build's module directory, next to the test bundle.
  static let modules = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("Modules").path

  static let appLayout = """
    import GoogleNavigation
    import UIKit
    final class MyLayoutDelegate: NSObject, NavigationLayoutDelegate {}
    @MainActor public func makeLayoutDelegate() -> any NavigationLayoutDelegate { MyLayoutDelegate() }
    """

  /// The README's Swift blocks, each with the imports it continues.
  static func blocks() throws -> [String] {
    let readme = try String(contentsOfFile: FileFixture.packageRoot + "/README.md", encoding: .utf8)
    var blocks: [String] = []
    var imports = ""
    let parts = readme.components(separatedBy: "```swift\n")
    for (before, part) in zip(parts, parts.dropFirst()) {
      guard let end = part.range(of: "```") else { continue }
      let code = String(part[..<end.lowerBound])
      if code.contains("import PackageDescription") { continue }
      let directive = before.split(separator: "\n").last ?? ""
      if directive.hasPrefix("<!-- recipe: fix") || directive.contains("/Sources/AppLayout/") {
        continue
      }
      let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
      let own = lines.filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
      if own.isEmpty {
        blocks.append(imports + code)
      } else {
        imports = own.joined(separator: "\n") + "\n"
        blocks.append(code)
      }
    }
    return blocks
  }

  static func swiftc(_ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func everySwiftBlockCompiles() throws {
    let directory = FileFixture.temporaryPath("readme")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try FileFixture.write(Self.appLayout, to: directory + "/AppLayout.swift")
    let (built, log) = try Self.swiftc([
      "-emit-module", "-module-name", "AppLayout", "-enable-testing", "-parse-as-library",
      "-swift-version", "6", "-I", Self.modules, "-o", directory + "/AppLayout.swiftmodule",
      directory + "/AppLayout.swift",
    ])
    #expect(built == 0, "\(log)")
    let blocks = try Self.blocks()
    #expect(blocks.count >= 6)
    for (index, block) in blocks.enumerated() {
      let file = directory + "/block\(index).swift"
      try FileFixture.write(block, to: file)
      // Declarations only (tests, functions) are a library; anything else is a main file.
      let library = block.contains("@Test func") || block.contains("\npublic func ")
      let (status, output) = try Self.swiftc(
        ["-typecheck", "-swift-version", "6", "-I", Self.modules, "-I", directory]
          + (library ? ["-parse-as-library"] : []) + [file])
      #expect(status == 0, "README Swift block \(index + 1) does not compile:\n\(block)\n\(output)")
    }
  }
}
