/// Where app code made a constraint or added a view: the file (`#fileID`, `Module/File.swift`)
/// and line of the call. Model-only: UIKit keeps no such record (Xcode's view debugger lists
/// a view's constraints, never the line that made them).
///
/// Every public factory of the shim records it through defaulted `fileID:` and `line:`
/// parameters, so app source compiles unchanged and the call site is the app's line. A
/// constraint made inside a helper function of the app records the helper's line: the line
/// that called the factory.
///
/// ```swift
/// let top = card.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor)
/// print(top.callSite!)  // MyApp/CourierLayout.swift:42
/// ```
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
  /// Kept as the literal the compiler gave: recording costs no allocation.
  private let file: StaticString
  private let lineNumber: UInt

  /// Records a call site.
  ///
  /// - Parameters:
  ///   - fileID: The caller's `#fileID`, `Module/File.swift`.
  ///   - line: The caller's `#line`, 1-based.
  public init(fileID: StaticString, line: UInt) {
    file = fileID
    lineNumber = line
  }

  /// The file, as `#fileID` spells it: `Module/File.swift`.
  public var fileID: String { file.description }
  /// The file name alone: `File.swift`.
  public var fileName: String {
    let id = fileID
    return id.lastIndex(of: "/").map { String(id[id.index(after: $0)...]) } ?? id
  }
  /// The module the file belongs to: `Module`.
  public var module: String {
    let id = fileID
    return id.firstIndex(of: "/").map { String(id[..<$0]) } ?? ""
  }
  /// The line, 1-based.
  public var line: Int { Int(lineNumber) }

  /// `File.swift:42`: what a finding prints (the module is the app's).
  public var description: String { "\(fileName):\(line)" }

  /// Whether the call was made by the UIKit model or a framework model built on it, not by
  /// app code: the modules that stand for Apple's and Google's frameworks.
  /// Read from the file ID's bytes, without making a string: snapshots ask it of every
  /// constraint.
  public var isFrameworkCode: Bool {
    file.withUTF8Buffer { bytes in
      Self.frameworkModulePrefixes.contains { bytes.starts(with: $0) }
    }
  }

  /// The modules of the models themselves.
  static let frameworkModules = [
    "UIKitModel", "GoogleNavigationModel", "UIKit", "GoogleNavigation",
  ]
  /// Each module's name and the `/` that ends it in a file ID, as UTF-8.
  private static let frameworkModulePrefixes = frameworkModules.map { Array(($0 + "/").utf8) }

  public static func == (a: CallSite, b: CallSite) -> Bool {
    a.lineNumber == b.lineNumber && a.fileID == b.fileID
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(lineNumber)
  }
}
