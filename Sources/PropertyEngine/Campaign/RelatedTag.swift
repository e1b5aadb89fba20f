/// A tag a failure carried (``PropertyFailure/related``) and how many cases of the campaign
/// carried it with that failure's identity.
///
/// ```swift
/// let tag = RelatedTag(tag: "NLC-008 left on the map: prompt", cases: 12)
/// print(tag.cases)  // 12
/// ```
public struct RelatedTag: Hashable, Sendable {
  /// The tag, such as the signature of a bug's consequence.
  public var tag: String
  /// How many cases carried it.
  public var cases: Int

  /// Creates a counted tag.
  public init(tag: String, cases: Int) {
    self.tag = tag
    self.cases = cases
  }
}
