public import Foundation

/// A row of segments: UIKit's `UISegmentedControl`, with model sizes.
///
/// The intrinsic height is 32 points (iOS 13's segmented control). Each segment is its content
/// (the title in the 13-point system font, or the `.font` of the normal state's title
/// attributes; or the image) plus 12 points on each side; segments are all as wide as the
/// widest unless ``apportionsSegmentWidthsByContent``; a width set with
/// ``setWidth(_:forSegmentAt:)`` wins. The intrinsic width is the sum, on the pixel grid (model
/// figures, CONFORMANCE.md §3, "Controls and images"). Selecting a segment from code sends no
/// event, as in UIKit; indexes out of range are ignored rather than raising.
///
/// ```swift
/// let mode = UISegmentedControl(items: ["Car", "Bike"])
/// print(mode.intrinsicContentSize.height)  // 32.0
/// ```
open class UISegmentedControl: UIControl {
  /// The index meaning no segment is selected (−1).
  public static let noSegment = -1
  /// Height, in points (model).
  static let height: CGFloat = 32
  /// Space on each side of a segment's content, in points (model).
  static let segmentPadding: CGFloat = 12

  private struct Segment {
    var title: String?
    var image: UIImage?
    var width: CGFloat = 0
    var isEnabled = true
    var action: UIAction?
  }

  private var segments: [Segment] = [] {
    didSet { invalidateIntrinsicContentSize() }
  }
  private var titleFonts: [UInt: UIFont] = [:]

  /// The selected segment, or ``noSegment``; an index out of range reads as ``noSegment``.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if !segments.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = Self.noSegment
      }
    }
  }
  /// Whether segments spring back after a tap; stored only.
  open var isMomentary = false
  /// Whether segments are as wide as their own content instead of the widest one's.
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The selected segment's colour; stored only.
  open var selectedSegmentTintColor: UIColor?

  /// Creates a control with a segment per item: a `String` becomes a title, a `UIImage` an
  /// image; other items are skipped.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(Segment(title: title))
      } else if let image = item as? UIImage {
        segments.append(Segment(image: image))
      }
    }
  }

  /// Creates a control with a segment per action (its title or image); the selected segment's
  /// action runs for `.valueChanged`.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for (index, action) in actions.enumerated() {
      insertSegment(action: action, at: index, animated: false)
    }
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  private func clampedInsertionIndex(_ index: Int) -> Int { min(max(index, 0), segments.count) }

  /// Inserts a titled segment at `segment` (clamped to 0...numberOfSegments).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(Segment(title: title), at: clampedInsertionIndex(segment))
  }

  /// Inserts an image segment at `segment` (clamped to 0...numberOfSegments).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(Segment(image: image), at: clampedInsertionIndex(segment))
  }

  /// Inserts a segment showing `action`'s title (or image); the action runs for
  /// `.valueChanged` while its segment is selected.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    let title = action.title.isEmpty ? nil : action.title
    segments.insert(
      Segment(title: title, image: title == nil ? action.image : nil, action: action),
      at: clampedInsertionIndex(segment))
  }

  /// Runs the actions for `controlEvents`, then, for `.valueChanged`, the selected segment's
  /// own action, as a tap on that segment does.
  open override func sendActions(for controlEvents: UIControl.Event) {
    super.sendActions(for: controlEvents)
    if controlEvents.contains(.valueChanged), segments.indices.contains(selectedSegmentIndex),
      let action = segments[selectedSegmentIndex].action
    {
      sendAction(action)
    }
  }

  /// Removes the segment at `segment`; out of range does nothing.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments = []
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets a segment's title (and removes its image).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image (and removes its title).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  /// A segment's image.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets a segment's width in points; 0 (the default) sizes it by content.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment), width.isFinite else { return }
    segments[segment].width = max(width, 0)
  }

  /// A segment's set width; 0 when it sizes by content.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Enables or disables a segment; stored only.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets the title attributes for `state`; the normal state's `.font` measures titles.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleFonts[state.rawValue] = attributes?[.font] as? UIFont
    if state == .normal { invalidateIntrinsicContentSize() }
  }

  /// The font titles are measured in: the normal state's attribute, else 13-point system.
  private var titleFont: UIFont {
    titleFonts[UIControl.State.normal.rawValue] ?? UIFont.systemFont(ofSize: 13)
  }

  /// A segment's content width, in points.
  private func contentWidth(_ segment: Segment) -> CGFloat {
    if let title = segment.title {
      return TextMeasurement.layout(title, font: titleFont, numberOfLines: 1).width
    }
    return segment.image?.size(preferredConfiguration: nil, traits: traitCollection).width ?? 0
  }

  /// The segments' widths summed, 32 points high (see the type's discussion).
  open override var intrinsicContentSize: CGSize {
    let padded = segments.map { contentWidth($0) + 2 * Self.segmentPadding }
    let widest = padded.max() ?? 0
    var width: CGFloat = 0
    for (segment, own) in zip(segments, padded) {
      width += segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? own : widest)
    }
    return CGSize(
      width: TextMeasurement.ceilToPixel(width, scale: traitCollection.displayScale),
      height: Self.height)
  }

  /// The intrinsic size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
