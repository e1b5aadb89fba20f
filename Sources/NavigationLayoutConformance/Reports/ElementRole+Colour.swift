extension ElementRole {
  /// The role's colour in the pictures, as `#rrggbb`: one per role (every navigation button
  /// shares one), none of them red, which marks what a rule found wrong.
  public var pictureColour: String {
    switch self {
    case .turnCard: "#2e7d32"
    case .etaCard: "#00838f"
    case .googleLogo: "#8e24aa"
    case .viewport: "#607d8b"
    case .speedWidget: "#9e7700"
    case .tripProgressBar: "#795548"
    case .button: "#1565c0"
    case .prompt: "#ef6c00"
    case .hidingStack: "#90a4ae"
    case .opaqueOverlay: "#3949ab"
    case .floatingControl: "#00695c"
    case .content: "#827717"
    case .container: "#a0a0a0"
    case .ignored: "#cccccc"
    }
  }

  /// The role's name in a picture's legend: ``description`` without a button's kind.
  public var legendName: String {
    if case .button = self { return "button" }
    return description
  }

  /// The order of roles in a legend: Google's components, then the app's views.
  static func legendRank(_ role: ElementRole) -> Int {
    switch role {
    case .turnCard: 0
    case .etaCard: 1
    case .prompt: 2
    case .googleLogo: 3
    case .button: 4
    case .speedWidget: 5
    case .tripProgressBar: 6
    case .viewport: 7
    case .hidingStack: 8
    case .opaqueOverlay: 9
    case .floatingControl: 10
    case .content: 11
    case .container: 12
    case .ignored: 13
    }
  }
}
