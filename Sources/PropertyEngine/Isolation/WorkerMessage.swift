/// The one-line JSON messages an isolation worker sends back for each case.
///
/// The parent sends a replay token per line; the worker answers with the outcome and labels.
/// JSON keeps identities and messages with tabs or newlines intact.
///
/// ```swift
/// let line = WorkerMessage.encode(CaseExecution(outcome: .passed, sequence: [], labels: ["a"]))
/// print(line)  // {"outcome":"passed","labels":["a"]}
/// ```
public enum WorkerMessage {
  /// Encodes an execution's outcome and labels as one JSON line (without the newline).
  ///
  /// - Parameter execution: The worker's execution.
  /// - Returns: The JSON text.
  public static func encode(_ execution: CaseExecution) -> String {
    var members = [JSONMember("outcome", .string(execution.outcome.name))]
    switch execution.outcome {
    case .rejected(let reason):
      members.append(JSONMember("reason", .string(reason)))
    case .failed(let failure):
      members.append(JSONMember("identity", .string(failure.identity)))
      members.append(JSONMember("message", .string(failure.message)))
      if !failure.related.isEmpty {
        members.append(JSONMember("related", .array(failure.related.map(JSONValue.string))))
      }
      if !failure.alsoFound.isEmpty {
        let others = failure.alsoFound.map { other -> JSONValue in
          var fields = [
            JSONMember("identity", .string(other.identity)),
            JSONMember("message", .string(other.message)),
          ]
          if !other.related.isEmpty {
            fields.append(JSONMember("related", .array(other.related.map(JSONValue.string))))
          }
          return .object(fields)
        }
        members.append(JSONMember("alsoFound", .array(others)))
      }
    case .passed, .overrun:
      break
    }
    members.append(JSONMember("labels", .array(execution.labels.map(JSONValue.string))))
    return JSONValue.object(members).serialized
  }

  /// Decodes a worker's line into an outcome and labels.
  ///
  /// - Parameter line: The JSON text.
  /// - Returns: The outcome and labels, or nil when the line is not a worker message.
  public static func decode(_ line: String) -> (CaseOutcome, [String])? {
    guard let value = try? JSONParser.parse(line), case .string(let name)? = value["outcome"]
    else { return nil }
    var labels: [String] = []
    if case .array(let elements)? = value["labels"] {
      for case .string(let label) in elements { labels.append(label) }
    }
    func text(_ key: String) -> String {
      if case .string(let text)? = value[key] { return text }
      return ""
    }
    func tags(_ object: JSONValue?) -> [String] {
      var tags: [String] = []
      if case .array(let elements)? = object {
        for case .string(let tag) in elements { tags.append(tag) }
      }
      return tags
    }
    switch name {
    case "passed": return (.passed, labels)
    case "overrun": return (.overrun, labels)
    case "rejected": return (.rejected(reason: text("reason")), labels)
    case "failed":
      var others: [PropertyFailure] = []
      if case .array(let elements)? = value["alsoFound"] {
        for element in elements {
          guard case .string(let identity)? = element["identity"],
            case .string(let message)? = element["message"]
          else { continue }
          var other = PropertyFailure(identity: identity, message: message)
          other.related = tags(element["related"])
          others.append(other)
        }
      }
      var failure = PropertyFailure(
        identity: text("identity"), message: text("message"), alsoFound: others)
      failure.related = tags(value["related"])
      return (.failed(failure), labels)
    default: return nil
    }
  }
}
