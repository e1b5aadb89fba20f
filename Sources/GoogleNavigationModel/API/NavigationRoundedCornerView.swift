public import Foundation
public import UIKitModel

/// A navigation view whose rounded corners the app chooses (api-facts.md §5).
///
/// Prompts conform; their default is the two top corners, which suits a prompt pinned to the
/// bottom edge. The corner radius is not part of the protocol.
@preconcurrency @MainActor
public protocol NavigationRoundedCornerView: NSObjectProtocol {
  /// The corners drawn rounded, in the view's own (flipped) coordinates.
  var roundedCorners: CACornerMask { get set }
}

/// The type of the prompt views handed to the layout delegate: a view with configurable
/// rounded corners (api-facts.md §5; the Swift name is the seeds').
public typealias NavigationPromptView = UIView & NavigationRoundedCornerView
