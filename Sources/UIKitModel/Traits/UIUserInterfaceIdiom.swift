/// The kind of device an interface is designed for: UIKit's `UIUserInterfaceIdiom`, with
/// UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not given (a trait collection made without it, a free-size environment).
  case unspecified = -1
  /// iPhone.
  case phone = 0
  /// iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// Mac (Mac Catalyst's Mac idiom).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6

  /// The case name: `phone`, `pad`, …
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    case .tv: "tv"
    case .carPlay: "carPlay"
    case .mac: "mac"
    case .vision: "vision"
    }
  }
}
