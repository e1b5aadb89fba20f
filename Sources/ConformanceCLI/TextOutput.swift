import Foundation

/// Where a command writes text: standard output or error in an executable, a ``TextBuffer``
/// in tests.
public protocol TextOutput: AnyObject {
  /// Writes `text` as is (callers add the newlines).
  func write(_ text: String)
  /// Whether this is an interactive terminal, which gets a redrawn progress bar instead of
  /// periodic lines.
  var isTerminal: Bool { get }
  /// The terminal's width in characters, when known: a progress bar wider than the terminal
  /// wraps, and a carriage return then redraws only its last line.
  var columns: Int? { get }
}

extension TextOutput {
  /// Unknown by default.
  public var columns: Int? { nil }
}

/// Standard output or standard error of this process, unbuffered so progress shows at once
/// and nothing is lost when the process exits.
public final class StandardStream: TextOutput {
  private let handle: FileHandle
  public let isTerminal: Bool

  /// Standard output.
  public static var output: StandardStream { StandardStream(descriptor: 1) }
  /// Standard error.
  public static var error: StandardStream { StandardStream(descriptor: 2) }

  /// Standard output kept for the command alone: a copy of it is returned and standard
  /// output itself then goes to standard error, so what the checked delegate prints (its
  /// `print` logging) cannot land inside a JSON report. Nil when the copy cannot be made.
  public static func reservedOutput() -> StandardStream? {
    let copy = dup(1)
    guard copy >= 0 else { return nil }
    fflush(nil)
    guard dup2(2, 1) >= 0 else {
      close(copy)
      return nil
    }
    return StandardStream(descriptor: copy)
  }

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    isTerminal = isatty(descriptor) == 1
  }

  /// The terminal's width now (it may change while a campaign runs), else `COLUMNS`.
  public var columns: Int? {
    guard isTerminal else { return nil }
    var size = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }
  }

  public func write(_ text: String) {
    handle.write(Data(text.utf8))
  }
}

/// Collects everything written to it, for tests and for embedding the command in a tool.
///
/// ```swift
/// let output = TextBuffer(), error = TextBuffer()
/// let code = ConformanceCommand.run(
///   arguments: ["rules"], delegates: [:], output: output, error: error)
/// print(code, output.text.prefix(10))  // 0 ID       S
/// ```
public final class TextBuffer: TextOutput {
  /// Everything written so far.
  public private(set) var text = ""
  public let isTerminal: Bool
  public let columns: Int?

  /// Creates an empty buffer.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether to act as a terminal (progress bar); false by default.
  ///   - columns: The terminal width to act as; unknown by default.
  public init(isTerminal: Bool = false, columns: Int? = nil) {
    self.isTerminal = isTerminal
    self.columns = columns
  }

  public func write(_ text: String) {
    self.text += text
  }
}
