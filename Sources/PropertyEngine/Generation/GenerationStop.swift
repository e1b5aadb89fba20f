/// Why a generator stopped before producing a value.
///
/// Neither case is a failure of the property: a rejected case is discarded and counted
/// toward the filtering health check, an overrun toward the size health check.
///
/// ```swift
/// let stop = GenerationStop.rejected(reason: "filter")
/// print(stop)  // rejected(reason: "filter")
/// ```
public enum GenerationStop: Error, Hashable, Sendable {
  /// A filter or assumption discarded the case; the reason names which one.
  case rejected(reason: String)
  /// The case needed more choices than the limit allows, or the byte source ran out.
  case overrun
}
