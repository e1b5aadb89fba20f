/// A column of the tableau: a variable the caller gave (external) or one the solver made.
///
/// The raw value packs a creation ordinal above three kind bits, so comparing raw values
/// compares creation order: every tie in pivoting is broken by it, never by memory addresses
/// or hash order (the source of kiwi's nondeterminism, research §B2).
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// What a symbol stands for, with kiwi's letters in dumps.
  enum Kind: UInt32, Sendable {
    /// No symbol; the zero value.
    case invalid = 0
    /// A caller's ``Variable``; unrestricted in sign.
    case external = 1
    /// The slack of an inequality; at least zero.
    case slack = 2
    /// The error of an optional constraint; at least zero, minimised by the objective.
    case error = 3
    /// The marker of a required equality; always zero, never enters the basis.
    case dummy = 4

    var letter: Character {
      switch self {
      case .invalid: "i"
      case .external: "v"
      case .slack: "s"
      case .error: "e"
      case .dummy: "d"
      }
    }
  }

  let rawValue: UInt32

  static let invalid = Symbol(rawValue: 0)

  init(rawValue: UInt32) { self.rawValue = rawValue }

  init(ordinal: Int, kind: Kind) {
    rawValue = UInt32(ordinal) << 3 | kind.rawValue
  }

  var kind: Kind { Kind(rawValue: rawValue & 7) ?? .invalid }
  /// The creation ordinal, counting from 1; an index into the solver's per-symbol arrays.
  var ordinal: Int { Int(rawValue >> 3) }
  /// Whether the symbol is sign-restricted (slack, error or dummy).
  var isRestricted: Bool { rawValue & 7 > Kind.external.rawValue }
  var isDummy: Bool { rawValue & 7 == Kind.dummy.rawValue }
  var isExternal: Bool { rawValue & 7 == Kind.external.rawValue }
  var isValid: Bool { rawValue != 0 }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.rawValue < rhs.rawValue }

  var description: String { "\(kind.letter)\(ordinal)" }
}
