/// A command that cannot go on: the exit code of DESIGN.md §8 and one line naming the
/// problem and the fix, printed after `error: `.
struct CommandLineError: Error, Equatable {
  /// The process exit status.
  let code: Int32
  /// One line, no trailing newline.
  let message: String

  /// A bad command line: unknown flag, subcommand, value (exit 64).
  static func usage(_ message: String) -> CommandLineError {
    CommandLineError(code: ExitCode.usage, message: message)
  }

  /// A file named on the command line that cannot be read or is malformed (exit 65).
  static func badInput(_ message: String) -> CommandLineError {
    CommandLineError(code: ExitCode.badInput, message: message)
  }

  /// Something broke inside the tool or the engine (exit 70).
  static func `internal`(_ message: String) -> CommandLineError {
    CommandLineError(code: ExitCode.internalError, message: message)
  }
}

/// The exit codes of DESIGN.md §8 (BSD sysexits for 64, 65 and 70).
public enum ExitCode {
  /// The delegate conforms, or an informational command succeeded.
  public static let success: Int32 = 0
  /// A counterexample was found (an error-severity rule broke).
  public static let counterexample: Int32 = 1
  /// Bad command line (EX_USAGE).
  public static let usage: Int32 = 64
  /// A file named on the command line is unreadable or malformed (EX_DATAERR).
  public static let badInput: Int32 = 65
  /// An internal error (EX_SOFTWARE).
  public static let internalError: Int32 = 70
  /// Interrupted by SIGINT or SIGTERM (128 + SIGINT, as shells report Ctrl-C); the verdict so
  /// far and the files asked for were still written.
  public static let interrupted: Int32 = 130
}
