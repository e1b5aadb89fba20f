/// An incremental Cassowary solver whose optional constraints are minimised in lexicographic
/// priority order, as UIKit's Auto Layout engine does.
///
/// The verbs are kiwi's (research §B3): add, remove and has constraint; add, remove and has
/// edit variable; suggest value; update variables; reset. Each add or remove re-optimises,
/// so values read after ``updateVariables()`` always belong to an optimal solution.
///
/// Required constraints are hard. Optional ones form one objective tier per distinct strength
/// in use; an optional equality minimises `|lhs - rhs|`, an inequality its violation. Tiers
/// are minimised highest first, each without giving back anything a higher tier gained.
///
/// ```swift
/// let x = Variable("x")
/// var solver = Solver()
/// try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
/// try solver.addConstraint(Constraint(x, .equal, 0, strength: 251))
/// for _ in 0..<5 { try solver.addConstraint(Constraint(x, .equal, 100, strength: 250)) }
/// solver.updateVariables()
/// print(solver.value(of: x))  // 10.0: one 251 beats five 250s
/// ```
///
/// The solver is a value: copying it copies the system, which is how ambiguity queries
/// explore alternatives without touching the original.
public struct Solver: Sendable {
  /// The magnitude below which a coefficient or constant counts as zero. The only tolerance
  /// the solver uses (kiwi's `nearZero`, research §B2).
  public static let tolerance = 1e-8

  /// What ``addConstraint(_:)`` does with a required constraint that cannot hold.
  public enum Recovery: Sendable, Hashable {
    /// Throw ``SolverError/unsatisfiableConstraint(_:conflicting:)`` and leave the system as
    /// it was.
    case reject
    /// UIKit's recovery (research §A4): keep the constraint but relax it to a tier above
    /// every optional one, so it holds as nearly as the others allow, and report the
    /// mutually exclusive set in a ``Conflict``. The constraint being added is the one broken.
    case breakAndContinue
  }

  /// A required constraint that could not hold and was relaxed, with the set it conflicts in.
  public struct Conflict: Sendable, CustomStringConvertible {
    /// The constraint the solver relaxed.
    public let broken: Constraint
    /// A minimal set of required constraints with no common solution, in the order they
    /// were added; `broken` is the last member.
    public let mutuallyExclusive: [Constraint]

    /// One line naming the broken constraint and its set.
    public var description: String {
      "broke [\(broken)] of " + mutuallyExclusive.map { "[\($0)]" }.joined(separator: ", ")
    }
  }

  /// Where a constraint lives in the tableau: its marker symbols and its objective tier.
  struct Tag: Sendable {
    var constraint: Constraint
    /// The slack, error or dummy symbol that identifies the constraint's row.
    var marker: Symbol
    /// The second error symbol of an optional constraint, else invalid.
    var other: Symbol
    /// The coefficients of `marker` and `other` in `expression + … = 0` as first written,
    /// which say how a change of the constraint's constant moves them.
    var markerCoefficient: Double = 1
    var otherCoefficient: Double = 1
    /// The objective tier's key, nil for a required constraint.
    var tierKey: Double?
    /// Position in the order of additions; orders conflict sets and dumps.
    var sequence: Int
    /// Whether the solver made the constraint for an edit variable; callers never see it.
    var isEdit = false
    var conflict: Conflict?
  }

  /// One level of the lexicographic objective: the summed errors of one strength.
  struct Tier: Sendable {
    var key: Double
    /// The summed errors; any change to it clears ``isOptimal``.
    var row: Row {
      didSet { isOptimal = false }
    }
    var members: Int
    /// Whether ``Solver/optimize()`` found no entering symbol for this tier and neither its row
    /// nor a higher tier has changed since, so the next optimisation need not scan it: after
    /// an insertion that touched no objective, every tier is skipped.
    var isOptimal = false
  }

  /// The tier key of relaxed required constraints, above every optional strength.
  static let brokenTierKey = 1000.0

  /// What ``addConstraint(_:)`` does with a required constraint that cannot hold.
  public var recovery: Recovery

  // Tableau. `rows[i]` is the row of basic symbol `basics[i]`; `slots[ordinal]` is that i,
  // or -1 for a symbol that is not basic. Indexing by creation ordinal keeps every lookup
  // an array access and keeps hash order out of the algorithm.
  var rows: [Row] = []
  var basics: [Symbol] = []
  var slots: [Int32] = [-1]
  /// Objective tiers, highest strength first.
  var tiers: [Tier] = []
  var artificial: Row?
  var infeasible: [Symbol] = []

  // Bookkeeping, looked up by identity and never iterated for a decision.
  var tagIndex = IdentityTable()
  /// Tags by the index `tagIndex` gives; nil where a removed constraint was.
  var tagStore: [Tag?] = []
  var freeTagSlots: [Int] = []
  var nextSequence = 0
  @usableFromInline var variableIndex = IdentityTable()
  /// Variables in order of first use, with their symbols and last published values.
  var variables: [Variable] = []
  var variableSymbols: [Symbol] = []
  @usableFromInline var values: [Double] = []
  var edits: [ObjectIdentifier: EditInfo] = [:]

  struct EditInfo: Sendable {
    var variable: Variable
    var constraint: Constraint
    var constant: Double
  }

  /// Creates an empty solver.
  ///
  /// - Parameter recovery: What to do with a required constraint that cannot hold.
  public init(recovery: Recovery = .reject) {
    self.recovery = recovery
    // Room for a typical screen, so the first layout pass does not regrow every array.
    rows.reserveCapacity(128)
    basics.reserveCapacity(128)
    slots.reserveCapacity(512)
    tagStore.reserveCapacity(128)
    variables.reserveCapacity(128)
    variableSymbols.reserveCapacity(128)
    values.reserveCapacity(128)
  }

  // MARK: - Constraints

  /// Adds a constraint and re-optimises.
  ///
  /// - Parameter constraint: The constraint; its strength must be in (0, 1000].
  /// - Returns: With ``Recovery/breakAndContinue``, the conflict when the constraint had to
  ///   be relaxed; otherwise nil.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was added already;
  ///   ``SolverError/invalidStrength(_:)`` if its strength is outside (0, 1000];
  ///   ``SolverError/nonFiniteConstraint(_:)`` if a number in it is NaN or infinite;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required, cannot
  ///   hold, and `recovery` is ``Recovery/reject`` (the system is left as it was).
  @discardableResult
  public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) -> Conflict? {
    guard tag(for: constraint) == nil else {
      throw .duplicateConstraint(constraint)
    }
    guard constraint.strength.isValid else { throw .invalidStrength(constraint) }
    guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
    let tierKey = constraint.strength.isRequired ? nil : constraint.strength.rawValue
    do {
      try insert(constraint, tierKey: tierKey)
      return nil
    } catch .unsatisfiableConstraint(_, let certified) {
      let set = mutuallyExclusiveSet(for: constraint, among: certified)
      guard recovery == .breakAndContinue else {
        throw .unsatisfiableConstraint(constraint, conflicting: set)
      }
      try insert(constraint, tierKey: Self.brokenTierKey)
      let conflict = Conflict(broken: constraint, mutuallyExclusive: set)
      if let index = tagIndex[ObjectIdentifier(constraint)] { tagStore[index]?.conflict = conflict }
      return conflict
    }
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if the constraint is not in the solver.
  public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let tag = tag(for: constraint), !tag.isEdit else {
      throw .unknownConstraint(constraint)
    }
    try remove(constraint)
  }

  /// Removes any constraint, edit constraints included.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let tag = removeTag(for: constraint) else { throw .unknownConstraint(constraint) }
    removeObjectiveEffects(of: tag)
    if let slot = slot(of: tag.marker) {
      _ = takeRow(at: slot)
    } else if let slot = markerLeavingSlot(for: tag.marker) {
      let leaving = basics[slot]
      var row = takeRow(at: slot)
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, with: row)
    }
    if let key = tag.tierKey { releaseTier(key) }
    try optimize()
  }

  /// Swaps a constraint for another, in place when only the constant differs.
  ///
  /// Auto Layout changes `NSLayoutConstraint.constant` far more often than anything else;
  /// moving the constant through the constraint's marker and re-solving with the dual simplex
  /// costs a pivot or two, where removing and adding re-derives the row. When anything but the
  /// constant differs, or the in-place move would break a required constraint, this removes
  /// `old` and adds `new`.
  ///
  /// - Returns: As ``addConstraint(_:)``.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if `old` is not in the solver;
  ///   ``SolverError/duplicateConstraint(_:)`` if `new` is; ``SolverError/invalidStrength(_:)``
  ///   and ``SolverError/nonFiniteConstraint(_:)`` as ``addConstraint(_:)``;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` as ``addConstraint(_:)``, in
  ///   which case `old` is put back.
  @discardableResult
  public mutating func replaceConstraint(_ old: Constraint, with new: Constraint)
    throws(SolverError) -> Conflict?
  {
    guard let existing = tag(for: old), !existing.isEdit else { throw .unknownConstraint(old) }
    if old === new { return existing.conflict }
    guard tag(for: new) == nil else { throw .duplicateConstraint(new) }
    guard new.strength.isValid else { throw .invalidStrength(new) }
    guard new.isFinite else { throw .nonFiniteConstraint(new) }
    let saved = self
    if existing.conflict == nil, old.differsOnlyInConstant(from: new) {
      let delta = new.expression.constant - old.expression.constant
      if (try? moveConstant(of: existing, by: delta)) != nil, requiredEqualitiesHold {
        var moved = removeTag(for: old) ?? existing
        moved.constraint = new
        storeTag(moved)
        return nil
      }
      self = saved
    }
    do {
      try remove(old)
      return try addConstraint(new)
    } catch {
      // Back to the system as it was, `old` in its place in the order of additions.
      self = saved
      throw error
    }
  }

  /// Whether every basic dummy is zero, as a required equality demands; moving a constant
  /// can leave one off zero where a redundant equality stops being redundant.
  var requiredEqualitiesHold: Bool {
    basics.indices.allSatisfy { !basics[$0].isDummy || abs(rows[$0].constant) < Self.tolerance }
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    tag(for: constraint) != nil
  }

  /// The constraints added with ``addConstraint(_:)``, in the order they were added; the
  /// constraints behind edit variables are the solver's own and are not listed.
  public var constraints: [Constraint] {
    orderedTags.filter { !$0.isEdit }.map(\.constraint)
  }

  /// The relaxed required constraints still in the solver, in the order they were added.
  public var conflicts: [Conflict] {
    orderedTags.compactMap(\.conflict)
  }

  var orderedTags: [Tag] {
    tagStore.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
  }

  func tag(for constraint: Constraint) -> Tag? {
    tagIndex[ObjectIdentifier(constraint)].flatMap { tagStore[$0] }
  }

  mutating func storeTag(_ tag: Tag) {
    let index = freeTagSlots.popLast() ?? tagStore.count
    if index == tagStore.count { tagStore.append(tag) } else { tagStore[index] = tag }
    tagIndex.set(index, for: ObjectIdentifier(tag.constraint))
  }

  mutating func removeTag(for constraint: Constraint) -> Tag? {
    let key = ObjectIdentifier(constraint)
    guard let index = tagIndex[key], let tag = tagStore[index] else { return nil }
    tagIndex.remove(key)
    tagStore[index] = nil
    freeTagSlots.append(index)
    return tag
  }

  // MARK: - Edit variables

  /// Makes a variable editable: adds the optional constraint `variable == 0` whose constant
  /// ``suggestValue(_:_:)`` moves.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is one already;
  ///   ``SolverError/badEditStrength(_:_:)`` if `strength` is required or outside (0, 1000).
  public mutating func addEditVariable(_ variable: Variable, strength: Strength)
    throws(SolverError)
  {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard strength.isValid, !strength.isRequired else {
      throw .badEditStrength(variable, strength)
    }
    let constraint = Constraint(variable, .equal, 0, strength: strength)
    try addConstraint(constraint)
    if let index = tagIndex[ObjectIdentifier(constraint)] { tagStore[index]?.isEdit = true }
    edits[key] = EditInfo(variable: variable, constraint: constraint, constant: 0)
  }

  /// Removes an edit variable and its constraint.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(info.constraint)
  }

  /// Whether the variable is an edit variable of the solver.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Moves an edit variable's target and re-solves with the dual simplex, which costs a
  /// pivot only where a bound is reached (research §B1).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable;
  ///   ``SolverError/suggestionOutOfRange(_:_:)`` if `value` is NaN or its magnitude exceeds
  ///   ``maximumSuggestion``.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard let info = edits[key], let tag = tag(for: info.constraint) else {
      throw .unknownEditVariable(variable)
    }
    guard abs(value) <= Self.maximumSuggestion else {
      throw .suggestionOutOfRange(variable, value)
    }
    edits[key]?.constant = value
    // The edit constraint reads `variable - value == 0`: its constant moves by -(Δ value).
    try moveConstant(of: tag, by: info.constant - value)
  }

  /// The largest magnitude ``suggestValue(_:_:)`` accepts: 10¹⁵ points. Beyond it a Double
  /// no longer resolves a point, so moving back from such a value would land off target.
  public static let maximumSuggestion = 1e15

  // MARK: - Values

  /// Publishes the current solution: afterwards ``value(of:)`` returns it.
  ///
  /// A variable that is not basic gets 0, as in kiwi; ``isAmbiguous(_:)`` tells whether
  /// another optimal solution would give it a different value.
  public mutating func updateVariables() {
    for (index, symbol) in variableSymbols.enumerated() {
      values[index] = currentValue(of: symbol)
    }
  }

  /// The value published by the last ``updateVariables()``; 0 for a variable the solver has
  /// not seen or not yet published.
  ///
  /// Inlinable so that a caller holding the solver in a class property reads the value in
  /// place: an opaque call copies the whole solver first (a retain and release of every
  /// table), once per value a layout pass reads.
  @inlinable
  public func value(of variable: Variable) -> Double {
    guard let index = variableIndex[ObjectIdentifier(variable)] else { return 0 }
    return values[index]
  }

  /// Removes every constraint and edit variable, keeping the recovery setting.
  public mutating func reset() {
    self = Solver(recovery: recovery)
  }

  func currentValue(of symbol: Symbol) -> Double {
    slot(of: symbol).map { rows[$0].constant } ?? 0
  }
}
