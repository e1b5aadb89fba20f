import Foundation

/// The constraints the engine makes on a view's behalf, with the inputs they were built from
/// so a pass rebuilds only those whose inputs changed.
struct GeneratedConstraints {
  /// Root frame pins, autoresizing constraints or size floors.
  var frame: [NSLayoutConstraint] = []
  var frameKey: FrameKey?
  /// Hugging and compression resistance.
  var content: [NSLayoutConstraint] = []
  var contentKey: ContentKey?
  /// What ``UIView/constraints`` lists for the content size (UIKit's
  /// `NSContentSizeLayoutConstraint`s), made when first read for `listedKey`.
  var listedContent: [NSLayoutConstraint] = []
  var listedKey: ContentKey?
  /// Safe-area guide edges.
  var safeArea: [NSLayoutConstraint] = []
  var safeAreaKey: UIEdgeInsets?
  /// Margins guide edges.
  var margins: [NSLayoutConstraint] = []
  var marginsKey: UIEdgeInsets?

  /// What the frame constraints depend on.
  enum FrameKey: Equatable {
    case root(CGSize)
    case autoresizing(frame: CGRect, superviewSize: CGSize, mask: UInt)
    case floors
  }

  /// What the content-size constraints depend on.
  struct ContentKey: Equatable {
    var size: CGSize
    var hugging: AxisPriorities
    var compression: AxisPriorities

    /// A priority per axis, read by axis index (0 horizontal, 1 vertical). Two stored fields,
    /// not an array: the key is built for every view on every pass, and an array would
    /// allocate each time.
    struct AxisPriorities: Equatable {
      var horizontal: Float
      var vertical: Float

      subscript(axis: Int) -> Float { axis == 0 ? horizontal : vertical }
    }

    /// The key for `view` measured at `size`, with its current hugging and compression
    /// priorities.
    @MainActor
    init(size: CGSize, of view: UIView) {
      self.size = size
      hugging = AxisPriorities(
        horizontal: view.huggingPriorities.horizontal.rawValue,
        vertical: view.huggingPriorities.vertical.rawValue)
      compression = AxisPriorities(
        horizontal: view.compressionPriorities.horizontal.rawValue,
        vertical: view.compressionPriorities.vertical.rawValue)
    }

    /// Each axis with an intrinsic value: its size attribute, the value in points, and its
    /// index in `hugging` and `compression`.
    @MainActor
    var measuredAxes: [(attribute: NSLayoutConstraint.Attribute, value: CGFloat, axis: Int)] {
      [(.width, size.width, 0), (.height, size.height, 1)].filter {
        $0.1 != UIView.noIntrinsicMetric
      }
    }
  }
}
