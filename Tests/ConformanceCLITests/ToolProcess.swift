import Foundation

/// The built `nav-layout-check` executable run as a child process, for what an in-process
/// run cannot show: isolation workers (which re-execute the tool) and signals.
struct ToolProcess {
  var code: Int32 = 0
  var output = ""
  var error = ""

  /// The executable SwiftPM builds next to the test bundle.
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("nav-layout-check").path

  /// Starts the tool; the caller waits for it (or signals it first).
  static func start(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    return (process, output, error)
  }

  /// Waits for a started tool and collects what it wrote.
  static func finish(_ started: (Process, Pipe, Pipe)) -> ToolProcess {
    let (process, output, error) = started
    // Read before waiting, so a full pipe never blocks the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolProcess(
      code: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  /// Runs the tool to the end.
  static func run(_ arguments: [String]) throws -> ToolProcess {
    finish(try start(arguments))
  }

  /// Splits a printed command line as a POSIX shell would: spaces separate words, single
  /// quotes keep everything, `\'` outside quotes is a quote (all the tool prints).
  static func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quoted = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      if quoted {
        if character == "'" { quoted = false } else { current.append(character) }
        continue
      }
      switch character {
      case " ":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "'":
        quoted = true
        inWord = true
      case "\\":
        if let next = characters.next() { current.append(next) }
        inWord = true
      default:
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
