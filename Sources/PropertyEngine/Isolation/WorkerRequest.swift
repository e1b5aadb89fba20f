/// One line the parent sends an isolation worker: the case to generate and check.
///
/// Generated cases go as their seed, so the worker draws the case itself and the parent
/// spends nothing on it (it draws again only a case that failed, for its choices); replayed
/// cases (Seeds, shrinking) go as a replay token.
///
/// ```text
/// seed 1234567890123456789
/// pe1.AAABAAkEEAIFGgQCBQkICgYHCEEAAwEAAAEAAAADAAAAAQAAAAABAQECAAE
/// ```
enum WorkerRequest: Equatable {
  /// Generate the case `RandomChoiceSource(seed:)` draws.
  case seed(UInt64)
  /// Replay these choices.
  case replay(ChoiceSequence)

  private static let seedPrefix = "seed "

  /// The request as one line, without its newline.
  var line: String {
    switch self {
    case .seed(let seed): Self.seedPrefix + String(seed)
    case .replay(let sequence): ReplayToken(sequence: sequence).text
    }
  }

  /// Reads a request line.
  ///
  /// - Throws: ``PropertyEngineError`` when the line is neither a seed nor a replay token.
  init(parsing line: String) throws(PropertyEngineError) {
    if line.hasPrefix(Self.seedPrefix) {
      guard let seed = UInt64(line.dropFirst(Self.seedPrefix.count)) else {
        throw .malformedReplayToken(token: line, reason: "the seed is not a 64-bit unsigned number")
      }
      self = .seed(seed)
    } else {
      self = .replay(try ReplayToken(parsing: line).sequence)
    }
  }

  /// Where the request's choices come from.
  var source: any ChoiceSource {
    switch self {
    case .seed(let seed): RandomChoiceSource(seed: seed)
    case .replay(let sequence): ReplayChoiceSource(sequence)
    }
  }
}
