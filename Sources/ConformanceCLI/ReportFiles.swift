import Foundation
import NavigationLayoutConformance

/// The files `run` writes besides standard output: the JUnit report, pictures, Seeds files
/// and the HTML report. Paths are checked before the campaign starts, so a long campaign never ends in an
/// unwritable path.
struct ReportFiles {
  let junitPath: String?
  let svgDirectory: String?
  let seedsDirectory: String?
  var reportDirectory: String? = nil

  /// Creates the directories and checks the JUnit file's directory is writable.
  ///
  /// - Throws: A bad-input error (exit 65) naming the path and the fix.
  func prepare() throws(CommandLineError) {
    let manager = FileManager.default
    for (option, directory) in [
      ("--svg", svgDirectory), ("--save-seeds", seedsDirectory), ("--report", reportDirectory),
    ] {
      guard let directory else { continue }
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
          throw .badInput("\(option) \(directory): a file is in the way; name a directory")
        }
      } else {
        do {
          try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
          throw .badInput(
            "\(option) \(directory): cannot create the directory; name a writable directory")
        }
      }
      guard manager.isWritableFile(atPath: directory) else {
        throw .badInput("\(option) \(directory): the directory is not writable; name a writable one")
      }
    }
    if let junitPath {
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: junitPath, isDirectory: &isDirectory), isDirectory.boolValue {
        throw .badInput("--junit \(junitPath) is a directory; name a file, e.g. \(junitPath)/report.xml")
      }
      let parent = (junitPath as NSString).deletingLastPathComponent
      let directory = parent.isEmpty ? "." : parent
      guard manager.isWritableFile(atPath: directory) else {
        throw .badInput(
          "--junit \(junitPath): the directory \(directory) does not exist or is not writable; "
            + "name a file in a writable directory")
      }
    }
  }

  /// Writes every file for the report.
  ///
  /// - Returns: One line per file written (or skipped), for standard error.
  /// - Throws: A bad-input error when a file cannot be written.
  func write(
    _ report: ConformanceReport, delegate command: CommandDelegate,
    configuration: ConformanceConfiguration, campaign: SeedCampaign, artifacts: ReproArtifacts,
    campaignCommand: String
  ) throws(CommandLineError) -> [String] {
    let delegate = command.name
    var lines: [String] = []
    if let junitPath {
      let junit = JUnitReport(
        report: report, delegate: delegate, rules: configuration.rules,
        isolated: configuration.isolation.isChildProcesses, shard: configuration.shard)
      try save(junit.text, to: junitPath, option: "--junit")
      lines.append("junit: \(junitPath)")
    }
    for (index, failure) in report.failures.enumerated() {
      let name = Self.fileName(for: failure, index: index, in: report)
      if let svgDirectory {
        if let svg = artifacts.picture(
          of: failure, configuration: configuration, delegate: command.make)
        {
          let path = (svgDirectory as NSString).appendingPathComponent(name + ".svg")
          try save(svg, to: path, option: "--svg")
          lines.append("picture: \(path)")
        } else {
          lines.append("picture: none for \(failure.ruleID) (no SVG renderer in this build)")
        }
      }
      if let seedsDirectory {
        if let seeds = artifacts.seedsFile(for: failure, campaign: campaign) {
          let (path, existing) = Self.freePath(in: seedsDirectory, name: name, for: seeds)
          if existing {
            lines.append("seeds: \(path) (already saved)")
          } else {
            try save(seeds, to: path, option: "--save-seeds")
            lines.append("seeds: \(path)")
          }
        } else {
          lines.append("seeds: none for \(failure.ruleID) (no Seeds codec in this build)")
        }
      }
    }
    if let reportDirectory {
      let page = HTMLReport(
        report: report, configuration: configuration, delegateName: delegate,
        campaignCommand: campaignCommand, delegate: command.make)
      let path = (reportDirectory as NSString).appendingPathComponent("index.html")
      try save(page.html, to: path, option: "--report")
      lines.append("report: \(path)")
    }
    return lines
  }

  /// `NLC-005`, or `NLC-005-2` for a second failure of the same rule.
  static func fileName(for failure: Counterexample, index: Int, in report: ConformanceReport)
    -> String
  {
    let earlier = report.failures[..<index].filter { $0.ruleID == failure.ruleID }.count
    return earlier == 0 ? failure.ruleID : "\(failure.ruleID)-\(earlier + 1)"
  }

  /// Where a Seeds file goes without overwriting one an earlier run saved: `NAME.json`, else
  /// `NAME-2.json`, `NAME-3.json`, …; a file with the same text already there is reused.
  ///
  /// - Returns: The path, and whether that file already holds `text`.
  static func freePath(in directory: String, name: String, for text: String)
    -> (path: String, existing: Bool)
  {
    var number = 1
    while true {
      let file = number == 1 ? name : "\(name)-\(number)"
      let path = (directory as NSString).appendingPathComponent(file + ".json")
      guard let data = FileManager.default.contents(atPath: path) else { return (path, false) }
      if data == Data(text.utf8) { return (path, true) }
      number += 1
    }
  }

  private func save(_ text: String, to path: String, option: String) throws(CommandLineError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .badInput("\(option): cannot write \(path); name a writable path")
    }
  }
}
