/// Every error the engine reports: bad input from the user, or a system failure around it.
///
/// Counterexamples are results, not errors; these cases mean the campaign could not run as
/// asked. Each description names the file, line or value at fault and how to fix it.
///
/// ```swift
/// let error = PropertyEngineError.malformedReplayToken(token: "x", reason: "no version prefix")
/// print(error)
/// // Replay token "x" is malformed: no version prefix. Copy the token exactly as the
/// // failure report printed it (it starts with "pe1.").
/// ```
public enum PropertyEngineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A replay token could not be decoded; fires in ``ReplayToken/init(parsing:)``.
  case malformedReplayToken(token: String, reason: String)
  /// A replay token held fewer choices than its case asked for; fires in
  /// ``Campaign/replay(_:)``, instead of filling in the missing choices.
  case replayTokenExhausted(token: String, choices: Int)
  /// A corpus or database JSON file is not valid; fires while loading Seeds/ or the database.
  case malformedCorpusFile(path: String, line: Int, reason: String)
  /// A corpus file has a schema version this engine cannot read.
  case unsupportedCorpusVersion(path: String, line: Int, found: Int)
  /// Reading, listing or writing a file or directory failed.
  case fileSystem(path: String, operation: String, reason: String)
  /// A counterexample could not be saved to the failure database; recorded in
  /// ``CampaignResult/saveFailures`` rather than thrown by a campaign.
  case databaseNotWritable(path: String, reason: String)
  /// A corpus directory holds a directory whose name ends in `.json`, where a file belongs.
  case directoryInCorpus(path: String)
  /// A shard specification such as `3/8` could not be parsed or is out of range.
  case invalidShard(String)
  /// An isolation worker could not be launched or broke the worker protocol.
  case workerFailure(executable: String, reason: String)

  /// One line naming what is wrong, where, and the fix.
  public var description: String {
    switch self {
    case .malformedReplayToken(let token, let reason):
      "Replay token \"\(token)\" is malformed: \(reason). Copy the token exactly as the "
        + "failure report printed it (it starts with \"\(ReplayToken.prefix)\")."
    case .replayTokenExhausted(let token, let choices):
      "Replay token \"\(token)\" ran out of choices: it holds \(choices) "
        + (choices == 1 ? "choice" : "choices") + " and its case needs more, so it is not "
        + "the case that was reported. Copy the whole token from the failure report."
    case .malformedCorpusFile(let path, let line, let reason):
      "\(path):\(line): \(reason). Fix the file or delete it; corpus files are written by "
        + "the engine and follow schemaVersion \(CorpusEntry.schemaVersion)."
    case .unsupportedCorpusVersion(let path, let line, let found):
      "\(path):\(line): schemaVersion \(found) is not supported (this engine reads "
        + "\(CorpusEntry.schemaVersion)). Re-record the entry with this engine or delete it."
    case .fileSystem(let path, let operation, let reason):
      "\(path): could not \(operation): \(reason). Check the path exists and is writable."
    case .databaseNotWritable(let path, let reason):
      "\(path): could not save the counterexample: \(reason). Make the failure database "
        + "directory writable or set databaseDirectory to one that is; meanwhile replay the "
        + "counterexample from the token in its report."
    case .directoryInCorpus(let path):
      "\(path) is a directory, not a corpus file. Rename or move it: every name ending in "
        + "\".json\" in a corpus directory is read as an entry."
    case .invalidShard(let text):
      "Shard \"\(text)\" is invalid. Write it as i/n with 1 <= i <= n, for example 3/8."
    case .workerFailure(let executable, let reason):
      "Isolation worker \(executable) failed: \(reason). Check the executable calls "
        + "IsolationWorker.serveIfRequested(_:) first thing in main."
    }
  }
}
