extension UIStackView {
  /// How a stack view places its arranged views across its axis, with UIKit's raw values:
  /// `top` is `leading` (1) and `bottom` is `trailing` (4) (UIKit `UIStackView.Alignment`
  /// documentation and header).
  public enum Alignment: Int, Sendable {
    /// The views fill the stack across its axis.
    case fill = 0
    /// Vertical stacks: the views' leading edges on the stack's leading edge.
    case leading = 1
    /// Horizontal stacks: the views' first baselines aligned.
    case firstBaseline = 2
    /// The views centred across the axis.
    case center = 3
    /// Vertical stacks: the views' trailing edges on the stack's trailing edge.
    case trailing = 4
    /// Horizontal stacks: the views' last baselines aligned.
    case lastBaseline = 5

    /// Horizontal stacks: the views' top edges on the stack's top edge; the same value as
    /// ``leading``.
    public static var top: Alignment { .leading }
    /// Horizontal stacks: the views' bottom edges on the stack's bottom edge; the same value
    /// as ``trailing``.
    public static var bottom: Alignment { .trailing }
  }
}
