/// The boundary search: a share of a campaign's cases spent mutating the choice sequences of
/// the tightest cases seen so far (least slack, ``CaseContext/slack(_:label:)``) toward less
/// slack, so a failure that only a narrow band of inputs shows is found by walking toward it
/// rather than by landing on it.
///
/// Like Hypothesis's `target()`, but with one target per slack label the property records,
/// none named by the user. Per label it keeps a small pool of the sequences with the least
/// slack; a boundary case takes one of them and nudges a few integer choices by small deltas,
/// redraws a few choices, or splices it with another pool entry, then replays it. A result
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
  }

  /// The most sequences kept per label.
  static let poolSize = 4
  /// The most remembered positions per label.
  static let hotPositionCount = 4

  /// The share of cases that are boundary cases, in `0...1`.
  let share: Double
  /// The pools, in the order their labels were first seen.
  private(set) var pools: [Pool] = []
  private var random: SplitMix64
  /// The pool the last candidate was made for and the positions it changed.
  private var last: (pool: Int, positions: [Int])?

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
    for observation in execution.outcome == .passed ? execution.slacks : [] {
      let index =
        pools.firstIndex { $0.label == observation.label }
        ?? {
          pools.append(Pool(label: observation.label))
          return pools.count - 1
        }()
      if insert(observation.slack, execution, into: index), index == last?.pool {
        improvedTarget = true
      }
    }
    guard let (pool, positions) = last else { return }
    last = nil
    if improvedTarget {
      pools[pool].misses = 0
      for position in positions where !pools[pool].hotPositions.contains(position) {
        pools[pool].hotPositions.append(position)
      }
      pools[pool].hotPositions = Array(pools[pool].hotPositions.suffix(Self.hotPositionCount))
    } else {
      pools[pool].misses += 1
    }
  }

  /// Inserts a case into a pool when it is tighter than the pool's worst; true when it went in.
  private mutating func insert(_ slack: Double, _ execution: CaseExecution, into index: Int)
    -> Bool
  {
    var entries = pools[index].entries
    if entries.count >= Self.poolSize, let worst = entries.last, slack >= worst.slack {
      return false
    }
    if entries.contains(where: { $0.sequence == execution.sequence }) { return false }
    let entry = Entry(slack: slack, sequence: execution.sequence, kinds: execution.kinds)
    let position =
      entries.firstIndex {
        (slack, execution.sequence) < ($0.slack, $0.sequence)
      } ?? entries.count
    entries.insert(entry, at: position)
    if entries.count > Self.poolSize { entries.removeLast() }
    pools[index].entries = entries
    return true
  }

  /// The next boundary case's choices: a mutation of a pooled case; nil when nothing is
  /// pooled.
  mutating func nextCandidate() -> ChoiceSequence? {
    guard !pools.isEmpty else { return nil }
    // A tournament of two: the label that has gone longer without improving loses, so labels
    // already at their floor (two views that always touch) stop taking the budget.
    let first = Int(random.next(below: UInt64(pools.count)))
    let second = Int(random.next(below: UInt64(pools.count)))
    let pool = pools[second].misses < pools[first].misses ? second : first
    let entries = pools[pool].entries
    guard !entries.isEmpty else { return nil }
    let pick = random.next() & 1 == 0 ? 0 : Int(random.next(below: UInt64(entries.count)))
    let entry = entries[pick]
    var indices = entry.sequence.indices
    var positions: [Int] = []
    guard !indices.isEmpty else { return nil }
    switch random.next(below: 8) {
    case 0...3:
      for _ in 0...random.next(below: 2) {
        let position = choosePosition(in: pool, count: indices.count)
        indices[position] = nudged(indices[position], kind: kind(entry, position))
        positions.append(position)
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
    last = (pool, positions)
    return ChoiceSequence(indices)
  }

  /// A remembered position half the time (when there is one that still fits), else any.
  private mutating func choosePosition(in pool: Int, count: Int) -> Int {
    let hot = pools[pool].hotPositions.filter { $0 < count }
    if !hot.isEmpty, random.next() & 1 == 0 {
      return hot[Int(random.next(below: UInt64(hot.count)))]
    }
    return Int(random.next(below: UInt64(count)))
  }

  private func kind(_ entry: Entry, _ position: Int) -> ChoiceKind? {
    entry.kinds.indices.contains(position) ? entry.kinds[position] : nil
  }

  /// An integer moved by a small delta (1 to 64, small ones likeliest), up or down; a small
  /// float index likewise; any other choice redrawn.
  private mutating func nudged(_ index: UInt64, kind: ChoiceKind?) -> UInt64 {
    let delta = Int64(1 + random.next(below: 1 << random.next(below: 7)))
    let up = random.next() & 1 == 0
    switch kind {
    case .integer(let lower, let upper, _)?:
      let value = kind!.integerValue(at: index)
      let (sum, overflow) = value.addingReportingOverflow(up ? delta : -delta)
      let moved = overflow ? (up ? upper : lower) : min(max(sum, lower), upper)
      return kind!.index(ofInteger: moved)
    case .float? where index < FloatEncoding.patternFlag:
      return up ? index + UInt64(delta) : index - min(index, UInt64(delta))
    default:
      return redrawn(kind)
    }
  }

  /// A fresh uniform index for the kind.
  private mutating func redrawn(_ kind: ChoiceKind?) -> UInt64 {
    guard let kind else { return random.next(below: 2) }
    let maximum = kind.maximumIndex
    return maximum == .max ? random.next() : random.next(below: maximum + 1)
  }
}
