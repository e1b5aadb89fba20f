import Foundation
import GoogleNavigationModel

/// One member of ``ComponentMetrics`` as repros name it: the Swift initializer's label and the
/// JSON key are the same word, so the Swift and JSON renderers share this table.
struct MetricsField {
  /// Where the value lives: a number or a size.
  enum Path {
    case number(WritableKeyPath<ComponentMetrics, CGFloat>)
    case size(WritableKeyPath<ComponentMetrics, CGSize>)
  }

  /// The initializer label and JSON key.
  let name: String
  /// The member.
  let path: Path

  /// Every member, in the initializer's order (computed: key paths are not `Sendable`).
  static var all: [MetricsField] {
    [
      MetricsField(name: "etaCardHeight", path: .number(\.etaCardHeight)),
      MetricsField(name: "cardMargin", path: .number(\.cardMargin)),
      MetricsField(name: "wideCardWidthFraction", path: .number(\.wideCardWidthFraction)),
      MetricsField(name: "wideCardMinimumWidth", path: .number(\.wideCardMinimumWidth)),
      MetricsField(name: "wideCardMaximumWidth", path: .number(\.wideCardMaximumWidth)),
      MetricsField(name: "logoSize", path: .size(\.logoSize)),
      MetricsField(name: "recenterButtonSize", path: .size(\.recenterButtonSize)),
      MetricsField(name: "speedometerSize", path: .size(\.speedometerSize)),
      MetricsField(name: "speedLimitSize", path: .size(\.speedLimitSize)),
      MetricsField(name: "speedWidgetPadding", path: .number(\.speedWidgetPadding)),
      MetricsField(name: "tripProgressBarWidth", path: .number(\.tripProgressBarWidth)),
      MetricsField(name: "buttonSide", path: .number(\.buttonSide)),
      MetricsField(name: "promptContentHeight", path: .number(\.promptContentHeight)),
    ]
  }

  /// Whether the member is a size.
  var isSize: Bool {
    if case .size = path { return true }
    return false
  }

  /// The member's numbers: one for a number, width and height for a size.
  func numbers(_ metrics: ComponentMetrics) -> [CGFloat] {
    switch path {
    case .number(let keyPath): [metrics[keyPath: keyPath]]
    case .size(let keyPath): [metrics[keyPath: keyPath].width, metrics[keyPath: keyPath].height]
    }
  }

  /// Sets the member from `numbers` (one, or width and height).
  func set(_ numbers: [CGFloat], in metrics: inout ComponentMetrics) {
    switch path {
    case .number(let keyPath): metrics[keyPath: keyPath] = numbers[0]
    case .size(let keyPath):
      metrics[keyPath: keyPath] = CGSize(width: numbers[0], height: numbers[1])
    }
  }
}
