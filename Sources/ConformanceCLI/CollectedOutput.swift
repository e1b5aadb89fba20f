import Foundation

/// A child process's standard output and error, appended from the threads that read them.
final class CollectedOutput: @unchecked Sendable {
  // Guarded by `lock`: two reader threads append at once.
  private let lock = NSLock()
  private var output = Data()
  private var error = Data()

  /// Adds what one stream delivered.
  func append(_ data: Data, isError: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if isError { error.append(data) } else { output.append(data) }
  }

  /// Both streams as UTF-8 text.
  var texts: (output: String, error: String) {
    lock.lock()
    defer { lock.unlock() }
    return (String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
  }
}
