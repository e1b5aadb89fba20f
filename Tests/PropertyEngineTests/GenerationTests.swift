import PropertyEngine
import Testing

/// Choice encodings, sources and generators, from fixed choices to exact values.
@Suite("Generation")
struct GenerationTests {
  static func value<Value>(_ gen: Gen<Value>, _ indices: [UInt64]) throws -> Value {
    try gen.generate(using: ChoiceRecorder(source: ReplayChoiceSource(ChoiceSequence(indices))))
  }

  @Test("integer indices count outward from the shrink target, then along the longer side")
  func integerOrder() {
    let values = (0..<8).map {
      IntegerEncoding.value(at: UInt64($0), lower: -2, upper: 4, shrinkTowards: 0)
    }
    #expect(values == [0, 1, -1, 2, -2, 3, 4, 4])
    for value in Int64(-2)...4 {
      let index = IntegerEncoding.index(of: value, lower: -2, upper: 4, shrinkTowards: 0)
      #expect(IntegerEncoding.value(at: index, lower: -2, upper: 4, shrinkTowards: 0) == value)
    }
    #expect(IntegerEncoding.value(at: .max, lower: .min, upper: .max, shrinkTowards: 0) == .min)
  }

  @Test("float indices put whole numbers first, then bit patterns by exponent")
  func floatOrder() {
    #expect(FloatEncoding.magnitude(at: 3) == 3)
    #expect(FloatEncoding.index(ofMagnitude: 0.5) == (1 << 63) | 0.5.bitPattern)
    #expect(FloatEncoding.magnitude(at: FloatEncoding.index(ofMagnitude: 0.5)) == 0.5)
    #expect(FloatEncoding.magnitude(at: .max) == .greatestFiniteMagnitude)
  }

  @Test("generators rebuild exact values from fixed choices")
  func generators() throws {
    #expect(try Self.value(Gen<Int>.integers(in: 3...9), [2]) == 5)
    #expect(try Self.value(Gen.booleans(), [1]) == true)
    #expect(try Self.value(Gen.doubles(in: 1.5...10), [2]) == 3.5)
    #expect(try Self.value(Gen.doubles(in: -10...10), [3, 1]) == -3)
    #expect(
      try Self.value(Gen.arrays(of: Gen<Int>.integers(in: 0...9)), [1, 4, 1, 2, 0]) == [4, 2])
    #expect(try Self.value(Gen.oneOf([Gen.constant("a"), Gen.constant("b")]), [1]) == "b")
    #expect(try Self.value(Gen.oneOf(weighted: [(1, Gen.constant(0)), (9, Gen.constant(1))]), [1]) == 1)
    #expect(try Self.value(Gen.element(of: ["x", "y", "z"]), [9]) == "z")
    #expect(try Self.value(Gen<Int>.integers(in: 0...9).map { $0 * 2 }, [3]) == 6)
  }

  @Test("arrays record element and end spans under an array span")
  func spans() throws {
    let recorder = ChoiceRecorder(source: ReplayChoiceSource([1, 4, 0]))
    _ = try Gen.arrays(of: Gen<Int>.integers(in: 0...9)).generate(using: recorder)
    #expect(
      recorder.spans == [
        Span(label: "array", start: 0, end: 3, depth: 0),
        Span(label: "element", start: 0, end: 2, depth: 1),
        Span(label: "end", start: 2, end: 3, depth: 1),
      ])
  }

  @Test("a filter retries within the case, then rejects it")
  func filter() throws {
    let odd = Gen<Int>.integers(in: 0...9).filter { $0 % 2 == 1 }
    #expect(try Self.value(odd, [0, 2, 1]) == 1)
    #expect(throws: GenerationStop.rejected(reason: "filter")) { try Self.value(odd, [0, 0, 0]) }
  }

  @Test("the byte source reads only the bytes each choice needs, then overruns")
  func byteSource() throws {
    let gen = Gen { recorder in
      (
        try Gen.booleans().generate(using: recorder),
        try Gen<Int>.integers(in: 0...999).generate(using: recorder)
      )
    }
    let recorder = ChoiceRecorder(source: ByteChoiceSource([1, 0x01, 0x2C]))
    let value = try gen.generate(using: recorder)
    #expect(value.0 == true)
    #expect(value.1 == 300)  // Index 300 in 0...999 counts up from 0.
    #expect(throws: GenerationStop.overrun) {
      try gen.generate(using: ChoiceRecorder(source: ByteChoiceSource([1])))
    }
  }

  @Test("random sources with equal seeds draw equal sequences")
  func seededRandom() throws {
    let gen = Gen.arrays(of: Gen<Int>.integers())
    let first = ChoiceRecorder(source: RandomChoiceSource(seed: 11))
    let second = ChoiceRecorder(source: RandomChoiceSource(seed: 11))
    #expect(try gen.generate(using: first) == gen.generate(using: second))
    #expect(first.sequence == second.sequence)
    var generator = SplitMix64(seed: 42)
    #expect(generator.next() == 13_679_457_532_755_275_413)
  }

  @Test("the fuzz target runs a passing case from raw bytes")
  func fuzzTarget() {
    let property = Property("any", Gen<UInt8>.integers()) { _, _ in }
    let execution = [UInt8(5)].withUnsafeBufferPointer { FuzzTarget.run(property, bytes: $0) }
    #expect(execution.outcome == .passed)
    #expect(execution.sequence == [5])
  }

  @Test("each composite draw inside a composite generator opens a span named by its type")
  func automaticSpans() throws {
    let digit = Gen<Int>.integers(in: 0...9)
    let pair = Gen { recorder in (try digit.generate(using: recorder), try digit.generate(using: recorder)) }
    let outer = Gen { recorder in
      (try pair.generate(using: recorder), try pair.labelled("second").generate(using: recorder))
    }
    let recorder = ChoiceRecorder(source: ReplayChoiceSource([1, 2, 3, 4]))
    let value = try outer.generate(using: recorder)
    #expect(value.0 == (1, 2) && value.1 == (3, 4))
    // Single-choice generators open no span; the labelled one keeps its name.
    #expect(
      recorder.spans == [
        Span(label: "((Int, Int), (Int, Int))", start: 0, end: 4, depth: 0),
        Span(label: "(Int, Int)", start: 0, end: 2, depth: 1),
        Span(label: "second", start: 2, end: 4, depth: 1),
      ])
  }

  @Test("zip draws each component in order, for any number of components")
  func zip() throws {
    let digit = Gen<Int>.integers(in: 0...9)
    let six = Gen.zip(digit, Gen.booleans(), digit, digit, Gen.element(of: ["a", "b"]), digit)
    let value = try Self.value(six, [4, 1, 2, 3, 1, 9])
    #expect(value.0 == 4 && value.1 && value.2 == 2 && value.3 == 3 && value.4 == "b" && value.5 == 9)
  }

  @Test("recursive nests steps up to the depth, the base first in each level")
  func recursive() throws {
    let trees = Gen.recursive(depth: 2, base: Gen<[Int]>.constant([])) { smaller in
      Gen.zip(smaller, smaller).map { $0.0 + [1] + $0.1 }
    }
    // Level 2 picks its step (1), whose two level-1 children pick step (1) then base (0);
    // the first child's own children are level-0 bases that draw nothing.
    #expect(try Self.value(trees, [1, 1, 0]) == [1, 1])
    #expect(try Self.value(trees, [0]) == [])
    // Depth 0 is the base alone, with no branch choice before it.
    let leaf = Gen.recursive(depth: 0, base: Gen<Int>.integers(in: 0...9)) { $0 }
    #expect(try Self.value(leaf, [7]) == 7)
  }

  @Test("a composite closure that throws another error rejects the case with its description")
  func untypedClosure() throws {
    struct Broken: Error {}
    let gen = Gen<Int> { _ in throw Broken() }
    #expect(throws: GenerationStop.rejected(reason: "generator threw Broken()")) {
      try Self.value(gen, [])
    }
  }

  @Test("random cases reuse an earlier integer of the same kind about one draw in eight")
  func valueReuse() throws {
    let pair = Gen.zip(Gen<Int>.integers(), Gen<Int>.integers())
    var equal = 0
    for seed in UInt64(1)...800 {
      let value = try pair.generate(using: ChoiceRecorder(source: RandomChoiceSource(seed: seed)))
      if value.0 == value.1 { equal += 1 }
    }
    // Expected 100 of 800 by reuse (plus a few small-bucket collisions); without reuse, two
    // independent 64-bit draws almost never match outside the 8- and 256-value buckets.
    #expect((70...150).contains(equal))
  }
}
