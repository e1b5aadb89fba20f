import Foundation
import UIKitModel

/// Times UIKitModel layout passes on a laid-out 20-view screen: re-layout after changing one
/// constraint constant (incremental: the root's solver is kept) against building and laying
/// out the whole screen again. For `nav-layout-check bench layout`.
@MainActor
public enum LayoutBenchmark {
  /// Runs both measurements and returns one JSON line each.
  ///
  /// Times are medians in microseconds over `repetitions` runs. The incremental run changes
  /// the first row's top constant back and forth, so every row below moves each time.
  ///
  /// ```swift
  /// for line in LayoutBenchmark.run(repetitions: 2000) { print(line) }
  /// // {"workload": "L1 constant change", "median_us": ..., "views": 20}
  /// // {"workload": "L1 full rebuild", "median_us": ..., "views": 20}
  /// ```
  public static func run(repetitions: Int = 2000, progress: (String) -> Void = { _ in })
    -> [String]
  {
    let screen = Screen()
    screen.layout()
    var flip = false
    let change = BenchmarkTiming.median(repetitions) {
      flip.toggle()
      screen.changeOneConstant(to: flip ? 24 : 16)
    }
    let rebuild = BenchmarkTiming.median(max(repetitions / 4, 1)) {
      Screen().layout()
    }
    let lines = [
      #"{"workload": "L1 constant change", "median_us": \#(BenchmarkTiming.format(change, 2)), "views": 20, "issues": \#(screen.issueCount)}"#,
      #"{"workload": "L1 full rebuild", "median_us": \#(BenchmarkTiming.format(rebuild, 2)), "views": 20}"#,
    ]
    lines.forEach(progress)
    return lines
  }

  /// A map-sized root with 20 app views in 10 rows of two, pinned to the safe area.
  @MainActor
  final class Screen {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    /// The first row's top: the constant the incremental run changes.
    let firstTop: NSLayoutConstraint
    private(set) var views: [UIView] = []

    init() {
      root.layoutEnvironment = LayoutEnvironment(
        scale: 3, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      let safe = root.safeAreaLayoutGuide
      var constraints: [NSLayoutConstraint] = []
      var above: NSLayoutYAxisAnchor = safe.topAnchor
      var first: NSLayoutConstraint?
      for _ in 0..<10 {
        let left = UIView()
        let right = UIView()
        for view in [left, right] {
          view.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(view)
          views.append(view)
        }
        let top = left.topAnchor.constraint(equalTo: above, constant: first == nil ? 16 : 8)
        if first == nil { first = top }
        constraints += [
          top,
          left.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
          left.heightAnchor.constraint(equalToConstant: 40),
          right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
          right.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
          right.widthAnchor.constraint(equalTo: left.widthAnchor),
          right.topAnchor.constraint(equalTo: left.topAnchor),
          right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ]
        above = left.bottomAnchor
      }
      firstTop = first ?? constraints[0]
      NSLayoutConstraint.activate(constraints)
    }

    /// Runs a layout pass.
    func layout() { root.layoutIfNeeded() }

    /// Sets the first row's top constant and lays out again.
    func changeOneConstant(to value: CGFloat) {
      firstTop.constant = value
      root.layoutIfNeeded()
    }

    /// Issues recorded so far; 0 for this screen.
    var issueCount: Int { root.layoutIssues.count }

    /// The sum of every frame's origin and size, to tell layouts apart.
    var checksum: Double {
      views.reduce(0) { sum, view in
        sum + Double(view.frame.minX + view.frame.minY + view.frame.width + view.frame.height)
      }
    }
  }
}
