import Foundation
public import PropertyEngine

extension ChildProcessConfiguration {
  /// Workers from the executable product `name` that the package builds for its tests (an
  /// executable target the test target depends on), found wherever `swift test` runs the tests.
  ///
  /// ```swift
  /// configuration.isolation = .childProcesses(ChildProcessConfiguration(worker: "layout-worker"))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The executable product's name.
  ///   - filePath: The calling test file's path (the default), from which the package's
  ///     `.build` folder is found when the runner is not in it (Xcode's `xctest` on macOS).
  ///   - jobs: Parallel workers; at least 1.
  ///   - timeout: The per-case time limit; 10 seconds by default.
  public init(
    worker name: String, filePath: String = #filePath, jobs: Int = 1,
    timeout: Duration = .seconds(10)
  ) {
    self.init(
      executable: Self.builtExecutable(named: name, filePath: filePath), jobs: jobs,
      timeout: timeout)
  }

  /// The path of the executable product `name` built beside the running tests: next to the
  /// test runner (`swift test` on Linux), next to the loaded `.xctest` bundle (macOS), else in
  /// the `.build/debug` folder of the package holding `filePath`. When none exists the last is
  /// returned, so the campaign's error names where the worker was expected.
  public static func builtExecutable(named name: String, filePath: String = #filePath) -> String {
    let files = FileManager.default
    var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.pathComponents.count > 1 {
      if files.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        folders.append(url.appendingPathComponent(".build/debug"))
        break
      }
      url.deleteLastPathComponent()
    }
    let candidates = folders.map { $0.appendingPathComponent(name).path }
    return candidates.first { files.isExecutableFile(atPath: $0) }
      ?? candidates[candidates.count - 1]
  }
}
