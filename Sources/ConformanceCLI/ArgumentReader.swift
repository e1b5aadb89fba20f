/// Reads one subcommand's arguments: options (`--name value` or `--name=value`) and
/// positionals, in order. Hand-written and small on purpose: the package has no dependencies.
struct ArgumentReader {
  /// The subcommand, for messages (`run`, `bench campaign`).
  let command: String
  /// The executable's name, for messages.
  let toolName: String
  private var rest: ArraySlice<String>
  private var inlineValue: String?

  /// Creates a reader over the arguments after the subcommand.
  init(_ arguments: ArraySlice<String>, command: String, toolName: String) {
    rest = arguments
    self.command = command
    self.toolName = toolName
  }

  /// One argument: an option's name, or a positional value.
  enum Argument: Equatable {
    case option(String)
    case positional(String)
  }

  /// The next argument, or nil at the end.
  ///
  /// - Throws: A usage error when the previous option's inline value (`--flag=x`) was not
  ///   used, which means a flag was given a value it does not take.
  mutating func next() throws(CommandLineError) -> Argument? {
    if let inlineValue {
      throw .usage("an option does not take a value (\"=\(inlineValue)\"); see \(help)")
    }
    guard let argument = rest.popFirst() else { return nil }
    guard argument.hasPrefix("-"), argument.count > 1 else { return .positional(argument) }
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      inlineValue = String(argument[argument.index(after: equals)...])
      return .option(String(argument[..<equals]))
    }
    return .option(argument)
  }

  /// The value of `option`: its inline value or the next argument.
  ///
  /// - Parameters:
  ///   - option: The option just read, such as `--cases`.
  ///   - example: A valid value for the message, such as `500`.
  /// - Throws: A usage error when no value follows.
  mutating func value(for option: String, example: String) throws(CommandLineError) -> String {
    if let inline = inlineValue {
      inlineValue = nil
      return inline
    }
    guard let value = rest.first, !value.hasPrefix("--") else {
      throw .usage("\(option) needs a value, e.g. \(option) \(example)")
    }
    rest.removeFirst()
    return value
  }

  /// Throws the usage error for the first argument, for a command that takes none
  /// (`--help` and `--version` are handled before a command is parsed).
  mutating func expectNoArguments() throws(CommandLineError) {
    guard let argument = try next() else { return }
    switch argument {
    case .option(let option): throw unknown(option)
    case .positional(let value): throw unexpected(value)
    }
  }

  /// The error for an option this command does not know.
  func unknown(_ option: String) -> CommandLineError {
    .usage("unknown option \"\(option)\" for \(command); see \(help)")
  }

  /// The error for a positional argument this command does not take.
  func unexpected(_ value: String) -> CommandLineError {
    .usage("unexpected argument \"\(value)\" for \(command); see \(help)")
  }

  /// Where to read about this command.
  var help: String { "\(toolName) \(command) --help" }
}
