/// One way of proposing smaller choice sequences to the shrinker.
///
/// A pass reads ``Shrinker/current`` and offers candidates through ``Shrinker/consider(_:)``;
/// it never runs the property itself. Rules for writing one are in ``Shrinker``'s
/// documentation. Domain passes (for example "drop one event") conform to this protocol and
/// are added through ``ShrinkConfiguration/additionalPasses``.
///
/// ```swift
/// struct DropFirstChoicePass: ShrinkPass {
///   var name: String { "drop first choice" }
///   func run(on shrinker: Shrinker) {
///     _ = shrinker.consider(ChoiceSequence(Array(shrinker.current.sequence.indices.dropFirst())))
///   }
/// }
/// ```
public protocol ShrinkPass: Sendable {
  /// A short name for events and reports.
  var name: String { get }

  /// Offers candidates for the shrinker's current counterexample.
  ///
  /// - Parameter shrinker: The shrinker whose gate judges the candidates.
  func run(on shrinker: Shrinker)
}
