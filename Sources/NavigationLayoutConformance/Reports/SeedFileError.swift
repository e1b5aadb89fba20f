/// A Seeds or scenario JSON file that cannot be read: the file, the line and what to change.
///
/// ```swift
/// print(error)
/// // Seeds/rotate.json:7: "orientation" must be one of portrait, landscapeLeft, landscapeRight
/// ```
public struct SeedFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as it was named (`Seeds/rotate.json`), or `<input>` for text given in code.
  public var file: String
  /// The one-based line of the problem; 0 when it concerns the whole file or directory.
  public var line: Int
  /// What is wrong and how to fix it.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file's name as given.
  ///   - line: The one-based line, or 0.
  ///   - message: The problem and the fix.
  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, or `file: message` when the line is 0.
  public var description: String {
    line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
  }
}
