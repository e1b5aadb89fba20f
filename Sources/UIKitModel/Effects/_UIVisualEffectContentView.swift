import Foundation

/// The content view of a ``UIVisualEffectView``, printed under UIKit's private class name.
@MainActor
final class _UIVisualEffectContentView: UIView {}
