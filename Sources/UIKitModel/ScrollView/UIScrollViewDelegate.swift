/// What a scroll view tells about scrolling: UIKit's `UIScrollViewDelegate`, with no
/// requirements in the model (UIKit's methods are all optional and the model never scrolls),
/// so an app's delegate type compiles unchanged.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {}
