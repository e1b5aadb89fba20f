import Foundation

/// Temporary files for tests, each under its own fresh directory.
enum FileFixture {
  /// A path in a new empty temporary directory.
  /// The package's root directory, which holds `Seeds/`.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  static func temporaryPath(_ name: String) -> String {
    let directory = NSTemporaryDirectory() + "conformance-cli-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory + "/" + name
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }
}
