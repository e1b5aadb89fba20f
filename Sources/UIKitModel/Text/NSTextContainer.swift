public import Foundation

/// The region a text view lays its text out in: UIKit's `NSTextContainer`, with the
/// properties that change a text view's size.
@preconcurrency @MainActor
public final class NSTextContainer: NSObject {
  /// Blank space at each end of every line, inside the text view's `textContainerInset`;
  /// 5 pt by default, as UIKit's.
  public var lineFragmentPadding: CGFloat = 5 {
    didSet { owner?.textContainerDidChange() }
  }
  /// The most lines laid out; 0 (default) for no limit.
  public var maximumNumberOfLines = 0 {
    didSet { owner?.textContainerDidChange() }
  }
  /// How the last line ends when lines are left out; `.byWordWrapping` by default.
  public var lineBreakMode: NSLineBreakMode = .byWordWrapping {
    didSet { owner?.textContainerDidChange() }
  }
  /// The text view that owns the container; nil once it is gone (the app may keep the
  /// container longer than the view).
  @WeakView var owner: UITextView? = nil

  public override init() { super.init() }
}
