public import Foundation

/// The map's navigator; the model keeps only the prompt switch (api-facts.md §8.3).
@preconcurrency @MainActor
public final class GMSNavigator: NSObject {
  /// Whether the SDK shows prompts for traffic, better routes and incidents (default true).
  ///
  /// While false the simulator makes no prompt callbacks (api-facts.md, open question 5).
  public var shouldDisplayPrompts = true
}
