/// The boundary search: a share of a campaign's cases spent mutating the choice sequences of
/// the tightest cases seen so far (least slack, ``CaseContext/slack(_:label:)``) toward less
/// slack, so a failure that only a narrow band of inputs shows is found by walking toward it
/// rather than by landing on it.
///
/// Like Hypothesis's `target()`, but with one target per slack label the property records,
/// none named by the user. Per label it keeps a small pool of the sequences with the least
/// slack; a boundary case takes one of them and moves one integer choice by one point (a
/// probe, each choice in turn), nudges a few integer choices by small deltas, redraws a few
/// choices, or splices it with another pool entry, then replays it. A result
/// with less slack than a pool's worst enters that pool; a label whose candidates keep
/// failing to improve is tried less often, and a choice position whose mutation improved a
/// label is tried again first. Every random decision comes from one generator seeded by the
/// campaign seed, and pools are arrays in first-seen order, so a seed gives the same cases.
struct BoundarySearch {
  /// One pooled case: its slack under the pool's label and its choices.
  struct Entry {
    var slack: Double
    var sequence: ChoiceSequence
    var kinds: [ChoiceKind]
  }

  /// The tightest cases for one label.
  struct Pool {
    var label: String
    /// Least slack first (ties by shortlex order), at most ``BoundarySearch/poolSize``.
    var entries: [Entry] = []
    /// Choice positions whose mutation last improved this label, newest last.
    var hotPositions: [Int] = []
    /// Candidates since this label last improved.
    var misses = 0
    /// The last move that improved this label, one integer choice by a signed delta: tried
    /// again doubled while it keeps improving and halved when it stops (a line search, which
    /// closes a distance of thousands of points in tens of cases).
    var stride: (position: Int, delta: Int64)?
    /// The next one-point probe of the best case (``BoundarySearch/probe(_:)``): an index into
    /// its integer choices, two probes each (down, then up); back to 0 when the best changes.
    var probe = 0
  }

  /// The most sequences kept per label.
  static let poolSize = 4
  /// Misses after which a label counts as stuck in the tournament.
  static let stuckMisses = 64
  /// Misses after which a label whose pool holds one slack only counts as stuck: a few tries
  /// tell a gap that moves from one that no change of the case moves.
  static let probationMisses = 16
  /// The most remembered positions per label.
  static let hotPositionCount = 4

  /// The share of cases that are boundary cases, in `0...1`.
  let share: Double
  /// The pools, in the order their labels were first seen.
  private(set) var pools: [Pool] = []
  /// Per choice position, how many candidates changing it improved their label, any label's:
  /// the numbers that move one gap (a window's height) move others, so probes try them first.
  private var credit: [Int] = []
  private var random: SplitMix64
  /// The pool the last candidate was made for, the positions it changed, and its integer
  /// move when it moved one integer choice.
  private var last: (pool: Int, positions: [Int], move: (position: Int, delta: Int64)?)?

  /// A search spending `share` of the cases, its randomness seeded by the campaign `seed`.
  init(share: Double, seed: UInt64) {
    self.share = min(max(share, 0), 1)
    // A stream of its own, so the generated cases are those of a campaign without the search.
    random = SplitMix64(seed: SplitMix64.mix(seed ^ 0xB0A4_D0A2_7C1E_5EED))
  }

  /// Whether case `index` is a boundary case: spread evenly, `share` of all indices.
  func isBoundaryCase(_ index: Int) -> Bool {
    guard share > 0, !pools.isEmpty else { return false }
    return (Double(index + 1) * share).rounded(.down) > (Double(index) * share).rounded(.down)
  }

  /// Records a case's slacks: each enters its label's pool when it is among the least seen.
  /// The candidate made last is credited when its pool improved.
  mutating func observe(_ execution: CaseExecution) {
    var improvedTarget = false
    // Only passing cases are pooled: around a failure already found, the search would find
    // the same failure again.
    var hint = 0
    for observation in execution.outcome == .passed ? execution.slacks : [] {
      // From the last match on: cases report their labels in much the same order.
      var index = pools.count
      for offset in 0..<pools.count
      where pools[(hint + offset) % pools.count].label == observation.label {
        index = (hint + offset) % pools.count
        break
      }
      if index == pools.count { pools.append(Pool(label: observation.label)) }
      hint = index + 1
      if insert(observation.slack, execution, into: index), index == last?.pool {
        improvedTarget = true
      }
    }
    guard let (pool, positions, move) = last else { return }
    last = nil
    if let move {
      if improvedTarget {
        pools[pool].stride = (
          move.position,
          move.delta.multipliedReportingOverflow(by: 2).overflow
            ? move.delta : move.delta * 2
        )
      } else if let stride = pools[pool].stride, stride.position == move.position {
        pools[pool].stride = abs(stride.delta) > 1 ? (stride.position, stride.delta / 2) : nil
        // A position moved down to single points without gain is spent: try others first.
        if pools[pool].stride == nil { pools[pool].hotPositions.removeAll { $0 == move.position } }
      }
    }
    if improvedTarget {
      for position in positions {
        if position >= credit.count {
          credit += repeatElement(0, count: position + 1 - credit.count)
        }
        credit[position] += 1
      }
      pools[pool].misses = 0
      for position in positions where !pools[pool].hotPositions.contains(position) {
        pools[pool].hotPositions.append(position)
      }
      pools[pool].hotPositions = Array(pools[pool].hotPositions.suffix(Self.hotPositionCount))
    } else {
      pools[pool].misses += 1
    }
  }

  /// Inserts a case into a pool when its slack is new there and tighter than the pool's worst
  /// (one entry per slack keeps the pool from filling with copies that differ in choices
  /// that do not matter); true when it is tighter than the pool's best.
  private mutating func insert(_ slack: Double, _ execution: CaseExecution, into index: Int)
    -> Bool
  {
    var entries = pools[index].entries
    if entries.count >= Self.poolSize, let worst = entries.last, slack >= worst.slack {
      return false
    }
    if entries.contains(where: { $0.slack == slack }) { return false }
    let improves = slack < (entries.first?.slack ?? .infinity)
    if improves { pools[index].probe = 0 }
    let entry = Entry(slack: slack, sequence: execution.sequence, kinds: execution.kinds)
    let position =
      entries.firstIndex {
        (slack, execution.sequence) < ($0.slack, $0.sequence)
      } ?? entries.count
    entries.insert(entry, at: position)
    if entries.count > Self.poolSize { entries.removeLast() }
    pools[index].entries = entries
    return improves
  }

  /// The next boundary case's choices: a mutation of a pooled case; nil when nothing is
  /// pooled.
  mutating func nextCandidate() -> ChoiceSequence? {
    guard !pools.isEmpty else { return nil }
    // Half the time the best-ranked label, else a tournament of three: a label still above
    // zero and still improving beats one at zero or stuck (two views that always touch stay
    // put however the case changes), and among those the one closest to the boundary wins, so
    // the budget goes where a failure is near while other labels keep a share.
    var pool = Int(random.next(below: UInt64(pools.count)))
    if random.next() & 1 == 0 {
      for other in pools.indices where rank(other) < rank(pool) { pool = other }
    } else {
      for _ in 0..<2 {
        let other = Int(random.next(below: UInt64(pools.count)))
        if rank(other) < rank(pool) { pool = other }
      }
    }
    let entries = pools[pool].entries
    guard !entries.isEmpty else { return nil }
    let pick = random.next() & 3 != 0 ? 0 : Int(random.next(below: UInt64(entries.count)))
    let entry = entries[pick]
    var indices = entry.sequence.indices
    var positions: [Int] = []
    var move: (position: Int, delta: Int64)?
    guard !indices.isEmpty else { return nil }
    if let stride = pools[pool].stride, stride.position < indices.count,
      random.next() & 3 != 0, case .integer? = kind(entries[0], stride.position)
    {
      // The line search: the best case moved again the way that last worked.
      indices = entries[0].sequence.indices
      indices[stride.position] = moved(
        indices[stride.position], by: stride.delta, kind: kind(entries[0], stride.position)!)
      last = (pool, [stride.position], stride)
      return ChoiceSequence(indices)
    }
    if pools[pool].stride == nil, random.next() & 1 == 0, let candidate = probe(pool) {
      return candidate
    }
    switch random.next(below: 8) {
    case 0...3:
      let count = 1 + random.next(below: 2)
      for _ in 0..<count {
        let position = choosePosition(in: pool, count: indices.count, integers: entry.kinds)
        let (index, delta) = nudged(indices[position], kind: kind(entry, position))
        indices[position] = index
        positions.append(position)
        if count == 1, pick == 0, let delta { move = (position, delta) }
      }
    case 4...5:
      for _ in 0...random.next(below: 3) {
        let position = choosePosition(in: pool, count: indices.count)
        indices[position] = redrawn(kind(entry, position))
        positions.append(position)
      }
    default:
      // Splice: this case's choices up to a cut, then another pooled case's after it (from
      // any label), so what made two cases tight can meet in one.
      let other = pools[Int(random.next(below: UInt64(pools.count)))].entries
      guard let donor = other.isEmpty ? nil : other[Int(random.next(below: UInt64(other.count)))]
      else { break }
      let cut = Int(random.next(below: UInt64(min(indices.count, donor.sequence.count) + 1)))
      indices = Array(indices.prefix(cut)) + donor.sequence.indices.dropFirst(cut)
    }
    last = (pool, positions, move)
    return ChoiceSequence(indices)
  }

  /// The next probe of a pool's best case: one integer choice moved by one point, down then
  /// up, each choice in turn (a pattern search). A random nudge seldom moves the one number
  /// that matters by exactly one; where the slack is a gap that vanishes past the boundary (a
  /// view a stack hides when it no longer fits), one point is all the room there is. A probe
  /// that improves the label starts a line search from there (``Pool/stride``). Nil when every
  /// choice has been probed since the best last changed.
  private mutating func probe(_ pool: Int) -> ChoiceSequence? {
    let best = pools[pool].entries[0]
    var indices = best.sequence.indices
    // The integer choices, most credited first (then in order): stable while the best is.
    var order: [Int] = []
    for position in indices.indices {
      if case .integer? = kind(best, position) { order.append(position) }
    }
    order.sort { (credit(at: $0), -$0) > (credit(at: $1), -$1) }
    while pools[pool].probe < 2 * order.count {
      let probe = pools[pool].probe
      pools[pool].probe += 1
      let position = order[probe / 2]
      let delta: Int64 = probe % 2 == 0 ? -1 : 1
      let moved = moved(indices[position], by: delta, kind: kind(best, position)!)
      guard moved != indices[position] else { continue }
      indices[position] = moved
      last = (pool, [position], (position, delta))
      return ChoiceSequence(indices)
    }
    return nil
  }

  private func credit(at position: Int) -> Int {
    position < credit.count ? credit[position] : 0
  }

  /// A label's rank in the tournament, lower first: open before closed, then least slack. A
  /// label is closed at slack 0 or below, after ``stuckMisses`` misses since it last improved,
  /// or after ``probationMisses`` while its pool holds one slack only: a gap no case moves
  /// (two views that always stand 4 points apart) is no way toward a failure.
  private func rank(_ pool: Int) -> (Int, Double) {
    let entries = pools[pool].entries
    let best = entries.first?.slack ?? .infinity
    let misses = pools[pool].misses
    let open = best > 0 && misses < (entries.count > 1 ? Self.stuckMisses : Self.probationMisses)
    return (open ? 0 : 1, best)
  }

  /// A remembered position half the time (when there is one that still fits), else any; with
  /// `integers` (the case's kinds), any integer choice when there is one: moving a number is
  /// what changes a distance without changing the case's shape.
  private mutating func choosePosition(
    in pool: Int, count: Int, integers kinds: [ChoiceKind] = []
  ) -> Int {
    let hot = pools[pool].hotPositions.filter { $0 < count }
    if !hot.isEmpty, random.next() & 1 == 0 {
      return hot[Int(random.next(below: UInt64(hot.count)))]
    }
    if !kinds.isEmpty {
      var numbers = 0
      for kind in kinds.prefix(count) { if case .integer = kind { numbers += 1 } }
      if numbers > 0 {
        var chosen = Int(random.next(below: UInt64(numbers)))
        for (position, kind) in kinds.prefix(count).enumerated() {
          guard case .integer = kind else { continue }
          if chosen == 0 { return position }
          chosen -= 1
        }
      }
    }
    return Int(random.next(below: UInt64(count)))
  }

  private func kind(_ entry: Entry, _ position: Int) -> ChoiceKind? {
    entry.kinds.indices.contains(position) ? entry.kinds[position] : nil
  }

  /// An integer moved up or down by a delta of a random scale (1, up to 2, up to 4, … up to
  /// the range's width, each scale equally likely), so a far case closes in by halves and a
  /// near one by single points; a small float index by up to 64; any other choice redrawn.
  ///
  /// - Returns: The new index, and the signed delta when an integer moved.
  private mutating func nudged(_ index: UInt64, kind: ChoiceKind?) -> (UInt64, Int64?) {
    let delta = Int64(1 + random.next(below: 1 << random.next(below: 7)))
    let up = random.next() & 1 == 0
    switch kind {
    case .integer(let lower, let upper, _)?:
      let width = UInt64(bitPattern: upper &- lower)
      let scale = UInt64(min(62, 64 - width.leadingZeroBitCount))
      let step = Int64(1 + random.next(below: 1 << random.next(below: scale + 1)))
      return (moved(index, by: up ? step : -step, kind: kind!), up ? step : -step)
    case .float? where index < FloatEncoding.patternFlag:
      return (up ? index + UInt64(delta) : index - min(index, UInt64(delta)), nil)
    default:
      return (redrawn(kind), nil)
    }
  }

  /// The index of an integer choice's value moved by `delta`, clamped to its range.
  private func moved(_ index: UInt64, by delta: Int64, kind: ChoiceKind) -> UInt64 {
    guard case .integer(let lower, let upper, _) = kind else { return index }
    let value = kind.integerValue(at: index)
    let (sum, overflow) = value.addingReportingOverflow(delta)
    let target = overflow ? (delta > 0 ? upper : lower) : min(max(sum, lower), upper)
    return kind.index(ofInteger: target)
  }

  /// A fresh uniform index for the kind.
  private mutating func redrawn(_ kind: ChoiceKind?) -> UInt64 {
    guard let kind else { return random.next(below: 2) }
    let maximum = kind.maximumIndex
    return maximum == .max ? random.next() : random.next(below: maximum + 1)
  }
}
