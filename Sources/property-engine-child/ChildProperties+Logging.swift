import Foundation
import PropertyEngine

extension ChildProperties {
  /// Logs as app code does, 40 KB a case to standard output (`print`) and to standard error,
  /// then passes: neither may be taken for an answer, nor fill a pipe and stall the worker.
  static let logsALot = Property(
    "logs-a-lot", Gen<Int>.integers(in: 0...100)
  ) { value, _ in
    let line = String(repeating: "x", count: 99)
    for _ in 0..<400 { print("[log \(value)] " + line) }
    for _ in 0..<400 { FileHandle.standardError.write(Data(("[err] " + line + "\n").utf8)) }
  }
}
