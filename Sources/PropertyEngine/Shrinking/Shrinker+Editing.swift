// MARK: - Sequence editing helpers shared by passes

extension Shrinker {
  /// Returns the current indices with a range removed.
  ///
  /// - Parameter range: The positions to delete; clamped to the sequence.
  /// - Returns: The shorter sequence.
  public func deleting(_ range: Range<Int>) -> ChoiceSequence {
    var indices = current.sequence.indices
    let clamped = range.clamped(to: indices.indices)
    indices.removeSubrange(clamped)
    return ChoiceSequence(indices)
  }

  /// Returns, for each span, the index of its parent span, or nil for top-level spans.
  ///
  /// Spans are recorded in opening order, so a parent always comes before its children.
  public func parentIndices() -> [Int?] {
    var parents: [Int?] = []
    var stack: [Int] = []
    for (index, span) in current.spans.enumerated() {
      while let top = stack.last, current.spans[top].depth >= span.depth {
        stack.removeLast()
      }
      parents.append(stack.last)
      stack.append(index)
    }
    return parents
  }

  /// Returns groups of sibling spans (same parent, same label), each in position order,
  /// keeping only groups of at least two non-empty spans. Group order is by first position.
  public func siblingGroups() -> [[Span]] {
    let parents = parentIndices()
    var groups: [[Span]] = []
    var keys: [(parent: Int?, label: String)] = []
    for (index, span) in current.spans.enumerated() where !span.isEmpty {
      if let slot = keys.firstIndex(where: { $0.parent == parents[index] && $0.label == span.label }
      ) {
        groups[slot].append(span)
      } else {
        keys.append((parents[index], span.label))
        groups.append([span])
      }
    }
    return groups.filter { $0.count >= 2 }
  }

  /// Returns the current sequence with the contents of sibling spans rearranged.
  ///
  /// - Parameters:
  ///   - spans: Non-overlapping spans in position order.
  ///   - contents: The new contents for each span's slot, in the same order.
  /// - Returns: The rebuilt sequence; choices outside the spans are kept in place.
  public func rearranging(_ spans: [Span], contents: [[UInt64]]) -> ChoiceSequence {
    let indices = current.sequence.indices
    var result: [UInt64] = []
    result.reserveCapacity(indices.count)
    var position = 0
    for (span, content) in zip(spans, contents) {
      result.append(contentsOf: indices[position..<span.start])
      result.append(contentsOf: content)
      position = span.end
    }
    result.append(contentsOf: indices[position...])
    return ChoiceSequence(result)
  }

  /// Returns the choices inside a span of the current sequence.
  ///
  /// - Parameter span: A span of the current execution.
  /// - Returns: Its indices.
  public func contents(of span: Span) -> [UInt64] {
    Array(current.sequence.indices[span.range.clamped(to: current.sequence.indices.indices)])
  }
}
